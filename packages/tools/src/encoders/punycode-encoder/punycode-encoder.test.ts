import { describe, expect, it } from 'vitest';
// @ts-expect-error punycode.js ships no type declarations (a test reference only)
import punycode from 'punycode.js';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Label = { ascii: string; unicode: string; valid: boolean; problem?: string };
type Out = { result: string; valid: boolean; labels?: Label[]; problems?: string[] };
const run = (text: string, mode: string) => runOk<Out>(tool, { text, mode });

const cp = (...codes: number[]) => String.fromCodePoint(...codes);
/** RFC 3492 §7.1 sample strings. */
const SAMPLES: Array<[string, string]> = [
  [cp(0x644, 0x64a, 0x647, 0x645, 0x627, 0x628, 0x62a, 0x643, 0x644, 0x645, 0x648, 0x634, 0x639, 0x631, 0x628, 0x64a, 0x61f), 'egbpdaj6bu4bxfgehfvwxn'],
  [cp(0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587), 'ihqwcrb4cv8a8dqg056pqjye'],
  [cp(0x4ed6, 0x5011, 0x7232, 0x4ec0, 0x9ebd, 0x4e0d, 0x8aaa, 0x4e2d, 0x6587), 'ihqwctvzc91f659drss3x8bo0yb'],
  ['3年B組金八先生', '3B-ww4c5e180e575a65lsy2b'],
  ['安室奈美恵-with-SUPER-MONKEYS', '-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n'],
  ['Hello-Another-Way-それぞれの場所', 'Hello-Another-Way--fc4qua05auwb3674vfr0b'],
  ['ひとつ屋根の下2', '2-u9tlzr9756bt3uc0v'],
  ['MajiでKoiする5秒前', 'MajiKoi5-783gue6qz075azm5e'],
  ['パフィーdeルンバ', 'de-jg4avhby1noc0d'],
  ['そのスピードで', 'd9juau41awczczp'],
  ['-> $1.00 <-', '-> $1.00 <--'],
];

