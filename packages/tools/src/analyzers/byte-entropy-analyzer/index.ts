import { defineTool, failure, success } from '@ctp/core';
import { bytesFrom } from '../../_shared/bytes-source.js';
import definition from './definition.js';

const MAX_BLOCKS = 4096;

function entropyOf(counts: Uint32Array | number[], total: number): number {
  if (total === 0) return 0;
  let h = 0;
  for (const c of counts) if (c) h -= (c / total) * Math.log2(c / total);
  return h;
}

function reading(h: number, size: number): string {
  if (size === 0) return 'empty input';
  if (size < 256 && h > 6) return 'high, but the sample is too short to tell random data from varied text';
  if (h < 2) return 'very low: highly repetitive data';
  if (h < 5) return 'low: text or simple structured data';
  if (h < 6.5) return 'medium: text, source code or uncompressed binary';
  if (h < 7.5) return 'high: machine code, images or mixed data';
  if (h < 7.95) return 'very high: probably compressed';
  return 'near the maximum: compressed or encrypted (or random) data';
}

export default defineTool(definition, (params) => {
  const source = bytesFrom(params.file, params.text, params.inputEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message);
  const bytes = source.bytes;
  const counts = new Uint32Array(256);
  for (let i = 0; i < bytes.length; i++) counts[bytes[i]!]!++;
  const h = entropyOf(counts, bytes.length);
  const blockSize = Math.max(params.blockSize, Math.ceil(bytes.length / MAX_BLOCKS));
  const blocks: number[] = [];
  const local = new Uint32Array(256);
  for (let start = 0; start < bytes.length; start += blockSize) {
    local.fill(0);
    const end = Math.min(bytes.length, start + blockSize);
    for (let i = start; i < end; i++) local[bytes[i]!]!++;
    blocks.push(Math.round(entropyOf(local, end - start) * 10_000) / 10_000);
  }
  const expected = bytes.length / 256;
  let chi = 0;
  for (const c of counts) chi += (c - expected) ** 2 / expected;
  const topBytes = Array.from(counts, (count, b) => ({ b, count }))
    .filter((x) => x.count > 0)
    .sort((x, y) => y.count - x.count || x.b - y.b)
    .slice(0, 16)
    .map(({ b, count }) => ({ byte: `${b.toString(16).padStart(2, '0')}${b >= 0x21 && b < 0x7f ? ` (${String.fromCharCode(b)})` : b === 0x20 ? ' (space)' : ''}`, count, percent: Math.round((count / bytes.length) * 1_000_000) / 10_000 }));
  return success({
    entropy: Math.round(h * 10_000) / 10_000,
    reading: reading(h, bytes.length),
    size: bytes.length,
    distinctBytes: counts.filter((c) => c > 0).length,
    chiSquare: bytes.length ? Math.round(chi * 100) / 100 : null,
    blocks,
    effectiveBlockSize: blockSize,
    topBytes,
  });
});
