import { bytesToHex, defineTool, failure, hexToBytes, success } from '@ctp/core';
import { bech32, bech32m } from 'bech32';
import definition from './definition.js';

const SEGWIT_PREFIXES = new Set(['bc', 'tb', 'bcrt', 'ltc', 'tltc']);
const LIMIT = 5000;

type Segwit = { version: number; program: string; type: string };

/** BIP-173/350 rules for a witness version and program; a problem message, else the reading. */
function segwitOf(words: number[], variant: 'bech32' | 'bech32m'): Segwit | string {
  const version = words[0]!;
  if (version > 16) return `the witness version would be ${version}, above 16`;
  let program: number[];
  try {
    program = bech32.fromWords(words.slice(1));
  } catch {
    return 'the witness program has leftover padding bits';
  }
  if (program.length < 2 || program.length > 40) return `the witness program is ${program.length} bytes; BIP-141 allows 2 to 40`;
  if (version === 0 && program.length !== 20 && program.length !== 32) return `a version 0 program must be 20 (P2WPKH) or 32 (P2WSH) bytes, not ${program.length}`;
  if (version === 0 && variant !== 'bech32') return 'a version 0 address must use the Bech32 checksum (BIP-350), but this one uses Bech32m';
  if (version > 0 && variant !== 'bech32m') return `a version ${version} address must use the Bech32m checksum (BIP-350), but this one uses Bech32`;
  const type = version === 0 ? (program.length === 20 ? 'P2WPKH' : 'P2WSH') : version === 1 && program.length === 32 ? 'P2TR' : 'future';
  return { version, program: bytesToHex(Uint8Array.from(program)), type };
}

function decode(text: string) {
  const input = text.trim();
  let decoded: { prefix: string; words: number[] } | undefined;
  let variant: 'bech32' | 'bech32m' = 'bech32';
  let error = '';
  try {
    decoded = bech32.decode(input, LIMIT);
  } catch (e) {
    error = (e as Error).message;
    try {
      decoded = bech32m.decode(input, LIMIT);
      variant = 'bech32m';
    } catch {
      /* report the Bech32 reason below */
    }
  }
  if (!decoded) return failure('INVALID_INPUT', `Not a valid Bech32 or Bech32m string: ${error.replace(/ for .*$/, '')}. Check for a typo (the checksum catches any 4 wrong characters), mixed case, or the characters b, i, o and 1 after the separator.`);
  const { prefix, words } = decoded;
  if (SEGWIT_PREFIXES.has(prefix) && words.length > 0) {
    const segwit = segwitOf(words, variant);
    if (typeof segwit === 'string') return failure('INVALID_INPUT', `The checksum is valid (${variant}) but this is not a valid SegWit address: ${segwit}.`);
    return success({ result: segwit.program, prefix, variant, dataHex: segwit.program, segwit });
  }
  const data = bech32.fromWordsUnsafe(words);
  if (!data) return failure('INVALID_INPUT', `The checksum is valid (${variant}) but the ${words.length} 5-bit groups do not pack into whole bytes (non-zero padding bits).`);
  const hex = bytesToHex(Uint8Array.from(data));
  return success({ result: hex, prefix, variant, dataHex: hex, segwit: null });
}

export default defineTool(definition, (params) => {
  if (params.mode === 'decode') return decode(params.text);
  const hexText = params.text.trim().replace(/^0x/i, '').replace(/[\s:]/g, '');
  if (!/^([0-9a-fA-F]{2})*$/.test(hexText)) return failure('INVALID_INPUT', 'Encode takes the data bytes as hex (an even number of 0-9, a-f digits).');
  const bytes = hexToBytes(hexText);
  const prefix = params.prefix.toLowerCase();
  const version = params.witnessVersion;
  const variant = params.variant === 'auto' ? (version !== undefined && version > 0 ? 'bech32m' : 'bech32') : params.variant;
  const codec = variant === 'bech32m' ? bech32m : bech32;
  const words = codec.toWords(bytes);
  if (version !== undefined) words.unshift(version);
  let encoded: string;
  try {
    encoded = codec.encode(prefix, words, LIMIT);
  } catch (e) {
    return failure('INVALID_INPUT', `Cannot encode: ${(e as Error).message}.`);
  }
  let segwit: Segwit | null = null;
  if (version !== undefined) {
    const checked = segwitOf(words, variant);
    if (typeof checked === 'string') return failure('INVALID_INPUT', `Not a valid SegWit address: ${checked}.`);
    segwit = checked;
  }
  return success({ result: encoded, prefix, variant, dataHex: bytesToHex(bytes), segwit });
});
