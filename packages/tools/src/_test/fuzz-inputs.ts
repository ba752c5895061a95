/**
 * fast-check arbitraries for fuzzing tools: inputs derived from a definition's parameters (its
 * example mutated, values of each field type) mixed with hostile values (empty, the maximum
 * length, ten times it, lone surrogates, NUL, deep nesting, `__proto__` keys, NaN/Infinity/-0,
 * wrong types). Used by `fuzz.test.ts` (a few cases per tool in `npm test`) and `bench/fuzz.mjs`
 * (many more, with the costly maximum-size inputs).
 */
import fc from 'fast-check';
import { bytesToBase64, type ParameterSchema, type ToolSpec } from '@ctp/core';

/** `quick`: what `npm test` runs; `full`: adds maximum-size data inputs (seconds each for some tools). */
export type FuzzMode = 'quick' | 'full';

/** In quick mode a value of the maximum length is tried only up to this many characters. */
const QUICK_MAX_LENGTH = 10_000;
const QUICK_MAX_FILE = 64 * 1024;

/** Nested above core's limit (128), so it must be refused, never walked. */
function nested(levels: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { k: v };
  return v;
}

const polluting = () => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\udc00\ud800',
  '\u202e\u200b\ufeff',
  '😀👩‍👩‍👧‍👦',
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":true}}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1e309',
  '0x10',
  '9007199254740993',
  '%00%ff%',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '['.repeat(300) + ']'.repeat(300),
  '{"a":'.repeat(300) + '1' + '}'.repeat(300),
];

const WRONG_TYPES: unknown[] = [0, -1, 1.5, true, false, [], {}, ['a'], { a: 1 }, null, nested(300)];

/** Large strings are shared between cases: building a 10 MB string per case costs more than the check that refuses it. */
const repeated = new Map<string, string>();
function repeat(unit: string, count: number): string {
  const key = `${unit}:${count}`;
  let s = repeated.get(key);
  if (s === undefined) repeated.set(key, (s = unit.repeat(count)));
  return s;
}

function lengthValues(param: ParameterSchema, mode: FuzzMode): string[] {
  const max = param.validation?.maxLength;
  if (max === undefined) return [];
  const out: string[] = [];
  if (mode === 'full' || max <= QUICK_MAX_LENGTH) out.push(repeat('a', max), repeat('😀', max), repeat('9', max));
  out.push(repeat('a', max + 1), repeat('a', Math.min(10 * max, 20_000_000)));
  return out;
}

/** Small edits of an example string: truncations, insertions, duplications, for parsers. */
function mutated(example: string): fc.Arbitrary<string> {
  const n = example.length;
  return fc.oneof(
    fc.nat(n).map((i) => example.slice(0, i)),
    fc.tuple(fc.nat(n), fc.string({ unit: 'binary', maxLength: 4 })).map(([i, s]) => example.slice(0, i) + s + example.slice(i)),
    fc.tuple(fc.nat(n), fc.nat(n)).map(([i, j]) => example.slice(0, Math.min(i, j)) + example.slice(Math.max(i, j))),
    fc.integer({ min: 2, max: 8 }).map((k) => example.repeat(k)),
  );
}

function patterned(pattern: string | undefined): fc.Arbitrary<string>[] {
  if (!pattern) return [];
  try {
    return [fc.stringMatching(new RegExp(pattern, 'u'))];
  } catch {
    return []; // a feature fast-check cannot generate from; the other strings still reach the check
  }
}

function textValues(param: ParameterSchema, example: unknown, mode: FuzzMode): fc.Arbitrary<unknown> {
  const max = Math.min(param.validation?.maxLength ?? 64, 64);
  const ex = typeof example === 'string' && example.length > 0 ? [fc.constant(example), mutated(example)] : [];
  return fc.oneof(
    { arbitrary: fc.oneof(...ex, ...patterned(param.validation?.pattern), fc.string({ unit: 'grapheme', maxLength: max }), fc.string({ unit: 'binary', maxLength: max })), weight: 5 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS, ...lengthValues(param, mode)), weight: 3 },
  );
}

