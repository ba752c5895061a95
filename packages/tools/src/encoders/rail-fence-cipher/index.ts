import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

/** The rail of each position in the zigzag over `rails` rows starting `offset` steps in. */
function railPattern(length: number, rails: number, offset: number): Int32Array {
  const cycle = 2 * (rails - 1);
  const pattern = new Int32Array(length);
  for (let i = 0; i < length; i++) {
    const step = (i + offset) % cycle;
    pattern[i] = step < rails ? step : cycle - step;
  }
  return pattern;
}

export function railFenceEncode(chars: readonly string[], rails: number, offset: number): string {
  const pattern = railPattern(chars.length, rails, offset);
  const rows: string[][] = Array.from({ length: rails }, () => []);
  for (let i = 0; i < chars.length; i++) rows[pattern[i]!]!.push(chars[i]!);
  return rows.map((r) => r.join('')).join('');
}

export function railFenceDecode(chars: readonly string[], rails: number, offset: number): string {
  const pattern = railPattern(chars.length, rails, offset);
  const counts = new Array<number>(rails).fill(0);
  for (const r of pattern) counts[r]!++;
  const next = new Array<number>(rails);
  for (let r = 0, start = 0; r < rails; r++) {
    next[r] = start;
    start += counts[r]!;
  }
  const out = new Array<string>(chars.length);
  for (let i = 0; i < chars.length; i++) out[i] = chars[next[pattern[i]!]!++]!;
  return out.join('');
}

export default defineTool(definition, (params) => {
  const text = params.removeSpaces ? params.text.replace(/\s+/g, '') : params.text;
  const chars = Array.from(text);
  if (params.mode === 'brute-force') {
    const candidates = Array.from({ length: 19 }, (_, k) => ({ rails: k + 2, text: railFenceDecode(chars, k + 2, params.offset) }));
    return success({ result: candidates[0]!.text, candidates });
  }
  const result = params.mode === 'encode' ? railFenceEncode(chars, params.rails, params.offset) : railFenceDecode(chars, params.rails, params.offset);
  return success({ result });
});
