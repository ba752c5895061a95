import { defineTool, success } from '@ctp/core';
import isEmailImport, { type IsEmailOptions } from 'validator/lib/isEmail.js';
import isIPImport from 'validator/lib/isIP.js';
import { domainToAscii, domainToUnicode } from '../../_shared/idn.js';
import definition from './definition.js';

type IsEmail = (str: string, options?: IsEmailOptions) => boolean;
type IsIP = (str: string, options?: { version?: 4 | 6 }) => boolean;
// validator ships CommonJS: module.exports is the function and also has .default; which one an
// import yields depends on the loader (Node ESM, a bundler), so accept both
const isEmail = ((isEmailImport as unknown as { default?: IsEmail }).default ?? isEmailImport) as unknown as IsEmail;
const isIP = ((isIPImport as unknown as { default?: IsIP }).default ?? isIPImport) as unknown as IsIP;

interface Options {
  allowDisplayName: boolean;
  requireTld: boolean;
  allowIpDomain: boolean;
  allowUtf8LocalPart: boolean;
}

// the character classes of validator's isEmail and isFQDN, so each rejection can be explained
const ATEXT = /^[a-z\d!#$%&'*+\-/=?^_`{|}~]$/i;
const ATEXT_UTF8 = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]$/i;
const QTEXT = /^[\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e]$/;
const QTEXT_UTF8 = /^[\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]$/;
const QPAIR = /^[\x01-\x09\x0b\x0c\x0d-\x7f]$/;
const QPAIR_UTF8 = /^[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]$/;
const LABEL_CHAR = /^[a-z_\u00a1-\uffff0-9-]$/i;
const TLD = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const DISPLAY_NAME = /^([^\x00-\x1F\x7F-\x9F]+)</;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The most used mailbox providers, most popular first (ties in the typo check go to the earlier one). */
const POPULAR_DOMAINS = [
  'gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'icloud.com', 'aol.com', 'live.com', 'msn.com', 'me.com',
  'mac.com', 'googlemail.com', 'protonmail.com', 'proton.me', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com',
  'email.com', 'ymail.com', 'yahoo.co.uk', 'hotmail.co.uk', 'yahoo.fr', 'hotmail.fr', 'orange.fr', 'free.fr',
  'yandex.ru', 'mail.ru', 'qq.com', '163.com', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net',
  'btinternet.com', 't-online.de', 'zoho.com', 'fastmail.com', 'tutanota.com', 'rocketmail.com',
];
/** Top-level domains that do not exist but are frequent slips for .com, .net and .org. */
const TLD_TYPOS: Record<string, string> = {
  con: 'com', cmo: 'com', cpm: 'com', cim: 'com', comm: 'com', coom: 'com', ocm: 'com', vom: 'com', xom: 'com', copm: 'com',
  nte: 'net', nett: 'net', ogr: 'org', orgg: 'org', rog: 'org',
};

function showChar(char: string): string {
  const cp = char.codePointAt(0)!;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return cp > 0x20 && (cp < 0x7f || cp > 0x9f) ? `'${char}'` : hex;
}

