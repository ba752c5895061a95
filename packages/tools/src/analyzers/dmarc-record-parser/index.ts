import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

type Severity = 'error' | 'warning';
const POLICIES = new Set(['none', 'quarantine', 'reject']);
const POLICY_TEXT: Record<string, string> = {
  none: 'no action: mail that fails DMARC is delivered as usual (monitoring)',
  quarantine: 'mail that fails DMARC goes to spam/quarantine',
  reject: 'mail that fails DMARC is rejected',
};
const KNOWN = ['v', 'p', 'sp', 'np', 'adkim', 'aspf', 'pct', 'rua', 'ruf', 'fo', 'rf', 'ri', 'psd', 't'];

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** mailto:addr[!size] URIs, comma-separated; returns the addresses' problems. */
function checkUris(tag: string, value: string, issue: (s: Severity, m: string) => void): string[] {
  const uris = value.split(',').map((u) => u.trim()).filter(Boolean);
  for (const uri of uris) {
    const m = /^mailto:([^@\s!]+@[^@\s!]+\.[^@\s!]+)(!\d+[kmgt]?)?$/i.exec(uri);
    if (!m) issue('error', `${tag}: "${uri}" is not a mailto: URI with an address (mailto:dmarc@example.com, optionally !10m for a size limit).`);
  }
  if (uris.length === 0) issue('error', `${tag} is empty.`);
  return uris;
}

