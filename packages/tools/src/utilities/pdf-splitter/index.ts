import { bytesToBase64, defineTool, failure, success } from '@ctp/core';
import { zipSync } from 'fflate';
import type { PDFDocument } from 'pdf-lib';
import { loadPdf, parsePageRanges, savePdf } from '../../_shared/pdf-tool.js';
import definition from './definition.js';

const span = (indices: number[]) => (indices.length === 1 ? `${indices[0]! + 1}` : `${indices[0]! + 1}-${indices[indices.length - 1]! + 1}`);

async function subset(source: PDFDocument, indices: number[]): Promise<{ base64: string; size: number }> {
  const { PDFDocument: Doc } = await import('pdf-lib');
  const out = await Doc.create();
  for (const page of await out.copyPages(source, indices)) out.addPage(page);
  return savePdf(out);
}

export default defineTool(definition, async (params) => {
  const loaded = await loadPdf(params.file);
  if (!loaded.ok) return loaded.result;
  const count = loaded.doc.getPageCount();
  const pagesText = params.pages?.trim() || (params.mode === 'each' ? `1-${count}` : '');
  if (!pagesText) return failure('INVALID_INPUT', 'Say which pages, e.g. "1-3, 5, 8-".');
  const parsed = parsePageRanges(pagesText, count);
  if (!parsed.ok) return failure('INVALID_INPUT', `Pages: ${parsed.message}.`);
  const groups = parsed.groups;
  if (params.mode === 'extract' || params.mode === 'remove') {
    const chosen = new Set(groups.flat());
    const indices = params.mode === 'extract' ? groups.flat() : Array.from({ length: count }, (_, i) => i).filter((i) => !chosen.has(i));
    if (indices.length === 0) return failure('INVALID_INPUT', 'Removing these pages would leave an empty PDF.');
    const saved = await subset(loaded.doc, indices);
    return success({ file: saved.base64, mediaType: 'application/pdf', extension: 'pdf', size: saved.size, sourcePages: count, parts: [{ name: 'pages.pdf', pages: params.mode === 'extract' ? pagesText : `all but ${pagesText}`, pageCount: indices.length }] });
  }
  const pieces = params.mode === 'each' ? groups.flat().map((i) => [i]) : groups;
  if (pieces.length > 1000) return failure('CONSTRAINT_VIOLATION', `That makes ${pieces.length} files; the limit is 1000 per zip.`);
  const entries: Record<string, Uint8Array> = {};
  const parts: { name: string; pages: string; pageCount: number }[] = [];
  const width = String(count).length;
  for (const indices of pieces) {
    const saved = await subset(loaded.doc, indices);
    const name = `pages-${span(indices).split('-').map((n) => n.padStart(width, '0')).join('-')}.pdf`;
    if (entries[name]) continue; // the same range twice
    entries[name] = Uint8Array.from(atob(saved.base64), (c) => c.charCodeAt(0));
    parts.push({ name, pages: span(indices), pageCount: indices.length });
  }
  // PDFs are already compressed: store them (level 0) and keep a fixed date for reproducible zips
  const zip = zipSync(Object.fromEntries(Object.entries(entries).map(([n, b]) => [n, [b, { level: 0, mtime: new Date(2000, 0, 1) }]])));
  return success({ file: bytesToBase64(zip), mediaType: 'application/zip', extension: 'zip', size: zip.length, sourcePages: count, parts });
});
