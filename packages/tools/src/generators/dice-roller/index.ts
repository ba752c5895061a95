import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { createRandom, type RandomSource } from '../../_shared/random.js';
import { expectedKeepHighest, parseNotation, type DiceTerm, type Term } from './notation.js';
import definition from './definition.js';

const MAX_EXPLOSIONS = 100;

interface RolledTerm {
  term: string;
  dice: number[];
  kept: number[];
  value: number;
  display: string;
}

function rollDice(t: DiceTerm, random: RandomSource): { dice: number[]; kept: number[]; display: string } {
  const dice: number[] = [];
  for (let i = 0; i < t.count; i++) {
    let face = random.int(t.sides) + 1;
    dice.push(face);
    for (let n = 0; t.explode && face === t.sides && n < MAX_EXPLOSIONS; n++) dice.push((face = random.int(t.sides) + 1));
  }
  if (!t.keep) return { dice, kept: dice, display: `[${dice.join(', ')}]` };
  // indices of kept dice: sort by face (stable), take from the chosen end
  const order = dice.map((face, i) => ({ face, i })).sort((a, b) => (t.keep!.which === 'highest' ? b.face - a.face : a.face - b.face));
  const keptIdx = new Set(order.slice(0, t.keep.n).map((o) => o.i));
  const kept = dice.filter((_, i) => keptIdx.has(i));
  return { dice, kept, display: `[${dice.map((f, i) => (keptIdx.has(i) ? String(f) : `~${f}~`)).join(', ')}]` };
}

/** min, max (null when unbounded) and mean of one term, before its sign. */
function stats(t: Term): { min: number; max: number | null; mean: number } {
  if (t.kind === 'constant') return { min: t.value, max: t.value, mean: t.value };
  const { count: n, sides: s } = t;
  if (t.explode) return { min: n, max: null, mean: (n * ((s + 1) / 2) * s) / (s - 1) };
  if (!t.keep) return { min: n, max: n * s, mean: (n * (s + 1)) / 2 };
  const k = t.keep.n;
  const high = expectedKeepHighest(n, s, k);
  // the lowest k of X are s+1 minus the highest k of s+1−X, which has the same distribution
  return { min: k, max: k * s, mean: t.keep.which === 'highest' ? high : k * (s + 1) - high };
}

export default defineTool(definition, (params) => {
  const parsed = parseNotation(params.notation);
  if ('error' in parsed) return failure('INVALID_INPUT', parsed.error);
  const notation = parsed.map((t, i) => (t.sign < 0 ? '-' : i > 0 ? '+' : '') + t.text).join('');
  const random = createRandom(params.seed);
  const rolls: Array<{ total: number; terms: Omit<RolledTerm, 'display'>[] }> = [];
  const lines: string[] = [];
  for (let r = 0; r < params.times; r++) {
    const terms: RolledTerm[] = parsed.map((t) => {
      const signed = (t.sign < 0 ? '-' : '+') + t.text;
      if (t.kind === 'constant') return { term: signed, dice: [], kept: [], value: t.sign * t.value, display: String(t.value) };
      const rolled = rollDice(t, random);
      return { term: signed, ...rolled, value: t.sign * rolled.kept.reduce((a, b) => a + b, 0) };
    });
    const total = terms.reduce((a, t) => a + t.value, 0);
    rolls.push({ total, terms: terms.map(({ display: _, ...rest }) => rest) });
    lines.push(`${notation}: ${terms.map((t, i) => (i === 0 ? (t.term.startsWith('-') ? '-' : '') : t.term.startsWith('-') ? ' - ' : ' + ') + t.display).join('')} = ${total}`);
  }
  let min: number | null = 0;
  let max: number | null = 0;
  let mean = 0;
  for (const t of parsed) {
    const s = stats(t);
    mean += t.sign * s.mean;
    if (t.sign > 0) {
      min = min === null ? null : min + s.min;
      max = max === null || s.max === null ? null : max + s.max;
    } else {
      min = min === null || s.max === null ? null : min - s.max;
      max = max === null ? null : max - s.min;
    }
  }
  const warnings = random.seeded ? ['Seeded rolls are predictable: anyone with the seed can repeat them.'] : [];
  return withWarnings(
    success({ notation, summary: lines.join('\n'), totals: rolls.map((r) => r.total), rolls, min, max, expected: Math.round(mean * 1e4) / 1e4 }),
    warnings,
  );
});
