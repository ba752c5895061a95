import { defineTool, failure, success } from '@ctp/core';
import bwipjs from 'bwip-js/generic';
import definition from './definition.js';

const LINEAR_2D = new Set(['datamatrix', 'gs1datamatrix', 'pdf417', 'azteccode', 'maxicode', 'qrcode']);

/** BWIPP wants RRGGBB without '#'; an alpha of 00 means no background. */
function bwipColor(color: string): string | undefined {
  const hex = color.replace('#', '');
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  if (full.length === 8 && full.slice(6) === '00') return undefined;
  return full.slice(0, 6);
}

export default defineTool(definition, (params) => {
  const twoD = LINEAR_2D.has(params.type);
  const background = bwipColor(params.background);
  let svg: string;
  try {
    svg = bwipjs.toSVG({
      bcid: params.type,
      text: params.text,
      scale: params.scale,
      ...(twoD ? {} : { height: params.height, includetext: params.includeText, textxalign: 'center' }),
      rotate: params.rotate,
      barcolor: bwipColor(params.color) ?? '000000',
      ...(background ? { backgroundcolor: background } : {}),
      ...(params.type === 'isbn' || params.type === 'ean13' || params.type === 'upca' ? { guardwhitespace: false } : {}),
    });
  } catch (error) {
    // BWIPP errors look like "bwipp.ean13badLength#6878: EAN-13 must be 12 or 13 digits"
    const message = String((error as Error).message ?? error).replace(/^bwipp\.[A-Za-z0-9]+#\d+:\s*/, '').replace(/^bwip-js:\s*/, '');
    return failure('INVALID_INPUT', `Cannot make a ${params.type} barcode from this data: ${message}.`);
  }
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = Number(box?.[1] ?? 0);
  const height = Number(box?.[2] ?? 0);
  // an explicit size, so a downloaded file opens at its natural size
  const sized = svg.trim().replace('<svg viewBox', `<svg width="${width}" height="${height}" viewBox`);
  return success({ svg: sized, width, height, type: params.type });
});
