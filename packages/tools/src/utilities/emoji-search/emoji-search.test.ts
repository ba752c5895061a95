import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';

type Row = { emoji: string; name: string; shortcodes: string[]; codepoints: string; group: string; keywords: string[] };
type Out = { emoji: string; total: number; results: Row[] };
const search = (query: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { query, ...extra });

describe('emoji-search', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { query: '' }, 'MISSING_REQUIRED');
  });

  it('finds by exact name first, by shortcode and by pasted emoji', async () => {
    expect((await search('red heart')).results[0]).toMatchObject({ emoji: '❤️', name: 'red heart', codepoints: 'U+2764 U+FE0F' });
    expect((await search(':tada:')).results.map((r) => r.emoji)).toEqual(['🎉']);
    expect((await search(':+1:')).results[0]!.name).toBe('thumbs up');
    const pasted = await search('😀');
    expect(pasted.results).toHaveLength(1);
    expect(pasted.results[0]).toMatchObject({ name: 'grinning face', codepoints: 'U+1F600', group: 'Smileys & emotion' });
    expect((await search('❤')).results[0]!.name).toBe('red heart');
  });

  it('combines words, filters by group and lists skin tones', async () => {
    const cat = await search('cat face', { limit: 50 });
    expect(cat.results.every((r) => /cat/.test(r.name) || r.keywords.includes('cat'))).toBe(true);
    expect((await search('flag france', { group: '9' })).emoji).toBe('🇫🇷');
    const wave = await search('waving hand', { skinTones: true });
    expect(wave.results.map((r) => r.emoji)).toEqual(['👋', '👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿']);
    expect(wave.results[3]!.codepoints).toBe('U+1F44B U+1F3FD');
  });

  it('returns nothing for nonsense', async () => {
    expect(await search('qwxzzy')).toEqual({ emoji: '', total: 0, results: [] });
  });

  it('handles the largest allowed query and limit', async () => {
    const out = await search('face', { limit: 200 });
    expect(out.results.length).toBe(Math.min(200, out.total));
    await runError(tool, { query: 'a'.repeat(101) }, 'CONSTRAINT_VIOLATION');
  });
});
