import { describe, expect, it } from 'vitest';
import { INPUT_KINDS, type InputKind } from '@ctp/core';
import { detectKinds, detectWithWork } from './index.js';
import { testRandom } from '../../_test/random.js';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----';
const SSH = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl ann@laptop';
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

/** Each kind: a value that is one (and should rank first, unless noted), and a near miss that is not. */
const CASES: Record<InputKind, { yes: string; no: string; notFirst?: boolean }> = {
  json: { yes: '{"a":[1,2],"b":null}', no: '{a:1' },
  yaml: { yes: 'name: ctp\nversion: 1\ntags:\n  - a\n  - b', no: 'name ctp\nversion 1' },
  xml: { yes: '<note><to>Tove</to><body>Hi</body></note>', no: 'note><to>Tove</to></note>' },
  html: { yes: '<!DOCTYPE html><html><body><p>Hi</p></body></html>', no: '<!DOCTYPE foo>' },
  csv: { yes: 'id,name,age\n1,Ann,30\n2,Bob,41', no: 'id,name,age\n1\n2,Bob' },
  toml: { yes: '[server]\nhost = "a.example"\nport = 8080', no: '[server]\nhost = a b c\nport: 8080' },
  markdown: { yes: '# Title\n\nSome **bold** text with a [link](https://x.example).\n\n- one\n- two', no: 'Title\n\nSome text with no markup at all.' },
  sql: { yes: 'SELECT id, name FROM users WHERE id = 1;', no: 'Selecting users from the table is easy.' },
  css: { yes: '.btn { color: red; padding: 4px; }', no: '.btn color red padding 4px' },
  javascript: { yes: 'const add = (a, b) => a + b;\nconsole.log(add(1, 2));', no: 'Add a and b, then log it.' },
  graphql: { yes: 'query GetUser { user(id: 1) { name } }', no: 'query the user by id' },
  jwt: { yes: JWT, no: 'eyJhbGciOiJIUzI1NiJ9.e30' },
  base64: { yes: 'SGVsbG8sIHdvcmxkIQ==', no: 'SGVsbG8sIHdvcmxkIQ=' },
  base64url: { yes: 'SGVsbG8_d29ybGQ-', no: 'SGVsbG8_d29ybGQ+' },
  base32: { yes: 'JBSWY3DPEHPK3PXP', no: 'JBSWY3DPEHPK3PX1' },
  hex: { yes: '48656c6c6f20776f726c64', no: '48656c6c6f20776f726c6g' },
  binary: { yes: '01001000 01101001', no: '01001000 01101002' },
  'url-encoded': { yes: 'caf%C3%A9%20au%20lait', no: 'caf%C3%A9%2 au lait' },
  'html-entities': { yes: '&lt;p&gt;Fish &amp; chips&lt;/p&gt;', no: '& lt;p& gt;' },
  'unicode-escapes': { yes: '\\u0048\\u0065\\u006c\\u006c\\u006f', no: '\\u00G8 and u0048' },
  morse: { yes: '.... . .-.. .-.. --- / .-- --- .-. .-.. -..', no: '.... . .-.. .-.. ---x' },
  punycode: { yes: 'xn--bcher-kva.example', no: 'xn-bcher-kva.example' },
  'quoted-printable': { yes: 'Caf=C3=A9 cr=C3=A8me br=C3=BBl=C3=A9e', no: 'Caf=c3=a9 cr=c3=a8me' },
  uuid: { yes: '550e8400-e29b-41d4-a716-446655440000', no: '550e8400-e29b-41d4-a716-44665544000' },
  ulid: { yes: '01ARZ3NDEKTSV4RRFFQ69G5FAV', no: '01ARZ3NDEKTSV4RRFFQ69G5FAU' },
  objectid: { yes: '507f1f77bcf86cd799439011', no: '507f1f77bcf86cd79943901' },
  semver: { yes: '2.1.0-rc.1+build.5', no: '01.2.3' },
  'hash-digest': { yes: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', no: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b85' },
  'unix-timestamp': { yes: '1700000000', no: '17000000000' },
  'iso-datetime': { yes: '2024-02-29T12:30:00+01:00', no: '2023-02-29T12:30:00+01:00' },
  cron: { yes: '*/15 9-17 * * MON-FRI', no: '*/15 9-17 * *' },
  url: { yes: 'https://example.com/docs?q=1#top', no: 'https//example.com/docs' },
  'query-string': { yes: 'page=2&sort=name&dir=asc', no: 'page=2&sort' },
  email: { yes: 'ann@example.com', no: 'ann@example' },
  ipv4: { yes: '192.168.0.1', no: '192.168.0.256' },
  ipv6: { yes: '2001:db8::8a2e:370:7334', no: '2001:db8:::370:7334' },
  cidr: { yes: '192.168.0.0/24', no: '192.168.0.0/33' },
  'mac-address': { yes: '00:1a:2b:3c:4d:5e', no: '00:1a:2b:3c:4d' },
  'user-agent': { yes: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', no: 'Mozilla 5.0 Windows' },
  'http-headers': { yes: 'Content-Type: application/json\nAuthorization: Bearer abc', no: 'Content-Type application/json\nAuthorization Bearer abc' },
  'curl-command': { yes: "curl -H 'Accept: application/json' https://api.example.com/v1", no: 'curling is a sport' },
  domain: { yes: 'api.example.com', no: 'api.example.c' },
  color: { yes: '#1e90ff', no: '#1e90fg' },
  'pem-certificate': { yes: CERT, no: CERT.replace('-----END CERTIFICATE-----', '') },
  'pem-private-key': { yes: KEY, no: KEY.replace('END PRIVATE', 'END PUBLIC') },
  'pem-public-key': { yes: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYI\n-----END PUBLIC KEY-----', no: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYI\n-----END PRIVATE KEY-----' },
  'pem-csr': { yes: '-----BEGIN CERTIFICATE REQUEST-----\nMIIBVjCB\n-----END CERTIFICATE REQUEST-----', no: '-----BEGIN CERTIFICATE REQUEST-----\nMIIBVjCB\n-----END REQUEST-----' },
  'ssh-public-key': { yes: SSH, no: SSH.replace('AAAAC3', 'BBBBC3') },
  'pgp-block': { yes: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQENBF\n-----END PGP PUBLIC KEY BLOCK-----', no: '-----BEGIN PGP KEY-----\nmQENBF\n-----END PGP KEY-----' },
  number: { yes: '-1,234.56', no: '1,23,4.5' },
  'credit-card': { yes: '4111 1111 1111 1111', no: '4111 1111 1111 1112' },
  iban: { yes: 'GB82 WEST 1234 5698 7654 32', no: 'GB82 WEST 1234 5698 7654 33' },
  phone: { yes: '+44 20 7946 0958', no: '+44 20 79' },
  regex: { yes: '^(?:[a-z0-9_-]+)@example\\.com$', no: '^(?:[a-z0-9_-]+@example\\.com$' },
  jsonpath: { yes: '$..book[?(@.price < 10)].title', no: '$book.title' },
};

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
