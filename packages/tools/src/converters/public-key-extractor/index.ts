import { bytesToBase64, bytesToHex, defineTool, failure, success } from '@ctp/core';
import { jwkThumbprint, KeyError, publicPart, readKey, toPem } from '../../_shared/key-material.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  try {
    const key = await readKey(params.input);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', key.spki));
    return success({
      publicKeyPem: toPem('PUBLIC KEY', key.spki),
      jwk: publicPart(key.publicJwk) as Record<string, unknown>,
      algorithm: key.algorithm,
      curve: key.curve ?? null,
      bits: key.bits,
      spkiSha256: bytesToHex(digest, ':').toUpperCase(),
      pinSha256: bytesToBase64(digest),
      jwkThumbprint: await jwkThumbprint(key.publicJwk),
      source: key.source,
    });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