describe('punycode-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('encodes and decodes the RFC 3492 §7.1 samples (raw mode), agreeing with punycode.js', async () => {
    for (const [unicode, encoded] of SAMPLES) {
      expect((await run(unicode, 'punycodeEncode')).result, unicode).toBe(encoded);
      expect(punycode.encode(unicode)).toBe(encoded);
      expect(await run(encoded, 'punycodeDecode')).toEqual({ result: unicode, valid: true });
    }
  });

  it('matches punycode.js on generated strings', async () => {
    const pool = ['a', 'Z', '-', 'ü', 'ß', '中', '😀', '𝄞', 'é', '\u{10FFFF}', '9', 'Ω'];
    for (let n = 1; n < 40; n++) {
      let s = '';
      for (let i = 0; i < n; i++) s += pool[(n * 5 + i * 7) % pool.length];
      const expected = punycode.encode(s);
      expect((await run(s, 'punycodeEncode')).result).toBe(expected);
      expect((await run(expected, 'punycodeDecode')).result).toBe(s);
    }
  });

  it('converts domains to ASCII with UTS #46 mapping and reports labels', async () => {
    expect((await run('MÜNCHEN.DE', 'toAscii')).result).toBe('xn--mnchen-3ya.de');
    expect((await run('faß.de', 'toAscii')).result).toBe('xn--fa-hia.de');
    expect((await run('Ｅxample。com', 'toAscii')).result).toBe('example.com');
    expect(await run('😀.example', 'toAscii')).toEqual({
      result: 'xn--e28h.example',
      valid: true,
      labels: [
        { ascii: 'xn--e28h', unicode: '😀', valid: true },
        { ascii: 'example', unicode: 'example', valid: true },
      ],
      problems: [],
    });
    expect((await run('i❤.ws', 'toAscii')).result).toBe(`${punycode.toASCII('i❤.ws')}`);
    expect((await run('bücher.example.', 'toAscii')).result).toBe('xn--bcher-kva.example.');
  });

  it('converts back to Unicode', async () => {
    expect(await run('xn--mnchen-3ya.de', 'toUnicode')).toEqual({
      result: 'münchen.de',
      valid: true,
      labels: [
        { ascii: 'xn--mnchen-3ya', unicode: 'münchen', valid: true },
        { ascii: 'de', unicode: 'de', valid: true },
      ],
      problems: [],
    });
    expect((await run('XN--E28H.COM', 'toUnicode')).result).toBe('😀.com');
    const bad = await run('xn--a.com', 'toUnicode');
    expect(bad.valid).toBe(false);
    expect(bad.problems).toEqual(["label 1 ('\u0080'): 'xn--a' decodes to '\u0080', which IDNA does not allow (not the canonical encoding, or disallowed characters)"]);
    expect((await run('xn--99999999999z.com', 'toUnicode')).problems).toEqual(["label 1 ('xn--99999999999z'): 'xn--99999999999z' is not valid Punycode after xn--"]);
    expect((await run('xn--Mnchen-3ya.de', 'toUnicode')).result).toBe('münchen.de');
  });

  it('converts the domain of an email and keeps the local part', async () => {
    expect((await run('Info@Bücher.example', 'toAscii')).result).toBe('Info@xn--bcher-kva.example');
    expect((await run('user@xn--bcher-kva.example', 'toUnicode')).result).toBe('user@bücher.example');
    const result = await runTool(tool, { text: 'jörg@münchen.de', mode: 'toAscii' });
    expect(result.success && result.data.result).toBe('jörg@xn--mnchen-3ya.de');
    expect(result.metadata?.warnings?.[0]).toMatch(/local part 'jörg' is not ASCII.*SMTPUTF8/);
    expect(await runError(tool, { text: 'user@', mode: 'toAscii' }, 'INVALID_INPUT')).toBe("Nothing after '@' at position 5: the email has no domain");
  });

  it('flags invalid labels: too long, bad characters, hyphens, empty, domain too long', async () => {
    const long = await run(`${'a'.repeat(64)}.com`, 'toAscii');
    expect(long.valid).toBe(false);
    expect(long.labels![0]!.problem).toBe('64 characters in ASCII form; a DNS label allows at most 63');
    expect((await run('a_b.com', 'toAscii')).problems).toEqual(["label 1 ('a_b'): '_' (U+005F) at position 2 is not allowed in a host name (only letters, digits and hyphens)"]);
    expect((await run('-ab.com', 'toAscii')).labels![0]!.problem).toBe('a label cannot start or end with a hyphen');
    expect((await run('ab--c.com', 'toAscii')).labels![0]!.problem).toBe('hyphens in the 3rd and 4th position are reserved for encodings like xn--');
    expect((await run('a..b', 'toAscii')).labels![1]!.problem).toBe('empty label (two dots in a row, or a leading dot)');
    const domain = Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.');
    expect((await run(domain, 'toAscii')).problems).toEqual(['the domain is 304 characters in ASCII form; DNS allows at most 253']);
    expect((await run(`${'ü'.repeat(60)}.de`, 'toAscii')).labels![0]!.valid).toBe(false);
  });

  it('rejects what cannot be a domain or Punycode, with positions', async () => {
    expect(await runError(tool, { text: 'https://example.com', mode: 'toAscii' }, 'INVALID_INPUT')).toBe(
      "Invalid domain: ':' (U+003A) at position 6 cannot appear in a domain name (pass only the host name, not a URL)",
    );
    expect(await runError(tool, { text: 'ok.xn--a.com', mode: 'toAscii' }, 'INVALID_INPUT')).toBe(
      "Invalid domain: label 2 'xn--a' cannot be converted to ASCII (it is not valid Punycode or decodes to a disallowed name)",
    );
    expect(await runError(tool, { text: '1.2.3', mode: 'toAscii' }, 'INVALID_INPUT')).toBe("Invalid domain: '1.2.3' is read as the IPv4 address 1.2.0.3, not a domain name");
    expect(await runError(tool, { text: '10.0.0.1', mode: 'toAscii' }, 'INVALID_INPUT')).toBe("Invalid domain: '10.0.0.1' is read as the IPv4 address 10.0.0.1, not a domain name");
    expect(await runError(tool, { text: 'ok.A\u007fb.com', mode: 'toAscii' }, 'INVALID_INPUT')).toBe(
      "Invalid domain: label 2 'A\u007fb' cannot be converted to ASCII: U+007F at position 2 of the label is disallowed by UTS #46",
    );
    expect(await runError(tool, { text: 'example.0x7f', mode: 'toAscii' }, 'INVALID_INPUT')).toBe(
      "Invalid domain: 'example.0x7f' ends in a number, so it is read as an IPv4 address, and it is not a valid one",
    );
    expect(await runError(tool, { text: 'ab€c-d!e', mode: 'punycodeDecode' }, 'INVALID_INPUT')).toBe(
      "Invalid Punycode: '!' (U+0021) at position 7 is not a Punycode digit (a-z, 0-9 after the last '-')",
    );
    expect(await runError(tool, { text: 'abü-de', mode: 'punycodeDecode' }, 'INVALID_INPUT')).toMatch(/'ü' \(U\+00FC\) at position 3 is not ASCII/);
    expect(await runError(tool, { text: 'a-99999999999', mode: 'punycodeDecode' }, 'INVALID_INPUT')).toMatch(/^Invalid Punycode: 'a-99999999999' is truncated or decodes to a code point out of range$/);
  });

  it('handles the unicode sample', async () => {
    const encoded = punycode.encode(UNICODE_SAMPLE);
    expect((await run(UNICODE_SAMPLE, 'punycodeEncode')).result).toBe(encoded);
    expect((await run(UNICODE_SAMPLE, 'toAscii')).result).toBe(new URL(`http://${UNICODE_SAMPLE}`).hostname);
    expect((await run(`xn--${punycode.encode('à😀中')}`, 'toUnicode')).result).toBe('à😀中');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ü');
    const expected = punycode.encode(text);
    expect((await run(text, 'punycodeEncode')).result).toBe(expected);
    const labels = largestInput(tool, 'text', 'äbc.');
    const out = await run(labels.slice(0, -1), 'toAscii');
    expect(out.labels!.length).toBe(2500);
    expect(out.labels![0]).toEqual({ ascii: 'xn--bc-uia', unicode: 'äbc', valid: true });
  });
});
