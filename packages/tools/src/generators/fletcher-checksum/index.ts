import { defineTool, failure, success } from '@ctp/core';
import { decodeInput } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

type Variant = 'fletcher16' | 'fletcher32' | 'fletcher64';
const WORD_BYTES: Record<Variant, number> = { fletcher16: 1, fletcher32: 2, fletcher64: 4 };
const NAME: Record<Variant, string> = { fletcher16: 'Fletcher-16', fletcher32: 'Fletcher-32', fletcher64: 'Fletcher-64' };

/** Two running sums of the words, each modulo 2^bits - 1; the result is sum2 ‖ sum1. */
function fletcher(bytes: Uint8Array, wordBytes: number, littleEndian: boolean): bigint {
  const bits = wordBytes * 8;
  const modulus = 2 ** bits - 1;
  let sum1 = 0;
  let sum2 = 0;
  for (let i = 0; i < bytes.length; i += wordBytes) {
    let word = 0;
    for (let k = 0; k < wordBytes; k++) {
      const byte = bytes[i + k] ?? 0; // a short last word is zero-padded
      word += byte * 2 ** (8 * (littleEndian ? k : wordBytes - 1 - k));
    }
    // both sums stay below 2^32, so doubles hold them exactly
    sum1 = (sum1 + word) % modulus;
    sum2 = (sum2 + sum1) % modulus;
  }
  return (BigInt(sum2) << BigInt(bits)) | BigInt(sum1);
}

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const variants: Variant[] = params.variant === 'all' ? ['fletcher16', 'fletcher32', 'fletcher64'] : [params.variant];
  const results = variants.map((variant) => {
    const value = fletcher(decoded.bytes, WORD_BYTES[variant], params.byteOrder === 'little');
    return { variant, hex: value.toString(16).padStart(WORD_BYTES[variant] * 4, '0'), decimal: value.toString() };
  });
  const checksum = params.variant === 'all' ? results.map((r) => `${NAME[r.variant]}  ${r.hex}`).join('\n') : results[0]!.hex;
  return success({ checksum, results, inputBytes: decoded.bytes.length });
});
