import { createPublicKey, generateKeyPairSync, createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { output: string; jwk: Record<string, string>; pem: string; type: string; algorithm: string; bits: number; thumbprint: string; source: string };

describe('pem-jwk-converter', () => {
  itReproducesItsExample(tool);

  it('matches node:crypto\'s JWK export for RSA (PKCS#8 and PKCS#1) and EC (PKCS#8 and SEC1) keys, both ways', async () => {
    const keys = [
      generateKeyPairSync('rsa', { modulusLength: 2048 }),
      generateKeyPairSync('ec', { namedCurve: 'P-384' }),
      generateKeyPairSync('ed25519'),
    ];
    for (const { privateKey, publicKey } of keys) {
      const expected = privateKey.export({ format: 'jwk' });
      for (const type of privateKey.asymmetricKeyType === 'rsa' ? ['pkcs8', 'pkcs1'] : privateKey.asymmetricKeyType === 'ec' ? ['pkcs8', 'sec1'] : ['pkcs8']) {
        const pem = privateKey.export({ format: 'pem', type: type as 'pkcs8' }) as string;
        const data = await runOk<Out>(tool, { key: pem });
        expect(data.jwk, `${privateKey.asymmetricKeyType} ${type}`).toEqual(expected);
        expect(data.type).toBe('private');
        // and back: the JWK gives the same key as PKCS#8 PEM
        const back = await runOk<Out>(tool, { key: data.output });
        expect(createPrivateKey(back.pem).export({ format: 'jwk' })).toEqual(expected);
      }
      const pub = await runOk<Out>(tool, { key: publicKey.export({ format: 'pem', type: 'spki' }) as string });
      expect(pub.jwk).toEqual(publicKey.export({ format: 'jwk' }));
      const only = await runOk<Out>(tool, { key: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string, publicOnly: true });
      expect(createPublicKey(only.pem).export({ format: 'jwk' })).toEqual(publicKey.export({ format: 'jwk' }));
    }
  }, 30_000);

  it('computes the RFC 7638 thumbprint of the RFC example RSA key', async () => {
    const jwk = {
      kty: 'RSA',
      n: '0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw',
      e: 'AQAB',
    };
    const data = await runOk<Out>(tool, { key: JSON.stringify(jwk) });
    expect(data.thumbprint).toBe('NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs');
    expect(data.output).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(data.bits).toBe(2048);
  });

  it('rejects text that is no key, unicode noise, encrypted keys and unsupported JWKs', async () => {
    await runError(tool, { key: UNICODE_SAMPLE }, 'INVALID_INPUT');
    expect(await runError(tool, { key: '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----' }, 'INVALID_INPUT')).toMatch(/encrypted/);
    expect(await runError(tool, { key: '{"kty":"oct","k":"abc"}' }, 'INVALID_INPUT')).toMatch(/"oct"/);
    expect(await runError(tool, { key: '{"kty":' }, 'INVALID_INPUT')).toMatch(/not valid JSON/);
    await runError(tool, { key: 'x'.repeat(100_001) }, 'CONSTRAINT_VIOLATION');
  });
});
