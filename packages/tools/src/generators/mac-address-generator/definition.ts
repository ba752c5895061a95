import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'mac-address-generator',
  name: 'MAC Address Generator',
  description:
    'Generate random MAC addresses (EUI-48), up to 1,000 at once, with the unicast/multicast and locally administered/universal bits set correctly, an optional fixed prefix (a vendor OUI such as 00:1A:2B, or any 1–11 hex digits), and colon, dash, Cisco-dot or bare format in either case. Defaults to locally administered unicast addresses, which never collide with vendor-assigned ones.',
  category: 'generators',
  primaryOutput: 'macs',
  tags: ['mac', 'network', 'random', 'generator'],
  keywords: [
    'random mac', 'mac address', 'fake mac', 'mac spoofing', 'hardware address', 'ethernet address', 'eui-48', 'oui',
    'locally administered', 'virtual machine mac', 'docker mac', 'test data',
  ],
  method: 'GET',
  parameters: [
    {
      name: 'count',
      type: 'number',
      label: 'How many',
      description: 'Number of addresses (1–1000).',
      required: false,
      defaultValue: 1,
      validation: { min: 1, max: 1000, step: 1 },
    },
    {
      name: 'prefix',
      type: 'text',
      label: 'Prefix (OUI)',
      description: 'Optional fixed leading hex digits, e.g. 00:1A:2B (a vendor OUI) or 52:54:00 (QEMU); separators are ignored. 1–11 hex digits.',
      required: false,
      placeholder: '00:1A:2B',
      validation: { maxLength: 20, pattern: '^[0-9A-Fa-f:.\\- ]*$' },
      aiHint: 'A prefix of 2 or more digits fixes the first octet, so it decides the unicast and local bits (the other options are then ignored).',
    },
    {
      name: 'cast',
      type: 'select',
      label: 'Unicast / multicast',
      description: 'The I/G bit (bit 0 of the first octet). Network cards use unicast.',
      required: false,
      defaultValue: 'unicast',
      options: [
        { value: 'unicast', label: 'Unicast' },
        { value: 'multicast', label: 'Multicast' },
      ],
    },
    {
      name: 'administration',
      type: 'select',
      label: 'Administration',
      description: 'The U/L bit (bit 1 of the first octet): local = software-assigned (safe for VMs and tests), universal = looks vendor-assigned.',
      required: false,
      defaultValue: 'local',
      options: [
        { value: 'local', label: 'Locally administered' },
        { value: 'universal', label: 'Universal (vendor-style)' },
      ],
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'Separator style.',
      required: false,
      defaultValue: 'colon',
      options: [
        { value: 'colon', label: 'Colons (02:1a:2b:3c:4d:5e)' },
        { value: 'dash', label: 'Dashes (02-1a-2b-3c-4d-5e)' },
        { value: 'dot', label: 'Cisco dots (021a.2b3c.4d5e)' },
        { value: 'bare', label: 'No separator (021a2b3c4d5e)' },
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
    seedParameter,
  ],
  outputDescription: 'The generated addresses, the fixed prefix, the bits they share and how many bits are random.',
  outputSchema: {
    type: 'object',
    properties: {
      macs: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000, description: 'The generated addresses.' },
      prefix: { type: 'string', description: 'The fixed leading hex digits used (lowercase, no separators; empty when none).' },
      cast: { type: 'string', enum: ['unicast', 'multicast'], description: 'The I/G bit every address has.' },
      administration: { type: 'string', enum: ['local', 'universal'], description: 'The U/L bit every address has.' },
      randomBits: { type: 'integer', minimum: 0, maximum: 46, description: 'Random bits per address (48 minus the fixed prefix and flag bits).' },
    },
    required: ['macs', 'prefix', 'cast', 'administration', 'randomBits'],
    additionalProperties: false,
  },
  annotations: { idempotentHint: false },
  example: {
    input: { count: 3, seed: 'example' },
    output: { macs: ['66:ec:97:12:c7:21', 'e2:dd:76:d9:6f:8a', 'ee:51:0e:24:0a:4d'], prefix: '', cast: 'unicast', administration: 'local', randomBits: 46 },
    description: 'Three locally administered unicast MACs (seeded so the example reproduces).',
  },
  relatedTools: ['mac-address-formatter', 'uuid-generator'],
  aiInstructions:
    'Call with no input for one locally administered unicast MAC, safe for VMs, containers and tests. Pass prefix to stay inside a vendor OUI (00:1A:2B) or a hypervisor range (52:54:00 QEMU/KVM, 00:16:3E Xen); with a 2+ digit prefix its first octet decides unicast/local, and a warning says when that differs from the cast/administration options. Seed only for reproducible test data.',
});
