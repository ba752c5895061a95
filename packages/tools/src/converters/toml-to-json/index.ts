import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { TomlDate } from 'smol-toml';
import { jsonPath } from '../../_shared/json-path.js';
import { parseTomlText } from '../../_shared/toml-text.js';
import definition from './definition.js';

const INDENTS: Record<string, string> = { '2': '  ', '4': '    ', tab: '\t', '0': '' };
/** Dotted keys nest without limit in smol-toml; the printer recurses, so bound it. */
const MAX_DEPTH = 1000;

class Refusal extends Error {}

export default defineTool(definition, (params) => {
  const source = params.toml;
  const parsed = parseTomlText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const doc = parsed.value;

  const unit = INDENTS[params.indent]!;
  const bigAsString = params.bigIntegers === 'string';
  const colon = unit ? ': ' : ':';
  const out: string[] = [];
  const segments: Array<string | number> = [];
  let bigIntegers = 0;
  let dates = 0;

  const write = (value: unknown, depth: number): void => {
    if (typeof value === 'bigint') {
      bigIntegers++;
      out.push(bigAsString ? `"${value}"` : String(value));
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Refusal(`${jsonPath(segments)} is ${value > 0 ? 'inf' : value < 0 ? '-inf' : 'nan'}, which JSON cannot represent; quote it in the TOML to keep it as a string`);
      out.push(JSON.stringify(value));
    } else if (typeof value === 'string' || typeof value === 'boolean') {
      out.push(JSON.stringify(value));
    } else if (value instanceof TomlDate) {
      dates++;
      out.push(JSON.stringify(value.toISOString()));
    } else {
      if (depth >= MAX_DEPTH) throw new Refusal(`nested deeper than ${MAX_DEPTH} levels`);
      const isArray = Array.isArray(value);
      const entries: Array<[string | number, unknown]> = isArray ? value.map((v, i) => [i, v]) : Object.keys(value as object).map((k) => [k, (value as Record<string, unknown>)[k]]);
      const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
      if (entries.length === 0) return void out.push(open + close);
      const inner = unit ? '\n' + unit.repeat(depth + 1) : '';
      out.push(open);
      entries.forEach(([key, child], i) => {
        out.push(i > 0 ? ',' + inner : inner);
        if (!isArray) out.push(JSON.stringify(key) + colon);
        segments.push(key);
        write(child, depth + 1);
        segments.pop();
      });
      out.push(unit ? '\n' + unit.repeat(depth) + close : close);
    }
  };

  try {
    write(doc, 0);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return failure('INVALID_INPUT', `TOML cannot be converted to JSON: ${error.message}`);
  }
  const warnings: string[] = [];
  if (dates > 0 && /\d:\d\d:\d\d\.\d{4}/.test(source)) {
    warnings.push('A time has more than 3 fractional second digits: dates are converted with millisecond precision, so the extra digits were cut.');
  }
  return withWarnings(success({ json: out.join(''), bigIntegers }), warnings);
});
