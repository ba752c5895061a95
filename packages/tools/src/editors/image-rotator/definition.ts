import { defineDefinition } from '@ctp/core';
import { formatParameter, IMAGE_OUTPUT_REQUIRED, imageDisplay, imageOutputProperties, imageParameter, qualityParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'image-rotator',
  name: 'Image Rotator',
  description:
    'Rotate an image in the browser by 90°, 180° or 270° (lossless pixel moves) or by any angle (bilinear, on a canvas enlarged to fit, corners filled with a colour or transparency), clockwise or counter-clockwise. Can first apply the EXIF orientation of camera photos so they stand upright. PNG, JPEG, GIF, BMP, ICO and TIFF in and out. Up to 25 MiB and 40 megapixels.',
  category: 'editors',
  tags: ['image', 'rotate'],
  keywords: ['rotate image', 'image rotator', 'rotate 90', 'rotate photo', 'turn image', 'straighten', 'exif orientation', 'rotate png', 'rotate jpg'],
  method: 'POST',
  cost: 'heavy', // decodes and encodes every pixel: servers run every call in the worker pool
  parameters: [
    imageParameter,
    { name: 'angle', type: 'number', label: 'Angle (°)', description: 'Degrees clockwise (negative for counter-clockwise): 90, 180, 270 are lossless; any other angle is interpolated.', required: false, defaultValue: 90, validation: { min: -360, max: 360 } },
    { name: 'background', type: 'color', label: 'Corner fill', description: 'The colour of the corners a non-right angle uncovers (an alpha of 00 keeps them transparent).', required: false, defaultValue: '#ffffff00' },
    { name: 'autoOrient', type: 'boolean', label: 'Apply EXIF orientation first', description: 'JPEG: turn the photo the way its EXIF orientation tag says before rotating (cameras store portrait shots sideways).', required: false, defaultValue: false },
    formatParameter,
    { ...qualityParameter, group: 'advanced' },
  ],
  outputDescription: 'The rotated image (Base64) with its media type, extension and size, and the EXIF orientation that was applied.',
  outputSchema: {
    type: 'object',
    properties: {
      ...imageOutputProperties,
      exifOrientation: { type: ['integer', 'null'], minimum: 1, maximum: 8, description: 'The EXIF orientation applied first (autoOrient), else null.' },
    },
    required: [...IMAGE_OUTPUT_REQUIRED, 'exifOrientation'],
    additionalProperties: false,
  },
  primaryOutput: 'image',
  display: imageDisplay,
  example: {
    input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', angle: 90 },
    output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAACCAYAAACZgbYnAAAAD0lEQVR4XmP4zwBCDP8bABF5A36ru6EpAAAAAElFTkSuQmCC', mediaType: 'image/png', extension: 'png', width: 1, height: 2, size: 72, exifOrientation: null },
    description: 'A 2×1 image turned a quarter clockwise becomes 1×2.',
  },
  relatedTools: ['image-flipper', 'image-cropper', 'exif-reader'],
});
