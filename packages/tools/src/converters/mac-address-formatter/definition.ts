import { defineDefinition } from '@ctp/core';

const entry = {
  type: 'object',
  properties: {
    line: { type: 'integer', minimum: 1, description: 'Line number in the input.' },
    input: { type: 'string', description: 'The line as given (trimmed).' },
    mac: { type: 'string', description: 'The EUI-48 address in the chosen format and case.' },
    eui64: { type: 'string', description: 'Modified EUI-64 interface identifier (FFFE inserted, universal/local bit inverted, RFC 4291) in the chosen format.' },
    linkLocal: { type: 'string', description: 'The IPv6 link-local address built from it (SLAAC, fe80::/64).' },
    cast: { type: 'string', enum: ['unicast', 'multicast', 'broadcast'], description: 'I/G bit (bit 0 of the first octet); broadcast is FF:FF:FF:FF:FF:FF.' },
    administration: { type: 'string', enum: ['universal', 'local'], description: 'U/L bit (bit 1 of the first octet): universal = vendor-assigned (OUI), local = set by software.' },
    oui: { type: 'string', description: 'The first 3 octets (the vendor OUI when universal).' },
  },
  required: ['line', 'input', 'mac', 'eui64', 'linkLocal', 'cast', 'administration', 'oui'],
  additionalProperties: false,
};

export default defineDefinition({
  id: 'mac-address-formatter',
  name: 'MAC Address Formatter',
  description:
    'Normalize MAC addresses written with colons, dashes, Cisco dots or no separators (one per line) to one format and case, and convert EUI-48 to the modified EUI-64 interface identifier and IPv6 link-local address (and back from an EUI-64 or fe80:: address). Shows unicast/multicast and universal/locally administered bits and the OUI. Vendor names are not looked up.',
  category: 'converters',
  handles: [{ kind: 'mac-address' }],
  tags: ['mac', 'network', 'format', 'eui-64'],
  keywords: [
    'mac address', 'hardware address', 'ethernet address', 'eui-48', 'eui64', 'modified eui-64', 'link-local', 'fe80', 'slaac',
    'cisco mac format', 'oui', 'locally administered', 'multicast mac', 'normalize mac', 'mac converter',
  ],
  method: 'POST',
  parameters: [
    {
      name: 'macs',
      type: 'textarea',
      label: 'MAC addresses',
      description: 'One per line: 00:1A:2B:3C:4D:5E, 00-1a-2b-3c-4d-5e, 001a.2b3c.4d5e, 001A2B3C4D5E, an 8-byte modified EUI-64 or an fe80:: address.',
      required: true,
      placeholder: '00-1A-2B-3C-4D-5E',
      validation: { maxLength: 100000 },
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'Separator style of the output.',
      required: false,
      defaultValue: 'colon',
      options: [
        { value: 'colon', label: 'Colons (00:1a:2b:3c:4d:5e)' },
        { value: 'dash', label: 'Dashes (00-1a-2b-3c-4d-5e)' },
        { value: 'dot', label: 'Cisco dots (001a.2b3c.4d5e)' },
        { value: 'bare', label: 'No separator (001a2b3c4d5e)' },
      ],
    },
    {
      name: 'letterCase',
      type: 'select',
      label: 'Case',
      description: 'Case of the hex digits a–f.',
      required: false,
      defaultValue: 'lower',
      options: [
        { value: 'lower', label: 'lowercase' },
        { value: 'upper', label: 'UPPERCASE' },
      ],
    },
  ],
  outputDescription: 'The formatted addresses (one per line, as the input), per-address details, and the lines that are not MAC addresses.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'One formatted MAC per valid input line, in input order.' },
      addresses: { type: 'array', items: entry, description: 'Details of each valid address.' },
      invalid: {
        type: 'array',
        description: 'Lines that are not MAC addresses, with the reason.',
        items: {
          type: 'object',
          properties: { line: { type: 'integer', minimum: 1 }, input: { type: 'string' }, reason: { type: 'string' } },
          required: ['line', 'input', 'reason'],
          additionalProperties: false,
        },
      },
      validCount: { type: 'integer', minimum: 0 },
      invalidCount: { type: 'integer', minimum: 0 },
    },
    required: ['formatted', 'addresses', 'invalid', 'validCount', 'invalidCount'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: { macs: '00-1A-2B-3C-4D-5E\n021a.2bff.fe3c.4d5e', format: 'colon', letterCase: 'lower' },
    output: {
      formatted: '00:1a:2b:3c:4d:5e\n00:1a:2b:3c:4d:5e',
      addresses: [
        { line: 1, input: '00-1A-2B-3C-4D-5E', mac: '00:1a:2b:3c:4d:5e', eui64: '02:1a:2b:ff:fe:3c:4d:5e', linkLocal: 'fe80::21a:2bff:fe3c:4d5e', cast: 'unicast', administration: 'universal', oui: '00:1a:2b' },
        { line: 2, input: '021a.2bff.fe3c.4d5e', mac: '00:1a:2b:3c:4d:5e', eui64: '02:1a:2b:ff:fe:3c:4d:5e', linkLocal: 'fe80::21a:2bff:fe3c:4d5e', cast: 'unicast', administration: 'universal', oui: '00:1a:2b' },
      ],
      invalid: [],
      validCount: 2,
      invalidCount: 0,
    },
    description: 'A dashed MAC and a modified EUI-64 interface identifier, both normalized to the same MAC.',
  },
  relatedTools: ['mac-address-generator', 'ipv6-subnet-calculator'],
  aiInstructions:
    'Put one address per line; blank lines are skipped and lines that are not MACs are listed in "invalid" (the call fails only when no line is valid). 8-byte input is read as a modified EUI-64 interface identifier (IPv6 style, U/L bit inverted), so it must contain FF:FE in the middle. Dotted input must be Cisco style (three groups of 4 hex digits).',
});
