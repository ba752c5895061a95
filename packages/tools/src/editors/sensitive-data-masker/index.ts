/**
 * Sensitive data masking without isolation: every regex here runs in linear
 * time on any input. Each one either has only bounded quantifiers (so one match
 * attempt costs a constant) or quantified classes that are followed by a
 * character outside the class (so no quantifier can backtrack into another),
 * and most are anchored by a lookbehind so an attempt starts only at the
 * beginning of a run. PEM blocks are found by indexOf, not by a lazy regex.
 * Tests run each detector on 1 MB adversarial inputs.
 */
import { defineTool, success, type ToolParams } from '@ctp/core';
import { findEmails } from '../../_shared/email-text.js';
import { luhnValid } from '../../_shared/luhn.js';
import definition from './definition.js';

type Type = 'privateKey' | 'jwt' | 'bearerToken' | 'awsAccessKey' | 'secret' | 'creditCard' | 'iban' | 'email' | 'uuid' | 'ipv6' | 'ipv4' | 'phone';

/** Overlaps are resolved in this order (earlier wins). */
const PRIORITY: Type[] = ['privateKey', 'jwt', 'bearerToken', 'awsAccessKey', 'secret', 'creditCard', 'iban', 'email', 'uuid', 'ipv6', 'ipv4', 'phone'];
const RANK = new Map(PRIORITY.map((t, i) => [t, i]));
const MAX_FINDINGS = 10_000;

interface Hit {
  type: Type;
  start: number;
  end: number;
}

const PEM_BEGIN = /-----BEGIN ((?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY)-----/g;
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g;
const BEARER = /(?<![A-Za-z0-9])(?:Bearer|Basic)[ \t]{1,10}([A-Za-z0-9._~+/-]{8,}=*)/gi;
const AWS = /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])/g;
const KEY_VALUE =
  /(?<![A-Za-z0-9_.-])(["']?)([A-Za-z][A-Za-z0-9_.-]{0,59})\1[ \t]{0,5}[:=][ \t]{0,5}(?:"((?:[^"\\\r\n]|\\.){1,1000})"|'((?:[^'\\\r\n]|\\.){1,1000})'|([^\s"',;&]{1,1000}))/g;
/** A password in a URL's user info: scheme://user:password@host. */
const URL_PASSWORD = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,20}:\/\/[^\s:/@]{1,100}:([^\s/@]{1,200})@/g;
const SECRET_KEY = /password|passwd|passphrase|pwd|secret|token|api[_.-]?key|access[_.-]?key|private[_.-]?key|credential|session[_.-]?id|^pass$|^auth$/i;
const NOT_SECRET = /^(?:null|true|false|undefined|none|\*+)$/i;
const CARD = /(?<![0-9A-Za-z])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z])/g;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}(?![A-Za-z0-9])/g;
const UUID = /(?<![0-9A-Fa-f-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(?![0-9A-Fa-f-])/g;
const IPV6 = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f]{0,4})(?![\w:])/g;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`(?<![0-9.])(?:${OCTET}\\.){3}${OCTET}(?![0-9]|\\.\\d)`, 'g');
const PHONE_INTL = /(?:(?<![\w+])\+|(?<![\w+]|\d[ .-])00)[1-9][\d .()-]{5,22}\d(?![\w])/g;
const PHONE_NANP = /(?<![\w(])(?:\(\d{3}\)[ .-]?|\d{3}[.-])\d{3}[.-]\d{4}(?![\w])/g;

/** Printed card groupings: 4-4-4-4 (last group 3–4 digits, up to 5 groups) or 4-6-4 / 4-6-5, one kind of separator. */
function cardGrouping(value: string): boolean {
  if (value.includes(' ') && value.includes('-')) return false;
  const groups = value.split(/[ -]/).map((g) => g.length);
  if (groups.length === 3 && groups[0] === 4 && groups[1] === 6 && (groups[2] === 4 || groups[2] === 5)) return true;
  const last = groups[groups.length - 1]!;
  return groups.length >= 4 && groups.slice(0, -1).every((g) => g === 4) && (last === 3 || last === 4);
}

export function ibanValid(iban: string): boolean {
  if (iban.length < 15 || iban.length > 34) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const v = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    rest = v >= 10 ? (rest * 100 + v) % 97 : (rest * 10 + v) % 97;
  }
  return rest === 1;
}

