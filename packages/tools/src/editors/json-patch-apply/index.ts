import { defineTool, failure, success } from '@ctp/core';
import { applyPatch, type Operation } from 'rfc6902';
import { readJson, writeJson } from '../../_shared/json-input.js';
import definition from './definition.js';

const OPS = new Set(['add', 'remove', 'replace', 'move', 'copy', 'test']);

/** The root cannot be replaced in place, so the document lives under /r of a wrapper. */
const under = (pointer: string) => `/r${pointer}`;

function describeError(error: { name?: string; message?: string }): string {
  const message = error.message ?? String(error);
  if (error.name === 'TestError') return `the test failed (${message.replace(/^Test failed: /, '')})`;
  if (error.name === 'MissingError') return `nothing at that path (${message.replace(/\/r(?=\/|$)/g, '').replace(/: $/, ': (root)')})`;
  return message.replace(/\/r(?=\/|$)/g, '');
}

export default defineTool(definition, (params) => {
  const doc = readJson(params.document, 'the document');
  if (!doc.ok) return failure('INVALID_INPUT', doc.message);
  const patch = readJson(params.patch, 'the patch');
  if (!patch.ok) return failure('INVALID_INPUT', patch.message);
  if (!Array.isArray(patch.value)) return failure('INVALID_INPUT', 'The patch must be a JSON array of operations, e.g. [{"op":"remove","path":"/a"}].');
  const operations: Operation[] = [];
  for (const [i, op] of patch.value.entries()) {
    const where = `Operation ${i + 1}`;
    if (op === null || typeof op !== 'object' || Array.isArray(op)) return failure('INVALID_INPUT', `${where} is not an object.`);
    const record = op as Record<string, unknown>;
    if (typeof record.op !== 'string' || !OPS.has(record.op)) return failure('INVALID_INPUT', `${where} has op ${JSON.stringify(record.op)}; it must be one of add, remove, replace, move, copy, test.`);
    for (const field of ['path', ...(record.op === 'move' || record.op === 'copy' ? ['from'] : [])]) {
      const pointer = record[field];
      if (typeof pointer !== 'string') return failure('INVALID_INPUT', `${where} (${record.op}) needs a "${field}" string (a JSON Pointer such as "/a/0").`);
      if (pointer !== '' && !pointer.startsWith('/')) return failure('INVALID_INPUT', `${where} (${record.op}): "${field}" ${JSON.stringify(pointer)} is not a JSON Pointer; it must be "" or start with "/".`);
      if (/~(?![01])/.test(pointer)) return failure('INVALID_INPUT', `${where} (${record.op}): "${field}" ${JSON.stringify(pointer)} has a "~" not followed by 0 or 1.`);
      if (pointer.split('/').includes('__proto__')) return failure('INVALID_INPUT', `${where} (${record.op}): the path segment "__proto__" is not supported.`);
    }
    if ((record.op === 'add' || record.op === 'replace' || record.op === 'test') && !('value' in record))
      return failure('INVALID_INPUT', `${where} (${record.op}) needs a "value".`);
    const rewritten: Record<string, unknown> = { ...record, path: under(String(record.path)) };
    if (typeof record.from === 'string') rewritten.from = under(record.from);
    operations.push(rewritten as unknown as Operation);
  }
  const wrapper = { r: doc.value };
  for (const [i, op] of operations.entries()) {
    const [error] = applyPatch(wrapper, [op]);
    if (error) return failure('INVALID_INPUT', `Operation ${i + 1} (${op.op} ${JSON.stringify(patch.value[i].path)}) failed: ${describeError(error)}. Nothing was applied.`);
  }
  return success({ result: writeJson(wrapper.r, Number(params.indent)), operations: operations.length });
});
