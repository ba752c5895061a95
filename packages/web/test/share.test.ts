import { describe, expect, it } from 'vitest';
import { compressState, decodeState, decompressState, encodeState, MAX_QUERY } from '../src/client/share.js';

describe('shared state in the URL', () => {
  it('keeps short values readable in the query', async () => {
    const encoded = await encodeState({ indent: '4', json: '{"a":1}' });
    expect(encoded).toEqual({ search: '?indent=4&json=%7B%22a%22%3A1%7D', hash: '', tooLarge: false });
    expect(await decodeState({ search: encoded.search, hash: '' })).toEqual({ indent: '4', json: '{"a":1}' });
  });

  it('moves large state into a compressed fragment, and restores it exactly', async () => {
    const big = JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `item ${i}`, ok: i % 2 === 0 })));
    const state = { json: big, indent: '2', note: 'À😀中' };
    const encoded = await encodeState(state);
    expect(encoded.search).toBe('');
    expect(encoded.hash).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    expect(encoded.hash.length).toBeLessThan(big.length / 5);
    expect(await decodeState({ search: '?indent=9', hash: encoded.hash })).toEqual(state); // the fragment wins
    expect(big.length).toBeGreaterThan(MAX_QUERY);
  });

  it('says when even compressed state is too large to share', async () => {
    let noise = '';
    let x = 12345;
    for (let i = 0; i < 60_000; i++) {
      // xorshift32: incompressible enough, and the same every run
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      noise += String.fromCharCode(33 + (x % 90));
    }
    expect((await encodeState({ text: noise })).tooLarge).toBe(true);
  });

  it('ignores damaged or foreign fragments', async () => {
    expect(await decompressState('not-base64-!!')).toBeUndefined();
    expect(await decodeState({ search: '?a=1', hash: '#s=AAAA' })).toEqual({ a: '1' });
    expect(await decodeState({ search: '', hash: '#section-2' })).toEqual({});
    expect(await decompressState(await compressState({ k: 'v' }))).toEqual({ k: 'v' });
  });
});
