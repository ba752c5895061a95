import { bytesToBase64, bytesToHex, defineTool, failure, success } from '@ctp/core';
import { BSON, EJSON, Long } from 'bson';
import { concatBytes } from '../../_shared/byte-io.js';
import { bytesFrom } from '../../_shared/bytes-source.js';
import definition from './definition.js';

const MAX_DOCUMENTS = 10_000;

function readDocuments(bytes: Uint8Array): { ok: true; docs: BSON.Document[] } | { ok: false; message: string } {
  const docs: BSON.Document[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 5) return { ok: false, message: `${bytes.length - offset} stray byte(s) at offset ${offset}: too short for a BSON document (at least 5 bytes)` };
    const size = (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16) | (bytes[offset + 3]! << 24)) >>> 0;
    if (size < 5 || offset + size > bytes.length) return { ok: false, message: `the document at offset ${offset} declares ${size} bytes but ${bytes.length - offset} remain: the data is truncated or not BSON` };
    if (docs.length >= MAX_DOCUMENTS) return { ok: false, message: `more than ${MAX_DOCUMENTS} documents` };
    try {
      docs.push(BSON.deserialize(bytes.subarray(offset, offset + size), { promoteValues: false, useBigInt64: false, validation: { utf8: true } }));
    } catch (error) {
      return { ok: false, message: `document ${docs.length + 1} (at offset ${offset}): ${(error as Error).message}` };
    }
    offset += size;
  }
  return { ok: true, docs };
}

/** Relaxed Extended JSON writes every Long as a number, losing digits beyond 2^53: keep those typed. */
function keepUnsafeLongs(value: unknown): unknown {
  if (value instanceof Long) return Number.isSafeInteger(value.toNumber()) ? value : { $numberLong: value.toString() };
  if (Array.isArray(value)) return value.map(keepUnsafeLongs);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keepUnsafeLongs(v)]));
  return value;
}

const isPlainObject = (d: unknown) => d !== null && typeof d === 'object' && Object.getPrototypeOf(d) === Object.prototype;

export default defineTool(definition, (params) => {
  const relaxed = params.extendedJson === 'relaxed';
  if (params.mode === 'encode') {
    if (!params.input) return failure('INVALID_INPUT', 'Paste the Extended JSON to encode.');
    let value: unknown;
    try {
      value = EJSON.parse(params.input, { relaxed: false });
    } catch (error) {
      return failure('INVALID_INPUT', `Not valid Extended JSON: ${(error as Error).message}.`);
    }
    const docs = Array.isArray(value) ? value : [value];
    if (docs.length === 0 || !docs.every(isPlainObject))
      return failure('INVALID_INPUT', 'BSON stores documents: the JSON must be an object, or an array of objects for several documents.');
    let bytes: Uint8Array;
    try {
      bytes = concatBytes(docs.map((d) => BSON.serialize(d as BSON.Document)));
    } catch (error) {
      return failure('INVALID_INPUT', `Cannot encode as BSON: ${(error as Error).message}.`);
    }
    return success({ result: params.binaryEncoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes), documentCount: docs.length, byteLength: bytes.length });
  }
  const source = bytesFrom(params.file, params.input, params.binaryEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set binaryEncoding to match the data.'));
  if (source.bytes.length === 0) return failure('INVALID_INPUT', 'The input holds no bytes.');
  const read = readDocuments(source.bytes);
  if (!read.ok) return failure('INVALID_INPUT', `Not valid BSON: ${read.message}.`);
  const docs = relaxed ? read.docs.map(keepUnsafeLongs) : read.docs;
  const value = docs.length === 1 ? docs[0] : docs;
  const result = EJSON.stringify(value, undefined, params.indent || undefined, { relaxed });
  return success({ result, documentCount: read.docs.length, byteLength: source.bytes.length });
});
