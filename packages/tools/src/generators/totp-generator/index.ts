import { defineTool, failure, parseDateTime, success, withWarnings } from '@ctp/core';
import { HOTP, Secret, TOTP } from 'otpauth';
import { firstLoneSurrogate } from '../../_shared/utf8-text.js';
import definition from './definition.js';

const BASE32 = /^[A-Z2-7]*$/;

/** The secret as canonical base32 (uppercase, no separators or padding), or why it is not base32. */
function cleanSecret(input: string): { base32: string } | { error: string } {
  if (/^\s*otpauth:\/\//i.test(input))
    return { error: 'The secret is an otpauth:// URI; pass only the value of its "secret=" parameter (and set algorithm, digits and period from the URI if it lists them).' };
  const stripped = input.replace(/[\s-]/g, '').toUpperCase().replace(/=+$/, '');
  if (stripped === '') return { error: 'The secret is empty after removing spaces and hyphens; give the base32 key (letters A–Z and digits 2–7).' };
  if (!BASE32.test(stripped)) {
    let position = 0;
    for (const ch of input) {
      position++;
      if (/[\s-]/.test(ch) || /[A-Za-z2-7]/.test(ch)) continue;
      const hint =
        ch === '=' ? '"=" padding is only allowed at the end' : /[0189]/.test(ch) ? `base32 has no digit ${ch} (only 2–7; ${ch === '0' ? '0 is usually the letter O' : ch === '1' ? '1 is usually the letter I or L' : ch === '8' ? '8 is usually the letter B' : '9 is not used'})` : 'base32 uses only the letters A–Z and the digits 2–7';
      return { error: `Invalid character '${ch}' at position ${position} of the secret: ${hint}.` };
    }
  }
  return { base32: stripped };
}

export default defineTool(definition, (params) => {
  const cleaned = cleanSecret(params.secret);
  if ('error' in cleaned) return failure('INVALID_INPUT', cleaned.error);
  const secret = Secret.fromBase32(cleaned.base32);
  const algorithm = params.algorithm;
  const digits = Number(params.digits);
  const period = Number(params.period);
  const issuer = params.issuer ?? '';
  const label = params.label;
  // the otpauth:// URI percent-encodes both as UTF-8, which half of a surrogate pair has no form in
  for (const [what, text] of [['issuer', issuer], ['account name', label]] as const) {
    const lone = firstLoneSurrogate(text);
    if (lone) return failure('INVALID_INPUT', `The ${what} holds a lone UTF-16 surrogate (U+${lone.char.charCodeAt(0).toString(16).toUpperCase()}) at position ${lone.index + 1}: it is not text and cannot be written into the otpauth:// URI.`);
  }
  const warnings: string[] = [];
  const bits = secret.bytes.length * 8;
  if (bits < 128) warnings.push(`The secret is only ${bits} bits long; RFC 4226 requires at least 128 bits (26 base32 characters) and recommends 160.`);

  if (params.mode === 'hotp') {
    const counter = params.counter;
    const hotp = new HOTP({ secret, algorithm, digits, counter, issuer, label });
    const data: Record<string, unknown> = {
      code: hotp.generate({ counter }),
      mode: 'hotp' as const,
      counter,
      ...(counter > 0 ? { previousCode: hotp.generate({ counter: counter - 1 }) } : {}),
      nextCode: hotp.generate({ counter: counter + 1 }),
      uri: hotp.toString(),
    };
    if (algorithm !== 'SHA1' || digits !== 6) warnings.push(nonDefaultWarning);
    return withWarnings(success(data), warnings);
  }

  const given = params.time;
  const now = given === undefined ? Date.now() : parseDateTime(given);
  if (now < 0) return failure('CONSTRAINT_VIOLATION', `Time ${given} is before 1970-01-01T00:00:00Z; TOTP counts periods from the Unix epoch, so it has no code for earlier times.`);
  const totp = new TOTP({ secret, algorithm, digits, period, issuer, label });
  const step = period * 1000;
  const counter = Math.floor(now / step);
  const at = (c: number) => totp.generate({ timestamp: c * step });
  const start = counter * step;
  const data: Record<string, unknown> = {
    code: at(counter),
    mode: 'totp' as const,
    counter,
    ...(counter > 0 ? { previousCode: at(counter - 1) } : {}),
    nextCode: at(counter + 1),
    secondsRemaining: Math.ceil((start + step - now) / 1000),
    validFrom: new Date(start).toISOString(),
    validUntil: new Date(start + step).toISOString(),
    uri: totp.toString(),
  };
  if (algorithm !== 'SHA1' || digits !== 6 || period !== 30) warnings.push(nonDefaultWarning);
  return withWarnings(success(data), warnings);
});

const nonDefaultWarning =
  'Some authenticator apps (notably Google Authenticator) ignore the algorithm, digits and period of the URI and always use SHA-1, 6 digits and 30 seconds: check that the app shows the same code.';
