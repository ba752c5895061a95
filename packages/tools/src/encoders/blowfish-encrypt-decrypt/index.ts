import { defineTool } from '@ctp/core';
import { Blowfish } from 'egoroof-blowfish';
import type { BlockCipher } from '../../_shared/block-cipher-modes.js';
import { runBlockCipher } from '../../_shared/block-cipher-run.js';
import { bytesOf, CipherParamError } from '../../_shared/cipher-parameters.js';
import definition from './definition.js';

/**
 * Blowfish as bulk ECB from egoroof-blowfish. Its NULL padding adds nothing to whole blocks
 * but strips trailing zero bytes when decoding, so the decoded blocks are zero-filled back to
 * their length (only zeros were removed).
 */
function blowfish(key: Uint8Array): BlockCipher {
  const bf = new Blowfish(key, Blowfish.MODE.ECB, Blowfish.PADDING.NULL);
  return {
    blockSize: 8,
    encrypt: (blocks) => bf.encode(blocks),
    decrypt: (blocks) => {
      const out = new Uint8Array(blocks.length);
      out.set(bf.decode(blocks, Blowfish.TYPE.UINT8_ARRAY));
      return out;
    },
  };
}

export default defineTool(definition, (params) =>
  runBlockCipher(params, () => {
    const key = bytesOf(params.key, params.keyEncoding, 'The key');
    if (key.length < 4 || key.length > 56) throw new CipherParamError(`The key is ${key.length} bytes; Blowfish keys are 4 to 56 bytes.`);
    return { cipher: blowfish(key), name: 'Blowfish', keyBits: key.length * 8 };
  }),
);
