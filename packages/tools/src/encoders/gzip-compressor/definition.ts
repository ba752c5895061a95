import { defineDefinition } from '@ctp/core';
import { BYTE_INPUT_OPTIONS } from '../../_shared/codec-parameters.js';

const compressOnly = [{ field: 'mode', condition: 'equals' as const, value: 'compress' }];
const decompressOnly = [{ field: 'mode', condition: 'equals' as const, value: 'decompress' }];

export default defineDefinition({
  id: 'gzip-compressor',
  name: 'Gzip Compressor / Decompressor',
  description:
    'Compress text or bytes with gzip (RFC 1952), zlib (RFC 1950) or raw DEFLATE (RFC 1951) at level 0–9, or decompress such data given as Base64 or hex. Shows the sizes and the compression ratio. Decompression checks the gzip CRC-32 and zlib Adler-32, reads concatenated gzip members, and stops at 10 MB of output (decompression-bomb guard). Input up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['gzip', 'compression', 'deflate', 'zlib'],
  keywords: ['gunzip', 'inflate', 'compress', 'decompress', 'zip', 'gz', 'zlib', 'deflate raw', 'compression ratio', 'base64 gzip', 'H4sI', 'eJ', 'pako'],
  method: 'POST',
  cost: 'heavy', // decompression: output far larger than input: servers run every call in the worker pool
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: 'Compress: the text or bytes to compress. Decompress: the compressed data as Base64 or hex.',
      required: true,
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Compress the input, or decompress it.',
      required: false,
      defaultValue: 'compress',
      options: [
        { value: 'compress', label: 'Compress' },
        { value: 'decompress', label: 'Decompress' },
      ],
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'gzip (.gz files, HTTP Content-Encoding: gzip), zlib (PNG, HTTP "deflate"), or raw DEFLATE without header.',
      required: false,
      defaultValue: 'gzip',
      options: [
        { value: 'gzip', label: 'gzip' },
        { value: 'zlib', label: 'zlib' },
        { value: 'deflate', label: 'Raw DEFLATE' },
      ],
    },
    {
      name: 'level',
      type: 'number',
      label: 'Level',
      description: 'Compression level: 0 stores without compressing, 1 is fastest, 9 smallest. 6 is the gzip default.',
      required: false,
      defaultValue: 6,
      validation: { min: 0, max: 9, step: 1 },
      dependsOn: compressOnly,
    },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Input is',
      description: 'How to read the input when compressing: text (its UTF-8 bytes), hex bytes, or Base64 bytes.',
      required: false,
      defaultValue: 'utf8',
      options: BYTE_INPUT_OPTIONS,
      dependsOn: compressOnly,
    },
    {
      name: 'compressedEncoding',
      type: 'select',
      label: 'Compressed data as',
      description: 'The encoding of the compressed data: the output when compressing, the input when decompressing.',
      required: false,
      defaultValue: 'base64',
      options: [
        { value: 'base64', label: 'Base64' },
        { value: 'hex', label: 'Hex' },
      ],
    },
    {
      name: 'outputEncoding',
      type: 'select',
      label: 'Output as',
      description: 'How to show the decompressed bytes: UTF-8 text, hex, or Base64.',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
      ],
      dependsOn: decompressOnly,
      aiHint: 'Use hex or base64 when the decompressed data may be binary.',
    },
  ],
  outputDescription: 'The compressed (Base64/hex) or decompressed data, the byte sizes before and after, and the compression ratio.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Compress: the compressed bytes as Base64 or hex. Decompress: the data as text, hex or Base64.' },
      inputBytes: { type: 'integer', minimum: 0, description: 'Size of the input in bytes (after decoding Base64/hex).' },
      outputBytes: { type: 'integer', minimum: 0, description: 'Size of the output in bytes (before encoding as Base64/hex).' },
      ratio: {
        type: ['number', 'null'],
        minimum: 0,
        description: 'Compressed size ÷ uncompressed size, rounded to 4 decimals (0.25 = a quarter of the size); null when the uncompressed data is empty.',
      },
      savedPercent: { type: ['number', 'null'], description: 'Space saved by compression in percent (negative when the compressed data is larger), 2 decimals; null when the uncompressed data is empty.' },
    },
    required: ['result', 'inputBytes', 'outputBytes', 'ratio', 'savedPercent'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  stream: { parameter: 'input', input: 'bytes', output: 'primary', when: { mode: ['compress'], inputEncoding: ['utf8'] } },
  example: {
    input: { input: 'hello hello hello hello hello hello', mode: 'compress', format: 'gzip' },
    output: { result: 'H4sIAAAAAAAAA8tIzcnJV8jARwIAVzdihSMAAAA=', inputBytes: 35, outputBytes: 29, ratio: 0.8286, savedPercent: 17.14 },
    description: 'Gzip a repetitive text (the 18-byte gzip header and trailer dominate for tiny inputs).',
  },
  relatedTools: ['base64-encoder', 'hex-encoder', 'checksum-calculator'],
  aiInstructions:
    'To read a gzip/zlib blob (Base64 starting "H4sI" is gzip, "eJ" is zlib), set mode "decompress" and the matching format. If the result is not valid UTF-8 the call fails with INVALID_INPUT: retry with outputEncoding "hex" or "base64". Compressed output is Base64 unless compressedEncoding is "hex". Output is capped at 10 MB. Compressed bytes come from zlib where the tool runs on Node (CLI, API) and from fflate in browsers: both standard, not byte-identical.',
});
