/**
 * Every pattern here is linear: quantifiers are bounded or consume a class
 * that the next token cannot match, and a lookbehind lets an attempt start
 * only at the beginning of a run, so no start re-scans a long run. The tests
 * run each kind on 1 MB adversarial inputs.
 */
import { defineTool, failure, success } from '@ctp/core';
import { findEmails } from '../../_shared/email-text.js';
import { LineIndex } from '../../_shared/line-index.js';
import { luhnValid } from '../../_shared/luhn.js';
import definition from './definition.js';
import { KINDS } from './kinds.js';

type Kind = (typeof KINDS)[number];
interface Hit {
  kind: Kind;
  start: number;
  value: string;
}

const MAX_MATCHES = 10_000;
const CASELESS = new Set<Kind>(['emails', 'domains', 'ipv6', 'macs', 'md5', 'sha1', 'sha256', 'sha512', 'uuids']);
const HASHES: Record<number, Kind> = { 32: 'md5', 40: 'sha1', 64: 'sha256', 128: 'sha512' };
// "report.pdf" looks like a domain; these endings are far more often file names
const FILE_EXTENSIONS = new Set('exe dll pdf txt doc docx xls xlsx ppt pptx csv log tmp bin dat iso img msi bat cmd ps1 vbs js jar lnk sys ini cfg conf json xml yml yaml html htm php asp aspx jsp py rb java png jpg jpeg gif bmp svg ico mp3 mp4 wav avi mkv rar gz tar tgz zip bz2 eml msg dmg deb rpm apk md ts tsx css map'.split(' '));

