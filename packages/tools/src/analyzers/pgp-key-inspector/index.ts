import { defineTool, failure, success } from '@ctp/core';
import { anyKey, PgpError } from '../../_shared/pgp-keys.js';
import definition from './definition.js';

interface AlgorithmInfo { algorithm: string; bits?: number; curve?: string }
const describe = (info: AlgorithmInfo) => [info.algorithm, info.curve ?? info.bits].filter((x) => x !== undefined).join(' ');

export default defineTool(definition, async (params) => {
  try {
    const key = await anyKey(params.key.trim());
    const expiration = await key.getExpirationTime().catch(() => null);
    const primary = key.keyPacket;
    const keys = [
      { role: 'primary' as const, keyId: key.getKeyID().toHex().toUpperCase(), fingerprint: key.getFingerprint().toUpperCase(), algorithm: describe(key.getAlgorithmInfo() as AlgorithmInfo), created: primary.created.toISOString() },
      ...key.getSubkeys().map((sub) => ({ role: 'subkey' as const, keyId: sub.getKeyID().toHex().toUpperCase(), fingerprint: sub.getFingerprint().toUpperCase(), algorithm: describe(sub.getAlgorithmInfo() as AlgorithmInfo), created: sub.getCreationTime().toISOString() })),
    ];
    const isPrivate = key.isPrivate();
    return success({
      fingerprint: key.getFingerprint().toUpperCase(),
      keyId: key.getKeyID().toHex().toUpperCase(),
      type: isPrivate ? 'private' : 'public',
      protected: isPrivate ? !(key as unknown as { isDecrypted(): boolean }).isDecrypted() : null,
      userIds: key.getUserIDs(),
      created: primary.created.toISOString(),
      expires: expiration instanceof Date && Number.isFinite(expiration.getTime()) ? expiration.toISOString() : null,
      keys,
    });
  } catch (error) {
    if (error instanceof PgpError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
