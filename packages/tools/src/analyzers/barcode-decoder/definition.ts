import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'barcode-decoder',
  name: 'Barcode Reader (from Image)',
  description:
    'Read the barcode in a picture in the browser without uploading it: EAN-13, EAN-8, UPC-A, UPC-E, Code 128, Code 39, Code 93, Codabar, ITF, RSS/GS1 DataBar, QR, Data Matrix, Aztec and PDF417 (ZXing\'s TypeScript port). Gives the text, the symbology and the corner points; rotated codes are tried at 90°. PNG, JPEG, GIF, BMP, ICO and TIFF up to 25 MiB and 40 megapixels (large images are scaled down first).',
  category: 'analyzers',
  tags: ['barcode', 'image', 'decode', 'scan'],
  keywords: ['barcode reader', 'barcode scanner', 'scan barcode from image', 'decode barcode', 'read ean13', 'upc lookup image', 'data matrix reader', 'pdf417 reader', 'aztec reader', 'code128 decoder', 'zxing'],
  method: 'POST',
  cost: 'heavy', // decodes and scans an image: servers run every call in the worker pool
  parameters: [
    { name: 'image', type: 'file', label: 'Image', description: 'A picture with one barcode (PNG, JPEG, GIF, BMP, ICO, TIFF; at most 25 MiB).', required: true, validation: { maxSize: 26_214_400, accept: ['image/*'] } },
    {
      name: 'formats',
      type: 'select',
      label: 'Look for',
      description: 'Restrict the search to one family (faster, fewer false reads) or try all.',
      required: false,
      defaultValue: 'all',
      options: [
        { value: 'all', label: 'All formats' },
        { value: 'retail', label: 'Retail (EAN, UPC)' },
        { value: 'linear', label: 'All linear (1D)' },
        { value: 'matrix', label: '2D (QR, Data Matrix, Aztec, PDF417)' },
      ],
    },
  ],
  outputDescription: 'The decoded text, the barcode format, whether it was found rotated, and its corner points.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The content of the barcode.' },
      format: { type: 'string', description: 'The symbology, e.g. EAN_13, CODE_128, QR_CODE, DATA_MATRIX.' },
      rotated: { type: 'boolean', description: 'Whether the code was found after turning the image 90°.' },
      points: { type: 'array', items: { type: 'string' }, description: 'Finder points as "x,y" in image pixels.' },
    },
    required: ['text', 'format', 'rotated', 'points'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  example: { input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHAAAAAaCAYAAABvj9h3AAAAHnRFWHRTb2Z0d2FyZQBid2lwLWpzLm1ldGFmbG9vci5jb21Tnbi0AAAAkElEQVR4nO3RQQqEQAxFwdz/0jMrQYd8IsxCA/U2YtvYTao+Wl09fQH9F8DlAVzeCFhVl2e33u051rt96b37dv7P3XPSczpjuleaye8d7t4x7U3ndgEECBAgwHHeKYAAAQIEOM47BRAgQIAAx3mnAAIECBDgOO8UQIAAAQIc550CCBDgqwH17gAuD+DyAC7vC8fICOSyZSDTAAAAAElFTkSuQmCC' }, output: { text: '5901234123457', format: 'EAN_13', rotated: false, points: ['10,13', '102,13'] }, description: 'An EAN-13 symbol made by bwip-js.' },
  relatedTools: ['barcode-generator', 'qr-code-decoder'],
});
