import { defineTool, failure, success } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import { cryptSalt, md5Crypt, parseCrypt, recompute, sameText, shaCrypt, SHA_CRYPT_DEFAULT_ROUNDS } from '../../_shared/unix-crypt.js';
import definition from './definition.js';

const SCHEME = { sha512: '$6$', sha256: '$5$', md5: '$1$', apr1: '$apr1$' } as const;
const FROM_PARSED = { '6': '$6$', '5': '$5$', '1': '$1$', apr1: '$apr1$' } as const;

export default defineTool(definition, (params) => {
  if (params.mode === 'verify') {
    const hash = (params.hash ?? '').trim();
    const parsed = parseCrypt(hash);
    if (!parsed) return failure('INVALID_INPUT', 'Not a $6$, $5$, $1$ or $apr1$ crypt string (expected e.g. $6$salt$hash or $5$rounds=10000$salt$hash). bcrypt ($2y$) hashes: use the bcrypt tool.');
    const sha = parsed.scheme === '5' || parsed.scheme === '6';
    return success({
      hash, valid: sameText(recompute(params.password, parsed), hash), scheme: FROM_PARSED[parsed.scheme], salt: parsed.salt,
      rounds: sha ? (parsed.rounds ?? SHA_CRYPT_DEFAULT_ROUNDS) : null,
    });
  }
  const md5 = params.algorithm === 'md5' || params.algorithm === 'apr1';
  if (md5 && params.salt !== undefined && params.salt.length > 8) return failure('INVALID_INPUT', `MD5-crypt salts are at most 8 characters; "${params.salt}" has ${params.salt.length}.`);
  const salt = params.salt ?? cryptSalt(md5 ? 8 : 16, createRandom(params.seed).int);
  const hash = md5 ? md5Crypt(params.password, salt, SCHEME[params.algorithm] as '$1$' | '$apr1$') : shaCrypt(params.password, salt, params.algorithm === 'sha256' ? 256 : 512, params.rounds);
  return success({ hash, valid: null, scheme: SCHEME[params.algorithm], salt, rounds: md5 ? null : params.rounds });
});
