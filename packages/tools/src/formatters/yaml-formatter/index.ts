import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { isAlias, isCollection, isMap, isScalar, parseAllDocuments, type Alias, type Document, type Node, type Pair, type YAMLError } from 'yaml';
import { lineColumn } from '../../_shared/text.js';
import { parseAllYamlDocuments, YAML_DEPTH_LIMIT, YamlTooDeep } from '../../_shared/yaml-guard.js';
import definition from './definition.js';

const MAX_WARNINGS = 20;

type Slot = { get(): unknown; set(node: unknown): void };

function childSlots(node: unknown): Slot[] {
  if (isMap(node)) {
    const slots: Slot[] = [];
    for (const pair of node.items as Pair<unknown, unknown>[]) {
      slots.push({ get: () => pair.key, set: (n) => (pair.key = n) });
      slots.push({ get: () => pair.value, set: (n) => (pair.value = n) });
    }
    return slots;
  }
  if (isCollection(node)) {
    const items = node.items as unknown[];
    return items.map((_, i) => ({ get: () => items[i], set: (n: unknown) => (items[i] = n) }));
  }
  return [];
}

function rootSlot(doc: Document): Slot {
  return { get: () => doc.contents, set: (n) => (doc.contents = n as Node) };
}

const keyText = (key: unknown): string =>
  isScalar(key) ? String(key.value) : isAlias(key) ? `*${key.source}` : key === null || key === undefined ? '' : String(key);

interface Scan {
  /** Each alias's node, resolved as YAML does: the closest preceding anchor of that name. */
  targets: Map<Alias, Node>;
  anchored: Node[];
  /** Has multi-line scalars the printer may fold as block scalars (where its folding has a bug). */
  foldsBlocks: boolean;
  problem?: { message: string; offset: number };
}

/** One pre-order pass in document order: alias resolution, duplicate keys (linear, unlike the library's check). */
function scan(doc: Document): Scan {
  const targets = new Map<Alias, Node>();
  const anchored: Node[] = [];
  const anchors = new Map<string, Node>();
  let foldsBlocks = false;
  const fail = (message: string, node: Node) => ({ targets, anchored, foldsBlocks, problem: { message, offset: node.range?.[0] ?? 0 } });
  const stack: unknown[] = [doc.contents];
  while (stack.length) {
    const node = stack.pop();
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (!target) return fail(`alias *${node.source} refers to no anchor &${node.source} before it`, node);
      targets.set(node, target);
      continue;
    }
    if (isScalar(node) && (node.type === 'BLOCK_FOLDED' || (node.type === 'PLAIN' && typeof node.value === 'string' && node.value.includes('\n'))))
      foldsBlocks = true;
    if (!node || typeof node !== 'object') continue;
    const anchor = (node as Node).anchor;
    if (anchor) {
      anchors.set(anchor, node as Node);
      anchored.push(node as Node);
    }
    if (!isCollection(node)) continue;
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items as Pair<unknown, unknown>[]) {
        if (!isScalar(pair.key)) continue;
        const value = pair.key.value;
        const id = `${typeof value}:${String(value)}`;
        if (seen.has(id)) return fail(`duplicate key "${String(value)}" (map keys must be unique)`, pair.key);
        seen.add(id);
      }
    }
    const children = childSlots(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!.get());
  }
  return { targets, anchored, foldsBlocks };
}

/** True when two trees hold the same data: values, tags, anchors, aliases and order (styles and comments aside). */
function sameTree(a: unknown, b: unknown): boolean {
  const stack: Array<[unknown, unknown]> = [[a, b]];
  while (stack.length) {
    let [x, y] = stack.pop()!;
    // an empty value ("key:") and an explicit null are the same
    if (x === null || x === undefined) x = { value: null };
    if (y === null || y === undefined) y = { value: null };
    const nx = x as Node & { value?: unknown; source?: string };
    const ny = y as Node & { value?: unknown; source?: string };
    if ((nx.anchor ?? null) !== (ny.anchor ?? null) || (nx.tag ?? null) !== (ny.tag ?? null)) return false;
    if (isAlias(x) || isAlias(y)) {
      if (!isAlias(x) || !isAlias(y) || x.source !== y.source) return false;
    } else if (isCollection(x) || isCollection(y)) {
      if (!isCollection(x) || !isCollection(y) || isMap(x) !== isMap(y) || x.items.length !== y.items.length) return false;
      const cx = childSlots(x);
      const cy = childSlots(y);
      for (let i = 0; i < cx.length; i++) stack.push([cx[i]!.get(), cy[i]!.get()]);
    } else if (!Object.is(nx.value, ny.value) && nx.value !== ny.value) return false;
  }
  return true;
}

