import { defineTool, success } from '@ctp/core';
import { forEachGrapheme } from '../../_shared/grapheme-scan.js';
import { joinLineRecords, splitLineRecords } from '../../_shared/line-records.js';
import { createRandom, type RandomSource } from '../../_shared/random.js';
import definition from './definition.js';

/** Fisher–Yates: every permutation equally likely, given unbiased random.int. */
export function shuffle<T>(items: T[], random: RandomSource): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** Shuffles the items at `slots` among themselves; everything else stays put. */
function shuffleSlots<T>(items: T[], slots: number[], random: RandomSource): void {
  const picked = shuffle(slots.map((s) => items[s]!), random);
  slots.forEach((s, k) => (items[s] = picked[k]!));
}

export default defineTool(definition, (params) => {
  const { text } = params;
  const random = createRandom(params.seed);

  if (params.unit === 'words') {
    const tokens = text.split(/(\s+)/); // words at even indices, whitespace at odd ones
    const slots: number[] = [];
    for (let i = 0; i < tokens.length; i += 2) if (tokens[i] !== '') slots.push(i);
    shuffleSlots(tokens, slots, random);
    return success({ shuffled: tokens.join(''), itemCount: slots.length });
  }

  if (params.unit === 'characters') {
    const chars: string[] = [];
    forEachGrapheme(text, (start, end) => void chars.push(text.slice(start, end)));
    const slots: number[] = [];
    chars.forEach((c, i) => c !== '\n' && c !== '\r' && c !== '\r\n' && slots.push(i));
    shuffleSlots(chars, slots, random);
    return success({ shuffled: chars.join(''), itemCount: slots.length });
  }

  // lines move; each position keeps its own terminator
  const records = splitLineRecords(text);
  let { lines, ends } = records;
  const blank = (line: string) => line.trim() === '';
  if (params.emptyLines === 'remove') {
    const keep = lines.map((l) => !blank(l));
    ends = ends.filter((_, i) => keep[i]);
    lines = lines.filter((_, i) => keep[i]);
  }
  const slots: number[] = [];
  lines.forEach((l, i) => (params.emptyLines !== 'keepInPlace' || !blank(l)) && slots.push(i));
  shuffleSlots(lines, slots, random);
  return success({ shuffled: joinLineRecords(lines, ends, records.finalNewline, records.eol), itemCount: slots.length });
});