function numberValues(param: ParameterSchema): fc.Arbitrary<unknown> {
  const v = param.validation ?? {};
  const min = v.min ?? -1e9;
  const max = v.max ?? 1e9;
  const integers = fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) });
  const doubles = fc.double({ min, max, noNaN: true });
  const edges = [min, max, min - 1, max + 1, 0, -0, 1, -1, NaN, Infinity, -Infinity, 5e-324, 1e-12, 0.5, 2 ** 53 + 1, -(2 ** 53), '1e309', '12abc', ' 7 ', '0x10', '', '1,5'];
  return fc.oneof({ arbitrary: integers, weight: 4 }, { arbitrary: doubles, weight: 2 }, { arbitrary: fc.constantFrom(...edges), weight: 3 });
}

function selectValues(param: ParameterSchema): fc.Arbitrary<unknown> {
  const values = (param.options ?? []).map((o) => o.value);
  const odd = ['nope', '', ' ', '__proto__', 1, true, ...values.slice(0, 1).flatMap((v) => [` ${v}`, v.toUpperCase()])];
  return fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 6 }, { arbitrary: fc.constantFrom(...odd), weight: 1 });
}

function jsonValues(param: ParameterSchema, example: unknown, mode: FuzzMode): fc.Arbitrary<unknown> {
  const ex = example === undefined ? [] : [fc.constant(example), fc.constant(JSON.stringify(example))];
  const odd = [polluting(), '{"__proto__":{"polluted":true}}', nested(129), nested(10_000), JSON.stringify(nested(500)), 'NaN', '[1,2', '"text"', '{}', '[]', 'null'];
  return fc.oneof(
    { arbitrary: fc.oneof(...ex, fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v))), weight: 5 },
    { arbitrary: fc.constantFrom(...odd, ...lengthValues(param, mode).map((s) => JSON.stringify(s))), weight: 2 },
  );
}

/** A concrete media type for an `accept` entry (`image/*` → `image/png`). */
function mediaTypes(param: ParameterSchema): string[] {
  const accept = param.validation?.accept ?? ['application/octet-stream'];
  return accept.map((a) => (a === '*/*' ? 'application/octet-stream' : a.endsWith('/*') ? `${a.slice(0, -2)}/png` : a));
}

function dataUrl(type: string, bytes: Uint8Array): string {
  return `data:${type};base64,${bytesToBase64(bytes)}`;
}

function fileBytes(example: unknown): Uint8Array | undefined {
  if (typeof example !== 'string') return undefined;
  const base64 = example.startsWith('data:') ? example.slice(example.indexOf(',') + 1) : example;
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function fileValues(param: ParameterSchema, example: unknown, mode: FuzzMode): fc.Arbitrary<unknown> {
  const types = mediaTypes(param);
  const bytes = fileBytes(example);
  const fromExample = bytes
    ? [
        fc.constant(example),
        // a damaged copy of a real file reaches far deeper into a decoder than random bytes
        fc.tuple(fc.constantFrom(...types), fc.nat(bytes.length), fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([type, at, junk]) => {
          const copy = bytes.slice();
          copy.set(junk.subarray(0, Math.max(0, copy.length - at)), at);
          return dataUrl(type, copy);
        }),
        fc.tuple(fc.constantFrom(...types), fc.nat(bytes.length)).map(([type, cut]) => dataUrl(type, bytes.subarray(0, cut))),
      ]
    : [];
  const limit = param.validation?.maxSize;
  const big = limit !== undefined && (mode === 'full' || limit <= QUICK_MAX_FILE) ? [dataUrl(types[0]!, new Uint8Array(limit))] : [];
  const odd = ['not base64!', 'data:image/png;base64,', 'data:text/plain,hello', 'data:;base64,AAAA', 'AAAA', ...big];
  return fc.oneof(
    { arbitrary: fc.oneof(...fromExample, fc.tuple(fc.constantFrom(...types), fc.uint8Array({ maxLength: 512 })).map(([t, b]) => dataUrl(t, b))), weight: 5 },
    { arbitrary: fc.constantFrom(...odd), weight: 2 },
  );
}

const hex = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: n, maxLength: n });
const dates = fc.date({ min: new Date(-62167219200000), max: new Date(253402300799999), noInvalidDate: true });

