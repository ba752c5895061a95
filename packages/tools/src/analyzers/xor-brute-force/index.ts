import { defineTool, failure, success } from '@ctp/core';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { englishScoreBytes, roundScore } from '../../_shared/english-score.js';
import definition from './definition.js';

const MAX_BYTES = 100_000;
const isPrintable = (b: number) => (b >= 32 && b < 127) || b === 9 || b === 10 || b === 13;

function includesBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'The input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const data = decoded.bytes;
  if (data.length === 0) return failure('INVALID_INPUT', 'The input decodes to no bytes.');
  if (data.length > MAX_BYTES) return failure('INVALID_INPUT', `The input is ${data.length} bytes; brute force takes at most ${MAX_BYTES}: a sample of a few hundred bytes finds the key.`);
  const crib = params.crib === undefined ? undefined : new TextEncoder().encode(params.crib);
  const decoder = new TextDecoder();
  const all = [];
  const buffer = new Uint8Array(data.length);
  for (let k = 0; k < 256; k++) {
    let printableCount = 0;
    for (let i = 0; i < data.length; i++) {
      const b = data[i]! ^ k;
      buffer[i] = b;
      if (isPrintable(b)) printableCount++;
    }
    if (params.printableOnly && printableCount !== data.length) continue;
    if (crib && !includesBytes(buffer, crib)) continue;
    all.push({ k, score: englishScoreBytes(buffer), printable: printableCount / data.length });
  }
  all.sort((a, b) => b.score - a.score || a.k - b.k);
  const candidates = all.slice(0, params.top).map(({ k, score, printable }) => ({
    key: k.toString(16).padStart(2, '0'),
    keyChar: k >= 32 && k < 127 ? String.fromCharCode(k) : '',
    score: roundScore(score),
    printable: Math.round(printable * 1000) / 1000,
    text: decoder.decode(data.map((b) => b ^ k)),
  }));
  return success({ plaintext: candidates[0]?.text ?? '', key: candidates[0]?.key ?? '', matched: all.length, candidates });
});
