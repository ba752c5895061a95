import { defineTool, failure, success, textToBase64 } from '@ctp/core';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import { decodeUtf8Strict } from '../../_shared/utf8-text.js';
import definition from './definition.js';

function result(username: string, password: string, credentials: string) {
  const header = `Basic ${credentials}`;
  return success({ header, headerLine: `Authorization: ${header}`, credentials, username, password, curl: `-H 'Authorization: ${header}'` });
}

export default defineTool(definition, (params) => {
  if (params.mode === 'encode') {
    const username = params.username ?? '';
    if (username.includes(':')) return failure('INVALID_INPUT', `The username contains a colon at position ${username.indexOf(':') + 1}; Basic authentication cannot carry it (RFC 7617 §2): the server would split there.`);
    const password = params.password ?? '';
    return result(username, password, textToBase64(`${username}:${password}`).base64);
  }
  const text = (params.header ?? '').trim().replace(/^authorization\s*:\s*/i, '').replace(/^basic\s+/i, '').trim();
  if (/\s/.test(text)) return failure('INVALID_INPUT', `Expected "Basic <base64>", got a "${text.split(/\s/)[0]}" scheme or extra text; only Basic headers can be decoded (Bearer tokens: use the JWT decoder).`);
  const decoded = decodeBase64Text(text);
  if (!decoded.ok) return failure('INVALID_INPUT', `The credentials are not valid base64: ${decoded.message}.`);
  const utf8 = decodeUtf8Strict(decoded.bytes);
  if (!utf8.ok) return failure('INVALID_INPUT', `The decoded credentials are not UTF-8 text (invalid byte at offset ${utf8.offset}); the client may have used Latin-1.`);
  const colon = utf8.text.indexOf(':');
  if (colon < 0) return failure('INVALID_INPUT', `The decoded credentials "${utf8.text.slice(0, 40)}" have no colon: Basic credentials are "user:password".`);
  return result(utf8.text.slice(0, colon), utf8.text.slice(colon + 1), text);
});
