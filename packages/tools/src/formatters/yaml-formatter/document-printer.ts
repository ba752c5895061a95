/**
 * The whole-document work of the formatter on the yaml package's Document: one scan (alias
 * targets, duplicate keys), sorting keys with aliases kept valid, removing comments, printing.
 */
import { isAlias, isCollection, isMap, isScalar, parseAllDocuments, type Alias, type Document, type Node, type Pair } from 'yaml';

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

export interface Scan {
  /** Each alias's node, resolved as YAML does: the closest preceding anchor of that name. */
  targets: Map<Alias, Node>;
  anchored: Node[];
  /** Has multi-line scalars the printer may fold as block scalars (where its folding has a bug). */
  foldsBlocks: boolean;
  problem?: { message: string; offset: number };
}

/** One pre-order pass in document order: alias resolution, duplicate keys (linear, unlike the library's check). */
export function scan(doc: Document): Scan {
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

export type FormatOptions = { indent: number; indentSeq: boolean; lineWidth: number };
export type Params = { sortKeys: boolean; keepComments: boolean };

/** One document as the tool prints it, or why it cannot (a fold that changed a block scalar is printed unfolded, with a warning). */
export function printDocument(doc: Document.Parsed, scanned: Scan, params: Params, options: FormatOptions, index: number, warnings: string[] | undefined): string | 'refolded' {
  if (params.sortKeys) sortDocument(doc, scanned);
  if (!params.keepComments) stripComments(doc);
  const text = doc.toString(options);
  // the printer can break a folded block scalar at narrow widths or deep indentation (a stray first line):
  // check such documents and print them unfolded if their data changed
  if (scanned.foldsBlocks && options.lineWidth > 0) {
    const [reparsed] = parseAllDocuments(text, { intAsBigInt: true, uniqueKeys: false }) as unknown as Document.Parsed[];
    if (!reparsed || reparsed.errors.length || !sameTree(doc.contents, reparsed.contents)) {
      if (!warnings) return 'refolded';
      warnings.push(`Document ${index + 1}: long lines were not folded, because folding changed a block scalar's value`);
      return doc.toString({ ...options, lineWidth: 0 });
    }
  }
  return text;
}

