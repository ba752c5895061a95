import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { checkInParts } from './in-parts.js';
import { READ_IN_PARTS_FROM } from '../../_shared/yaml-root-parts.js';
import { LineIndex } from '../../_shared/line-index.js';
import { runOk } from '../../_test/harness.js';
import { randomYamlDocument } from '../../_test/random-yaml.js';

interface Data {
  valid: boolean;
  documentCount: number;
  warnings: Array<{ code: string; message: string; line: number; column: number }>;
  documents: Array<{ index: number; line: number; rootType: string; jsonCompatible: boolean; jsonIssues: Array<{ message: string; line: number; column: number }> }>;
}

/** What the tool would report for a document checked in parts of `partChars`, or undefined when it reads it whole. */
function reportInParts(source: string, version: '1.1' | '1.2', partChars: number) {
  const verdict = checkInParts(source, version, partChars);
  if (!verdict) return undefined;
  const index = new LineIndex(source);
  return {
    warnings: verdict.warnings.sort((a, b) => a.offset - b.offset).map((w) => ({ code: w.code, message: w.message, ...index.position(w.offset) })),
    document: {
      index: 0,
      line: index.position(verdict.start).line,
      rootType: verdict.rootType,
      jsonCompatible: verdict.jsonIssues.length === 0,
      jsonIssues: verdict.jsonIssues.map((issue) => ({ message: issue.message, ...index.position(issue.offset) })),
    },
  };
}

describe('yaml-validator in parts', () => {
  it('finds in parts exactly what the whole document shows, for every document it accepts', async () => {
    let accepted = 0;
    const sources = Array.from({ length: 100 }, (_, k) => (k % 3 === 0 ? randomYamlDocument(k + 1).replace(/\n/g, '\r\n') : randomYamlDocument(k + 1)));
    // JSON issues (non-string keys, .inf) and warnings (unknown tags) across parts
    sources.push('1: a\ntrue: b\nk: .inf\nr: !Ref x\nnull: c\ns: !Sub y\n', '- {1: a}\n- !Custom {a: 1}\n- [.nan]\n- k: !Ref z\n');
    for (const source of sources)
      for (const version of ['1.2', '1.1'] as const) {
        const whole = await runOk<Data>(tool, { yaml: source, version });
        for (const partChars of [1, 60]) {
          const parts = reportInParts(source, version, partChars);
          if (!parts) continue;
          accepted++;
          expect(whole.valid, source).toBe(true);
          expect(whole.documentCount).toBe(1);
          expect(parts, `${version}, parts of ${partChars}\n${source}`).toEqual({ warnings: whole.warnings, document: whole.documents[0] });
        }
      }
    expect(accepted).toBeGreaterThan(200);
  });

  it('leaves errors, duplicate root keys and what ties parts together to the whole document', () => {
    for (const source of ['a: 1\nb: 2\na: 3\n', '- a\n- [b\n', '- &x a\n- *x\n', 'a: 1\n---\nb: 2\n', 'k: {a: 1, a: 2}\nz: 1\n', '<<: 1\nb: 2\n'])
      expect(checkInParts(source, '1.2', 1), source).toBeUndefined();
  });

  it('checks a big document in parts and reports it as the whole document would', async () => {
    const entries = Array.from({ length: 4000 }, (_, i) => `- id: ${i}\n  tags: [a, b]\n  ${i === 3000 ? 'yes' : 'name'}: n${i}\n`);
    const source = entries.join('');
    expect(source.length).toBeGreaterThan(READ_IN_PARTS_FROM);
    for (const version of ['1.2', '1.1'] as const) {
      const data = await runOk<Data>(tool, { yaml: source, version });
      expect(data.valid).toBe(true);
      expect(data.documents).toEqual([
        {
          index: 0,
          line: 1,
          rootType: 'sequence',
          jsonCompatible: version === '1.2',
          jsonIssues: version === '1.2' ? [] : [{ message: expect.stringContaining('YAML 1.1 reads y/n'), line: 3000 * 3 + 3, column: 3 }],
        },
      ]);
    }
    // a root key repeated parts apart is still found (by the whole-document path)
    const map = Array.from({ length: 6000 }, (_, i) => `k${i}: ${i}\n`).join('') + 'k7: again\n';
    const duplicate = await runOk<Data & { errors: Array<{ code: string; line: number }> }>(tool, { yaml: map });
    expect(duplicate.errors.map((e) => [e.code, e.line])).toEqual([['DUPLICATE_KEY', 6001]]);
  });
});
