import { describe, expect, it } from 'vitest';
import { escapeUTF8 } from 'entities';
import tool from './index.js';
import { testRandom } from '../../_test/random.js';
import { randomUnicode } from '../../_test/stream.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const encode = async (text: string, characters = 'special', format = 'named') =>
  (await runOk<{ result: string }>(tool, { text, mode: 'encode', characters, format })).result;
const decode = async (text: string, context = 'text') =>
  (await runOk<{ result: string }>(tool, { text, mode: 'decode', context })).result;

const POOL = ['<', '>', '&', '"', "'", 'a', ' ', '#', ';', 'é', '€', '中', '😀', '\u00a0', '\n', '=', 'x', '1', '≂̸', '©'];

describe('html-entity-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('handles the unicode sample in every format', async () => {
    expect(await encode(UNICODE_SAMPLE)).toBe(UNICODE_SAMPLE);
    expect(await encode(UNICODE_SAMPLE, 'nonAscii')).toBe('&Agrave;&#128512;&#20013;');
    expect(await encode(UNICODE_SAMPLE, 'nonAscii', 'decimal')).toBe('&#192;&#128512;&#20013;');
    expect(await encode(UNICODE_SAMPLE, 'nonAscii', 'hex')).toBe('&#xC0;&#x1F600;&#x4E2D;');
    expect(await decode('&Agrave;&#128512;&#x4e2d;')).toBe(UNICODE_SAMPLE);
  });

  it('escapes exactly the five special characters, in each format', async () => {
    const s = `<p title="a">Tom's & Jerry's</p> é`;
    expect(await encode(s)).toBe('&lt;p title=&quot;a&quot;&gt;Tom&apos;s &amp; Jerry&apos;s&lt;/p&gt; é');
    expect(await encode(s, 'special', 'decimal')).toBe('&#60;p title=&#34;a&#34;&#62;Tom&#39;s &#38; Jerry&#39;s&#60;/p&#62; é');
    expect(await encode(s, 'special', 'hex')).toBe('&#x3C;p title=&#x22;a&#x22;&#x3E;Tom&#x27;s &#x26; Jerry&#x27;s&#x3C;/p&#x3E; é');
  });

  it('makes output pure ASCII with non-ASCII encoding, using names where HTML has them', async () => {
    expect(await encode('Café – 5 €\u00a0≂̸', 'nonAscii')).toBe('Caf&eacute; &ndash; 5 &euro;&nbsp;&nesim;');
    expect(await encode('Café – 5 €', 'nonAscii', 'decimal')).toBe('Caf&#233; &#8211; 5 &#8364;');
    expect(await encode('Café', 'nonAscii', 'hex')).toBe('Caf&#xE9;');
  });

  it('round-trips random text through every encoding (entities decoder and browser rules agree)', async () => {
    for (let n = 0; n < 40; n++) {
      let s = '';
      for (let i = 0; i < 1 + n * 4; i++) s += POOL[(n * 31 + i * 17 + i * i) % POOL.length];
      for (const characters of ['special', 'nonAscii'])
        for (const format of ['named', 'decimal', 'hex']) {
          const encoded = await encode(s, characters, format);
          expect(encoded).not.toMatch(/[<>"']/);
          if (characters === 'nonAscii') expect(encoded).toMatch(/^[\x00-\x7f]*$/);
          expect(await decode(encoded)).toBe(s);
          expect(await decode(encoded, 'attribute')).toBe(s);
        }
      // XML knows only the five XML entities, so named non-ASCII output is not XML; numeric is
      expect(await decode(await encode(s, 'nonAscii', 'hex'), 'xml')).toBe(s);
      expect(await decode(await encode(s), 'xml')).toBe(s);
    }
  });

  it('decodes legacy references without a semicolon the way browsers do in text', async () => {
    // examples from the WHATWG HTML spec, named character reference state
    expect(await decode('I\'m &notit; I tell you')).toBe("I'm ¬it; I tell you");
    expect(await decode("I'm &notin; I tell you")).toBe("I'm ∉ I tell you");
    expect(await decode('&copy2024 &amp &lt')).toBe('©2024 & <');
  });

  it('keeps legacy references followed by = or an alphanumeric in attribute values', async () => {
    expect(await decode('?a=1&copy=2&not=3&lt;', 'attribute')).toBe('?a=1&copy=2&not=3<');
    expect(await decode('?a=1&copy=2&not=3&lt;', 'text')).toBe('?a=1©=2¬=3<');
  });

  it('maps numeric references like browsers: Windows-1252 for 128–159, U+FFFD for invalid code points', async () => {
    expect(await decode('&#128;&#x99;')).toBe('€™');
    expect(await decode('&#0;&#xD800;&#x110000;')).toBe('\uFFFD\uFFFD\uFFFD');
    expect(await decode('&#65&#x42;&#X43;')).toBe('ABC');
  });

  it('decodes XML with only the XML entities', async () => {
    expect(await decode('&lt;a&gt; &apos;&quot; &#128; &eacute;', 'xml')).toBe('<a> \'" \u0080 &eacute;');
  });

  it('warns about unknown named references instead of failing', async () => {
    const result = await runTool(tool, { text: '&nbps; &foo; &foo; &amp;bar; &copyx;', mode: 'decode' });
    expect(result.success && result.data).toEqual({ result: '&nbps; &foo; &foo; &bar; ©x;' });
    expect(result.metadata?.warnings).toEqual(['Unknown named references left unchanged: &nbps; &foo; (check the spelling).']);
    const xml = await runTool(tool, { text: 'a&nbsp;b', mode: 'decode', context: 'xml' });
    expect(xml.metadata?.warnings).toEqual(['Unknown named reference left unchanged: &nbsp; (XML defines only &amp; &lt; &gt; &quot; &apos;).']);
  });

  it('encodes and decodes the largest allowed input, and rejects one character more', async () => {
    const text = largestInput(tool, 'text', '<é>&');
    expect(await encode(text, 'nonAscii')).toBe('&lt;&eacute;&gt;&amp;'.repeat(250_000));
    expect(await decode(largestInput(tool, 'text', '&lt;&#233;'))).toBe('<é'.repeat(100_000));
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects an unknown format', async () => {
    await runError(tool, { text: 'a', format: 'octal' }, 'CONSTRAINT_VIOLATION');
  });

  it('escapes the special characters as the entities library does, in every format (random text, lone surrogates, output past one chunk)', async () => {
    const rand = testRandom(161);
    const texts = Array.from({ length: 40 }, () => randomUnicode(rand, Math.floor(rand() * 400)) + '&<>"\'');
    texts.push('a&b<c>"\''.repeat(200_000), 'é&😀<\ud800'.repeat(150_000));
    for (const text of texts) {
      const run = async (format: string) => (await runTool(tool, { text, format }, { limits: 'none' })).data.result as string;
      expect(await run('named')).toBe(escapeUTF8(text));
      expect(await run('decimal')).toBe(text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`));
      expect(await run('hex')).toBe(text.replace(/[&<>"']/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`));
    }
  });
});
