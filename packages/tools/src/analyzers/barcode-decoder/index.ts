import { defineTool, failure, success } from '@ctp/core';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource, type Result } from '@zxing/library';
import type { RgbaImage } from '../../_shared/image-codec.js';
import { loadImage } from '../../_shared/image-tool.js';
import definition from './definition.js';

const SCAN_PIXELS = 4_000_000;
const FAMILIES: Record<'retail' | 'linear' | 'matrix', BarcodeFormat[]> = {
  retail: [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E],
  linear: [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.CODE_128, BarcodeFormat.CODE_39, BarcodeFormat.CODE_93, BarcodeFormat.CODABAR, BarcodeFormat.ITF, BarcodeFormat.RSS_14, BarcodeFormat.RSS_EXPANDED],
  matrix: [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX, BarcodeFormat.AZTEC, BarcodeFormat.PDF_417],
};

/** Luminance over white (transparent pixels count as background), with a white quiet zone around. */
function luminance(image: RgbaImage, pad: number): { data: Uint8ClampedArray; width: number; height: number } {
  const width = image.width + 2 * pad;
  const height = image.height + 2 * pad;
  const data = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const a = image.data[i + 3]! / 255;
      const l = (image.data[i]! * 299 + image.data[i + 1]! * 587 + image.data[i + 2]! * 114) / 1000;
      data[(y + pad) * width + x + pad] = l * a + 255 * (1 - a);
    }
  }
  return { data, width, height };
}

/** A white margin wide enough for the quiet zone linear codes need (EAN/UPC: 9–11 modules). */
function quietZone(image: RgbaImage): number {
  return Math.max(32, Math.round(Math.max(image.width, image.height) * 0.1));
}

function scan(image: RgbaImage, reader: MultiFormatReader): Result | undefined {
  const pad = quietZone(image);
  const { data, width, height } = luminance(image, pad);
  try {
    return reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(data, width, height))));
  } catch {
    return undefined;
  }
}

export default defineTool(definition, async (params) => {
  const loaded = await loadImage(params.image);
  if (!loaded.ok) return loaded.result;
  const ops = await import('../../_shared/image-ops.js');
  let image = loaded.image;
  let factor = 1;
  if (image.width * image.height > SCAN_PIXELS) {
    factor = Math.sqrt((image.width * image.height) / SCAN_PIXELS);
    image = ops.resample(image, Math.max(1, Math.round(image.width / factor)), Math.max(1, Math.round(image.height / factor)), 'bilinear');
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  if (params.formats !== 'all') hints.set(DecodeHintType.POSSIBLE_FORMATS, FAMILIES[params.formats]);
  reader.setHints(hints);
  let rotated = false;
  let result = scan(image, reader);
  if (!result) {
    result = scan(ops.rotate(image, 90, [255, 255, 255, 255]), reader);
    rotated = result !== undefined;
  }
  if (!result) return failure('INVALID_INPUT', `No barcode was found in the ${loaded.image.width}×${loaded.image.height} image. Make sure the whole code with its quiet zone is visible, in focus and not too small; crop to the code if the picture is busy.`);
  const pad = quietZone(image);
  const points = result.getResultPoints().map((p) => {
    const x = p.getX() - pad;
    const y = p.getY() - pad;
    // undo the 90° turn (clockwise: x' = h - 1 - y, y' = x) and the scaling
    const [ox, oy] = rotated ? [y, image.height - 1 - x] : [x, y];
    return `${Math.round(ox * factor)},${Math.round(oy * factor)}`;
  });
  return success({ text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()] ?? String(result.getBarcodeFormat()), rotated, points });
});
