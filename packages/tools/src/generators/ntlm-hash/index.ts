/// <reference path="../../_shared/des-js.d.ts" />
import { bytesToHex, defineTool, success } from '@ctp/core';
import des from 'des.js';
import { md4 } from 'hash-wasm';
import definition from './definition.js';

const EMPTY_LM = 'aad3b435b51404eeaad3b435b51404ee';
const MAGIC = new TextEncoder().encode('KGS!@#$%');

/** UTF-16LE bytes of the password, as Windows hashes it. */
function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[2 * i] = unit & 0xff;
    out[2 * i + 1] = unit >> 8;
  }
  return out;
}

/** Spreads 7 key bytes over 8 (7 bits each; the low parity bit, which DES ignores, left 0). */
function desKey(seven: Uint8Array): Uint8Array {
  const key = new Uint8Array(8);
  let bits = 0n;
  for (const b of seven) bits = (bits << 8n) | BigInt(b);
  for (let i = 0; i < 8; i++) key[i] = Number((bits >> BigInt(49 - 7 * i)) & 0x7fn) << 1;
  return key;
}

function lmHash(password: string): { lm: string | null; note: string } {
  if (password.length > 14) return { lm: EMPTY_LM, note: 'Passwords over 14 characters have no LM hash; Windows stores the empty LM value.' };
  if (/[^\x20-\x7e]/.test(password)) return { lm: null, note: 'LM upper-cases the password in the machine\'s OEM code page, so a non-ASCII password has no portable LM hash.' };
  const bytes = new Uint8Array(14);
  bytes.set(new TextEncoder().encode(password.toUpperCase()));
  const halves = [bytes.subarray(0, 7), bytes.subarray(7, 14)].map((half) =>
    Uint8Array.from(des.DES.create({ type: 'encrypt', key: desKey(half), padding: false }).update(MAGIC)),
  );
  return { lm: bytesToHex(halves[0]!) + bytesToHex(halves[1]!), note: password ? 'LM of the upper-cased password, split into two 7-character DES keys.' : 'The LM hash of the empty password.' };
}

export default defineTool(definition, async (params) => {
  const nt = await md4(utf16le(params.password));
  const { lm, note } = lmHash(params.password);
  const up = (s: string) => (params.uppercase ? s.toUpperCase() : s);
  return success({ nt: up(nt), lm: lm === null ? null : up(lm), pwdump: `${params.username}:1000:${up(lm ?? EMPTY_LM)}:${up(nt)}:::`, lmNote: note });
});
