import { bytesToBase64, defineTool, failure, parseDateTime, parseFileValue, success } from '@ctp/core';
import { gzipSync } from 'fflate';
import { createTar, type TarFileInput } from 'nanotar';
import { extensionOf, nameFromDataUrl } from '../../_shared/archive-files.js';
import definition from './definition.js';

/** ustar keeps names up to 100 bytes (255 with its prefix field); pax headers carry longer ones. */
function checkName(name: string, which: string): string | undefined {
  if (name.startsWith('/') || /(^|\/)\.\.(\/|$)/.test(name) || name.includes('\\')) return `The name "${name}" (${which}) must be a relative path with "/" and no ".." segments.`;
  if (name === '' || name.endsWith('/')) return `The name "${name}" (${which}) must name a file.`;
  if (new TextEncoder().encode(name).length > 100) return `The name "${name.slice(0, 40)}…" (${which}) is over 100 bytes, the limit of the ustar format this tool writes.`;
  return undefined;
}

export default defineTool(definition, (params) => {
  const given = [params.file1, params.file2, params.file3, params.file4, params.file5, params.file6];
  const names = (params.names ?? '').split(/\r?\n/).map((n) => n.trim());
  // nanotar takes milliseconds; ustar stores whole seconds from 1970 (no earlier times)
  const mtime = params.modified ? Math.max(0, parseDateTime(params.modified)) : 0;
  const inputs: TarFileInput[] = [];
  const entries: { path: string; size: number }[] = [];
  const seen = new Set<string>();
  const add = (name: string, data: Uint8Array, which: string) => {
    const problem = checkName(name, which);
    if (problem) return problem;
    if (seen.has(name)) return `Two files are named "${name}"; give each a different name.`;
    seen.add(name);
    inputs.push({ name, data, attrs: { mode: '644', uid: 0, gid: 0, mtime, user: 'root', group: 'root' } });
    entries.push({ path: name, size: data.length });
    return undefined;
  };
  for (const [i, value] of given.entries()) {
    if (!value) continue;
    const parsed = parseFileValue(value);
    if ('error' in parsed) return failure('INVALID_INPUT', `File ${i + 1} ${parsed.error}.`);
    const problem = add(names[i] || nameFromDataUrl(value) || `file${i + 1}.${extensionOf(parsed.mimeType)}`, parsed.bytes(), `file ${i + 1}`);
    if (problem) return failure('INVALID_INPUT', problem);
  }
  if (params.text !== undefined) {
    const problem = add(params.textName, new TextEncoder().encode(params.text), 'the text file');
    if (problem) return failure('INVALID_INPUT', problem);
  }
  if (inputs.length === 0) return failure('INVALID_INPUT', 'Add at least one file (file1…file6) or some text.');
  const tar = createTar(inputs);
  const archive = params.gzip ? gzipSync(tar, { level: 9, mtime: 0 }) : tar;
  return success({
    archive: bytesToBase64(archive),
    mediaType: params.gzip ? 'application/gzip' : 'application/x-tar',
    extension: params.gzip ? 'tar.gz' : 'tar',
    size: archive.length,
    entries,
  });
});
