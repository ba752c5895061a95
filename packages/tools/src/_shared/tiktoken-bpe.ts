/**
 * Byte-pair encoding over js-tiktoken's rank files. js-tiktoken's own encoder
 * merges a piece in O(n²) string joins per merge step (an 8,000-letter word
 * takes seconds), so pieces are merged here with a heap: O(n log n) per piece,
 * same result (lowest rank first, leftmost on ties). Bytes are held as latin1
 * strings (one char per byte), which makes map keys cheap.
 * Shared by token-counter and text-chunker.
 */
import type { TiktokenBPE } from 'js-tiktoken/lite';

export type EncodingName = 'o200k_base' | 'cl100k_base' | 'p50k_base' | 'r50k_base';

export interface Encoder {
  readonly name: EncodingName;
  /** Token ids; special tokens (<|endoftext|>…) count as one token only when `allowSpecial`, else as plain text. */
  encode(text: string, allowSpecial?: boolean): number[];
  /** The bytes of one token as a latin1 string (one char per byte). */
  tokenBytes(id: number): string | undefined;
  /** Decodes ids to text (invalid UTF-8 becomes U+FFFD). */
  decode(ids: readonly number[]): string;
}

/** Literal import paths, so bundlers split each rank file into its own lazily loaded chunk. */
const RANKS: Record<EncodingName, () => Promise<{ default: TiktokenBPE }>> = {
  o200k_base: () => import('js-tiktoken/ranks/o200k_base'),
  cl100k_base: () => import('js-tiktoken/ranks/cl100k_base'),
  p50k_base: () => import('js-tiktoken/ranks/p50k_base'),
  r50k_base: () => import('js-tiktoken/ranks/r50k_base'),
};

const cache = new Map<EncodingName, Promise<Encoder>>();

/** Loads (once) the encoder for an encoding. */
export function loadEncoder(name: EncodingName): Promise<Encoder> {
  let encoder = cache.get(name);
  if (!encoder) {
    encoder = RANKS[name]().then((module) => buildEncoder(name, module.default));
    cache.set(name, encoder);
  }
  return encoder;
}

const escapeRegex = (text: string) => text.replace(/[\\^$*+?.()|[\]{}]/g, '\\$&');
const ASCII = /^[\x00-\x7f]*$/;
const utf8 = new TextEncoder();
const latin1ToBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** UTF-8 bytes of `text` as a latin1 string. */
export function utf8Latin1(text: string): string {
  if (ASCII.test(text)) return text;
  const bytes = utf8.encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

function buildEncoder(name: EncodingName, bpe: TiktokenBPE): Encoder {
  const ranks = new Map<string, number>();
  const byRank: string[] = [];
  for (const line of bpe.bpe_ranks.split('\n')) {
    if (!line) continue;
    const fields = line.split(' ');
    const offset = Number.parseInt(fields[1]!, 10);
    for (let i = 2; i < fields.length; i++) {
      const bytes = atob(fields[i]!);
      ranks.set(bytes, offset + i - 2);
      byRank[offset + i - 2] = bytes;
    }
  }
  const specials = new Map(Object.entries(bpe.special_tokens));
  for (const [text, id] of specials) byRank[id] = utf8Latin1(text);
  const specialPattern = [...specials.keys()].map(escapeRegex).join('|');
  const decoder = new TextDecoder();

  const encodeOrdinary = (text: string, out: number[]) => {
    for (const match of text.matchAll(new RegExp(bpe.pat_str, 'gu'))) {
      const piece = utf8Latin1(match[0]);
      const rank = ranks.get(piece);
      if (rank !== undefined) out.push(rank);
      else mergePiece(piece, ranks, out);
    }
  };

  return {
    name,
    encode(text, allowSpecial = false) {
      const out: number[] = [];
      if (!allowSpecial || !specialPattern) {
        encodeOrdinary(text, out);
        return out;
      }
      let start = 0;
      for (const match of text.matchAll(new RegExp(specialPattern, 'g'))) {
        encodeOrdinary(text.slice(start, match.index!), out);
        out.push(specials.get(match[0])!);
        start = match.index! + match[0].length;
      }
      encodeOrdinary(text.slice(start), out);
      return out;
    },
    tokenBytes: (id) => byRank[id],
    decode(ids) {
      let bytes = '';
      for (const id of ids) bytes += byRank[id] ?? '';
      return decoder.decode(latin1ToBytes(bytes));
    },
  };
}

/** Largest piece offset + 1 that the heap key can hold (pieces are at most 4 MB: 1M UTF-16 units × 4 bytes). */
const START_SPAN = 2 ** 23;

/** Merges the bytes of a short piece by scanning all pairs at each step (no allocation beyond one array). */
function mergeShort(piece: string, ranks: Map<string, number>, out: number[]): void {
  const bounds: number[] = [];
  for (let i = 0; i <= piece.length; i++) bounds.push(i);
  for (;;) {
    let best = -1;
    let bestRank = Infinity;
    for (let i = 0; i + 2 < bounds.length; i++) {
      const rank = ranks.get(piece.slice(bounds[i]!, bounds[i + 2]!));
      if (rank !== undefined && rank < bestRank) [best, bestRank] = [i, rank];
    }
    if (best < 0) break;
    bounds.splice(best + 1, 1);
  }
  for (let i = 0; i + 1 < bounds.length; i++) out.push(ranks.get(piece.slice(bounds[i]!, bounds[i + 1]!))!);
}

/** Merges the bytes of one piece, lowest rank first (leftmost on ties), and appends the token ids. */
function mergePiece(piece: string, ranks: Map<string, number>, out: number[]): void {
  const n = piece.length;
  if (n <= 24) return mergeShort(piece, ranks, out);
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const version = new Int32Array(n);
  const alive = new Uint8Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  // binary min-heap of pair keys (rank × START_SPAN + start) with the start's version when pushed
  const keys: number[] = [];
  const versions: number[] = [];
  const push = (start: number) => {
    const mid = next[start]!;
    if (mid >= n) return;
    const rank = ranks.get(piece.slice(start, next[mid]!));
    if (rank === undefined) return;
    let i = keys.length;
    const key = rank * START_SPAN + start;
    keys.push(key);
    versions.push(version[start]!);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[i] = keys[parent]!;
      versions[i] = versions[parent]!;
      i = parent;
    }
    keys[i] = key;
    versions[i] = version[start]!;
  };
  const pop = (): [number, number] => {
    const top: [number, number] = [keys[0]!, versions[0]!];
    const lastKey = keys.pop()!;
    const lastVersion = versions.pop()!;
    const size = keys.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= size) break;
        const child = left + 1 < size && keys[left + 1]! < keys[left]! ? left + 1 : left;
        if (keys[child]! >= lastKey) break;
        keys[i] = keys[child]!;
        versions[i] = versions[child]!;
        i = child;
      }
      keys[i] = lastKey;
      versions[i] = lastVersion;
    }
    return top;
  };

  for (let i = 0; i + 1 < n; i++) push(i);
  while (keys.length > 0) {
    const [key, pushedVersion] = pop();
    const start = key % START_SPAN;
    if (!alive[start] || version[start] !== pushedVersion) continue; // stale: a neighbour merged since
    const mid = next[start]!;
    const end = next[mid]!;
    alive[mid] = 0;
    next[start] = end;
    if (end < n) prev[end] = start;
    version[start]!++;
    push(start);
    const before = prev[start]!;
    if (before >= 0) {
      version[before]!++;
      push(before);
    }
  }
  for (let i = 0; i < n; i = next[i]!) out.push(ranks.get(piece.slice(i, next[i]!))!);
}
