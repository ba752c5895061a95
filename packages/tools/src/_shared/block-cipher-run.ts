/**
 * The body of the 64-bit block cipher tools (DES/3DES, Blowfish): IV handling, the shared
 * mode layer, padding and the result record. The tool supplies the block function from its
 * library. No library imports here.
 */
import { bytesToHex, failure, success, withWarnings, type ToolResult } from '@ctp/core';
import { CipherInputError, decryptBlocks, encryptBlocks, isStreamMode, type BlockCipher, type BlockMode, type Padding } from './block-cipher-modes.js';
import { bytesOf, cipherInput, cipherOutput, CipherParamError } from './cipher-parameters.js';
import type { InputEncoding } from './byte-encoding.js';
import { createRandom } from './random.js';

export interface BlockCipherParams {
  text: string;
  operation: 'encrypt' | 'decrypt';
  mode: BlockMode;
  iv?: string;
  padding: Padding;
  plaintextEncoding: InputEncoding;
  ciphertextEncoding: 'hex' | 'base64';
  seed?: string;
}

/** Runs `makeCipher` (which may throw CipherParamError for a bad key) through the chosen mode. */
export function runBlockCipher(params: BlockCipherParams, makeCipher: () => { cipher: BlockCipher; name: string; keyBits: number; warning?: string }): ToolResult {
  try {
    const { cipher, name, keyBits, warning } = makeCipher();
    const size = cipher.blockSize;
    const data = cipherInput(params);
    const warnings: string[] = warning ? [warning] : [];
    let iv: Uint8Array | null = null;
    if (params.mode !== 'ECB') {
      if (params.iv !== undefined) iv = bytesOf(params.iv, 'hex', 'The IV');
      else if (params.operation === 'encrypt') {
        iv = createRandom(params.seed).bytes(size);
        if (params.seed !== undefined) warnings.push('The IV comes from the seed and repeats on every run: never encrypt real data with a seed.');
      } else throw new CipherParamError(`Decrypting ${params.mode} needs the IV used to encrypt (iv, in hex).`, 'MISSING_REQUIRED');
      if (iv.length !== size) throw new CipherParamError(`The IV is ${iv.length} bytes; ${name}-${params.mode} needs ${size} bytes (${size * 2} hex digits).`);
    }
    const zeroIv = new Uint8Array(size);
    const out = params.operation === 'encrypt'
      ? encryptBlocks(cipher, params.mode, iv ?? zeroIv, data, params.padding)
      : decryptBlocks(cipher, params.mode, iv ?? zeroIv, data, params.padding);
    const stream = isStreamMode(params.mode);
    return withWarnings(
      success({
        result: cipherOutput(out, params, true),
        operation: params.operation,
        algorithm: `${name}-${params.mode}`,
        keyBits,
        iv: iv ? bytesToHex(iv) : null,
        padding: stream ? null : params.padding,
        inputBytes: data.length,
        outputBytes: out.length,
      }),
      warnings,
    );
  } catch (error) {
    if (error instanceof CipherParamError) return failure(error.code, error.message);
    if (error instanceof CipherInputError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
}
