import { defineTool, failure, success, utf8Encode, withWarnings } from '@ctp/core';
import { parseJsonText } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import { serializeJson } from './serialize.js';
import definition from './definition.js';

const MAX_DEPTH = 512;

/** The JSON tree built from PHP data: literals keep their text so integers stay exact and key order is kept. */
type Node = { t: 'lit'; text: string } | { t: 'str'; v: string } | { t: 'arr'; items: Node[] } | { t: 'obj'; entries: Array<[string, Node]> };

class ParseError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');
const isIdentifier = (s: string) => /^[A-Za-z_$][\w$]*$/.test(s);
const child = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : isIdentifier(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

class Unserializer {
  pos = 0;
  slots: string[] = []; // path of each value slot (PHP numbers them from 1 in reading order; R: takes none)
  references: Array<{ path: string; kind: 'r' | 'R'; target: number; targetPath: string }> = [];
  properties: Array<{ path: string; visibility: 'private' | 'protected'; declaringClass?: string }> = [];
  warnings: string[] = [];

  constructor(readonly b: Uint8Array, readonly keepPrefixes: boolean) {}

  fail(message: string, at = this.pos): never {
    throw new ParseError(message, at);
  }
  found(): string {
    if (this.pos >= this.b.length) return 'the end of the input';
    const c = this.b[this.pos]!;
    return c >= 0x20 && c < 0x7f ? `"${String.fromCharCode(c)}"` : `byte 0x${c.toString(16).padStart(2, '0')}`;
  }
  expect(ch: string, what: string): void {
    if (this.b[this.pos] !== ch.charCodeAt(0)) this.fail(`expected "${ch}" ${what}, found ${this.found()}`);
    this.pos++;
  }
  /** Digits up to `end`, with an optional sign. */
  number(pattern: RegExp, end: string, what: string): string {
    const start = this.pos;
    while (this.pos < this.b.length && this.b[this.pos] !== end.charCodeAt(0) && this.pos - start < 400) this.pos++;
    const text = utf8Lenient.decode(this.b.subarray(start, this.pos));
    if (!pattern.test(text)) this.fail(`invalid ${what} ${JSON.stringify(text.slice(0, 40))}`, start);
    this.expect(end, `after the ${what}`);
    return text;
  }
  length(what: string): number {
    const text = this.number(/^\+?\d{1,9}$/, ':', `${what} length`);
    return Number(text);
  }
  quoted(n: number, what: string): { bytes: Uint8Array; start: number } {
    this.expect('"', `to open the ${what}`);
    const start = this.pos;
    const end = start + n;
    if (end + 1 > this.b.length || this.b[end] !== 0x22) {
      // s:N counts bytes: say where the closing quote really is
      let real = -1;
      for (let i = start; i < this.b.length; i++) if (this.b[i] === 0x22 && (this.b[i + 1] === 0x3b || this.b[i + 1] === 0x3a)) { real = i - start; break; }
      const hint = real >= 0 ? `; the text up to the next quote is ${real} bytes in UTF-8 (the length counts bytes, not characters)` : '';
      this.fail(`the ${what} declares ${n} bytes but no closing quote follows them${hint}`, start - 1);
    }
    this.pos = end + 1;
    return { bytes: this.b.subarray(start, end), start };
  }
  text(bytes: Uint8Array, start: number, what: string): string {
    try {
      return utf8.decode(bytes);
    } catch {
      this.warnings.push(`The ${what} at byte ${start} is not valid UTF-8 (binary data); invalid bytes became U+FFFD.`);
      return utf8Lenient.decode(bytes);
    }
  }

  value(path: string, depth: number, slot = true): Node {
    if (depth > MAX_DEPTH) this.fail(`nested deeper than ${MAX_DEPTH} levels`);
    const at = this.pos;
    const type = String.fromCharCode(this.b[this.pos] ?? 0);
    if (slot && type !== 'R') this.slots.push(path);
    this.pos++;
    if (type === 'N') {
      this.expect(';', 'after N');
      return { t: 'lit', text: 'null' };
    }
    if (!'bidsaOCErR'.includes(type) || type === '\0') {
      this.pos = at;
      this.fail(`expected a value type (N, b, i, d, s, a, O, C, E, r or R), found ${this.found()}`);
    }
    this.expect(':', `after ${type}`);
    switch (type) {
      case 'b':
        return { t: 'lit', text: this.number(/^[01]$/, ';', 'boolean (0 or 1)') === '1' ? 'true' : 'false' };
      case 'i':
        return { t: 'lit', text: BigInt(this.number(/^[+-]?\d{1,25}$/, ';', 'integer')).toString() };
      case 'd': {
        const raw = this.number(/^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|-?INF|NAN)$/, ';', 'float');
        const n = Number(raw);
        if (!Number.isFinite(n)) {
          this.warnings.push(`${path} is the float ${raw}, which JSON cannot hold; it became the string "${raw}".`);
          return { t: 'str', v: raw };
        }
        return { t: 'lit', text: /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(raw) ? raw : String(n) };
      }
      case 's': {
        const n = this.length('string');
        const { bytes, start } = this.quoted(n, 'string');
        this.expect(';', 'after the string');
        return { t: 'str', v: this.text(bytes, start, 'string') };
      }
      case 'r':
      case 'R': {
        const target = Number(this.number(/^\d{1,9}$/, ';', 'reference number'));
        if (target < 1 || target > this.slots.length) this.fail(`reference ${type}:${target} points to no earlier value (values so far: ${this.slots.length})`, at);
        this.references.push({ path, kind: type, target, targetPath: this.slots[target - 1]! });
        return { t: 'obj', entries: [['__ref', { t: 'lit', text: String(target) }]] };
      }
      case 'E': {
        const n = this.length('enum name');
        const { bytes, start } = this.quoted(n, 'enum name');
        this.expect(';', 'after the enum');
        return { t: 'obj', entries: [['__enum', { t: 'str', v: this.text(bytes, start, 'enum name') }]] };
      }
      case 'a': {
        const count = this.length('array');
        this.expect('{', 'to open the array');
        const entries = this.members(count, path, depth, 'array', false);
        this.expect('}', `to close the array of ${count} elements`);
        const list = entries.every(([k], i) => k === String(i));
        return list ? { t: 'arr', items: entries.map(([, v]) => v) } : { t: 'obj', entries };
      }
      default: {
        // O and C: a class name, then properties or a custom payload
        const n = this.length('class name');
        const { bytes, start } = this.quoted(n, 'class name');
        const className = this.text(bytes, start, 'class name');
        this.expect(':', 'after the class name');
        const head: [string, Node] = ['__class', { t: 'str', v: className }];
        if (type === 'C') {
          const len = this.length('custom data');
          this.expect('{', 'to open the custom data');
          const data = this.b.subarray(this.pos, this.pos + len);
          if (this.pos + len > this.b.length) this.fail(`the custom data declares ${len} bytes but the input ends first`);
          this.pos += len;
          this.expect('}', `after ${len} bytes of custom data`);
          return { t: 'obj', entries: [head, ['__serialized', { t: 'str', v: this.text(data, this.pos - len - 1, 'custom data') }]] };
        }
        const count = this.length('property count');
        this.expect('{', 'to open the object');
        const entries = this.members(count, path, depth, 'object', true);
        this.expect('}', `to close the object of ${count} properties`);
        return { t: 'obj', entries: [head, ...entries] };
      }
    }
  }

  /** `count` key/value pairs; keys take no value slot. */
  members(count: number, path: string, depth: number, what: string, object: boolean): Array<[string, Node]> {
    const entries: Array<[string, Node]> = [];
    const seen = new Set<string>(object ? ['__class'] : []);
    for (let k = 0; k < count; k++) {
      const at = this.pos;
      const key = this.value('', depth + 1, false);
      if (key.t !== 'str' && !(key.t === 'lit' && /^-?\d+$/.test(key.text))) this.fail(`${what} keys must be integers (i:) or strings (s:)`, at);
      let name = key.t === 'str' ? key.v : (key as { text: string }).text;
      let info: { visibility: 'private' | 'protected'; declaringClass?: string } | undefined;
      if (object && name.charCodeAt(0) === 0) {
        const second = name.indexOf('\0', 1);
        if (second > 0) {
          const owner = name.slice(1, second);
          info = owner === '*' ? { visibility: 'protected' } : { visibility: 'private', declaringClass: owner };
          if (!this.keepPrefixes) name = name.slice(second + 1);
        }
      }
      if (seen.has(name)) {
        if (!object) this.fail(`duplicate ${what} key ${JSON.stringify(name)}`, at);
        let renamed = info?.declaringClass ? `${info.declaringClass}::${name}` : `${info ? '*' : ''}::${name}`;
        for (let i = 2; seen.has(renamed); i++) renamed = `${name}#${i}`;
        this.warnings.push(`${child(path, name)} occurs twice (properties of different classes); the second is named ${JSON.stringify(renamed)}.`);
        name = renamed;
      }
      seen.add(name);
      const valuePath = child(path, !object && /^\d+$/.test(name) && name.length < 10 ? Number(name) : name);
      if (info) this.properties.push({ path: valuePath, ...info });
      entries.push([name, this.value(valuePath, depth + 1)]);
    }
    return entries;
  }
}

