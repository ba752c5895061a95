import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { labelledPdf, pdfUrl } from '../../_test/pdfs.js';

type Out = { pdf: string; pageCount: number; size: number; parts: { file: number; pages: string; count: number }[] };
/** Page texts read by pdf.js (unpdf): an independent reader of the merged file. */
async function texts(base64: string): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  return (await extractText(doc, { mergePages: false })).text as string[];
}

describe('pdf-merger', () => {
  itReproducesItsExample(tool);

  it('merges in order and pdf.js reads every page', async () => {
    const out = await runOk<Out>(tool, { file1: pdfUrl(await labelledPdf(2, 'A')), file2: pdfUrl(await labelledPdf(1, 'B')), file3: pdfUrl(await labelledPdf(3, 'C')) });
    expect(out.pageCount).toBe(6);
    expect(await texts(out.pdf)).toEqual(['A page 1', 'A page 2', 'B page 1', 'C page 1', 'C page 2', 'C page 3']);
  });

  it('takes page selections per file', async () => {
    const out = await runOk<Out>(tool, { file1: pdfUrl(await labelledPdf(5, 'A')), file2: pdfUrl(await labelledPdf(4, 'B')), pages: '4-, 1\n-2' });
    expect(out.parts).toEqual([{ file: 1, pages: '4-5, 1', count: 3 }, { file: 2, pages: '1-2', count: 2 }]);
    expect(await texts(out.pdf)).toEqual(['A page 4', 'A page 5', 'A page 1', 'B page 1', 'B page 2']);
  });

  it('handles a large document', async () => {
    const out = await runOk<Out>(tool, { file1: pdfUrl(await labelledPdf(120, 'A')), file2: pdfUrl(await labelledPdf(120, 'B')) });
    expect(out.pageCount).toBe(240);
  });

  it('rejects single files, bad ranges and non-PDFs', async () => {
    expect(await runError(tool, { file1: pdfUrl(await labelledPdf(1, 'A')) }, 'INVALID_INPUT')).toMatch(/at least two/);
    expect(await runError(tool, { file1: pdfUrl(await labelledPdf(2, 'A')), file2: pdfUrl(await labelledPdf(1, 'B')), pages: '3' }, 'INVALID_INPUT')).toMatch(/PDF 1.*past the last page/);
    expect(await runError(tool, { file1: pdfUrl(await labelledPdf(1, 'A')), file2: 'data:application/pdf;base64,SGVsbG8=' }, 'INVALID_INPUT')).toMatch(/PDF 2 is not a PDF/);
  });
});

describe('pdf-merger damaged input', () => {
  it('reports a PDF without a page tree', async () => {
    expect(await runError(tool, { file1: pdfUrl(Buffer.from('%PDF-1.7\n garbage')), file2: pdfUrl(await labelledPdf(1, 'B')) }, 'INVALID_INPUT')).toMatch(/PDF 1 cannot be read/);
  });
});
