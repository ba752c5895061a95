/**
 * The de-duplication both the function and the stream run: lines go in one at a time, each
 * line's key (folded, trimmed or left alone) is looked up once, and a line is kept when its key
 * is new (keep first) or, after the last line, when it was the key's last (keep last).
 */
import type { ToolParams } from '@ctp/core';
import { keepShape } from '../../_shared/kept-shape.js';
import type definition from './definition.js';

const MAX_LISTED = 100;

/** Unicode full case folding, approximated: upper then lower maps ß → SS → ss, ς/σ → σ, K (Kelvin) → k. */
function fold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

type Options = Pick<ToolParams<typeof definition>, 'keep' | 'caseSensitive' | 'trim' | 'ignoreBlank'>;

export interface DedupeStats {
  totalLines: number;
  uniqueLines: number;
  removedCount: number;
  duplicateGroups: number;
  duplicates: { line: string; count: number }[];
  duplicatesTruncated: boolean;
}

interface Group {
  /** The kept line's text and position. */
  line: string;
  index: number;
  count: number;
}

export class Dedupe {
  private readonly groups = new Map<string, Group>();
  private readonly plain: boolean;
  private total = 0;
  private ignored = 0;

  constructor(private readonly options: Options) {
    this.plain = options.caseSensitive && !options.trim && !options.ignoreBlank;
  }

  /** The comparison key of a line; undefined for a blank line that is left alone. */
  private keyOf(line: string): string | undefined {
    if (this.plain) return line;
    const { ignoreBlank, trim, caseSensitive } = this.options;
    if (ignoreBlank && line.trim() === '') return undefined;
    const key = trim ? line.trim() : line;
    return caseSensitive ? key : fold(key);
  }

  /**
   * Keep first over whole lines compared as they are (the default): the lines kept, in one
   * tight loop (the per-line `add` costs a third more on large inputs).
   */
  addAllPlainFirst(lines: readonly string[]): string[] {
    const groups = this.groups;
    const kept: string[] = [];
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      const group = groups.get(line);
      if (group === undefined) {
        groups.set(line, { line, index, count: 1 });
        kept.push(line);
      } else group.count++;
    }
    this.total += lines.length;
    return kept;
  }

  /** True for the default comparison (whole lines as they are). */
  get isPlain(): boolean {
    return this.plain;
  }

  /**
   * Takes the next line; with keep first, true when it is kept (a new key or a blank line left
   * alone). With keep last the answer comes from `keptLast` once every line is in.
   */
  add(line: string): boolean {
    const index = this.total++;
    const key = this.keyOf(line);
    if (key === undefined) {
      this.ignored++;
      return true;
    }
    const group = this.groups.get(key);
    if (group === undefined) {
      this.groups.set(key, { line, index, count: 1 });
      return true;
    }
    group.count++;
    if (this.options.keep === 'last') {
      group.line = line;
      group.index = index;
    }
    return false;
  }

  /** Keep last: which line positions are kept (each key's last, and blank lines left alone). */
  keptLast(lines: readonly string[]): boolean[] {
    const kept = lines.map((line) => this.keyOf(line) === undefined);
    for (const group of this.groups.values()) kept[group.index] = true;
    return kept;
  }

  stats(): DedupeStats {
    const unique = this.groups.size + this.ignored;
    const duplicates: { line: string; count: number }[] = [];
    let duplicateGroups = 0;
    for (const group of this.groups.values()) {
      if (group.count < 2) continue;
      duplicateGroups++;
      if (duplicates.length < MAX_LISTED) duplicates.push({ line: group.line, count: group.count });
    }
    return { totalLines: this.total, uniqueLines: unique, removedCount: this.total - unique, duplicateGroups, duplicates, duplicatesTruncated: duplicateGroups > MAX_LISTED };
  }
}

// the de-duplication stays optimized across full collections (see kept-shape.ts)
keepShape(new Dedupe({ keep: 'first', caseSensitive: true, trim: false, ignoreBlank: false }));