export default defineTool(definition, (params) => {
  const issues: Array<{ severity: Severity; message: string }> = [];
  const issue = (severity: Severity, message: string) => issues.push({ severity, message });
  const raw = params.record.trim().replace(/^"|"$/g, '').replace(/"\s*"/g, '');
  const pairs = raw.split(';').map((s) => s.trim()).filter(Boolean).map((s) => {
    const eq = s.indexOf('=');
    return eq < 0 ? { tag: s.toLowerCase(), value: '', bad: true } : { tag: s.slice(0, eq).trim().toLowerCase(), value: s.slice(eq + 1).trim(), bad: false };
  });
  const seen = new Set<string>();
  const tags: Array<{ tag: string; value: string; meaning: string }> = [];
  const values = new Map<string, string>();
  pairs.forEach(({ tag, value, bad }, i) => {
    if (bad) return issue('error', `"${tag}" is not a tag=value pair.`);
    if (seen.has(tag)) issue('error', `Tag ${tag} appears twice; receivers may ignore the whole record.`);
    seen.add(tag);
    values.set(tag, value);
    if (i === 0 && tag !== 'v') issue('error', `A DMARC record starts with v=DMARC1; this one starts with ${tag}=.`);
    if (i === 1 && tag !== 'p') issue('warning', 'p= should come right after v=DMARC1; some receivers require it there.');
    let meaning = '';
    switch (tag) {
      case 'v':
        if (value !== 'DMARC1') issue('error', `v=${value}: the version must be DMARC1 (case-sensitive).`);
        meaning = 'DMARC version 1.';
        break;
      case 'p':
      case 'sp':
      case 'np':
        if (!POLICIES.has(value.toLowerCase())) issue('error', `${tag}=${value}: must be none, quarantine or reject.`);
        meaning = `${tag === 'p' ? '' : tag === 'sp' ? 'For subdomains: ' : 'For subdomains that do not exist: '}${tag === 'p' ? cap(POLICY_TEXT[value.toLowerCase()] ?? 'unknown policy') : POLICY_TEXT[value.toLowerCase()] ?? 'unknown policy'}.`;
        break;
      case 'adkim':
      case 'aspf':
        if (value !== 'r' && value !== 's') issue('error', `${tag}=${value}: must be r (relaxed) or s (strict).`);
        meaning = `${tag === 'adkim' ? 'DKIM' : 'SPF'} alignment is ${value === 's' ? `strict: the ${tag === 'adkim' ? 'signing' : 'envelope (Return-Path)'} domain must equal the From domain.` : `relaxed: the ${tag === 'adkim' ? 'signing' : 'envelope'} domain may be a subdomain of the same organizational domain.`}`;
        break;
      case 'pct': {
        const n = Number(value);
        if (!/^\d{1,3}$/.test(value) || n > 100) issue('error', `pct=${value}: must be a whole number from 0 to 100.`);
        else if (n < 100) issue('warning', `pct=${value}: the policy applies to only part of the failing mail.`);
        meaning = `The policy applies to ${value}% of failing mail; the rest is treated one step softer.`;
        break;
      }
      case 'rua':
      case 'ruf': {
        const uris = checkUris(tag, value, issue);
        const addresses = uris.map((u) => u.replace(/^mailto:/i, '').replace(/!.*$/, ''));
        meaning = `${tag === 'rua' ? 'Daily aggregate reports' : 'Forensic (failure) reports'} go to ${addresses.join(', ')}.`;
        break;
      }
      case 'fo':
        if (!/^[01ds](:[01ds])*$/.test(value)) issue('error', `fo=${value}: must be 0, 1, d or s, colon-separated.`);
        meaning = `Failure reports when ${value.split(':').map((o) => ({ '0': 'both SPF and DKIM fail to align', '1': 'either SPF or DKIM fails to align', d: 'DKIM fails', s: 'SPF fails' })[o] ?? o).join(', or ')}.`;
        break;
      case 'rf':
        if (value.toLowerCase() !== 'afrf') issue('error', `rf=${value}: the only report format is afrf.`);
        meaning = 'Failure reports in the Authentication Failure Reporting Format.';
        break;
      case 'ri':
        if (!/^\d+$/.test(value)) issue('error', `ri=${value}: must be a number of seconds.`);
        meaning = `Aggregate reports requested every ${value} seconds (most senders report daily whatever is asked).`;
        break;
      default:
        meaning = KNOWN.includes(tag) ? 'DMARCbis tag (draft), not in RFC 7489.' : 'Unknown tag, ignored by receivers.';
        if (!KNOWN.includes(tag)) issue('warning', `Unknown tag ${tag}= (ignored by receivers).`);
    }
    tags.push({ tag, value, meaning });
  });
  const p = values.get('p')?.toLowerCase();
  if (!values.has('p')) issue('error', 'The record has no p= policy, which is required.');
  if (p === 'none') issue('warning', 'p=none only monitors: mail that fails DMARC is still delivered. Move to quarantine or reject once reports look clean.');
  if (!values.has('rua')) issue('warning', 'No rua= address: you will get no aggregate reports to see who sends mail as your domain.');
  const policy = {
    p: p ?? '',
    sp: values.get('sp')?.toLowerCase() ?? p ?? '',
    adkim: values.get('adkim') ?? 'r',
    aspf: values.get('aspf') ?? 'r',
    pct: values.has('pct') && /^\d+$/.test(values.get('pct')!) ? Number(values.get('pct')) : 100,
    rua: values.has('rua') ? values.get('rua')!.split(',').map((u) => u.trim()).filter(Boolean) : [],
    ruf: values.has('ruf') ? values.get('ruf')!.split(',').map((u) => u.trim()).filter(Boolean) : [],
    fo: values.get('fo') ?? '0',
    ri: values.has('ri') && /^\d+$/.test(values.get('ri')!) ? Number(values.get('ri')) : 86400,
  };
  const errors = issues.filter((i) => i.severity === 'error').length;
  const summary = errors
    ? `Invalid DMARC: ${errors} error${errors === 1 ? '' : 's'}`
    : `Valid DMARC: ${policy.p === 'none' ? 'monitoring only (p=none)' : `${policy.p} ${policy.pct}% of failing mail`}${policy.sp !== policy.p ? ` (subdomains: ${policy.sp})` : ''}`;
  return success({ valid: errors === 0, summary, policy, tags, issues });
});
