import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { diffArrays } from 'diff';
import type { Node } from 'jsonc-parser';
import { parseJsonText, printJson } from '../../_shared/json-text.js';
import definition from './definition.js';

type Op =
  | { op: 'add' | 'replace' | 'test'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'move'; from: string; path: string };

type Change =
  | { type: 'added'; path: string; newValue: unknown }
  | { type: 'removed'; path: string; oldValue: unknown }
  | { type: 'changed'; path: string; oldValue: unknown; newValue: unknown }
  | { type: 'moved'; path: string; from: string };

/** Σ D² over all LCS runs (Myers costs about D² steps for D edits); past it arrays are compared by position. */
const LCS_BUDGET = 4_000_000;
const MAX_EDIT_LENGTH = 2000;

// ---------- values ----------

/** Exact decimal value of a JSON number literal, so 1, 1.0, 1e0 and 10E-1 compare equal. */
function canonicalNumber(raw: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) return raw;
  const frac = m[3] ?? '';
  let digits = (m[2]! + frac).replace(/^0+/, '');
  if (digits === '') return '0';
  let exponent = Number(m[4] ?? 0) - frac.length;
  const trimmed = digits.replace(/0+$/, '');
  exponent += digits.length - trimmed.length;
  digits = trimmed;
  return `${m[1]}${digits}e${exponent}`;
}

interface Doc {
  source: string;
  raw(node: Node): string;
}

const kindOf = (node: Node) => node.type;

/** The members of an object node, last duplicate winning (as JSON.parse does). */
function members(node: Node, duplicates?: Set<string>): Map<string, Node> {
  const map = new Map<string, Node>();
  for (const prop of node.children ?? []) {
    const key = prop.children![0]!.value as string;
    if (map.has(key)) {
      duplicates?.add(key);
      map.delete(key); // keep the position of the last occurrence
    }
    map.set(key, prop.children![1]!);
  }
  return map;
}

function toValue(node: Node, doc: Doc): unknown {
  switch (node.type) {
    case 'object': {
      const obj: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        // defineProperty: a "__proto__" member stays an ordinary member
        Object.defineProperty(obj, prop.children![0]!.value as string, {
          value: toValue(prop.children![1]!, doc), enumerable: true, writable: true, configurable: true,
        });
      }
      return obj;
    }
    case 'array':
      return (node.children ?? []).map((child) => toValue(child, doc));
    case 'number':
      return Number(doc.raw(node));
    default:
      return node.value;
  }
}

// ---------- hashing (identity of array elements) ----------

const P1 = 0x01000193;
const P2 = 0x5bd1e995;

/** Two 32-bit lanes of a string hash (FNV-style, two primes). */
function hashText(text: string, h1: number, h2: number): [number, number] {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, P1);
    h2 = Math.imul(h2 ^ c, P2);
  }
  return [h1, h2];
}

function finish(h1: number, h2: number): string {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b);
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35);
  h1 ^= h1 >>> 13;
  h2 ^= h2 >>> 16;
  return String.fromCharCode(h1 >>> 16, h1 & 0xffff, h2 >>> 16, h2 & 0xffff);
}

const HASH = Symbol('hash');
type Hashed = Node & { [HASH]?: string };

/**
 * Content hash of a node: equal JSON values (any key order, any number spelling) hash equal.
 * Only used to match array elements; matched elements are still diffed, so a collision
 * can make a patch longer but never wrong.
 */
class Hasher {
  constructor(private readonly doc: Doc) {}

  of(node: Hashed): string {
    const cached = node[HASH];
    if (cached !== undefined) return cached;
    let h: string;
    switch (node.type) {
      case 'object': {
        // order-independent: the sum of the hashes of the (key, value) members; last duplicate wins
        let s1 = 0x6f626a21;
        let s2 = 0x3c7b1d55;
        for (const [key, value] of members(node)) {
          const [a, b] = hashText(this.of(value), ...hashText(key, 0x811c9dc5, 0x9747b28c));
          const e = finish(a, b);
          s1 = (s1 + ((e.charCodeAt(0) << 16) | e.charCodeAt(1))) | 0;
          s2 = (s2 + ((e.charCodeAt(2) << 16) | e.charCodeAt(3))) | 0;
        }
        h = finish(s1, s2);
        break;
      }
      case 'array': {
        let h1 = 0x61727221;
        let h2 = 0x1b873593;
        for (const child of node.children ?? []) [h1, h2] = hashText(this.of(child), h1, h2);
        h = finish(h1, h2);
        break;
      }
      case 'number':
        h = finish(...hashText(canonicalNumber(this.doc.raw(node)), 0x6e756d21, 0x2545f491));
        break;
      case 'string':
        h = finish(...hashText(node.value as string, 0x73747221, 0x61c88647));
        break;
      default:
        h = finish(...hashText(String(node.value), 0x6c697421, 0x68e31da4));
    }
    node[HASH] = h;
    return h;
  }
}

