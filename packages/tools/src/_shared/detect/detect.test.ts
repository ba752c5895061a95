import { describe, expect, it } from 'vitest';
import { INPUT_KINDS } from '@ctp/core';
import { detectKinds, detectWithWork } from './index.js';
import { testRandom } from '../../_test/random.js';
import { CASES, CERT, JWT, KEY } from '../../_test/detect-cases.js';

describe('detectKinds', () => {
  it('has a case for every input kind', () => {
    expect(Object.keys(CASES).sort()).toEqual([...INPUT_KINDS].sort());
  });

  it.each(INPUT_KINDS.map((k) => [k, CASES[k]] as const))('%s: a positive ranks first, a near miss is not it', (kind, { yes, no, notFirst }) => {
    const found = detectKinds(yes);
    expect(found.map((d) => d.kind), JSON.stringify(found)).toContain(kind);
    if (!notFirst) expect(found[0]!.kind, JSON.stringify(found.slice(0, 3))).toBe(kind);
    const hit = found.find((d) => d.kind === kind)!;
    expect(hit.label.length).toBeGreaterThan(0);
    expect(hit.confidence).toBeGreaterThan(0.5);
    expect(hit.confidence).toBeLessThanOrEqual(1);
    const miss = detectKinds(no);
    expect(miss.map((d) => d.kind), `${JSON.stringify(no)} → ${JSON.stringify(miss)}`).not.toContain(kind);
  });

  it('never calls a bare number, string or literal JSON', () => {
    for (const text of ['42', '-1.5e3', '0', 'true', 'null', '"text"', '1700000000']) expect(detectKinds(text).map((d) => d.kind), text).not.toContain('json');
    expect(detectKinds('42')[0]!.kind).toBe('number');
  });

  it('ranks hex above base64 when every character is a hex digit', () => {
    for (const text of ['deadbeef00112233', '0123456789abcdef0123', 'CAFEBABE12345678']) {
      const kinds = detectKinds(text).map((d) => d.kind);
      expect(kinds.indexOf('hex'), text).toBeGreaterThanOrEqual(0);
      if (kinds.includes('base64')) expect(kinds.indexOf('hex'), text).toBeLessThan(kinds.indexOf('base64'));
    }
  });

  it('reads what it can: dates, versions, key types, decoded previews', () => {
    expect(detectKinds('1700000000000')[0]).toMatchObject({ kind: 'unix-timestamp', label: 'Unix timestamp in milliseconds', detail: '2023-11-14T22:13:20.000Z' });
    expect(detectKinds('1700000000000000')[0]).toMatchObject({ label: 'Unix timestamp in microseconds' });
    expect(detectKinds('1700000000000000000')[0]).toMatchObject({ label: 'Unix timestamp in nanoseconds', detail: '2023-11-14T22:13:20.000Z' });
    expect(detectKinds('99999999999')).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: 'unix-timestamp' })]));
    expect(detectKinds('018f3e4a-7b2c-7d4e-8f9a-0b1c2d3e4f50')[0]).toMatchObject({ kind: 'uuid', label: 'UUID v7' });
    expect(detectKinds(JWT)[0]).toMatchObject({ kind: 'jwt', label: 'JWT (HS256)' });
    expect(detectKinds('SGVsbG8sIHdvcmxkIQ==')[0]).toMatchObject({ kind: 'base64', detail: 'decodes to text: Hello, world!' });
    expect(detectKinds('data:image/png;base64,iVBORw0KGgo=')[0]).toMatchObject({ kind: 'base64', label: 'Base64 data URL', detail: 'image/png' });
    expect(detectKinds(`${CERT}\n${KEY}`).map((d) => d.kind).slice(0, 2).sort()).toEqual(['pem-certificate', 'pem-private-key']);
    expect(detectKinds('$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW')[0]).toMatchObject({ kind: 'hash-digest', label: 'bcrypt hash' });
    expect(detectKinds('{"a":')[0]).toMatchObject({ kind: 'json', label: 'JSON (invalid)' });
  });

  it('reads a list of values one per line', () => {
    const list = ['192.168.0.1', '10.0.0.1', '172.16.5.4'].join('\n');
    expect(detectKinds(list)[0]).toMatchObject({ kind: 'ipv4', label: 'IPv4 address, one per line', detail: '3 lines' });
    expect(detectKinds('192.168.0.1\nnot an address').map((d) => d.kind)).not.toContain('ipv4');
  });

  it('finds nothing in prose and empty input', () => {
    expect(detectKinds('')).toEqual([]);
    expect(detectKinds('   \n\t ')).toEqual([]);
    expect(detectKinds('The quick brown fox jumps over the lazy dog.')).toEqual([]);
  });

  it('handles unicode input', () => {
    expect(detectKinds('À😀中').every((d) => d.confidence <= 0.5)).toBe(true);
    expect(detectKinds('{"名前":"À😀中"}')[0]!.kind).toBe('json');
    expect(detectKinds('bücher.example')[0]!.kind).toBe('domain');
  });
});

describe('linear work on hostile input (counted, not timed)', () => {
  const random = testRandom(10);
  const noise = (n: number) => Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join('');
  const fixedNoise = noise(4096);
  const HOSTILE: Record<string, (n: number) => string> = {
    braces: (n) => '{'.repeat(n),
    brackets: (n) => '['.repeat(n / 2) + ']'.repeat(n / 2),
    'json object': (n) => `{"a":"${'x'.repeat(n - 8)}"}`,
    letters: (n) => 'a'.repeat(n),
    'base64 alphabet': (n) => 'QUJD'.repeat(n / 4),
    'hex digits': (n) => 'ab'.repeat(n / 2),
    'binary groups': (n) => '01010101 '.repeat(n / 9),
    angles: (n) => '<'.repeat(n),
    'unclosed tags': (n) => '<a '.repeat(n / 3),
    percents: (n) => '%'.repeat(n),
    'html entities': (n) => '&amp'.repeat(n / 4),
    'PEM begins without ends': (n) => '-----BEGIN CERTIFICATE-----\n'.repeat(n / 28),
    'PEM of many types': (n) => Array.from({ length: n / 30 }, (_, i) => `-----BEGIN T${i % 9999}-----\n`).join(''),
    'yaml-ish lines': (n) => 'key: value\n'.repeat(n / 11),
    'csv-ish lines': (n) => 'a,b,"c\n'.repeat(n / 7),
    newlines: (n) => '\n'.repeat(n - 1) + 'x',
    'morse symbols': (n) => '.- '.repeat(n / 3),
    slashes: (n) => '/'.repeat(n),
    'escape backslashes': (n) => '\\u'.repeat(n / 2),
    'equals signs': (n) => '=A'.repeat(n / 2),
    'dots and digits': (n) => '1.'.repeat(n / 2),
    'markdown links': (n) => '[a]('.repeat(n / 4),
    'long lines of values': (n) => `${'1'.repeat(5000)}\n`.repeat(n / 5001),
    'many short lines': (n) => '10.0.0.1\n'.repeat(n / 9),
    'random printable': (n) => fixedNoise.repeat(Math.ceil(n / 4096)).slice(0, n),
  };

  it.each(Object.entries(HOSTILE))('%s', (_name, make) => {
    const small = detectWithWork(make(250_000));
    const large = detectWithWork(make(1_000_000));
    // each detector reads the text a bounded number of times: at most ~60 characters examined per input character
    expect(large.work).toBeLessThan(60 * 1_000_000);
    // and four times the input costs about four times the work
    expect(large.work / small.work).toBeLessThan(4.5);
  });
});
