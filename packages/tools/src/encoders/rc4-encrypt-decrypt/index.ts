import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { bytesOf, cipherInput, cipherOutput, CipherParamError } from '../../_shared/cipher-parameters.js';
import definition from './definition.js';

/**
 * RC4: the key-scheduling algorithm, then the pseudo-random generation XORed with the data.
 * Written out (a dozen lines, fixed by the published vectors of RFC 6229) rather than pulled
 * from a library: the maintained cipher libraries leave RC4 out on purpose.
 */
function rc4(key: Uint8Array, data: Uint8Array, drop: number): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  let i = 0;
  let j = 0;
  for (let n = -drop; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    const t = s[i]!;
    s[i] = s[j]!;
    s[j] = t;
    if (n >= 0) out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

export default defineTool(definition, (params) => {
  try {
    const key = bytesOf(params.key, params.keyEncoding, 'The key');
    if (key.length < 1 || key.length > 256) throw new CipherParamError(`The key is ${key.length} bytes; RC4 keys are 1 to 256 bytes.`);
    const data = cipherInput(params);
    const out = rc4(key, data, params.drop);
    return withWarnings(
      success({
        result: cipherOutput(out, params, true), operation: params.operation, algorithm: params.drop ? `RC4-drop[${params.drop}]` : 'RC4', keyBits: key.length * 8,
        iv: null, padding: null, inputBytes: data.length, outputBytes: out.length,
      }),
      params.operation === 'encrypt' ? ['RC4 is broken (biased keystream, RFC 7465): use it only for legacy data.'] : [],
    );
  } catch (error) {
    if (error instanceof CipherParamError) return failure(error.code, error.message);
    throw error;
  }
});
