import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string };
const tr = async (text: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { text, ...extra })).result;

describe('transliterate-to-ascii', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('romanizes common scripts', async () => {
    expect(await tr('Москва')).toBe('Moskva');
    expect(await tr('Ελλάδα')).toBe('Ellada');
    expect(await tr('Crème brûlée')).toBe('Creme brulee');
    expect(await tr('中文')).toBe('Zhong Wen');
    expect(await tr('ひらがな')).toMatch(/^[\x20-\x7e]+$/);
  });

  it('always returns ASCII, replacing or dropping the rest', async () => {
    const out = await tr(`${UNICODE_SAMPLE} ok`);
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    expect(out.startsWith('A')).toBe(true);
    expect(await tr('😀x', { dropUnknown: true })).toBe('x');
    expect(await tr('😀x', { unknown: '_' })).toBe('_x');
  });

  it('applies custom replacements first', async () => {
    expect(await tr('Müller Straße', { replacements: { ü: 'ue', ß: 'ss' } })).toBe('Mueller Strasse');
  });

  it('rejects bad options', async () => {
    await runError(tool, { text: 'a', replacements: '[1]' }, 'INVALID_INPUT');
    await runError(tool, { text: 'a', replacements: '{"a": 1}' }, 'INVALID_INPUT');
    await runError(tool, { text: 'a', unknown: 'é' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'жa');
    expect(await tr(text)).toBe('zha'.repeat(500_000));
  });
});
