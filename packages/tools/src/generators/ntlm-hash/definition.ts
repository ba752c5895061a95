import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'ntlm-hash',
  name: 'NTLM Hash Generator (NT and LM)',
  description:
    'Compute the Windows password hashes: the NT hash (NTLM: MD4 of the UTF-16LE password, what Active Directory stores, pass-the-hash and hashcat -m 1000 use) and the legacy LM hash (DES-based, upper-cased, at most 14 ASCII characters), with a pwdump/secretsdump-style line. For testing, auditing and lab setups; hashing happens locally.',
  category: 'generators',
  tags: ['hash', 'ntlm', 'windows', 'password'],
  keywords: ['ntlm', 'nt hash', 'nthash', 'lm hash', 'lanman', 'ntlm hash generator', 'windows password hash', 'md4 utf-16le', 'pwdump', 'secretsdump', 'hashcat 1000', 'active directory hash'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'password', type: 'text', label: 'Password', description: 'The password (any Unicode text; empty is allowed by leaving it out).', required: false, defaultValue: '', validation: { maxLength: 256 } },
    { name: 'username', type: 'text', label: 'Username (optional)', description: 'Used only in the pwdump line.', required: false, defaultValue: 'user', validation: { maxLength: 256 } },
    { name: 'uppercase', type: 'boolean', label: 'Uppercase hex', description: 'Write the hashes in upper case (as some Windows tools do).', required: false, defaultValue: false },
  ],
  outputDescription: 'The NT hash, the LM hash (null when LM cannot represent the password), and a pwdump line.',
  outputSchema: {
    type: 'object',
    properties: {
      nt: { type: 'string', pattern: '^[0-9a-fA-F]{32}$', description: 'The NT (NTLM) hash.' },
      lm: { type: ['string', 'null'], description: 'The LM hash; the empty-LM value aad3b435b51404eeaad3b435b51404ee for passwords over 14 characters (Windows stores no LM then); null for non-ASCII passwords (LM depends on the OEM code page).' },
      pwdump: { type: 'string', description: 'user:1000:LM:NT::: as pwdump and secretsdump print it.' },
      lmNote: { type: 'string', description: 'Why the LM hash is what it is.' },
    },
    required: ['nt', 'lm', 'pwdump', 'lmNote'],
    additionalProperties: false,
  },
  primaryOutput: 'nt',
  example: {
    input: { password: 'password' },
    output: {
      nt: '8846f7eaee8fb117ad06bdd830b7586c',
      lm: 'e52cac67419a9a224a3b108f3fa6cb6d',
      pwdump: 'user:1000:e52cac67419a9a224a3b108f3fa6cb6d:8846f7eaee8fb117ad06bdd830b7586c:::',
      lmNote: 'LM of the upper-cased password, split into two 7-character DES keys.',
    },
    description: 'The NT and LM hashes of "password".',
  },
  relatedTools: ['hash-identifier', 'multi-hash-generator', 'htpasswd-generator'],
});
