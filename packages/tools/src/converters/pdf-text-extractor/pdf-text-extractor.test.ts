import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool } from '../../_test/harness.js';
import { labelledPdf, pdfUrl } from '../../_test/pdfs.js';

type Out = { text: string; pages: { page: number; text: string }[]; pageCount: number };

describe('pdf-text-extractor', () => {
  itReproducesItsExample(tool);

  it('returns the text pdf-lib drew, with lines and Latin-1 accents', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const page = doc.addPage([400, 300]);
    page.drawText('Première ligne', { x: 20, y: 250, font, size: 12 });
    page.drawText('Second line: 42 €', { x: 20, y: 220, font, size: 12 });
    const out = await runOk<Out>(tool, { file: pdfUrl(await doc.save()) });
    expect(out.text).toBe('Première ligne\nSecond line: 42 €');
  });

  it('extracts page ranges and marks pages', async () => {
    const file = pdfUrl(await labelledPdf(5, 'Doc'));
    const out = await runOk<Out>(tool, { file, pages: '4-, 2', pageSeparator: true });
    expect(out.text).toBe('--- page 4 ---\nDoc page 4\n\n--- page 5 ---\nDoc page 5\n\n--- page 2 ---\nDoc page 2');
    expect(out.pageCount).toBe(5);
  });

  it('warns about scanned PDFs and handles a large one', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    const scanned = await runTool(tool, { file: pdfUrl(await blank.save()) });
    expect(scanned.metadata?.warnings?.[0]).toMatch(/scanned/);
    const big = await runOk<Out>(tool, { file: pdfUrl(await labelledPdf(80, 'L')) });
    expect(big.pages[79]?.text).toBe('L page 80');
  });

  it('rejects non-PDFs and bad ranges', async () => {
    expect(await runError(tool, { file: 'data:application/pdf;base64,SGVsbG8=' }, 'INVALID_INPUT')).toMatch(/not a PDF/);
    expect(await runError(tool, { file: pdfUrl(await labelledPdf(2, 'x')), pages: '3' }, 'INVALID_INPUT')).toMatch(/past the last page/);
    expect(await runError(tool, { file: pdfUrl(Buffer.from('%PDF-1.4\nnothing here')) }, 'INVALID_INPUT')).toMatch(/cannot be read/);
  });
});
