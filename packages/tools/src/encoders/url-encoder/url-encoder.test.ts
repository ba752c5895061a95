import { describe, expect, it } from 'vitest';
import tool, { decode as checkedDecode } from './index.js';
import { testRandom } from '../../_test/random.js';
import { randomUnicode } from '../../_test/stream.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const run = async (text: string, mode: 'encode' | 'decode', scope = 'component') =>
  (await runOk<{ result: string }>(tool, { text, mode, scope })).result;

/** Every printable ASCII character, controls, and multi-byte characters of each UTF-8 length. */
const POOL = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), '\n', '\t', '\u0000', 'é', 'ß', '€', '中', '😀', '𝄞', '\u00a0'];

function sample(seed: number, length: number): string {
  let s = '';
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    s += POOL[x % POOL.length];
  }
  return s;
}

/** An independent RFC 3986 encoder: every UTF-8 byte outside the unreserved set as %XX. */
function rfc3986(text: string): string {
  let out = '';
  for (const b of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

describe('url-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('encodes and decodes the unicode sample as UTF-8', async () => {
    expect(await run(UNICODE_SAMPLE, 'encode')).toBe('%C3%80%F0%9F%98%80%E4%B8%AD');
    expect(await run('%C3%80%F0%9F%98%80%E4%B8%AD', 'decode')).toBe(UNICODE_SAMPLE);
    expect(await run('%c3%80%f0%9f%98%80%e4%b8%ad', 'decode')).toBe(UNICODE_SAMPLE);
  });

  it('matches encodeURIComponent, encodeURI, URLSearchParams and an RFC 3986 encoder on random text', async () => {
    for (let n = 0; n < 60; n++) {
      const s = sample(n + 1, 1 + n * 5);
      expect(await run(s, 'encode', 'component')).toBe(encodeURIComponent(s));
      expect(await run(s, 'encode', 'uri')).toBe(encodeURI(s));
      expect(await run(s, 'encode', 'form')).toBe(new URLSearchParams({ a: s }).toString().slice(2));
      expect(await run(s, 'encode', 'rfc3986')).toBe(rfc3986(s));
    }
  });

  it('round-trips and matches decodeURIComponent, decodeURI and URLSearchParams when decoding', async () => {
    for (let n = 0; n < 60; n++) {
      const s = sample(n + 100, 1 + n * 5);
      const component = encodeURIComponent(s);
      expect(await run(component, 'decode', 'component')).toBe(decodeURIComponent(component));
      expect(await run(rfc3986(s), 'decode', 'rfc3986')).toBe(s);
      // decodeURI keeps escapes of reserved characters, so the fully encoded form is a good probe
      expect(await run(component, 'decode', 'uri')).toBe(decodeURI(component));
      const form = new URLSearchParams({ a: s }).toString().slice(2);
      expect(await run(form, 'decode', 'form')).toBe(new URLSearchParams(`a=${form}`).get('a'));
    }
  });

  it('encodes the characters each scope is defined to escape', async () => {
    const s = "a b!'()*~-._&=/?#+";
    expect(await run(s, 'encode', 'component')).toBe("a%20b!'()*~-._%26%3D%2F%3F%23%2B");
    expect(await run(s, 'encode', 'rfc3986')).toBe('a%20b%21%27%28%29%2A~-._%26%3D%2F%3F%23%2B');
    expect(await run(s, 'encode', 'uri')).toBe("a%20b!'()*~-._&=/?#+");
    expect(await run(s, 'encode', 'form')).toBe('a+b%21%27%28%29*%7E-._%26%3D%2F%3F%23%2B');
    expect(await run('https://example.com/a b?q=ü#x', 'encode', 'uri')).toBe('https://example.com/a%20b?q=%C3%BC#x');
  });

  it('turns + into a space only for form bodies', async () => {
    expect(await run('a+b%2Bc', 'decode', 'component')).toBe('a+b+c');
    expect(await run('a+b%2Bc', 'decode', 'form')).toBe('a b+c');
  });

  it('keeps escaped reserved characters when decoding a full URL, in their original case', async () => {
    expect(await run('https://x.test/a%2fb%20c?q=%3D%26%23#%C3%BC', 'decode', 'uri')).toBe('https://x.test/a%2fb c?q=%3D%26%23#ü');
    expect(await run('https://x.test/a%2fb%20c?q=%3D%26%23#%C3%BC', 'decode', 'component')).toBe('https://x.test/a/b c?q==&##ü');
  });

  it('keeps literal non-ASCII characters when decoding', async () => {
    expect(await run('Jürgen%20%E2%82%AC 😀', 'decode')).toBe('Jürgen € 😀');
  });

  it('reports a % without two hex digits, with its position', async () => {
    expect(await runError(tool, { text: '100%', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      `Malformed percent-encoding: '%' at position 4 is not followed by two hex digits (found "%"); a literal '%' must be written %25`,
    );
    expect(await runError(tool, { text: 'a\nb%G1c', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/'%' at line 2, column 2 .*found "%G1"/);
  });

  it('reports escaped bytes that are not UTF-8, with the position of the bad byte', async () => {
    expect(await runError(tool, { text: 'ok%20%FF', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Malformed percent-encoding: %FF at position 6 is not valid UTF-8 (byte 0xFF in the escaped bytes %20%FF); percent-escapes must encode UTF-8, a literal '%' is written %25",
    );
    // a 3-byte sequence cut short by a plain character
    expect(await runError(tool, { text: 'x%E2%82y', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/%E2 at position 2 is not valid UTF-8 \(byte 0xE2 in the escaped bytes %E2%82\)/);
    // an encoded surrogate (CESU-8) is not UTF-8 either, as decodeURIComponent agrees
    expect(() => decodeURIComponent('%ED%A0%80')).toThrow();
    await runError(tool, { text: '%ED%A0%80', mode: 'decode' }, 'INVALID_INPUT');
  });

  it('refuses to encode a lone surrogate, as encodeURIComponent does', async () => {
    expect(() => encodeURIComponent('a\uD800')).toThrow(URIError);
    expect(await runError(tool, { text: 'ab\uD800', mode: 'encode' }, 'INVALID_INPUT')).toBe(
      'Cannot percent-encode the lone surrogate U+D800 at position 3: it is half of a UTF-16 pair and has no UTF-8 form. Remove it or complete the pair.',
    );
  });

  it('encodes and decodes the largest allowed input, and rejects one character more', async () => {
    const text = largestInput(tool, 'text', 'a b€');
    expect(await run(text, 'encode')).toBe(encodeURIComponent(text));
    const escaped = largestInput(tool, 'text', '%41');
    expect(await run(escaped, 'decode')).toBe('A'.repeat(333_333));
    const mixed = largestInput(tool, 'text', 'x%C3%BC');
    expect(await run(mixed, 'decode')).toBe('xü'.repeat(142_857));
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects an unknown scope', async () => {
    await runError(tool, { text: 'a', scope: 'path' }, 'CONSTRAINT_VIOLATION');
  });

  it("decodes like its checking decoder (the engine's decoder is a fast path): random escapes, corruptions, every scope", async () => {
    const rand = testRandom(71);
    const scopes = ['component', 'rfc3986', 'uri', 'form'] as const;
    const noise = ['%', '%2', '%zz', '%C3', '%FF', '%ED%A0%80', '%C0%80', '+', '%2B', '%23', '%2f', '%E2%82%AC'];
    for (let k = 0; k < 400; k++) {
      let text = encodeURIComponent(randomUnicode(rand, Math.floor(rand() * 60), true));
      if (k % 2) text = text.slice(0, Math.floor(rand() * text.length)) + noise[Math.floor(rand() * noise.length)] + text.slice(Math.floor(rand() * text.length));
      const scope = scopes[k % 4]!;
      if (text === '') continue; // an empty input is a missing one
      const result = await runTool(tool, { text, mode: 'decode', scope });
      const checked = checkedDecode(text, scope);
      if ('text' in checked) expect(result, JSON.stringify({ text, scope })).toMatchObject({ success: true, data: { result: checked.text } });
      else expect(result, JSON.stringify({ text, scope })).toMatchObject({ success: false, errorCode: 'INVALID_INPUT' });
    }
  });

  it('encodes a text larger than one chunk exactly as in one piece (astral characters on the chunk edges)', async () => {
    const rand = testRandom(72);
    const text = Array.from({ length: 4000 }, () => randomUnicode(rand, 300, true)).join('') + '😀'.repeat(700_000);
    for (const scope of ['component', 'rfc3986', 'uri', 'form'] as const) {
      const result = await runTool(tool, { text, scope }, { limits: 'none' });
      const expected = { component: encodeURIComponent(text), uri: encodeURI(text) }[scope as 'component' | 'uri'];
      if (expected) expect(result.data.result === expected, scope).toBe(true);
      else expect(decodeURIComponent((result.data.result as string).replace(/\+/g, ' '))).toBe(text);
    }
  });
});