// \p{M}: labels in scripts with combining vowel signs (Devanagari, Thai, Tamil…) are letters plus marks
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const TLD = '(?:\\p{L}[\\p{L}\\p{M}]{1,23}|xn--[a-z0-9-]{1,59})';
const DOMAIN_END = '(?![\\p{L}\\p{M}\\p{N}_@-]|\\.[\\p{L}\\p{M}\\p{N}])';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const RE = {
  url: /(?<![\p{L}\p{N}])(?:https?|ftps?|sftp|wss?):\/\/[^\s<>"'`/?#]{1,255}[^\s<>"'`]*/giu,
  domain: new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_.-])(?:${LABEL}\\.)+${TLD}${DOMAIN_END}`, 'giu'),
  ipv4: new RegExp(`(?<![\\d.]|[0-9A-Fa-f:]:)(?:${OCTET}\\.){3}${OCTET}(?!\\d|\\.\\d)`, 'g'),
  ipv6: /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f]{0,4})(?![\w:])/g,
  mac: /(?<![\w:.-])(?:[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\w:-]|\.\w)/g,
  hash: /(?<!\w)[0-9A-Fa-f]{32,128}(?!\w)/g,
  uuid: /(?<![\w-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(?![\w-])/g,
  date: /(?<![\w.:-])(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?(?![\w:-]|[.,]\d)/g,
  phoneIntl: /(?<![\w+])\+[1-9][\d .()-]{5,22}\d(?!\w)/g,
  phoneNanp: /(?<![\w(])(?:\(\d{3}\)[ .-]?|\d{3}[.-])\d{3}[.-]\d{4}(?!\w)/g,
  card: /(?<!\w)\d(?:[ -]?\d){12,18}(?!\w)/g,
};
// defanged forms; a dot may be written "[.]", "(.)", "{.}" or "[dot]"
const DEFANGED = /\bh(?:xx|\*\*|XX)p(s?)(?=[:[])|\bf[xX]p(s?)(?=[:[])|[[({](?:\.|dot)[\])}]|[[({](?:@|at)[\])}]|\[:\/\/\]|\[:\]/gi;

function* matches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) yield m;
}

/** Refanged text and a map from its offsets back to the input's. */
function refang(text: string): { text: string; original: (offset: number) => number } {
  const parts: string[] = [];
  const spans: Array<[newStart: number, newEnd: number, oldStart: number, oldEnd: number]> = [];
  let last = 0;
  let length = 0;
  for (const m of matches(DEFANGED, text)) {
    const t = m[0].toLowerCase();
    const out = t.startsWith('h') ? `http${m[1]}` : t.startsWith('f') ? `ftp${m[2]}` : t.includes('@') || t.includes('at') ? '@' : t.includes('//') ? '://' : t === '[:]' ? ':' : '.';
    parts.push(text.slice(last, m.index), out);
    length += m.index - last;
    spans.push([length, length + out.length, m.index, m.index + m[0].length]);
    length += out.length;
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  const original = (offset: number) => {
    let lo = 0;
    let hi = spans.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (spans[mid]![0] <= offset) (found = mid), (lo = mid + 1);
      else hi = mid - 1;
    }
    if (found < 0) return offset;
    const [, newEnd, oldStart, oldEnd] = spans[found]!;
    return offset < newEnd ? oldStart : oldEnd + (offset - newEnd);
  };
  return { text: parts.join(''), original };
}

function trimUrl(url: string): string {
  let end = url.length;
  const count = (c: string) => url.slice(0, end).split(c).length - 1;
  for (;;) {
    const c = url[end - 1]!;
    if ('.,;:!?\'"'.includes(c)) end--;
    else if (c === ')' && count('(') < count(')')) end--;
    else if (c === ']' && count('[') < count(']')) end--;
    else break;
  }
  return url.slice(0, end);
}

function ipv6Valid(s: string): boolean {
  if (!/[0-9A-Fa-f]/.test(s)) return false;
  let head = s;
  let groups = 0;
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (tail.split('.').some((q) => Number(q) > 255 || (q.length > 1 && q[0] === '0'))) return false;
    groups = 2;
    head = s[lastColon - 1] === ':' ? s.slice(0, lastColon + 1) : s.slice(0, lastColon);
  }
  const halves = head.split('::');
  if (halves.length > 2) return false;
  for (const half of halves) {
    if (half === '') continue;
    for (const group of half.split(':')) {
      if (!/^[0-9A-Fa-f]{1,4}$/.test(group)) return false;
      groups++;
    }
  }
  return halves.length === 2 ? groups <= 7 : groups === 8;
}

function validDate(m: RegExpExecArray): boolean {
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v))) as number[];
  const dim = [31, y! % 4 === 0 && (y! % 100 !== 0 || y! % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo! - 1];
  return dim !== undefined && d! >= 1 && d! <= dim && h! <= 23 && mi! <= 59 && s! <= 60;
}

/** Printed groupings only: 4-4-4-4(-…) with a last group of 1–4 digits, or 4-6-4 / 4-6-5, one kind of separator. */
function cardGrouping(value: string): boolean {
  if (!/[ -]/.test(value)) return true;
  if (value.includes(' ') && value.includes('-')) return false;
  const g = value.split(/[ -]/).map((x) => x.length);
  if (g.length === 3 && g[0] === 4 && g[1] === 6 && (g[2] === 4 || g[2] === 5)) return true;
  return g.length >= 4 && g.slice(0, -1).every((n) => n === 4) && g[g.length - 1]! <= 4;
}

function detect(text: string, on: Set<Kind>): Hit[] {
  const hits: Hit[] = [];
  const add = (kind: Kind, start: number, value: string) => hits.push({ kind, start, value });
  // URL paths hold "file.js" and "a.b" segments that are not domains
  const paths: Array<[number, number]> = [];
  if (on.has('urls') || on.has('domains'))
    for (const m of matches(RE.url, text)) {
      const url = trimUrl(m[0]);
      const hostEnd = url.slice(url.indexOf('//') + 2).search(/[/?#]/);
      if (hostEnd >= 0) paths.push([m.index + url.indexOf('//') + 2 + hostEnd, m.index + url.length]);
      if (on.has('urls')) add('urls', m.index, url);
    }
  if (on.has('emails')) for (const email of findEmails(text)) add('emails', email.index, email.address);
  if (on.has('domains')) {
    let p = 0;
    for (const m of matches(RE.domain, text)) {
      while (p < paths.length && paths[p]![1] <= m.index) p++;
      if (p < paths.length && paths[p]![0] <= m.index) continue;
      if (FILE_EXTENSIONS.has(m[0].slice(m[0].lastIndexOf('.') + 1).toLowerCase())) continue;
      add('domains', m.index, m[0]);
    }
  }
  if (on.has('ipv4')) for (const m of matches(RE.ipv4, text)) add('ipv4', m.index, m[0]);
  if (on.has('ipv6')) for (const m of matches(RE.ipv6, text)) if (ipv6Valid(m[0])) add('ipv6', m.index, m[0]);
  if (on.has('macs')) for (const m of matches(RE.mac, text)) add('macs', m.index, m[0]);
  for (const m of matches(RE.hash, text)) {
    const kind = HASHES[m[0].length];
    if (kind && on.has(kind)) add(kind, m.index, m[0]);
  }
  if (on.has('uuids')) for (const m of matches(RE.uuid, text)) add('uuids', m.index, m[0]);
  if (on.has('dates')) for (const m of matches(RE.date, text)) if (validDate(m)) add('dates', m.index, m[0]);
  if (on.has('phones')) {
    const intl: Hit[] = []; // "+1 (555) 123-4567" holds a NANP number too
    for (const m of matches(RE.phoneIntl, text)) {
      const v = m[0];
      const digits = v.replace(/\D/g, '').length;
      const open = v.indexOf('(');
      if (digits < 8 || digits > 15 || /[ .-]{2}/.test(v)) continue;
      if (open !== v.lastIndexOf('(') || (open >= 0) !== v.includes(')') || v.indexOf(')') < open || v.lastIndexOf(')') !== v.indexOf(')')) continue;
      add('phones', m.index, v);
      intl.push(hits[hits.length - 1]!);
    }
    for (const m of matches(RE.phoneNanp, text))
      if (!intl.some((h) => m.index < h.start + h.value.length && h.start < m.index + m[0].length)) add('phones', m.index, m[0]);
  }
  if (on.has('creditCards'))
    for (const m of matches(RE.card, text)) {
      const digits = m[0].replace(/\D/g, '');
      if (cardGrouping(m[0]) && /^[2-6]/.test(digits) && luhnValid(digits) && !/^(\d)\1+$/.test(digits)) add('creditCards', m.index, m[0]);
    }
  return hits;
}

function parseKinds(spec: string): Set<Kind> | string {
  const on = new Set<Kind>();
  const byName = new Map<string, Kind[]>(KINDS.map((k) => [k.toLowerCase(), [k]]));
  byName.set('hashes', ['md5', 'sha1', 'sha256', 'sha512']);
  byName.set('ips', ['ipv4', 'ipv6']);
  byName.set('all', [...KINDS]);
  for (const raw of spec.split(/[\s,;]+/)) {
    if (!raw) continue;
    const name = raw.toLowerCase();
    const kinds = byName.get(name) ?? byName.get(`${name}s`) ?? byName.get(name.replace(/-/g, ''));
    if (!kinds) return `Unknown kind "${raw}"; use a comma list of ${KINDS.join(', ')}, hashes, ips or all`;
    for (const k of kinds) on.add(k);
  }
  return on.size ? on : 'No kind selected; use a comma list of kinds such as "emails,urls" or "all"';
}

export default defineTool(definition, (params) => {
  const on = parseKinds(params.kinds);
  if (typeof on === 'string') return failure('INVALID_INPUT', on);
  const input = params.text;
  const fanged = params.refang ? refang(input) : { text: input, original: (o: number) => o };
  const hits = detect(fanged.text, on).sort((a, b) => a.start - b.start);

  const selected = KINDS.filter((k) => on.has(k));
  const results: Partial<Record<Kind, string[]>> = {};
  const counts: Partial<Record<Kind, number>> = {};
  const seen: Partial<Record<Kind, Set<string>>> = {};
  for (const k of selected) (results[k] = []), (counts[k] = 0), (seen[k] = new Set());
  for (const hit of hits) {
    counts[hit.kind]!++;
    const key = CASELESS.has(hit.kind) ? hit.value.toLowerCase() : hit.value;
    if (params.dedupe && seen[hit.kind]!.has(key)) continue;
    seen[hit.kind]!.add(key);
    results[hit.kind]!.push(hit.value);
  }
  if (params.sort === 'alphabetical') for (const k of selected) results[k]!.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const matchList: Array<{ kind: Kind; value: string; line: number; column: number }> = [];
  if (params.positions) {
    const index = new LineIndex(input);
    for (const hit of hits.slice(0, MAX_MATCHES)) matchList.push({ kind: hit.kind, value: hit.value, ...index.position(fanged.original(hit.start)) });
  }
  return success({ results, counts, total: hits.length, matches: matchList, matchesTruncated: params.positions === true && hits.length > MAX_MATCHES });
});
