import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out { payload: string; svg: string; dataUrl: string; version: number; modules: number; width: number }
const make = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const payload = async (input: Record<string, unknown>) => (await make(input)).payload;
const warnings = async (input: Record<string, unknown>) => (await runTool(tool, input)).metadata?.warnings;

/** A reader for the WIFI: format as ZXing describes it: fields end at an unescaped ";", a backslash escapes the next character. */
function readWifi(text: string): Record<string, string> {
  expect(text.startsWith('WIFI:') && text.endsWith(';;')).toBe(true);
  const fields: Record<string, string> = {};
  let key = '', value = '', inKey = true;
  for (let i = 5; i < text.length - 1; i++) {
    const c = text[i]!;
    if (c === '\\') { value += text[++i]; continue; }
    if (inKey && c === ':') { inKey = false; continue; }
    if (c === ';') { fields[key] = value; key = ''; value = ''; inKey = true; continue; }
    if (inKey) key += c; else value += c;
  }
  return fields;
}

describe('wifi-qr-code-generator', () => {
  itReproducesItsExample(tool);

  it('writes the payload for each security type', async () => {
    expect(await payload({ ssid: 'Home', password: 'correct horse' })).toBe('WIFI:T:WPA;S:Home;P:correct horse;;');
    expect(await payload({ ssid: 'Home', password: 'correct horse', security: 'WPA3', hidden: true })).toBe('WIFI:T:WPA;S:Home;P:correct horse;H:true;;');
    expect(await payload({ ssid: 'Home', password: 'correct horse', security: 'WPA' })).toBe('WIFI:T:WPA;S:Home;P:correct horse;;');
    expect(await payload({ ssid: 'Old', password: 'abcde', security: 'WEP' })).toBe('WIFI:T:WEP;S:Old;P:abcde;;');
    expect(await payload({ ssid: 'Open Cafe', security: 'nopass' })).toBe('WIFI:T:nopass;S:Open Cafe;;');
    expect(await payload({ ssid: 'Open Cafe', security: 'nopass', password: 'ignored!', hidden: true })).toBe('WIFI:T:nopass;S:Open Cafe;H:true;;');
  });

  it('escapes \\ ; , : and " and nothing else, so a ZXing-style reader gets the values back', async () => {
    const ssid = 'a\\b;c,d:e"f\'g&h';
    const password = 'p;a,s:s"w\\o\\rd';
    const out = await payload({ ssid, password });
    expect(out).toBe('WIFI:T:WPA;S:a\\\\b\\;c\\,d\\:e\\"f\'g&h;P:p\\;a\\,s\\:s\\"w\\\\o\\\\rd;;');
    expect(readWifi(out)).toEqual({ T: 'WPA', S: ssid, P: password });
    expect(readWifi(await payload({ ssid: ';;;', password: '\\\\\\\\\\\\\\\\', hidden: true }))).toEqual({ T: 'WPA', S: ';;;', P: '\\\\\\\\\\\\\\\\', H: 'true' });
  });

  it('draws the QR code of exactly the payload, deterministically', async () => {
    const input = { ssid: 'Net', password: 'password1', errorCorrectionLevel: 'H', margin: 0, scale: 1 };
    const a = await make(input);
    expect(await make(input)).toEqual(a);
    const ref = QRCode.create(a.payload, { errorCorrectionLevel: 'H' });
    expect([a.version, a.modules, a.width]).toEqual([ref.version, ref.modules.size, ref.modules.size]);
    expect(a.svg).toBe((await QRCode.toString(a.payload, { type: 'svg', errorCorrectionLevel: 'H', margin: 0, width: ref.modules.size })).trimEnd());
    expect(a.svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.width}" viewBox="0 0 ${a.modules} ${a.modules}"`)).toBe(true);
    expect(Buffer.from(a.dataUrl.split(',')[1]!, 'base64').toString('utf8')).toBe(a.svg);
    expect((await make({ ...input, errorCorrectionLevel: 'L' })).version).toBeLessThan(a.version);
  });

  it('accepts a unicode SSID and password, with a note on non-ASCII passphrases', async () => {
    const out = await make({ ssid: UNICODE_SAMPLE, password: `${UNICODE_SAMPLE}12345` });
    expect(readWifi(out.payload)).toEqual({ T: 'WPA', S: UNICODE_SAMPLE, P: `${UNICODE_SAMPLE}12345` });
    expect(await warnings({ ssid: UNICODE_SAMPLE, password: `${UNICODE_SAMPLE}12345` })).toEqual([
      'The password has characters outside printable ASCII: WPA passphrases are defined as ASCII, and some devices encode others differently.',
    ]);
  });

  it('handles the largest SSID and a 64-digit hex key', async () => {
    const ssid = largestInput(tool, 'ssid', 'S');
    const password = largestInput(tool, 'password', 'a1');
    expect(password).toHaveLength(64);
    expect(await payload({ ssid, password })).toBe(`WIFI:T:WPA;S:${ssid};P:${password};;`);
  });

  it('warns about WEP, hex-looking SSIDs, spaces, a thin margin and a password on an open network', async () => {
    expect(await warnings({ ssid: 'Old', password: 'abcdef', security: 'WEP' })).toEqual([
      'WEP can be cracked in minutes; switch the network to WPA2 or WPA3 if you can.',
      'A WEP key is usually 5 or 13 ASCII characters or 10 or 26 hex digits; this one has 6 characters.',
    ]);
    expect((await warnings({ ssid: 'Old', password: '0123456789', security: 'WEP' }))?.length).toBe(1);
    expect(await warnings({ ssid: 'CAFE', password: 'password1' })).toEqual(['The SSID "CAFE" consists only of hex digits; a few older scanner apps (ZXing Barcode Scanner) read such a name as hex bytes.']);
    expect(await warnings({ ssid: ' Net ', password: 'password1', margin: 2 })).toEqual([
      'The SSID starts or ends with a space; it is kept, since network names may contain them.',
      'A margin of 2 modules is below the standard quiet zone of 4; leave white space around the printed code.',
    ]);
    expect(await warnings({ ssid: 'Open', security: 'nopass', password: 'x' })).toEqual(['The password was left out: an open (nopass) network has none.']);
    expect(await warnings({ ssid: 'Net', password: 'password1' })).toBeUndefined();
  });

  it('rejects missing or invalid credentials', async () => {
    await runError(tool, { ssid: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { ssid: 'Net' }, 'INVALID_INPUT')).toBe('A WPA2 network needs its password; choose security "nopass" for an open network');
    expect(await runError(tool, { ssid: 'Net', password: 'short' }, 'INVALID_INPUT')).toBe('A WPA passphrase has 8–63 characters; this one has 5');
    expect(await runError(tool, { ssid: 'Net', password: 'g'.repeat(64) }, 'INVALID_INPUT')).toBe('A 64-character WPA key must be 64 hex digits (a raw PSK); a passphrase has 8–63 characters');
    expect(await runError(tool, { ssid: '😀'.repeat(9), password: 'password1' }, 'INVALID_INPUT')).toBe(`An SSID is at most 32 bytes; "${'😀'.repeat(9)}" is 36 bytes in UTF-8`);
    await runError(tool, { ssid: 'x'.repeat(33), password: 'password1' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { ssid: 'Net', password: 'password1', security: 'WPA4' }, 'CONSTRAINT_VIOLATION');
  });
});
