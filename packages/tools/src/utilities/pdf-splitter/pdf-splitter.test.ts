import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { labelledPdf, pdfUrl } from '../../_test/pdfs.js';

type Out = { file: string; mediaType: string; sourcePages: number; parts: { name: string; pages: string; pageCount: number }[] };
async function texts(bytes: Uint8Array): Promise<string[]> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text as string[];
}

describe('pdf-splitter', () => {
  itReproducesItsExample(tool);

  it('extracts and removes pages (pdf.js reads the results)', async () => {
    const file = pdfUrl(await labelledPdf(6, 'A'));
    const extract = await runOk<Out>(tool, { file, pages: '5-, 2' });
    expect(await texts(Buffer.from(extract.file, 'base64'))).toEqual(['A page 5', 'A page 6', 'A page 2']);
    const removed = await runOk<Out>(tool, { file, mode: 'remove', pages: '1, 3-4' });
    expect(await texts(Buffer.from(removed.file, 'base64'))).toEqual(['A page 2', 'A page 5', 'A page 6']);
  });

  it('splits into a zip per range or per page', async () => {
    const file = pdfUrl(await labelledPdf(12, 'B'));
    const ranges = await runOk<Out>(tool, { file, mode: 'ranges', pages: '1-2, 10-' });
    expect(ranges.mediaType).toBe('application/zip');
    const zip = unzipSync(Buffer.from(ranges.file, 'base64'));
    expect(Object.keys(zip)).toEqual(['pages-01-02.pdf', 'pages-10-12.pdf']);
    expect(await texts(zip['pages-10-12.pdf']!)).toEqual(['B page 10', 'B page 11', 'B page 12']);
    const each = await runOk<Out>(tool, { file, mode: 'each' });
    expect(each.parts).toHaveLength(12);
    expect(each.parts[11]).toEqual({ name: 'pages-12.pdf', pages: '12', pageCount: 1 });
  });

  it('handles a large PDF', async () => {
    const out = await runOk<Out>(tool, { file: pdfUrl(await labelledPdf(150, 'C')), pages: '100-' });
    expect(out.parts[0]?.pageCount).toBe(51);
  });

  it('rejects bad ranges and empty results', async () => {
    const file = pdfUrl(await labelledPdf(3, 'A'));
    expect(await runError(tool, { file, pages: '2-9' }, 'INVALID_INPUT')).toMatch(/3 pages/);
    expect(await runError(tool, { file, pages: 'x' }, 'INVALID_INPUT')).toMatch(/not a page/);
    expect(await runError(tool, { file, pages: '3-1' }, 'INVALID_INPUT')).toMatch(/backwards/);
    expect(await runError(tool, { file, mode: 'remove', pages: '1-3' }, 'INVALID_INPUT')).toMatch(/empty PDF/);
    expect(await runError(tool, { file }, 'INVALID_INPUT')).toMatch(/which pages/);
  });
});
