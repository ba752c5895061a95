import { bytesToBase64, defineTool, failure, parseFileValue, success, withWarnings } from '@ctp/core';
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { extensionOfName, mediaTypeOf, zipCentralDirectory } from '../../_shared/archive-files.js';
import { decodeUtf8Strict } from '../../_shared/utf8-text.js';
import definition from './definition.js';

const MAX_ENTRY = 20_971_520;
const METHODS: Record<number, string> = { 0: 'stored', 8: 'deflate', 9: 'deflate64', 12: 'bzip2', 14: 'lzma', 93: 'zstd', 95: 'xz', 99: 'aes' };

export default defineTool(definition, (params) => {
  const parsed = parseFileValue(params.file);
  if ('error' in parsed) return failure('INVALID_INPUT', `The file ${parsed.error}.`);
  const bytes = parsed.bytes();
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) return failure('INVALID_INPUT', `Not a ZIP archive: a ZIP file starts with "PK" (50 4b), this one with ${Array.from(bytes.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join(' ') || 'nothing'}.`);
  const infos: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, { filter: (info) => (infos.push(info), false) });
  } catch (error) {
    return failure('INVALID_INPUT', `The ZIP archive is damaged or truncated: ${(error as Error).message}.`);
  }
  const meta = zipCentralDirectory(bytes);
  const entries = infos.map((info) => {
    const m = meta.get(info.name);
    return {
      path: info.name,
      size: info.originalSize,
      compressedSize: info.size,
      method: METHODS[info.compression] ?? `method ${info.compression}`,
      modified: m?.modified ?? null,
      crc32: m?.crc32 ?? '00000000',
      directory: info.name.endsWith('/'),
      encrypted: m?.encrypted ?? false,
    };
  });
  const files = entries.filter((e) => !e.directory);
  const base = { entries, fileCount: files.length, totalSize: files.reduce((s, e) => s + e.size, 0) };
  if (!params.path) return success({ ...base, extracted: null });
  const entry = entries.find((e) => e.path === params.path) ?? entries.find((e) => e.path === params.path?.replace(/^\/+/, ''));
  if (!entry) {
    const near = entries.filter((e) => e.path.toLowerCase().includes(params.path!.toLowerCase().split('/').pop() ?? '')).slice(0, 5).map((e) => e.path);
    return failure('INVALID_INPUT', `No entry "${params.path}" in the archive${near.length ? `; similar: ${near.join(', ')}` : ''}. Paths are case-sensitive and use "/".`);
  }
  if (entry.directory) return failure('INVALID_INPUT', `"${entry.path}" is a directory; give the path of a file inside it.`);
  if (entry.encrypted) return failure('INVALID_INPUT', `"${entry.path}" is password-protected (encrypted), which this tool cannot open.`);
  if (entry.method !== 'stored' && entry.method !== 'deflate') return failure('INVALID_INPUT', `"${entry.path}" is compressed with ${entry.method}; only stored and Deflate entries can be extracted here.`);
  if (entry.size > MAX_ENTRY) return failure('CONSTRAINT_VIOLATION', `"${entry.path}" is ${entry.size} bytes uncompressed; the limit is ${MAX_ENTRY} bytes (20 MiB).`);
  let content: Uint8Array | undefined;
  try {
    content = unzipSync(bytes, { filter: (info) => info.name === entry.path })[entry.path];
  } catch (error) {
    return failure('INVALID_INPUT', `"${entry.path}" cannot be extracted: ${(error as Error).message}.`);
  }
  if (!content) return failure('INVALID_INPUT', `"${entry.path}" could not be read from the archive.`);
  const warnings: string[] = [];
  if (content.length !== entry.size) warnings.push(`The entry holds ${content.length} bytes but the archive declares ${entry.size}.`);
  const name = entry.path.split('/').pop() ?? entry.path;
  const mediaType = mediaTypeOf(name);
  const utf8 = decodeUtf8Strict(content);
  const extracted = { name, mediaType, extension: extensionOfName(name, mediaType), size: content.length, base64: bytesToBase64(content), text: utf8.ok ? utf8.text : null };
  return withWarnings(success({ ...base, extracted }), warnings);
});
