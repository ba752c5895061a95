import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import { saltBytes } from '../../_shared/kdf-parameters.js';
import definition from './definition.js';

const MAX_MEMORY = 256 * 1024 * 1024;

export default defineTool(definition, async (params, context) => {
  const { N, r, p } = params;
  if ((N & (N - 1)) !== 0) {
    const below = 2 ** Math.floor(Math.log2(N));
    return failure('INVALID_INPUT', `N must be a power of two; ${N} is not (nearest: ${below} or ${below * 2}).`);
  }
  const memoryBytes = 128 * N * r;
  if (memoryBytes > MAX_MEMORY)
    return failure('INVALID_INPUT', `N=${N} with r=${r} needs ${Math.round(memoryBytes / 1048576)} MiB (128·N·r); this tool allows 256 MiB. Lower N or r.`);
  const password = decodeInput(params.password, params.passwordEncoding, 'Password');
  if (!password.ok) return failure('INVALID_INPUT', password.message);
  const salt = saltBytes(params.salt, params.saltEncoding, params.seed);
  if (!salt.ok) return failure('INVALID_INPUT', salt.message);
  const key = await scryptAsync(password.bytes, salt.bytes, {
    N, r, p, dkLen: params.length, maxmem: MAX_MEMORY + 1024 * r,
    // yield to the event loop now and then, and stop when the caller gives up
    asyncTick: 10,
    onProgress: () => {
      if (context.signal?.aborted) throw new Error('aborted');
    },
  });
  return success({ key: encodeDigest(key, params.outputEncoding), salt: bytesToHex(salt.bytes), randomSalt: salt.random, N, r, p, length: params.length, memoryBytes });
});
