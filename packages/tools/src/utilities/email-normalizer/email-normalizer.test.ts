import { describe, expect, it } from 'vitest';
import normalizeEmailImport from 'validator/lib/normalizeEmail.js';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

// validator ships CommonJS: the function may sit on .default depending on the loader
const normalizeEmail = ((normalizeEmailImport as unknown as { default?: typeof normalizeEmailImport }).default ?? normalizeEmailImport) as unknown as (...args: any[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = (emails: string, extra: Record<string, unknown> = {}) => runOk<any>(tool, { emails, ...extra });
const one = async (email: string, extra: Record<string, unknown> = {}) => (await run(email, extra)).results[0];

describe('email-normalizer', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { emails: '' }, 'MISSING_REQUIRED');
    await runError(tool, { emails: '\n  \n' }, 'INVALID_INPUT');
  });

  it('rejects invalid addresses, naming the lines', async () => {
    const message = await runError(tool, { emails: 'ok@example.com\nnot an email\n\na@@b.com\nx@y' }, 'INVALID_INPUT');
    expect(message).toBe('Not a valid email address: line 2 ("not an email"), line 4 ("a@@b.com"), line 5 ("x@y"). Check them with email-validator for the reason.');
  });

  it('handles the unicode sample and IDN domains', async () => {
    // validator.isEmail allows non-ASCII local parts, but not astral characters such as emoji
    await runError(tool, { emails: `${UNICODE_SAMPLE}@example.com` }, 'INVALID_INPUT');
    expect(await one(`x@${UNICODE_SAMPLE}.Example`)).toEqual({
      input: `x@${UNICODE_SAMPLE}.Example`, normalized: 'x@xn--0ca2960b5y5s.example', provider: null, changes: ['domain-lowercased', 'domain-to-ascii'],
    });
    expect(await one('Àb中@Bücher.Example', { localCase: 'lower' })).toEqual({
      input: 'Àb中@Bücher.Example', normalized: 'àb中@xn--bcher-kva.example', provider: null, changes: ['domain-lowercased', 'domain-to-ascii', 'local-lowercased'],
    });
  });

  it('handles the largest allowed input', async () => {
    const data = await run(largestInput(tool, 'emails', 'A.b+x@GMail.com\n'));
    expect(data.count).toBe(Math.floor(100000 / 16));
    expect(data.unique).toEqual(['ab@gmail.com']);
  });

  it('applies each provider\'s rules', async () => {
    const cases: Array<[string, string, string | null]> = [
      ['J.O.Hn+spam@googlemail.com', 'john@gmail.com', 'gmail'],
      ['First.Last+tag@Outlook.com', 'first.last@outlook.com', 'microsoft'],
      ['First.Last+tag@hotmail.co.uk', 'first.last@hotmail.co.uk', 'microsoft'],
      ['Base-Keyword+x@Yahoo.com', 'base@yahoo.com', 'yahoo'],
      ['Me+apps@iCloud.com', 'me@icloud.com', 'apple'],
      ['Me.Too+a@fastmail.fm', 'me.too@fastmail.fm', 'fastmail'],
      ['Me+a@proton.me', 'me@proton.me', 'proton'],
      ['Me-a+b@yahoo.co.jp', 'Me-a+b@yahoo.co.jp', null],
      ['First.Last+tag@Example.com', 'First.Last+tag@example.com', null],
    ];
    for (const [input, normalized, provider] of cases) {
      const r = await one(input);
      expect([input, r.normalized, r.provider]).toEqual([input, normalized, provider]);
    }
  });

  it('follows the options', async () => {
    const input = 'J.Doe+x@gmail.com';
    expect((await one(input, { removeSubaddress: false })).normalized).toBe('jdoe+x@gmail.com');
    expect((await one(input, { removeGmailDots: false })).normalized).toBe('j.doe@gmail.com');
    expect((await one(input, { localCase: 'preserve' })).normalized).toBe('JDoe@gmail.com');
    expect((await one('A+b@Example.com', { plusEverywhere: true })).normalized).toBe('A@example.com');
    expect((await one('A+b@Example.com', { plusEverywhere: true, localCase: 'lower' })).changes).toEqual(['domain-lowercased', 'local-lowercased', 'subaddress-removed']);
  });

  it('reports a line holding a lone surrogate as not an address (validator threw URIError on it)', async () => {
    expect(await runError(tool, { emails: '\udfff' }, 'INVALID_INPUT')).toMatch(/line 1/);
    expect(await runError(tool, { emails: 'ok@example.com\na\ud800@example.com' }, 'INVALID_INPUT')).toMatch(/line 2/);
  });

  it('keeps what has no base name or is quoted', async () => {
    expect((await one('+tag@gmail.com')).normalized).toBe('+tag@gmail.com');
    expect((await one('"J.Doe+x"@gmail.com')).normalized).toBe('"J.Doe+x"@gmail.com');
  });

  it('agrees with validator.normalizeEmail for the providers both know', async () => {
    const inputs = [
      'Some.One+Tag@GoogleMail.com', 'some.one@gmail.com', 'A.B+C@hotmail.com', 'A.B+C@live.co.uk', 'A.B+C@outlook.de', 'X.Y-Z@ymail.com',
      'X.Y-Z@yahoo.fr', 'Q.R+s@me.com', 'Q.R+s@icloud.com', 'UPPER@MSN.COM', 'plain@rocketmail.com',
    ];
    for (const input of inputs) expect([input, (await one(input)).normalized]).toEqual([input, normalizeEmail(input)]);
    // elsewhere validator lowercases everything unless told not to; this tool keeps the local part
    expect((await one('Mixed.Case@Example.COM')).normalized).toBe(normalizeEmail('Mixed.Case@Example.COM', { all_lowercase: false }));
  });
});
