import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { bitsOf, formatAddress, formatBlock, parseCidr } from '../../_shared/ip-ranges.js';
import definition from './definition.js';

const MAX_LISTED = 4096;

export default defineTool(definition, (params) => {
  const parsed = parseCidr(params.cidr, false);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const { version, network, prefix: base } = parsed.value;
  const bits = bitsOf(version);
  const prefix = params.by === 'count' ? base + Math.ceil(Math.log2(params.count)) : params.prefix;
  if (prefix <= base) return failure('INVALID_INPUT', `Subnets of ${params.cidr.trim()} need a prefix longer than /${base}; /${prefix} is not.`);
  if (prefix > bits) return failure('INVALID_INPUT', `${params.by === 'count' ? `${params.count} subnets of /${base} would need /${prefix}` : `/${prefix}`}, beyond the ${bits} bits of an IPv${version} address.`);
  const total = 1n << BigInt(prefix - base);
  const size = 1n << BigInt(bits - prefix);
  const listed = total > BigInt(MAX_LISTED) ? MAX_LISTED : Number(total);
  const subnets = Array.from({ length: listed }, (_, i) => {
    const start = network + BigInt(i) * size;
    const hosts = version === 6 || prefix >= 31 ? size : size - 2n;
    return { cidr: formatBlock({ version, network: start, prefix }), first: formatAddress(version, start), last: formatAddress(version, start + size - 1n), hosts: hosts.toString() };
  });
  const warnings = [
    ...(parsed.note ? [`${parsed.note}.`] : []),
    ...(listed < total ? [`The split makes ${total} subnets; the first ${MAX_LISTED} are listed.`] : []),
    ...(params.by === 'count' && 2 ** (prefix - base) !== params.count ? [`${params.count} is not a power of two: the network splits into ${total} equal subnets.`] : []),
  ];
  return withWarnings(success({ cidrs: subnets.map((s) => s.cidr), prefix, total: total.toString(), subnets }), warnings);
});
