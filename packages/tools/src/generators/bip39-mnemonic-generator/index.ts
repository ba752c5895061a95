import { bytesToHex, defineTool, failure, hexToBytes, success, withWarnings } from '@ctp/core';
import { entropyToMnemonic, mnemonicToSeed } from '@scure/bip39';
import { separator, WORDLISTS } from '../../_shared/bip39-wordlists.js';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  let entropy: Uint8Array;
  const warnings: string[] = [];
  if (params.entropy !== undefined) {
    const hex = params.entropy.trim();
    if (hex.length % 2) return failure('INVALID_INPUT', `The entropy has ${hex.length} hex digits, an odd number.`);
    entropy = hexToBytes(hex);
    if (![16, 20, 24, 28, 32].includes(entropy.length))
      return failure('INVALID_INPUT', `The entropy is ${entropy.length} bytes; BIP39 takes 16, 20, 24, 28 or 32 bytes (128–256 bits, 32–64 hex digits).`);
  } else {
    const random = createRandom(params.seed);
    entropy = random.bytes((Number(params.words) / 3) * 4);
    if (random.seeded) warnings.push('This phrase comes from a seed and anyone with the seed can recreate it: never use it for a real wallet.');
  }
  const wordlist = WORDLISTS[params.language];
  const mnemonic = entropyToMnemonic(entropy, wordlist);
  const seed = await mnemonicToSeed(mnemonic, params.passphrase ?? '');
  return withWarnings(
    success({
      mnemonic, words: mnemonic.split(separator(params.language)), entropy: bytesToHex(entropy), entropyBits: entropy.length * 8,
      checksumBits: (entropy.length * 8) / 32, seed: bytesToHex(seed), language: params.language,
    }),
    warnings,
  );
});
