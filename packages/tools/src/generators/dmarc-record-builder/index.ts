import { defineTool, failure, success } from '@ctp/core';
import { asciiDomain, quoteTxt, txtStrings, type Checked } from '../../_shared/dns-txt.js';
import definition from './definition.js';

/** Characters of an address's local part (RFC 5322 atext and dots; non-ASCII per RFC 6531). */
const LOCAL_CHAR = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~\-\u0080-\u{10FFFF}]$/u;
/** Must be percent-encoded inside a DMARC mailto: URI (RFC 7489 §6.2: "," and "!" separate URIs and size limits). */
const ENCODE = /[!,%?#\u0080-\u{10FFFF}]/gu;

interface ReportUri {
  uri: string;
  domain: string;
}

/** One typed address (mailto: optional, !size optional) as a DMARC report URI. */
function reportUri(tag: string, item: string): Checked<ReportUri> {
  const text = item.replace(/^mailto:/i, '');
  const size = /!(\d+[kmgt]?)$/i.exec(text);
  const address = size ? text.slice(0, size.index) : text;
  const at = address.lastIndexOf('@');
  if (at <= 0) return { ok: false, message: `${tag}: "${item}" is not an e-mail address (name@example.com).` };
  const local = address.slice(0, at);
  const bad = [...local].find((c) => !LOCAL_CHAR.test(c));
  if (bad !== undefined) return { ok: false, message: `${tag}: the address "${address}" holds "${bad}", which an unquoted address cannot hold.` };
  if (/^\.|\.$|\.\./.test(local) || local.length > 64) return { ok: false, message: `${tag}: "${address}" has a malformed local part (dots at an end or doubled, or over 64 characters).` };
  const domain = asciiDomain(address.slice(at + 1));
  if (!domain.ok) return { ok: false, message: `${tag}: the domain of "${address}" ${domain.message}.` };
  const encoded = local.replace(ENCODE, (c) => [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
  return { ok: true, value: { uri: `mailto:${encoded}@${domain.value}${size ? `!${size[1]!.toLowerCase()}` : ''}`, domain: domain.value } };
}

function reportUris(tag: string, text: string | undefined): Checked<ReportUri[]> {
  const uris: ReportUri[] = [];
  for (const item of (text ?? '').split(/[\s,;]+/).filter(Boolean)) {
    const uri = reportUri(tag, item);
    if (!uri.ok) return uri;
    if (!uris.some((u) => u.uri === uri.value.uri)) uris.push(uri.value);
  }
  return { ok: true, value: uris };
}

/** The same organizational domain, approximately: equal, or one a subdomain of the other. */
const related = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

export default defineTool(definition, (params) => {
  const domain = asciiDomain(params.domain.replace(/^_dmarc\./i, ''));
  if (!domain.ok) return failure('INVALID_INPUT', `The domain "${params.domain}" ${domain.message}.`);
  const rua = reportUris('rua', params.rua);
  if (!rua.ok) return failure('INVALID_INPUT', rua.message);
  const ruf = reportUris('ruf', params.ruf);
  if (!ruf.ok) return failure('INVALID_INPUT', ruf.message);

  const tags: Array<{ tag: string; value: string }> = [{ tag: 'v', value: 'DMARC1' }, { tag: 'p', value: params.policy }];
  const add = (tag: string, value: string, when: boolean) => { if (when) tags.push({ tag, value }); };
  add('sp', params.subdomainPolicy, params.subdomainPolicy !== 'same');
  add('pct', String(params.pct), params.pct !== 100);
  add('rua', rua.value.map((u) => u.uri).join(','), rua.value.length > 0);
  add('ruf', ruf.value.map((u) => u.uri).join(','), ruf.value.length > 0);
  add('adkim', params.adkim, params.adkim !== 'r');
  add('aspf', params.aspf, params.aspf !== 'r');
  add('fo', params.fo, params.fo !== '0');
  add('ri', String(params.ri), params.ri !== 86400);
  const record = tags.map((t) => `${t.tag}=${t.value}`).join('; ');

  const warnings: string[] = [];
  if (params.policy === 'none') warnings.push('p=none only monitors: failing mail is still delivered. Move to quarantine, then reject, once the reports show every legitimate sender passes.');
  if (params.pct < 100) warnings.push(`pct=${params.pct}: the policy applies to only ${params.pct}% of the failing mail; raise it to 100 once reports look clean.`);
  if (rua.value.length === 0) warnings.push('No rua address: you will get no aggregate reports showing who sends mail as your domain.');
  if (params.fo !== '0' && ruf.value.length === 0) warnings.push(`fo=${params.fo} has no effect without ruf addresses.`);
  const external = [...new Set([...rua.value, ...ruf.value].map((u) => u.domain))].filter((d) => !related(d, domain.value));
  for (const d of external) warnings.push(`${d} receives reports for ${domain.value} only if it publishes a TXT record "v=DMARC1" at ${domain.value}._report._dmarc.${d} (RFC 7489 §7.1).`);
  const strings = txtStrings(record);
  if (strings.length > 1) warnings.push(`The record is ${record.length} characters: it is published as ${strings.length} strings of at most 255 characters (zoneLine shows them; most DNS consoles split it themselves).`);

  const name = `_dmarc.${domain.value}`;
  return success({ record, name, zoneLine: `${name}. 3600 IN TXT ${quoteTxt(strings)}`, tags, warnings });
});