export function ipv6Valid(s: string): boolean {
  if (!/[0-9A-Fa-f]/.test(s)) return false;
  let head = s;
  let embedded = 0; // groups taken by a trailing dotted IPv4
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (tail.split('.').some((q) => Number(q) > 255 || (q.length > 1 && q[0] === '0'))) return false;
    embedded = 2;
    head = s[lastColon - 1] === ':' ? s.slice(0, lastColon + 1) : s.slice(0, lastColon);
  }
  const parts = head.split('::');
  if (parts.length > 2) return false;
  let count = embedded;
  for (const part of parts) {
    if (part === '') continue;
    for (const group of part.split(':')) {
      if (!/^[0-9A-Fa-f]{1,4}$/.test(group)) return false;
      count++;
    }
  }
  return parts.length === 2 ? count <= 7 : count === 8;
}

function* matches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    yield m;
    if (m[0] === '') re.lastIndex++;
  }
}

type Params = ToolParams<typeof definition>;
/** The detector switches (the boolean parameters). */
type Detector = { [K in keyof Params]: Params[K] extends boolean ? K : never }[keyof Params];

function detect(text: string, on: (option: Detector) => boolean): Hit[] {
  const hits: Hit[] = [];
  const add = (type: Type, start: number, end: number) => hits.push({ type, start, end });

  if (on('privateKeys')) {
    const missing = new Set<string>(); // labels with no END after some point: none further on either
    let coveredTo = 0;
    for (const m of matches(PEM_BEGIN, text)) {
      if (m.index < coveredTo) continue;
      const label = m[1]!;
      const endMarker = `-----END ${label}-----`;
      const at = missing.has(label) ? -1 : text.indexOf(endMarker, m.index);
      if (at === -1) missing.add(label);
      coveredTo = at === -1 ? text.length : at + endMarker.length;
      add('privateKey', m.index, coveredTo);
    }
  }
  if (on('jwts')) for (const m of matches(JWT, text)) add('jwt', m.index, m.index + m[0].length);
  if (on('bearerTokens')) for (const m of matches(BEARER, text)) add('bearerToken', m.index + m[0].length - m[1]!.length, m.index + m[0].length);
  if (on('awsKeys')) for (const m of matches(AWS, text)) add('awsAccessKey', m.index, m.index + m[0].length);
  if (on('secrets'))
    for (const m of matches(KEY_VALUE, text)) {
      if (!SECRET_KEY.test(m[2]!)) continue;
      const value = m[3] ?? m[4] ?? m[5]!;
      if (NOT_SECRET.test(value) || /^(?:Bearer|Basic)$/i.test(value)) continue;
      const end = m.index + m[0].length - (m[5] === undefined ? 1 : 0);
      add('secret', end - value.length, end);
    }
  if (on('secrets'))
    for (const m of matches(URL_PASSWORD, text)) {
      const end = m.index + m[0].length - 1;
      add('secret', end - m[1]!.length, end);
    }
  if (on('creditCards'))
    for (const m of matches(CARD, text)) {
      const digits = m[0].replace(/[ -]/g, '');
      if (digits.length !== m[0].length && !cardGrouping(m[0])) continue;
      // issuer ranges start with 2–6 (Mastercard, Amex/Diners/JCB, Visa, Discover/UnionPay)
      if (/^[2-6]/.test(digits) && luhnValid(digits) && !/^(\d)\1+$/.test(digits)) add('creditCard', m.index, m.index + m[0].length);
    }
  if (on('ibans'))
    for (const m of matches(IBAN, text)) {
      // the greedy match may have taken a following word: try shorter ends at spaces
      let candidate = m[0];
      for (let tries = 0; tries < 4; tries++) {
        if (ibanValid(candidate.replace(/ /g, ''))) {
          add('iban', m.index, m.index + candidate.length);
          break;
        }
        const space = candidate.lastIndexOf(' ');
        if (space < 15) break;
        candidate = candidate.slice(0, space);
      }
    }
  if (on('emails'))
    for (const email of findEmails(text)) add('email', email.index, email.index + email.address.length);
  if (on('uuids')) for (const m of matches(UUID, text)) add('uuid', m.index, m.index + m[0].length);
  if (on('ipAddresses')) {
    for (const m of matches(IPV6, text)) if (ipv6Valid(m[0])) add('ipv6', m.index, m.index + m[0].length);
    for (const m of matches(IPV4, text)) add('ipv4', m.index, m.index + m[0].length);
  }
  if (on('phones')) {
    for (const m of matches(PHONE_INTL, text)) {
      const value = m[0];
      const digits = value.replace(/\D/g, '').length - (value.startsWith('00') ? 2 : 0);
      if (digits < 8 || digits > 15 || /[ .-]{2}|\(\)|[()].*[()].*[()]/.test(value)) continue;
      const open = value.indexOf('(');
      if (open !== value.lastIndexOf('(') || (open >= 0) !== value.includes(')') || value.indexOf(')') < open) continue;
      add('phone', m.index, m.index + value.length);
    }
    for (const m of matches(PHONE_NANP, text)) add('phone', m.index, m.index + m[0].length);
  }
  return hits;
}

