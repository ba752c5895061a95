import { defineTool, failure, parseFileValue, success, withWarnings } from '@ctp/core';
import { parsePageRanges } from '../../_shared/pdf-tool.js';
import definition from './definition.js';

const MAX_PAGES = 2000;

type TextItem = { str?: string; hasEOL?: boolean };

export default defineTool(definition, async (params) => {
  const file = parseFileValue(params.file);
  if ('error' in file) return failure('INVALID_INPUT', `The PDF ${file.error}.`);
  const bytes = file.bytes();
  if (String.fromCharCode(...bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) return failure('INVALID_INPUT', 'This is not a PDF: it has no "%PDF-" header.');
  const { getDocumentProxy } = await import('unpdf');
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // no eval (font programs are not compiled: text extraction does not need them), no network
    doc = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, useSystemFonts: false, disableFontFace: true, stopAtErrors: false, verbosity: 0 });
  } catch (error) {
    const e = error as Error;
    if (e.name === 'PasswordException' || /password/i.test(e.message)) return failure('INVALID_INPUT', 'The PDF is password-protected: unlock it first.');
    return failure('INVALID_INPUT', `The PDF cannot be read: ${e.message}.`);
  }
  try {
    const count = doc.numPages;
    let wanted = Array.from({ length: count }, (_, i) => i);
    if (params.pages?.trim()) {
      const parsed = parsePageRanges(params.pages, count);
      if (!parsed.ok) return failure('INVALID_INPUT', `Pages: ${parsed.message}.`);
      wanted = parsed.groups.flat();
    }
    if (wanted.length > MAX_PAGES) return failure('CONSTRAINT_VIOLATION', `That is ${wanted.length} pages; extract at most ${MAX_PAGES} at a time (use the pages parameter).`);
    const pages: { page: number; text: string }[] = [];
    for (const index of wanted) {
      const page = await doc.getPage(index + 1);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string') continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push({ page: index + 1, text: text.replace(/[ \t]+\n/g, '\n').trim() });
    }
    const text = pages.map((p) => (params.pageSeparator ? `--- page ${p.page} ---\n${p.text}` : p.text)).join('\n\n');
    const warnings = pages.length > 0 && pages.every((p) => p.text === '') ? ['No text was found: the PDF is probably scanned (pages are images). Text in images needs OCR, which this tool does not do.'] : [];
    return withWarnings(success({ text, pages, pageCount: count, characterCount: [...text].length }), warnings);
  } finally {
    await doc.destroy();
  }
});
