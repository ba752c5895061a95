import { describe, expect, it } from 'vitest';
import * as jsondiffpatch from 'jsondiffpatch';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Op = { op: string; path: string; from?: string; value?: unknown };
interface Out {
  equal: boolean;
  patch: Op[];
  changes: Array<{ type: string; path: string; from?: string; oldValue?: unknown; newValue?: unknown }>;
  summary: { added: number; removed: number; changed: number; moved: number };
  text: string;
}

// ---------- a small RFC 6902 applier (reference, independent of the tool) ----------

const clone = <T>(v: T): T => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function tokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`bad pointer ${pointer}`);
  return pointer.slice(1).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function index(arr: unknown[], token: string, forAdd: boolean): number {
  if (forAdd && token === '-') return arr.length;
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new Error(`bad array index ${token}`);
  const i = Number(token);
  if (i > arr.length || (!forAdd && i === arr.length)) throw new Error(`index ${i} out of bounds`);
  return i;
}

function parentOf(doc: unknown, pointer: string): [unknown, string] {
  const t = tokens(pointer);
  let node = doc;
  for (const token of t.slice(0, -1)) {
    if (Array.isArray(node)) node = node[index(node, token, false)];
    else if (isObject(node) && Object.hasOwn(node, token)) node = node[token];
    else throw new Error(`path ${pointer} does not exist`);
  }
  return [node, t[t.length - 1]!];
}

function get(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  const [parent, last] = parentOf(doc, pointer);
  if (Array.isArray(parent)) return parent[index(parent, last, false)];
  if (isObject(parent) && Object.hasOwn(parent, last)) return parent[last];
  throw new Error(`path ${pointer} does not exist`);
}

function removeAt(doc: unknown, pointer: string): [unknown, unknown] {
  if (pointer === '') throw new Error('cannot remove the root');
  const [parent, last] = parentOf(doc, pointer);
  if (Array.isArray(parent)) return [doc, parent.splice(index(parent, last, false), 1)[0]];
  if (isObject(parent) && Object.hasOwn(parent, last)) {
    const value = parent[last];
    delete parent[last];
    return [doc, value];
  }
  throw new Error(`path ${pointer} does not exist`);
}

function addAt(doc: unknown, pointer: string, value: unknown): unknown {
  if (pointer === '') return value;
  const [parent, last] = parentOf(doc, pointer);
  if (Array.isArray(parent)) parent.splice(index(parent, last, true), 0, value);
  else if (isObject(parent)) Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  else throw new Error(`cannot add to ${pointer}`);
  return doc;
}

function apply(document: unknown, patch: Op[]): unknown {
  let doc = clone(document);
  for (const op of patch) {
    switch (op.op) {
      case 'add':
        doc = addAt(doc, op.path, clone(op.value));
        break;
      case 'remove':
        doc = removeAt(doc, op.path)[0];
        break;
      case 'replace':
        if (op.path === '') doc = clone(op.value);
        else {
          get(doc, op.path);
          doc = addAt(removeAt(doc, op.path)[0], op.path, clone(op.value));
        }
        break;
      case 'move': {
        if (op.path.startsWith(op.from! + '/')) throw new Error('move into itself');
        const [rest, value] = removeAt(doc, op.from!);
        doc = addAt(rest, op.path, value);
        break;
      }
      case 'test':
        if (JSON.stringify(sortKeys(get(doc, op.path))) !== JSON.stringify(sortKeys(op.value))) throw new Error(`test failed at ${op.path}`);
        break;
      default:
        throw new Error(`unknown op ${op.op}`);
    }
  }
  return doc;
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (isObject(v)) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])]));
  return v;
}

// ---------- helpers ----------

const diff = (left: unknown, right: unknown, extra: Record<string, unknown> = {}) =>
  runOk<Out>(tool, { left: JSON.stringify(left), right: JSON.stringify(right), ...extra });

