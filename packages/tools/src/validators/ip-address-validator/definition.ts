import { defineDefinition } from '@ctp/core';
import { lineBatchOutputSchema } from '../../_shared/line-batch.js';

const TYPES = [
  'unspecified', 'broadcast', 'this-network', 'private', 'shared', 'loopback', 'link-local', 'protocol-assignments', 'documentation',
  'reserved', 'benchmarking', 'multicast', 'global', 'ipv4-mapped', 'ipv4-compatible', 'nat64', 'discard', 'teredo', '6to4',
  'unique-local', 'site-local',
];

const item = {
  valid: { type: 'boolean', description: 'True when the text is a valid IPv4 or IPv6 address.' },
  reasons: { type: 'array', items: { type: 'string' }, description: 'Each problem found, in plain words (empty when valid).' },
  version: { type: 'integer', enum: [4, 6], description: 'IP version.' },
  normalized: {
    type: 'string',
    description: 'Canonical form: IPv4 as is; IPv6 compressed per RFC 5952 (lower case, longest zero run as ::, IPv4-mapped in dotted form), with the zone id.',
  },
  expanded: { type: 'string', description: 'IPv6: all eight groups as four hex digits; IPv4: the dotted quad.' },
  type: { type: 'string', enum: TYPES, description: 'The special-purpose range the address belongs to (IANA registries), or global.' },
  description: { type: 'string', description: 'The range in words, with its RFC.' },
  isGlobal: { type: 'boolean', description: 'True for ordinary public unicast addresses (not in any special-purpose range).' },
  integer: { type: 'string', description: 'The address as an unsigned decimal integer (a string: IPv6 needs 128 bits).' },
  hex: { type: 'string', description: 'The address as 0x-prefixed hexadecimal (8 or 32 digits).' },
  reverseDns: { type: 'string', description: 'The PTR record name (in-addr.arpa or ip6.arpa).' },
  ipv4Mapped: { type: 'string', description: 'IPv4: the IPv4-mapped IPv6 form ::ffff:a.b.c.d.' },
  zoneId: { type: 'string', description: 'IPv6: the zone (scope) id after %, e.g. eth0 (RFC 4007).' },
  embeddedIpv4: { type: 'string', description: 'IPv6: the IPv4 address carried inside (IPv4-mapped, -compatible, NAT64, 6to4 or written in dotted form).' },
  embeddedType: { type: 'string', enum: TYPES, description: 'IPv4-mapped IPv6: the type of the embedded IPv4 address.' },
} as const;

export default defineDefinition({
  id: 'ip-address-validator',
  name: 'IP Address Validator',
  description:
    'Check IPv4 and IPv6 addresses and tell what they are: strict dotted quads (leading zeros are refused as ambiguous octal), every RFC 4291 IPv6 form (:: compression, embedded IPv4, zone ids like %eth0). Gives the RFC 5952 compressed and the fully expanded form, the range type (loopback, private RFC 1918, unique-local, link-local, multicast, documentation, CGNAT, global…), integer, hex and reverse-DNS forms. Batch mode checks one address per line.',
  category: 'validators',
  primaryOutput: 'normalized',
  handles: [{ kind: 'ipv4' }, { kind: 'ipv6' }],
  tags: ['ip', 'ipv4', 'ipv6', 'validate', 'network'],
  keywords: ['ip address', 'is valid ip', 'ipv6 compress', 'ipv6 expand', 'private ip', 'rfc 1918', 'rfc 5952', 'loopback', 'link-local', 'ula', 'reverse dns', 'ptr', 'zone id'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'IP address',
      description: 'One IPv4 or IPv6 address, or with batch on, one per line (blank lines are skipped). No brackets, ports or /prefix lengths.',
      required: true,
      placeholder: '2001:db8::1',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'batch',
      type: 'boolean',
      label: 'One per line',
      description: 'Check every line separately and return a result per line with totals.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'Single mode: validity, reasons, forms and range type of the address. Batch mode: totals and one such result per non-blank line.',
  outputSchema: lineBatchOutputSchema(item, 'address'),
  example: {
    input: { input: 'FE80:0000:0000:0000:0202:B3FF:FE1E:8329%eth0' },
    output: {
      valid: true,
      reasons: [],
      version: 6,
      normalized: 'fe80::202:b3ff:fe1e:8329%eth0',
      expanded: 'fe80:0000:0000:0000:0202:b3ff:fe1e:8329%eth0',
      type: 'link-local',
      description: 'Link-local unicast fe80::/10 (RFC 4291).',
      isGlobal: false,
      integer: '338288524927261089654163772891438416681',
      hex: '0xfe800000000000000202b3fffe1e8329',
      reverseDns: '9.2.3.8.e.1.e.f.f.f.3.b.2.0.2.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.e.f.ip6.arpa',
      zoneId: 'eth0',
    },
    description: 'A link-local IPv6 address with a zone id, written in full.',
  },
  aiInstructions:
    'Pass one address in "input", or many (one per line) with batch=true. Do not include brackets, ports or /prefix lengths. Leading zeros in IPv4 octets (010.0.0.1) are refused on purpose because parsers disagree (octal vs decimal). Use "normalized" as the canonical text (e.g. to compare IPv6 addresses) and "type"/"isGlobal" to tell private from public.',
});
