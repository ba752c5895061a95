import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import { DIGESTS, type DigestInfo } from '../../_shared/digest-catalog.js';
import { DIGEST_FUNCTIONS } from '../../_shared/digest-functions.js';
import definition from './definition.js';

const COMMON = ['md5', 'sha1', 'sha256', 'sha512', 'sha3-256', 'blake3', 'crc32'];

function selected(selection: 'all' | 'common' | 'cryptographic' | 'non-cryptographic'): DigestInfo[] {
  if (selection === 'all') return [...DIGESTS];
  if (selection === 'common') return DIGESTS.filter((d) => COMMON.includes(d.id));
  return DIGESTS.filter((d) => d.kind === selection);
}

/** A digest to find, as bytes: hex first (digests are usually hex), else base64. */
function wanted(text: string): Uint8Array | undefined {
  const trimmed = text.trim();
  const hex = decodeInput(trimmed, 'hex', 'Find');
  if (hex.ok && /^(0x)?[0-9a-f]+$/i.test(trimmed)) return hex.bytes;
  const b64 = decodeInput(trimmed, 'base64', 'Find');
  return b64.ok ? b64.bytes : undefined;
}

export default defineTool(definition, async (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const target = params.find === undefined ? undefined : wanted(params.find);
  if (params.find !== undefined && !target) return failure('INVALID_INPUT', `"find" is neither hex nor base64: give the digest as printed by the tool that produced it.`);
  const results = [];
  const matches: string[] = [];
  for (const info of selected(params.selection)) {
    const raw = await DIGEST_FUNCTIONS[info.id]!(decoded.bytes);
    if (target && bytesToHex(raw) === bytesToHex(target)) matches.push(info.id);
    results.push({ algorithm: info.id, name: info.name, bits: info.bits, digest: encodeDigest(raw, params.outputEncoding) });
  }
  const digests = results.map((r) => `${r.name}  ${r.digest}`).join('\n');
  return success({ digests, results, matches, inputBytes: decoded.bytes.length });
});
