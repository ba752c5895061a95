/**
 * Reading TOML text with smol-toml, with the catalog's error message:
 * "Invalid TOML at line L, column C: reason", the column in code points
 * (smol-toml counts UTF-16 units). Import from index.ts files only: this
 * module loads smol-toml.
 */
import { parse, TomlError } from 'smol-toml';

export type TomlOutcome = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** smol-toml's column (UTF-16 units, 1-based) as a code-point column. */
function codePointColumn(source: string, line: number, column: number): number {
  const text = source.split(/\r?\n/)[line - 1] ?? '';
  return [...text.slice(0, column - 1)].length + 1;
}

/** The catalog's message for a smol-toml syntax error. */
export function tomlErrorMessage(source: string, error: TomlError): string {
  const reason = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
  return `Invalid TOML at line ${error.line}, column ${codePointColumn(source, error.line, error.column)}: ${reason}`;
}

/** Parses a TOML document; integers beyond 2^53 become BigInt so every digit is kept. */
export function parseTomlText(source: string): TomlOutcome {
  let value: Record<string, unknown>;
  try {
    value = parse(source, { integersAsBigInt: 'asNeeded' }) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) return { ok: false, message: tomlErrorMessage(source, error) };
    throw error;
  }
  // smol-toml keeps any number of digits; TOML 1.0 requires an error past the 64-bit range
  const outside = integerOutsideRange(source);
  if (outside)
    return {
      ok: false,
      message: `Invalid TOML at line ${outside.line}, column ${outside.column}: integer ${outside.literal} is outside the 64-bit range TOML allows (${TOML_INT_MIN} to ${TOML_INT_MAX})`,
    };
  return { ok: true, value };
}

/** TOML 1.0 (Integer): 64-bit signed integers must be handled losslessly; a value beyond is an error. */
export const TOML_INT_MIN = -(2n ** 63n);
export const TOML_INT_MAX = 2n ** 63n - 1n;

export function inTomlIntegerRange(value: bigint): boolean {
  return value >= TOML_INT_MIN && value <= TOML_INT_MAX;
}

const INTEGER = /^[+-]?(?:0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|[0-9_]+)$/;
/** Characters of a bare token: keys, numbers, dates and times, booleans, inf/nan. */
const BARE = /[0-9A-Za-z_+\-.:]/;

/**
 * The first integer value, in a document smol-toml accepted, that lies outside the 64-bit
 * range, with its code-point position. Skips strings and comments; a token is a value after
 * "=" or inside an array, and not a key (followed by "=").
 */
function integerOutsideRange(source: string): { literal: string; line: number; column: number } | undefined {
  let line = 1;
  let lineStart = 0;
  let expectingValue = false; // just after "="
  const containers: string[] = []; // the open [ and { of values
  for (let i = 0; i < source.length; ) {
    const c = source[i]!;
    if (c === '\n') {
      line++;
      lineStart = i + 1;
      if (containers.length === 0) expectingValue = false;
      i++;
    } else if (c === '#') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (c === '"' || c === "'") {
      const quote = source.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < source.length && !source.startsWith(quote, j)) {
        if (source[j] === '\n') {
          line++;
          lineStart = j + 1;
        }
        j += c === '"' && source[j] === '\\' ? 2 : 1;
      }
      j += quote.length;
      while (quote.length === 3 && source[j] === c) j++; // up to two quotes may close a multi-line string
      i = j;
      expectingValue = false;
    } else if (c === '=') {
      expectingValue = true;
      i++;
    } else if ((c === '[' || c === '{') && (expectingValue || containers.length > 0)) {
      containers.push(c);
      expectingValue = false;
      i++;
    } else if ((c === ']' || c === '}') && containers.length > 0) {
      containers.pop();
      i++;
    } else if (BARE.test(c)) {
      let j = i + 1;
      while (j < source.length && BARE.test(source[j]!)) j++;
      const token = source.slice(i, j);
      let k = j;
      while (source[k] === ' ' || source[k] === '\t') k++;
      const isValue = (expectingValue || containers.at(-1) === '[') && source[k] !== '=';
      expectingValue = false;
      if (isValue && INTEGER.test(token) && !inTomlIntegerRange(integerValue(token)))
        return { literal: token, line, column: [...source.slice(lineStart, i)].length + 1 };
      i = j;
    } else i++;
  }
  return undefined;
}

function integerValue(token: string): bigint {
  const digits = token.replace(/^[+-]/, '').replaceAll('_', '');
  const value = BigInt(digits);
  return token.startsWith('-') ? -value : value;
}