// ---------- Fenwick tree: positions of array elements not yet placed ----------

class Fenwick {
  private readonly tree: Int32Array;
  constructor(size: number) {
    this.tree = new Int32Array(size + 1);
  }
  add(index: number, delta: number): void {
    for (let i = index + 1; i < this.tree.length; i += i & -i) this.tree[i]! += delta;
  }
  /** Sum of entries 0..index-1. */
  before(index: number): number {
    let sum = 0;
    for (let i = index; i > 0; i -= i & -i) sum += this.tree[i]!;
    return sum;
  }
}

// ---------- the diff ----------

const escapeToken = (key: string) => (key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key);

interface Options {
  arrays: 'lcs' | 'index' | 'key';
  arrayKey: string;
  testOps: boolean;
}

/** The source nodes behind an op's or a change's values, to print them exactly as written. */
interface Sources {
  value?: [Node, Doc];
  oldValue?: [Node, Doc];
  newValue?: [Node, Doc];
}

class Differ {
  readonly ops: Op[] = [];
  readonly changes: Change[] = [];
  readonly sources = new WeakMap<object, Sources>();
  readonly duplicates = new Set<string>();
  lcsBudget = LCS_BUDGET;
  lcsGaveUp = false;
  duplicateIds = false;
  private readonly leftHash: Hasher;
  private readonly rightHash: Hasher;

  constructor(private readonly left: Doc, private readonly right: Doc, private readonly options: Options) {
    this.leftHash = new Hasher(left);
    this.rightHash = new Hasher(right);
  }

  diff(a: Node, b: Node, patchPath: string, leftPath: string, rightPath: string): void {
    const ka = kindOf(a);
    if (ka !== kindOf(b)) return this.replace(a, b, patchPath, rightPath);
    if (ka === 'object') return this.objects(a, b, patchPath, leftPath, rightPath);
    if (ka === 'array') return this.arrays(a, b, patchPath, leftPath, rightPath);
    const same = ka === 'number' ? canonicalNumber(this.left.raw(a)) === canonicalNumber(this.right.raw(b)) : a.value === b.value;
    if (!same) this.replace(a, b, patchPath, rightPath);
  }

  private op(op: Op, value?: [Node, Doc]): void {
    this.ops.push(op);
    if (value) this.sources.set(op, { value });
  }

  private change(change: Change, sources: Sources): void {
    this.changes.push(change);
    this.sources.set(change, sources);
  }

  private replace(a: Node, b: Node, patchPath: string, rightPath: string): void {
    const oldValue = toValue(a, this.left);
    const newValue = toValue(b, this.right);
    if (this.options.testOps) this.op({ op: 'test', path: patchPath, value: oldValue }, [a, this.left]);
    this.op({ op: 'replace', path: patchPath, value: newValue }, [b, this.right]);
    this.change({ type: 'changed', path: rightPath, oldValue, newValue }, { oldValue: [a, this.left], newValue: [b, this.right] });
  }

  private remove(a: Node, patchPath: string, leftPath: string): void {
    const oldValue = toValue(a, this.left);
    if (this.options.testOps) this.op({ op: 'test', path: patchPath, value: oldValue }, [a, this.left]);
    this.op({ op: 'remove', path: patchPath });
    this.change({ type: 'removed', path: leftPath, oldValue }, { oldValue: [a, this.left] });
  }

  private add(b: Node, patchPath: string, rightPath: string): void {
    const newValue = toValue(b, this.right);
    this.op({ op: 'add', path: patchPath, value: newValue }, [b, this.right]);
    this.change({ type: 'added', path: rightPath, newValue }, { newValue: [b, this.right] });
  }

  private objects(a: Node, b: Node, patchPath: string, leftPath: string, rightPath: string): void {
    const am = members(a, this.duplicates);
    const bm = members(b, this.duplicates);
    for (const [key, node] of am) if (!bm.has(key)) this.remove(node, `${patchPath}/${escapeToken(key)}`, `${leftPath}/${escapeToken(key)}`);
    for (const [key, node] of bm) {
      const token = `/${escapeToken(key)}`;
      const old = am.get(key);
      if (old) this.diff(old, node, patchPath + token, leftPath + token, rightPath + token);
      else this.add(node, patchPath + token, rightPath + token);
    }
  }

  /** Identity of an element for matching: its content hash, or in key mode the hash of its id member. */
  private ids(nodes: Node[], hasher: Hasher): { ids: string[]; keyed: boolean[] } {
    const keyed: boolean[] = [];
    const ids = nodes.map((node) => {
      if (this.options.arrays === 'key' && node.type === 'object') {
        const id = members(node, this.duplicates).get(this.options.arrayKey);
        if (id) {
          keyed.push(true);
          return 'k' + hasher.of(id);
        }
      }
      keyed.push(false);
      return 'v' + hasher.of(node);
    });
    return { ids, keyed };
  }

