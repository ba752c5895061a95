import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

const hashOnly = [{ field: 'mode', condition: 'equals' as const, value: 'hash' }];

export default defineDefinition({
  id: 'unix-crypt-hash',
  name: 'Unix crypt Hash ($6$ SHA-512, $5$, $1$ MD5)',
  description:
    'Create or verify crypt(3) password hashes as /etc/shadow, mkpasswd and openssl passwd write them: SHA-512-crypt ($6$, the Linux default before yescrypt), SHA-256-crypt ($5$) with custom rounds, MD5-crypt ($1$, also Cisco type 5) and Apache $apr1$. Random or given salt. Verify mode checks a password against any of these strings. For bcrypt use the bcrypt tool.',
  category: 'generators',
  tags: ['password', 'hash', 'crypt', 'linux'],
  keywords: ['sha512crypt', 'sha-512 crypt', '$6$', 'shadow password', 'etc shadow', 'mkpasswd', 'openssl passwd', 'md5crypt', '$1$', 'sha256crypt', '$5$', 'crypt(3)', 'cloud-init password hash', 'kickstart rootpw'],
  method: 'POST',
  cost: 'heavy', // up to 10,000,000 SHA-crypt rounds: servers run every call in the worker pool
  annotations: { idempotentHint: false },
  parameters: [
    { name: 'password', type: 'text', label: 'Password', description: 'The password to hash or check.', required: true, validation: { maxLength: 1000 } },
    { name: 'mode', type: 'select', label: 'Mode', description: 'Create a hash, or verify a password against one.', required: false, defaultValue: 'hash', options: [{ value: 'hash', label: 'Hash' }, { value: 'verify', label: 'Verify' }] },
    { name: 'hash', type: 'text', label: 'Hash to verify', description: 'A $6$, $5$, $1$ or $apr1$ string (rounds=N$ allowed).', required: true, validation: { maxLength: 300 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'verify' }] },
    {
      name: 'algorithm', type: 'select', label: 'Algorithm', description: 'SHA-512-crypt unless a system asks for another.', required: false, defaultValue: 'sha512',
      options: [{ value: 'sha512', label: 'SHA-512-crypt ($6$)' }, { value: 'sha256', label: 'SHA-256-crypt ($5$)' }, { value: 'md5', label: 'MD5-crypt ($1$, weak)' }, { value: 'apr1', label: 'Apache MD5 ($apr1$, weak)' }],
      dependsOn: hashOnly,
    },
    { name: 'rounds', type: 'number', label: 'Rounds', description: 'SHA-crypt rounds (1000–10,000,000; 5000 is the default and is then not written into the hash).', required: false, defaultValue: 5000, validation: { min: 1000, max: 10_000_000, step: 1 }, dependsOn: hashOnly },
    { name: 'salt', type: 'text', label: 'Salt', description: 'Up to 16 characters (8 for MD5) from ./0-9A-Za-z. Empty: random.', required: false, validation: { maxLength: 16, pattern: '^[./0-9A-Za-z]+$' }, dependsOn: hashOnly },
    { ...seedParameter, description: 'Optional seed for the random salt (reproducible output for tests). Never for real passwords.', dependsOn: hashOnly },
  ],
  outputDescription: 'The crypt string (hash mode) or whether the password matches it (verify mode), with the scheme and salt.',
  outputSchema: {
    type: 'object',
    properties: {
      hash: { type: 'string', description: 'The crypt string created or verified.' },
      valid: { type: ['boolean', 'null'], description: 'Verify mode: whether the password matches; null in hash mode.' },
      scheme: { type: 'string', enum: ['$6$', '$5$', '$1$', '$apr1$'] },
      salt: { type: 'string' },
      rounds: { type: ['integer', 'null'], description: 'SHA-crypt rounds; null for MD5 schemes.' },
    },
    required: ['hash', 'valid', 'scheme', 'salt', 'rounds'],
    additionalProperties: false,
  },
  primaryOutput: 'hash',
  example: {
    input: { password: 'Hello world!', salt: 'saltstring' },
    output: {
      hash: '$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1',
      valid: null,
      scheme: '$6$',
      salt: 'saltstring',
      rounds: 5000,
    },
    description: 'The first SHA-512-crypt test vector of Drepper\'s specification.',
  },
  relatedTools: ['htpasswd-generator', 'bcrypt-hash', 'hash-identifier'],
});