function printNode(node: Node, indent: string): string {
  const out: string[] = [];
  const write = (n: Node, pad: string): void => {
    if (n.t === 'lit') return void out.push(n.text);
    if (n.t === 'str') return void out.push(JSON.stringify(n.v));
    const inner = pad + indent;
    const nl = indent ? '\n' : '';
    const items = n.t === 'arr' ? n.items : n.entries;
    const [open, close] = n.t === 'arr' ? ['[', ']'] : ['{', '}'];
    if (items.length === 0) return void out.push(open + close);
    out.push(open + nl);
    items.forEach((item, i) => {
      out.push(inner);
      if (n.t === 'arr') write(item as Node, inner);
      else {
        const [k, v] = item as [string, Node];
        out.push(JSON.stringify(k) + (indent ? ': ' : ':'));
        write(v, inner);
      }
      out.push((i < items.length - 1 ? ',' : '') + nl);
    });
    out.push(pad + close);
  };
  write(node, '');
  return out.join('');
}

function unserialize(input: string, indent: string, keepPrefixes: boolean) {
  const bytes = utf8Encode(input);
  const u = new Unserializer(bytes, keepPrefixes);
  while (u.pos < bytes.length && /\s/.test(String.fromCharCode(bytes[u.pos]!))) u.pos++;
  try {
    const root = u.value('$', 0);
    while (u.pos < bytes.length && /\s/.test(String.fromCharCode(bytes[u.pos]!))) u.pos++;
    if (u.pos < bytes.length) u.fail(`unexpected ${u.found()} after the end of the serialized value`);
    const result = printNode(root, indent);
    return withWarnings(success({ result, mode: 'unserialize', references: u.references, properties: u.properties }), u.warnings);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return failure('INVALID_INPUT', `Invalid PHP serialized data at byte ${error.offset}: ${error.message}`);
  }
}

export default defineTool(definition, (params) => {
  const input = params.input;
  if (params.mode === 'unserialize') return unserialize(input, params.indent === '0' ? '' : ' '.repeat(Number(params.indent)), params.keepPrefixes);
  const parsed = parseJsonText(input);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const out = serializeJson(parsed.json.root, parsed.json.source);
  if ('error' in out) {
    const { line, column } = lineColumn(input, out.offset);
    return failure('INVALID_INPUT', `Cannot serialize the JSON at line ${line}, column ${column}: ${out.error}`);
  }
  return withWarnings(success({ result: out.result, mode: 'serialize', references: [], properties: [] }), out.warnings);
});
