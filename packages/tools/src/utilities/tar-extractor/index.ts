import { bytesToBase64, defineTool, failure, parseFileValue, success } from '@ctp/core';
import { parseTar, type ParsedTarFileItem } from 'nanotar';
import { extensionOfName, mediaTypeOf } from '../../_shared/archive-files.js';
import { gunzipCapped, OutputTooLarge } from '../../_shared/compression.js';
import { decodeUtf8Strict } from '../../_shared/utf8-text.js';
import definition from './definition.js';

const MAX_UNPACKED = 32_000_000;

/** ustar's magic at offset 257, or a plausible header checksum: nanotar accepts anything. */
function looksLikeTar(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  if (bytes.length < 512) return false;
  const magic = String.fromCharCode(...bytes.subarray(257, 262));
  if (magic === 'ustar') return true;
  const stored = parseInt(String.fromCharCode(...bytes.subarray(148, 156)).replace(/[\0 ]/g, ''), 8);
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : bytes[i]!;
  return stored === sum;
}

export default defineTool(definition, async (params) => {
  const parsed = parseFileValue(params.file);
  if ('error' in parsed) return failure('INVALID_INPUT', `The file ${parsed.error}.`);
  let bytes = parsed.bytes();
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (gzipped) {
    try {
      bytes = await gunzipCapped(bytes, MAX_UNPACKED);
    } catch (error) {
      if (error instanceof OutputTooLarge) return failure('INVALID_INPUT', `The .tar.gz unpacks to more than ${MAX_UNPACKED / 1_000_000} MB, the limit of this tool.`);
      return failure('INVALID_INPUT', `The gzip layer is damaged: ${(error as Error).message}.`);
    }
  }
  if (!looksLikeTar(bytes)) return failure('INVALID_INPUT', `Not a tar archive${gzipped ? ' inside the gzip layer' : ''}: the first 512-byte header has neither the "ustar" magic nor a valid checksum.`);
  let items: ParsedTarFileItem[];
  try {
    items = parseTar(bytes);
  } catch (error) {
    return failure('INVALID_INPUT', `The tar archive is damaged: ${(error as Error).message}.`);
  }
  const entries = items.map((item) => {
    const a = item.attrs;
    return {
      path: item.name,
      type: item.type ?? 'file',
      size: item.size ?? item.data?.length ?? 0,
      mode: a?.mode ? a.mode.replace(/^0+(?=\d{4})/, '') : '',
      owner: a?.user || a?.group ? `${a?.user ?? ''}:${a?.group ?? ''}` : `${a?.uid ?? 0}:${a?.gid ?? 0}`,
      modified: a?.mtime !== undefined ? new Date(a.mtime * 1000).toISOString() : null,
    };
  });
  const files = entries.filter((e) => e.type === 'file');
  const base = { entries, gzipped, fileCount: files.length, totalSize: files.reduce((s, e) => s + e.size, 0) };
  if (!params.path) return success({ ...base, extracted: null });
  const wanted = params.path.replace(/^\.?\/+/, '');
  const index = items.findIndex((i) => i.name === params.path || i.name.replace(/^\.?\/+/, '') === wanted);
  const item = items[index];
  if (!item) {
    const leaf = wanted.split('/').pop()!.toLowerCase();
    const near = entries.filter((e) => e.path.toLowerCase().includes(leaf)).slice(0, 5).map((e) => e.path);
    return failure('INVALID_INPUT', `No entry "${params.path}" in the archive${near.length ? `; similar: ${near.join(', ')}` : ''}.`);
  }
  if (entries[index]!.type !== 'file') return failure('INVALID_INPUT', `"${item.name}" is a ${entries[index]!.type}, not a regular file.`);
  const content = item.data ?? new Uint8Array(0);
  const name = item.name.split('/').pop() ?? item.name;
  const mediaType = mediaTypeOf(name);
  const utf8 = decodeUtf8Strict(content);
  return success({ ...base, extracted: { name, mediaType, extension: extensionOfName(name, mediaType), size: content.length, base64: bytesToBase64(content), text: utf8.ok ? utf8.text : null } });
});
