import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'cidr-split',
  name: 'CIDR Split (Subnetting)',
  description:
    'Split a network into equal subnets: by a new prefix length (10.0.0.0/16 into /24s) or into a number of subnets (a /22 into 4). Lists each subnet with its first and last address, usable hosts and broadcast for IPv4; IPv6 too. For VPC, VLAN and address plans. Up to 4,096 subnets listed.',
  category: 'utilities',
  tags: ['ip', 'cidr', 'subnet', 'network', 'ipv6'],
  keywords: ['split cidr', 'subnet calculator', 'divide network', 'subnetting', 'vpc subnets', 'cidr into subnets', 'split /16 into /24', 'ipv6 subnetting', 'address plan'],
  method: 'GET',
  parameters: [
    { name: 'cidr', type: 'text', label: 'Network', description: 'The network to split, e.g. 10.0.0.0/16 or 2001:db8::/48.', required: true, placeholder: '10.0.0.0/22', validation: { maxLength: 100 } },
    {
      name: 'by',
      type: 'select',
      label: 'Split by',
      description: 'Give the new prefix length, or how many subnets you need.',
      required: false,
      defaultValue: 'prefix',
      options: [
        { value: 'prefix', label: 'New prefix length' },
        { value: 'count', label: 'Number of subnets' },
      ],
    },
    { name: 'prefix', type: 'number', label: 'New prefix', description: 'The prefix length of the subnets (longer than the network\'s).', required: false, defaultValue: 24, validation: { min: 1, max: 128, step: 1 }, dependsOn: [{ field: 'by', condition: 'equals', value: 'prefix' }] },
    { name: 'count', type: 'number', label: 'Subnets', description: 'How many subnets you need (rounded up to a power of two).', required: false, defaultValue: 4, validation: { min: 2, max: 4096, step: 1 }, dependsOn: [{ field: 'by', condition: 'equals', value: 'count' }] },
  ],
  outputDescription: 'The subnets with their bounds and host counts.',
  outputSchema: {
    type: 'object',
    properties: {
      cidrs: { type: 'array', items: { type: 'string' }, description: 'The subnets.' },
      prefix: { type: 'integer', description: 'Their prefix length.' },
      total: { type: 'string', description: 'How many subnets the split makes (decimal; listing stops at 4,096).' },
      subnets: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            cidr: { type: 'string' },
            first: { type: 'string' },
            last: { type: 'string' },
            hosts: { type: 'string', description: 'Usable hosts (IPv4: minus network and broadcast, except /31 and /32; IPv6: all addresses).' },
          },
          required: ['cidr', 'first', 'last', 'hosts'],
          additionalProperties: false,
        },
      },
    },
    required: ['cidrs', 'prefix', 'total', 'subnets'],
    additionalProperties: false,
  },
  primaryOutput: 'cidrs',
  handles: [{ kind: 'cidr', params: { by: 'count' } }],
  example: {
    input: { cidr: '10.0.0.0/22', by: 'count', count: 4 },
    output: {
      cidrs: ['10.0.0.0/24', '10.0.1.0/24', '10.0.2.0/24', '10.0.3.0/24'],
      prefix: 24,
      total: '4',
      subnets: [
        { cidr: '10.0.0.0/24', first: '10.0.0.0', last: '10.0.0.255', hosts: '254' },
        { cidr: '10.0.1.0/24', first: '10.0.1.0', last: '10.0.1.255', hosts: '254' },
        { cidr: '10.0.2.0/24', first: '10.0.2.0', last: '10.0.2.255', hosts: '254' },
        { cidr: '10.0.3.0/24', first: '10.0.3.0', last: '10.0.3.255', hosts: '254' },
      ],
    },
    description: 'A /22 into four /24s.',
  },
  relatedTools: ['ipv4-subnet-calculator', 'ipv6-subnet-calculator', 'cidr-merge'],
});
