import { defineDefinition } from '@ctp/core';
import { BIP39_LANGUAGES } from '../../_shared/bip39-languages.js';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'bip39-mnemonic-generator',
  name: 'BIP39 Mnemonic Generator',
  description:
    'Generate a BIP39 mnemonic (seed phrase) of 12, 15, 18, 21 or 24 words from secure random entropy, or turn given entropy (hex) into its mnemonic, in any of the ten official wordlists, with the 512-bit BIP39 seed (PBKDF2-HMAC-SHA512, optional passphrase) wallets derive keys from. Uses the audited @scure/bip39. Generate real wallet phrases only on an offline, trusted machine.',
  category: 'generators',
  tags: ['bip39', 'crypto', 'bitcoin', 'mnemonic'],
  keywords: ['bip39', 'mnemonic', 'seed phrase', 'recovery phrase', '12 words', '24 words', 'wallet seed', 'entropy to mnemonic', 'bitcoin seed', 'ethereum seed phrase', 'bip-39'],
  method: 'POST',
  cost: 'heavy', // PBKDF2 seed (2048 rounds of SHA-512): servers run every call in the worker pool
  annotations: { idempotentHint: false },
  parameters: [
    { name: 'words', type: 'select', label: 'Words', description: 'Length of the phrase: 12 words = 128 bits of entropy … 24 words = 256 bits.', required: false, defaultValue: '12', options: [{ value: '12', label: '12 (128 bits)' }, { value: '15', label: '15 (160 bits)' }, { value: '18', label: '18 (192 bits)' }, { value: '21', label: '21 (224 bits)' }, { value: '24', label: '24 (256 bits)' }] },
    { name: 'language', type: 'select', label: 'Wordlist', description: 'The BIP39 wordlist (English is what almost every wallet expects).', required: false, defaultValue: 'english', options: [...BIP39_LANGUAGES] },
    { name: 'entropy', type: 'text', label: 'Entropy (hex, optional)', description: 'Use this entropy instead of random: 16, 20, 24, 28 or 32 bytes in hex (the word count follows from it).', required: false, validation: { maxLength: 80, pattern: '^\\s*[0-9a-fA-F]+\\s*$' } },
    { name: 'passphrase', type: 'text', label: 'Passphrase (optional)', description: 'The optional BIP39 passphrase ("25th word") mixed into the seed.', required: false, validation: { maxLength: 1000 } },
    { ...seedParameter, description: 'Optional seed for the random entropy (reproducible output for tests). Never for a real wallet.' },
  ],
  outputDescription: 'The mnemonic, its words, the entropy and checksum, and the BIP39 seed.',
  outputSchema: {
    type: 'object',
    properties: {
      mnemonic: { type: 'string', description: 'The seed phrase.' },
      words: { type: 'array', items: { type: 'string' }, description: 'The words in order.' },
      entropy: { type: 'string', pattern: '^[0-9a-f]+$', description: 'The entropy in hex.' },
      entropyBits: { type: 'integer', enum: [128, 160, 192, 224, 256] },
      checksumBits: { type: 'integer', description: 'Checksum bits appended from SHA-256 of the entropy (entropy bits / 32).' },
      seed: { type: 'string', pattern: '^[0-9a-f]{128}$', description: 'The 512-bit BIP39 seed in hex (with the passphrase, if any).' },
      language: { type: 'string' },
    },
    required: ['mnemonic', 'words', 'entropy', 'entropyBits', 'checksumBits', 'seed', 'language'],
    additionalProperties: false,
  },
  primaryOutput: 'mnemonic',
  display: { words: { as: 'list' } },
  example: {
    input: { entropy: '00000000000000000000000000000000', passphrase: 'TREZOR' },
    output: {
      mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      words: ['abandon', 'abandon', 'abandon', 'abandon', 'abandon', 'abandon', 'abandon', 'abandon', 'abandon', 'abandon', 'abandon', 'about'],
      entropy: '00000000000000000000000000000000',
      entropyBits: 128,
      checksumBits: 4,
      seed: 'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
      language: 'english',
    },
    description: 'The first official BIP39 test vector (all-zero entropy, passphrase "TREZOR").',
  },
  relatedTools: ['bip39-mnemonic-validator', 'password-generator', 'random-bytes-generator'],
  aiInstructions: 'Without entropy the phrase is random: never reuse an example or seeded phrase for funds. Give entropy only to reproduce a known phrase.',
});
