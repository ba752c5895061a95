import { defineTool, failure, success } from '@ctp/core';
import baseX from 'base-x';
import { describeChar } from '../../_shared/base64-text.js';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import definition from './definition.js';

const ALPHABETS = {
  gmp: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  inverted: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
} as const;

function integerToBase62(value: bigint, alphabet: string): string {
  if (value === 0n) return alphabet[0]!;
  let out = '';
  while (value > 0n) {
    out = alphabet[Number(value % 62n)]! + out;
    value /= 62n;
  }
  return out;
}

function base62ToInteger(text: string, alphabet: string): bigint {
  let value = 0n;
  for (const ch of text) value = value * 62n + BigInt(alphabet.indexOf(ch));
  return value;
}

function byteLengthOf(value: bigint): number {
  return value === 0n ? 0 : Math.ceil(value.toString(16).length / 2);
}

export default defineTool(definition, (params) => {
  const alphabet = ALPHABETS[params.alphabet];
  const codec = baseX(alphabet);
  if (params.mode === 'decode') {
    const text = params.text.trim();
    let position = 0;
    for (const ch of text) {
      position++;
      if (!alphabet.includes(ch)) return failure('INVALID_INPUT', `${describeChar(ch)} at position ${position} is not a Base62 character (allowed: 0-9, A-Z, a-z).`);
    }
    const encoding = params.outputEncoding ?? 'utf8';
    if (encoding === 'integer') {
      const value = base62ToInteger(text, alphabet);
      return success({ result: value.toString(), byteLength: byteLengthOf(value) });
    }
    const bytes = codec.decode(text);
    const shown = showBytes(bytes, encoding);
    if (!shown.ok) return failure('INVALID_INPUT', `${shown.message} If the Base62 is a numeric id, choose "Decimal integer".`);
    return success({ result: shown.text, byteLength: bytes.length });
  }
  const encoding = params.inputEncoding ?? 'utf8';
  if (encoding === 'integer') {
    const digits = params.text.trim().replace(/[_,\s]/g, '');
    if (!/^\d+$/.test(digits)) return failure('INVALID_INPUT', `"${params.text.trim().slice(0, 40)}" is not a non-negative decimal integer (digits 0-9 only; _ , and spaces between digit groups are ignored).`);
    const value = BigInt(digits);
    return success({ result: integerToBase62(value, alphabet), byteLength: byteLengthOf(value) });
  }
  const input = readBytes(params.text, encoding);
  if (!input.ok) return failure('INVALID_INPUT', input.message);
  return success({ result: codec.encode(input.bytes), byteLength: input.bytes.length });
});

