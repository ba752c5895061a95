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
  id: 'lz4-compressor',
  name: 'LZ4 Compressor / Decompressor',
  description:
    'Compress text, bytes or a file into the LZ4 frame format (.lz4, as the lz4 command writes), or decompress LZ4 frames given as Base64, hex or a file, verifying the content checksum when the frame has one. LZ4 trades ratio for speed (Linux kernels, ZFS, Kafka, game assets). Decompression stops at 10 MB of output. Legacy (lz4 -l) frames are not supported. Up to 2,000,000 characters or a 5 MiB file.',
  category: 'encoders',
  tags: ['lz4', 'compression'],
  keywords: ['lz4', 'lz4 frame', '.lz4', 'unlz4', 'lz4 decompress', 'fast compression', 'BCJNGG', '04224d18'],
  method: 'POST',
  cost: 'heavy', // decompression: output far larger than input: servers run every call in the worker pool
  parameters: [compressionInput, compressionFile, modeParameter('compress'), compressionInputEncoding, compressedEncoding, decompressedEncoding],
  outputDescription: 'The compressed (Base64/hex) or decompressed data, the byte sizes before and after, and the compression ratio.',
  outputSchema: compressionOutputSchema,
  primaryOutput: 'result',
  example: {
    input: { input: 'BCJNGGRApxAAAABvaGVsbG8gBgAFUGhlbGxvAAAAAL2c1nQ=', mode: 'decompress' },
    output: { result: 'hello hello hello hello hello hello', inputBytes: 35, outputBytes: 35, ratio: 1, savedPercent: 0 },
    description: 'A frame written by the lz4 command (with its content checksum): tiny inputs do not shrink.',
  },
  relatedTools: ['gzip-compressor', 'brotli-compressor', 'zstd-decompressor'],
  aiInstructions: 'LZ4 frames start with 04 22 4d 18 ("BCJNGG" in Base64). For binary results set outputEncoding "hex" or "base64".',
});
