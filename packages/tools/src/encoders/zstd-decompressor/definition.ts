import { defineDefinition } from '@ctp/core';
import { compressionFile, compressionInput, compressionOutputSchema, compressedEncoding, decompressedEncoding } from '../../_shared/compression.js';

// decompression is all this tool does, so the output encoding is always shown (no dependsOn);
// left out rather than set to undefined, which no JSON copy of the definition could hold
const { dependsOn: _decompressOnly, ...decompressedEncodingAlways } = decompressedEncoding;

export default defineDefinition({
  id: 'zstd-decompressor',
  name: 'Zstandard (zstd) Decompressor',
  description:
    'Decompress Zstandard data (RFC 8878: .zst files, HTTP Content-Encoding: zstd) given as Base64, hex or a file, with concatenated frames and skippable frames. Shows sizes and the ratio; stops at 10 MB of output (bomb guard). Decompression only: no maintained Zstandard compressor runs in a browser without WebAssembly, which this catalog\'s pages do not allow. Up to 2,000,000 characters or a 5 MiB file.',
  category: 'encoders',
  tags: ['zstd', 'zstandard', 'compression', 'decompress'],
  keywords: ['zstd', 'zstandard', 'unzstd', '.zst', 'decompress zstd', 'content-encoding zstd', 'rfc 8878', 'KLUv/Q', '28b52ffd'],
  method: 'POST',
  cost: 'heavy', // output far larger than input: servers run every call in the worker pool
  parameters: [
    { ...compressionInput, description: 'The Zstandard data as Base64 or hex (or choose a file).', placeholder: 'KLUv/QRoZQAAMGhlbGxvIAEAuUsRK+Fo5w==' },
    compressionFile,
    { ...compressedEncoding, description: 'How the text input is written: Base64 or hex.' },
    decompressedEncodingAlways,
  ],
  outputDescription: 'The decompressed data as text, hex or Base64, with the sizes and the compression ratio.',
  outputSchema: compressionOutputSchema,
  primaryOutput: 'result',
  example: {
    input: { input: 'KLUv/QRoZQAAMGhlbGxvIAEAuUsRK+Fo5w==' },
    output: { result: 'hello hello hello hello hello hello', inputBytes: 25, outputBytes: 35, ratio: 0.7143, savedPercent: 28.57 },
    description: 'A frame made by `zstd -19`, with its checksum.',
  },
  relatedTools: ['gzip-compressor', 'brotli-compressor', 'lz4-compressor'],
  aiInstructions: 'Zstandard data starts with the bytes 28 b5 2f fd ("KLUv/" in Base64). Set outputEncoding "hex" or "base64" when the content is binary.',
});
