import { defineTool, failure, parseFileValue, success } from '@ctp/core';
import definition from './definition.js';

const PAPERS: Array<[string, number, number]> = [
  ['A0', 841, 1189], ['A1', 594, 841], ['A2', 420, 594], ['A3', 297, 420], ['A4', 210, 297], ['A5', 148, 210], ['A6', 105, 148],
  ['B4', 250, 353], ['B5', 176, 250], ['Letter', 215.9, 279.4], ['Legal', 215.9, 355.6], ['Tabloid', 279.4, 431.8], ['Executive', 184.15, 266.7],
];

function paper(w: number, h: number): string | null {
  for (const [name, pw, ph] of PAPERS) {
    if (Math.abs(w - pw) <= 2 && Math.abs(h - ph) <= 2) return `${name} portrait`;
    if (Math.abs(w - ph) <= 2 && Math.abs(h - pw) <= 2) return `${name} landscape`;
  }
  return null;
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

export default defineTool(definition, async (params) => {
  const file = parseFileValue(params.file);
  if ('error' in file) return failure('INVALID_INPUT', `The PDF ${file.error}.`);
  const bytes = file.bytes();
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  const version = /%PDF-(\d\.\d)/.exec(head)?.[1] ?? null;
  if (version === null && head.indexOf('%PDF-') < 0) return failure('INVALID_INPUT', 'This is not a PDF: it has no "%PDF-" header.');
  const { PDFDocument } = await import('pdf-lib');
  let doc;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    return failure('INVALID_INPUT', `The PDF cannot be read: ${(error as Error).message}.`);
  }
  const text = (v: string | undefined) => (v && v.trim() !== '' ? v : null);
  const date = (d: Date | undefined) => (d && !Number.isNaN(d.getTime()) ? d.toISOString() : null);
  let formFields = 0;
  try {
    formFields = doc.getForm().getFields().length;
  } catch {
    formFields = 0;
  }
  let all;
  try {
    all = doc.getPages();
  } catch (error) {
    return failure('INVALID_INPUT', `The PDF cannot be read: its page tree is missing or damaged (${(error as Error).message}).`);
  }
  const pages = all.slice(0, 1000).map((p, i) => {
    const { width, height } = p.getSize();
    const rotation = ((p.getRotation().angle % 360) + 360) % 360;
    const [w, h] = rotation === 90 || rotation === 270 ? [height, width] : [width, height];
    const wm = (w * 25.4) / 72;
    const hm = (h * 25.4) / 72;
    return { page: i + 1, widthPt: round(w), heightPt: round(h), widthMm: round(wm, 1), heightMm: round(hm, 1), paper: paper(wm, hm), rotation };
  });
  return success({
    pageCount: doc.getPageCount(),
    version,
    encrypted: doc.isEncrypted,
    metadata: {
      title: text(doc.getTitle()),
      author: text(doc.getAuthor()),
      subject: text(doc.getSubject()),
      keywords: text(doc.getKeywords()),
      creator: text(doc.getCreator()),
      producer: text(doc.getProducer()),
      created: date(doc.getCreationDate()),
      modified: date(doc.getModificationDate()),
    },
    formFields,
    pages,
    fileSize: bytes.length,
  });
});
