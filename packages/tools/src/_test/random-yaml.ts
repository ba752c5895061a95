/** Seeded random YAML documents with a root sequence or mapping, for differential tests of YAML readers and printers. */
import { testRandom } from './random.js';

/** Draws from the shared seeded source (CTP_TEST_SEED moves every draw). */
function random(seed: number) {
  const next = testRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}

const WORDS = ['alpha', 'beta', 'gamma', 'délta', '東京', 'x', 'true', '12', '0o17', '1e3', 'null', 'a b c', 'long words that go on and on past any narrow line width for folding'];

/** A value placed after "key:" or "- " at `indent` spaces (its own lines, if any, indented deeper). */
function value(r: ReturnType<typeof random>, indent: number, depth: number): string {
  const pad = ' '.repeat(indent + 2);
  const w = () => r.pick(WORDS);
  const kinds = depth > 2 ? 6 : 11;
  switch (r.int(kinds)) {
    case 0:
      return ` ${w()}`;
    case 1:
      return ` "${w()}\\t${w()}"`;
    case 2:
      return ` '${w()} it''s'`;
    case 3:
      return ` ${w()} # trailing ${w()}`;
    case 4:
      // a tagged root sequence item keeps the whole sequence in one part: rarely at the root
      // (and an unknown tag now and then: the library warns about it and keeps the value)
      return depth > 0 || r.next() < 0.1 ? (r.next() < 0.3 ? ` !Ref ${w()}` : ` !!str ${r.int(100)}`) : ` ${r.int(100)}`;
    case 5:
      return ` [${w()}, ${w()}]`;
    case 6:
      return ` ${r.pick(['|', '>', '|-', '>+'])}\n${pad}${w()} ${w()}\n${r.next() < 0.3 ? '\n' : ''}${pad}${w()}`;
    case 7:
      return ` {a: ${w()},\n${pad}b: [${w()},\n${pad}  ${w()}]}`;
    case 8:
      return ` "multi\n${pad}line ${w()}"`;
    case 9: {
      const n = 1 + r.int(3);
      let out = '';
      for (let k = 0; k < n; k++) out += `\n${pad}k${k}:${value(r, indent + 2, depth + 1)}`;
      return out;
    }
    default: {
      const n = 1 + r.int(3);
      let out = '';
      for (let k = 0; k < n; k++) out += `\n${pad}-${value(r, indent + 2, depth + 1)}`;
      return out;
    }
  }
}

/** A root sequence or mapping with comments and blank lines between some entries. */
export function randomYamlDocument(seed: number): string {
  const r = random(seed);
  const seq = r.next() < 0.5;
  const lines: string[] = [];
  if (r.next() < 0.3) lines.push('# leading comment');
  const n = 3 + r.int(25);
  for (let i = 0; i < n; i++) {
    if (r.next() < 0.15) lines.push('');
    if (r.next() < 0.15) lines.push(r.next() < 0.5 ? `# about ${i}` : `  # indented ${i}`);
    if (seq) lines.push(`-${value(r, 0, 0)}`);
    else {
      const key = r.pick([`key${i}`, `"quoted ${i}"`, `'single ${i}'`, `${i}`]);
      // a compact sequence under a root key starts its items at column 0
      lines.push(r.next() < 0.15 ? `${key}:\n- ${r.pick(WORDS)}\n- ${r.pick(WORDS)}` : `${key}:${value(r, 0, 0)}`);
    }
  }
  if (r.next() < 0.3) lines.push('# trailing comment');
  return `${lines.join('\n')}\n`;
}
