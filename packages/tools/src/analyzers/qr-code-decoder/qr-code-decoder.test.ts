import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { PNG } from 'pngjs';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { dataUrl, gradient, pngOf } from '../../_test/images.js';

type Out = { text: string; version: number; payloadType: string; fields: Record<string, string> };
const qrPng = (text: string, options: QRCode.QRCodeToBufferOptions = {}) => QRCode.toBuffer(text, { margin: 4, scale: 4, ...options });

describe('qr-code-decoder', () => {
  itReproducesItsExample(tool);

  it('reads what the qrcode library encodes, in every error-correction level', async () => {
    for (const [text, level] of [['HELLO WORLD', 'L'], [UNICODE_SAMPLE, 'M'], ['x'.repeat(300), 'Q'], ['1234567890', 'H']] as const) {
      const out = await runOk<Out>(tool, { image: dataUrl(await qrPng(text, { errorCorrectionLevel: level })) });
      expect(out.text, level).toBe(text);
    }
  });

  it('parses Wi-Fi and otpauth payloads and reads inverted codes', async () => {
    const wifi = await runOk<Out>(tool, { image: dataUrl(await qrPng('WIFI:T:WPA;S:My\\;Net;P:p@ss;;')) });
    expect(wifi).toMatchObject({ payloadType: 'wifi', fields: { security: 'WPA', ssid: 'My;Net', password: 'p@ss' } });
    const otp = await runOk<Out>(tool, { image: dataUrl(await qrPng('otpauth://totp/ACME:jane@example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME')) });
    expect(otp.fields).toMatchObject({ type: 'totp', label: 'ACME:jane@example.com', secret: 'JBSWY3DPEHPK3PXP', issuer: 'ACME' });
    const inverted = PNG.sync.read(await qrPng('inverted'));
    for (let i = 0; i < inverted.data.length; i += 4) for (let k = 0; k < 3; k++) inverted.data[i + k] = 255 - inverted.data[i + k]!;
    expect((await runOk<Out>(tool, { image: dataUrl(PNG.sync.write(inverted)) })).text).toBe('inverted');
  });

  it('finds a small code in a large image', async () => {
    const code = PNG.sync.read(await qrPng('in a big picture', { scale: 6 }));
    const big = new PNG({ width: 2600, height: 1800 });
    big.data.fill(255);
    PNG.bitblt(code, big, 0, 0, code.width, code.height, 1200, 800);
    expect((await runOk<Out>(tool, { image: dataUrl(PNG.sync.write(big)) })).text).toBe('in a big picture');
  });

  it('says so when there is no code', async () => {
    expect(await runError(tool, { image: dataUrl(pngOf(gradient(64, 64))) }, 'INVALID_INPUT')).toMatch(/No QR code/);
  });
});
