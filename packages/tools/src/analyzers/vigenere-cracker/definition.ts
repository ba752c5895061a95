import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'vigenere-cracker',
  name: 'Vigenère Cracker',
  description:
    'Recover the key of a Vigenère ciphertext without knowing it: finds likely key lengths by the index of coincidence of every column, then each key letter by chi-squared against English letter frequencies, and ranks the decryptions by how English they read. Needs English plaintext and enough letters (about 20× the key length for a reliable result). Keys up to 40 letters; up to 100,000 characters.',
  category: 'analyzers',
  tags: ['cipher', 'vigenere', 'cryptanalysis', 'decode', 'puzzle'],
  keywords: ['vigenere cracker', 'vigenere solver', 'break vigenere', 'crack vigenere', 'find vigenere key', 'kasiski', 'friedman test', 'index of coincidence', 'unknown key', 'ctf', 'cryptanalysis'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Ciphertext',
      description: 'The Vigenère-encrypted text (punctuation and spaces may stay; only letters are analysed).',
      required: true,
      placeholder: 'Paste a Vigenère ciphertext',
      validation: { maxLength: 100_000 },
    },
    {
      name: 'maxKeyLength',
      type: 'number',
      label: 'Longest key to try',
      description: 'Key lengths 1 to this are tested.',
      required: false,
      defaultValue: 20,
      validation: { min: 1, max: 40, step: 1 },
    },
    {
      name: 'variant',
      type: 'select',
      label: 'Variant',
      description: 'Classic Vigenère (C = P + K) or Beaufort (C = K − P).',
      required: false,
      defaultValue: 'vigenere',
      options: [
        { value: 'vigenere', label: 'Vigenère' },
        { value: 'beaufort', label: 'Beaufort' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The most likely key and plaintext, and the other key lengths considered.',
  outputSchema: {
    type: 'object',
    properties: {
      key: { type: 'string', description: 'The most likely key (uppercase).' },
      plaintext: { type: 'string', description: 'The ciphertext decoded with that key.' },
      letters: { type: 'integer', minimum: 0, description: 'How many letters were analysed.' },
      candidates: {
        type: 'array',
        description: 'One candidate per promising key length, best first.',
        items: {
          type: 'object',
          properties: {
            keyLength: { type: 'integer', minimum: 1 },
            key: { type: 'string' },
            indexOfCoincidence: { type: 'number', description: 'Mean index of coincidence of the columns (English ≈ 0.066, random ≈ 0.038).' },
            score: { type: 'number', description: 'English log-likelihood per character of the decryption (higher is better).' },
            preview: { type: 'string', description: 'The first 80 characters of the decryption.' },
          },
          required: ['keyLength', 'key', 'indexOfCoincidence', 'score', 'preview'],
          additionalProperties: false,
        },
      },
    },
    required: ['key', 'plaintext', 'letters', 'candidates'],
    additionalProperties: false,
  },
  primaryOutput: 'plaintext',
  example: {
    input: {
      text: 'Gdtyc jrzxuk kjm qpvuu ztayip bd alv xiasip, cvs alva axuk rv lpdr sgndyi dqai wifrtt hvv cepri. Kjm hvyef wu alv owgumei nxspj og wleiv exal xnisuiju.',
      maxKeyLength: 10,
    },
    output: {
      key: 'CIPHER',
      plaintext: 'Every spring the birds return to the valley, and they sing at dawn before most people are awake. The sound of the morning fills my heart with gladness.',
      letters: 121,
      candidates: [
        { keyLength: 6, key: 'CIPHER', indexOfCoincidence: 0.065, score: -2.926, preview: 'Every spring the birds return to the valley, and they sing at dawn before most p' },
        { keyLength: 9, key: 'URRNECWTP', indexOfCoincidence: 0.05, score: -3.1, preview: 'Mmcly hvgiat twi otcfa icnugt io gue keywpa, ieb nhte hiat ai hnhy dmwmle buht c' },
        { keyLength: 10, key: 'THGMBYRGPS', indexOfCoincidence: 0.039, score: -3.164, preview: 'Nwnmb laticr dda preof hatswo dm uwd ebughr, lpd isou owwt lg twwl gfpmst lxtc k' },
        { keyLength: 8, key: 'PRMMESGI', indexOfCoincidence: 0.034, score: -3.187, preview: 'Rmhmy rlridy yfu khgdi npisaa kr ohd ralbwd, ydm sweo otce jg udrn aafohw rmic o' },
        { keyLength: 7, key: 'SRBAIGA', indexOfCoincidence: 0.04, score: -3.193, preview: 'Omsyu drhgtk cdm yyuum ttihhp tx ate wismix, lus sfvi jwuc lv tycr kanlhh diui e' },
      ],
    },
    description: 'A 121-letter text encrypted with the key CIPHER: key length 6 stands out and its decryption reads as English.',
  },
  relatedTools: ['vigenere-cipher', 'rot13-caesar', 'xor-brute-force'],
  aiInstructions:
    'Works for English plaintext only and needs enough ciphertext: with fewer than about 20 letters per key letter the key may be partly wrong; check the preview reads as English. A key that is a repetition (ABCABC) is reported at its shortest period.',
});
