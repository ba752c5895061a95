/**
 * What the compressor tools (brotli, zstd, lz4) share: their parameters (typed literally),
 * the size/ratio figures gzip-compressor also reports, and a decompression output that stops at
 * a byte cap (decompression-bomb guard).
 */
import { defineParameter } from './byte-io.js';

export const MAX_DECOMPRESSED = 10 * 1024 * 1024;

export class OutputTooLarge extends Error {
  constructor() {
    super(`the decompressed data exceeds ${MAX_DECOMPRESSED / 1024 / 1024} MB, the limit of this tool (possibly a decompression bomb)`);
  }
}

/** Collects output chunks and throws OutputTooLarge past the cap. */
export class CappedOutput {
  private chunks: Uint8Array[] = [];
  size = 0;
  push(chunk: Uint8Array): void {
    this.size += chunk.length;
    if (this.size > MAX_DECOMPRESSED) throw new OutputTooLarge();
    this.chunks.push(chunk.slice());
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let offset = 0;
    for (const c of this.chunks) out.set(c, offset), (offset += c.length);
    return out;
  }
}

export function ratios(compressed: number, plain: number): { ratio: number | null; savedPercent: number | null } {
  if (plain === 0) return { ratio: null, savedPercent: null };
  return { ratio: Math.round((compressed / plain) * 10_000) / 10_000, savedPercent: Math.round((1 - compressed / plain) * 10_000) / 100 };
}

export const compressionOutputSchema = {
  type: 'object',
  properties: {
    result: { type: 'string', description: 'Compress: the compressed bytes as Base64 or hex. Decompress: the data as text, hex or Base64.' },
    inputBytes: { type: 'integer', minimum: 0, description: 'Size of the input in bytes (after decoding Base64/hex).' },
    outputBytes: { type: 'integer', minimum: 0, description: 'Size of the output in bytes (before encoding as Base64/hex).' },
    ratio: { type: ['number', 'null'], minimum: 0, description: 'Compressed size ÷ uncompressed size, 4 decimals; null when the uncompressed data is empty.' },
    savedPercent: { type: ['number', 'null'], description: 'Space saved in percent (negative when the compressed data is larger), 2 decimals; null when the uncompressed data is empty.' },
  },
  required: ['result', 'inputBytes', 'outputBytes', 'ratio', 'savedPercent'],
  additionalProperties: false,
} as const;

const compressOnly = [{ field: 'mode', condition: 'equals', value: 'compress' }] as const;
const decompressOnly = [{ field: 'mode', condition: 'equals', value: 'decompress' }] as const;

export const compressionInput = defineParameter({
  name: 'input',
  type: 'textarea',
  label: 'Input',
  description: 'Compress: the text or bytes to compress. Decompress: the compressed data as Base64 or hex (or choose a file).',
  required: false,
  validation: { maxLength: 2_000_000 },
});

export const compressionFile = defineParameter({
  name: 'file',
  type: 'file',
  label: 'Or a file',
  description: 'A file to compress or decompress instead of the text (at most 5 MiB).',
  required: false,
  validation: { maxSize: 5_242_880 },
});

export const compressionInputEncoding = defineParameter({
  name: 'inputEncoding',
  type: 'select',
  label: 'Input is',
  description: 'How to read the text when compressing: text (its UTF-8 bytes), hex bytes, or Base64 bytes.',
  required: false,
  defaultValue: 'utf8',
  options: [
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
    { value: 'base64', label: 'Base64 bytes' },
  ],
  dependsOn: [...compressOnly],
});

export const compressedEncoding = defineParameter({
  name: 'compressedEncoding',
  type: 'select',
  label: 'Compressed data as',
  description: 'The encoding of the compressed data: the output when compressing, the text input when decompressing.',
  required: false,
  defaultValue: 'base64',
  options: [
    { value: 'base64', label: 'Base64' },
    { value: 'hex', label: 'Hex' },
  ],
});

export const decompressedEncoding = defineParameter({
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
  dependsOn: [...decompressOnly],
  aiHint: 'Use hex or base64 when the decompressed data may be binary.',
});

export function modeParameter(defaultMode: 'compress' | 'decompress') {
  return defineParameter({
    name: 'mode',
    type: 'select',
    label: 'Mode',
    description: 'Compress the input, or decompress it.',
    required: false,
    defaultValue: defaultMode,
    options: [
      { value: 'compress', label: 'Compress' },
      { value: 'decompress', label: 'Decompress' },
    ],
  });
}

/** Gunzips with the output cap (fflate streams; small pushes bound the overshoot). */
export async function gunzipCapped(bytes: Uint8Array, max = MAX_DECOMPRESSED): Promise<Uint8Array> {
  const { Gunzip } = await import('fflate');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Gunzip((chunk) => {
    size += chunk.length;
    if (size > max) throw new OutputTooLarge();
    chunks.push(chunk);
  });
  for (let i = 0; i < bytes.length; i += 4096) stream.push(bytes.subarray(i, i + 4096), i + 4096 >= bytes.length);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) out.set(c, offset), (offset += c.length);
  return out;
}
