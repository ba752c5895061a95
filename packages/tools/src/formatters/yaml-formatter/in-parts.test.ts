import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import tool from './index.js';
import { formatInParts, PARSE_OPTIONS } from './in-parts.js';
import { READ_IN_PARTS_FROM, yamlRootParts } from '../../_shared/yaml-root-parts.js';
import { randomYamlDocument } from '../../_test/random-yaml.js';
import { testRandom } from '../../_test/random.js';
import { runError, runOk, runTool } from '../../_test/harness.js';

interface Out {
  formatted: string;
  documentCount: number;
}

const OPTION_SETS = [
  { indent: '2', indentSequences: true, lineWidth: 80, sortKeys: false, keepComments: true },
  { indent: '4', indentSequences: false, lineWidth: 20, sortKeys: true, keepComments: false },
  { indent: '2', indentSequences: true, lineWidth: 0, sortKeys: false, keepComments: true },
];

const printOptions = (o: (typeof OPTION_SETS)[number]) => ({ indent: Number(o.indent), indentSeq: o.indentSequences, lineWidth: o.lineWidth });

describe('yaml-formatter in parts', () => {
  it('prints exactly what the whole-document path prints, for every cut it accepts', async () => {
    let accepted = 0;
    let refused = 0;
    let cuts = 0;
    let warned = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const source = seed % 3 === 0 ? randomYamlDocument(seed).replace(/\n/g, '\r\n') : randomYamlDocument(seed); // CRLF too
      for (const options of OPTION_SETS) {
        const whole = await runTool(tool, { yaml: source, ...options });
        for (const partChars of [1, 200]) {
          const inParts = formatInParts(source, options, printOptions(options), partChars);
          if (inParts === undefined) {
            refused++;
            continue;
          }
          accepted++;
          if (partChars === 1) cuts += [...yamlRootParts(source, PARSE_OPTIONS, 1)].length - 1;
          expect(whole.success, source).toBe(true);
          expect(inParts.formatted, `seed ${seed}, ${JSON.stringify(options)}, parts of ${partChars}\n${source}`).toBe(whole.data.formatted);
          const warnings = parseDocument(source, PARSE_OPTIONS).warnings;
          expect(inParts.warnings.map((w) => [w.code, w.message, w.pos[0]])).toEqual(warnings.map((w) => [w.code, w.message, w.pos[0]]));
          warned += warnings.length;
        }
      }
    }
    // most generated documents are cut (not those with sorted root maps, tagged root items, fold problems or errors)
    expect(accepted).toBeGreaterThan(refused);
    expect(cuts).toBeGreaterThan(500);
    expect(warned).toBeGreaterThan(10);
  });

  it('never throws on broken documents, and what it accepts still matches the whole-document path', async () => {
    const rand = testRandom(99);
    const noise = ['-', ':', ' ', '\n', '"', "'", '[', ']', '{', '}', '#', '|', '>', '&', '*', '!', '?', '\t', 'x', ',', '\r', '%'];
    const options = OPTION_SETS[0]!;
    for (let k = 0; k < 300; k++) {
      let source = randomYamlDocument(1000 + k);
      for (let m = 0; m < 1 + Math.floor(rand() * 4); m++) {
        const at = Math.floor(rand() * source.length);
        const char = noise[Math.floor(rand() * noise.length)]!;
        const op = rand();
        source = op < 0.4 ? source.slice(0, at) + char + source.slice(at) : op < 0.7 ? source.slice(0, at) + source.slice(at + 1) : source.slice(0, at) + char + source.slice(at + 1);
      }
      const inParts = formatInParts(source, options, printOptions(options), 1);
      if (inParts === undefined) continue;
      const whole = await runTool(tool, { yaml: source, ...options });
      expect(whole.success && whole.data.formatted === inParts.formatted, source).toBe(true);
    }
  });

  it('refuses what ties parts together, leaving it to the whole-document path', () => {
    const options = printOptions(OPTION_SETS[0]!);
    const params = { sortKeys: false, keepComments: true };
    const refuse = (source: string, p = params) => expect(formatInParts(source, p, options, 1), source).toBeUndefined();
    refuse('- &a x\n- *a\n'); // an alias names an anchor in another part
    refuse('a: 1\nb: 2\na: 3\n'); // duplicate root keys in different parts
    refuse('b: 1\na: 2\n', { ...params, sortKeys: true }); // root keys move between parts
    refuse('- a\n---\n- b\n'); // two documents
    refuse('%YAML 1.2\n---\n- a\n');
    refuse('!!set\n? a\n? b\n'); // a root tag
    refuse('? a\n: b\n? c\n: d\n'); // explicit keys
    refuse('- a\nb: 1\n'); // not one root collection
    refuse('- a\n- [b\n'); // an error after a cut
    refuse('plain\nscalar\n');
    // and cuts what it can
    expect(formatInParts('b: 1\na: [2,\n  3]\n', params, options, 1)).toEqual({ formatted: 'b: 1\na: [ 2, 3 ]\n', warnings: [] });
  });

  it('formats a big root sequence in parts as the library prints it whole', async () => {
    const entries: string[] = [];
    for (let i = 0; entries.join('').length < READ_IN_PARTS_FROM * 3; i++)
      entries.push(`# entry ${i}\n-   id:   ${i}\n    name: "n ${i}"\n    tags: [a,   b]\n    big: 12345678901234567890${i}\n`);
    const source = entries.join('');
    const out = await runOk<Out>(tool, { yaml: source });
    expect(out.documentCount).toBe(1);
    expect(out.formatted).toBe(parseDocument(source, { intAsBigInt: true }).toString());
  });

  it('reports what the whole document has wrong, however big', async () => {
    const body = Array.from({ length: 6000 }, (_, i) => `k${i}: ${i}\n`).join('');
    expect(body.length).toBeGreaterThan(READ_IN_PARTS_FROM);
    expect(await runError(tool, { yaml: `${body}k3: again\n` }, 'INVALID_INPUT')).toBe('Invalid YAML at line 6001, column 1: duplicate key "k3" (map keys must be unique)');
    expect(await runError(tool, { yaml: `${body}late: [1, 2\n` }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 6002, column 1: /);
    // warnings come from the parts with their places in the whole text
    const tagged = await runTool(tool, { yaml: `${body}ref: !Ref Bucket\n` });
    expect(tagged.success && tagged.data.formatted).toBe(`${body}ref: !Ref Bucket\n`);
    expect(tagged.metadata?.warnings).toEqual(['YAML warning at line 6001, column 6: Unresolved tag: !Ref']);
    const sorted = await runOk<Out>(tool, { yaml: `zz: 1\n${body}`, sortKeys: true });
    expect(sorted.formatted.startsWith('k0: 0\nk1: 1\nk10: 10\n')).toBe(true);
    expect(sorted.formatted.endsWith('zz: 1\n')).toBe(true);
  });
});
