import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

const random = testRandom();

type Out = {
  results: Record<string, string[]>;
  counts: Record<string, number>;
  total: number;
  matches: Array<{ kind: string; value: string; line: number; column: number }>;
  matchesTruncated: boolean;
};
const extract = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const only = async (text: string, kind: string, options: Record<string, unknown> = {}) => (await extract(text, { kinds: kind, ...options })).results[kind];

describe('data-extractor', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown kind', async () => {
    expect(await runError(tool, { text: 'x', kinds: 'emails,bitcoin' }, 'INVALID_INPUT')).toMatch(/^Unknown kind "bitcoin"; use a comma list of emails, urls/);
    expect(await runError(tool, { text: 'x', kinds: ' , ' }, 'INVALID_INPUT')).toMatch(/^No kind selected/);
  });

  it('RFC 5322 / 6531: extracts addresses with / and = in the local part and in scripts with combining marks', async () => {
    const out = await extract('to user+mailbox/department=shipping@example.com, नामा@example.com, " "@example.org; see अजय@डाटा.भारत', { kinds: 'emails,domains' });
    expect(out.results).toEqual({
      emails: ['user+mailbox/department=shipping@example.com', 'नामा@example.com', '" "@example.org', 'अजय@डाटा.भारत'],
      domains: ['example.com', 'example.org', 'डाटा.भारत'],
    });
  });

  it('handles unicode: IDN domains and emails, columns in code points', async () => {
    const text = `${UNICODE_SAMPLE} jörg@bücher.de\n${UNICODE_SAMPLE}${UNICODE_SAMPLE} http://例え.テスト/パス`;
    const out = await extract(text, { kinds: 'emails,urls,domains', positions: true });
    expect(out.results).toEqual({ emails: ['jörg@bücher.de'], urls: ['http://例え.テスト/パス'], domains: ['bücher.de', '例え.テスト'] });
    expect(out.matches).toEqual([
      { kind: 'emails', value: 'jörg@bücher.de', line: 1, column: 5 },
      { kind: 'domains', value: 'bücher.de', line: 1, column: 10 },
      { kind: 'urls', value: 'http://例え.テスト/パス', line: 2, column: 8 },
      { kind: 'domains', value: '例え.テスト', line: 2, column: 15 },
    ]);
  });

  it('finds IPs exactly as node:net isIP classifies them', async () => {
    const candidates = ['1.2.3.4', '255.255.255.255', '256.1.1.1', '01.2.3.4', '::1', '2001:db8::8a2e:370:7334', 'fe80::1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7', '::ffff:192.0.2.1', 'host:10.1.1.1', '1::2::3', '12345::1', 'aa:bb:cc:dd:ee:ff', '10:30:00', '::'];
    const out = await extract(candidates.join(' \n'), { kinds: 'ipv4,ipv6', dedupe: false });
    // an address after "host:" is found, one inside IPv6 (::ffff:192.0.2.1) is not
    expect(out.results.ipv4).toEqual([...candidates.filter((c) => isIP(c) === 4), '10.1.1.1']);
    expect(out.results.ipv6).toEqual(candidates.filter((c) => isIP(c) === 6 && c !== '::'));
    // random addresses: everything isIP accepts is found whole
    for (let i = 0; i < 50; i++) {
      const v4 = Array.from({ length: 4 }, () => Math.floor(random() * 256)).join('.');
      const v6 = Array.from({ length: 8 }, () => Math.floor(random() * 65536).toString(16)).join(':');
      const r = await extract(`a ${v4}, b ${v6}.`, { kinds: 'ips' });
      expect([r.results.ipv4, r.results.ipv6]).toEqual([[v4], [v6]]);
      expect([isIP(v4), isIP(v6)]).toEqual([4, 6]);
    }
  });

  it('classifies hashes by length and ignores other hex runs', async () => {
    const md5 = 'd41d8cd98f00b204e9800998ecf8427e';
    const sha1 = 'da39a3ee5e6b4b0d3255bfef95601890afd80709';
    const sha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const out = await extract(`${md5} ${sha1.toUpperCase()} sha256:${sha256} ${'ab'.repeat(64)} ${'a'.repeat(33)} x${md5}`, { kinds: 'hashes' });
    expect(out.results).toEqual({ md5: [md5], sha1: [sha1.toUpperCase()], sha256: [sha256], sha512: ['ab'.repeat(64)] });
  });

  it('finds MACs, UUIDs and calendar-valid ISO dates', async () => {
    expect(await only('aa:bb:cc:dd:ee:ff AA-BB-CC-DD-EE-01 aabb.ccdd.eeff aa:bb-cc:dd:ee:ff aa:bb:cc:dd:ee:ff:00', 'macs')).toEqual(['aa:bb:cc:dd:ee:ff', 'AA-BB-CC-DD-EE-01', 'aabb.ccdd.eeff']);
    expect(await only('id=123e4567-e89b-12d3-a456-426614174000, 123E4567-E89B-12D3-A456-426614174000', 'uuids')).toEqual(['123e4567-e89b-12d3-a456-426614174000']);
    expect(await only('2024-02-29 2023-02-29 2024-13-01 2024-05-01T10:20:30.5+02:00 2024-05-01 23:59 12024-01-01 2024-05-01T25:00', 'dates')).toEqual([
      '2024-02-29',
      '2024-05-01T10:20:30.5+02:00',
      '2024-05-01 23:59',
    ]);
  });

  it('finds URLs without trailing punctuation and skips file names and path segments as domains', async () => {
    const text = 'See (https://example.com/a_(b)). Or ftp://files.example.net/x.tar.gz, then report.pdf and first.last@mail.example.io!';
    const out = await extract(text, { kinds: 'urls,domains,emails' });
    expect(out.results).toEqual({
      urls: ['https://example.com/a_(b)', 'ftp://files.example.net/x.tar.gz'],
      domains: ['example.com', 'files.example.net', 'mail.example.io'],
      emails: ['first.last@mail.example.io'],
    });
  });

  it('finds phone numbers and Luhn-valid card numbers only on request', async () => {
    const text = 'Call +1 (555) 123-4567 or 555.123.4567; card 4111 1111 1111 1111, not 4111 1111 1111 1112 nor 4111-1111 1111-1111.';
    expect((await extract(text)).results.phones).toBeUndefined();
    const out = await extract(text, { kinds: 'phones,creditCards' });
    expect(out.results).toEqual({ phones: ['+1 (555) 123-4567', '555.123.4567'], creditCards: ['4111 1111 1111 1111'] });
  });

  it('dedupes case-insensitively, counts every occurrence and sorts', async () => {
    const text = 'b@x.io A@x.io a@X.io b@x.io';
    expect(await extract(text, { kinds: 'emails', sort: 'alphabetical' })).toMatchObject({ results: { emails: ['A@x.io', 'b@x.io'] }, counts: { emails: 4 }, total: 4 });
    expect((await extract(text, { kinds: 'emails', dedupe: false })).results.emails).toEqual(['b@x.io', 'A@x.io', 'a@X.io', 'b@x.io']);
  });

  it('refangs, keeping positions in the original text', async () => {
    const text = 'line one\nhxxp://evil[.]example(.)com/p and 10[.]0[.]0[.]1 user[@]evil[dot]com';
    const out = await extract(text, { kinds: 'urls,ipv4,emails', refang: true, positions: true });
    expect(out.matches).toEqual([
      { kind: 'urls', value: 'http://evil.example.com/p', line: 2, column: 1 },
      { kind: 'ipv4', value: '10.0.0.1', line: 2, column: 35 },
      { kind: 'emails', value: 'user@evil.com', line: 2, column: 50 },
    ]);
    expect((await extract(text, { kinds: 'urls,ipv4' })).total).toBe(0);
  });

  it('stays linear on 1 MB adversarial inputs', async () => {
    const units = ['a', 'a.', 'a@', '1.', 'a:', 'ab:', 'f', '0-', '1 ', '+1 ', 'http://', 'a-', 'aa:bb-', '2024-01-', 'x.y@', '[.]', '4111 '];
    for (const unit of units) {
      const text = largestInput(tool, 'text', unit);
      const out = await extract(text, { kinds: 'all', refang: true }); // quadratic work would hit the time limit
      expect(out.total).toBeGreaterThanOrEqual(0);
    }
  }, 30_000);

  it('lists at most 10,000 positions for the largest input', async () => {
    const text = largestInput(tool, 'text', '10.0.0.1 ');
    const out = await extract(text, { kinds: 'ipv4', positions: true });
    expect(out.counts.ipv4).toBe(111_111);
    expect(out.results.ipv4).toEqual(['10.0.0.1']);
    expect(out.matches.length).toBe(10_000);
    expect(out.matches[9_999]).toEqual({ kind: 'ipv4', value: '10.0.0.1', line: 1, column: 89_992 });
    expect(out.matchesTruncated).toBe(true);
  }, 120_000); // 10 s on a quiet 2-core machine
});
