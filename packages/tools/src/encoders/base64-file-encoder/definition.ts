import { defineDefinition } from '@ctp/core';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export default defineDefinition({
  id: 'base64-file-encoder',
  name: 'Base64 File Encoder / Decoder',
  description:
    'Turn a file (image, PDF, font…) into Base64 and a data: URL for embedding in HTML, CSS or JSON, or turn Base64 or a data: URL back into a file. The MIME type is detected from the content (PNG, JPEG, GIF, WebP, SVG, PDF, ZIP, WOFF…) and the size is reported. Files up to 10 MiB.',
  category: 'encoders',
  display: { base64: { as: 'file', mediaTypeField: 'mimeType', extensionField: 'extension', label: 'File' }, dataUrl: { as: 'image', mediaTypeField: 'mimeType', label: 'Preview' } },
  tags: ['base64', 'file', 'data-url', 'encode', 'decode'],
  keywords: ['data uri', 'data url', 'image to base64', 'base64 to image', 'file to base64', 'base64 to file', 'inline image', 'embed', 'mime type', 'css background'],
  method: 'POST',
  parameters: [
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'File → Base64 and data URL, or Base64 / data URL → file.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'File → Base64' },
        { value: 'decode', label: 'Base64 → file' },
      ],
    },
    {
      name: 'file',
      type: 'file',
      label: 'File',
      description: 'The file to encode (at most 10 MiB).',
      required: true,
      validation: { maxSize: 10_485_760 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'base64',
      type: 'textarea',
      label: 'Base64 or data URL',
      description: 'Base64 (standard or URL-safe, line breaks allowed) or a data: URL, decoding to at most 10 MiB.',
      required: true,
      placeholder: 'data:image/png;base64,iVBORw0KGgo…',
      validation: { maxLength: 15_000_000 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
    },
    {
      name: 'mimeType',
      type: 'text',
      label: 'MIME type',
      description: 'Use this MIME type in the data URL instead of the declared or detected one.',
      required: false,
      placeholder: 'image/png',
      validation: { maxLength: 127, pattern: '^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$' },
      group: 'advanced',
      aiHint: 'Leave empty: the type is taken from the data URL or detected from the bytes.',
    },
  ],
  outputDescription: 'The file as Base64 and as a data URL, with its MIME type, a file extension and its size in bytes.',
  outputSchema: {
    type: 'object',
    properties: {
      base64: { type: 'string', description: 'The file content as standard, padded Base64 without line breaks or prefix.' },
      dataUrl: { type: 'string', description: 'The data: URL (data:<mimeType>;base64,<base64>), usable in src, href or CSS url().' },
      mimeType: { type: 'string', description: 'The MIME type: the one given, else the declared one, else detected from the content (application/octet-stream when unknown).' },
      extension: { type: ['string', 'null'], description: 'The usual file extension for the MIME type (png, pdf…), without a dot; null when unknown.' },
      size: { type: 'integer', minimum: 0, description: 'The file size in bytes.' },
    },
    required: ['base64', 'dataUrl', 'mimeType', 'extension', 'size'],
    additionalProperties: false,
  },
  primaryOutput: 'base64',
  example: {
    input: { mode: 'encode', file: PNG },
    output: { base64: PNG, dataUrl: `data:image/png;base64,${PNG}`, mimeType: 'image/png', extension: 'png', size: 70 },
    description: 'A 1×1 PNG: the type is detected from its magic bytes.',
  },
  relatedTools: ['base64-encoder'],
  aiInstructions:
    'mode "encode": pass the file in "file" as base64 or a data: URL; you get clean Base64, a data URL, the detected MIME type and the size. mode "decode": pass Base64 or a data: URL in "base64"; you get the same description of the file (the data URL prefix is stripped from "base64" and added in "dataUrl"). For text rather than files use base64-encoder.',
});