  private arrays(a: Node, b: Node, patchPath: string, leftPath: string, rightPath: string): void {
    const L = a.children ?? [];
    const R = b.children ?? [];
    const n = L.length;
    const m = R.length;
    const matchL = new Int32Array(n).fill(-1);
    const matchR = new Int32Array(m).fill(-1);
    const pair = (i: number, j: number) => {
      matchL[i] = j;
      matchR[j] = i;
    };

    if (this.options.arrays === 'index') {
      for (let i = 0; i < Math.min(n, m); i++) pair(i, i);
    } else {
      const { ids: idL, keyed: keyedL } = this.ids(L, this.leftHash);
      const { ids: idR, keyed: keyedR } = this.ids(R, this.rightHash);
      if (this.options.arrays === 'key' && !this.duplicateIds) {
        const seen = (ids: string[], keyed: boolean[]) => {
          const set = new Set<string>();
          return ids.some((id, i) => keyed[i] && (set.size === set.add(id).size));
        };
        this.duplicateIds = seen(idL, keyedL) || seen(idR, keyedR);
      }
      // anchors: common prefix, longest common subsequence of the middle, common suffix
      const anchors: Array<[number, number]> = [];
      let start = 0;
      while (start < n && start < m && idL[start] === idR[start]) anchors.push([start, start]), start++;
      let endL = n;
      let endR = m;
      const suffix: Array<[number, number]> = [];
      while (endL > start && endR > start && idL[endL - 1] === idR[endR - 1]) suffix.push([--endL, --endR]);
      if (endL > start && endR > start) {
        const limit = Math.min(MAX_EDIT_LENGTH, Math.floor(Math.sqrt(this.lcsBudget)), endL - start + endR - start);
        const result = limit > 0 ? diffArrays(idL.slice(start, endL), idR.slice(start, endR), { maxEditLength: limit }) : undefined;
        if (result) {
          let i = start;
          let j = start;
          let edits = 0;
          for (const change of result) {
            if (change.added) (j += change.count), (edits += change.count);
            else if (change.removed) (i += change.count), (edits += change.count);
            else for (let k = 0; k < change.count; k++) anchors.push([i++, j++]);
          }
          this.lcsBudget -= edits * edits;
        } else {
          this.lcsBudget -= limit * limit;
          this.lcsGaveUp = true;
        }
      }
      anchors.push(...suffix.reverse());
      for (const [i, j] of anchors) pair(i, j);

      // moves: unmatched elements with the same identity on both sides
      const waiting = new Map<string, number[]>();
      for (let i = n - 1; i >= 0; i--) {
        if (matchL[i] !== -1) continue;
        const list = waiting.get(idL[i]!);
        if (list) list.push(i);
        else waiting.set(idL[i]!, [i]);
      }
      for (let j = 0; j < m; j++) {
        if (matchR[j] !== -1) continue;
        const i = waiting.get(idR[j]!)?.pop();
        if (i !== undefined) pair(i, j);
      }

      // what is left between two anchors is compared in place (never two different ids in key mode)
      const bounds: Array<[number, number]> = [[-1, -1], ...anchors, [n, m]];
      for (let k = 1; k < bounds.length; k++) {
        const [i0, j0] = bounds[k - 1]!;
        const [i1, j1] = bounds[k]!;
        let i = i0 + 1;
        let j = j0 + 1;
        while (true) {
          while (i < i1 && (matchL[i] !== -1 || keyedL[i])) i++;
          while (j < j1 && (matchR[j] !== -1 || keyedR[j])) j++;
          if (i >= i1 || j >= j1) break;
          pair(i++, j++);
        }
      }
    }

    // 1. removals, from the end so earlier indexes stay valid
    for (let i = n - 1; i >= 0; i--) if (matchL[i] === -1) this.remove(L[i]!, `${patchPath}/${i}`, `${leftPath}/${i}`);
    // 2. left to right: element j is placed (added, or moved from where it is now), then diffed in place
    const unplaced = new Fenwick(n);
    for (let i = 0; i < n; i++) if (matchL[i] !== -1) unplaced.add(i, 1);
    for (let j = 0; j < m; j++) {
      const i = matchR[j]!;
      if (i === -1) {
        this.add(R[j]!, `${patchPath}/${j}`, `${rightPath}/${j}`);
        continue;
      }
      const position = j + unplaced.before(i);
      unplaced.add(i, -1);
      if (position !== j) {
        this.ops.push({ op: 'move', from: `${patchPath}/${position}`, path: `${patchPath}/${j}` });
        this.changes.push({ type: 'moved', path: `${rightPath}/${j}`, from: `${leftPath}/${i}` });
      }
      this.diff(L[i]!, R[j]!, `${patchPath}/${j}`, `${leftPath}/${i}`, `${rightPath}/${j}`);
    }
  }
}

