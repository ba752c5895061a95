import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const slug = async (text: string, options: Record<string, unknown> = {}) => (await runOk<{ slug: string }>(tool, { text, ...options })).slug;

describe('slugify', () => {
  itReproducesItsExample(tool);

  it('removes accents by NFKD and transliterates letters that do not decompose', async () => {
    expect(await slug('Straße Ærø Łódź Þór Œuvre Đorđe Ħal Iğdır')).toBe('strasse-aero-lodz-thor-oeuvre-dorde-hal-igdir');
    expect(await slug('ﬁ ① ² Ｆｕｌｌ')).toBe('fi-1-2-full');
  });

  it('transliterates Cyrillic and Greek, keeping capitals when not lower-casing', async () => {
    expect(await slug('Привет, мир! Ёжик Щука Їжак')).toBe('privet-mir-yozhik-shchuka-yizhak');
    expect(await slug('Καλημέρα κόσμε ΨΑΡΙ')).toBe('kalimera-kosme-psari');
    expect(await slug('Щука ЩУКА Καλημέρα ΨΑΡΙ', { lowercase: false })).toBe('Shchuka-SHCHUKA-Kalimera-PSARI');
  });

  it('keeps untransliterable scripts unless strict, and handles the unicode sample', async () => {
    expect(await slug(`${UNICODE_SAMPLE} 日本語`)).toBe('a-中-日本語');
    expect(await slug(`${UNICODE_SAMPLE} 日本語`, { strict: true })).toBe('a');
    expect(await slug('Hello_World.v2 ~x', { strict: true, separator: '_' })).toBe('hello-world-v2-x');
  });

  it('uses the separator option and collapses punctuation runs', async () => {
    expect(await slug('  Hello,   World -- again!  ', { separator: '_' })).toBe('hello_world_again');
    expect(await slug('a/b\\c', { separator: '.' })).toBe('a.b.c');
    expect(await slug('Keep Case', { lowercase: false, separator: '~' })).toBe('Keep~Case');
  });

  it('drops apostrophes inside words only', async () => {
    expect(await slug("Don't stop l’amour 'quoted'")).toBe('dont-stop-lamour-quoted');
  });

  it('cuts at the last separator that fits the maximum length', async () => {
    expect(await slug('the quick brown fox', { maxLength: 15 })).toBe('the-quick-brown');
    expect(await slug('the quick brown fox', { maxLength: 14 })).toBe('the-quick');
    expect(await slug('supercalifragilistic word', { maxLength: 5 })).toBe('super');
    expect(await slug('the quick', { maxLength: 0 })).toBe('the-quick');
  });

  it('applies custom replacements, longest first, and & → and by default', async () => {
    expect(await slug('Tom & Jerry')).toBe('tom-and-jerry');
    expect(await slug('Tom & Jerry', { replacements: {} })).toBe('tom-jerry');
    expect(await slug('C++ & C#', { replacements: { '+': 'plus', '++': 'pp', '#': 'sharp', '&': 'und' } })).toBe('c-pp-und-c-sharp');
    expect(await slug('a.*b', { replacements: '{".*":"star"}' })).toBe('a-star-b');
  });

  it('rejects malformed replacements with the reason', async () => {
    expect(await runError(tool, { text: 'x', replacements: '["&"]' }, 'INVALID_INPUT')).toMatch(/must be a JSON object/);
    expect(await runError(tool, { text: 'x', replacements: { '&': 1 } }, 'INVALID_INPUT')).toBe(
      'Custom replacements: the value for "&" must be a string, got 1.',
    );
    expect(await runError(tool, { text: 'x', replacements: { '': 'y' } }, 'INVALID_INPUT')).toMatch(/key is empty/);
  });

  it('returns an empty slug when nothing is left, and treats empty text as missing', async () => {
    expect(await slug('!!! ???')).toBe('');
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: 'x', maxLength: -1 }, 'CONSTRAINT_VIOLATION');
  });

  it('matches a reference slug built from NFKD for plain Latin text', async () => {
    const samples = ['Élan vital à la française', 'Ångström über naïve café', 'São Paulo — Zürich'];
    for (const s of samples) {
      const reference = s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/[a-z0-9]+/g)!.join('-');
      expect(await slug(s)).toBe(reference);
    }
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'Å ß ');
    const out = await slug(text);
    expect(out.length).toBe(text.length / 4 * 5 - 1);
    expect(out.startsWith('a-ss-a-ss')).toBe(true);
  });
});
