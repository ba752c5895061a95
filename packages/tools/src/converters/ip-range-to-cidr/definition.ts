import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'ip-range-to-cidr',
  name: 'IP Range to CIDR',
  description:
    'Convert IP address ranges to the fewest CIDR blocks that cover them exactly (10.0.0.5 - 10.0.0.20 → 10.0.0.5/32, 10.0.0.6/31, 10.0.0.8/29, 10.0.0.16/30, 10.0.0.20/32), and CIDR blocks back to their first and last address and size. IPv4 and IPv6, one range or block per line ("a - b", "a to b", "a/n" or a single address); errors name the line. Up to 10,000 lines.',
  category: 'converters',
  tags: ['ip', 'cidr', 'network', 'range', 'ipv6'],
  keywords: ['ip range to cidr', 'cidr to ip range', 'range to subnet', 'ip range calculator', 'cidr calculator', 'convert ip range', 'netmask from range', 'firewall rules', 'ipv6 range to cidr', 'first last ip'],
  method: 'POST',
  parameters: [
    { name: 'input', type: 'textarea', label: 'Ranges or CIDR blocks', description: 'One per line: 192.168.1.10 - 192.168.1.50, 10.0.0.0/22, 2001:db8::/126 or a single address.', required: true, placeholder: '10.0.0.5 - 10.0.0.20\n192.168.0.0/23', validation: { maxLength: 1_000_000 } },
  ],
  outputDescription: 'For each line: its first and last address, the address count and the CIDR blocks; and all blocks in one list.',
  outputSchema: {
    type: 'object',
    properties: {
      cidrs: { type: 'array', items: { type: 'string' }, description: 'Every CIDR block, in input order.' },
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer', minimum: 1 },
            input: { type: 'string' },
            first: { type: 'string' },
            last: { type: 'string' },
            addresses: { type: 'string', description: 'How many addresses (decimal; IPv6 counts can be huge).' },
            cidrs: { type: 'array', items: { type: 'string' } },
          },
          required: ['line', 'input', 'first', 'last', 'addresses', 'cidrs'],
          additionalProperties: false,
        },
      },
    },
    required: ['cidrs', 'rows'],
    additionalProperties: false,
  },
  primaryOutput: 'cidrs',
  handles: [{ kind: 'cidr' }],
  example: {
    input: { input: '10.0.0.5 - 10.0.0.20\n192.168.0.0/23' },
    output: {
      cidrs: ['10.0.0.5/32', '10.0.0.6/31', '10.0.0.8/29', '10.0.0.16/30', '10.0.0.20/32', '192.168.0.0/23'],
      rows: [
        { line: 1, input: '10.0.0.5 - 10.0.0.20', first: '10.0.0.5', last: '10.0.0.20', addresses: '16', cidrs: ['10.0.0.5/32', '10.0.0.6/31', '10.0.0.8/29', '10.0.0.16/30', '10.0.0.20/32'] },
        { line: 2, input: '192.168.0.0/23', first: '192.168.0.0', last: '192.168.1.255', addresses: '512', cidrs: ['192.168.0.0/23'] },
      ],
    },
    description: 'An unaligned range needs five blocks; a CIDR block shows its bounds.',
  },
  relatedTools: ['cidr-merge', 'cidr-exclude', 'cidr-split', 'ipv4-subnet-calculator'],
});