function sortDocument(doc: Document, { targets, anchored }: Scan): void {
  // anchor names may be reused; once keys move, each alias must still find its own node, so make names unique
  const used = new Set<string>();
  const all = new Set(anchored.map((n) => n.anchor!));
  for (const node of anchored) {
    let name = node.anchor!;
    if (used.has(name)) {
      let k = 2;
      while (all.has(`${name}${k}`)) k++;
      name = `${name}${k}`;
      all.add(name);
      node.anchor = name;
    }
    used.add(name);
  }
  for (const [alias, target] of targets) alias.source = target.anchor!;

  const stack: unknown[] = [doc.contents];
  while (stack.length) {
    const node = stack.pop();
    if (isMap(node)) {
      const items = node.items as Pair<unknown, unknown>[];
      const keyed = items.map((pair) => [keyText(pair.key), pair] as const);
      keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      keyed.forEach(([, pair], i) => (items[i] = pair));
    }
    for (const slot of childSlots(node)) stack.push(slot.get());
  }

  // an alias now printed before its anchor would not parse: move the anchored node to the alias's place and vice versa
  if (targets.size === 0) return;
  const slotOf = new Map<unknown, Slot>();
  const index: Slot[] = [rootSlot(doc)];
  while (index.length) {
    const slot = index.pop()!;
    slotOf.set(slot.get(), slot);
    index.push(...childSlots(slot.get()));
  }
  const emitted = new Set<unknown>();
  const walk: Slot[] = [rootSlot(doc)];
  while (walk.length) {
    const slot = walk.pop()!;
    let node = slot.get();
    if (isAlias(node)) {
      const target = targets.get(node)!;
      if (emitted.has(target)) continue;
      const targetSlot = slotOf.get(target)!;
      targetSlot.set(node);
      slot.set(target);
      slotOf.set(node, targetSlot);
      slotOf.set(target, slot);
      node = target;
    }
    emitted.add(node);
    const children = childSlots(node);
    for (let i = children.length - 1; i >= 0; i--) walk.push(children[i]!);
  }
}

function stripComments(doc: Document): void {
  doc.commentBefore = null;
  doc.comment = null;
  const stack: unknown[] = [doc.contents];
  while (stack.length) {
    const node = stack.pop();
    if (node && typeof node === 'object' && ('comment' in node || 'commentBefore' in node)) {
      (node as Node).comment = null;
      (node as Node).commentBefore = null;
    }
    for (const slot of childSlots(node)) stack.push(slot.get());
  }
}

function describe(source: string, message: string, offset: number): string {
  const { line, column } = lineColumn(source, offset);
  return `line ${line}, column ${column}: ${message}`;
}

const firstSentence = (error: YAMLError) => error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');

export default defineTool(definition, (params) => {
  const source = params.yaml;
  // the nesting guard also keeps printing (recursive per level) within smaller browser stacks
  let docs: ReturnType<typeof parseAllYamlDocuments>;
  try {
    docs = parseAllYamlDocuments(source, { intAsBigInt: true, uniqueKeys: false, prettyErrors: false, keepSourceTokens: false });
  } catch (error) {
    if (error instanceof YamlTooDeep) return failure('INVALID_INPUT', `YAML nested too deeply at ${describe(source, `this tool formats up to ${YAML_DEPTH_LIMIT}`, error.offset)}`);
    throw error;
  }
  const list = docs as unknown as Document.Parsed[];
  const errors: YAMLError[] = 'empty' in docs ? [...docs.errors] : list.flatMap((d) => d.errors);
  if (errors.length) {
    const first = errors[0]!;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''})` : '';
    return failure('INVALID_INPUT', `Invalid YAML at ${describe(source, firstSentence(first), first.pos[0])}${more}`);
  }
  const warnings: string[] = [];
  for (const doc of list)
    for (const w of doc.warnings) if (warnings.length < MAX_WARNINGS) warnings.push(`YAML warning at ${describe(source, firstSentence(w), w.pos[0])}`);

  const options = {
    indent: Number(params.indent),
    indentSeq: params.indentSequences,
    lineWidth: params.lineWidth,
  };
  const parts: string[] = [];
  for (const [i, doc] of list.entries()) {
    const scanned = scan(doc);
    if (scanned.problem) return failure('INVALID_INPUT', `Invalid YAML at ${describe(source, scanned.problem.message, scanned.problem.offset)}`);
    if (params.sortKeys) sortDocument(doc, scanned);
    if (!params.keepComments) stripComments(doc);
    if (i > 0) doc.directives.docStart = true;
    let text: string;
    try {
      text = doc.toString(options);
      // the printer can break a folded block scalar at narrow widths or deep indentation (a stray first line):
      // check such documents and print them unfolded if their data changed
      if (scanned.foldsBlocks && options.lineWidth > 0) {
        const [reparsed] = parseAllDocuments(text, { intAsBigInt: true, uniqueKeys: false }) as unknown as Document.Parsed[];
        if (!reparsed || reparsed.errors.length || !sameTree(doc.contents, reparsed.contents)) {
          text = doc.toString({ ...options, lineWidth: 0 });
          warnings.push(`Document ${i + 1}: long lines were not folded, because folding changed a block scalar's value`);
        }
      }
    } catch (error) {
      if (error instanceof RangeError) return failure('INVALID_INPUT', `The YAML is nested too deeply to format (document ${i + 1})`);
      throw error;
    }
    parts.push(text);
  }
  let formatted = parts.join('');
  if (list.length === 0 && params.keepComments && 'empty' in docs && docs.comment)
    formatted = docs.comment.split('\n').map((line) => (line === '' ? '' : `#${line}`)).join('\n') + '\n';
  return withWarnings(success({ formatted, documentCount: list.length }), warnings);
});
