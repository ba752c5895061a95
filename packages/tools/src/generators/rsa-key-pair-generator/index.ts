import { bytesToBase64, bytesToHex, defineTool, success, withWarnings } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';
import { generateRsa, type RsaComponents } from './primes.js';

type Algorithm = 'RSASSA-PKCS1-v1_5' | 'RSA-PSS' | 'RSA-OAEP';
const JWK_FIELDS = ['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function jwsAlgorithm(algorithm: Algorithm, hash: string): string {
  const bits = hash.slice(4);
  if (algorithm === 'RSA-OAEP') return `RSA-OAEP-${bits}`;
  return `${algorithm === 'RSA-PSS' ? 'PS' : 'RS'}${bits}`;
}

function pem(label: string, der: ArrayBuffer): string {
  const b64 = bytesToBase64(new Uint8Array(der)).replace(/.{64}/g, '$&\n').replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${b64}\n-----END ${label}-----\n`;
}

/** The JWK members in RFC 7518 order, without Web Crypto's key_ops/ext. */
function cleanJwk(jwk: JsonWebKey, alg: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of JWK_FIELDS) if (jwk[k] !== undefined) out[k] = jwk[k] as string;
  out.alg = alg;
  return out;
}

function bigToB64url(x: bigint): string {
  let hex = x.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytesToBase64(bytes, { url: true, pad: false });
}

function componentsJwk(c: RsaComponents, alg: string): JsonWebKey {
  return { kty: 'RSA', alg, n: bigToB64url(c.n), e: bigToB64url(c.e), d: bigToB64url(c.d), p: bigToB64url(c.p), q: bigToB64url(c.q), dp: bigToB64url(c.dp), dq: bigToB64url(c.dq), qi: bigToB64url(c.qi), ext: true };
}

export default defineTool(definition, async (params) => {
  const algorithm = params.algorithm;
  const hash = params.hash;
  const modulusLength = Number(params.modulusLength);
  const alg = jwsAlgorithm(algorithm, hash);
  const keyAlgorithm = { name: algorithm, hash };
  const [publicUse, privateUse]: KeyUsage[] = algorithm === 'RSA-OAEP' ? ['encrypt', 'decrypt'] : ['verify', 'sign'];
  const random = createRandom(params.seed);
  const warnings: string[] = [];

  let publicKey: CryptoKey;
  let privateKey: CryptoKey;
  if (random.seeded) {
    warnings.push('This key was derived from the seed: anyone who knows the seed has the private key. Never use it for anything real.');
    // Web Crypto cannot be seeded: make the primes here and let it encode the key
    const jwk = componentsJwk(generateRsa(modulusLength, random), alg);
    privateKey = await crypto.subtle.importKey('jwk', jwk, keyAlgorithm, true, [privateUse!]);
    publicKey = await crypto.subtle.importKey('jwk', { kty: 'RSA', alg, n: jwk.n, e: jwk.e, ext: true }, keyAlgorithm, true, [publicUse!]);
  } else {
    const pair = await crypto.subtle.generateKey({ ...keyAlgorithm, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) }, true, [publicUse!, privateUse!]);
    ({ publicKey, privateKey } = pair);
  }
  const spki = await crypto.subtle.exportKey('spki', publicKey);
  return withWarnings(
    success({
      publicKeyPem: pem('PUBLIC KEY', spki),
      privateKeyPem: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', privateKey)),
      publicJwk: cleanJwk(await crypto.subtle.exportKey('jwk', publicKey), alg),
      privateJwk: cleanJwk(await crypto.subtle.exportKey('jwk', privateKey), alg),
      modulusLength,
      publicExponent: 65537,
      jwsAlgorithm: alg,
      publicKeySha256: bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', spki))),
    }),
    warnings,
  );
});
