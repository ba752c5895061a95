import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { svg: string; dataUrl: string; version: number; modules: number; width: number; errorCorrectionLevel: string; maskPattern: number; matrix: string[] };

/** The library's own matrix, row strings. */
function reference(text: string, level: 'L' | 'M' | 'Q' | 'H'): { version: number; matrix: string[] } {
  const qr = QRCode.create(text, { errorCorrectionLevel: level });
  const n = qr.modules.size;
  const rows: string[] = [];
  for (let r = 0; r < n; r++) rows.push(Array.from(qr.modules.data.slice(r * n, r * n + n), (b) => (b ? '1' : '0')).join(''));
  return { version: qr.version, matrix: rows };
}

/** Reads the dark modules back out of the SVG path (M x y, m dx 0, h n commands), without margin. */
function matrixFromSvg(svg: string, modules: number, margin: number): string[] {
  const d = /<path stroke="[^"]+"(?: stroke-opacity="[^"]+")? d="([^"]*)"/.exec(svg)![1]!;
  const grid = Array.from({ length: modules }, () => Array<string>(modules).fill('0'));
  let x = 0, y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === 'M') { x = Number(a); y = Number(b) - 0.5; }
    else if (cmd === 'm') x += Number(a);
    else { for (let i = 0; i < Number(a); i++) grid[y - margin]![x - margin + i] = '1'; x += Number(a); }
  }
  return grid.map((r) => r.join(''));
}

