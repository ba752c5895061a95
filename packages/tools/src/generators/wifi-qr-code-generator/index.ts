import { bytesToBase64, defineTool, failure, success, utf8Encode, utf8Length, withWarnings } from '@ctp/core';
import QRCode from 'qrcode';
import definition from './definition.js';

/** ZXing's WIFI: format: a backslash before \ ; , : and " in field values. */
const escapeWifi = (value: string) => value.replace(/[\\;,:"]/g, (c) => `\\${c}`);
const isHex = (value: string) => /^[0-9a-f]+$/i.test(value);

function checkPassword(security: string, password: string, warnings: string[]): string | undefined {
  if (security === 'WEP') {
    warnings.push('WEP can be cracked in minutes; switch the network to WPA2 or WPA3 if you can.');
    const ok = ([5, 13].includes(password.length) && /^[\x20-\x7e]+$/.test(password)) || ([10, 26].includes(password.length) && isHex(password));
    if (!ok) warnings.push(`A WEP key is usually 5 or 13 ASCII characters or 10 or 26 hex digits; this one has ${password.length} characters.`);
    return undefined;
  }
  if (password.length === 64) return isHex(password) ? undefined : 'A 64-character WPA key must be 64 hex digits (a raw PSK); a passphrase has 8–63 characters';
  if (password.length < 8 || password.length > 63) return `A WPA passphrase has 8–63 characters; this one has ${password.length}`;
  if (!/^[\x20-\x7e]+$/.test(password)) warnings.push('The password has characters outside printable ASCII: WPA passphrases are defined as ASCII, and some devices encode others differently.');
  return undefined;
}

export default defineTool(definition, async (params) => {
  const ssid = params.ssid;
  const security = params.security;
  const password = params.password;
  const warnings: string[] = [];
  if (utf8Length(ssid) > 32) return failure('INVALID_INPUT', `An SSID is at most 32 bytes; "${ssid}" is ${utf8Length(ssid)} bytes in UTF-8`);
  if (security !== 'nopass') {
    if (password === undefined) return failure('INVALID_INPUT', `A ${security} network needs its password; choose security "nopass" for an open network`);
    const problem = checkPassword(security, password, warnings);
    if (problem) return failure('INVALID_INPUT', problem);
  } else if (password !== undefined) warnings.push('The password was left out: an open (nopass) network has none.');
  // ZXing-based scanners read an all-hex SSID as hex bytes
  if (isHex(ssid) && ssid.length % 2 === 0) warnings.push(`The SSID "${ssid}" consists only of hex digits; a few older scanner apps (ZXing Barcode Scanner) read such a name as hex bytes.`);
  if (ssid !== ssid.trim()) warnings.push('The SSID starts or ends with a space; it is kept, since network names may contain them.');

  const type = security === 'nopass' ? 'nopass' : security === 'WEP' ? 'WEP' : 'WPA';
  let payload = `WIFI:T:${type};S:${escapeWifi(ssid)};`;
  if (type !== 'nopass') payload += `P:${escapeWifi(password!)};`;
  if (params.hidden) payload += 'H:true;';
  payload += ';';

  const level = params.errorCorrectionLevel;
  const margin = params.margin;
  const qr = QRCode.create(payload, { errorCorrectionLevel: level });
  const size = qr.modules.size;
  const width = (size + 2 * margin) * params.scale;
  const svg = (await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: level, margin, width })).trimEnd();
  if (margin < 4) warnings.push(`A margin of ${margin} modules is below the standard quiet zone of 4; leave white space around the printed code.`);
  return withWarnings(
    success({ payload, svg, dataUrl: `data:image/svg+xml;base64,${bytesToBase64(utf8Encode(svg))}`, version: qr.version, modules: size, width }),
    warnings,
  );
});
