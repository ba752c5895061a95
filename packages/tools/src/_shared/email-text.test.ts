import { describe, expect, it } from 'vitest';
import { VALID_EMAILS } from '../_test/email-examples.js';
import { findEmails } from './email-text.js';

const found = (text: string) => [...findEmails(text)].map((m) => m.address);


describe('_shared/email-text', () => {
  it('RFC 5322 / 6531: finds each valid address whole, alone and inside text', () => {
    for (const { address } of VALID_EMAILS) {
      expect(found(address), address).toEqual([address]);
      expect(found(`Contact: ${address}, thanks.`), address).toEqual([address]);
      expect(found(`<${address}>`), address).toEqual([address]);
    }
  });

  it('keeps text around an address out of it: quotes, schemes, key=value and query strings', () => {
    expect(found("'user@example.com'")).toEqual(['user@example.com']);
    expect(found('mailto:user@example.com')).toEqual(['user@example.com']);
    expect(found('ftp://anonymous@ftp.example.com/pub')).toEqual(['anonymous@ftp.example.com']);
    expect(found('email=user@example.com level=info')).toEqual(['user@example.com']);
    expect(found('GET /unsubscribe?list=7&to=user.name@example.com HTTP/1.1')).toEqual(['user.name@example.com']);
    expect(found('{"email":"a.b@example.co.uk"}')).toEqual(['a.b@example.co.uk']);
    expect(found('end of sentence user@example.com.')).toEqual(['user@example.com']);
  });

  it('refuses what is not an address: dot-atom breaks, long local parts, no domain', () => {
    for (const text of ['john..doe@example.com', 'john.@example.com', `${'a'.repeat(65)}@example.com`, 'user@localhost', 'user@example', '@example.com', 'a@b.c'])
      expect(found(text), text).toEqual([]);
    // 64 octets is the limit: 22 Devanagari letters are 66 bytes
    expect(found(`${'न'.repeat(22)}@example.com`)).toEqual([]);
    expect(found(`${'न'.repeat(21)}@example.com`)).toEqual([`${'न'.repeat(21)}@example.com`]);
  });

  // bounded quantifiers: a quadratic scan of these would run past the test's time limit
  it('stays linear on long runs that are almost addresses', () => {
    expect(found(`${'a'.repeat(200_000)}@${'b.'.repeat(50_000)}`)).toEqual([]);
    expect(found('x.'.repeat(100_000))).toEqual([]);
    expect(found(`${'a='.repeat(100_000)}@example.com`)).toEqual([]);
  });
});
