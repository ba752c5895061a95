import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Change {
  line: number;
  column: number;
  original: string;
  originalCodePoints: string;
  normalized: string;
  normalizedCodePoints: string;
}
interface Out {
  normalized: string;
  form: string;
  changed: boolean;
  alreadyNormalized: Record<'NFC' | 'NFD' | 'NFKC' | 'NFKD', boolean>;
  codePointsBefore: number;
  codePointsAfter: number;
  utf8BytesBefore: number;
  utf8BytesAfter: number;
  changeCount: number;
  changes: Change[];
  changesTruncated: boolean;
}
const norm = (text: string, form = 'NFC', maxChanges?: number) => runOk<Out>(tool, { text, form, ...(maxChanges === undefined ? {} : { maxChanges }) });

describe('unicode-normalizer', () => {
  itReproducesItsExample(tool);

  it('treats an empty text as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown form', async () => {
    const result = await runError(tool, { text: 'a', form: 'NFX' }, 'CONSTRAINT_VIOLATION');
    expect(result).toMatch(/form/);
  });

  it('leaves the unicode sample unchanged in NFC and decomposes À in NFD', async () => {
    expect(await norm(UNICODE_SAMPLE)).toMatchObject({
      normalized: UNICODE_SAMPLE, changed: false, changeCount: 0, changes: [], codePointsBefore: 3, codePointsAfter: 3, utf8BytesBefore: 9, utf8BytesAfter: 9,
      alreadyNormalized: { NFC: true, NFD: false, NFKC: true, NFKD: false },
    });
    const nfd = await norm(UNICODE_SAMPLE, 'NFD');
    expect(nfd).toMatchObject({ normalized: 'A\u0300😀中', codePointsAfter: 4, utf8BytesAfter: 10, changeCount: 1 });
    expect(nfd.changes).toEqual([{ line: 1, column: 1, original: 'À', originalCodePoints: 'U+00C0', normalized: 'A\u0300', normalizedCodePoints: 'U+0041 U+0300' }]);
  });

  it('locates changes by line and code point column (astral characters count once)', async () => {
    const data = await norm('😀x\ny A\u030A\n\u212B', 'NFC');
    expect(data.changes).toEqual([
      { line: 2, column: 3, original: 'A\u030A', originalCodePoints: 'U+0041 U+030A', normalized: 'Å', normalizedCodePoints: 'U+00C5' },
      { line: 3, column: 1, original: '\u212B', originalCodePoints: 'U+212B', normalized: 'Å', normalizedCodePoints: 'U+00C5' },
    ]);
  });

  it('reorders combining marks and composes Hangul jamo', async () => {
    // dot below (ccc 220) must come before the acute (ccc 230)
    const marks = await norm('e\u0301\u0323', 'NFD');
    expect(marks.normalized).toBe('e\u0323\u0301');
    expect(marks.changes[0]).toMatchObject({ original: 'e\u0301\u0323', normalizedCodePoints: 'U+0065 U+0323 U+0301' });
    const hangul = await norm('\u1112\u1161\u11AB', 'NFC');
    expect(hangul).toMatchObject({ normalized: '한', changeCount: 1, codePointsBefore: 3, codePointsAfter: 1 });
    expect((await norm('한', 'NFD')).changes[0]).toMatchObject({ normalizedCodePoints: 'U+1112 U+1161 U+11AB' });
  });

  it('folds compatibility characters only in NFKC/NFKD', async () => {
    const text = 'ﬁ ① x² ＡＢ';
    expect((await norm(text, 'NFC')).changed).toBe(false);
    expect((await norm(text, 'NFKC')).normalized).toBe('fi 1 x2 AB');
    expect((await norm('ｶﾞ', 'NFKC')).normalized).toBe('ガ');
    expect((await norm('ｶﾞ', 'NFKD')).normalized).toBe('カ\u3099');
    expect((await norm('ｶﾞ', 'NFKC')).alreadyNormalized).toEqual({ NFC: true, NFD: true, NFKC: false, NFKD: false });
  });

  it('keeps counting lines when a combining mark follows a line feed', async () => {
    const data = await norm('\n\u0301\né', 'NFD');
    expect(data.changes).toEqual([{ line: 3, column: 1, original: 'é', originalCodePoints: 'U+00E9', normalized: 'e\u0301', normalizedCodePoints: 'U+0065 U+0301' }]);
  });

  it('caps the listed changes with maxChanges', async () => {
    const data = await norm('é'.repeat(10), 'NFD', 3);
    expect(data).toMatchObject({ changeCount: 10, changesTruncated: true });
    expect(data.changes.map((c) => c.column)).toEqual([1, 2, 3]);
    expect((await norm('é', 'NFD', 0))).toMatchObject({ changeCount: 1, changes: [], changesTruncated: true });
  });

  it('agrees with String.prototype.normalize, [...s].length and Buffer.byteLength on mixed text (differential)', async () => {
    const pieces = ['a', 'é', 'e\u0301', 'ﬁ', '①', '한', '\u1100\u1161', '\u212B', 'Ω', '\u2126', '😀', 'ｶﾞ', '\n', ' ', 'ǅ', 'ẛ\u0323', '\u0344'];
    let x = 7;
    for (let i = 0; i < 60; i++) {
      let text = '';
      for (let j = 0; j < 30; j++) {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        text += pieces[x % pieces.length];
      }
      for (const form of ['NFC', 'NFD', 'NFKC', 'NFKD'] as const) {
        const data = await norm(text, form, 10_000);
        const expected = text.normalize(form);
        expect(data.normalized).toBe(expected);
        expect(data.codePointsAfter).toBe([...expected].length);
        expect(data.utf8BytesAfter).toBe(Buffer.byteLength(expected));
        expect(data.alreadyNormalized[form]).toBe(expected === text);
        // the listed changes rebuild the normalized text
        let rebuilt = '';
        let k = 0;
        const lines = text.split('\n').map((l) => [...l]);
        for (const change of data.changes) {
          const offset = lines.slice(0, change.line - 1).reduce((n, l) => n + l.length + 1, 0) + change.column - 1;
          rebuilt += [...text].slice(k, offset).join('').normalize(form) + change.normalized;
          k = offset + [...change.original].length;
        }
        rebuilt += [...text].slice(k).join('').normalize(form);
        expect(rebuilt, JSON.stringify(text)).toBe(expected);
      }
    }
  });

  it('handles the largest allowed input', async () => {
    const data = await norm(largestInput(tool, 'text', 'e\u0301'), 'NFC', 10);
    expect(data).toMatchObject({ codePointsBefore: 1_000_000, codePointsAfter: 500_000, changeCount: 500_000, changesTruncated: true });
    expect(data.normalized).toBe('é'.repeat(500_000));
  });
});
