import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { createRandom, type RandomSource } from '../../_shared/random.js';
import { mul, parseDecimal, rat, roundToInteger, toDecimal, type Rational } from '../../_shared/rational.js';
import definition from './definition.js';

const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;

/** Uniform integer in [0, n) for n ≤ 2^53: 53 random bits with rejection above the last multiple of n. */
function uniform(random: RandomSource, n: number): number {
  if (n <= TWO_32) return random.int(n);
  const limit = Math.floor(TWO_53 / n) * n;
  for (;;) {
    const x = random.int(2 ** 21) * TWO_32 + random.int(TWO_32);
    if (x < limit) return x % n;
  }
}

/** `count` distinct integers in [0, n), uniformly (Floyd's algorithm), then shuffled so the order is random too. */
function sample(random: RandomSource, n: number, count: number): number[] {
  const chosen = new Set<number>();
  const order: number[] = [];
  for (let j = n - count; j < n; j++) {
    const t = uniform(random, j + 1);
    const pick = chosen.has(t) ? j : t;
    chosen.add(pick);
    order.push(pick);
  }
  for (let i = order.length - 1; i > 0; i--) {
    const k = random.int(i + 1);
    [order[i], order[k]] = [order[k]!, order[i]!];
  }
  return order;
}

export default defineTool(definition, (params) => {
  const decimal = params.kind === 'decimal';
  const places = decimal ? params.decimals : 0;
  const scale = rat(10n ** BigInt(places));
  const min = parseDecimal(String(params.min)) as Rational;
  const max = parseDecimal(String(params.max)) as Rational;
  if (!decimal && (!Number.isInteger(params.min) || !Number.isInteger(params.max)))
    return failure('INVALID_INPUT', `For integers, min and max must be whole numbers (got ${params.min} and ${params.max}); choose kind "decimal" for fractions.`);
  // the grid of multiples of 10^-places inside [min, max]
  const lo = roundToInteger(mul(min, scale), 'ceil');
  const hi = roundToInteger(mul(max, scale), 'floor');
  if (lo > hi) {
    return failure(
      'CONSTRAINT_VIOLATION',
      params.min > params.max
        ? `The minimum ${params.min} is greater than the maximum ${params.max}.`
        : `No number with ${places} decimal places lies between ${params.min} and ${params.max}; allow more decimal places.`,
    );
  }
  const span = hi - lo + 1n;
  if (span > BigInt(TWO_53) || !Number.isSafeInteger(Number(lo)) || !Number.isSafeInteger(Number(hi)))
    return failure('CONSTRAINT_VIOLATION', `The range holds ${span} possible values; this tool draws from at most 2^53 (9,007,199,254,740,992) within ±2^53 steps.`);
  const n = Number(span);
  const count = params.count;
  if (params.unique && count > n)
    return failure('CONSTRAINT_VIOLATION', `Cannot draw ${count} different numbers: the range holds only ${n} possible value${n === 1 ? '' : 's'}. Lower count, widen the range or turn off "No repeats".`);

  const random = createRandom(params.seed);
  const steps = params.unique ? sample(random, n, count) : Array.from({ length: count }, () => uniform(random, n));
  const base = Number(lo);
  let values = steps.map((k) => base + k); // exact: |values| ≤ 2^53
  if (params.sort === 'asc') values = values.sort((a, b) => a - b);
  else if (params.sort === 'desc') values = values.sort((a, b) => b - a);
  const texts = values.map((v) => {
    const t = toDecimal(rat(BigInt(v), 10n ** BigInt(places)), places);
    if (places === 0) return t;
    const [int, frac = ''] = t.split('.');
    return `${int}.${frac.padEnd(places, '0')}`;
  });
  const warnings = random.seeded ? ['Seeded numbers are predictable: do not use them for draws that must be fair to others, or for secrets.'] : [];
  return withWarnings(success({ numbers: texts.map(Number), text: texts.join(', '), possibleValues: n }), warnings);
});
