/** Dice notation: terms such as 3d6, 4d6kh3, 2d20kl1, d%, 1d6!, and integer constants, joined by + and -. */

export interface DiceTerm {
  kind: 'dice';
  sign: 1 | -1;
  count: number;
  sides: number;
  explode: boolean;
  keep?: { which: 'highest' | 'lowest'; n: number };
  text: string;
}
export interface ConstantTerm {
  kind: 'constant';
  sign: 1 | -1;
  value: number;
  text: string;
}
export type Term = DiceTerm | ConstantTerm;

export const LIMITS = { terms: 20, dicePerTerm: 1000, totalDice: 1000, sides: 1_000_000, keepDice: 100, keepSides: 10_000, constant: 1_000_000_000 };

const TERM = /^(?:(\d*)d(\d+|%)(!)?(?:(kh|kl|k|dh|dl)(\d+))?|(\d+))/i;

export function parseNotation(source: string): Term[] | { error: string } {
  // spaces may surround operators but not split a term: "3d6 2" must not read as 3d62
  const text = source;
  const terms: Term[] = [];
  let at = 0;
  const skip = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  skip();
  let totalDice = 0;
  const fail = (why: string) => ({ error: `${why} (in "${source.trim()}").` });
  while (at < text.length || terms.length === 0) {
    let sign: 1 | -1 = 1;
    if (text[at] === '+' || text[at] === '-') {
      sign = text[at] === '-' ? -1 : 1;
      at++;
      skip();
    } else if (terms.length > 0) {
      return fail(`Expected + or - at character ${at + 1}, found "${[...text.slice(at)][0]}"`);
    }
    const m = TERM.exec(text.slice(at));
    if (!m) {
      const found = at < text.length ? `"${[...text.slice(at)][0]}"` : 'the end';
      return fail(`Expected a dice term (3d6, d20, 4d6kh3, 1d6!, d%) or a number at character ${at + 1}, found ${found}`);
    }
    at += m[0].length;
    skip();
    if (terms.length === LIMITS.terms) return fail(`Too many terms: at most ${LIMITS.terms}`);
    if (m[6] !== undefined) {
      const value = Number(m[6]);
      if (value > LIMITS.constant) return fail(`The constant ${m[6]} is too large: at most ${LIMITS.constant}`);
      terms.push({ kind: 'constant', sign, value, text: String(value) });
      continue;
    }
    const count = m[1] === '' ? 1 : Number(m[1]);
    const sides = m[2] === '%' ? 100 : Number(m[2]);
    const term = m[0];
    if (count < 1 || count > LIMITS.dicePerTerm) return fail(`${term}: the number of dice must be 1–${LIMITS.dicePerTerm}`);
    if (sides < 1 || sides > LIMITS.sides) return fail(`${term}: dice must have 1–${LIMITS.sides.toLocaleString('en-US')} sides`);
    totalDice += count;
    if (totalDice > LIMITS.totalDice) return fail(`Too many dice: at most ${LIMITS.totalDice} in one expression`);
    const explode = m[3] !== undefined;
    if (explode && sides < 2) return fail(`${term}: a one-sided die would explode forever`);
    const dice: DiceTerm = { kind: 'dice', sign, count, sides, explode, text: term.toLowerCase() };
    if (m[4] !== undefined) {
      if (explode) return fail(`${term}: exploding dice cannot also keep or drop dice`);
      const op = m[4].toLowerCase();
      const n = Number(m[5]);
      if (count > LIMITS.keepDice || sides > LIMITS.keepSides)
        return fail(`${term}: keep/drop works with at most ${LIMITS.keepDice} dice of at most ${LIMITS.keepSides.toLocaleString('en-US')} sides`);
      const keepN = op.startsWith('k') ? n : count - n;
      if (n > count || keepN < 1) return fail(`${term}: cannot ${op.startsWith('k') ? 'keep' : 'drop'} ${n} of ${count} dice (at least one must be kept)`);
      const which = op === 'kl' || op === 'dh' ? 'lowest' : 'highest';
      dice.keep = { which, n: keepN };
    }
    terms.push(dice);
  }
  return terms;
}

/** Expected sum of the `k` highest of `n` dice with `s` sides: Σ_v Σ_{j≤k} P(at least j dice ≥ v). */
export function expectedKeepHighest(n: number, s: number, k: number): number {
  const logFact = [0];
  for (let i = 1; i <= n; i++) logFact.push(logFact[i - 1]! + Math.log(i));
  const tails = new Array<number>(n + 2).fill(0);
  let total = 0;
  for (let v = 1; v <= s; v++) {
    const p = (s - v + 1) / s;
    // binomial pmf in log space: (1-p)^n underflows for 100 dice
    const lp = Math.log(p);
    const lq = Math.log1p(-p);
    let atLeast = 0;
    for (let m = n; m >= 1; m--) {
      const pm = p === 1 ? (m === n ? 1 : 0) : Math.exp(logFact[n]! - logFact[m]! - logFact[n - m]! + m * lp + (n - m) * lq);
      tails[m] = atLeast += pm;
    }
    for (let j = 1; j <= k; j++) total += Math.min(1, tails[j]!);
  }
  return total;
}
