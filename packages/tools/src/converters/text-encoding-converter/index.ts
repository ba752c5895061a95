import { bytesToBase64, bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { decodeText, encodeText } from '../../_shared/legacy-encodings.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  if (params.mode === 'encode') {
    const text = params.text ?? '';
    const encoded = encodeText(text, params.encoding, params.onError === 'error' ? 'error' : params.onError);
    if (!encoded.ok) return failure('INVALID_INPUT', `${encoded.message}.`);
    const result = params.bytesAs === 'hex' ? bytesToHex(encoded.bytes) : bytesToBase64(encoded.bytes);
    const warnings = encoded.replaced ? [`${encoded.replaced} character(s) have no ${params.encoding} encoding and were replaced.`] : [];
    return withWarnings(success({ result, byteLength: encoded.bytes.length, characterCount: [...text].length, replaced: encoded.replaced }), warnings);
  }
  const source = bytesFrom(params.file, params.text, params.bytesAs);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set bytesAs to match the data.'));
  const decoded = decodeText(source.bytes, params.encoding, params.onError !== 'error');
  if (!decoded.ok) return failure('INVALID_INPUT', `The bytes cannot be decoded: ${decoded.message}.`);
  const warnings = decoded.replaced ? [`${decoded.replaced} invalid byte sequence(s) became U+FFFD.`] : [];
  return withWarnings(success({ result: decoded.text, byteLength: source.bytes.length, characterCount: [...decoded.text].length, replaced: decoded.replaced }), warnings);
});
