import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const CLASSES = [
  ['lowercase', 'abcdefghijklmnopqrstuvwxyz'],
  ['uppercase', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  ['digits', '0123456789'],
] as const;
const AMBIGUOUS = new Set('0Oo1lI|`\'"');
/** Separators, controls, format/private-use/unassigned code points, lone surrogates and combining marks. */
const INVISIBLE = /[\p{Z}\p{C}\p{M}]/u;
const MIN_GOOD_ENTROPY = 64;
const MAX_ATTEMPTS = 100_000;

function describeChar(ch: string): string {
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return INVISIBLE.test(ch) ? code : `'${ch}' (${code})`;
}

/** The symbol set as distinct code points, or the reason it cannot be used. */
function parseSymbols(text: string): { symbols: string[] } | { error: string } {
  const seen = new Set<string>();
  let position = 0;
  for (const ch of text) {
    position++;
    if (/[A-Za-z0-9]/.test(ch))
      return { error: `Symbol set contains ${describeChar(ch)} at position ${position}: letters and digits belong to their own classes (lowercase, uppercase, digits), not to the symbol set.` };
    if (INVISIBLE.test(ch))
      return { error: `Symbol set contains ${describeChar(ch)} at position ${position}: spaces, control and invisible characters cannot be used in passwords.` };
    seen.add(ch);
  }
  return { symbols: [...seen] };
}

/** log2 of a positive BigInt, accurate to double precision. */
function log2(x: bigint): number {
  const bits = x.toString(2).length;
  if (bits <= 53) return Math.log2(Number(x));
  return Math.log2(Number(x >> BigInt(bits - 53))) + (bits - 53);
}

/**
 * Number of length-`length` strings over the disjoint classes of the given sizes that
 * contain at least one character of every class (inclusion–exclusion).
 */
function countWithEveryClass(sizes: number[], length: number): bigint {
  const total = sizes.reduce((a, b) => a + b, 0);
  const L = BigInt(length);
  let count = 0n;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    let left = total;
    let bitsSet = 0;
    for (let i = 0; i < sizes.length; i++) if (mask & (1 << i)) (left -= sizes[i]!), bitsSet++;
    const term = BigInt(left) ** L;
    count += bitsSet % 2 ? -term : term;
  }
  return count;
}

export default defineTool(definition, (params) => {
  const exclude = params.excludeAmbiguous;
  const keep = (chars: Iterable<string>) => [...chars].filter((c) => !exclude || !AMBIGUOUS.has(c));
  const classes: Array<{ name: string; chars: string[] }> = [];
  for (const [name, chars] of CLASSES) if (params[name]) classes.push({ name, chars: keep(chars) });
  if (params.symbols) {
    const parsed = parseSymbols(params.symbolSet);
    if ('error' in parsed) return failure('INVALID_INPUT', parsed.error);
    const chars = keep(parsed.symbols);
    if (chars.length === 0)
      return failure('CONSTRAINT_VIOLATION', `Every character of the symbol set ${JSON.stringify(params.symbolSet)} is a look-alike excluded by excludeAmbiguous; add other symbols or turn symbols off.`);
    classes.push({ name: 'symbols', chars });
  }
  if (classes.length === 0)
    return failure('CONSTRAINT_VIOLATION', 'No character class selected: turn on at least one of lowercase, uppercase, digits or symbols.');

  const length = params.length;
  const count = params.count;
  const requireEach = params.requireEachClass;
  const alphabet = classes.flatMap((c) => c.chars);
  const classOf = classes.flatMap((c, i) => c.chars.map(() => i));
  const random = createRandom(params.seed);

  // Uniform over every password the settings allow: draw each character uniformly
  // (random.int rejects to avoid modulo bias) and redraw the whole password when a
  // required class is missing. Placing one character per class and shuffling instead
  // would favour small classes and make the entropy figure wrong.
  const passwords: string[] = [];
  const present = new Uint8Array(classes.length);
  for (let n = 0; n < count; n++) {
    for (let attempt = 0; ; attempt++) {
      if (attempt === MAX_ATTEMPTS) throw new Error('could not draw a password containing every class');
      present.fill(0);
      let password = '';
      for (let i = 0; i < length; i++) {
        const index = random.int(alphabet.length);
        present[classOf[index]!] = 1;
        password += alphabet[index];
      }
      if (!requireEach || present.every((p) => p === 1)) {
        passwords.push(password);
        break;
      }
    }
  }

  const space = requireEach ? countWithEveryClass(classes.map((c) => c.chars.length), length) : BigInt(alphabet.length) ** BigInt(length);
  const entropyBits = Math.round(log2(space) * 100) / 100;
  const warnings: string[] = [];
  if (random.seeded) warnings.push('Seeded passwords are predictable: anyone who knows the seed can regenerate them. Never use them as real passwords.');
  if (entropyBits < MIN_GOOD_ENTROPY)
    warnings.push(`Each password has only ${entropyBits} bits of entropy; increase the length or add character classes to reach at least ${MIN_GOOD_ENTROPY} bits.`);
  return withWarnings(success({ passwords, entropyBits, alphabetSize: alphabet.length }), warnings);
});
