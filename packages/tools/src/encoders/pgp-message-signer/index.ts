import { defineTool, failure, parseDateTime, success } from '@ctp/core';
import { createCleartextMessage, createMessage, sign } from 'openpgp';
import { describeError, PgpError, privateKey } from '../../_shared/pgp-keys.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  try {
    const key = await privateKey(params.privateKey, params.passphrase);
    const date = params.date !== undefined ? new Date(parseDateTime(params.date)) : new Date();
    const config = { nonDeterministicSignaturesViaNotation: params.saltNotation };
    let result: string;
    try {
      if (params.format === 'cleartext') result = await sign({ message: await createCleartextMessage({ text: params.message }), signingKeys: key, date, config });
      else result = await sign({ message: await createMessage({ text: params.message }), signingKeys: key, detached: params.format === 'detached', date, config });
    } catch (error) {
      throw new PgpError(`Signing failed: ${describeError(error)} (does the key have a signing-capable key that is valid at that time?).`);
    }
    return success({ result, format: params.format, signerKeyId: key.getKeyID().toHex().toUpperCase(), signerFingerprint: key.getFingerprint().toUpperCase() });
  } catch (error) {
    if (error instanceof PgpError) return failure('INVALID_INPUT', error.message);
    throw error;
  }
});
