import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import jsQRModule from 'jsqr';
import { loadImage } from '../../_shared/image-tool.js';
import definition from './definition.js';

/** jsqr is CommonJS typed as an ES module: its default import is the function at run time, `.default` for the type checker. */
const jsQR = (typeof jsQRModule === 'function' ? jsQRModule : jsQRModule.default) as typeof jsQRModule.default;

/** jsQR scans every pixel: larger images are scaled down to about this many pixels first. */
const SCAN_PIXELS = 4_000_000;

/** WIFI:T:WPA;S:name;P:pass;; with \\ escapes for ;,:" and \\. */
function wifiFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const names: Record<string, string> = { T: 'security', S: 'ssid', P: 'password', H: 'hidden', E: 'eapMethod', I: 'identity' };
  for (const m of text.slice(5).matchAll(/([A-Z]):((?:\\.|[^;])*);/g)) out[names[m[1]!] ?? m[1]!] = m[2]!.replace(/\\(.)/g, '$1');
  return out;
}

function classify(text: string): { payloadType: 'url' | 'wifi' | 'otpauth' | 'vcard' | 'email' | 'phone' | 'sms' | 'geo' | 'text'; fields: Record<string, string> } {
  if (/^WIFI:/i.test(text)) return { payloadType: 'wifi', fields: wifiFields(text) };
  if (/^otpauth:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      const label = decodeURIComponent(url.pathname.replace(/^\//, ''));
      const fields: Record<string, string> = { type: url.hostname, label };
      for (const [k, v] of url.searchParams) fields[k] = v;
      return { payloadType: 'otpauth', fields };
    } catch {
      return { payloadType: 'otpauth', fields: {} };
    }
  }
  if (/^BEGIN:VCARD/i.test(text)) {
    const fields: Record<string, string> = {};
    for (const line of text.split(/\r?\n/)) {
      const m = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/i.exec(line);
      if (m && !/^(BEGIN|END|VERSION)$/i.test(m[1]!)) fields[m[1]!.toLowerCase()] ??= m[2]!;
    }
    return { payloadType: 'vcard', fields };
  }
  if (/^mailto:/i.test(text)) return { payloadType: 'email', fields: { address: text.slice(7).split('?')[0]! } };
  if (/^tel:/i.test(text)) return { payloadType: 'phone', fields: { number: text.slice(4) } };
  if (/^(sms|smsto):/i.test(text)) return { payloadType: 'sms', fields: { number: text.split(':')[1] ?? '' } };
  if (/^geo:/i.test(text)) {
    const [lat = '', lon = ''] = text.slice(4).split(/[,;?]/);
    return { payloadType: 'geo', fields: { latitude: lat, longitude: lon } };
  }
  if (/^https?:\/\/\S+$/i.test(text)) return { payloadType: 'url', fields: {} };
  return { payloadType: 'text', fields: {} };
}

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  let image = loaded.image;
  const pixels = image.width * image.height;
  if (pixels > SCAN_PIXELS) {
    const { resample } = await import('../../_shared/image-ops.js');
    const scale = Math.sqrt(SCAN_PIXELS / pixels);
    image = resample(image, Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)), 'bilinear');
  }
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height, { inversionAttempts: 'attemptBoth' });
  if (!code) return failure('INVALID_INPUT', `No QR code was found in the ${loaded.image.width}×${loaded.image.height} image. Make sure the whole code with its quiet zone is visible, sharp and not too small; crop to the code if the picture is busy. For other barcodes use barcode-decoder.`);
  const factor = loaded.image.width / image.width;
  const point = (p: { x: number; y: number }) => `${Math.round(p.x * factor)},${Math.round(p.y * factor)}`;
  const { payloadType, fields } = classify(code.data);
  return success({
    text: code.data,
    bytesHex: bytesToHex(Uint8Array.from(code.binaryData)),
    version: code.version,
    payloadType,
    fields,
    location: { topLeft: point(code.location.topLeftCorner), topRight: point(code.location.topRightCorner), bottomLeft: point(code.location.bottomLeftCorner), bottomRight: point(code.location.bottomRightCorner) },
  });
});
