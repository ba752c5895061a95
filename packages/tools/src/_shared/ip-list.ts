/**
 * A list of networks typed by a person (CIDR blocks, addresses, ranges; one per line or
 * separated by commas and spaces) read into ranges per IP version, for the CIDR tools.
 */
import { parseRange, rangeToBlocks, formatBlock, type IpVersion, type Range } from './ip-ranges.js';

export type ListOutcome = { ok: true; ranges: Range[]; count: number; notes: string[] } | { ok: false; message: string };

export function readNetworkList(text: string, label: string, max: number): ListOutcome {
  const ranges: Range[] = [];
  const notes: string[] = [];
  let count = 0;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    // ranges keep their inner " - "; other entries split on commas and whitespace
    const entries = /\s(-|–|to)\s/i.test(line) ? line.split(/\s*[,;]\s*/) : line.split(/[\s,;]+/);
    for (const entry of entries) {
      if (entry === '') continue;
      if (++count > max) return { ok: false, message: `${label} has more than ${max} entries.` };
      const r = parseRange(entry);
      if (!r.ok) return { ok: false, message: `${label}, line ${i + 1}: ${r.message}` };
      if (r.note) notes.push(`${label}, line ${i + 1}: ${r.note}.`);
      ranges.push(r.value);
    }
  }
  return { ok: true, ranges, count, notes };
}

export const ofVersion = (ranges: readonly Range[], version: IpVersion) => ranges.filter((r) => r.version === version);
export const blocksOf = (ranges: readonly Range[]) => ranges.flatMap((r) => rangeToBlocks(r).map(formatBlock));
export const sizeOf = (ranges: readonly Range[]) => ranges.reduce((n, r) => n + (r.end - r.start + 1n), 0n).toString();
