import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'bip39-mnemonic-validator',
  name: 'BIP39 Mnemonic Validator',
  description:
    'Check a BIP39 seed phrase: word count, every word in the wordlist (detected among the ten official lists; unknown words named with their position and the closest valid words), and the checksum — then show its entropy and 512-bit seed (optional passphrase). Finds typos in a recovery phrase; runs locally, never sends the phrase anywhere.',
  category: 'validators',
  tags: ['bip39', 'crypto', 'bitcoin', 'mnemonic'],
  keywords: ['bip39 validator', 'check seed phrase', 'validate mnemonic', 'mnemonic checksum', 'recovery phrase check', 'seed phrase typo', 'mnemonic to seed', 'mnemonic to entropy'],
  method: 'POST',
  parameters: [
    { name: 'mnemonic', type: 'textarea', label: 'Mnemonic', description: 'The seed phrase: words separated by spaces or new lines (case and extra spaces are ignored).', required: true, validation: { maxLength: 2000 } },
    { name: 'passphrase', type: 'text', label: 'Passphrase (optional)', description: 'The optional BIP39 passphrase, to compute the matching seed.', required: false, validation: { maxLength: 1000 } },
  ],
  outputDescription: 'Whether the phrase is valid, the problems found, the detected wordlist, and the entropy and seed of a valid phrase.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      language: { type: ['string', 'null'], description: 'The wordlist the words come from.' },
      wordCount: { type: 'integer' },
      problems: { type: 'array', items: { type: 'string' }, description: 'What is wrong, word by word.' },
      entropy: { type: ['string', 'null'], description: 'The entropy in hex (valid phrases).' },
      seed: { type: ['string', 'null'], description: 'The 512-bit BIP39 seed in hex (valid phrases).' },
    },
    required: ['valid', 'language', 'wordCount', 'problems', 'entropy', 'seed'],
    additionalProperties: false,
  },
  primaryOutput: 'valid',
  example: {
    input: { mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow' },
    output: {
      valid: true,
      language: 'english',
      wordCount: 12,
      problems: [],
      entropy: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
      seed: '878386efb78845b3355bd15ea4d39ef97d179cb712b77d5c12b6be415fffeffe5f377ba02bf3f8544ab800b955e51fbff09828f682052a20faa6addbbddfb096',
    },
    description: 'An official BIP39 test phrase (no passphrase).',
  },
  relatedTools: ['bip39-mnemonic-generator', 'hash-identifier'],
});
