import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'svg-placeholder-generator',
  name: 'SVG Placeholder Image Generator',
  description:
    'Create a placeholder image as SVG: width × height (1–4000 px), background and text colours (alpha allowed), a label (default "W×H", several lines allowed) in an auto-fitted or fixed font size. Returns the SVG markup and ready-to-use data: URLs, both base64 and URL-encoded (smaller, readable, for CSS). The label is escaped for XML, so any text is safe.',
  category: 'generators',
  display: { svg: { as: 'image', mediaType: 'image/svg+xml', label: 'Placeholder' }, dataUrl: 'hidden', dataUrlEncoded: { as: 'code' } },
  tags: ['svg', 'image', 'placeholder', 'design'],
  keywords: ['placeholder image', 'dummy image', 'placehold', 'image placeholder', 'mockup', 'svg data uri', 'data url', 'wireframe', 'lorem image', 'blank image'],
  method: 'GET',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'width', type: 'number', label: 'Width (px)', description: 'Image width in pixels (1–4000).', required: false, defaultValue: 600, validation: { min: 1, max: 4000, step: 1 } },
    { name: 'height', type: 'number', label: 'Height (px)', description: 'Image height in pixels (1–4000).', required: false, defaultValue: 400, validation: { min: 1, max: 4000, step: 1 } },
    { name: 'background', type: 'color', label: 'Background', description: 'Background colour (#rgb, #rrggbb, optionally with alpha).', required: false, defaultValue: '#cccccc' },
    { name: 'textColor', type: 'color', label: 'Text colour', description: 'Label colour.', required: false, defaultValue: '#555555' },
    {
      name: 'text', type: 'textarea', label: 'Label', description: 'Text in the middle; default "W×H" (e.g. 600×400). New lines start new lines.', required: false, placeholder: '600×400',
      validation: { maxLength: 200 },
    },
    { name: 'showText', type: 'boolean', label: 'Show label', description: 'Turn off for a plain rectangle.', required: false, defaultValue: true },
    {
      name: 'fontSize', type: 'number', label: 'Font size (px)', description: 'Leave empty to fit the label: about 80% of the width, half the height, at most a sixth of the shorter side.', required: false,
      validation: { min: 1, max: 2000 }, group: 'advanced',
    },
    {
      name: 'fontFamily', type: 'select', label: 'Font', description: 'Generic font family (always available, no web fonts).', required: false, defaultValue: 'sans-serif', group: 'advanced',
      options: ['sans-serif', 'serif', 'monospace', 'system-ui'].map((value) => ({ value, label: value })),
    },
    { name: 'bold', type: 'boolean', label: 'Bold', description: 'Bold label.', required: false, defaultValue: true, group: 'advanced' },
  ],
  outputDescription: 'The SVG markup, a base64 data: URL and a URL-encoded data: URL, with the size and font size used.',
  outputSchema: {
    type: 'object',
    properties: {
      svg: { type: 'string', pattern: '^<svg ', description: 'The SVG document.' },
      dataUrl: { type: 'string', pattern: '^data:image/svg\\+xml;base64,', description: 'Base64 data: URL (for <img src>).' },
      dataUrlEncoded: { type: 'string', pattern: '^data:image/svg\\+xml,', description: 'Percent-encoded data: URL, shorter than base64 (for CSS url("…")).' },
      width: { type: 'integer', description: 'Width in pixels.' },
      height: { type: 'integer', description: 'Height in pixels.' },
      text: { type: 'string', description: 'The label drawn ("" when hidden).' },
      fontSize: { type: 'number', description: 'Font size in pixels (0 when there is no label).' },
      bytes: { type: 'integer', description: 'Size of the SVG in UTF-8 bytes.' },
    },
    required: ['svg', 'dataUrl', 'dataUrlEncoded', 'width', 'height', 'text', 'fontSize', 'bytes'],
    additionalProperties: false,
  },
  primaryOutput: 'svg',
  example: {
    input: { width: 300, height: 150 },
    output: {
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150"><rect width="100%" height="100%" fill="#cccccc"/><text x="150" y="75" fill="#555555" font-family="sans-serif" font-size="25" font-weight="bold" text-anchor="middle" dominant-baseline="central">300×150</text></svg>',
      dataUrl: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIzMDAiIGhlaWdodD0iMTUwIiB2aWV3Qm94PSIwIDAgMzAwIDE1MCI+PHJlY3Qgd2lkdGg9IjEwMCUiIGhlaWdodD0iMTAwJSIgZmlsbD0iI2NjY2NjYyIvPjx0ZXh0IHg9IjE1MCIgeT0iNzUiIGZpbGw9IiM1NTU1NTUiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIiBmb250LXNpemU9IjI1IiBmb250LXdlaWdodD0iYm9sZCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZG9taW5hbnQtYmFzZWxpbmU9ImNlbnRyYWwiPjMwMMOXMTUwPC90ZXh0Pjwvc3ZnPg==',
      dataUrlEncoded: 'data:image/svg+xml,%3Csvg%20xmlns=\'http://www.w3.org/2000/svg\'%20width=\'300\'%20height=\'150\'%20viewBox=\'0%200%20300%20150\'%3E%3Crect%20width=\'100%25\'%20height=\'100%25\'%20fill=\'%23cccccc\'/%3E%3Ctext%20x=\'150\'%20y=\'75\'%20fill=\'%23555555\'%20font-family=\'sans-serif\'%20font-size=\'25\'%20font-weight=\'bold\'%20text-anchor=\'middle\'%20dominant-baseline=\'central\'%3E300%C3%97150%3C/text%3E%3C/svg%3E',
      width: 300,
      height: 150,
      text: '300×150',
      fontSize: 25,
      bytes: 301,
    },
    description: 'A 300×150 gray placeholder labelled with its size.',
  },
  aiInstructions:
    'Give width and height; omit text for the default "W×H" label. Use dataUrl in <img src>, dataUrlEncoded in CSS. Font size is estimated (no font metrics): very long labels get small text rather than overflowing.',
});