const listChars = (chars: Iterable<string>) => [...new Set(chars)].map(showChar).join(', ');

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** Why a display name fails validator's RFC 5322 display-name rule. */
function displayNameReasons(name: string): string[] {
  const unquoted = name.replace(/^"(.+)"$/, '$1');
  if (!unquoted.trim()) return ['The display name is empty.'];
  if (/[.";<>]/.test(unquoted)) {
    if (unquoted === name) return [`The display name contains ${listChars(unquoted.match(/[.";<>]/g)!)}: enclose it in double quotes.`];
    if (unquoted.split('"').length !== unquoted.split('\\"').length) return ['Double quotes inside a quoted display name must be escaped as \\".'];
  }
  return [];
}

function domainReasons(domain: string, opts: Options): string[] {
  const reasons: string[] = [];
  const labels = domain.split('.');
  const tld = labels[labels.length - 1]!;
  if (opts.requireTld && labels.length < 2)
    reasons.push(`The domain "${domain}" has no top-level domain (like .com); turn off requireTld to accept names such as localhost.`);
  else if (/^\d+$/.test(tld)) reasons.push(`The top-level domain "${tld}" is numeric; for an IP address write user@[192.0.2.1] and turn on allowIpDomain.`);
  else if (opts.requireTld && tld !== '' && !TLD.test(tld))
    reasons.push(`The top-level domain "${tld}" is not valid: it must be at least two letters (or an xn-- IDN label).`);
  if (labels.some((label) => label === '')) reasons.push(`The domain "${domain}" has an empty label (a leading, trailing or double dot).`);
  const bad: string[] = [];
  for (const label of labels) {
    if (label.length > 63) reasons.push(`The domain label "${label.slice(0, 20)}…" is ${label.length} characters long; the limit is 63.`);
    if (/^-|-$/.test(label)) reasons.push(`The domain label "${label}" starts or ends with a hyphen.`);
    for (const char of label) if (!LABEL_CHAR.test(char) || /[\uff01-\uff5e]/.test(char)) bad.push(char);
  }
  if (domain.includes('_')) reasons.push('Domain names cannot contain underscores.');
  if (bad.length) reasons.push(`The domain contains characters that are not allowed in host names: ${listChars(bad)}.`);
  return reasons;
}

function localPartReasons(local: string, opts: Options): string[] {
  const reasons: string[] = [];
  const bytes = utf8Bytes(local);
  if (bytes > 64) reasons.push(`The local part (before the @) is ${bytes} bytes long; the limit is 64 (RFC 5321).`);
  const quoted = local.length >= 2 && local.startsWith('"') && local.endsWith('"');
  if (!quoted && local.includes('"'))
    reasons.push('Double quotes must enclose the whole local part ("john..doe"@example.com); here they do not.');
  if (quoted) {
    const text = [...local.slice(1, -1)];
    const single = opts.allowUtf8LocalPart ? QTEXT_UTF8 : QTEXT;
    const pair = opts.allowUtf8LocalPart ? QPAIR_UTF8 : QPAIR;
    const unescaped: string[] = [];
    const invalid: string[] = [];
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (char === '\\' && i + 1 < text.length && pair.test(text[i + 1]!)) i++;
      else if (char === '"' || char === '\\') unescaped.push(char);
      else if (!single.test(char)) invalid.push(char);
    }
    if (unescaped.length) reasons.push(`Inside a quoted local part, ${listChars(unescaped)} must be escaped with a backslash.`);
    if (invalid.length) reasons.push(nonAsciiAware(invalid, opts, 'the quoted local part'));
    return reasons;
  }
  if (local.startsWith('.')) reasons.push('The local part starts with a dot.');
  if (local.endsWith('.')) reasons.push('The local part ends with a dot.');
  if (local.includes('..')) reasons.push('The local part has two dots in a row; quote it ("a..b"@example.com) if that is intended.');
  const atext = opts.allowUtf8LocalPart ? ATEXT_UTF8 : ATEXT;
  const invalid = [...local].filter((char) => char !== '.' && char !== '"' && !atext.test(char));
  if (invalid.length) reasons.push(nonAsciiAware(invalid, opts, 'the local part'));
  return reasons;
}

function nonAsciiAware(invalid: string[], opts: Options, where: string): string {
  const nonAscii = invalid.filter((c) => c.codePointAt(0)! > 0x7f);
  if (!opts.allowUtf8LocalPart && nonAscii.length === invalid.length)
    return `Non-ASCII characters in ${where} (${listChars(nonAscii)}) are not allowed while allowUtf8LocalPart is off.`;
  const ascii = invalid.some((c) => c.codePointAt(0)! <= 0x7f);
  const hint = ascii && where === 'the local part' ? '; special characters need a quoted local part ("a,b"@example.com)' : '';
  return `${where[0]!.toUpperCase()}${where.slice(1)} contains characters that are not allowed: ${listChars(invalid)}${hint}.`;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(d);
    }
  }
  return rows[a.length]![b.length]!;
}

const splitTld = (domain: string): [string, string] => {
  const dot = domain.lastIndexOf('.');
  return dot === -1 ? [domain, ''] : [domain.slice(0, dot), domain.slice(dot + 1)];
};

/** A likely intended domain: a mistyped popular provider (gmial.com) or a non-existent TLD (.con). */
function suggestDomain(domain: string): string | undefined {
  if (domain.length > 64 || POPULAR_DOMAINS.includes(domain)) return undefined;
  let [name, tld] = splitTld(domain);
  if (TLD_TYPOS[tld]) tld = TLD_TYPOS[tld]!;
  let best: string | undefined;
  let bestCost = Infinity;
  for (const popular of POPULAR_DOMAINS) {
    const [pName, pTld] = splitTld(popular);
    // short names (aol, gmx, me, qq) only match exactly: one edit away is usually another real domain
    const budget = pName.length <= 3 ? 0 : pName.length <= 5 ? 1 : 2;
    const tldCost = tld === pTld ? 0 : editDistance(tld, pTld) === 1 ? 1 : Infinity;
    const cost = tldCost + editDistance(name, pName);
    if ((cost <= budget || (cost === 1 && name === pName)) && cost < bestCost) {
      best = popular;
      bestCost = cost;
    }
  }
  const fixed = best ?? `${name}.${tld}`;
  return fixed === domain || tld === '' ? undefined : fixed;
}

