import { defineTool, failure, success } from '@ctp/core';
import { loadPdf, parsePageRanges, savePdf } from '../../_shared/pdf-tool.js';
import definition from './definition.js';

const MAX_PAGES = 5000;

/** "1-3, 5" from zero-based indices. */
function describe(indices: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < indices.length; ) {
    let j = i;
    while (j + 1 < indices.length && indices[j + 1] === indices[j]! + 1) j++;
    out.push(i === j ? `${indices[i]! + 1}` : `${indices[i]! + 1}-${indices[j]! + 1}`);
    i = j + 1;
  }
  return out.join(', ');
}

export default defineTool(definition, async (params) => {
  const files = [params.file1, params.file2, params.file3, params.file4, params.file5, params.file6];
  const ranges = (params.pages ?? '').split(/\r?\n/);
  const { PDFDocument } = await import('pdf-lib');
  const out = await PDFDocument.create();
  const parts: { file: number; pages: string; count: number }[] = [];
  for (const [i, value] of files.entries()) {
    if (!value) continue;
    const loaded = await loadPdf(value, `PDF ${i + 1}`);
    if (!loaded.ok) return loaded.result;
    const count = loaded.doc.getPageCount();
    let indices = Array.from({ length: count }, (_, k) => k);
    const wanted = ranges[i]?.trim();
    if (wanted) {
      const parsed = parsePageRanges(wanted, count);
      if (!parsed.ok) return failure('INVALID_INPUT', `Pages of PDF ${i + 1}: ${parsed.message}.`);
      indices = parsed.groups.flat();
    }
    if (out.getPageCount() + indices.length > MAX_PAGES) return failure('CONSTRAINT_VIOLATION', `The merged PDF would have more than ${MAX_PAGES} pages.`);
    const copied = await out.copyPages(loaded.doc, indices);
    for (const page of copied) out.addPage(page);
    parts.push({ file: i + 1, pages: describe(indices), count: indices.length });
  }
  if (parts.length < 2 && !(params.pages ?? '').trim()) return failure('INVALID_INPUT', 'Give at least two PDFs to merge (or one with a page selection to extract pages).');
  const saved = await savePdf(out);
  return success({ pdf: saved.base64, pageCount: out.getPageCount(), size: saved.size, parts });
});
