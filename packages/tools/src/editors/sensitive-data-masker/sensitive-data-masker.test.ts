import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import tool, { ibanValid, ipv6Valid } from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Finding {
  type: string;
  line: number;
  column: number;
  length: number;
}
interface Out {
  masked: string;
  findings: Finding[];
  counts: Record<string, number>;
  total: number;
  findingsTruncated: boolean;
}

const run = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const label = async (text: string, options: Record<string, unknown> = {}) => (await run(text, { maskStyle: 'label', ...options })).masked;

function jwt(): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  const head = `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64('{"sub":"42","name":"Ada"}')}`;
  return `${head}.${createHmac('sha256', 'k').update(head).digest('base64url')}`;
}

describe('sensitive-data-masker', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('masks with asterisks of the same length by default, reporting positions but never values', async () => {
    const data = await run('mail bob@example.org now');
    expect(data).toEqual({
      masked: 'mail *************** now',
      findings: [{ type: 'email', line: 1, column: 6, length: 15 }],
      counts: { email: 1 },
      total: 1,
      findingsTruncated: false,
    });
    expect(JSON.stringify(data.findings)).not.toContain('bob');
  });

  it('keeps the first and last N characters in partial style', async () => {
    expect((await run('mail bob@example.org now', { maskStyle: 'partial', keepChars: 3 })).masked).toBe('mail bob*********org now');
    expect((await run('pwd=abcdef', { maskStyle: 'partial', keepChars: 2 })).masked).toBe('pwd=******');
  });

  it('RFC 5322 / 6531: masks whole addresses with / and = in the local part, and addresses in scripts with combining marks', async () => {
    // the old pattern cut at "/" and "=", masking only "shipping@example.com" and leaving the head readable
    expect(await label('to user+mailbox/department=shipping@example.com now')).toBe('to [REDACTED:email] now');
    expect(await label('from नामा@example.com and अजय@डाटा.भारत')).toBe('from [REDACTED:email] and [REDACTED:email]');
    expect(await label('quoted " "@example.org and "john..doe"@example.com')).toBe('quoted [REDACTED:email] and [REDACTED:email]');
    expect(await label('email=user@example.com')).toBe('email=[REDACTED:email]');
  });

  it('finds emails, including unicode ones, but not bare @handles', async () => {
    expect(await label('a.b+tag@sub.example.co.uk, josé@exämple.de. @user x@y')).toBe('[REDACTED:email], [REDACTED:email]. @user x@y');
  });

  it('finds international and North American phone numbers, not plain numbers', async () => {
    expect(await label('call +44 20 7946 0958 or +1-202-555-0143 or 0049 (30) 1234567 or (555) 123-4567 or 555.123.4567')).toBe(
      'call [REDACTED:phone] or [REDACTED:phone] or [REDACTED:phone] or [REDACTED:phone] or [REDACTED:phone]',
    );
    expect(await label('order 12345678, version 2024-01-15, +12 3, +1  2025550143')).toBe('order 12345678, version 2024-01-15, +12 3, +1  2025550143');
  });

  it('masks Luhn-valid card numbers keeping the last 4 digits, ignoring invalid ones', async () => {
    const data = await run('visa 4111 1111 1111 1111, amex 3782-822463-10005, bad 4111 1111 1111 1112, id 0000000000000000');
    expect(data.masked).toBe('visa **** **** **** 1111, amex ****-******-*0005, bad 4111 1111 1111 1112, id 0000000000000000');
    expect(data.counts).toEqual({ creditCard: 2 });
    expect((await run('5500000000000004', { maskStyle: 'partial' })).masked).toBe('************0004');
    // Luhn-valid digit runs with a non-card grouping or issuer digit are left alone
    expect(await label('ref 3704 0044 0532 0130 01, 79927398713 000000000000000018 4111-1111-1111-1111')).toBe('ref 3704 0044 0532 0130 01, 79927398713 000000000000000018 [REDACTED:creditCard]');
  });

  it('masks mod-97-valid IBANs with or without spaces, not invalid ones', async () => {
    expect(await label('DE89 3704 0044 0532 0130 00 and GB82WEST12345698765432 but DE89 3704 0044 0532 0130 01')).toBe(
      '[REDACTED:iban] and [REDACTED:iban] but DE89 3704 0044 0532 0130 01',
    );
    expect(await label('IBAN DE89 3704 0044 0532 0130 00 ABCD')).toBe('IBAN [REDACTED:iban] ABCD');
    expect(ibanValid('NL91ABNA0417164300')).toBe(true);
    expect(ibanValid('NL91ABNA0417164301')).toBe(false);
  });

  it('masks IPv4 and IPv6 addresses, not versions, times, MACs or C++ scopes', async () => {
    expect(await label('from 192.168.0.1 and 2001:db8::8a2e:370:7334 and ::1 and ::ffff:10.0.0.1 and fe80:0:0:0:0:0:0:1')).toBe(
      'from [REDACTED:ipv4] and [REDACTED:ipv6] and [REDACTED:ipv6] and [REDACTED:ipv6] and [REDACTED:ipv6]',
    );
    expect(await label('v 256.1.1.1, at 12:30:45, mac 00:1A:2B:3C:4D:5E, std::vector, a :: b')).toBe('v 256.1.1.1, at 12:30:45, mac 00:1A:2B:3C:4D:5E, std::vector, a :: b');
    for (const ok of ['::', '1::', '1:2:3:4:5:6:7:8', '::1.2.3.4']) expect(ipv6Valid(ok), ok).toBe(ok !== '::');
    for (const bad of ['1:2:3:4:5:6:7', '1::2::3', '1:2:3:4:5:6:7:8:9', '::1.2.3.256', '12345::']) expect(ipv6Valid(bad), bad).toBe(false);
  });

  it('masks JWTs, AWS access key IDs and Bearer/Basic credentials', async () => {
    const token = jwt();
    expect(await label(`jwt ${token} key AKIAIOSFODNN7EXAMPLE not AKIA123`)).toBe('jwt [REDACTED:jwt] key [REDACTED:awsAccessKey] not AKIA123');
    expect(await label('Authorization: Bearer abc.DEF-123_xyz~+/==\nAuthorization: Basic dXNlcjpwYXNz')).toBe(
      'Authorization: Bearer [REDACTED:bearerToken]\nAuthorization: Basic [REDACTED:bearerToken]',
    );
    expect(await label(`Authorization: Bearer ${token}`)).toBe('Authorization: Bearer [REDACTED:jwt]');
  });

  it('masks the values of secret keys in key=value, YAML and JSON pairs only', async () => {
    const text = 'password=hunter2&user=bob\nDB_PASSWORD: "s3cr3t pass"\n{"api_key": "k-123", "client_secret":\'x y\', "name": "Ada"}\ntoken = null\nsecretKey=abc;';
    expect(await label(text)).toBe(
      'password=[REDACTED:secret]&user=bob\nDB_PASSWORD: "[REDACTED:secret]"\n{"api_key": "[REDACTED:secret]", "client_secret":\'[REDACTED:secret]\', "name": "Ada"}\ntoken = null\nsecretKey=[REDACTED:secret];',
    );
  });

  it('masks escaped quotes inside quoted secrets and passwords in URLs', async () => {
    expect(await label('{"password": "pa\\"ss\\\\", "x": 1}')).toBe('{"password": "[REDACTED:secret]", "x": 1}');
    expect(await label('DATABASE_URL=postgres://app:S3cr%40t@db.example.com:5432/app')).toBe('DATABASE_URL=postgres://app:[REDACTED:secret]@db.example.com:5432/app');
    expect(await label('DB_PASSWORD=postgres://app:S3cr%40t@db')).toBe('DB_PASSWORD=[REDACTED:secret]');
    expect(await label('see https://user@example.com/a:b@c and mailto:x@example.com')).toBe('see https://[REDACTED:email]/a:b@c and mailto:[REDACTED:email]');
  });

  it('masks PEM private keys keeping line breaks, and unterminated ones to the end', async () => {
    const pem = '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nIBAAK\n-----END RSA PRIVATE KEY-----';
    const data = await run(`key:\n${pem}\nafter`);
    expect(data.masked).toBe(`key:\n${'*'.repeat(31)}\n******\n*****\n${'*'.repeat(29)}\nafter`);
    expect(data.findings).toEqual([{ type: 'privateKey', line: 2, column: 1, length: pem.length }]);
    expect(await label('x -----BEGIN PRIVATE KEY-----\nMIIE\n-----BEGIN PRIVATE KEY-----')).toBe('x [REDACTED:privateKey]');
    expect(await label('-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----')).toBe('-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----');
  });

  it('masks UUIDs only when asked', async () => {
    const text = 'id 123e4567-e89b-12d3-a456-426614174000';
    expect(await label(text)).toBe(text);
    expect(await label(text, { uuids: true })).toBe('id [REDACTED:uuid]');
  });

  it('turns each detector off independently', async () => {
    const text = 'a@b.io 10.0.0.1 +44 20 7946 0958 4111111111111111 GB82WEST12345698765432 AKIAIOSFODNN7EXAMPLE pwd=x';
    const off = { emails: false, phones: false, creditCards: false, ibans: false, ipAddresses: false, jwts: false, awsKeys: false, secrets: false, bearerTokens: false, privateKeys: false };
    expect(await label(text, off)).toBe(text);
    expect((await run(text)).counts).toEqual({ email: 1, ipv4: 1, phone: 1, creditCard: 1, iban: 1, awsAccessKey: 1, secret: 1 });
  });

  it('reports lines and columns in code points across LF, CRLF and CR', async () => {
    const data = await run(`${UNICODE_SAMPLE} a@b.io\r\nx\ry 1.2.3.4`);
    expect(data.masked).toBe(`${UNICODE_SAMPLE} ******\r\nx\ry *******`);
    expect(data.findings).toEqual([
      { type: 'email', line: 1, column: 5, length: 6 },
      { type: 'ipv4', line: 3, column: 3, length: 7 },
    ]);
  });

  it('leaves text without findings unchanged', async () => {
    expect(await run(UNICODE_SAMPLE)).toEqual({ masked: UNICODE_SAMPLE, findings: [], counts: {}, total: 0, findingsTruncated: false });
  });

  it('rejects an unknown mask style', async () => {
    await runError(tool, { text: 'a', maskStyle: 'blur' }, 'CONSTRAINT_VIOLATION');
  });

  it('caps the findings list but counts everything', async () => {
    const data = await run(largestInput(tool, 'text', 'a@b.io 1.2.3.4 '));
    expect(data.total).toBe(133_332);
    expect(data.counts).toEqual({ email: 66_666, ipv4: 66_666 });
    expect(data.findings.length).toBe(10_000);
    expect(data.findingsTruncated).toBe(true);
  });

  it('runs in linear time on 1 MB adversarial inputs for every detector', async () => {
    const everything = { uuids: true };
    const attacks = [
      'a', '1', '1 ', '1-', '+1', '+1 ', '00', 'A', 'AB12', 'AB12 ', 'eyJ', 'eyJa.', 'eyJaaaaa.eyJ', ':', 'a:', '1:', '1.', '1.1.',
      'a@', '@a.', 'a.', 'key=', 'password=', '"password":', 'x'.repeat(59) + ' ', 'Bearer ', 'Bearer a', '-----BEGIN PRIVATE KEY-----',
      '-----BEGIN ', '0123456789abcdef-', 'AKIA', 'a://', 'a://b:', 'password="\\', 'x:"\\"', '(555) ', '555-', '\u00e9@', '==', ' ',
    ];
    for (const unit of attacks) {
      const text = largestInput(tool, 'text', unit);
      await run(text, everything); // quadratic work on 1 MB would run into the test's time limit
    }
  }, 60_000);
});