export default defineTool(definition, (params) => {
  const input = params.email;
  const opts: Options = {
    allowDisplayName: params.allowDisplayName,
    requireTld: params.requireTld,
    allowIpDomain: params.allowIpDomain,
    allowUtf8LocalPart: params.allowUtf8LocalPart,
  };
  const reasons: string[] = [];
  // checks this tool makes beyond validator's isEmail (RFC 5321 address literals, unbalanced quotes)
  const extra: string[] = [];

  let address = input;
  let displayName: string | undefined;
  const named = DISPLAY_NAME.exec(input);
  if (named && opts.allowDisplayName) {
    displayName = named[1]!.endsWith(' ') ? named[1]!.slice(0, -1) : named[1]!;
    const rest = input.slice(named[1]!.length);
    if (!rest.endsWith('>')) extra.push('The address after the display name must be enclosed in < and >.');
    address = rest.replace(/(^<|>$)/g, '');
    reasons.push(...displayNameReasons(displayName));
  }

  const at = address.lastIndexOf('@');
  const localPart = at === -1 ? address : address.slice(0, at);
  const domain = at === -1 ? '' : address.slice(at + 1);
  const literal = /^\[.*\]$/.test(domain) ? domain.slice(1, -1) : undefined;
  let libraryAddress = address;

  if (LONE_SURROGATE.test(input)) extra.push('The address contains an unpaired UTF-16 surrogate (broken text encoding).');
  else if (named && !opts.allowDisplayName && /^[^<]*<[^<>]+>$/.test(input)) {
    reasons.push('This is the "Name <address>" form: turn on allowDisplayName, or pass only the address.');
  } else {
    if (at === -1) reasons.push(`The address${displayName !== undefined ? ' after the display name' : ''} has no @: an address is local-part@domain.`);
    else if (localPart === '') reasons.push('Nothing comes before the @: the local part is missing.');
    if (at !== -1 && domain === '') reasons.push('Nothing comes after the @: the domain is missing.');
    if (localPart !== '"') reasons.push(...localPartReasons(localPart, opts));
    // validator reads a lone " as an empty quoted string
    if (localPart === '"') extra.push('Double quotes must enclose the whole local part ("john..doe"@example.com); here they do not.');
    if (literal !== undefined || isIP(domain)) {
      if (!opts.allowIpDomain) reasons.push('IP address domains are not allowed; turn on allowIpDomain to accept user@[192.0.2.1].');
      else if (literal === undefined) extra.push(`A bare IP address is not an address literal: write it in brackets, user@[${domain}] (RFC 5321).`);
      else if (/^IPv6:/i.test(literal)) {
        if (isIP(literal.slice(5), { version: 6 })) libraryAddress = `${localPart}@[${literal.slice(5)}]`;
        else reasons.push(`"${literal.slice(5)}" is not a valid IPv6 address.`);
      } else if (isIP(literal, { version: 6 })) extra.push(`IPv6 address literals are written with a tag: user@[IPv6:${literal}] (RFC 5321).`);
      else if (!isIP(literal, { version: 4 })) reasons.push(`"[${literal}]" is not a valid IPv4 address literal.`);
    } else if (domain !== '') reasons.push(...domainReasons(domain, opts));
  }

  const libraryOk =
    !LONE_SURROGATE.test(input) &&
    at !== -1 &&
    isEmail(displayName !== undefined ? input.replace(address, libraryAddress) : libraryAddress, {
      allow_display_name: opts.allowDisplayName,
      require_tld: opts.requireTld,
      allow_ip_domain: opts.allowIpDomain,
      allow_utf8_local_part: opts.allowUtf8LocalPart,
    });
  const valid = libraryOk && extra.length === 0;
  const explained = [...reasons, ...extra];
  if (!valid && explained.length === 0) explained.push('The address does not follow the RFC 5322 addr-spec syntax.');

  const domainAscii =
    literal === undefined
      ? (domainToAscii(domain) ?? domain.toLowerCase())
      : /^IPv6:/i.test(literal)
        ? `[IPv6:${literal.slice(5).toLowerCase()}]`
        : domain.toLowerCase();
  const data: Record<string, unknown> = {
    valid,
    reasons: valid ? [] : explained,
    localPart,
    domain,
    domainAscii,
    domainUnicode: literal !== undefined ? domainAscii : domainToUnicode(domainAscii),
    normalized: `${localPart}@${domainAscii}`,
    requiresSmtpUtf8: /[^\x00-\x7f]/.test(localPart),
  };
  if (displayName !== undefined) data.displayName = displayName.replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
  const suggestion = literal === undefined && !isIP(domain) ? suggestDomain(domainAscii) : undefined;
  if (suggestion) data.suggestion = `${localPart}@${suggestion}`;
  return success(data);
});