function formatValues(param: ParameterSchema, example: unknown): fc.Arbitrary<unknown> {
  const ex = example === undefined ? [] : [fc.constant(example)];
  switch (param.type) {
    case 'color':
      return fc.oneof(...ex, fc.constantFrom(3, 4, 6, 8).chain((n) => hex(n).map((h) => `#${h}`)), fc.constantFrom('#12', 'red', '#gggggg', '#1234567'));
    case 'date':
      return fc.oneof(...ex, dates.map((d) => d.toISOString().slice(0, 10)), fc.constantFrom('0000-01-01', '9999-12-31', '2024-02-29', '2023-02-29', '1970-01-01'));
    case 'datetime':
      return fc.oneof(
        ...ex,
        dates.map((d) => d.toISOString()),
        fc.constantFrom('2016-12-31T23:59:60Z', '1998-12-31T23:59:60.5+00:00', '2024-01-01T00:00', '0000-01-01T00:00:00+14:00', '9999-12-31T23:59:59.999-12:00', '2024-13-01T00:00Z'),
      );
    case 'url':
      return fc.oneof(...ex, fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('http://localhost', 'javascript:alert(1)', 'file:///etc/passwd', 'http://[::1]:65535/', 'https://xn--nxasmq6b.com/a b', 'http://a/%zz'));
    case 'email':
      return fc.oneof(...ex, fc.emailAddress(), fc.constantFrom('"a b"@example.com', 'a@b', 'a@-b.com', '@x.com', 'a@@b.com'));
    default:
      return fc.constant(undefined);
  }
}

/** Values for one parameter: mostly of its own kind, sometimes hostile or of the wrong type, sometimes absent. */
export function parameterValues(param: ParameterSchema, example: unknown, mode: FuzzMode): fc.Arbitrary<unknown> {
  let own: fc.Arbitrary<unknown>;
  switch (param.type) {
    case 'text':
    case 'textarea':
      own = textValues(param, example, mode);
      break;
    case 'number':
      own = numberValues(param);
      break;
    case 'boolean':
      own = fc.constantFrom(true, false, 'true', 'no', 'maybe', 1, 0);
      break;
    case 'select':
      own = selectValues(param);
      break;
    case 'json':
      own = jsonValues(param, example, mode);
      break;
    case 'file':
      own = fileValues(param, example, mode);
      break;
    default:
      own = fc.oneof({ arbitrary: formatValues(param, example), weight: 4 }, { arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12)), weight: 1 });
  }
  return fc.oneof(
    { arbitrary: own, weight: 8 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/**
 * A tool's input: its example with some parameters replaced by generated values (so most cases
 * get past the first check and reach the tool's own code), and now and then a stray key.
 */
export function toolInputs(definition: ToolSpec, mode: FuzzMode): fc.Arbitrary<Record<string, unknown>> {
  const example = definition.example.input;
  const params = definition.parameters;
  if (params.length === 0) return fc.constant({ ...example });
  const values = Object.fromEntries(params.map((p) => [p.name, parameterValues(p, example[p.name], mode)]));
  const stray = fc.oneof({ arbitrary: fc.constant(0), weight: 9 }, { arbitrary: fc.constantFrom(1, 2), weight: 1 });
  return fc
    .tuple(fc.subarray(params.map((p) => p.name), { minLength: 1 }), fc.record(values), stray)
    .map(([changed, generated, extra]) => {
      const input: Record<string, unknown> = { ...example };
      for (const name of changed) {
        if (generated[name] === undefined) delete input[name];
        else input[name] = generated[name];
      }
      // an own "__proto__" key, as JSON.parse makes one: must be refused, never copied
      if (extra === 1) Object.defineProperty(input, '__proto__', { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
      if (extra === 2) input.notAParameter = 'x';
      return input;
    });
}

/** A short description of an input for failure messages: long strings cut, deep values elided. */
export function describeInput(input: unknown, depth = 0): string {
  if (typeof input === 'string') return JSON.stringify(input.length > 80 ? `${input.slice(0, 40)}… (${input.length} characters)` : input);
  if (typeof input === 'number') return Object.is(input, -0) ? '-0' : String(input);
  if (typeof input !== 'object' || input === null) return String(input);
  if (depth > 4) return '…';
  const entries = Array.isArray(input)
    ? input.slice(0, 8).map((v) => describeInput(v, depth + 1))
    : Object.keys(input).slice(0, 12).map((k) => `${JSON.stringify(k)}: ${describeInput((input as Record<string, unknown>)[k], depth + 1)}`);
  return Array.isArray(input) ? `[${entries.join(', ')}]` : `{${entries.join(', ')}}`;
}
