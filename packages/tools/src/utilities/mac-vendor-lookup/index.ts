import { base64ToBytes, defineTool, failure, success } from '@ctp/core';
import { inflateSync } from 'fflate';
import { OUI_SOURCE, OUI_TABLE } from './oui-table.js';
import definition from './definition.js';

interface Vendor {
  name: string;
  country: string;
}

let table: Map<string, Vendor> | undefined;

/** Inflates and indexes the bundled table once per process or worker. */
function load(): Map<string, Vendor> {
  if (table) return table;
  const text = new TextDecoder().decode(inflateSync(base64ToBytes(OUI_TABLE)));
  const split = text.indexOf('\n\n');
  const vendors = text.slice(0, split).split('\n').map((l) => {
    const [name = '', country = ''] = l.split('\t');
    return { name, country };
  });
  table = new Map();
  for (const row of text.slice(split + 2).split('\n')) {
    const space = row.indexOf(' ');
    table.set(row.slice(0, space), vendors[parseInt(row.slice(space + 1), 36)]!);
  }
  return table;
}

const colons = (hex: string) => hex.match(/.{1,2}/g)!.join(':');

export default defineTool(definition, (params) => {
  const oui = load();
  const results = [];
  for (const [i, raw] of params.macs.split(/\r\n|\r|\n/).entries()) {
    const input = raw.trim();
    if (input === '') continue;
    const hex = input.replace(/[\s:.\-]/g, '').toUpperCase();
    if (!/^[0-9A-F]+$/.test(hex)) return failure('INVALID_INPUT', `Line ${i + 1}: "${input}" is not a MAC address: use hex digits with :, - or . separators.`);
    if (hex.length < 6 || hex.length > 12 || hex.length % 2 === 1) return failure('INVALID_INPUT', `Line ${i + 1}: "${input}" has ${hex.length} hex digits; a MAC address has 12 (or give the first 6 for its OUI).`);
    const first = parseInt(hex.slice(0, 2), 16);
    const locallyAdministered = (first & 2) !== 0;
    const multicast = (first & 1) !== 0;
    let match: { prefix: string; vendor: Vendor; block: 'MA-L' | 'MA-M' | 'MA-S' } | undefined;
    for (const [length, block] of [[9, 'MA-S'], [7, 'MA-M'], [6, 'MA-L']] as const) {
      if (hex.length < length) continue;
      const vendor = oui.get(hex.slice(0, length));
      if (vendor) {
        match = { prefix: hex.slice(0, length), vendor, block };
        break;
      }
    }
    results.push({
      line: i + 1,
      input,
      mac: colons(hex),
      vendor: match?.vendor.name ?? '',
      country: match?.vendor.country ?? '',
      prefix: match ? (match.prefix.length % 2 ? `${colons(match.prefix.slice(0, -1))}:${match.prefix.slice(-1)}` : colons(match.prefix)) : '',
      block: match?.block ?? ('' as const),
      locallyAdministered,
      multicast,
    });
  }
  if (results.length === 0) return failure('INVALID_INPUT', 'No MAC address given.');
  if (results.length > 10_000) return failure('INVALID_INPUT', `${results.length} addresses given; at most 10,000 are looked up at once.`);
  return success({ vendor: results[0]!.vendor, results, source: OUI_SOURCE });
});
