import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

const jwk = {
  type: 'object',
  properties: Object.fromEntries(['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi', 'alg'].map((k) => [k, { type: 'string' }])),
  required: ['kty', 'n', 'e', 'alg'],
  additionalProperties: false,
};

export default defineDefinition({
  id: 'rsa-key-pair-generator',
  name: 'RSA Key Pair Generator',
  description:
    'Generate an RSA key pair (2048, 3072 or 4096 bits, public exponent 65537) with Web Crypto, for signing (RSASSA-PKCS1-v1_5 = RS256, RSA-PSS = PS256) or encryption (RSA-OAEP). Outputs PEM (SPKI public key, PKCS#8 private key) and JWK with the matching "alg", plus the SHA-256 fingerprint of the public key. An optional seed derives the primes deterministically (Miller–Rabin on BigInt) so tests can reproduce a key; seeded keys are not secret.',
  category: 'generators',
  tags: ['rsa', 'key', 'crypto', 'generator'],
  keywords: ['rsa key pair', 'generate rsa key', 'openssl genrsa', 'ssh-keygen', 'public key', 'private key', 'pem', 'jwk', 'pkcs8', 'spki', 'rs256', 'ps256', 'rsa-oaep', 'jwt keys', '2048', '4096'],
  method: 'GET',
  cost: 'heavy', // prime search: hundreds of ms: servers run every call in the worker pool
  parameters: [
    {
      name: 'modulusLength',
      type: 'select',
      label: 'Key size',
      description: 'Modulus size in bits. 2048 is the minimum today, 3072 matches 128-bit security, 4096 is slower to generate and use.',
      required: false,
      defaultValue: '2048',
      options: [
        { value: '2048', label: '2048 bits' },
        { value: '3072', label: '3072 bits' },
        { value: '4096', label: '4096 bits' },
      ],
    },
    {
      name: 'algorithm',
      type: 'select',
      label: 'Use',
      description: 'What the key is for; sets the JWK "alg" (the key itself is the same RSA key for all three).',
      required: false,
      defaultValue: 'RSASSA-PKCS1-v1_5',
      options: [
        { value: 'RSASSA-PKCS1-v1_5', label: 'Signing, PKCS#1 v1.5 (RS256)' },
        { value: 'RSA-PSS', label: 'Signing, PSS (PS256)' },
        { value: 'RSA-OAEP', label: 'Encryption, OAEP' },
      ],
    },
    {
      name: 'hash',
      type: 'select',
      label: 'Hash',
      description: 'Hash paired with the key in its JWK "alg": SHA-256 → RS256 / PS256 / RSA-OAEP-256.',
      required: false,
      defaultValue: 'SHA-256',
      options: [
        { value: 'SHA-256', label: 'SHA-256' },
        { value: 'SHA-384', label: 'SHA-384' },
        { value: 'SHA-512', label: 'SHA-512' },
      ],
      group: 'advanced',
    },
    {
      ...seedParameter,
      description: 'Optional seed to derive the key from, for reproducible keys (tests, demos). Anyone with the seed has the private key. Seeded 4096-bit keys take several seconds.',
    },
  ],
  outputDescription: 'The key pair as PEM (SPKI / PKCS#8) and JWK, with its size, exponent, JOSE algorithm and public-key fingerprint.',
  outputSchema: {
    type: 'object',
    properties: {
      publicKeyPem: { type: 'string', pattern: '^-----BEGIN PUBLIC KEY-----\\n', description: 'SubjectPublicKeyInfo in PEM.' },
      privateKeyPem: { type: 'string', pattern: '^-----BEGIN PRIVATE KEY-----\\n', description: 'PKCS#8 in PEM (unencrypted: keep it secret).' },
      publicJwk: { ...jwk, description: 'The public key as a JWK (kty, n, e, alg).' },
      privateJwk: { ...jwk, description: 'The private key as a JWK (with d, p, q, dp, dq, qi).' },
      modulusLength: { type: 'integer', enum: [2048, 3072, 4096] },
      publicExponent: { type: 'integer', const: 65537 },
      jwsAlgorithm: { type: 'string', description: 'The JOSE algorithm of the JWK: RS256, PS384, RSA-OAEP-256…' },
      publicKeySha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the public key\'s SPKI DER, hex (a stable key fingerprint).' },
    },
    required: ['publicKeyPem', 'privateKeyPem', 'publicJwk', 'privateJwk', 'modulusLength', 'publicExponent', 'jwsAlgorithm', 'publicKeySha256'],
    additionalProperties: false,
  },
  primaryOutput: 'privateKeyPem',
  annotations: { idempotentHint: false },
  timeoutMs: 60_000,
  example: {
    input: { modulusLength: '2048', seed: 'example' },
    output: {
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr/GmvfFMgBNy8bRZBSXU\nrXH+CtceLIfB5BKre+daGOItHs5UN9dan+l0Co+5f8HiJG1uTtvcfpDXP6wfYgMy\nA2mXMSlNlOWTDudGMwb/7S/13l7j9b/b8tLQdwLHVPctM0wHTXbWO08/9X5LqZPW\nYaEz5emN4J4TY6PoHikfWtSyhXw3MArlLJBLfEDluOQJ6He2G53G5lpQlK5Ep/76\nf9rm0LSKrFwxGXjhfziDrpdXphcDKd/TCj+HY6GPtxcxWFStM34GtuVZ6rKVezes\nn6EnTAuaNrmcNuE9ofsOZGamLSKaa/PH2Qx/8pTR0OY6vw6M+9VNzof/Wn5uqE3Z\n7QIDAQAB\n-----END PUBLIC KEY-----\n',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nMIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCv8aa98UyAE3Lx\ntFkFJdStcf4K1x4sh8HkEqt751oY4i0ezlQ311qf6XQKj7l/weIkbW5O29x+kNc/\nrB9iAzIDaZcxKU2U5ZMO50YzBv/tL/XeXuP1v9vy0tB3AsdU9y0zTAdNdtY7Tz/1\nfkupk9ZhoTPl6Y3gnhNjo+geKR9a1LKFfDcwCuUskEt8QOW45Anod7YbncbmWlCU\nrkSn/vp/2ubQtIqsXDEZeOF/OIOul1emFwMp39MKP4djoY+3FzFYVK0zfga25Vnq\nspV7N6yfoSdMC5o2uZw24T2h+w5kZqYtIppr88fZDH/ylNHQ5jq/Doz71U3Oh/9a\nfm6oTdntAgMBAAECggEABPvq9cl+mcgzQt6RgQBT2H/4qtTyMV+9IdlXi0CAAGFz\n1sIQh65tjkceNuhgYFqdLdv9unUm91ziBBc7olql0YvtsQJTBMtGEa+CgRKLMGxh\n4iU8/uqq7+OB7UUiYWlJGgFm2Y5qvi5eCPXFbe3WrlhTMImfr8O6l+F+Q1B152w/\n+6mZm6gl1LZp9Gy3s7rvScX/K2ds9JwX/98Wy50G8ciuKX6A9iOq+k6hTV+rUGdX\nUxwAHPPqnyHIRwIWKBuLL4iKmld9ITi9H+CVLrpeaCGjIbIkY4Vb40rL4c6IMgMJ\nq+rRMd2Dm03saMbAdZFzMms4/SkSTwHT8X6v7O2G7wKBgQDmizNVpMLYBd5cWSCs\nNHjAOZ2sUTfwZe3Re06UsnjbwoxhvZjn6ZlIQo7i1GG1H20uufRWgKQX+r0Bq/wN\ng9WA1yrqNbZu53GNlCe3eUkvfIZ1vKY/xaYY2JZzJNqQ4+qefvM+fM/98hV/sZOh\nXxrSoKXomX4DAXnCgHaxpEf6/wKBgQDDXxLbt5Q9S53qm+Wr1qdoMqOT+VZpxHe4\nQsx2be4D4FCG19wSpFaCP/lsf9H0Zqvi8rWjf2DiAkkIeDvtl8Ds0o7jV/MaOp0w\nBPMbU9VfoLgzeqyQVfInyTQVWdaCh2p9/+OAhRISvDatsmZwlwnWCc4BwSJ7rGzF\nUnZovybHEwKBgFIwZgiuSFhDH1bE34UE39eHstJv0gV+ER6RWx5f0f5miS1/Ljff\na6n7MH1lQcAUiBQUbys3iUiTNzaVXbJjwYXBL6d3pqY7FJxoqRAbyR+IwVbP/mTV\nzbUl4d0C0ni9CDOhBo7MaEocN9XiNMNe6G0WoI8fyXDA4euZaLdD3fV5AoGAK0Co\nHyaEVhGgk2kSLrnl9AaJ+l+QBvhs/MklFO7/a7JEgaXWXfYuBMX/BUtDAxWb5jGP\njvPLUh3pZ0ufENmw530yDxjQhDUHybK+04T6zyH4xcTZ4VZ1tuMvea6a8+jg5aY6\nCqDrQGSUwl2lmjWGAvHGvtKwPKsOpZy9BDGVdysCgYBw1Q59o5gkMUVoJ3YR43hA\nXoirrVo7w2eoXaemVcp7D0sVtM81N4qIt9b49t6lOERaBorOn0/H8BNrIi8MF+zg\n06wnABUPwoeU875uVY3JKkGwEa1xFDeFspKODSuyejQcK/DFxKytsVNwvhXHknjE\nDO9DGX43yf6BwziwtelfrQ==\n-----END PRIVATE KEY-----\n',
      publicJwk: {
        kty: 'RSA',
        n: 'r_GmvfFMgBNy8bRZBSXUrXH-CtceLIfB5BKre-daGOItHs5UN9dan-l0Co-5f8HiJG1uTtvcfpDXP6wfYgMyA2mXMSlNlOWTDudGMwb_7S_13l7j9b_b8tLQdwLHVPctM0wHTXbWO08_9X5LqZPWYaEz5emN4J4TY6PoHikfWtSyhXw3MArlLJBLfEDluOQJ6He2G53G5lpQlK5Ep_76f9rm0LSKrFwxGXjhfziDrpdXphcDKd_TCj-HY6GPtxcxWFStM34GtuVZ6rKVezesn6EnTAuaNrmcNuE9ofsOZGamLSKaa_PH2Qx_8pTR0OY6vw6M-9VNzof_Wn5uqE3Z7Q',
        e: 'AQAB',
        alg: 'RS256',
      },
      privateJwk: {
        kty: 'RSA',
        n: 'r_GmvfFMgBNy8bRZBSXUrXH-CtceLIfB5BKre-daGOItHs5UN9dan-l0Co-5f8HiJG1uTtvcfpDXP6wfYgMyA2mXMSlNlOWTDudGMwb_7S_13l7j9b_b8tLQdwLHVPctM0wHTXbWO08_9X5LqZPWYaEz5emN4J4TY6PoHikfWtSyhXw3MArlLJBLfEDluOQJ6He2G53G5lpQlK5Ep_76f9rm0LSKrFwxGXjhfziDrpdXphcDKd_TCj-HY6GPtxcxWFStM34GtuVZ6rKVezesn6EnTAuaNrmcNuE9ofsOZGamLSKaa_PH2Qx_8pTR0OY6vw6M-9VNzof_Wn5uqE3Z7Q',
        e: 'AQAB',
        d: 'BPvq9cl-mcgzQt6RgQBT2H_4qtTyMV-9IdlXi0CAAGFz1sIQh65tjkceNuhgYFqdLdv9unUm91ziBBc7olql0YvtsQJTBMtGEa-CgRKLMGxh4iU8_uqq7-OB7UUiYWlJGgFm2Y5qvi5eCPXFbe3WrlhTMImfr8O6l-F-Q1B152w_-6mZm6gl1LZp9Gy3s7rvScX_K2ds9JwX_98Wy50G8ciuKX6A9iOq-k6hTV-rUGdXUxwAHPPqnyHIRwIWKBuLL4iKmld9ITi9H-CVLrpeaCGjIbIkY4Vb40rL4c6IMgMJq-rRMd2Dm03saMbAdZFzMms4_SkSTwHT8X6v7O2G7w',
        p: '5oszVaTC2AXeXFkgrDR4wDmdrFE38GXt0XtOlLJ428KMYb2Y5-mZSEKO4tRhtR9tLrn0VoCkF_q9Aav8DYPVgNcq6jW2budxjZQnt3lJL3yGdbymP8WmGNiWcyTakOPqnn7zPnzP_fIVf7GToV8a0qCl6Jl-AwF5woB2saRH-v8',
        q: 'w18S27eUPUud6pvlq9anaDKjk_lWacR3uELMdm3uA-BQhtfcEqRWgj_5bH_R9Gar4vK1o39g4gJJCHg77ZfA7NKO41fzGjqdMATzG1PVX6C4M3qskFXyJ8k0FVnWgodqff_jgIUSErw2rbJmcJcJ1gnOAcEie6xsxVJ2aL8mxxM',
        dp: 'UjBmCK5IWEMfVsTfhQTf14ey0m_SBX4RHpFbHl_R_maJLX8uN99rqfswfWVBwBSIFBRvKzeJSJM3NpVdsmPBhcEvp3empjsUnGipEBvJH4jBVs_-ZNXNtSXh3QLSeL0IM6EGjsxoShw31eI0w17obRagjx_JcMDh65lot0Pd9Xk',
        dq: 'K0CoHyaEVhGgk2kSLrnl9AaJ-l-QBvhs_MklFO7_a7JEgaXWXfYuBMX_BUtDAxWb5jGPjvPLUh3pZ0ufENmw530yDxjQhDUHybK-04T6zyH4xcTZ4VZ1tuMvea6a8-jg5aY6CqDrQGSUwl2lmjWGAvHGvtKwPKsOpZy9BDGVdys',
        qi: 'cNUOfaOYJDFFaCd2EeN4QF6Iq61aO8NnqF2nplXKew9LFbTPNTeKiLfW-PbepThEWgaKzp9Px_ATayIvDBfs4NOsJwAVD8KHlPO-blWNySpBsBGtcRQ3hbKSjg0rsno0HCvwxcSsrbFTcL4Vx5J4xAzvQxl-N8n-gcM4sLXpX60',
        alg: 'RS256',
      },
      modulusLength: 2048,
      publicExponent: 65537,
      jwsAlgorithm: 'RS256',
      publicKeySha256: 'c0fd2d676bc6cb232a4d8311b167c2aa6e28b8945446b6007b634d7c890c56d8',
    },
    description: 'A 2048-bit RS256 key pair, seeded only so the example reproduces: never use it.',
  },
  relatedTools: ['ecdsa-key-pair-generator', 'jwt-encoder', 'jwt-verifier'],
  aiInstructions:
    'Call with no input for a 2048-bit RS256 key pair. Set algorithm to RSA-OAEP for encryption keys, RSA-PSS for PS256. The private key is a secret: show it only to the user who asked, never set a seed for a real key, and prefer generating production keys on the machine that will use them.',
});
