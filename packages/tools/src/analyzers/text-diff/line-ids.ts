/**
 * Integer ids for lines, equal ids exactly for equal lines, numbered in order of first
 * appearance (so the ids, and the diff over them, do not depend on how they are found).
 */
import { keepShape } from '../../_shared/kept-shape.js';

export interface LineIds {
  /** The id of a line given as a string (a comparison key). */
  id(key: string): number;
  /** Ids of the ranges of one text: range i is text[starts[i], starts[i + 1]), written to out[i]. */
  ids(text: string, starts: ArrayLike<number>, count: number, out: number[]): void;
}

/**
 * Texts up to this many characters (both together) key their lines in a Map; longer ones use
 * LineTable. A Map entry and a string per line cost about 70 bytes a line (8 times the input
 * for short lines, at 64 MiB), but the Map's work is V8's own: LineTable's hashing loop is
 * compiled anew in a cold process (tens of ms and a few MiB of compiler memory, more than a
 * 1 MiB diff needs in all), which only pays off on large texts.
 */
export const MAP_MAX_CHARS = 4 * 1024 * 1024;

export function createLineIds(totalChars: number): LineIds {
  return totalChars <= MAP_MAX_CHARS ? new LineMap() : new LineTable();
}

/**
 * Ids from a Map of line strings. V8 hashes a string over 16,383 characters by its length
 * alone, so such lines of one length share a bucket; under MAP_MAX_CHARS there are at most
 * 256 of them (at worst some 30,000 native string comparisons).
 */
export class LineMap implements LineIds {
  private readonly map = new Map<string, number>();

  id(key: string): number {
    let id = this.map.get(key);
    if (id === undefined) this.map.set(key, (id = this.map.size));
    return id;
  }

  ids(text: string, starts: ArrayLike<number>, count: number, out: number[]): void {
    for (let i = 0; i < count; i++) out[i] = this.id(text.slice(starts[i], starts[i + 1]));
  }
}

/**
 * Ids from an open-addressing table keyed by a hash of each line's characters, each id
 * remembering where its first line is: no string per line (a line is a range of the text),
 * about 30 bytes a distinct line, no limit on the number of lines (a Map holds at most 2^24), and
 * long lines are hashed in full.
 */
export class LineTable implements LineIds {
  /** id + 1 of the line in each slot; 0 for a free slot. Never more than half full. */
  private table = new Int32Array(1 << 12);
  /** Per id: its hash, and the string and range of its first line. */
  private hashes = new Int32Array(1 << 10);
  private begins = new Int32Array(1 << 10);
  private ends = new Int32Array(1 << 10);
  private readonly texts: string[] = [];
  private size = 0;
  /**
   * A fresh seed per diff: lines crafted to collide under a fixed hash would make probing
   * quadratic; the ids do not depend on it.
   */
  private readonly seed = (Math.random() * 0x1_0000_0000) | 0;

  id(key: string): number {
    return this.rangeId(key, 0, key.length);
  }

  ids(text: string, starts: ArrayLike<number>, count: number, out: number[]): void {
    for (let i = 0; i < count; i++) out[i] = this.rangeId(text, starts[i]!, starts[i + 1]!);
  }

  /** The id of text[start, end): hash, probe, compare, insert. */
  private rangeId(text: string, start: number, end: number): number {
    let h = this.seed ^ 0x811c9dc5;
    for (let c = start; c < end; c++) h = Math.imul(h ^ text.charCodeAt(c), 0x01000193);
    const hash = this.mix(h);
    const { table, hashes, begins, ends, texts } = this;
    const mask = table.length - 1;
    let slot = hash & mask;
    for (let entry = table[slot]!; entry !== 0; slot = (slot + 1) & mask, entry = table[slot]!) {
      const id = entry - 1;
      if (hashes[id] !== hash) continue;
      let j = begins[id]!;
      if (ends[id]! - j !== end - start) continue;
      const other = texts[id]!;
      let c = start;
      while (c < end && text.charCodeAt(c) === other.charCodeAt(j)) c++, j++;
      if (c === end) return id;
    }
    return this.add(slot, hash, text, start, end);
  }

  /**
   * murmur3's finalizer after FNV-1a over the UTF-16 code units, so the low bits (the slot)
   * depend on every character; 30 bits, so V8 keeps it a small integer (a full 32-bit
   * result made optimized code bail out on the first hash out of that range).
   */
  protected mix(h: number): number {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return (h ^ (h >>> 16)) & 0x3fff_ffff;
  }

  private add(slot: number, hash: number, text: string, start: number, end: number): number {
    const id = this.size++;
    if (id === this.hashes.length) {
      this.hashes = grow(this.hashes);
      this.begins = grow(this.begins);
      this.ends = grow(this.ends);
    }
    this.hashes[id] = hash;
    this.begins[id] = start;
    this.ends[id] = end;
    this.texts.push(text);
    this.table[slot] = id + 1;
    if (this.size * 2 > this.table.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const table = new Int32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let id = 0; id < this.size; id++) {
      let slot = this.hashes[id]! & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = id + 1;
    }
    this.table = table;
  }
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

// both stay optimized across full collections (see kept-shape.ts)
keepShape(new LineMap());
keepShape(new LineTable());
