import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; prefix: string; variant: string; dataHex: string; segwit: { version: number; program: string; type: string } | null };
const decode = (text: string) => runOk<Out>(tool, { mode: 'decode', text });
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });

describe('bech32-encoder', () => {
  itReproducesItsExample(tool);

  it('accepts the BIP-173 and BIP-350 valid checksums', async () => {
    for (const s of ['A12UEL5L', 'a12uel5l', 'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w'])
      expect((await decode(s)).variant, s).toBe('bech32');
    for (const s of ['A1LQFN3A', 'a1lqfn3a', 'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx', '?1v759aa'])
      expect((await decode(s)).variant, s).toBe('bech32m');
  });

  it('reads the BIP-350 SegWit address vectors', async () => {
    const p2tr = await decode('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    expect(p2tr.segwit).toEqual({ version: 1, program: '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', type: 'P2TR' });
    const p2wsh = await decode('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7');
    expect(p2wsh.segwit?.type).toBe('P2WSH');
    expect(p2wsh.dataHex).toBe('1863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262');
    // encoding reproduces them
    expect((await encode({ text: p2tr.segwit!.program, witnessVersion: 1 })).result).toBe('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    expect((await encode({ text: '751e76e8199196d454941c45d1b3a323f1433bd6', witnessVersion: 0 })).result).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });

  it('rejects the BIP-350 invalid addresses with a reason', async () => {
    expect(await runError(tool, { text: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd' }, 'INVALID_INPUT')).toMatch(/Bech32m checksum/); // v1 with bech32
    expect(await runError(tool, { text: 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL' }, 'INVALID_INPUT')).toMatch(/version 16.*Bech32m checksum/); // v16 with a Bech32 checksum
    expect((await decode('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).segwit).toEqual({ version: 2, program: '751e76e8199196d454941c45d1b3a323', type: 'future' }); // valid in BIP-350
    expect(await runError(tool, { text: 'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf' }, 'INVALID_INPUT')).toMatch(/Bech32m|Bech32/);
    expect(await runError(tool, { text: 'A1G7SGD8' }, 'INVALID_INPUT')).toMatch(/checksum|Bech32/);
  });

  it('handles nostr keys, empty, unicode and large input', async () => {
    const npub = await encode({ text: '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d', prefix: 'npub' });
    expect(npub.result).toBe('npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6');
    expect((await decode(npub.result)).dataHex).toBe('3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d');
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { text: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/Bech32/);
    const big = largestInput(tool, 'text', 'ab').slice(0, 4000);
    const long = await encode({ text: big, prefix: 'x' });
    expect((await decode(long.result)).dataHex).toBe(big);
  });
});
