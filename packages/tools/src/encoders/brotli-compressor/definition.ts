import { defineDefinition } from '@ctp/core';
import {
  compressedEncoding,
  compressionFile,
  compressionInput,
  compressionInputEncoding,
  compressionOutputSchema,
  decompressedEncoding,
  modeParameter,
} from '../../_shared/compression.js';

export default defineDefinition({
  id: 'brotli-compressor',
  name: 'Brotli Compressor / Decompressor',
  description:
    'Compress text, bytes or a file with Brotli (RFC 7932, HTTP Content-Encoding: br, WOFF2) at quality 1–11, or decompress Brotli data given as Base64, hex or a file. Shows sizes and the compression ratio. Runs in the browser (Google\'s encoder compiled to plain JavaScript, loaded only when this tool runs); decompression stops at 10 MB of output (bomb guard). Up to 2,000,000 characters or a 5 MiB file.',
  category: 'encoders',
  tags: ['brotli', 'compression', 'http'],
  keywords: ['brotli', 'br', 'content-encoding br', 'compress', 'decompress', 'rfc 7932', 'woff2', 'brotli decode', 'brotli online'],
  method: 'POST',
  cost: 'heavy', // quality 11 and decompression bombs: servers run every call in the worker pool
  parameters: [
    compressionInput,
    compressionFile,
    modeParameter('compress'),
    {
      name: 'quality',
      type: 'number',
      label: 'Quality',
      description: 'Compression quality: 1 is fastest, 11 (the default, as for static web assets) is smallest.',
      required: false,
      defaultValue: 11,
      validation: { min: 1, max: 11, step: 1 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'compress' }],
    },
    compressionInputEncoding,
    compressedEncoding,
    decompressedEncoding,
  ],
  outputDescription: 'The compressed (Base64/hex) or decompressed data, the byte sizes before and after, and the compression ratio.',
  outputSchema: compressionOutputSchema,
  primaryOutput: 'result',
  example: {
    input: { input: 'GyIA+I2Ubt5EVYaWbCBvQU8c4HE=', mode: 'decompress' },
    output: { result: 'hello hello hello hello hello hello', inputBytes: 20, outputBytes: 35, ratio: 0.5714, savedPercent: 42.86 },
    description: 'Brotli data made by Node\'s zlib, back to its text.',
  },
  relatedTools: ['gzip-compressor', 'zstd-decompressor', 'lz4-compressor'],
  aiInstructions: 'To read a "Content-Encoding: br" body, pass it as Base64 with mode "decompress". If the result is binary, set outputEncoding "hex" or "base64". Compression at quality 11 of large inputs takes a few seconds.',
});
