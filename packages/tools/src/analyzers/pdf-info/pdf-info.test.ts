import { describe, expect, it } from 'vitest';
import { PDFDocument, degrees, PageSizes } from 'pdf-lib';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { labelledPdf, pdfUrl } from '../../_test/pdfs.js';

type Out = { pageCount: number; version: string; metadata: Record<string, string | null>; formFields: number; pages: { paper: string | null; rotation: number; widthMm: number }[] };

describe('pdf-info', () => {
  itReproducesItsExample(tool);

  it('reports paper sizes, rotation, metadata and form fields written by pdf-lib', async () => {
    const doc = await PDFDocument.create();
    doc.addPage(PageSizes.A4);
    doc.addPage(PageSizes.Letter).setRotation(degrees(90));
    const form = doc.getForm();
    form.createTextField('name').addToPage(doc.getPage(0), { x: 50, y: 50 });
    doc.setTitle('Quarterly report');
    doc.setAuthor('Jane Doe');
    doc.setKeywords(['finance', 'q3']);
    doc.setCreationDate(new Date('2024-02-03T04:05:06Z'));
    const out = await runOk<Out>(tool, { file: pdfUrl(await doc.save()) });
    expect(out.pageCount).toBe(2);
    expect(out.pages.map((p) => [p.paper, p.rotation])).toEqual([['A4 portrait', 0], ['Letter landscape', 90]]);
    expect(out.metadata).toMatchObject({ title: 'Quarterly report', author: 'Jane Doe', keywords: 'finance q3', created: '2024-02-03T04:05:06.000Z' });
    expect(out.formFields).toBe(1);
  });

  it('handles a large document', async () => {
    const out = await runOk<Out>(tool, { file: pdfUrl(await labelledPdf(200, 'L', PageSizes.A5 as [number, number])) });
    expect(out.pageCount).toBe(200);
    expect(out.pages[199]?.paper).toBe('A5 portrait');
  });

  it('rejects non-PDFs and damaged PDFs', async () => {
    expect(await runError(tool, { file: 'data:application/pdf;base64,SGVsbG8=' }, 'INVALID_INPUT')).toMatch(/not a PDF/);
    expect(await runError(tool, { file: pdfUrl(Buffer.from('%PDF-1.7\n garbage')) }, 'INVALID_INPUT')).toMatch(/cannot be read/);
  });
});
