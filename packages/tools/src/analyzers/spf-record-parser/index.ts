import { defineTool, success } from '@ctp/core';
import { parseCidr } from '../../_shared/ip-ranges.js';
import definition from './definition.js';

type Severity = 'error' | 'warning';
const QUALIFIERS: Record<string, string> = { '+': 'pass', '-': 'fail', '~': 'softfail', '?': 'neutral' };
const OUTCOME: Record<string, string> = { pass: 'Pass', fail: 'Fail', softfail: 'Softfail', neutral: 'Neutral' };
const MECHANISMS = new Set(['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists']);
const LOOKUP = new Set(['include', 'a', 'mx', 'ptr', 'exists']);
/** A domain-spec: a domain name, possibly with SPF macros (%{d}, %{i}…). */
const DOMAIN_SPEC = /^([A-Za-z0-9_.-]|%\{[slodiphcrtv]\d*r?[.\-+,/_=]*\}|%%|%_|%-)+$/;

function meaning(name: string, value: string, qualifier: string): string {
  const q = OUTCOME[qualifier]!;
  const self = value === '' ? 'the domain itself' : value;
  switch (name) {
    case 'all':
      return `${q} for every other server${qualifier === 'softfail' ? ' (accepted but marked)' : qualifier === 'fail' ? ' (rejected)' : qualifier === 'pass' ? ': anyone may send' : ''}.`;
    case 'ip4':
    case 'ip6':
      return `${q} for ${name === 'ip4' ? 'IPv4' : 'IPv6'} addresses in ${value}.`;
    case 'a':
      return `${q} for the addresses (A/AAAA) of ${self}.`;
    case 'mx':
      return `${q} for the mail servers (MX) of ${self}.`;
    case 'include':
      return `${q} when the SPF record of ${value} passes (its own lookups count too).`;
    case 'exists':
      return `${q} when ${value} has an A record (used with macros).`;
    case 'ptr':
      return `${q} when the sender's reverse DNS name ends in ${self} (slow; RFC 7208 says not to use it).`;
    default:
      return '';
  }
}

