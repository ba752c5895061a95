/**
 * What the PDF tools share (pdf-lib, pure JavaScript): loading a `file` parameter with clear
 * errors for damaged or encrypted files, page-range parsing ("1-3, 5, 8-"), and saving with fixed
 * metadata dates so the same input gives the same file (reproducible examples, no time leak).
 */
import { bytesToBase64, failure, parseFileValue, type ToolResult } from '@ctp/core';
import type { PDFDocument } from 'pdf-lib';
import { defineParameter } from './byte-io.js';

export const MAX_PDF_BYTES = 52_428_800;

export function pdfParameter<const N extends string, const R extends boolean>(name: N, label: string, description: string, required: R) {
  return defineParameter({ name, type: 'file', label, description, required, validation: { maxSize: MAX_PDF_BYTES, accept: ['application/pdf'] } });
}

export type LoadedPdf = { ok: true; doc: PDFDocument; bytes: Uint8Array } | { ok: false; result: ToolResult<never> };

export async function loadPdf(value: string, label = 'The PDF'): Promise<LoadedPdf> {
  const parsed = parseFileValue(value);
  if ('error' in parsed) return { ok: false, result: failure('INVALID_INPUT', `${label} ${parsed.error}.`) };
  const bytes = parsed.bytes();
  if (String.fromCharCode(...bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) return { ok: false, result: failure('INVALID_INPUT', `${label} is not a PDF: it has no "%PDF-" header.`) };
  const { PDFDocument } = await import('pdf-lib');
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    // pdf-lib parses leniently: a file without a usable page tree only fails when pages are read
    if (doc.getPages().length === 0) return { ok: false, result: failure('INVALID_INPUT', `${label} has no pages.`) };
    return { ok: true, doc, bytes };
  } catch (error) {
    const message = (error as Error).message;
    if (/encrypted/i.test(message)) return { ok: false, result: failure('INVALID_INPUT', `${label} is encrypted (password-protected); remove the protection first.`) };
    return { ok: false, result: failure('INVALID_INPUT', `${label} cannot be read: ${message}.`) };
  }
}

/** Zero-based page indices from "1-3, 5, 8-" (1-based, inclusive; "8-" to the end; "-2" from the start). */
export function parsePageRanges(text: string, pageCount: number): { ok: true; groups: number[][] } | { ok: false; message: string } {
  const groups: number[][] = [];
  for (const raw of text.split(/[,;]/).map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\d*)\s*(?:-\s*(\d*))?$/.exec(raw.toLowerCase().replace(/\s*(to|–|—)\s*/, '-').replace(/^last$/, String(pageCount)));
    if (!m || (m[1] === '' && m[2] === undefined)) return { ok: false, message: `"${raw}" is not a page or range (write 3, 1-5, 8- or -2)` };
    const from = m[1] === '' ? 1 : Number(m[1]);
    const to = m[2] === undefined ? from : m[2] === '' ? pageCount : Number(m[2]);
    if (from < 1 || to < 1) return { ok: false, message: `"${raw}": pages are numbered from 1` };
    if (from > pageCount || to > pageCount) return { ok: false, message: `"${raw}" goes past the last page (the PDF has ${pageCount} page${pageCount === 1 ? '' : 's'})` };
    if (from > to) return { ok: false, message: `"${raw}" runs backwards; write ${to}-${from}` };
    groups.push(Array.from({ length: to - from + 1 }, (_, i) => from - 1 + i));
  }
  if (groups.length === 0) return { ok: false, message: 'no pages were given' };
  return { ok: true, groups };
}

const FIXED_DATE = new Date(Date.UTC(2000, 0, 1));

/** Saves with fixed dates and producer; returns Base64 and size. */
export async function savePdf(doc: PDFDocument): Promise<{ base64: string; size: number }> {
  doc.setProducer('ctp (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const bytes = await doc.save({ useObjectStreams: true });
  return { base64: bytesToBase64(bytes), size: bytes.length };
}
