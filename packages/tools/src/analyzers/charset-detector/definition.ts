import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'charset-detector',
  name: 'Charset / Encoding Detector',
  description:
    'Guess the character encoding of a text file or bytes (jschardet, a port of Mozilla\'s universal charset detector): UTF-8/16/32 with or without BOM, Shift_JIS, EUC-JP, GBK/GB18030, Big5, EUC-KR, Windows-125x, ISO-8859-x, KOI8-R and more, with a confidence for each candidate, the language hint, and the text decoded with the best guess. Short or plain-ASCII inputs give uncertain guesses. Files up to 10 MiB (the first 1 MiB is analysed).',
  category: 'analyzers',
  tags: ['encoding', 'charset', 'detect', 'text'],
  keywords: ['detect encoding', 'charset detection', 'what encoding is this file', 'chardet', 'jschardet', 'shift_jis or utf-8', 'mojibake', 'file encoding', 'codepage', 'text file encoding'],
  method: 'POST',
  parameters: [
    { name: 'file', type: 'file', label: 'File', description: 'The text file (at most 10 MiB).', required: false, validation: { maxSize: 10_485_760 } },
    { name: 'text', type: 'textarea', label: 'Or bytes', description: 'The bytes as hex or Base64 when no file is given.', required: false, validation: { maxLength: 1_000_000 } },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Bytes are',
      description: 'How the pasted bytes are written.',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
      ],
    },
  ],
  outputDescription: 'The most likely encoding (as a WHATWG label), its confidence, every candidate, and a preview decoded with it.',
  outputSchema: {
    type: 'object',
    properties: {
      encoding: { type: ['string', 'null'], description: 'The best guess as the label TextDecoder and text-encoding-converter use (null when nothing fits).' },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
      language: { type: ['string', 'null'], description: 'The language the detector associates with the guess, when it has one.' },
      candidates: {
        type: 'array',
        items: {
          type: 'object',
          properties: { encoding: { type: 'string' }, detectorName: { type: 'string' }, confidence: { type: 'number' } },
          required: ['encoding', 'detectorName', 'confidence'],
          additionalProperties: false,
        },
      },
      bom: { type: ['string', 'null'], description: 'The byte-order mark found, if any.' },
      preview: { type: 'string', description: 'The first 500 characters decoded with the best guess.' },
    },
    required: ['encoding', 'confidence', 'language', 'candidates', 'bom', 'preview'],
    additionalProperties: false,
  },
  primaryOutput: 'encoding',
  example: {
    input: { text: 'efbbbf48656c6c6f' },
    output: { encoding: 'utf-8', confidence: 1, language: null, candidates: [{ encoding: 'utf-8', detectorName: 'UTF-8 (BOM)', confidence: 1 }], bom: 'UTF-8', preview: 'Hello' },
    description: 'A UTF-8 byte-order mark settles it.',
  },
  relatedTools: ['text-encoding-converter', 'file-type-detector'],
  aiInstructions: 'Detection is statistical: give at least a few hundred bytes of real text. Then decode with text-encoding-converter using the returned label.',
});
