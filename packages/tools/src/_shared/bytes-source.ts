/**
 * Bytes from either a `file` parameter or a text parameter read as UTF-8, hex or Base64: the
 * input of the tools that look at raw bytes (hexdump, file-type detection, strings, entropy).
 */
import { parseFileValue } from '@ctp/core';
import { readBytes, type ByteEncoding } from './byte-io.js';

export type BytesSource = { ok: true; bytes: Uint8Array; mimeType?: string } | { ok: false; message: string };

export function bytesFrom(file: string | undefined, text: string | undefined, encoding: ByteEncoding): BytesSource {
  if (file) {
    const parsed = parseFileValue(file);
    if ('error' in parsed) return { ok: false, message: `The file ${parsed.error}.` };
    return { ok: true, bytes: parsed.bytes(), mimeType: parsed.mimeType };
  }
  if (text === undefined) return { ok: false, message: 'Give a file, or paste the data into the text field.' };
  return readBytes(text, encoding, 'The text');
}
