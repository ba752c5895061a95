import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

const hashOnly = [{ field: 'mode', condition: 'equals' as const, value: 'create' }];

export default defineDefinition({
  id: 'htpasswd-generator',
  name: 'htpasswd Generator & Checker',
  description:
    'Create .htpasswd lines (user:hash) for Apache and nginx basic authentication, as `htpasswd` does: bcrypt (-B, recommended), Apache MD5 $apr1$ (-m, the old default), SHA-256/512-crypt (-2/-5 on Linux) or {SHA} SHA-1 (-s, insecure). Or check a password against an existing htpasswd line. Hashing happens in your browser.',
  category: 'generators',
  tags: ['password', 'apache', 'nginx', 'auth'],
  keywords: ['htpasswd', '.htpasswd', 'htpasswd generator', 'apache password', 'nginx basic auth', 'auth_basic_user_file', 'apr1', 'htpasswd bcrypt', 'htpasswd -B', 'basic auth password file'],
  method: 'POST',
  cost: 'heavy', // bcrypt cost and SHA-crypt rounds: servers run every call in the worker pool
  annotations: { idempotentHint: false },
  parameters: [
    { name: 'username', type: 'text', label: 'Username', description: 'The user name (no colon).', required: true, validation: { maxLength: 255, pattern: '^[^:\\r\\n]+$' }, dependsOn: hashOnly },
    { name: 'password', type: 'text', label: 'Password', description: 'The password.', required: true, validation: { maxLength: 255 } },
    { name: 'mode', type: 'select', label: 'Mode', description: 'Create a line, or check a password against a line.', required: false, defaultValue: 'create', options: [{ value: 'create', label: 'Create' }, { value: 'check', label: 'Check' }] },
    { name: 'line', type: 'text', label: 'htpasswd line', description: 'A user:hash line (or the hash alone) to check the password against.', required: true, validation: { maxLength: 1000 }, dependsOn: [{ field: 'mode', condition: 'equals', value: 'check' }] },
    {
      name: 'algorithm', type: 'select', label: 'Algorithm', description: 'bcrypt unless an old server needs another.', required: false, defaultValue: 'bcrypt',
      options: [{ value: 'bcrypt', label: 'bcrypt ($2y$, -B)' }, { value: 'apr1', label: 'Apache MD5 ($apr1$, -m)' }, { value: 'sha512', label: 'SHA-512-crypt ($6$, -5)' }, { value: 'sha256', label: 'SHA-256-crypt ($5$, -2)' }, { value: 'sha1', label: '{SHA} SHA-1 (-s, insecure)' }],
      dependsOn: hashOnly,
    },
    { name: 'cost', type: 'number', label: 'bcrypt cost', description: 'bcrypt cost factor (4–14; htpasswd uses 5 by default, 10+ is better).', required: false, defaultValue: 10, validation: { min: 4, max: 14, step: 1 }, dependsOn: [{ field: 'algorithm', condition: 'equals', value: 'bcrypt' }] },
    { ...seedParameter, description: 'Optional seed for the random salt (reproducible output for tests). Never for real passwords.', dependsOn: hashOnly },
  ],
  outputDescription: 'The htpasswd line (create) or whether the password matches (check), with the scheme.',
  outputSchema: {
    type: 'object',
    properties: {
      line: { type: 'string', description: 'The user:hash line to put in the .htpasswd file (create), or the line checked.' },
      hash: { type: 'string' },
      scheme: { type: 'string', enum: ['bcrypt', 'apr1', 'sha512', 'sha256', 'sha1', 'md5'] },
      valid: { type: ['boolean', 'null'], description: 'Check mode: whether the password matches; null when creating.' },
    },
    required: ['line', 'hash', 'scheme', 'valid'],
    additionalProperties: false,
  },
  primaryOutput: 'line',
  example: {
    input: { username: 'admin', password: 'secret', algorithm: 'sha1' },
    output: { line: 'admin:{SHA}5en6G6MezRroT3XKqkdPOmY/BfQ=', hash: '{SHA}5en6G6MezRroT3XKqkdPOmY/BfQ=', scheme: 'sha1', valid: null },
    description: 'A {SHA} line (deterministic, so reproducible; prefer bcrypt for real use).',
  },
  relatedTools: ['bcrypt-hash', 'unix-crypt-hash', 'basic-auth-header'],
});
