import { defineDefinition } from '@ctp/core';

const v6 = (what: string) => ({ type: 'string', pattern: '^[0-9a-f:.]+$', description: what });
const expanded = (what: string) => ({ type: 'string', pattern: '^[0-9a-f]{4}(?::[0-9a-f]{4}){7}$', description: what });

export default defineDefinition({
  id: 'ipv6-subnet-calculator',
  name: 'IPv6 Subnet Calculator',
  description:
    'Calculate an IPv6 subnet from CIDR notation (2001:db8::1/48): network, first and last address, total address count (exact, as a decimal string), RFC 5952 compressed and fully expanded forms, netmask, the ip6.arpa reverse DNS zone (nibble-aligned prefixes) and PTR name, address type (global unicast, ULA, link-local, multicast, documentation, loopback, IPv4-mapped, NAT64…) and subnetting into /N subnets (first 256 listed).',
  category: 'analyzers',
  tags: ['ip', 'ipv6', 'network', 'subnet', 'cidr'],
  keywords: [
    'ipv6 calculator',
    'ipv6 subnet',
    'cidr calculator',
    'prefix length',
    'ip6.arpa',
    'reverse dns',
    'ptr record',
    'rfc 5952',
    'compress ipv6',
    'expand ipv6',
    'ula',
    'link-local',
    'subnetting',
    'split prefix',
    '/64',
  ],
  method: 'GET',
  parameters: [
    {
      name: 'address',
      type: 'text',
      label: 'Address',
      description: 'An IPv6 address with its prefix length, e.g. 2001:db8::1/48. Without a prefix it is a single address (/128). Embedded IPv4 tails (::ffff:192.0.2.1) are accepted.',
      required: true,
      placeholder: '2001:db8::1/48',
      validation: { maxLength: 100 },
      aiHint: 'No brackets, no zone index (%eth0), no port.',
    },
    {
      name: 'subnetPrefix',
      type: 'number',
      label: 'Split into /N',
      description: 'Optional: split the network into subnets of this prefix length (at least the network prefix, at most 128). The first 256 are listed.',
      required: false,
      validation: { min: 0, max: 128, step: 1 },
      placeholder: '64',
    },
  ],
  outputDescription: 'Network, first/last address, address count, compressed/expanded forms, reverse zone, address type and optional subnet list.',
  outputSchema: {
    type: 'object',
    properties: {
      address: v6('The address as given, in RFC 5952 compressed form.'),
      prefix: { type: 'integer', minimum: 0, maximum: 128, description: 'Prefix length (number of network bits).' },
      cidr: { type: 'string', description: 'The network in CIDR notation, e.g. 2001:db8::/48.' },
      networkAddress: v6('First address of the network (address AND mask), compressed.'),
      firstAddress: v6('First address of the range (IPv6 has no broadcast; it equals the network address).'),
      lastAddress: v6('Last address of the range, compressed.'),
      totalAddresses: { type: 'string', pattern: '^[1-9][0-9]*$', description: 'Number of addresses, 2^(128 − prefix), as an exact decimal string.' },
      compressed: v6('The address in RFC 5952 canonical form (lower case, longest zero run as ::; IPv4-mapped with a dotted tail).'),
      expanded: expanded('The address with all 8 groups of 4 hex digits.'),
      networkExpanded: expanded('The network address, fully expanded.'),
      lastExpanded: expanded('The last address, fully expanded.'),
      netmask: v6('The prefix as a mask, compressed (e.g. ffff:ffff:ffff:: for /48).'),
      reverseZone: { type: ['string', 'null'], description: 'The ip6.arpa reverse DNS zone of the network; null when the prefix is not a multiple of 4.' },
      reversePointer: { type: 'string', pattern: '^([0-9a-f]\\.){32}ip6\\.arpa$', description: 'The PTR record name of the address itself.' },
      addressType: {
        type: 'string',
        enum: ['unspecified', 'loopback', 'ipv4-mapped', 'nat64', 'discard', 'documentation', 'teredo', '6to4', 'unique-local', 'link-local', 'site-local', 'multicast', 'global-unicast', 'reserved'],
        description: 'Special-use classification of the address (IANA IPv6 Special-Purpose Address Registry and RFC 4291).',
      },
      addressTypeDescription: { type: 'string', description: 'The block the address is in and the RFC that defines it.' },
      subnetting: {
        anyOf: [
          {
            type: 'object',
            properties: {
              prefix: { type: 'integer', minimum: 0, maximum: 128, description: 'The subnet prefix length.' },
              count: { type: 'string', pattern: '^[1-9][0-9]*$', description: 'How many subnets of that size the network holds (exact decimal string).' },
              subnets: { type: 'array', items: { type: 'string' }, maxItems: 256, description: 'The first subnets (at most 256), in CIDR notation.' },
              truncated: { type: 'boolean', description: 'True when there are more subnets than listed.' },
            },
            required: ['prefix', 'count', 'subnets', 'truncated'],
            additionalProperties: false,
          },
          { type: 'null' },
        ],
        description: 'The split into /subnetPrefix subnets; null when subnetPrefix is not given.',
      },
      notes: { type: 'array', items: { type: 'string' }, description: 'Remarks: host bits set, prefix not nibble-aligned.' },
    },
    required: [
      'address', 'prefix', 'cidr', 'networkAddress', 'firstAddress', 'lastAddress', 'totalAddresses', 'compressed', 'expanded',
      'networkExpanded', 'lastExpanded', 'netmask', 'reverseZone', 'reversePointer', 'addressType', 'addressTypeDescription', 'subnetting', 'notes',
    ],
    additionalProperties: false,
  },
  primaryOutput: 'cidr',
  example: {
    input: { address: '2001:db8::1/48', subnetPrefix: 50 },
    output: {
      "address": "2001:db8::1",
      "prefix": 48,
      "cidr": "2001:db8::/48",
      "networkAddress": "2001:db8::",
      "firstAddress": "2001:db8::",
      "lastAddress": "2001:db8:0:ffff:ffff:ffff:ffff:ffff",
      "totalAddresses": "1208925819614629174706176",
      "compressed": "2001:db8::1",
      "expanded": "2001:0db8:0000:0000:0000:0000:0000:0001",
      "networkExpanded": "2001:0db8:0000:0000:0000:0000:0000:0000",
      "lastExpanded": "2001:0db8:0000:ffff:ffff:ffff:ffff:ffff",
      "netmask": "ffff:ffff:ffff::",
      "reverseZone": "0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa",
      "reversePointer": "1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa",
      "addressType": "documentation",
      "addressTypeDescription": "Documentation 2001:db8::/32 (RFC 3849).",
      "subnetting": {
        "prefix": 50,
        "count": "4",
        "subnets": [
          "2001:db8::/50",
          "2001:db8:0:4000::/50",
          "2001:db8:0:8000::/50",
          "2001:db8:0:c000::/50"
        ],
        "truncated": false
      },
      "notes": [
        "2001:db8::1 has host bits set; the network address is 2001:db8::."
      ]
    },
    description: 'A documentation /48 split into four /50s.',
  },
  relatedTools: ['ipv4-subnet-calculator', 'ip-address-validator'],
  aiInstructions:
    'Pass "address" as CIDR (2001:db8:abcd::1/56). The host part may be set; the network is computed. totalAddresses and subnetting.count are decimal strings because they exceed 2^53. Set subnetPrefix (≥ the prefix) to list subnets, e.g. 64 to split a /56 into 256 LANs. reverseZone is null unless the prefix is a multiple of 4.',
});
