import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { valid: boolean; language: string | null; wordCount: number; problems: string[]; entropy: string | null; seed: string | null };
const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('bip39-mnemonic-validator', () => {
  itReproducesItsExample(tool);

  it('accepts valid phrases in any spacing and case, with the PBKDF2 seed', async () => {
    const data = await runOk<Out>(tool, { mnemonic: `  ${ABOUT.toUpperCase().replace(/ /g, '\n')} `, passphrase: 'TREZOR' });
    expect(data).toMatchObject({ valid: true, wordCount: 12, entropy: '00'.repeat(16) });
    expect(data.seed).toBe(pbkdf2Sync(ABOUT, 'mnemonicTREZOR', 2048, 64, 'sha512').toString('hex'));
  });

  it('names unknown words with suggestions, and detects a wrong checksum', async () => {
    const typo = await runOk<Out>(tool, { mnemonic: ABOUT.replace(/about$/, 'abuot') });
    expect(typo.valid).toBe(false);
    expect(typo.problems[0]).toMatch(/Word 12 "abuot".*closest: about/);
    const checksum = await runOk<Out>(tool, { mnemonic: ABOUT.replace(/about$/, 'abandon') });
    expect(checksum.problems).toEqual([expect.stringMatching(/checksum does not match/)]);
    expect((await runOk<Out>(tool, { mnemonic: 'abandon abandon' })).problems[0]).toMatch(/2 words/);
  });

  it('detects other wordlists and rejects unicode noise and the largest input', async () => {
    const japanese = await runOk<Out>(tool, { mnemonic: 'あいこくしん あいこくしん あいこくしん あいこくしん あいこくしん あいこくしん あいこくしん あいこくしん あいこくしん あいこくしん あいこくしん あおぞら' });
    expect(japanese).toMatchObject({ valid: true, language: 'japanese' });
    expect((await runOk<Out>(tool, { mnemonic: UNICODE_SAMPLE })).language).toBeNull();
    const big = await runOk<Out>(tool, { mnemonic: largestInput(tool, 'mnemonic', 'zoo ') });
    expect(big.valid).toBe(false);
  });

  it('treats an empty phrase as missing', async () => {
    await runError(tool, { mnemonic: '' }, 'MISSING_REQUIRED');
  });
});
