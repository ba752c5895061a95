import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'byte-entropy-analyzer',
  name: 'Entropy & Byte Frequency Analyzer',
  description:
    'Measure how random a file or data is: Shannon entropy in bits per byte (0 = one repeated byte, 8 = perfectly random), entropy per block to spot compressed or encrypted regions inside a file, the byte frequency table with the most common bytes, distinct byte count, and a chi-square test against uniform bytes. A plain-language reading says whether the data looks like text, code, compressed or encrypted. Files up to 50 MiB.',
  category: 'analyzers',
  tags: ['entropy', 'binary', 'forensics', 'statistics'],
  keywords: ['shannon entropy', 'file entropy', 'byte frequency', 'frequency distribution', 'is this encrypted', 'randomness test', 'chi-square', 'packed executable', 'entropy graph', 'histogram'],
  method: 'POST',
  parameters: [
    { name: 'file', type: 'file', label: 'File', description: 'The file to analyse (at most 50 MiB).', required: false, validation: { maxSize: 52_428_800 } },
    { name: 'text', type: 'textarea', label: 'Or data', description: 'Text (its UTF-8 bytes), hex or Base64 when no file is given.', required: false, validation: { maxLength: 1_000_000 } },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Data is',
      description: 'How to read the pasted data.',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'hex', label: 'Hex bytes' },
        { value: 'base64', label: 'Base64 bytes' },
      ],
    },
    { name: 'blockSize', type: 'number', label: 'Block size', description: 'Bytes per block for the per-block entropy (64–1,048,576).', required: false, defaultValue: 1024, validation: { min: 64, max: 1_048_576, step: 1 } },
  ],
  outputDescription: 'Entropy in bits per byte, a reading of what that suggests, per-block entropies, the most frequent bytes and a chi-square statistic.',
  outputSchema: {
    type: 'object',
    properties: {
      entropy: { type: 'number', minimum: 0, maximum: 8, description: 'Shannon entropy in bits per byte, 4 decimals.' },
      reading: { type: 'string', description: 'What the entropy suggests.' },
      size: { type: 'integer', minimum: 0 },
      distinctBytes: { type: 'integer', minimum: 0, maximum: 256 },
      chiSquare: { type: ['number', 'null'], description: 'Chi-square statistic against 256 equally likely byte values (about 255 for random data; much larger for structured data). Null for empty input.' },
      blocks: { type: 'array', items: { type: 'number' }, description: 'Entropy of each block, in order (at most 4096 blocks; larger files use bigger blocks).' },
      effectiveBlockSize: { type: 'integer', minimum: 1 },
      topBytes: {
        type: 'array',
        description: 'The 16 most frequent byte values.',
        items: {
          type: 'object',
          properties: { byte: { type: 'string', description: 'Hex, with the character when printable.' }, count: { type: 'integer', minimum: 0 }, percent: { type: 'number' } },
          required: ['byte', 'count', 'percent'],
          additionalProperties: false,
        },
      },
    },
    required: ['entropy', 'reading', 'size', 'distinctBytes', 'chiSquare', 'blocks', 'effectiveBlockSize', 'topBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'entropy',
  example: {
    input: { text: 'aabb' },
    output: {
      entropy: 1,
      reading: 'very low: highly repetitive data',
      size: 4,
      distinctBytes: 2,
      chiSquare: 508,
      blocks: [1],
      effectiveBlockSize: 1024,
      topBytes: [
        { byte: '61 (a)', count: 2, percent: 50 },
        { byte: '62 (b)', count: 2, percent: 50 },
      ],
    },
    description: 'Two equally frequent symbols: exactly one bit per byte.',
  },
  relatedTools: ['strings-extractor', 'file-type-detector', 'hexdump'],
});
