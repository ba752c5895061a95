import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'file-type-detector',
  name: 'File Type Detector (Magic Bytes)',
  description:
    'Tell what a file really is from its content, not its name: over 100 binary formats by their magic bytes (images, audio, video, archives, documents, fonts, executables, databases… via the file-type library), plus text kinds (UTF-8 or UTF-16 text with or without a BOM, JSON, XML, HTML, SVG, PDF…). Shows the MIME type, usual extension, the first bytes in hex and whether the declared type disagrees. Files up to 50 MiB; only the first bytes are read.',
  category: 'analyzers',
  tags: ['file', 'mime', 'magic-bytes', 'detect'],
  keywords: ['file type', 'magic number', 'magic bytes', 'what file is this', 'mime type detection', 'file signature', 'identify file', 'file extension checker', 'libmagic', 'file command'],
  method: 'POST',
  parameters: [
    { name: 'file', type: 'file', label: 'File', description: 'The file to identify (at most 50 MiB).', required: false, validation: { maxSize: 52_428_800 } },
    { name: 'text', type: 'textarea', label: 'Or bytes', description: 'The first bytes as hex or Base64 when no file is given.', required: false, placeholder: '89 50 4e 47 0d 0a 1a 0a', validation: { maxLength: 100_000 } },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Bytes are',
      description: 'How the pasted bytes are written.',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
        { value: 'utf8', label: 'Text' },
      ],
    },
  ],
  outputDescription: 'The detected MIME type and extension, a description of how it was found, the first bytes, and any mismatch with the declared type.',
  outputSchema: {
    type: 'object',
    properties: {
      mimeType: { type: 'string', description: 'The detected media type (application/octet-stream when unknown).' },
      extension: { type: ['string', 'null'], description: 'The usual extension, without the dot.' },
      detectedBy: { type: 'string', enum: ['magic bytes', 'text analysis', 'unknown'] },
      description: { type: 'string', description: 'What the content is, in words.' },
      magicHex: { type: 'string', description: 'The first 16 bytes in hex.' },
      size: { type: 'integer', minimum: 0 },
      declaredType: { type: ['string', 'null'], description: 'The type the data URL declared, if any.' },
      matchesDeclared: { type: ['boolean', 'null'], description: 'Whether the declared type agrees (null when none was declared or nothing was detected).' },
    },
    required: ['mimeType', 'extension', 'detectedBy', 'description', 'magicHex', 'size', 'declaredType', 'matchesDeclared'],
    additionalProperties: false,
  },
  primaryOutput: 'mimeType',
  example: {
    input: { text: '89504e470d0a1a0a0000000d49484452' },
    output: { mimeType: 'image/png', extension: 'png', detectedBy: 'magic bytes', description: 'PNG file (image/png)', magicHex: '89504e470d0a1a0a0000000d49484452', size: 16, declaredType: null, matchesDeclared: null },
    description: 'The PNG signature.',
  },
  relatedTools: ['image-info', 'hexdump', 'mime-type-lookup', 'base64-file-encoder'],
});
