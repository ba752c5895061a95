import { bytesToBase64, defineTool, failure, success, utf8Encode, withWarnings } from '@ctp/core';
import { sha1 } from '@noble/hashes/legacy.js';
import { compareSync, encodeBase64, hashSync } from 'bcryptjs';
import { createRandom } from '../../_shared/random.js';
import { cryptSalt, md5Crypt, parseCrypt, recompute, sameText, shaCrypt } from '../../_shared/unix-crypt.js';
import definition from './definition.js';

const shaLdap = (password: string) => `{SHA}${bytesToBase64(sha1(utf8Encode(password)))}`;

export default defineTool(definition, (params) => {
  if (params.mode === 'check') {
    const text = (params.line ?? '').trim();
    const colon = text.indexOf(':');
    const hash = colon >= 0 && !text.startsWith('$') && !text.startsWith('{') ? text.slice(colon + 1) : text;
    if (/^\$2[aby]?\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) return success({ line: text, hash, scheme: 'bcrypt', valid: compareSync(params.password, hash) });
    if (hash.startsWith('{SHA}')) return success({ line: text, hash, scheme: 'sha1', valid: sameText(shaLdap(params.password), hash) });
    const parsed = parseCrypt(hash);
    if (!parsed) return failure('INVALID_INPUT', 'The hash is not one htpasswd writes ($2y$ bcrypt, $apr1$, $1$, $5$, $6$ or {SHA}); plain-text and DES crypt entries are not supported.');
    const scheme = ({ '1': 'md5', apr1: 'apr1', '5': 'sha256', '6': 'sha512' } as const)[parsed.scheme];
    return success({ line: text, hash, scheme, valid: sameText(recompute(params.password, parsed), hash) });
  }
  const random = createRandom(params.seed);
  const warnings: string[] = [];
  if (random.seeded) warnings.push('The salt comes from the seed and is the same on every run: never use this line for a real account.');
  let hash: string;
  switch (params.algorithm) {
    case 'bcrypt':
      hash = hashSync(params.password, `$2y$${String(params.cost).padStart(2, '0')}$${encodeBase64(random.bytes(16), 16)}`);
      break;
    case 'apr1':
      hash = md5Crypt(params.password, cryptSalt(8, random.int), '$apr1$');
      break;
    case 'sha256':
    case 'sha512':
      hash = shaCrypt(params.password, cryptSalt(16, random.int), params.algorithm === 'sha256' ? 256 : 512);
      break;
    case 'sha1':
      hash = shaLdap(params.password);
      warnings.push('{SHA} is unsalted SHA-1: identical passwords give identical hashes and it is cracked quickly. Use bcrypt.');
      break;
  }
  return withWarnings(success({ line: `${params.username}:${hash}`, hash, scheme: params.algorithm, valid: null }), warnings);
});
