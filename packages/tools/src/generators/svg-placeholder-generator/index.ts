import { bytesToBase64, defineTool, failure, success, utf8Encode, withWarnings } from '@ctp/core';
import { forEachGrapheme } from '../../_shared/grapheme-scan.js';
import { contrastRatio, hexRgb, relativeLuminance } from '../../_shared/wcag.js';
import definition from './definition.js';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
// XML 1.0 forbids C0 controls other than tab and line breaks, and noncharacters FFFE/FFFF
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// east Asian wide characters and emoji take about a full em; most others about 0.6 em
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\p{Extended_Pictographic}]/u;

/** #rgb[a] / #rrggbb[aa] → #rrggbb and an opacity (1 when opaque). */
function splitColor(color: string): { hex: string; opacity: number } {
  let hex = color.slice(1).toLowerCase();
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  const opacity = hex.length === 8 ? Math.round((parseInt(hex.slice(6), 16) / 255) * 1000) / 1000 : 1;
  return { hex: `#${hex.slice(0, 6)}`, opacity };
}
const paint = (attribute: string, color: string) => {
  const { hex, opacity } = splitColor(color);
  return opacity === 1 ? `${attribute}="${hex}"` : `${attribute}="${hex}" ${attribute}-opacity="${opacity}"`;
};

/** Estimated width of a line in em, counting grapheme clusters. */
function emWidth(line: string): number {
  let em = 0;
  forEachGrapheme(line, (start, end) => {
    em += WIDE.test(line.slice(start, end)) ? 1 : 0.6;
  });
  return em;
}

/**
 * Percent-encodes for a data: URL, keeping characters that are safe there readable. Attributes switch
 * to single quotes (shorter, and no raw " in CSS url("…")): no attribute value holds a quote, and the label's are escaped.
 */
const encodeDataUrl = (svg: string) =>
  encodeURIComponent(svg.replaceAll('"', "'")).replace(/%(2F|3A|3D|2C|3B|40|24|2B|27)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export default defineTool(definition, (params) => {
  const width = params.width;
  const height = params.height;
  const text = params.showText ? (params.text ?? `${width}×${height}`).replace(/\r\n?/g, '\n') : '';
  const bad = FORBIDDEN.exec(text);
  if (bad) return failure('INVALID_INPUT', `The label contains the control character U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}, which XML (and so SVG) cannot hold; remove it`);
  const lines = text.split('\n');
  const warnings: string[] = [];
  let body = `<rect width="100%" height="100%" ${paint('fill', params.background)}/>`;
  let fontSize = 0;
  if (text.trim() !== '') {
    const widest = Math.max(...lines.map(emWidth));
    const fitted = Math.min((0.8 * width) / Math.max(widest, 0.6), (0.5 * height) / (1.2 * lines.length), Math.min(width, height) / 6);
    fontSize = params.fontSize ?? Math.max(1, Math.floor(fitted));
    if (params.fontSize !== undefined && fontSize > fitted * 1.5) warnings.push(`At ${fontSize}px the label is likely wider or taller than the image; about ${Math.max(1, Math.floor(fitted))}px fits.`);
    const content =
      lines.length === 1
        ? escapeXml(text)
        : lines.map((line, i) => `<tspan x="${width / 2}" dy="${i === 0 ? `${(-(lines.length - 1) * 1.2) / 2}em` : '1.2em'}">${escapeXml(line)}</tspan>`).join('');
    body += `<text x="${width / 2}" y="${height / 2}" ${paint('fill', params.textColor)} font-family="${params.fontFamily}" font-size="${fontSize}"${params.bold ? ' font-weight="bold"' : ''} text-anchor="middle" dominant-baseline="central">${content}</text>`;
    const luminance = (color: string) => relativeLuminance(hexRgb(splitColor(color).hex));
    const ratio = contrastRatio(luminance(params.background), luminance(params.textColor));
    if (ratio < 3) warnings.push(`The label has low contrast with the background (${(Math.floor(ratio * 100) / 100).toFixed(2)}:1); 3:1 or more keeps it legible.`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  const bytes = utf8Encode(svg);
  return withWarnings(
    success({
      svg,
      dataUrl: `data:image/svg+xml;base64,${bytesToBase64(bytes)}`,
      dataUrlEncoded: `data:image/svg+xml,${encodeDataUrl(svg)}`,
      width,
      height,
      text,
      fontSize,
      bytes: bytes.length,
    }),
    warnings,
  );
});
