import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  masked: string;
  maskedCount: number;
  visibleCount: number;
}

const mask = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });

describe('string-obfuscator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('keeps the first and last N characters', async () => {
    expect(await mask('sk_live_51Hx9aQ2eZ')).toEqual({ masked: 'sk**************eZ', maskedCount: 14, visibleCount: 4 });
    expect((await mask('4111111111111111', { keepStart: 0, keepEnd: 4 })).masked).toBe('************1111');
    expect((await mask('secret', { keepStart: 0, keepEnd: 0 })).masked).toBe('******');
    expect((await mask('secret', { keepStart: 6, keepEnd: 0, maskChar: '#' })).masked).toBe('sec###');
  });

  it('shows at most half of a string too short for keepStart + keepEnd, with a warning', async () => {
    expect((await mask('abcd')).masked).toBe('a**d');
    expect((await mask('abc')).masked).toBe('**c');
    expect((await mask('a')).masked).toBe('*');
    expect((await mask('abcdef', { keepStart: 0, keepEnd: 10 })).masked).toBe('***def');
    const result = await runTool(tool, { text: 'abc' });
    expect(result.metadata?.warnings?.[0]).toMatch(/at least half is masked/);
    expect((await runTool(tool, { text: 'abcde' })).metadata?.warnings).toBeUndefined();
  });

  it('keeps spaces and punctuation on request', async () => {
    expect((await mask('John Smith', { keepStart: 1, keepEnd: 1 })).masked).toBe('J********h');
    expect((await mask('John Smith', { keepStart: 1, keepEnd: 1, keepSpaces: true })).masked).toBe('J*** ****h');
    expect((await mask('+1 (555) 010-9999', { keepStart: 0, keepEnd: 4, keepPunctuation: true, keepSpaces: true })).masked).toBe('+* (***) ***-9999');
  });

  it('never splits emoji or accented letters and accepts an emoji mask', async () => {
    expect(await mask(`${UNICODE_SAMPLE}👍🏽e\u0301x`, { keepStart: 1, keepEnd: 1 })).toEqual({ masked: 'À****x', maskedCount: 4, visibleCount: 2 });
    expect((await mask('secret', { maskChar: '🙈' })).masked).toBe('se🙈🙈et');
    expect((await mask('hi 😀 there!', { keepStart: 0, keepEnd: 0, keepPunctuation: true })).masked).toBe('*****!'.padStart(11, '*'));
  });

  it('hides the length with a fixed mask length', async () => {
    expect(await mask('a-very-long-secret', { keepStart: 2, keepEnd: 2, maskLength: 5 })).toEqual({ masked: 'a-*****et', maskedCount: 14, visibleCount: 4 });
  });

  it('masks each line separately, or keeps line breaks inside one string', async () => {
    expect((await mask('alice\r\nbob\n\ncarol', { keepStart: 1, keepEnd: 1, perLine: true })).masked).toBe('a***e\r\nb*b\n\nc***l');
    expect(await mask('abc\ndef', { keepStart: 1, keepEnd: 1 })).toEqual({ masked: 'a**\n**f', maskedCount: 4, visibleCount: 2 });
  });

  it('rejects a mask that is not one character', async () => {
    expect(await runError(tool, { text: 'abc', maskChar: '**' }, 'INVALID_INPUT')).toBe('The mask must be one character; "**" has 2.');
    await runError(tool, { text: 'abc', keepStart: -1 }, 'CONSTRAINT_VIOLATION');
  });

  it('masks the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab\n');
    const one = await mask(text, { keepStart: 3, keepEnd: 3 });
    expect(one.maskedCount).toBe((text.length / 3) * 2 - 4);
    expect(one.masked.slice(0, 9)).toBe('ab\n**\n**\n');
    const lines = await mask(text, { perLine: true });
    expect(lines.masked.slice(0, 9)).toBe('*b\n*b\n*b\n');
    const emoji = await mask(largestInput(tool, 'text', '😀é'), { keepStart: 1, keepEnd: 1 });
    expect(emoji.maskedCount).toBe(199_998);
  });
});
