import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'cidr-exclude',
  name: 'CIDR Exclude (Subtract)',
  description:
    'Subtract networks from networks: what is left of 0.0.0.0/0 without the private ranges, of a VPC without its subnets, of an allow-list without blocked hosts, as the fewest CIDR blocks (AllowedIPs for WireGuard split tunnels). IPv4 and IPv6; entries as CIDR blocks, addresses or ranges, one per line or comma-separated. Up to 100,000 entries each.',
  category: 'editors',
  tags: ['ip', 'cidr', 'network', 'exclude', 'ipv6'],
  keywords: ['cidr exclude', 'subtract cidr', 'ip range minus', 'wireguard allowedips calculator', 'exclude private ips', 'split tunnel', 'cidr difference', 'remove subnet from range', 'allowed ips'],
  method: 'POST',
  parameters: [
    { name: 'include', type: 'textarea', label: 'Networks', description: 'What to start from, e.g. 0.0.0.0/0.', required: true, placeholder: '0.0.0.0/0', validation: { maxLength: 2_000_000 } },
    { name: 'exclude', type: 'textarea', label: 'Exclude', description: 'What to take out of them.', required: true, placeholder: '10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16', validation: { maxLength: 2_000_000 } },
  ],
  outputDescription: 'The remaining CIDR blocks.',
  outputSchema: {
    type: 'object',
    properties: {
      cidrs: { type: 'array', items: { type: 'string' }, description: 'The remaining blocks, IPv4 first, sorted.' },
      joined: { type: 'string', description: 'The blocks comma-separated (ready for a WireGuard AllowedIPs line).' },
      count: { type: 'integer', minimum: 0 },
      addresses: { type: 'object', properties: { ipv4: { type: 'string' }, ipv6: { type: 'string' } }, required: ['ipv4', 'ipv6'], additionalProperties: false, description: 'Addresses left (decimal).' },
    },
    required: ['cidrs', 'joined', 'count', 'addresses'],
    additionalProperties: false,
  },
  primaryOutput: 'joined',
  example: {
    input: { include: '10.0.0.0/16', exclude: '10.0.1.0/24\n10.0.128.0/17' },
    output: {
      cidrs: ['10.0.0.0/24', '10.0.2.0/23', '10.0.4.0/22', '10.0.8.0/21', '10.0.16.0/20', '10.0.32.0/19', '10.0.64.0/18'],
      joined: '10.0.0.0/24, 10.0.2.0/23, 10.0.4.0/22, 10.0.8.0/21, 10.0.16.0/20, 10.0.32.0/19, 10.0.64.0/18',
      count: 7,
      addresses: { ipv4: '32512', ipv6: '0' },
    },
    description: 'A /16 without one /24 and its upper half.',
  },
  relatedTools: ['cidr-merge', 'ip-range-to-cidr', 'cidr-split'],
});
