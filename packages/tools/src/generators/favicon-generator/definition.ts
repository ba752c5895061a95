import { defineDefinition } from '@ctp/core';
import { imageParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'favicon-generator',
  name: 'Favicon Generator (ICO)',
  description:
    'Turn a logo or image into a favicon.ico holding several sizes (16, 32, 48, 64, 128, 256 px, PNG-compressed entries as every current browser and Windows read), plus the 180×180 apple-touch-icon and 192/512 PNG icons for a web manifest, with the HTML <link> tags to paste. Non-square images are padded (transparent) or cropped to a square. In the browser; PNG, JPEG, GIF, BMP, ICO, TIFF up to 25 MiB.',
  category: 'generators',
  tags: ['favicon', 'ico', 'image', 'icon'],
  keywords: ['favicon generator', 'favicon.ico', 'png to ico', 'ico converter', 'apple touch icon', 'web app icon', 'site icon', 'multi-size ico', 'manifest icons'],
  method: 'POST',
  cost: 'heavy', // decodes and resizes an image several times: servers run every call in the worker pool
  parameters: [
    imageParameter,
    { name: 'sizes', type: 'text', label: 'ICO sizes', description: 'Comma-separated square sizes in the .ico (1–256 px).', required: false, defaultValue: '16,32,48', validation: { maxLength: 60, pattern: '^\\s*\\d{1,3}(\\s*,\\s*\\d{1,3})*\\s*$' } },
    {
      name: 'fit',
      type: 'select',
      label: 'Square by',
      description: 'How a non-square image becomes square: pad with transparency, or crop the centre.',
      required: false,
      defaultValue: 'contain',
      options: [
        { value: 'contain', label: 'Pad (keep everything)' },
        { value: 'cover', label: 'Crop the centre' },
      ],
    },
    { name: 'extras', type: 'boolean', label: 'Also PNG icons', description: 'Also make apple-touch-icon.png (180) and icon-192.png / icon-512.png for a web manifest.', required: false, defaultValue: false },
  ],
  outputDescription: 'favicon.ico (Base64), optional PNG icons, and the HTML tags to reference them.',
  outputSchema: {
    type: 'object',
    properties: {
      ico: { type: 'string', contentEncoding: 'base64', contentMediaType: 'image/x-icon', description: 'favicon.ico with every size.' },
      sizes: { type: 'array', items: { type: 'integer' }, description: 'The sizes in the .ico.' },
      size: { type: 'integer', minimum: 0, description: 'Size of favicon.ico in bytes.' },
      appleTouchIcon: { type: ['string', 'null'], contentEncoding: 'base64', contentMediaType: 'image/png', description: '180×180 PNG (with extras).' },
      icon192: { type: ['string', 'null'], contentEncoding: 'base64', contentMediaType: 'image/png', description: '192×192 PNG (with extras).' },
      icon512: { type: ['string', 'null'], contentEncoding: 'base64', contentMediaType: 'image/png', description: '512×512 PNG (with extras).' },
      html: { type: 'string', description: 'The <link> tags for the page head.' },
    },
    required: ['ico', 'sizes', 'size', 'appleTouchIcon', 'icon192', 'icon512', 'html'],
    additionalProperties: false,
  },
  primaryOutput: 'ico',
  annotations: { idempotentHint: true },
  example: { input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', sizes: '16' }, output: {"ico": "AAABAAEAEBAAAAEAIADXAQAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAQAAAAEAgGAAAAH/P/YQAAAZ5JREFUeF7tzr1LlWEcx+F7KXuxNyJ6QYqiwEJDhxwiCAMrhIxAhSAsiAOZS5kVZIVLDYd0qSENIVAcBJ0UdDgoDiIIImdzcBFF0EEQRBd5vG5dRFD/AR/4bL/v9dwhCSHZ3lrISebDhSQbCpPB8HC9LaTmP4Z0tjz0Zy6FuW4nbfqlJn3eD1gGTAPGAP2ADie/9VONqt8LWAXMAiYBGUA3oNVJWt/1QXW7ASuAWUAWMAzoBbQDWpzEpzforV7vBFYBi4BpwAQgA+gBtANaAHEc/1yrV3oegSUtaEZTgAnACKAP0AX4C0gDvgLeGaX0QpWqiMC4RjWkAUAvoBPQCmgGNAEaALWAl0ZVm8OQPNKDCHTqv/7pD6AZ8APQCKgHvAHUAKoAT4zKdF93VRKBb/qiT3oPqAOkADWAasBTwGNAKSCO7qhIBboZgWpV6pkqAOWAMkAp4B6gBFAMKATkG13XVV1WXgSKVaTbKgDcAuQDbgCuAa4A8gAXAeeNzumszuh0BE5t6yTgBCAXkAs4DjgGOAo4Asgxih3Woa0Ovg3dliG/SeZQRAAAAABJRU5ErkJggg==", "sizes": [16], "size": 493, "appleTouchIcon": null, "icon192": null, "icon512": null, "html": "<link rel=\"icon\" href=\"/favicon.ico\" sizes=\"16x16\">"}, description: 'A 16×16 favicon from a 2×1 image, padded to a square.' },
  relatedTools: ['image-converter', 'image-resizer', 'open-graph-meta-generator'],
});
