/// <reference path="../../_shared/des-js.d.ts" />
import { defineTool } from '@ctp/core';
import des from 'des.js';
import type { BlockCipher } from '../../_shared/block-cipher-modes.js';
import { runBlockCipher } from '../../_shared/block-cipher-run.js';
import { bytesOf, CipherParamError } from '../../_shared/cipher-parameters.js';
import definition from './definition.js';

/**
 * DES or 3DES-EDE as bulk ECB from des.js without padding. Encryption reuses one transform
 * (it returns every whole block at once); decryption holds back the last block until final(),
 * so each call gets a fresh transform.
 */
function desCipher(factory: typeof des.DES, key: Uint8Array): BlockCipher {
  const enc = factory.create({ type: 'encrypt', key, padding: false });
  return {
    blockSize: 8,
    encrypt: (blocks) => Uint8Array.from(enc.update(blocks)),
    decrypt: (blocks) => {
      const dec = factory.create({ type: 'decrypt', key, padding: false });
      return Uint8Array.from([...dec.update(blocks), ...dec.final()]);
    },
  };
}

export default defineTool(definition, (params) =>
  runBlockCipher(params, () => {
    const key = bytesOf(params.key, params.keyEncoding, 'The key');
    if (params.algorithm === 'des') {
      if (key.length !== 8) throw new CipherParamError(`The key is ${key.length} bytes; DES keys are 8 bytes (16 hex digits; the low bit of each byte is parity and ignored).`);
      return { cipher: desCipher(des.DES, key), name: 'DES', keyBits: 64, warning: 'DES is broken (a 56-bit key falls to brute force in hours): use it only for legacy data.' };
    }
    if (key.length !== 16 && key.length !== 24)
      throw new CipherParamError(`The key is ${key.length} bytes; Triple DES keys are 24 bytes (three keys) or 16 bytes (two-key, K3 = K1).${key.length === 8 ? ' An 8-byte key is single DES: choose algorithm "des".' : ''}`);
    const full = key.length === 24 ? key : Uint8Array.from([...key, ...key.subarray(0, 8)]);
    return { cipher: desCipher(des.EDE, full), name: key.length === 24 ? '3DES' : '3DES-EDE2', keyBits: key.length * 8 };
  }),
);
