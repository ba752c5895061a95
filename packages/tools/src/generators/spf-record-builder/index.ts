import { defineTool, failure, success } from '@ctp/core';
import { asciiDomain, quoteTxt, txtStrings, type Checked } from '../../_shared/dns-txt.js';
import { blockRange, formatAddress, formatBlock, parseCidr, type Block, type IpVersion } from '../../_shared/ip-ranges.js';
import definition from './definition.js';

const items = (text: string | undefined, prefix: string) =>
  (text ?? '').split(/[\s,;]+/).filter(Boolean).map((item) => (item.toLowerCase().startsWith(`${prefix}:`) ? item.slice(prefix.length + 1) : item));

/** The ip4/ip6 terms of a list: checked, duplicates and blocks inside another listed block dropped (with a warning). */
function ipTerms(text: string | undefined, version: IpVersion, warnings: string[]): Checked<string[]> {
  const name = version === 4 ? 'ip4' : 'ip6';
  const blocks: Block[] = [];
  for (const item of items(text, name)) {
    const parsed = parseCidr(item, true);
    if (!parsed.ok) return { ok: false, message: `${name}: ${parsed.message}` };
    if (parsed.value.version !== version) return { ok: false, message: `${name}: "${item}" is an IPv${parsed.value.version} address; put it in the ip${parsed.value.version} list.` };
    blocks.push(parsed.value);
  }
  const term = (b: Block) => `${name}:${b.prefix === (version === 4 ? 32 : 128) ? formatAddress(b.version, b.network) : formatBlock(b)}`;
  const kept: Block[] = [];
  blocks.forEach((b, i) => {
    const r = blockRange(b);
    const same = (o: Block) => o.network === b.network && o.prefix === b.prefix;
    if (blocks.findIndex(same) < i) return;
    const times = blocks.filter(same).length;
    if (times > 1) warnings.push(`${term(b)} is listed ${times === 2 ? 'twice' : `${times} times`}; written once.`);
    const outer = blocks.find((o) => o.prefix < b.prefix && blockRange(o).start <= r.start && r.end <= blockRange(o).end);
    if (outer) return void warnings.push(`${term(b)} is inside ${term(outer)}; left out.`);
    if (b.prefix === 0) warnings.push(`${term(b)} allows every ${version === 4 ? 'IPv4' : 'IPv6'} address on the internet to send as this domain.`);
    kept.push(b);
  });
  return { ok: true, value: kept.map(term) };
}

export default defineTool(definition, (params) => {
  const warnings: string[] = [];
  let domain: string | undefined;
  if (params.domain !== undefined) {
    const d = asciiDomain(params.domain);
    if (!d.ok) return failure('INVALID_INPUT', `The domain "${params.domain}" ${d.message}.`);
    domain = d.value;
  }
  const ip4 = ipTerms(params.ip4, 4, warnings);
  if (!ip4.ok) return failure('INVALID_INPUT', ip4.message);
  const ip6 = ipTerms(params.ip6, 6, warnings);
  if (!ip6.ok) return failure('INVALID_INPUT', ip6.message);
  const includes: string[] = [];
  const repeated = new Map<string, number>();
  for (const item of items(params.include, 'include')) {
    const d = asciiDomain(item);
    if (!d.ok) return failure('INVALID_INPUT', `include: "${item}" ${d.message}.`);
    if (d.value === domain) return failure('INVALID_INPUT', `include:${d.value} includes the domain's own record: a loop receivers answer with permerror.`);
    if (!includes.includes(d.value)) includes.push(d.value);
    else repeated.set(d.value, (repeated.get(d.value) ?? 1) + 1);
  }
  for (const [d, times] of repeated) warnings.push(`include:${d} is listed ${times === 2 ? 'twice' : `${times} times`}; written once.`);
  let redirect: string | undefined;
  if (params.redirect !== undefined) {
    const d = asciiDomain(params.redirect.replace(/^redirect=/i, ''));
    if (!d.ok) return failure('INVALID_INPUT', `redirect: "${params.redirect}" ${d.message}.`);
    if (d.value === domain) return failure('INVALID_INPUT', `redirect=${d.value} points at the domain's own record: a loop receivers answer with permerror.`);
    redirect = d.value;
  }

  const terms = [...ip4.value, ...ip6.value, ...(params.a ? ['a'] : []), ...(params.mx ? ['mx'] : []), ...includes.map((d) => `include:${d}`)];
  const mechanisms = terms.length;
  if (redirect !== undefined) {
    if (params.all !== 'none') warnings.push(`redirect= is used only when the record has no all, so ${params.all} is left out; the result for other servers comes from ${redirect}.`);
    terms.push(`redirect=${redirect}`);
  } else if (params.all !== 'none') terms.push(params.all);

  const lookups = Number(params.a) + Number(params.mx) + includes.length + (redirect ? 1 : 0);
  if (lookups > 10) warnings.push(`${lookups} DNS lookups: more than 10 makes receivers return permerror. Replace includes by the ip4/ip6 ranges they list (flattening) or drop senders you no longer use.`);
  if (includes.length > 0) warnings.push(`The ${includes.length === 1 ? 'include adds its' : `${includes.length} includes add their`} own DNS lookups: check the total stays at 10 or fewer with an SPF checker that follows them.`);
  if (redirect === undefined) {
    if (mechanisms === 0 && params.all === '-all') warnings.push('No server is allowed: this record says the domain sends no mail at all (right for parked domains).');
    else if (mechanisms === 0) warnings.push('No server is listed: add the addresses, a/mx or includes of the servers that send your mail.');
    if (params.all === 'none') warnings.push('No all and no redirect: servers not listed get neutral, which protects nothing. Choose ~all or -all.');
    else if (params.all === '?all') warnings.push('?all (neutral) says nothing about servers not listed, which protects nothing. Choose ~all or -all.');
  }

  const record = ['v=spf1', ...terms].join(' ');
  const strings = txtStrings(record, ' ');
  if (strings.length > 1) warnings.push(`The record is ${record.length} characters: it is published as ${strings.length} strings of at most 255 characters (zoneLine shows them; most DNS consoles split it themselves).`);
  if (record.length > 450) warnings.push('Records longer than about 450 characters may not fit a 512-byte DNS answer with other TXT records: move senders to a subdomain include.');
  return success({ record, zoneLine: `${domain ? `${domain}.` : '@'} 3600 IN TXT ${quoteTxt(strings)}`, lookups, terms, warnings });
});
