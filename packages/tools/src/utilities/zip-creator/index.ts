import { bytesToBase64, defineTool, failure, parseFileValue, success } from '@ctp/core';
import { zipSync, type Zippable } from 'fflate';
import { extensionOf, nameFromDataUrl } from '../../_shared/archive-files.js';
import definition from './definition.js';

/** fflate's level type is a union of literals; the parameter is an integer 0-9 (validated). */
const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** 1980-01-01 00:00 local: ZIP's earliest date, so the same input always makes the same archive. */
const EPOCH = new Date(1980, 0, 1, 0, 0, 0);

/** Folders made of "a/b/c" names; "..", absolute paths and backslashes would escape on extraction. */
function checkName(name: string, which: string): string | undefined {
  if (name.startsWith('/') || /(^|\/)\.\.(\/|$)/.test(name) || name.includes('\\')) return `The name "${name}" (${which}) must be a relative path with "/" and no ".." segments.`;
  if (name.endsWith('/')) return `The name "${name}" (${which}) ends with "/": give a file name.`;
  return undefined;
}

export default defineTool(definition, (params) => {
  const given = [params.file1, params.file2, params.file3, params.file4, params.file5, params.file6];
  const names = (params.names ?? '').split(/\r?\n/).map((n) => n.trim());
  const files: Zippable = {};
  const entries: { path: string; size: number }[] = [];
  const add = (path: string, bytes: Uint8Array, which: string): string | undefined => {
    const problem = checkName(path, which);
    if (problem) return problem;
    if (Object.hasOwn(files, path)) return `Two files are named "${path}"; give each a different name.`;
    // nested objects are folders in fflate: build them from the path
    let dir = files;
    const parts = path.split('/');
    for (const part of parts.slice(0, -1)) {
      const next = dir[part];
      if (next instanceof Uint8Array || Array.isArray(next)) return `"${part}" is both a file and a folder in "${path}".`;
      dir = (dir[part] ??= {}) as Zippable;
    }
    const leaf = parts[parts.length - 1]!;
    if (Object.hasOwn(dir, leaf)) return `Two files are named "${path}"; give each a different name.`;
    dir[leaf] = [bytes, { mtime: EPOCH }];
    entries.push({ path, size: bytes.length });
    return undefined;
  };
  for (const [i, value] of given.entries()) {
    if (!value) continue;
    const parsed = parseFileValue(value);
    if ('error' in parsed) return failure('INVALID_INPUT', `File ${i + 1} ${parsed.error}.`);
    const name = names[i] || nameFromDataUrl(value) || `file${i + 1}.${extensionOf(parsed.mimeType)}`;
    const problem = add(name, parsed.bytes(), `file ${i + 1}`);
    if (problem) return failure('INVALID_INPUT', problem);
  }
  if (params.text !== undefined) {
    const problem = add(params.textName, new TextEncoder().encode(params.text), 'the text file');
    if (problem) return failure('INVALID_INPUT', problem);
  }
  if (entries.length === 0) return failure('INVALID_INPUT', 'Add at least one file (file1…file6) or some text.');
  const zip = zipSync(files, { level: LEVELS[params.level] ?? 6 });
  return success({ zip: bytesToBase64(zip), size: zip.length, entries });
});
