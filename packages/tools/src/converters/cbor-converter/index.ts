import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { comment, decode, diagnose, encode, Simple, Tag } from 'cbor2';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { parseJsonValue, printJsonValue, type Special } from '../../_shared/json-value.js';
import definition from './definition.js';

/** The annotated listing without cbor2's leading "0x<hex>" line and trailing blank line. */
function annotate(bytes: Uint8Array): string {
  return comment(bytes).replace(/^0x[0-9a-f]*\n/, '').replace(/\n+$/, '');
}

const special: Special = (v) => {
  if (v instanceof Tag) return { json: { $tag: Number(v.tag), value: v.contents }, note: 'Tags without a JSON equivalent are shown as {"$tag": number, "value": …}.' };
  if (v instanceof Simple) return { json: { $simple: v.value }, note: 'simple values are shown as {"$simple": number}.' };
  if (v instanceof URL) return { json: v.href };
  if (v instanceof RegExp) return { json: v.source, note: 'regular expressions (tag 35) are shown as their pattern text.' };
  return undefined;
};

export default defineTool(definition, (params) => {
  if (params.mode === 'encode') {
    if (!params.input) return failure('INVALID_INPUT', 'Paste the JSON to encode.');
    const parsed = parseJsonValue(params.input);
    if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
    let bytes: Uint8Array;
    try {
      bytes = encode(parsed.value);
    } catch (error) {
      return failure('INVALID_INPUT', `Cannot encode as CBOR: ${(error as Error).message}.`);
    }
    return success({
      result: params.binaryEncoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes),
      diagnostic: diagnose(bytes),
      annotated: annotate(bytes),
      byteLength: bytes.length,
    });
  }
  const source = bytesFrom(params.file, params.input, params.binaryEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set binaryEncoding to match the data.'));
  const bytes = source.bytes;
  if (bytes.length === 0) return failure('INVALID_INPUT', 'The input holds no bytes.');
  let value: unknown;
  let diagnostic: string;
  try {
    value = decode(bytes);
    diagnostic = diagnose(bytes);
  } catch (error) {
    const message = (error as Error).message;
    if (/Extra data/.test(message)) return failure('INVALID_INPUT', 'The data holds more than one CBOR item (or trailing bytes after the first): decode a CBOR sequence one item at a time.');
    if (/Unexpected end of stream/.test(message)) return failure('INVALID_INPUT', `The CBOR data is truncated: ${message}.`);
    return failure('INVALID_INPUT', `Not valid CBOR: ${message}.`);
  }
  const { text, notes, error } = printJsonValue(value, params.indent, special);
  if (error) return failure('INVALID_INPUT', `Cannot show this CBOR as JSON: ${error}.`);
  return withWarnings(success({ result: text, diagnostic, annotated: annotate(bytes), byteLength: bytes.length }), notes);
});
