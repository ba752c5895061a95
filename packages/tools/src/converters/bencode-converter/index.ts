/// <reference path="./bencode.d.ts" />
import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import bencode from 'bencode';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { parseJsonValue, printJsonValue } from '../../_shared/json-value.js';
import definition from './definition.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Byte strings become text when they are UTF-8 (dictionary keys always are in practice). */
function toText(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    try {
      return utf8.decode(value);
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map(toText);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toText(v)]));
  return value;
}

async function torrentFacts(decoded: unknown) {
  if (decoded === null || typeof decoded !== 'object' || !('info' in decoded)) return null;
  const info = (decoded as { info: unknown }).info;
  if (info === null || typeof info !== 'object') return null;
  const raw = bencode.encode(info);
  const hash = bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-1', new Uint8Array(raw))));
  const i = toText(info) as { name?: unknown; length?: unknown; files?: { length?: unknown }[]; 'piece length'?: unknown };
  const files = Array.isArray(i.files) ? i.files : [];
  const totalSize = files.length ? files.reduce((s, f) => s + (typeof f.length === 'number' ? f.length : 0), 0) : typeof i.length === 'number' ? i.length : 0;
  const name = typeof i.name === 'string' ? i.name : null;
  return {
    infoHash: hash,
    magnet: `magnet:?xt=urn:btih:${hash}${name ? `&dn=${encodeURIComponent(name)}` : ''}`,
    name,
    totalSize,
    fileCount: files.length || 1,
    pieceLength: typeof i['piece length'] === 'number' ? i['piece length'] : null,
  };
}

export default defineTool(definition, async (params) => {
  if (params.mode === 'encode') {
    if (!params.input) return failure('INVALID_INPUT', 'Paste the JSON to encode.');
    const parsed = parseJsonValue(params.input);
    if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
    let bytes: Uint8Array;
    try {
      bytes = bencode.encode(parsed.value);
    } catch (error) {
      return failure('INVALID_INPUT', `Cannot encode as Bencode: ${(error as Error).message}.`);
    }
    return success({ result: params.binaryEncoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes), byteLength: bytes.length, torrent: null });
  }
  const source = bytesFrom(params.file, params.input, params.binaryEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set binaryEncoding to match the data.'));
  if (source.bytes.length === 0) return failure('INVALID_INPUT', 'The input holds no bytes.');
  let decoded: unknown;
  try {
    decoded = bencode.decode(source.bytes);
  } catch (error) {
    return failure('INVALID_INPUT', `Not valid Bencode: ${(error as Error).message}.`);
  }
  const { text, notes, error } = printJsonValue(toText(decoded), params.indent);
  if (error) return failure('INVALID_INPUT', `Cannot show this Bencode as JSON: ${error}.`);
  return withWarnings(success({ result: text, byteLength: source.bytes.length, torrent: await torrentFacts(decoded) }), notes);
});
