import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

function format(hex: string, style: string, upper: boolean): string {
  const text = style === 'colon' ? hex.match(/../g)!.join(':') : style === 'dash' ? hex.match(/../g)!.join('-') : style === 'dot' ? hex.match(/.{4}/g)!.join('.') : hex;
  return upper ? text.toUpperCase() : text;
}

export default defineTool(definition, (params) => {
  const prefix = (params.prefix ?? '').replace(/[:.\- ]/g, '').toLowerCase();
  if (prefix.length > 11)
    return failure('INVALID_INPUT', `The prefix has ${prefix.length} hex digits; at most 11 leave room for one random digit (a MAC has 12).`);
  const wantMulticast = params.cast === 'multicast';
  const wantLocal = params.administration === 'local';
  const random = createRandom(params.seed);
  const warnings: string[] = [];

  // the flag bits live in the second hex digit: fixed by the prefix when it has 2+ digits
  let flags = (wantMulticast ? 1 : 0) | (wantLocal ? 2 : 0);
  if (prefix.length >= 2) {
    flags = parseInt(prefix[1]!, 16) & 3;
    const actual = `${flags & 1 ? 'multicast' : 'unicast'}, ${flags & 2 ? 'locally administered' : 'universal'}`;
    if ((flags & 1) !== (wantMulticast ? 1 : 0) || (flags & 2) !== (wantLocal ? 2 : 0))
      warnings.push(`The prefix ${prefix} fixes the first octet, so the addresses are ${actual}; the cast/administration options were not applied.`);
  }
  const randomBits = 48 - 4 * prefix.length - (prefix.length >= 2 ? 0 : 2);
  if (flags & 1) warnings.push('Multicast MACs are group addresses: a network card must not use one as its own address.');

  const macs: string[] = [];
  for (let n = 0; n < params.count; n++) {
    let hex = prefix;
    while (hex.length < 12) {
      let digit = random.int(16);
      // second digit = bits 3..0 of the first octet: bit 0 is I/G, bit 1 is U/L
      if (hex.length === 1) digit = (digit & 0b1100) | flags;
      hex += digit.toString(16);
    }
    macs.push(format(hex, params.format, params.letterCase === 'upper'));
  }
  return withWarnings(
    success({ macs, prefix, cast: flags & 1 ? 'multicast' : 'unicast', administration: flags & 2 ? 'local' : 'universal', randomBits }),
    warnings,
  );
});
