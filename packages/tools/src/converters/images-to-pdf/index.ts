import { defineTool, failure, parseFileValue, success } from '@ctp/core';
import { readImageHeader } from '../../_shared/image-header.js';
import { savePdf } from '../../_shared/pdf-tool.js';
import definition from './definition.js';

const MM = 72 / 25.4;
const SIZES = { a4: [595.28, 841.89], letter: [612, 792] } as const;

export default defineTool(definition, async (params) => {
  const images = [params.image1, params.image2, params.image3, params.image4, params.image5, params.image6];
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  if (params.title) doc.setTitle(params.title);
  const pages: { image: number; format: string; widthPx: number; heightPx: number; embedded: 'as is' | 'converted to PNG' }[] = [];
  for (const [i, value] of images.entries()) {
    if (!value) continue;
    const file = parseFileValue(value);
    if ('error' in file) return failure('INVALID_INPUT', `Image ${i + 1} ${file.error}.`);
    const bytes = file.bytes();
    const header = readImageHeader(bytes);
    if (typeof header === 'string') return failure('INVALID_INPUT', `Image ${i + 1} cannot be read: ${header}.`);
    let embedded;
    let how: 'as is' | 'converted to PNG' = 'as is';
    try {
      if (header.format === 'jpeg' && header.colorType !== 'CMYK') embedded = await doc.embedJpg(bytes);
      else if (header.format === 'png' && header.bitDepth !== 16 && !header.interlaced) embedded = await doc.embedPng(bytes);
      else {
        const { loadImage, finishImage } = await import('../../_shared/image-tool.js');
        const loaded = await loadImage(value);
        if (!loaded.ok) return loaded.result;
        const png = await finishImage(loaded.image, 'png');
        embedded = await doc.embedPng(Uint8Array.from(atob(png.image), (c) => c.charCodeAt(0)));
        how = 'converted to PNG';
      }
    } catch (error) {
      return failure('INVALID_INPUT', `Image ${i + 1} (${header.format.toUpperCase()}) cannot be embedded: ${(error as Error).message}.`);
    }
    const w = embedded.width;
    const h = embedded.height;
    let pageW = w;
    let pageH = h;
    if (params.pageSize !== 'fit') {
      const [a, b] = SIZES[params.pageSize];
      const landscape = params.orientation === 'landscape' || (params.orientation === 'auto' && w > h);
      [pageW, pageH] = landscape ? [b, a] : [a, b];
    }
    const margin = params.pageSize === 'fit' ? 0 : params.margin * MM;
    const scale = params.pageSize === 'fit' ? 1 : Math.min((pageW - 2 * margin) / w, (pageH - 2 * margin) / h, 1e9);
    const page = doc.addPage([pageW, pageH]);
    page.drawImage(embedded, { x: (pageW - w * scale) / 2, y: (pageH - h * scale) / 2, width: w * scale, height: h * scale });
    pages.push({ image: i + 1, format: header.format, widthPx: w, heightPx: h, embedded: how });
  }
  const saved = await savePdf(doc);
  return success({ pdf: saved.base64, pageCount: pages.length, size: saved.size, pages });
});
