import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'cidr-merge',
  name: 'CIDR Merge (Aggregate)',
  description:
    'Merge a list of IP addresses, CIDR blocks and ranges into the shortest equivalent list of CIDR blocks: overlapping and adjacent networks are combined (10.0.0.0/25 + 10.0.0.128/25 → 10.0.0.0/24), duplicates and blocks inside others disappear. IPv4 and IPv6 together (each sorted), one entry per line or separated by commas or spaces. For firewall rules, allow-lists and route summarization. Up to 100,000 entries.',
  category: 'editors',
  tags: ['ip', 'cidr', 'network', 'merge', 'ipv6'],
  keywords: ['cidr merge', 'aggregate cidr', 'summarize routes', 'route summarization', 'supernet', 'combine subnets', 'merge ip ranges', 'collapse ip list', 'optimize firewall', 'ip list dedupe'],
  method: 'POST',
  parameters: [
    { name: 'input', type: 'textarea', label: 'Networks', description: 'CIDR blocks, addresses or ranges (a - b), one per line or separated by commas/spaces.', required: true, placeholder: '10.0.0.0/25\n10.0.0.128/25\n10.0.1.0/24\n192.168.1.5', validation: { maxLength: 2_000_000 } },
  ],
  outputDescription: 'The merged CIDR blocks and how much the list shrank.',
  outputSchema: {
    type: 'object',
    properties: {
      cidrs: { type: 'array', items: { type: 'string' }, description: 'The merged blocks: IPv4 first, each version sorted.' },
      inputCount: { type: 'integer', minimum: 0 },
      outputCount: { type: 'integer', minimum: 0 },
      addresses: { type: 'object', properties: { ipv4: { type: 'string' }, ipv6: { type: 'string' } }, required: ['ipv4', 'ipv6'], additionalProperties: false, description: 'Addresses covered (decimal).' },
    },
    required: ['cidrs', 'inputCount', 'outputCount', 'addresses'],
    additionalProperties: false,
  },
  primaryOutput: 'cidrs',
  example: {
    input: { input: '10.0.0.0/25\n10.0.0.128/25\n10.0.1.0/24\n10.0.0.7\n192.168.1.0/24, 192.168.0.0/24\n2001:db8::/33\n2001:db8:8000::/33' },
    output: { cidrs: ['10.0.0.0/23', '192.168.0.0/23', '2001:db8::/32'], inputCount: 8, outputCount: 3, addresses: { ipv4: '1024', ipv6: '79228162514264337593543950336' } },
    description: 'Halves join, a contained address disappears, IPv6 halves join too.',
  },
  relatedTools: ['cidr-exclude', 'ip-range-to-cidr', 'cidr-split'],
});