/** Keeps non-overlapping hits, the higher-priority one where two overlap. */
function resolve(hits: Hit[]): Hit[] {
  hits.sort((a, b) => a.start - b.start || RANK.get(a.type)! - RANK.get(b.type)!);
  const kept: Hit[] = [];
  for (const hit of hits) {
    const last = kept[kept.length - 1];
    if (last === undefined || hit.start >= last.end) kept.push(hit);
    else if (RANK.get(hit.type)! < RANK.get(last.type)!) kept[kept.length - 1] = hit;
  }
  return kept;
}

function stars(value: string): string {
  return value.replace(/[^\r\n]/gu, '*');
}

function mask(value: string, type: Type, style: string, keep: number): string {
  if (style === 'label') return `[REDACTED:${type}]`;
  if (type === 'creditCard') {
    let digitsLeft = value.replace(/\D/g, '').length;
    return value.replace(/\d/g, (d) => (--digitsLeft < 4 ? d : '*'));
  }
  if (style === 'partial') {
    const chars = [...value];
    if (chars.length >= 2 * keep + 4 && !value.includes('\n')) return chars.slice(0, keep).join('') + '*'.repeat(chars.length - 2 * keep) + chars.slice(-keep).join('');
  }
  return stars(value);
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const style = params.maskStyle;
  const keep = params.keepChars;
  const hits = resolve(detect(text, (option) => params[option]));

  const parts: string[] = [];
  const findings: { type: Type; line: number; column: number; length: number }[] = [];
  const counts: Partial<Record<Type, number>> = {};
  let last = 0;
  // position tracking, linear over the text
  let pos = 0;
  let line = 1;
  let column = 1;
  for (const hit of hits) {
    for (; pos < hit.start; pos++) {
      const c = text.charCodeAt(pos);
      if (c === 10 || (c === 13 && text.charCodeAt(pos + 1) !== 10)) {
        line++;
        column = 1;
      } else if (c !== 13 && !((c & 0xfc00) === 0xdc00 && (text.charCodeAt(pos - 1) & 0xfc00) === 0xd800)) column++;
    }
    const value = text.slice(hit.start, hit.end);
    parts.push(text.slice(last, hit.start), mask(value, hit.type, style, keep));
    last = hit.end;
    counts[hit.type] = (counts[hit.type] ?? 0) + 1;
    if (findings.length < MAX_FINDINGS) findings.push({ type: hit.type, line, column, length: [...value].length });
  }
  parts.push(text.slice(last));
  return success({ masked: parts.join(''), findings, counts, total: hits.length, findingsTruncated: hits.length > MAX_FINDINGS });
});
