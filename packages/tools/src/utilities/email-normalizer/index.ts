import { defineTool, failure, success } from '@ctp/core';
import isEmailImport, { type IsEmailOptions } from 'validator/lib/isEmail.js';
import { domainToAscii } from '../../_shared/idn.js';
import { firstLoneSurrogate } from '../../_shared/utf8-text.js';
import definition from './definition.js';

type IsEmail = (str: string, options?: IsEmailOptions) => boolean;
// validator ships CommonJS; depending on the loader the import is the function or has it on .default
const isEmail = ((isEmailImport as unknown as { default?: IsEmail }).default ?? isEmailImport) as unknown as IsEmail;

interface Provider { name: string; separator: '+' | '-'; dots?: boolean; canonical?: string; match: (domain: string) => boolean }

const TLD_VARIANT = '(?:com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})';
const domains = (...list: string[]) => (d: string) => list.includes(d);
/** Case-insensitive providers and how they alias local parts. */
const PROVIDERS: Provider[] = [
  { name: 'gmail', separator: '+', dots: true, canonical: 'gmail.com', match: domains('gmail.com', 'googlemail.com') },
  { name: 'microsoft', separator: '+', match: (d) => new RegExp(`^(?:hotmail|outlook|live)\\.${TLD_VARIANT}$`).test(d) || d === 'msn.com' || d === 'passport.com' },
  // Yahoo Japan is a separate service with its own rules
  { name: 'yahoo', separator: '-', match: (d) => (new RegExp(`^yahoo\\.${TLD_VARIANT}$`).test(d) && d !== 'yahoo.co.jp') || d === 'ymail.com' || d === 'rocketmail.com' },
  { name: 'apple', separator: '+', match: domains('icloud.com', 'me.com', 'mac.com') },
  { name: 'fastmail', separator: '+', match: domains('fastmail.com', 'fastmail.fm') },
  { name: 'proton', separator: '+', match: domains('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me') },
];

interface Options { removeSubaddress: boolean; removeGmailDots: boolean; localCase: string; plusEverywhere: boolean }

function normalize(address: string, opts: Options): { normalized: string; provider: string | null; changes: string[] } {
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  const domainIn = address.slice(at + 1);
  const changes: string[] = [];
  let domain = domainIn.toLowerCase();
  if (domain !== domainIn) changes.push('domain-lowercased');
  const ascii = domainToAscii(domain) ?? domain;
  if (ascii !== domain) (domain = ascii), changes.push('domain-to-ascii');
  const provider = PROVIDERS.find((p) => p.match(domain));
  if (provider?.canonical && provider.canonical !== domain) (domain = provider.canonical), changes.push('domain-alias');

  // a quoted local part is taken literally: no provider accepts one, so leave it be
  if (!local.startsWith('"')) {
    if (opts.localCase === 'lower' || (opts.localCase === 'provider' && provider)) {
      const lower = local.toLowerCase();
      if (lower !== local) (local = lower), changes.push('local-lowercased');
    }
    const separator = provider?.separator ?? (opts.plusEverywhere ? '+' : undefined);
    if (opts.removeSubaddress && separator) {
      const cut = local.indexOf(separator);
      // "+tag@…" alone has no base name to keep
      if (cut > 0) (local = local.slice(0, cut)), changes.push('subaddress-removed');
    }
    if (opts.removeGmailDots && provider?.dots && local.includes('.')) {
      const undotted = local.replace(/\./g, '');
      if (undotted !== '') (local = undotted), changes.push('dots-removed');
    }
  }
  return { normalized: `${local}@${domain}`, provider: provider?.name ?? null, changes: order(changes) };
}

const ORDER = ['domain-lowercased', 'domain-to-ascii', 'domain-alias', 'local-lowercased', 'dots-removed', 'subaddress-removed'];
const order = (changes: string[]) => ORDER.filter((c) => changes.includes(c));

export default defineTool(definition, (params) => {
  const opts = params as unknown as Options;
  const results: Array<{ input: string; normalized: string; provider: string | null; changes: string[] }> = [];
  const bad: string[] = [];
  params.emails.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const input = raw.trim();
    if (input === '') return;
    // a lone surrogate is no text (validator's byte count, encodeURI, throws URIError on one)
    if (input.length > 254 || firstLoneSurrogate(input) || !isEmail(input, { allow_utf8_local_part: true })) {
      bad.push(`line ${i + 1} (${JSON.stringify(input.length > 60 ? `${input.slice(0, 60)}…` : input)})`);
      return;
    }
    results.push({ input, ...normalize(input, opts) });
  });
  if (bad.length)
    return failure('INVALID_INPUT', `Not a valid email address: ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ` and ${bad.length - 5} more` : ''}. Check them with email-validator for the reason.`);
  if (results.length === 0) return failure('INVALID_INPUT', 'No email address given: only blank lines.');
  const unique = [...new Set(results.map((r) => r.normalized))];
  return success({ normalized: results.map((r) => r.normalized).join('\n'), results, count: results.length, uniqueCount: unique.length, unique });
});
