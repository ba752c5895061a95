import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'exif-remover',
  name: 'EXIF / Metadata Remover',
  description:
    'Strip the metadata from a photo before sharing it, in the browser and without re-encoding (no quality loss): EXIF (camera, dates, GPS location, thumbnails), XMP, IPTC/Photoshop and comments from JPEG; tEXt/iTXt/zTXt, eXIf and tIME chunks from PNG; EXIF and XMP chunks from WebP. The colour profile is kept unless you choose otherwise, so colours do not shift. Lists what was removed. Files up to 50 MiB.',
  category: 'editors',
  tags: ['exif', 'image', 'privacy', 'metadata'],
  keywords: ['remove exif', 'strip metadata', 'remove gps from photo', 'exif remover', 'clean image metadata', 'delete exif', 'photo privacy', 'strip xmp', 'anonymize photo'],
  method: 'POST',
  cost: 'heavy', // rewrites the image: servers run every call in the worker pool
  parameters: [
    { name: 'image', type: 'file', label: 'Photo', description: 'A JPEG, PNG or WebP file (at most 50 MiB).', required: true, validation: { maxSize: 52_428_800, accept: ['image/*'] } },
    { name: 'keepColorProfile', type: 'boolean', label: 'Keep colour profile', description: 'Keep the ICC profile (JPEG APP2, PNG iCCP, WebP ICCP): removing it can change how colours look.', required: false, defaultValue: true },
  ],
  outputDescription: 'The cleaned image (Base64, same format), what was removed, and the sizes before and after.',
  outputSchema: {
    type: 'object',
    properties: {
      image: { type: 'string', contentEncoding: 'base64', description: 'The image without its metadata.' },
      mediaType: { type: 'string' },
      extension: { type: 'string' },
      removed: { type: 'array', items: { type: 'string' }, description: 'Each removed block, e.g. "EXIF (APP1, 1.2 kB)".' },
      hadGps: { type: 'boolean', description: 'Whether the removed EXIF held a GPS position.' },
      originalSize: { type: 'integer', minimum: 0 },
      size: { type: 'integer', minimum: 0 },
    },
    required: ['image', 'mediaType', 'extension', 'removed', 'hadGps', 'originalSize', 'size'],
    additionalProperties: false,
  },
  primaryOutput: 'image',
  display: { image: { as: 'image', mediaTypeField: 'mediaType', extensionField: 'extension' } },
  example: {
    input: { image: 'data:image/jpeg;base64,/9j/4QBBRXhpZgAATU0AKgAAAAgAAgEPAAIAAAAGAAAAJgEQAAIAAAANAAAALAAAAABDYW5vbgBDYW5vbiBFT1MgUjUA/9k=' },
    output: { image: '/9j/2Q==', mediaType: 'image/jpeg', extension: 'jpg', removed: ['EXIF (APP1, 67 bytes)'], hadGps: false, originalSize: 71, size: 4 },
    description: 'A JPEG holding only camera metadata loses its EXIF segment.',
  },
  relatedTools: ['exif-reader', 'image-info'],
  aiInstructions: 'Photos from phones often carry the GPS position: run this before publishing. The orientation tag goes with EXIF, so a sideways-stored photo may display rotated: use image-rotator with autoOrient first if that matters.',
});
