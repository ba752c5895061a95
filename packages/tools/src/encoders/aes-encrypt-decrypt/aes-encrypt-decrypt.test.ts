import { describe, expect, it } from 'vitest';
import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; algorithm: string; keyBits: number; iv: string; salt: string | null; iterations: number | null; layout: string; plaintextBytes: number };

const KEY256 = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const KEY128 = '2b7e151628aed2a6abf7158809cf4f3c';
const FAST = { iterations: 1000 };

/** node:crypto reference: ciphertext (with the GCM tag appended) for a raw key. */
function nodeEncrypt(algorithm: string, key: string, iv: string, plain: Buffer): Buffer {
  const k = Buffer.from(key, 'hex');
  const name = `aes-${k.length * 8}-${algorithm.slice(4).toLowerCase()}`;
  const c = createCipheriv(name, k, Buffer.from(iv, 'hex'));
  const out = Buffer.concat([c.update(plain), c.final()]);
  return algorithm === 'AES-GCM' ? Buffer.concat([out, (c as ReturnType<typeof createCipheriv> & { getAuthTag(): Buffer }).getAuthTag()]) : out;
}

describe('aes-encrypt-decrypt', () => {
  itReproducesItsExample(tool);

  it('treats an empty input or key as missing', async () => {
    await runError(tool, { text: '', key: 'k' }, 'MISSING_REQUIRED');
    await runError(tool, { text: 'x', key: '' }, 'MISSING_REQUIRED');
  });

  it('matches node:crypto createCipheriv for every algorithm and key size (raw keys, fixed IV)', async () => {
    const plain = Buffer.from(`attack at dawn ${UNICODE_SAMPLE} `.repeat(5));
    for (const algorithm of ['AES-GCM', 'AES-CBC', 'AES-CTR'])
      for (const key of [KEY128, KEY256]) {
        const iv = algorithm === 'AES-GCM' ? 'cafebabefacedbaddecaf888' : 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff';
        const data = await runOk<Out>(tool, { text: plain.toString(), key, keyType: 'hex', algorithm, iv, encoding: 'hex' });
        expect(data.result, `${algorithm} ${key.length * 4}`).toBe(iv + nodeEncrypt(algorithm, key, iv, plain).toString('hex'));
        expect(data.keyBits).toBe(key.length * 4);
        expect(data.salt).toBeNull();
        expect(data.iterations).toBeNull();
      }
  });

  it('counts CTR over the whole 128-bit block like OpenSSL (the counter wraps past ff…ff)', async () => {
    const iv = 'ffffffffffffffffffffffffffffffff';
    const plain = Buffer.alloc(48, 7);
    const data = await runOk<Out>(tool, { text: plain.toString('base64'), inputEncoding: 'base64', key: KEY256, keyType: 'hex', algorithm: 'AES-CTR', iv, encoding: 'hex' });
    expect(data.result.slice(32)).toBe(nodeEncrypt('AES-CTR', KEY256, iv, plain).toString('hex'));
  });

  it('decrypts what node:crypto encrypted with a PBKDF2-SHA256 key, from the salt ‖ IV ‖ ciphertext layout', async () => {
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const key = pbkdf2Sync('pässwörd', salt, 1000, 32, 'sha256');
    const c = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([c.update(UNICODE_SAMPLE, 'utf8'), c.final(), c.getAuthTag()]);
    const envelope = Buffer.concat([salt, iv, body]).toString('base64');
    const data = await runOk<Out>(tool, { text: envelope, key: 'pässwörd', mode: 'decrypt', ...FAST });
    expect(data).toEqual({
      result: UNICODE_SAMPLE,
      algorithm: 'AES-GCM',
      keyBits: 256,
      iv: iv.toString('hex'),
      salt: salt.toString('hex'),
      iterations: 1000,
      layout: 'salt(16) ‖ iv(12) ‖ ciphertext(9) ‖ tag(16)',
      plaintextBytes: 9,
    });
  });

  it('round-trips through node:crypto: a passphrase-encrypted CBC message decrypts with createDecipheriv', async () => {
    const enc = await runOk<Out>(tool, { text: 'secret message', key: 'pw', algorithm: 'AES-CBC', keySize: '128', ...FAST });
    const all = Buffer.from(enc.result, 'base64');
    const key = pbkdf2Sync('pw', all.subarray(0, 16), 1000, 16, 'sha256');
    const d = createDecipheriv('aes-128-cbc', key, all.subarray(16, 32));
    expect(Buffer.concat([d.update(all.subarray(32)), d.final()]).toString()).toBe('secret message');
    expect(enc.layout).toBe('salt(16) ‖ iv(16) ‖ ciphertext(16)');
  });

  it('round-trips every combination, with random salt and IV each time', async () => {
    for (const algorithm of ['AES-GCM', 'AES-CBC', 'AES-CTR'])
      for (const keyType of ['passphrase', 'base64']) {
        const key = keyType === 'base64' ? Buffer.from(KEY256, 'hex').toString('base64') : 'hunter2';
        const common = { key, keyType, algorithm, encoding: 'hex', ...FAST };
        const a = await runOk<Out>(tool, { text: UNICODE_SAMPLE, ...common });
        const b = await runOk<Out>(tool, { text: UNICODE_SAMPLE, ...common });
        expect(a.result).not.toBe(b.result);
        const back = await runOk<Out>(tool, { text: a.result, mode: 'decrypt', ...common });
        expect(back.result, `${algorithm} ${keyType}`).toBe(UNICODE_SAMPLE);
        expect(back.iv).toBe(a.iv);
      }
  });

  it('fails GCM decryption with a wrong key or altered data as "authentication failed"', async () => {
    const enc = await runOk<Out>(tool, { text: 'top secret', key: 'right', ...FAST });
    const message = await runError(tool, { text: enc.result, key: 'wrong', mode: 'decrypt', ...FAST }, 'INVALID_INPUT');
    expect(message).toMatch(/^Decryption failed: authentication failed\./);
    const bytes = Buffer.from(enc.result, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(await runError(tool, { text: bytes.toString('base64'), key: 'right', mode: 'decrypt', ...FAST }, 'INVALID_INPUT')).toMatch(/authentication failed/);
    expect(await runError(tool, { text: enc.result, key: 'right', mode: 'decrypt', iterations: 1001 }, 'INVALID_INPUT')).toMatch(/authentication failed/);
  });

  it('explains bad keys, IVs, salts and truncated data', async () => {
    expect(await runError(tool, { text: 'x', key: '00'.repeat(24), keyType: 'hex' }, 'INVALID_INPUT')).toMatch(/^The key is 24 bytes \(AES-192\): browsers/);
    expect(await runError(tool, { text: 'x', key: '00'.repeat(20), keyType: 'hex' }, 'INVALID_INPUT')).toBe(
      'The key is 20 bytes; an AES key must be 16 bytes (AES-128) or 32 bytes (AES-256). To use a password of any length, set keyType to "passphrase".',
    );
    expect(await runError(tool, { text: 'x', key: 'abzz', keyType: 'hex' }, 'INVALID_INPUT')).toMatch(/^The key is not valid hex: 'z' \(U\+007A\) at position 3/);
    expect(await runError(tool, { text: 'x', key: KEY128, keyType: 'hex', iv: '00'.repeat(16) }, 'INVALID_INPUT')).toBe('The IV is 16 bytes; AES-GCM needs 12 bytes (24 hex digits).');
    expect(await runError(tool, { text: 'x', key: 'pw', salt: 'abcd', ...FAST }, 'INVALID_INPUT')).toMatch(/^The salt is 2 bytes; encrypting needs a 16-byte salt/);
    expect(await runError(tool, { text: 'AAAA', key: 'pw', mode: 'decrypt', ...FAST }, 'INVALID_INPUT')).toBe(
      'The encrypted input is 3 bytes, too short for salt(16) ‖ iv(12) ‖ ciphertext(0) ‖ tag(16) (at least 44 bytes). Check the key type and algorithm, or pass the IV separately.',
    );
    expect(await runError(tool, { text: '00'.repeat(40), encoding: 'hex', key: KEY128, keyType: 'hex', algorithm: 'AES-CBC', mode: 'decrypt' }, 'INVALID_INPUT')).toBe(
      'The AES-CBC ciphertext is 24 bytes; it must be a non-empty multiple of 16. The data is truncated, or not CBC.',
    );
    expect(await runError(tool, { text: 'abc', key: 'pw', mode: 'decrypt', iv: '00'.repeat(12), ...FAST }, 'MISSING_REQUIRED')).toMatch(/salt must be given/);
  });

  it('decrypts a bare ciphertext with a separate IV (interop with tools that keep it apart)', async () => {
    const iv = '000102030405060708090a0b0c0d0e0f';
    const body = nodeEncrypt('AES-CBC', KEY128, iv, Buffer.from('hello'));
    const data = await runOk<Out>(tool, { text: body.toString('base64'), key: KEY128, keyType: 'hex', algorithm: 'AES-CBC', iv, mode: 'decrypt' });
    expect(data.result).toBe('hello');
    expect(data.layout).toBe('ciphertext(16)');
    const salt = '11'.repeat(8);
    const key = pbkdf2Sync('pw', Buffer.from(salt, 'hex'), 1000, 32, 'sha256').toString('hex');
    const ctr = nodeEncrypt('AES-CTR', key, iv, Buffer.from('hi'));
    expect((await runOk<Out>(tool, { text: ctr.toString('hex'), encoding: 'hex', key: 'pw', algorithm: 'AES-CTR', iv, salt, mode: 'decrypt', ...FAST })).result).toBe('hi');
  });

  it('shows non-UTF-8 plaintext as hex, and says a CBC/CTR key may be wrong', async () => {
    const enc = await runOk<Out>(tool, { text: 'ff00fe', inputEncoding: 'hex', key: KEY256, keyType: 'hex', algorithm: 'AES-CTR' });
    expect((await runOk<Out>(tool, { text: enc.result, key: KEY256, keyType: 'hex', algorithm: 'AES-CTR', mode: 'decrypt', outputEncoding: 'hex' })).result).toBe('ff00fe');
    expect(await runError(tool, { text: enc.result, key: KEY256, keyType: 'hex', algorithm: 'AES-CTR', mode: 'decrypt' }, 'INVALID_INPUT')).toBe(
      'The decrypted data (3 bytes) is not valid UTF-8 text: byte 0xFF at byte offset 0 is invalid. The key may be wrong (CBC and CTR cannot detect that), or the data is binary: set outputEncoding to "hex" or "base64" to see the bytes.',
    );
  });

  it('warns about seeds, fixed IVs, few iterations and unauthenticated modes', async () => {
    const r = await runTool(tool, { text: 'x', key: 'pw', algorithm: 'AES-CBC', seed: 's', ...FAST });
    expect(r.metadata?.warnings).toEqual([
      'The salt and IV come from the seed, so they repeat on every run: never encrypt real data with a seed.',
      '1000 PBKDF2 iterations make a weak passphrase quick to brute-force; use at least 100,000 (600,000 recommended).',
      'AES-CBC does not authenticate: anyone can alter the ciphertext undetected, and a wrong key is not always detected. Prefer AES-GCM.',
    ]);
    const clean = await runTool(tool, { text: 'x', key: KEY128, keyType: 'hex' });
    expect(clean.metadata?.warnings).toBeUndefined();
  });

  it('encrypts the largest allowed input, and decrypts the largest ciphertext that fits', async () => {
    const text = largestInput(tool, 'text', 'aé😀');
    const iv = '00'.repeat(12);
    const enc = await runOk<Out>(tool, { text, key: KEY256, keyType: 'hex', iv });
    const bytes = Buffer.from(text);
    expect(enc.plaintextBytes).toBe(bytes.length);
    expect(Buffer.from(enc.result, 'base64').subarray(12).equals(nodeEncrypt('AES-GCM', KEY256, iv, bytes))).toBe(true);
    // 1,000,000 Base64 characters hold 750,000 bytes: salt-less GCM leaves 749,972 for the plaintext
    const plain = Buffer.alloc(749_972, 0x41);
    const envelope = Buffer.concat([Buffer.from(iv, 'hex'), nodeEncrypt('AES-GCM', KEY256, iv, plain)]).toString('base64');
    expect(envelope).toHaveLength(1_000_000);
    const dec = await runOk<Out>(tool, { text: envelope, key: KEY256, keyType: 'hex', mode: 'decrypt' });
    expect(dec.plaintextBytes).toBe(749_972);
    expect(dec.result === plain.toString()).toBe(true);
  });
});

describe('aes-encrypt-decrypt example', () => {
  it('decrypts its own example output with node:crypto (PBKDF2-SHA256, 600,000 iterations)', () => {
    const { output, input } = tool.definition.example as { output: Out; input: { key: string; text: string } };
    const all = Buffer.from(output.result, 'base64');
    const key = pbkdf2Sync(input.key, all.subarray(0, 16), 600_000, 32, 'sha256');
    const d = createDecipheriv('aes-256-gcm', key, all.subarray(16, 28));
    d.setAuthTag(all.subarray(all.length - 16));
    expect(Buffer.concat([d.update(all.subarray(28, all.length - 16)), d.final()]).toString()).toBe(input.text);
  });
});
