import { describe, expect, it } from 'vitest';
import isEmailImport from 'validator/lib/isEmail.js';
import tool from './index.js';
import { findEmails } from '../../_shared/email-text.js';
import { VALID_EMAILS } from '../../_test/email-examples.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type IsEmail = (str: string, options?: Record<string, unknown>) => boolean;
const isEmail = ((isEmailImport as unknown as { default?: IsEmail }).default ?? isEmailImport) as unknown as IsEmail;

interface Out {
  valid: boolean;
  reasons: string[];
  localPart: string;
  domain: string;
  domainAscii: string;
  domainUnicode: string;
  normalized: string;
  requiresSmtpUtf8: boolean;
  displayName?: string;
  suggestion?: string;
}

const check = (email: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { email, ...options });

describe('email-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { email: '' }, 'MISSING_REQUIRED');
  });

  it('answers structurally broken input with valid=false and the reasons, not an error', async () => {
    const reasons = async (email: string) => {
      const data = await check(email);
      expect([email, data.valid]).toEqual([email, false]);
      return data.reasons;
    };
    expect(await reasons('%%% not valid {{{')).toEqual([
      'The address has no @: an address is local-part@domain.',
      "The local part contains characters that are not allowed: U+0020; special characters need a quoted local part (\"a,b\"@example.com).",
    ]);
    expect(await reasons('plainaddress')).toEqual(['The address has no @: an address is local-part@domain.']);
    expect(await reasons('a@')).toEqual(['Nothing comes after the @: the domain is missing.']);
    expect(await reasons('@example.com')).toEqual(['Nothing comes before the @: the local part is missing.']);
    expect(await reasons('a b@example.com')).toEqual(["The local part contains characters that are not allowed: U+0020; special characters need a quoted local part (\"a,b\"@example.com)."]);
    expect(await reasons('a@example..com')).toEqual(['The domain "example..com" has an empty label (a leading, trailing or double dot).']);
    expect(await reasons('a@.example.com')).toEqual(['The domain ".example.com" has an empty label (a leading, trailing or double dot).']);
    expect(await reasons('a@exa mple.com')).toEqual(['The domain contains characters that are not allowed in host names: U+0020.']);
    expect(await reasons(UNICODE_SAMPLE)).toEqual(['The address has no @: an address is local-part@domain.', "The local part contains characters that are not allowed: '😀'."]);
  });

  it('reads a display name with spaces when allowed', async () => {
    expect(await check('Anna Smith <anna@example.com>', { allowDisplayName: true })).toMatchObject({ valid: true, displayName: 'Anna Smith', normalized: 'anna@example.com' });
  });

  it('RFC 5322 quoted-string: accepts " "@example.org and other quoted local parts with spaces', async () => {
    expect(await check('" "@example.org')).toMatchObject({ valid: true, reasons: [], localPart: '" "', domain: 'example.org', normalized: '" "@example.org' });
    expect(await check('"john doe"@example.com')).toMatchObject({ valid: true, localPart: '"john doe"' });
  });

  it('accepts every address the e-mail matcher of data-extractor and sensitive-data-masker finds (one notion of an address)', async () => {
    for (const { address, ipLiteral } of VALID_EMAILS) {
      expect([address, (await check(address, { allowIpDomain: ipLiteral === true })).valid]).toEqual([address, true]);
      expect([...findEmails(`to ${address}.`)].map((m) => m.address)).toEqual([address]);
    }
  });

  it('explains unicode local parts: letters pass, emoji do not', async () => {
    const data = await check(`${UNICODE_SAMPLE}@example.com`);
    expect(data).toEqual({
      valid: false,
      reasons: ["The local part contains characters that are not allowed: '😀'."],
      localPart: UNICODE_SAMPLE,
      domain: 'example.com',
      domainAscii: 'example.com',
      domainUnicode: 'example.com',
      normalized: `${UNICODE_SAMPLE}@example.com`,
      requiresSmtpUtf8: true,
    });
    expect(await check('À中@example.com')).toMatchObject({ valid: true, reasons: [], requiresSmtpUtf8: true });
    expect((await check('À中@example.com', { allowUtf8LocalPart: false })).reasons).toEqual([
      "Non-ASCII characters in the local part ('À', '中') are not allowed while allowUtf8LocalPart is off.",
    ]);
  });

  it('accepts the longest address (254 characters) and refuses one more', async () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const email = `${local}@${domain}`;
    expect(email.length).toBe(254);
    expect(await check(email)).toMatchObject({ valid: true, localPart: local, domain });
    await runError(tool, { email: `${local}@e${domain}` }, 'CONSTRAINT_VIOLATION');
  });

  it('counts the local-part limit in UTF-8 bytes', async () => {
    expect((await check(`${'a'.repeat(65)}@example.com`)).reasons).toEqual([
      'The local part (before the @) is 65 bytes long; the limit is 64 (RFC 5321).',
    ]);
    expect((await check(`${'é'.repeat(33)}@example.com`)).reasons).toEqual([
      'The local part (before the @) is 66 bytes long; the limit is 64 (RFC 5321).',
    ]);
  });

  it('explains dot and character problems in the local part', async () => {
    expect((await check('.anna@example.com')).reasons).toEqual(['The local part starts with a dot.']);
    expect((await check('anna.@example.com')).reasons).toEqual(['The local part ends with a dot.']);
    expect((await check('an..na@example.com')).reasons).toEqual([
      'The local part has two dots in a row; quote it ("a..b"@example.com) if that is intended.',
    ]);
    expect((await check('a(b),c@example.com')).reasons).toEqual([
      "The local part contains characters that are not allowed: '(', ')', ','; special characters need a quoted local part (\"a,b\"@example.com).",
    ]);
    expect((await check('a@b@example.com')).reasons).toEqual([
      "The local part contains characters that are not allowed: '@'; special characters need a quoted local part (\"a,b\"@example.com).",
    ]);
    expect((await check('"a..b@c"@example.com')).valid).toBe(true);
    expect((await check('"a\\"b"@example.com')).valid).toBe(true);
    expect((await check('"a"b"@example.com')).reasons).toEqual(["Inside a quoted local part, '\"' must be escaped with a backslash."]);
    expect((await check('a"b@example.com')).reasons).toEqual([
      'Double quotes must enclose the whole local part ("john..doe"@example.com); here they do not.',
    ]);
    expect(await check('"@example.com')).toMatchObject({
      valid: false,
      reasons: ['Double quotes must enclose the whole local part ("john..doe"@example.com); here they do not.'],
    });
  });

  it('explains domain problems', async () => {
    const reasons = async (email: string, options = {}) => (await check(email, options)).reasons;
    expect(await reasons('a@-bad.com')).toEqual(['The domain label "-bad" starts or ends with a hyphen.']);
    expect(await reasons('a@my_host.com')).toEqual(['Domain names cannot contain underscores.']);
    expect(await reasons('a@ex!ample.com')).toEqual(["The domain contains characters that are not allowed in host names: '!'."]);
    expect(await reasons('a@example.c')).toEqual(['The top-level domain "c" is not valid: it must be at least two letters (or an xn-- IDN label).']);
    expect(await reasons('a@example.123')).toEqual([
      'The top-level domain "123" is numeric; for an IP address write user@[192.0.2.1] and turn on allowIpDomain.',
    ]);
    expect(await reasons(`a@${'x'.repeat(64)}.com`)).toEqual(['The domain label "xxxxxxxxxxxxxxxxxxxx…" is 64 characters long; the limit is 63.']);
    expect(await reasons('a@ｅｘａｍｐｌｅ.com')).toEqual([
      "The domain contains characters that are not allowed in host names: 'ｅ', 'ｘ', 'ａ', 'ｍ', 'ｐ', 'ｌ'.",
    ]);
  });

  it('requires a top-level domain unless requireTld is off', async () => {
    expect((await check('admin@localhost')).reasons).toEqual([
      'The domain "localhost" has no top-level domain (like .com); turn off requireTld to accept names such as localhost.',
    ]);
    expect(await check('admin@localhost', { requireTld: false })).toMatchObject({ valid: true, reasons: [] });
    expect((await check('admin@intranet.1', { requireTld: false })).valid).toBe(false);
  });

  it('accepts RFC 5321 address literals only with allowIpDomain', async () => {
    expect((await check('a@[192.0.2.1]')).reasons).toEqual([
      'IP address domains are not allowed; turn on allowIpDomain to accept user@[192.0.2.1].',
    ]);
    const on = { allowIpDomain: true };
    expect(await check('a@[192.0.2.1]', on)).toMatchObject({ valid: true, domainAscii: '[192.0.2.1]', normalized: 'a@[192.0.2.1]' });
    expect(await check('a@[IPv6:2001:DB8::1]', on)).toMatchObject({ valid: true, normalized: 'a@[IPv6:2001:db8::1]' });
    expect((await check('a@[2001:db8::1]', on)).reasons).toEqual([
      'IPv6 address literals are written with a tag: user@[IPv6:2001:db8::1] (RFC 5321).',
    ]);
    expect((await check('a@192.0.2.1', on)).reasons).toEqual([
      'A bare IP address is not an address literal: write it in brackets, user@[192.0.2.1] (RFC 5321).',
    ]);
    expect((await check('a@[300.1.1.1]', on)).reasons).toEqual(['"[300.1.1.1]" is not a valid IPv4 address literal.']);
    expect((await check('a@[IPv6:zz::1]', on)).reasons).toEqual(['"zz::1" is not a valid IPv6 address.']);
  });

  it('handles display names only when allowed', async () => {
    expect((await check('Anna<anna@example.com>')).reasons).toEqual([
      'This is the "Name <address>" form: turn on allowDisplayName, or pass only the address.',
    ]);
    const on = { allowDisplayName: true };
    expect(await check('Anna<anna@example.com>', on)).toMatchObject({ valid: true, displayName: 'Anna', localPart: 'anna', normalized: 'anna@example.com' });
    expect(await check('"Smith,\\"A\\""<anna@example.com>', on)).toMatchObject({ valid: true, displayName: 'Smith,"A"' });
    expect((await check('A.Smith<anna@example.com>', on)).reasons).toEqual(["The display name contains '.': enclose it in double quotes."]);
    expect((await check('Anna<anna@example.com', on)).reasons).toEqual(['The address after the display name must be enclosed in < and >.']);
    expect(await check('anna@example.com', on)).toMatchObject({ valid: true });
    expect((await check('anna@example.com', on)).displayName).toBeUndefined();
  });

  it('normalizes IDN domains to Punycode and back, keeping the local part as written', async () => {
    expect(await check('Jöhn@Bücher.Example')).toEqual({
      valid: true,
      reasons: [],
      localPart: 'Jöhn',
      domain: 'Bücher.Example',
      domainAscii: 'xn--bcher-kva.example',
      domainUnicode: 'bücher.example',
      normalized: 'Jöhn@xn--bcher-kva.example',
      requiresSmtpUtf8: true,
    });
    expect(await check('info@XN--MNCHEN-3YA.de')).toMatchObject({ valid: true, domainAscii: 'xn--mnchen-3ya.de', domainUnicode: 'münchen.de' });
  });

  it('suggests the intended domain for common typos and nothing for real domains', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['gmial.com', 'gmail.com'], ['gamil.com', 'gmail.com'], ['gmail.con', 'gmail.com'], ['gmail.co', 'gmail.com'],
      ['gmial.con', 'gmail.com'], ['hotmial.com', 'hotmail.com'], ['hotnail.co', 'hotmail.com'], ['yahooo.com', 'yahoo.com'],
      ['outlok.com', 'outlook.com'], ['iclod.com', 'icloud.com'], ['yahoo.co.uj', 'yahoo.co.uk'], ['aol.co', 'aol.com'],
      ['example.con', 'example.com'], ['company.nte', 'company.net'], ['charity.ogr', 'charity.org'],
      ['gmail.com', undefined], ['mail.com', undefined], ['email.com', undefined], ['ymail.com', undefined], ['gmx.at', undefined],
      ['gmx.ch', undefined], ['live.ca', undefined], ['yahoo.de', undefined], ['wed.de', undefined], ['example.com', undefined],
      ['company.co', undefined],
    ];
    for (const [domain, expected] of cases) {
      const data = await check(`anna@${domain}`);
      expect(data.suggestion, domain).toBe(expected && `anna@${expected}`);
    }
    expect((await check('anna@[192.0.2.1]', { allowIpDomain: true })).suggestion).toBeUndefined();
  });

  it('does not crash on an unpaired surrogate', async () => {
    expect((await check('\uD800x@example.com')).reasons).toEqual(['The address contains an unpaired UTF-16 surrogate (broken text encoding).']);
  });

  it('agrees with validator.js isEmail, and explains every rejection', async () => {
    const corpus = [
      'simple@example.com', 'very.common@example.com', 'x@example.com', 'long.email-address-with-hyphens@and.subdomains.example.com',
      'user.name+tag+sorting@example.com', 'name/surname@example.com', "o'reilly@example.com", 'user-@example.org', '#!$%&*+-/=?^_`{}|~@example.org',
      '"john..doe"@example.org', '"()<>[]:,;@\\\\\\"!#$%&\'-/=?^_`{}| ~.a"@example.org', 'A@b.co', 'a@b.c', 'a@b.c0m', 'a@b.xn--p1ai', 'a@b.рф',
      'abc.example.com@x.y', 'a@b@c@example.com', 'just"not"right@example.com', 'this\\still"not@example.com', 'i.like.underscores@but_they_are_not_allowed.com',
      'a@-example.com', 'a@example-.com', 'a@ex--ample.com', 'user@localhost', 'user@intranet.123', 'üñîçøðé@example.com', 'a@müller.de',
      `${'a'.repeat(64)}@example.com`, `${'a'.repeat(65)}@example.com`, 'a@ex_ample.com', '.dot@example.com', 'dot.@example.com', 'do..t@example.com',
      'a@xn--.com', 'a@exam ple.com', 'a@example.c', 'a@123.com', 'a@1.2.3.4', 'a@[1.2.3.4]', 'a@[300.2.3.4]', 'a@[]', '😀@example.com', 'a@😀.com',
      'a\u0000b@example.com', '"a\u0001"@example.com', 'Name<a@b.com>', '"Na.me"<a@b.com>', 'Na.me<a@b.com>', ' <a@b.com>',
    ];
    const combos = [
      { allowDisplayName: false, requireTld: true, allowIpDomain: false, allowUtf8LocalPart: true },
      { allowDisplayName: true, requireTld: false, allowIpDomain: false, allowUtf8LocalPart: false },
      { allowDisplayName: false, requireTld: true, allowIpDomain: true, allowUtf8LocalPart: true },
    ];
    let compared = 0;
    for (const email of corpus) {
      for (const options of combos) {
        const result = await runOk<Out>(tool, { email, ...options }).catch(() => undefined);
        if (!result) continue; // refused by the core's structural check (spaces, no @…)
        // deliberate differences from validator.js: RFC 5321 address literals (bare IPs are refused)
        if (options.allowIpDomain && email === 'a@1.2.3.4') continue;
        const expected = isEmail(email, {
          allow_display_name: options.allowDisplayName,
          require_tld: options.requireTld,
          allow_ip_domain: options.allowIpDomain,
          allow_utf8_local_part: options.allowUtf8LocalPart,
        });
        expect(result.valid, `${email} ${JSON.stringify(options)}`).toBe(expected);
        if (!expected) {
          expect(result.reasons.length, email).toBeGreaterThan(0);
          expect(result.reasons, `${email} has no specific reason`).not.toContain('The address does not follow the RFC 5322 addr-spec syntax.');
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(120);
  });
});
