import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

const rfc = [{ field: 'method', condition: 'equals' as const, value: 'rfc4193' }];

export default defineDefinition({
  id: 'ipv6-ula-generator',
  name: 'IPv6 ULA Prefix Generator',
  description:
    'Generate an IPv6 Unique Local Address (ULA) /48 prefix in fd00::/8 (RFC 4193) for private networks: a 40-bit Global ID drawn at random, or computed by the RFC 4193 algorithm (SHA-1 of the NTP time and an EUI-64 from a MAC address, whose steps are shown). Lists the first /64 subnets and an example address.',
  category: 'generators',
  tags: ['ipv6', 'network', 'ula', 'generator', 'random'],
  keywords: [
    'unique local address', 'ula prefix', 'fd00', 'fc00::/7', 'rfc 4193', 'private ipv6', 'ipv6 private range',
    'global id', 'ipv6 subnet', '/48', 'site local', 'homelab ipv6',
  ],
  method: 'GET',
  parameters: [
    {
      name: 'method',
      type: 'select',
      label: 'Method',
      description: 'random: 40 random bits (CSPRNG unless seeded). rfc4193: SHA-1 of the time and an EUI-64 (RFC 4193 §3.2.2).',
      required: false,
      defaultValue: 'random',
      options: [
        { value: 'random', label: 'Random Global ID' },
        { value: 'rfc4193', label: 'RFC 4193 algorithm (time + EUI-64)' },
      ],
    },
    {
      name: 'mac',
      type: 'text',
      label: 'MAC or EUI-64',
      description: 'A MAC address (made into a modified EUI-64 as RFC 4291 describes) or an 8-byte EUI-64. Random when empty.',
      required: false,
      placeholder: '00:1A:2B:3C:4D:5E',
      validation: { maxLength: 40, pattern: '^[0-9A-Fa-f:.\\- ]*$' },
      dependsOn: rfc,
    },
    {
      name: 'time',
      type: 'datetime',
      label: 'Time',
      description: 'The time of day the algorithm reads (no offset = UTC). Now when empty.',
      required: false,
      dependsOn: rfc,
    },
    {
      name: 'subnetCount',
      type: 'number',
      label: 'Subnets to list',
      description: 'How many of the 65,536 /64 subnets to list, from subnet 0 (1–256).',
      required: false,
      defaultValue: 4,
      validation: { min: 1, max: 256, step: 1 },
    },
    seedParameter,
  ],
  outputDescription: 'The /48 prefix, its Global ID, the first /64 subnets, an example address and, for the RFC method, the intermediate values.',
  outputSchema: {
    type: 'object',
    properties: {
      prefix: { type: 'string', description: 'The ULA /48 prefix, e.g. fd12:3456:789a::/48.' },
      globalId: { type: 'string', pattern: '^[0-9a-f]{10}$', description: 'The 40-bit Global ID in hex.' },
      subnets: { type: 'array', items: { type: 'string' }, description: 'The first /64 subnets (subnet IDs 0, 1, 2…).' },
      exampleAddress: { type: 'string', description: 'Host ::1 in the first subnet.' },
      method: { type: 'string', enum: ['random', 'rfc4193'] },
      derivation: {
        type: 'object',
        description: 'RFC 4193 steps: key = NTP time ‖ EUI-64, Global ID = the low 40 bits of SHA-1(key).',
        properties: {
          time: { type: 'string', description: 'The time used (ISO 8601, UTC).' },
          ntpTime: { type: 'string', pattern: '^[0-9a-f]{16}$', description: '64-bit NTP timestamp (seconds since 1900 and fraction).' },
          eui64: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'The EUI-64 used.' },
          sha1: { type: 'string', pattern: '^[0-9a-f]{40}$', description: 'SHA-1 of the 16-byte key.' },
        },
        required: ['time', 'ntpTime', 'eui64', 'sha1'],
        additionalProperties: false,
      },
    },
    required: ['prefix', 'globalId', 'subnets', 'exampleAddress', 'method'],
    additionalProperties: false,
  },
  primaryOutput: 'prefix',
  annotations: { idempotentHint: false },
  example: {
    input: { method: 'rfc4193', mac: '00:1A:2B:3C:4D:5E', time: '2024-05-01T12:00:00Z', subnetCount: 2 },
    output: {
      prefix: 'fd71:ab10:401::/48',
      globalId: '71ab100401',
      subnets: ['fd71:ab10:401::/64', 'fd71:ab10:401:1::/64'],
      exampleAddress: 'fd71:ab10:401::1',
      method: 'rfc4193',
      derivation: {
        time: '2024-05-01T12:00:00.000Z',
        ntpTime: 'e9dcad4000000000',
        eui64: '021a2bfffe3c4d5e',
        sha1: 'e0b332c6a9d6538937da32248f6f4e71ab100401',
      },
    },
    description: 'The RFC 4193 algorithm for a given MAC and time (both given, so it reproduces).',
  },
  relatedTools: ['ipv6-subnet-calculator', 'mac-address-formatter'],
  aiInstructions:
    'Call with no input for a random ULA /48; both methods are equally valid per RFC 4193, which only requires the Global ID to be unpredictable. Never pick a "nice" prefix like fd00::/48 by hand: collisions when networks merge are the point of the random ID. Set seed (random) or mac + time (rfc4193) only to reproduce a result.',
});
