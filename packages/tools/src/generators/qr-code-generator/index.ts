import { bytesToBase64, defineTool, failure, success, utf8Encode, utf8Length, withWarnings } from '@ctp/core';
import QRCode from 'qrcode';
import { contrastRatio, hexRgb, relativeLuminance } from '../../_shared/wcag.js';
import definition from './definition.js';

type Level = 'L' | 'M' | 'Q' | 'H';
/** Version-40 capacity per level: bytes, alphanumeric characters, digits (ISO/IEC 18004 table 7). */
const CAPACITY: Record<Level, [number, number, number]> = {
  L: [2953, 4296, 7089],
  M: [2331, 3391, 5596],
  Q: [1663, 2420, 3993],
  H: [1273, 1852, 3057],
};

const isTransparent = (color: string) => (color.length === 5 && color[4] === '0') || (color.length === 9 && color.slice(7) === '00');

export default defineTool(definition, async (params) => {
  const text = params.text;
  const level = params.errorCorrectionLevel;
  const margin = params.margin;
  const scale = params.scale;
  const dark = params.dark;
  const light = params.light;

  let qr: QRCode.QRCode;
  try {
    qr = QRCode.create(text, { errorCorrectionLevel: level });
  } catch (e) {
    if (!/too big/.test(String(e))) throw e;
    const [bytes, alnum, digits] = CAPACITY[level];
    const hint = level === 'L' ? 'Shorten the text (or link to it with a URL).' : `Use level L (up to ${CAPACITY.L[0]} bytes) or shorten the text.`;
    return failure(
      'INVALID_INPUT',
      `The text does not fit in a QR code at error correction level ${level}: the largest code (version 40) holds ${bytes} bytes of text (${alnum} characters if only 0–9, A–Z, space and $%*+-./:, ${digits} if only digits); this text is ${utf8Length(text)} bytes in UTF-8. ${hint}`,
    );
  }
  const size = qr.modules.size;
  const width = (size + 2 * margin) * scale;
  const markup = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: level, margin, width, color: { dark, light } });
  const matrix: string[] = [];
  for (let row = 0; row < size; row++) {
    let line = '';
    for (let col = 0; col < size; col++) line += qr.modules.get(row, col) ? '1' : '0';
    matrix.push(line);
  }
  const clean = markup.trimEnd();
  const warnings: string[] = [];
  if (!isTransparent(light)) {
    const [ld, ll] = [relativeLuminance(hexRgb(dark)), relativeLuminance(hexRgb(light))];
    if (ld > ll) warnings.push('The dark colour is lighter than the background: many scanners cannot read inverted QR codes.');
    else if (contrastRatio(ll, ld) < 4) warnings.push(`The contrast between ${dark} and ${light} is low (${contrastRatio(ll, ld).toFixed(2)}:1); some scanners need at least 4:1.`);
  }
  if (margin < 4) warnings.push(`A margin of ${margin} modules is below the standard quiet zone of 4; leave space around the code if it is placed on a busy background.`);
  return withWarnings(
    success({
      svg: clean,
      dataUrl: `data:image/svg+xml;base64,${bytesToBase64(utf8Encode(clean))}`,
      version: qr.version,
      modules: size,
      width,
      errorCorrectionLevel: level,
      maskPattern: qr.maskPattern,
      matrix,
    }),
    warnings,
  );
});
