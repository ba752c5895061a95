import { bytesToHex, defineTool, failure, hexToBytes, success } from '@ctp/core';
import LZString from 'lz-string';
import definition from './definition.js';

type Form = 'uri' | 'base64' | 'utf16' | 'hex';

function compress(text: string, form: Form): string {
  switch (form) {
    case 'uri':
      return LZString.compressToEncodedURIComponent(text);
    case 'base64':
      return LZString.compressToBase64(text);
    case 'utf16':
      return LZString.compressToUTF16(text);
    case 'hex':
      return bytesToHex(LZString.compressToUint8Array(text));
  }
}

/** The decompressed text, or undefined when the input is not this form (lz-string returns null or ''). */
function decompress(text: string, form: Form): string | undefined {
  try {
    let out: string | null;
    if (form === 'uri') {
      if (!/^[A-Za-z0-9+\-$]*$/.test(text)) return undefined;
      out = LZString.decompressFromEncodedURIComponent(text);
    } else if (form === 'base64') {
      if (!/^[A-Za-z0-9+/]*=*$/.test(text)) return undefined;
      out = LZString.decompressFromBase64(text);
    } else if (form === 'utf16') out = LZString.decompressFromUTF16(text);
    else {
      if (!/^([0-9a-fA-F]{2})*$/.test(text)) return undefined;
      out = LZString.decompressFromUint8Array(hexToBytes(text));
    }
    return out === null || (out === '' && text !== '') ? undefined : out;
  } catch {
    return undefined;
  }
}

export default defineTool(definition, (params) => {
  const text = params.text;
  if (params.mode === 'compress') {
    if (params.format === 'auto') return failure('INVALID_INPUT', 'Choose the form to compress to (uri, base64, utf16 or hex); auto only applies to decompressing.');
    const result = compress(text, params.format);
    return success({ result, format: params.format, inputLength: text.length, outputLength: result.length });
  }
  // UTF-16 output may begin or end with a space: only the other forms are trimmed and cut after #code/
  const cleaned = text.trim().replace(/^.*#code\//, '');
  const forms: Form[] = params.format === 'auto' ? ['uri', 'base64', 'utf16'] : [params.format];
  for (const form of forms) {
    const input = form === 'utf16' ? text : cleaned;
    const result = decompress(input, form);
    // lz-string is deterministic: real output recompresses to itself, garbage that happens to decode does not
    if (result !== undefined && (params.format !== 'auto' || compress(result, form) === input)) return success({ result, format: form, inputLength: input.length, outputLength: result.length });
  }
  return failure('INVALID_INPUT', `The input does not decompress as lz-string ${params.format === 'auto' ? 'in any form (URI, Base64, UTF-16)' : `in the ${params.format} form`}: it is truncated, altered, or not lz-string output.`);
});
