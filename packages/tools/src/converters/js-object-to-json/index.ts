import { defineTool, failure, success, withWarnings } from '@ctp/core';
import JSON5 from 'json5';
import definition from './definition.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t', '0': '' };
const MAX_DEPTH = 1000;

class Refusal extends Error {}

function pathOf(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>((path, s) => (typeof s === 'number' ? `${path}[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `${path}.${s}` : `${path}[${JSON.stringify(s)}]`), '$');
}

interface Json5Error extends SyntaxError {
  lineNumber?: number;
  columnNumber?: number;
}

export default defineTool(definition, (params) => {
  const source = params.input;
  let value: unknown;
  try {
    value = JSON5.parse(source);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const { lineNumber: line = 1, columnNumber = 1 } = error as Json5Error;
    // json5 counts columns in UTF-16 units and, for an astral character, one unit too far; report code points
    const text = source.split('\n')[line - 1] ?? '';
    let offset = Math.max(0, columnNumber - 1);
    if (/[\uDC00-\uDFFF]/.test(text[offset] ?? '') && /[\uD800-\uDBFF]/.test(text[offset - 1] ?? '')) offset--;
    const column = [...text.slice(0, offset)].length + 1;
    const reason = error.message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    return failure('INVALID_INPUT', `Invalid JavaScript object / JSON5 at line ${line}, column ${column}: ${reason}`);
  }

  const unit = INDENTS[params.indent]!;
  const nonFinite = params.nonFinite;
  const colon = unit ? ': ' : ':';
  const out: string[] = [];
  const segments: Array<string | number> = [];
  let unsafe = 0;
  let firstUnsafe = '';

  const write = (v: unknown, depth: number): void => {
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) {
        if (nonFinite === 'error') throw new Refusal(`${pathOf(segments)} is ${v}, which JSON cannot represent (choose null or string for Infinity and NaN)`);
        return void out.push(nonFinite === 'null' ? 'null' : `"${v}"`);
      }
      if (Number.isInteger(v) && !Number.isSafeInteger(v) && unsafe++ === 0) firstUnsafe = pathOf(segments);
      return void out.push(JSON.stringify(v));
    }
    if (v === null || typeof v !== 'object') return void out.push(JSON.stringify(v));
    if (depth >= MAX_DEPTH) throw new Refusal(`nested deeper than ${MAX_DEPTH} levels`);
    const isArray = Array.isArray(v);
    const keys: Array<string | number> = isArray ? v.map((_, i) => i) : Object.keys(v);
    const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
    if (keys.length === 0) return void out.push(open + close);
    const inner = unit ? '\n' + unit.repeat(depth + 1) : '';
    out.push(open);
    keys.forEach((key, i) => {
      out.push(i > 0 ? ',' + inner : inner);
      if (!isArray) out.push(JSON.stringify(key) + colon);
      segments.push(key);
      write((v as Record<string | number, unknown>)[key], depth + 1);
      segments.pop();
    });
    out.push(unit ? '\n' + unit.repeat(depth) + close : close);
  };

  try {
    write(value, 0);
  } catch (error) {
    if (error instanceof Refusal) return failure('INVALID_INPUT', `Cannot convert to JSON: ${error.message}`);
    throw error;
  }
  const warnings =
    unsafe > 0
      ? [`${unsafe} integer${unsafe === 1 ? ' is' : 's are'} beyond ±2^53 (first at ${firstUnsafe}) and may have lost digits: numbers are read as JavaScript doubles. Quote them to keep them exact.`]
      : [];
  return withWarnings(success({ json: out.join('') }), warnings);
});
