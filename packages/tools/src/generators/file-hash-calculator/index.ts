import { bytesToHex, defineTool, failure, parseFileValue, success } from '@ctp/core';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import { DIGESTS } from '../../_shared/digest-catalog.js';
import { DIGEST_FUNCTIONS } from '../../_shared/digest-functions.js';
import definition from './definition.js';

const COMMON = ['md5', 'sha1', 'sha256', 'sha512'];

/** The checksum part of what a user pastes: the first word of a "digest  filename" line, hex or base64. */
function expectedBytes(text: string): Uint8Array | undefined {
  const word = text.trim().split(/\s+/)[0]!.replace(/^(sha\d*|md5)[:=]/i, '');
  if (/^(0x)?[0-9a-f]+$/i.test(word)) {
    const hex = decodeInput(word, 'hex', 'Expected');
    if (hex.ok) return hex.bytes;
  }
  const b64 = decodeInput(word, 'base64', 'Expected');
  return b64.ok ? b64.bytes : undefined;
}

export default defineTool(definition, async (params) => {
  const file = parseFileValue(params.file);
  if ('error' in file) return failure('INVALID_INPUT', `The file ${file.error}.`);
  const bytes = file.bytes();
  const target = params.expected === undefined ? undefined : expectedBytes(params.expected);
  if (params.expected !== undefined && !target) return failure('INVALID_INPUT', 'The expected checksum is neither hex nor base64; paste it as the publisher prints it.');
  const chosen = params.algorithm === 'all' ? DIGESTS : params.algorithm === 'common' ? DIGESTS.filter((d) => COMMON.includes(d.id)) : DIGESTS.filter((d) => d.id === params.algorithm);
  const results = [];
  let matchedAlgorithm: string | null = null;
  for (const info of chosen) {
    const raw = await DIGEST_FUNCTIONS[info.id]!(bytes);
    if (target && matchedAlgorithm === null && bytesToHex(raw) === bytesToHex(target)) matchedAlgorithm = info.id;
    results.push({ algorithm: info.id, name: info.name, bits: info.bits, digest: encodeDigest(raw, params.outputEncoding) });
  }
  const digest = results.length === 1 ? results[0]!.digest : results.map((r) => `${r.name}  ${r.digest}`).join('\n');
  return success({ digest, results, verified: target ? matchedAlgorithm !== null : null, matchedAlgorithm, fileBytes: bytes.length, mimeType: file.mimeType });
});