export default defineTool(definition, (params) => {
  // a TXT record as pasted: quoted strings are concatenated without spaces (RFC 7208 §3.3)
  const raw = params.record.trim();
  const strings = [...raw.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
  const record = (strings.length ? strings.join('') : raw).replace(/\s+/g, ' ').trim();
  const issues: Array<{ severity: Severity; message: string }> = [];
  const issue = (severity: Severity, message: string) => issues.push({ severity, message });
  const terms: Array<{ term: string; kind: 'mechanism' | 'modifier'; name: string; qualifier: string; value: string; meaning: string; lookups: number }> = [];
  const parts = record.split(' ').filter(Boolean);
  if (parts[0]?.toLowerCase() !== 'v=spf1') issue('error', `An SPF record starts with "v=spf1"; this one starts with "${parts[0] ?? ''}".`);
  let sawAll = false;
  let allQualifier = '';
  const modifiers = new Map<string, string>();
  for (const term of parts.slice(parts[0]?.toLowerCase() === 'v=spf1' ? 1 : 0)) {
    const modifier = /^([A-Za-z][A-Za-z0-9_.-]*)=(.*)$/.exec(term);
    if (modifier) {
      const name = modifier[1]!.toLowerCase();
      const value = modifier[2]!;
      if (modifiers.has(name) && (name === 'redirect' || name === 'exp')) issue('error', `The ${name}= modifier appears twice; RFC 7208 allows it once.`);
      modifiers.set(name, value);
      if ((name === 'redirect' || name === 'exp') && !DOMAIN_SPEC.test(value)) issue('error', `${name}=${value}: "${value}" is not a domain.`);
      const known = name === 'redirect' || name === 'exp';
      if (!known) issue('warning', `Unknown modifier ${name}= (ignored by receivers).`);
      terms.push({
        term, kind: 'modifier', name, qualifier: '', value,
        meaning: name === 'redirect' ? `If nothing matched, use the SPF record of ${value} instead.` : name === 'exp' ? `Explanation text for failures is in the TXT record of ${value}.` : 'Unknown modifier, ignored.',
        lookups: name === 'redirect' ? 1 : 0,
      });
      continue;
    }
    const m = /^([+\-~?]?)([A-Za-z0-9]+)(?::(.*?))?(\/\/?\d+(?:\/\/\d+)?)?$/.exec(term);
    const name = m?.[2]?.toLowerCase() ?? '';
    if (!m || !MECHANISMS.has(name)) {
      issue('error', `"${term}" is not an SPF mechanism (all, include, a, mx, ptr, ip4, ip6, exists) or modifier (name=value).`);
      continue;
    }
    const qualifier = QUALIFIERS[m[1] || '+']!;
    let value = (m[3] ?? '') + (m[4] ?? '');
    if (sawAll) issue('warning', `"${term}" comes after all and is never evaluated.`);
    if (name === 'ip4' || name === 'ip6') {
      value = term.slice(term.indexOf(':') + 1);
      const cidr = parseCidr(value, true);
      if (!cidr.ok) issue('error', `${name}:${value}: ${cidr.message}`);
      else if (cidr.value.version !== (name === 'ip4' ? 4 : 6)) issue('error', `${name}:${value} holds an IPv${cidr.value.version} address; use ${name === 'ip4' ? 'ip6' : 'ip4'}.`);
      if (!term.includes(':')) issue('error', `${name} needs an address: ${name}:192.0.2.1 or ${name}:192.0.2.0/24.`);
    } else if (name === 'include' || name === 'exists') {
      if (!m[3]) issue('error', `${name} needs a domain: ${name}:example.com.`);
      else if (!DOMAIN_SPEC.test(m[3])) issue('error', `${term}: "${m[3]}" is not a domain.`);
    } else if (name === 'all' && (m[3] !== undefined || m[4] !== undefined)) issue('error', `all takes no value: "${term}".`);
    if (name === 'ptr') issue('warning', 'ptr is slow and unreliable; RFC 7208 says it should not be used, and some receivers ignore it.');
    if (name === 'all') {
      sawAll = true;
      allQualifier = qualifier;
      if (qualifier === 'pass') issue('error', '+all lets every server on the internet send mail as this domain.');
    }
    terms.push({ term, kind: 'mechanism', name, qualifier, value, meaning: meaning(name, name === 'ip4' || name === 'ip6' ? value : (m[3] ?? ''), qualifier), lookups: LOOKUP.has(name) ? 1 : 0 });
  }
  const lookups = terms.reduce((n, t) => n + t.lookups, 0);
  if (lookups > 10) issue('error', `${lookups} DNS lookups: more than 10 makes receivers return permerror (flatten includes or use ip4/ip6).`);
  else if (lookups > 7) issue('warning', `${lookups} DNS lookups in this record alone; with the lookups of its includes the limit of 10 is easily passed.`);
  if (modifiers.has('redirect') && sawAll) issue('warning', 'redirect= is ignored because the record has an all mechanism.');
  if (!sawAll && !modifiers.has('redirect')) issue('warning', 'No all mechanism and no redirect=: servers not listed get neutral, which protects nothing. End with ~all or -all.');
  if (strings.some((s) => s.length > 255)) issue('error', 'A TXT string holds at most 255 characters; split the record into several quoted strings.');
  else if (strings.length === 0 && record.length > 255) issue('warning', `The record is ${record.length} characters: publish it as several quoted strings of at most 255 characters each.`);
  if (record.length > 450) issue('warning', 'Records longer than about 450 characters may not fit a 512-byte DNS answer with other TXT records.');
  const defaultResult = sawAll ? allQualifier : modifiers.has('redirect') ? `from ${modifiers.get('redirect')}` : 'neutral';
  const errors = issues.filter((i) => i.severity === 'error').length;
  const mechanisms = terms.filter((t) => t.kind === 'mechanism' && t.name !== 'all').length;
  const summary = errors
    ? `Invalid SPF: ${errors} error${errors === 1 ? '' : 's'}`
    : `Valid SPF: ${mechanisms} mechanism${mechanisms === 1 ? '' : 's'}, ${lookups} DNS lookup${lookups === 1 ? '' : 's'}, other servers ${defaultResult}`;
  return success({ valid: errors === 0, summary, lookups, defaultResult, terms, issues });
});
