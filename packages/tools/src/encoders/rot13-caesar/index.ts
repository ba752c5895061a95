import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

/** Shifts ASCII letters forward by `shift` (0-25), keeping case. */
export function caesar(text: string, shift: number): string {
  const table = new Array<string>(128);
  for (let c = 0; c < 128; c++) table[c] = String.fromCharCode(c);
  for (let i = 0; i < 26; i++) {
    table[65 + i] = String.fromCharCode(65 + ((i + shift) % 26));
    table[97 + i] = String.fromCharCode(97 + ((i + shift) % 26));
  }
  return text.replace(/[A-Za-z]+/g, (run) => {
    let out = '';
    for (let i = 0; i < run.length; i++) out += table[run.charCodeAt(i)]!;
    return out;
  });
}

export function rot47(text: string): string {
  return text.replace(/[!-~]+/g, (run) => {
    let out = '';
    for (let i = 0; i < run.length; i++) out += String.fromCharCode(33 + ((run.charCodeAt(i) - 33 + 47) % 94));
    return out;
  });
}

const BRUTE_FORCE_LIMIT = 100_000;

export default defineTool(definition, (params) => {
  const text = params.text;
  if (params.cipher === 'rot13') return success({ result: caesar(text, 13) });
  if (params.cipher === 'rot47') return success({ result: rot47(text) });
  if (params.bruteForce) {
    if (text.length > BRUTE_FORCE_LIMIT)
      return failure('INVALID_INPUT', `Brute force is limited to ${BRUTE_FORCE_LIMIT.toLocaleString('en-US')} characters (got ${text.length.toLocaleString('en-US')}): paste a sample of the text, one shift will be readable.`);
    return success({ candidates: Array.from({ length: 25 }, (_, k) => ({ shift: k + 1, text: caesar(text, k + 1) })) });
  }
  const shift = params.shift;
  return success({ result: caesar(text, params.decode ? 26 - shift : shift) });
});