// ---------- exact text ----------

/** A value exactly as its document wrote it (numbers keep every digit), compact. */
function exactText([node, doc]: [Node, Doc]): string {
  return printJson({ root: node, source: doc.source }, { indent: '' });
}

/** The patch as JSON text, one operation per line, every value exactly as written. */
function patchText(ops: Op[], sources: WeakMap<object, Sources>): string {
  if (ops.length === 0) return '[]';
  const lines = ops.map((op) => {
    const value = sources.get(op)?.value;
    const fields = Object.entries(op).map(([key, v]) => `${JSON.stringify(key)}:${key === 'value' && value ? exactText(value) : JSON.stringify(v)}`);
    return `  {${fields.join(',')}}`;
  });
  return `[\n${lines.join(',\n')}\n]`;
}

// ---------- text summary ----------

/** The start of a value's source text without insignificant whitespace, at most `max` characters. */
function preview([node, doc]: [Node, Doc], max: number): string {
  const raw = doc.raw(node);
  let out = '';
  let inString = false;
  for (let i = 0; i < raw.length && out.length <= max; i++) {
    const c = raw[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += raw[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (!/\s/.test(c)) out += c;
  }
  return out;
}

function short(source: [Node, Doc] | undefined): string {
  const text = source ? preview(source, 200) : 'null';
  const chars = [...text.slice(0, 200)];
  return chars.length > 60 ? chars.slice(0, 59).join('') + '…' : text;
}

const shown = (pointer: string) => (pointer === '' ? '(root)' : pointer);

function line(change: Change, sources: Sources | undefined): string {
  switch (change.type) {
    case 'added':
      return `+ ${shown(change.path)}: ${short(sources?.newValue)}`;
    case 'removed':
      return `- ${shown(change.path)}: ${short(sources?.oldValue)}`;
    case 'changed':
      return `~ ${shown(change.path)}: ${short(sources?.oldValue)} → ${short(sources?.newValue)}`;
    case 'moved':
      return `> ${shown(change.path)} ← ${shown(change.from)}`;
  }
}

function unsafeInteger(root: Node, source: string): string | undefined {
  if (!/\d{16}/.test(source)) return undefined;
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'number') {
      const raw = source.slice(node.offset, node.offset + node.length);
      if (/^-?\d+$/.test(raw) && !Number.isSafeInteger(Number(raw))) return raw;
    }
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return undefined;
}

export default defineTool(definition, (params) => {
  const docs: Array<{ root: Node; doc: Doc }> = [];
  for (const side of ['left', 'right'] as const) {
    const parsed = parseJsonText(params[side]);
    if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON in ${side} at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    const { root, source } = parsed.json;
    docs.push({ root, doc: { source, raw: (node) => source.slice(node.offset, node.offset + node.length) } });
  }
  const [left, right] = docs as [{ root: Node; doc: Doc }, { root: Node; doc: Doc }];
  const { arrays, arrayKey, testOps } = params;
  const differ = new Differ(left.doc, right.doc, { arrays, arrayKey, testOps });
  differ.diff(left.root, right.root, '', '', '');

  const warnings: string[] = [];
  if (differ.duplicates.size)
    warnings.push(`Duplicate object keys (${[...differ.duplicates].slice(0, 5).map((k) => JSON.stringify(k)).join(', ')}): the last occurrence of each counts, as in JSON.parse.`);
  if (differ.lcsGaveUp)
    warnings.push('Some arrays differ in too many places for a full longest-common-subsequence match; their remaining elements were compared by position (the patch is still correct, only longer).');
  if (differ.duplicateIds) warnings.push(`Some arrays have several elements with the same "${arrayKey}"; they are matched in order.`);
  for (const [side, doc] of [['left', left], ['right', right]] as const) {
    const big = unsafeInteger(doc.root, doc.doc.source);
    if (big)
      warnings.push(
        `The ${side} document has integers beyond ±2^53 (${big.slice(0, 40)}): patchJson and text keep them exactly; the structured patch and changes carry them as ${Number(big)} (JSON numbers of most parsers).`,
      );
  }

  const summary = { added: 0, removed: 0, changed: 0, moved: 0 };
  for (const change of differ.changes) summary[change.type]++;
  return withWarnings(
    success({
      equal: differ.changes.length === 0,
      patch: differ.ops,
      patchJson: patchText(differ.ops, differ.sources),
      changes: differ.changes,
      summary,
      text: differ.changes.map((change) => line(change, differ.sources.get(change))).join('\n'),
    }),
    warnings,
  );
});