async function expectPatchWorks(left: unknown, right: unknown, extra: Record<string, unknown> = {}): Promise<Out> {
  const d = await diff(left, right, extra);
  expect(sortKeys(apply(left, d.patch)), JSON.stringify({ left, right, extra, patch: d.patch })).toEqual(sortKeys(right));
  expect(d.equal).toBe(d.patch.length === 0);
  return d;
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function randomValue(rnd: () => number, depth: number): unknown {
  const r = rnd();
  if (depth <= 0 || r < 0.35) {
    const k = Math.floor(rnd() * 6);
    return [null, true, Math.floor(rnd() * 5), 'abcde'[Math.floor(rnd() * 5)], Math.floor(rnd() * 3) / 2, 'x/y~z'][k];
  }
  if (r < 0.65) return Array.from({ length: Math.floor(rnd() * 6) }, () => randomValue(rnd, depth - 1));
  const obj: Record<string, unknown> = {};
  for (let i = Math.floor(rnd() * 5); i > 0; i--) obj['kabc/~'[Math.floor(rnd() * 6)]!] = randomValue(rnd, depth - 1);
  if (rnd() < 0.5) obj.id = Math.floor(rnd() * 4);
  return obj;
}

function mutate(value: unknown, rnd: () => number, depth = 0): unknown {
  if (rnd() < 0.15) return randomValue(rnd, 2);
  if (Array.isArray(value)) {
    const out = value.map((v) => (rnd() < 0.3 ? mutate(v, rnd, depth + 1) : v));
    if (rnd() < 0.3) out.splice(Math.floor(rnd() * (out.length + 1)), 0, randomValue(rnd, 1));
    if (rnd() < 0.3 && out.length) out.splice(Math.floor(rnd() * out.length), 1);
    if (rnd() < 0.3 && out.length > 1) {
      const [x] = out.splice(Math.floor(rnd() * out.length), 1);
      out.splice(Math.floor(rnd() * (out.length + 1)), 0, x);
    }
    return out;
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (rnd() > 0.15) out[k] = rnd() < 0.3 ? mutate(v, rnd, depth + 1) : v;
    if (rnd() < 0.3) out['new' + Math.floor(rnd() * 3)] = randomValue(rnd, 1);
    return out;
  }
  return value;
}

describe('json-diff', () => {
  itReproducesItsExample(tool);

  it('reports equal documents regardless of key order and number spelling', async () => {
    const d = await runOk<Out>(tool, { left: '{"a":1,"b":[1.0,2e0,-0,"x"],"c":{"d":null}}', right: '{"c":{"d":null},"b":[1,20E-1,0,"x"],"a":1.000}' });
    expect(d).toEqual({ equal: true, patch: [], patchJson: '[]', changes: [], summary: { added: 0, removed: 0, changed: 0, moved: 0 }, text: '' });
    expect((await runOk<Out>(tool, { left: '"\\u00e9"', right: '"é"' })).equal).toBe(true);
  });

  it('keeps integers beyond 2^53 exact in patchJson and text, and patchJson rebuilds the right document', async () => {
    const left = '{"n":1,"ids":[12345678901234567890,2],"o":{"big":-98765432109876543210}}';
    const right = '{"n":12345678901234567890,"ids":[2,12345678901234567891],"o":{"big":-98765432109876543211},"x":[99999999999999999999]}';
    const result = await runTool(tool, { left, right, testOps: true });
    const data = result.data as Out & { patchJson: string };
    expect(data.text).toBe(
      '~ /n: 1 → 12345678901234567890\n- /ids/0: 12345678901234567890\n+ /ids/1: 12345678901234567891\n~ /o/big: -98765432109876543210 → -98765432109876543211\n+ /x: [99999999999999999999]',
    );
    for (const literal of ['12345678901234567890', '12345678901234567891', '-98765432109876543210', '-98765432109876543211', '99999999999999999999'])
      expect(data.patchJson).toContain(literal);
    // apply with every long integer kept as its digits: the patch must give exactly the right document
    const exact = (text: string) => JSON.parse(text.replace(/(?<![\w."])(-?\d{16,})(?![\w."])/g, '"$1"')) as unknown;
    expect(sortKeys(apply(exact(left), exact(data.patchJson) as Op[]))).toEqual(sortKeys(exact(right)));
    expect(JSON.parse(data.patchJson)).toEqual(data.patch);
    expect(result.metadata?.warnings?.[0]).toMatch(/patchJson and text keep them exactly/);
  });

  it('compares big numbers exactly', async () => {
    const result = await runTool(tool, { left: '{"n":12345678901234567890}', right: '{"n":12345678901234567891}' });
    expect(result.success && (result.data as Out).changes).toEqual([{ type: 'changed', path: '/n', oldValue: 12345678901234567000, newValue: 12345678901234567000 }]);
    expect(result.metadata?.warnings?.[0]).toMatch(/left document has integers beyond ±2\^53 \(12345678901234567890\)/);
    expect((await runOk<Out>(tool, { left: '[1e400]', right: '[10e399]' })).equal).toBe(true);
  });

  it('produces add, remove and replace for objects and types', async () => {
    const d = await expectPatchWorks({ a: 1, b: { c: [1, 2] }, gone: true }, { a: '1', b: { c: [1, 2], d: null }, x: [] });
    expect(d.patch).toEqual([
      { op: 'remove', path: '/gone' },
      { op: 'replace', path: '/a', value: '1' },
      { op: 'add', path: '/b/d', value: null },
      { op: 'add', path: '/x', value: [] },
    ]);
    expect(d.changes).toEqual([
      { type: 'removed', path: '/gone', oldValue: true },
      { type: 'changed', path: '/a', oldValue: 1, newValue: '1' },
      { type: 'added', path: '/b/d', newValue: null },
      { type: 'added', path: '/x', newValue: [] },
    ]);
    expect(d.summary).toEqual({ added: 2, removed: 1, changed: 1, moved: 0 });
    expect(d.text).toBe('- /gone: true\n~ /a: 1 → "1"\n+ /b/d: null\n+ /x: []');
  });

  it('replaces the root when the types differ', async () => {
    const d = await expectPatchWorks([1], { a: 1 });
    expect(d.patch).toEqual([{ op: 'replace', path: '', value: { a: 1 } }]);
    expect(d.text).toBe('~ (root): [1] → {"a":1}');
  });

  it('escapes keys in JSON Pointers (~0, ~1)', async () => {
    const d = await expectPatchWorks({ 'a/b': 1, 'm~n': 2, '': 3 }, { 'a/b': 2, 'm~n': 2 });
    expect(d.patch).toEqual([{ op: 'remove', path: '/' }, { op: 'replace', path: '/a~1b', value: 2 }]);
  });

  it('detects insertions, deletions and moves in arrays (LCS)', async () => {
    const ins = await expectPatchWorks(['a', 'b', 'c'], ['x', 'a', 'b', 'c']);
    expect(ins.patch).toEqual([{ op: 'add', path: '/0', value: 'x' }]);
    const del = await expectPatchWorks([1, 2, 3, 4], [1, 3, 4]);
    expect(del.patch).toEqual([{ op: 'remove', path: '/1' }]);
    const move = await expectPatchWorks([1, 2, 3, 4, 5], [5, 1, 2, 3, 4]);
    expect(move.patch).toEqual([{ op: 'move', from: '/4', path: '/0' }]);
    expect(move.changes).toEqual([{ type: 'moved', path: '/0', from: '/4' }]);
    const inPlace = await expectPatchWorks([{ a: 1 }, 'k'], [{ a: 2 }, 'k']);
    expect(inPlace.patch).toEqual([{ op: 'replace', path: '/0/a', value: 2 }]);
  });

  it('compares arrays by index on request', async () => {
    const d = await expectPatchWorks(['a', 'b', 'c'], ['x', 'a', 'b', 'c'], { arrays: 'index' });
    expect(d.patch).toEqual([
      { op: 'replace', path: '/0', value: 'x' },
      { op: 'replace', path: '/1', value: 'a' },
      { op: 'replace', path: '/2', value: 'b' },
      { op: 'add', path: '/3', value: 'c' },
    ]);
    expect((await expectPatchWorks([1, 2, 3], [1], { arrays: 'index' })).patch).toEqual([{ op: 'remove', path: '/2' }, { op: 'remove', path: '/1' }]);
  });

  it('matches array elements by an id key', async () => {
    const left = { users: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Bob' }, { id: 3, name: 'Cy' }] };
    const right = { users: [{ id: 3, name: 'Cy' }, { id: 1, name: 'Ann B.' }, { id: 4, name: 'Di' }] };
    const d = await expectPatchWorks(left, right, { arrays: 'key', arrayKey: 'id' });
    expect(d.changes).toEqual([
      { type: 'removed', path: '/users/1', oldValue: { id: 2, name: 'Bob' } },
      { type: 'moved', path: '/users/0', from: '/users/2' },
      { type: 'changed', path: '/users/1/name', oldValue: 'Ann', newValue: 'Ann B.' },
      { type: 'added', path: '/users/2', newValue: { id: 4, name: 'Di' } },
    ]);
    // by content (LCS), the renamed user is a different element: removed and added again
    const lcs = await expectPatchWorks(left, right);
    expect(lcs.summary).toEqual({ added: 2, removed: 2, changed: 0, moved: 0 });
    // other key names, and keyless elements compared in place
    const sku = await expectPatchWorks([{ sku: 'a', n: 1 }, 5], [{ sku: 'a', n: 2 }, 6], { arrays: 'key', arrayKey: 'sku' });
    expect(sku.patch).toEqual([{ op: 'replace', path: '/0/n', value: 2 }, { op: 'replace', path: '/1', value: 6 }]);
    // elements with different ids are never compared with each other
    expect((await expectPatchWorks([{ id: 1, v: 1 }], [{ id: 2, v: 1 }], { arrays: 'key' })).patch).toEqual([
      { op: 'remove', path: '/0' },
      { op: 'add', path: '/0', value: { id: 2, v: 1 } },
    ]);
  });

  it('warns about duplicate ids and duplicate keys', async () => {
    const result = await runTool(tool, { left: '[{"id":1},{"id":1}]', right: '[{"id":1}]', arrays: 'key' });
    expect(result.metadata?.warnings).toEqual(['Some arrays have several elements with the same "id"; they are matched in order.']);
    const dup = await runTool(tool, { left: '{"a":1,"a":2}', right: '{"a":2}' });
    expect(dup.success && (dup.data as Out).equal).toBe(true);
    expect(dup.metadata?.warnings).toEqual(['Duplicate object keys ("a"): the last occurrence of each counts, as in JSON.parse.']);
  });

  it('adds test operations before removes and replaces', async () => {
    const d = await expectPatchWorks({ a: 1, b: [1, 2] }, { a: 2, b: [1] }, { testOps: true });
    expect(d.patch).toEqual([
      { op: 'test', path: '/a', value: 1 },
      { op: 'replace', path: '/a', value: 2 },
      { op: 'test', path: '/b/1', value: 2 },
      { op: 'remove', path: '/b/1' },
    ]);
    expect(() => apply({ a: 5, b: [1, 2] }, d.patch)).toThrow(/test failed at \/a/);
  });

  it('keeps a "__proto__" member an ordinary member', async () => {
    const d = await runOk<Out>(tool, { left: '{}', right: '{"__proto__":{"polluted":1}}' });
    expect(d.patch).toEqual([{ op: 'add', path: '/__proto__', value: JSON.parse('{"__proto__":{"polluted":1}}').__proto__ }]);
    expect(Object.keys(d.patch[0]!.value as object)).toEqual(['polluted']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('produces patches that turn random left documents into the right ones, in every mode', async () => {
    const rnd = random(42);
    for (let k = 0; k < 150; k++) {
      const left = randomValue(rnd, 4);
      const right = mutate(left, rnd);
      for (const arrays of ['lcs', 'index', 'key']) await expectPatchWorks(left, right, { arrays, testOps: k % 2 === 0 });
    }
  });

  it('agrees with jsondiffpatch on whether documents differ', async () => {
    const rnd = random(7);
    const differ = jsondiffpatch.create({ objectHash: (o: object) => JSON.stringify(sortKeys(o)) });
    for (let k = 0; k < 100; k++) {
      const left = randomValue(rnd, 3);
      const right = rnd() < 0.3 ? JSON.parse(JSON.stringify(left)) : mutate(left, rnd);
      const d = await diff(left, right);
      expect(d.equal, JSON.stringify([left, right])).toBe(differ.diff(left, right) === undefined);
    }
  });

  it('rejects invalid JSON naming the side, line and column', async () => {
    expect(await runError(tool, { left: '{}', right: '{\n  "a": 1\n  "b": 2\n}' }, 'INVALID_INPUT')).toBe("Invalid JSON in right at line 3, column 3: ',' expected");
    expect(await runError(tool, { left: '[1,]', right: '[]' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON in left at line 1, column 4/);
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { left: '', right: '{}' }, 'MISSING_REQUIRED');
    await runError(tool, { left: '{}', right: '' }, 'MISSING_REQUIRED');
  });

  it('diffs unicode keys and values', async () => {
    const d = await expectPatchWorks({ [UNICODE_SAMPLE]: UNICODE_SAMPLE }, { [UNICODE_SAMPLE]: UNICODE_SAMPLE + '!' });
    expect(d.patch).toEqual([{ op: 'replace', path: `/${UNICODE_SAMPLE}`, value: `${UNICODE_SAMPLE}!` }]);
    expect(d.text).toBe(`~ /${UNICODE_SAMPLE}: "${UNICODE_SAMPLE}" → "${UNICODE_SAMPLE}!"`);
  });

  it('shortens long values in the text summary', async () => {
    const d = await diff({ s: 'a'.repeat(100) }, {});
    expect(d.text).toBe(`- /s: "${'a'.repeat(58)}…`);
  });

  it('diffs the largest allowed inputs', async () => {
    // ids up to 5 digits: about 23 characters per element
    const count = Math.floor(largestInput(tool, 'left').length / 24);
    const items = Array.from({ length: count }, (_, i) => ({ id: i, v: 'abc' }));
    const left = JSON.stringify(items);
    const changed = items.map((x) => ({ ...x }));
    changed.splice(10, 1);
    changed.splice(20_000, 0, { id: -1, v: 'new' });
    changed[30_000]!.v = 'xyz';
    const right = JSON.stringify(changed);
    expect(Math.max(left.length, right.length)).toBeLessThanOrEqual(1_000_000);
    expect(left.length).toBeGreaterThan(900_000);
    for (const arrays of ['lcs', 'key']) {
      const d = await runOk<Out>(tool, { left, right, arrays });
      expect(d.summary).toEqual({ added: 1, removed: 1, changed: 1, moved: 0 });
      expect(d.patch).toEqual([
        { op: 'remove', path: '/10' },
        { op: 'add', path: '/20000', value: { id: -1, v: 'new' } },
        { op: 'replace', path: '/30000/v', value: 'xyz' },
      ]);
    }
  });

  it('falls back to positional comparison when arrays are too different, and stays correct', async () => {
    const left = Array.from({ length: 6000 }, (_, i) => i);
    const right = Array.from({ length: 6000 }, (_, i) => (i % 2 ? i : -i - 1));
    const result = await runTool(tool, { left: JSON.stringify(left), right: JSON.stringify(right) });
    expect(result.success).toBe(true);
    expect(result.metadata?.warnings?.[0]).toMatch(/compared by position/);
    expect(apply(left, (result.data as Out).patch)).toEqual(right);
  });
});
