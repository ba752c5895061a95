import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out { svg: string; dataUrl: string; dataUrlEncoded: string; width: number; height: number; text: string; fontSize: number; bytes: number }
const make = (input: Record<string, unknown>) => runOk<Out>(tool, input);
/** What an XML parser reads back as the label (a second implementation of XML unescaping). */
function labelOf(svg: string): string {
  expect(XMLValidator.validate(svg)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false, trimValues: false, parseTagValue: false }).parse(svg);
  const text = doc.svg.text;
  return typeof text === 'string' ? text : text['#text'] ?? (Array.isArray(text.tspan) ? text.tspan.map((t: { '#text': string }) => t['#text']).join('\n') : text.tspan['#text']);
}

describe('svg-placeholder-generator', () => {
  itReproducesItsExample(tool);

  it('defaults to a 600×400 image labelled with its size', async () => {
    const out = await make({});
    expect(out).toMatchObject({ width: 600, height: 400, text: '600×400', fontSize: 66 });
    expect(out.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="100%" height="100%" fill="#cccccc"/><text x="300" y="200" fill="#555555" font-family="sans-serif" font-size="66" font-weight="bold" text-anchor="middle" dominant-baseline="central">600×400</text></svg>',
    );
    expect(labelOf(out.svg)).toBe('600×400');
  });

  it('escapes the label for XML so any text round-trips through a parser', async () => {
    for (const text of ['<script>alert("x")</script>', `Tom & Jerry's "show"`, ']]> <!-- &amp; -->', UNICODE_SAMPLE]) {
      const out = await make({ text });
      expect(labelOf(out.svg)).toBe(text);
      expect(out.svg).not.toContain('<script');
    }
    expect((await make({ text: 'a<b&c' })).svg).toContain('>a&lt;b&amp;c</text>');
  });

  it('encodes both data URLs so they decode to the SVG (differential with Buffer and decodeURIComponent)', async () => {
    const out = await make({ text: 'Café #1 100% "ok"', background: '#000', textColor: '#fff' });
    expect(Buffer.from(out.dataUrl.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')).toBe(out.svg);
    const encoded = out.dataUrlEncoded.slice('data:image/svg+xml,'.length);
    expect(decodeURIComponent(encoded)).toBe(out.svg.replaceAll('"', "'"));
    expect(encoded).not.toMatch(/[#"<> ]/);
    expect(encoded).toContain('%23000000');
    expect(encoded).toContain('Caf%C3%A9%20%231%20100%25%20%26quot;ok%26quot;');
    expect(out.bytes).toBe(Buffer.byteLength(out.svg));
  });

  it('draws several lines centred around the middle', async () => {
    const out = await make({ width: 400, height: 300, text: 'Hero\r\nimage\nhere' });
    expect(out.svg).toContain('<tspan x="200" dy="-1.2em">Hero</tspan><tspan x="200" dy="1.2em">image</tspan><tspan x="200" dy="1.2em">here</tspan>');
    expect(labelOf(out.svg)).toBe('Hero\nimage\nhere');
    expect(out.fontSize).toBe(41); // 0.5 × 300 / (1.2 × 3)
  });

  it('sizes the font from the widest line, counting wide characters as 1 em', async () => {
    expect((await make({ width: 1000, height: 1000, text: 'x'.repeat(20) })).fontSize).toBe(66); // 800 / 12
    expect((await make({ width: 1000, height: 1000, text: '中'.repeat(20) })).fontSize).toBe(40); // 800 / 20
    expect((await make({ width: 100, height: 100, text: UNICODE_SAMPLE })).fontSize).toBe(16); // min(80 / 2.6, 41, 16.6)
    expect((await make({ width: 1, height: 1 })).fontSize).toBe(1);
  });

  it('writes alpha as an opacity and honours the options', async () => {
    const out = await make({ width: 10, height: 10, background: '#ff000080', textColor: '#0008', fontSize: 3, fontFamily: 'monospace', bold: false, text: 'x' });
    expect(out.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect width="100%" height="100%" fill="#ff0000" fill-opacity="0.502"/><text x="5" y="5" fill="#000000" fill-opacity="0.533" font-family="monospace" font-size="3" text-anchor="middle" dominant-baseline="central">x</text></svg>',
    );
    const plain = await make({ width: 20, height: 20, showText: false, text: 'ignored' });
    expect(plain).toMatchObject({ text: '', fontSize: 0 });
    expect(plain.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><rect width="100%" height="100%" fill="#cccccc"/></svg>');
  });

  it('warns about low contrast and an oversized fixed font', async () => {
    const warnings = async (input: Record<string, unknown>) => (await runTool(tool, input)).metadata?.warnings;
    expect(await warnings({})).toBeUndefined();
    expect(await warnings({ background: '#cccccc', textColor: '#aaaaaa' })).toEqual(['The label has low contrast with the background (1.44:1); 3:1 or more keeps it legible.']);
    expect(await warnings({ width: 100, height: 50, fontSize: 40 })).toEqual(['At 40px the label is likely wider or taller than the image; about 8px fits.']);
  });

  it('handles the largest sizes and label', async () => {
    const text = largestInput(tool, 'text', 'W');
    const out = await make({ width: 4000, height: 4000, text });
    expect(labelOf(out.svg)).toBe(text);
    expect(out.fontSize).toBe(26); // 3200 / 120
  });

  it('rejects bad input', async () => {
    expect(await runError(tool, { text: 'a\u0007b' }, 'INVALID_INPUT')).toBe('The label contains the control character U+0007, which XML (and so SVG) cannot hold; remove it');
    await runError(tool, { width: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { height: 4001 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { background: 'red' }, 'INVALID_INPUT');
    await runError(tool, { fontFamily: 'Comic Sans"' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'x'.repeat(201) }, 'CONSTRAINT_VIOLATION');
  });
});
