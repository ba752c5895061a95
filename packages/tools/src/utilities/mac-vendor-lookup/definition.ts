import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'mac-vendor-lookup',
  name: 'MAC Address Vendor Lookup',
  description:
    'Find the manufacturer of a network device from its MAC address (or just its first 3 bytes): the organization and country registered with the IEEE for the OUI, including the longer MA-M (/28) and MA-S (/36) blocks. Any notation (00:1A:2B:…, 00-1A-2B-…, 001a.2b3c.4d5e); one address per line for a batch. Says when an address is locally administered (randomized by phones and VMs) or multicast, where no vendor applies. Works offline from a bundled IEEE table (about 54,000 prefixes).',
  category: 'utilities',
  tags: ['mac', 'oui', 'vendor', 'network', 'lookup'],
  keywords: ['mac vendor lookup', 'mac address lookup', 'oui lookup', 'mac manufacturer', 'who made this device', 'ieee oui', 'mac prefix', 'nic vendor', 'ethernet vendor', 'mac address company'],
  method: 'POST',
  parameters: [
    { name: 'macs', type: 'textarea', label: 'MAC addresses', description: 'One MAC address (or OUI prefix) per line.', required: true, placeholder: '00:1A:2B:3C:4D:5E\nFC-FB-FB-01-FA-21', validation: { maxLength: 180_000 } },
  ],
  outputDescription: 'For each address: the vendor, its country, the matched prefix and the address flags.',
  outputSchema: {
    type: 'object',
    properties: {
      vendor: { type: 'string', description: 'The vendor of the first address ("" when unknown).' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer', minimum: 1 },
            input: { type: 'string' },
            mac: { type: 'string', description: 'The address (or prefix) normalized to XX:XX:XX….' },
            vendor: { type: 'string', description: 'The registered organization, "" when not found.' },
            country: { type: 'string' },
            prefix: { type: 'string', description: 'The matched registry prefix, e.g. 00:1A:2B (MA-L) or 70:B3:D5:1 (MA-M/MA-S), or "".' },
            block: { enum: ['MA-L', 'MA-M', 'MA-S', ''], description: 'Which IEEE registry matched.' },
            locallyAdministered: { type: 'boolean', description: 'The U/L bit is set: the address was assigned by software (private/random MAC), not the vendor.' },
            multicast: { type: 'boolean' },
          },
          required: ['line', 'input', 'mac', 'vendor', 'country', 'prefix', 'block', 'locallyAdministered', 'multicast'],
          additionalProperties: false,
        },
      },
      source: { type: 'string', description: 'Where the table comes from.' },
    },
    required: ['vendor', 'results', 'source'],
    additionalProperties: false,
  },
  primaryOutput: 'vendor',
  handles: [{ kind: 'mac-address' }],
  example: {
    input: { macs: '00:1A:11:3C:4D:5E\n3C-22-FB-12-34-56\nda:a1:19:00:00:01' },
    output: {
      vendor: 'Google, Inc.',
      results: [
        { line: 1, input: '00:1A:11:3C:4D:5E', mac: '00:1A:11:3C:4D:5E', vendor: 'Google, Inc.', country: 'United States', prefix: '00:1A:11', block: 'MA-L', locallyAdministered: false, multicast: false },
        { line: 2, input: '3C-22-FB-12-34-56', mac: '3C:22:FB:12:34:56', vendor: 'Apple, Inc.', country: 'United States', prefix: '3C:22:FB', block: 'MA-L', locallyAdministered: false, multicast: false },
        { line: 3, input: 'da:a1:19:00:00:01', mac: 'DA:A1:19:00:00:01', vendor: '', country: '', prefix: '', block: '', locallyAdministered: true, multicast: false },
      ],
      source: 'IEEE registry via oui-data 2.1.9',
    },
    description: 'Two vendors found; a randomized (locally administered) address has none.',
  },
  relatedTools: ['mac-address-formatter', 'mac-address-generator', 'ipv6-subnet-calculator'],
});
