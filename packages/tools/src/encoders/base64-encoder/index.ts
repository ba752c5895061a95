import { bytesToBase64, bytesToHex, defineTool, failure, hexToBytes, success, textToBase64, withWarnings } from '@ctp/core';
import { decodeBase64Text, describeChar, describePosition } from '../../_shared/base64-text.js';
import { decodeText, looksLikeUtf16 } from '../../_shared/text-encodings.js';
import { firstLoneSurrogate } from '../../_shared/utf8-text.js';
import definition from './definition.js';
import { base64Stream } from './stream.js';

/** Hex digits with separators (whitespace : , -) and 0x prefixes; names the first bad character. */
function parseHex(text: string): { bytes: Uint8Array } | { error: string } {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/[0-9a-fA-F]/.test(c)) {
      if (c === '0' && (text[i + 1] === 'x' || text[i + 1] === 'X') && (i === 0 || /[\s:,-]/.test(text[i - 1]!))) {
        i++;
        continue;
      }
      digits++;
    } else if (!/[\s:,-]/.test(c)) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      return { error: `Invalid hex: ${describeChar(char)} ${describePosition(text, i)} is not a hex digit (0-9, a-f); separators may be spaces, ':', ',' or '-'` };
    }
  }
  if (digits % 2) return { error: `Invalid hex: ${digits} hex digits is an odd number; every byte needs two digits` };
  const clean = text.replace(/(^|[\s:,-])0[xX]/g, '$1').replace(/[\s:,-]/g, '');
  return { bytes: hexToBytes(clean) };
}

const LABELS = { utf8: 'UTF-8', utf16le: 'UTF-16LE', utf16be: 'UTF-16BE', latin1: 'ISO-8859-1 (Latin-1)' } as const;

export default defineTool(definition, (params) => {
  const text = params.text;
  if (params.mode === 'decode') {
    const decoded = decodeBase64Text(text);
    if (!decoded.ok) return failure('INVALID_INPUT', `Invalid Base64: ${decoded.message}`);
    const { bytes } = decoded;
    const encoding = params.outputEncoding;
    if (encoding === 'hex') return success({ result: bytesToHex(bytes), byteLength: bytes.length });
    const utf16 = encoding === 'utf8' ? looksLikeUtf16(bytes) : undefined;
    const hint = utf16 ? ` They look like ${utf16 === 'utf16le' ? 'UTF-16LE (Windows, PowerShell -EncodedCommand)' : 'UTF-16BE'}: set outputEncoding to "${utf16}".` : '';
    const out = decodeText(bytes, encoding);
    if (!out.ok)
      return failure(
        'INVALID_INPUT',
        `The decoded data (${bytes.length} bytes) is not valid ${LABELS[encoding]} text: ${out.message}.${hint || ' It is probably binary: set outputEncoding to "hex" to see the bytes.'}`,
      );
    const result = success({ result: out.text, byteLength: bytes.length });
    return hint ? withWarnings(result, [`The decoded text has a NUL in every other byte.${hint}`]) : result;
  }
  const options = { url: params.urlSafe, pad: params.padding };
  if (params.inputEncoding === 'hex') {
    const parsed = parseHex(text);
    if ('error' in parsed) return failure('INVALID_INPUT', parsed.error);
    return success({ result: bytesToBase64(parsed.bytes, options), byteLength: parsed.bytes.length });
  }
  const lone = firstLoneSurrogate(text);
  const { base64, byteLength } = textToBase64(text, options);
  const result = success({ result: base64, byteLength });
  if (!lone) return result;
  return withWarnings(result, [`The text has a lone surrogate ${describeChar(lone.char)} ${describePosition(text, lone.index)}; it was encoded as U+FFFD (EF BF BD).`]);
}, { stream: base64Stream });
