import { defineTool, failure, success } from '@ctp/core';
import { jwkThumbprint, KeyError, publicPart, readKey, toPem } from '../../_shared/key-material.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  try {
    const key = await readKey(params.key);
    const isPrivate = key.type === 'private' && !params.publicOnly;
    const jwk = isPrivate ? key.privateJwk! : publicPart(key.publicJwk);
    const pem = isPrivate ? toPem('PRIVATE KEY', key.pkcs8!) : toPem('PUBLIC KEY', key.spki);
    const fromJwk = key.source === 'JWK';
    return success({
      output: fromJwk ? pem : JSON.stringify(jwk, null, 2),
      jwk: jwk as Record<string, unknown>,
      pem,
      type: isPrivate ? 'private' : 'public',
      algorithm: key.algorithm,
      curve: key.curve ?? null,
      bits: key.bits,
      thumbprint: await jwkThumbprint(key.publicJwk),
      source: key.source,
    });
  } catch (error) {
    if (error instanceof KeyError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
