import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { mnemonic: string; words: string[]; entropy: string; seed: string; entropyBits: number };
const seedOf = (mnemonic: string, passphrase = '') => pbkdf2Sync(mnemonic.normalize('NFKD'), `mnemonic${passphrase}`.normalize('NFKD'), 2048, 64, 'sha512').toString('hex');

describe('bip39-mnemonic-generator', () => {
  itReproducesItsExample(tool);

  it('reproduces official BIP39 vectors (mnemonic and TREZOR seed)', async () => {
    const vectors: Array<[string, string, string]> = [
      ['7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f', 'legal winner thank year wave sausage worth useful legal winner thank yellow', '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607'],
      ['ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote', 'dd48c104698c30cfe2b6142103248622fb7bb0ff692eebb00089b32d22484e1613912f0a5b694407be899ffd31ed3992c456cdf60f5d4564b8ba3f05a69890ad'],
    ];
    for (const [entropy, mnemonic, seed] of vectors) {
      const data = await runOk<Out>(tool, { entropy, passphrase: 'TREZOR' });
      expect(data.mnemonic).toBe(mnemonic);
      expect(data.seed).toBe(seed);
    }
  });

  it('generates random phrases of every length whose seed matches a PBKDF2 reference, unicode passphrase included', async () => {
    for (const words of ['12', '15', '18', '21', '24']) {
      const data = await runOk<Out>(tool, { words, passphrase: UNICODE_SAMPLE });
      expect(data.words).toHaveLength(Number(words));
      expect(data.seed).toBe(seedOf(data.mnemonic, UNICODE_SAMPLE));
    }
    const japanese = await runOk<Out>(tool, { entropy: '00'.repeat(32), language: 'japanese' });
    expect(japanese.mnemonic).toContain('\u3000');
    expect(japanese.seed).toBe(seedOf(japanese.mnemonic));
  });

  it('reproduces with a seed and warns', async () => {
    const a = await runTool(tool, { seed: 'demo', words: '24' });
    const b = await runTool(tool, { seed: 'demo', words: '24' });
    expect(a.data.mnemonic).toBe(b.data.mnemonic);
    expect(a.metadata?.warnings?.[0]).toMatch(/never use it for a real wallet/);
    expect((await runOk<Out>(tool, { entropy: 'ff'.repeat(32) })).entropyBits).toBe(256);
  });

  it('rejects entropy of the wrong size', async () => {
    expect(await runError(tool, { entropy: '00'.repeat(15) }, 'INVALID_INPUT')).toMatch(/15 bytes/);
    expect(await runError(tool, { entropy: '000' }, 'INVALID_INPUT')).toMatch(/odd/);
    await runError(tool, { entropy: 'xyz' }, 'CONSTRAINT_VIOLATION');
  });
});
