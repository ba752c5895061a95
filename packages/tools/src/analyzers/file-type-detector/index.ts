import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import { fileTypeFromBuffer } from 'file-type/core';
import { bytesFrom } from '../../_shared/bytes-source.js';
import definition from './definition.js';

const HEAD = 4100;

function textKind(bytes: Uint8Array): { mime: string; ext: string; description: string } | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { mime: 'text/plain', ext: 'txt', description: 'UTF-16 little-endian text (with BOM)' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { mime: 'text/plain', ext: 'txt', description: 'UTF-16 big-endian text (with BOM)' };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let text: string;
  try {
    // a multi-byte character cut at the end of the sample is still text
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(bom ? 3 : 0, Math.min(bytes.length, HEAD)), { stream: true });
  } catch {
    return undefined;
  }
  if (/[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/.test(text)) return undefined;
  const t = text.trimStart();
  const enc = bom ? 'UTF-8 text with BOM' : /[^\x00-\x7f]/.test(text) ? 'UTF-8 text' : 'ASCII text';
  if (/^<\?xml[^>]*>\s*(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(t) || /^<svg[\s>]/i.test(t)) return { mime: 'image/svg+xml', ext: 'svg', description: `SVG image (${enc})` };
  if (/^<!doctype html|^<html[\s>]/i.test(t)) return { mime: 'text/html', ext: 'html', description: `HTML document (${enc})` };
  if (/^<\?xml/i.test(t)) return { mime: 'application/xml', ext: 'xml', description: `XML document (${enc})` };
  if (/^[{[]/.test(t)) {
    try {
      JSON.parse(text);
      return { mime: 'application/json', ext: 'json', description: `JSON (${enc})` };
    } catch {
      /* not (complete) JSON */
    }
  }
  if (/^#!/.test(t)) return { mime: 'text/x-shellscript', ext: 'sh', description: `script with a #! line: ${t.split('\n')[0]!.slice(0, 60)}` };
  if (/^-----BEGIN [A-Z0-9 ]+-----/.test(t)) return { mime: 'application/x-pem-file', ext: 'pem', description: `PEM block (${/^-----BEGIN ([A-Z0-9 ]+)-----/.exec(t)![1]})` };
  return { mime: 'text/plain', ext: 'txt', description: enc };
}

const family = (mime: string) => mime.split('/')[0];

export default defineTool(definition, async (params) => {
  const source = bytesFrom(params.file, params.text, params.inputEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message);
  const bytes = source.bytes;
  const declared = params.file && /^data:[^;,]+/i.test(params.file) ? /^data:([^;,]+)/i.exec(params.file)![1]!.toLowerCase() : null;
  const magicHex = bytesToHex(bytes.subarray(0, 16));
  let mimeType = 'application/octet-stream';
  let extension: string | null = null;
  let detectedBy: 'magic bytes' | 'text analysis' | 'unknown' = 'unknown';
  let description = bytes.length === 0 ? 'empty file' : 'binary data of an unknown format';
  // a UTF-16 byte-order mark looks like an MPEG audio sync word to magic-number tables: check it first
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const found = bytes.length && !utf16 ? await fileTypeFromBuffer(bytes) : undefined;
  if (found) {
    mimeType = found.mime;
    extension = found.ext;
    detectedBy = 'magic bytes';
    description = `${found.ext.toUpperCase()} file (${found.mime})`;
  } else if (bytes.length) {
    const text = textKind(bytes);
    if (text) {
      mimeType = text.mime;
      extension = text.ext;
      detectedBy = 'text analysis';
      description = text.description;
    }
  }
  const generic = declared === null || declared === 'application/octet-stream' || detectedBy === 'unknown';
  const matchesDeclared = generic ? null : declared === mimeType || (mimeType === 'text/plain' && family(declared) === 'text') || (mimeType === 'application/xml' && /xml/.test(declared));
  return success({ mimeType, extension, detectedBy, description, magicHex, size: bytes.length, declaredType: declared, matchesDeclared });
});
