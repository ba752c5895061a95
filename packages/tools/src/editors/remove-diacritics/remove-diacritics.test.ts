import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; changed: number };
const strip = async (text: string, expandLigatures = true) => (await runOk<Out>(tool, { text, expandLigatures })).result;

describe('remove-diacritics', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('strips marks in Latin, Greek and Cyrillic and keeps other scripts', async () => {
    expect(await strip('Ångström Dvořák Björk Zoë naïve façade jalapeño Ærø')).toBe('Angstrom Dvorak Bjork Zoe naive facade jalapeno AEro');
    expect(await strip('Ελληνικά άέήίόύώ ΐ')).toBe('Ελληνικα αεηιουω ι');
    expect(await strip('Йогурт ёж')).toBe('Иогурт еж');
    expect(await strip('Tiếng Việt')).toBe('Tieng Viet');
    expect(await strip(`${UNICODE_SAMPLE} 한국어 ١٢٣`)).toBe('A😀中 한국어 ١٢٣');
    expect(await strip('straße Æsir', false)).toBe('straße Æsir');
  });

  it('removes lone combining marks and handles decomposed input (differential: NFD + \\p{M} on plain letters)', async () => {
    const decomposed = 'cafe\u0301 n\u0303';
    expect(await strip(decomposed)).toBe('cafe n');
    const sample = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
    expect(await strip(sample)).toBe(sample.normalize('NFD').replace(/\p{M}/gu, ''));
  });

  it('counts changes', async () => {
    expect(await runOk<Out>(tool, { text: 'abc' })).toEqual({ result: 'abc', changed: 0 });
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'éa');
    const out = await runOk<Out>(tool, { text });
    expect(out.result).toBe('ea'.repeat(500_000));
    expect(out.changed).toBe(500_000);
  });
});