describe('qr-code-generator', () => {
  itReproducesItsExample(tool);

  it('produces a well-formed SVG whose path draws exactly the module matrix, and a matching data URL', async () => {
    const text = 'https://example.com/path?q=1';
    const data = await runOk<Out>(tool, { text });
    const ref = reference(text, 'M');
    expect(data.matrix).toEqual(ref.matrix);
    expect(data.version).toBe(ref.version);
    expect(data.modules).toBe(17 + 4 * data.version);
    const total = data.modules + 8;
    expect(data.width).toBe(total * 8);
    expect(data.svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${total * 8}" height="${total * 8}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h${total}v${total}H0z"/><path stroke="#000000" d="`)).toBe(true);
    expect(data.svg.endsWith('"/></svg>')).toBe(true);
    expect(matrixFromSvg(data.svg, data.modules, 4)).toEqual(data.matrix);
    expect(Buffer.from(data.dataUrl.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')).toBe(data.svg);
    // finder patterns in three corners
    for (const row of [0, 6]) {
      expect(data.matrix[row]!.slice(0, 7)).toBe('1111111');
      expect(data.matrix[row]!.slice(-7)).toBe('1111111');
      expect(data.matrix[data.modules - 1 - row]!.slice(0, 7)).toBe('1111111');
    }
  });

  it('picks the smallest version that fits (ISO 18004 capacities) and grows with the input', async () => {
    const version = async (text: string, errorCorrectionLevel: string) => (await runOk<Out>(tool, { text, errorCorrectionLevel })).version;
    expect(await version('a'.repeat(17), 'L')).toBe(1); // 1-L: 17 bytes
    expect(await version('a'.repeat(18), 'L')).toBe(2);
    expect(await version('1'.repeat(41), 'L')).toBe(1); // 1-L: 41 digits
    expect(await version('1'.repeat(42), 'L')).toBe(2);
    expect(await version('A'.repeat(25), 'L')).toBe(1); // 1-L: 25 alphanumerics
    expect(await version('A'.repeat(26), 'L')).toBe(2);
    expect(await version('a'.repeat(7), 'H')).toBe(1); // 1-H: 7 bytes
    expect(await version('a'.repeat(8), 'H')).toBe(2);
    let last = 0;
    for (const n of [10, 100, 500, 1000, 2000]) {
      const v = await version('x'.repeat(n), 'M');
      expect(v).toBeGreaterThan(last);
      last = v;
    }
  });

  it('applies each error correction level (matrix equal to the library for each)', async () => {
    const text = 'Error correction test 123';
    const versions: number[] = [];
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const data = await runOk<Out>(tool, { text, errorCorrectionLevel: level });
      expect(data.errorCorrectionLevel).toBe(level);
      expect(data.matrix).toEqual(reference(text, level).matrix);
      versions.push(data.version);
    }
    expect(versions).toEqual([2, 2, 3, 4]); // 25 bytes: 2-L 32, 2-M 26, 3-Q 32, 3-H 24 < 25 ≤ 4-H 34
  });

  it('applies margin, scale and colours, including transparency and alpha', async () => {
    const data = await runOk<Out>(tool, { text: 'x', margin: 0, scale: 1, dark: '#ff000080', light: '#0000ff00' });
    expect(data.width).toBe(21);
    expect(data.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="21" height="21" viewBox="0 0 21 21" shape-rendering="crispEdges"><path stroke="#ff0000" stroke-opacity=".50" d="M0 0.5h7')).toBe(true);
    expect(data.svg).not.toContain('fill=');
    expect(matrixFromSvg(data.svg, 21, 0)).toEqual(data.matrix);
    const short = await runOk<Out>(tool, { text: 'x', margin: 16, scale: 50, dark: '#123', light: '#fed' });
    expect(short.width).toBe((21 + 32) * 50);
    expect(short.svg).toContain('<path fill="#ffeedd" d="M0 0h53v53H0z"/><path stroke="#112233" d="M16 16.5h7');
  });

  it('warns about inverted or low-contrast colours and a thin margin', async () => {
    const warnings = async (input: Record<string, unknown>) => (await runTool(tool, { text: 'x', ...input })).metadata?.warnings;
    expect(await warnings({})).toBeUndefined();
    expect(await warnings({ dark: '#ffffff', light: '#000000' })).toEqual(['The dark colour is lighter than the background: many scanners cannot read inverted QR codes.']);
    expect(await warnings({ dark: '#999999' })).toEqual(['The contrast between #999999 and #ffffff is low (2.85:1); some scanners need at least 4:1.']);
    expect(await warnings({ dark: '#999999', light: '#ffffff00' })).toBeUndefined();
    expect(await warnings({ margin: 2 })).toEqual(['A margin of 2 modules is below the standard quiet zone of 4; leave space around the code if it is placed on a busy background.']);
  });

  it('encodes unicode as UTF-8 bytes', async () => {
    const data = await runOk<Out>(tool, { text: UNICODE_SAMPLE });
    expect(data.matrix).toEqual(reference(UNICODE_SAMPLE, 'M').matrix);
    expect(data.version).toBe(1); // 9 UTF-8 bytes ≤ 14 (1-M)
  });

  it('handles the largest allowed input: 7089 digits in a version-40 code at level L', async () => {
    const text = largestInput(tool, 'text', '7');
    const data = await runOk<Out>(tool, { text, errorCorrectionLevel: 'L' });
    expect(data).toMatchObject({ version: 40, modules: 177 });
    expect(data.matrix).toEqual(reference(text, 'L').matrix);
  });

  it('rejects text over the capacity of the level, naming the limit', async () => {
    expect(await runError(tool, { text: 'a'.repeat(2954), errorCorrectionLevel: 'L' }, 'INVALID_INPUT')).toBe(
      'The text does not fit in a QR code at error correction level L: the largest code (version 40) holds 2953 bytes of text (4296 characters if only 0–9, A–Z, space and $%*+-./:, 7089 if only digits); this text is 2954 bytes in UTF-8. Shorten the text (or link to it with a URL).',
    );
    expect((await runOk<Out>(tool, { text: 'a'.repeat(2953), errorCorrectionLevel: 'L' })).version).toBe(40);
    expect(await runError(tool, { text: '中'.repeat(800) }, 'INVALID_INPUT')).toBe(
      'The text does not fit in a QR code at error correction level M: the largest code (version 40) holds 2331 bytes of text (3391 characters if only 0–9, A–Z, space and $%*+-./:, 5596 if only digits); this text is 2400 bytes in UTF-8. Use level L (up to 2953 bytes) or shorten the text.',
    );
  });

  it('rejects empty text and bad options with exact codes', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: 'x', errorCorrectionLevel: 'X' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'x', margin: 17 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'x', scale: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'x', dark: 'black' }, 'INVALID_INPUT');
    await runError(tool, { text: '1'.repeat(7090) }, 'CONSTRAINT_VIOLATION');
  });
});
