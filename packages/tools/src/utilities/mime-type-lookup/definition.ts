import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'mime-type-lookup',
  name: 'MIME Type Lookup',
  description:
    'Look up the MIME type (media type) of a file extension or file name (.json, photo.JPG, archive.tar.gz), or the extensions, charset and compressibility of a MIME type (image/svg+xml). Uses mime-db, the database behind the mime-types package used by Express, with the same rule for extensions claimed by several types, plus the IANA registrations it lacks (.yaml is application/yaml per RFC 9512). Detects which way to look up.',
  category: 'utilities',
  tags: ['mime', 'http', 'file', 'lookup'],
  keywords: [
    'mime type', 'media type', 'content-type', 'content type header', 'file extension', 'extension to mime', 'mime to extension',
    'mime-types', 'mime-db', 'iana media types', 'charset', 'compressible', 'file type',
  ],
  method: 'GET',
  parameters: [
    {
      name: 'query',
      type: 'text',
      label: 'Extension, file name or MIME type',
      description: 'json, .json, report.final.pdf, C:\\path\\to\\file.docx, or a MIME type such as text/html (parameters after ; are ignored).',
      required: true,
      placeholder: 'photo.jpg',
      validation: { maxLength: 1000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Look up',
      description: 'auto treats type/subtype with a known top-level type (text, image, application…) as a MIME type, anything else as a file name.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Detect' },
        { value: 'extension', label: 'Extension or file name → MIME type' },
        { value: 'mime', label: 'MIME type → extensions' },
      ],
    },
  ],
  outputDescription: 'The MIME type, its extensions, charset, compressibility, source registry and a Content-Type header value; found=false when unknown.',
  outputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['extension', 'mime'], description: 'Which way the lookup went.' },
      found: { type: 'boolean', description: 'False when the extension or type is not in the database.' },
      extension: { type: ['string', 'null'], description: 'Extension mode: the extension read from the query. MIME mode: the default extension of the type.' },
      mimeType: { type: ['string', 'null'], description: 'The MIME type (lowercase, without parameters).' },
      extensions: { type: 'array', items: { type: 'string' }, description: 'All extensions of the MIME type, default first.' },
      alternatives: { type: 'array', items: { type: 'string' }, description: 'Extension mode: other MIME types that also list this extension.' },
      charset: { type: ['string', 'null'], description: 'Default charset (the database\'s, or UTF-8 for text/*); null when none.' },
      compressible: { type: ['boolean', 'null'], description: 'Whether gzip/brotli helps (from mime-db); null when unknown.' },
      source: { type: ['string', 'null'], enum: ['iana', 'apache', 'nginx', null], description: 'Where the type is defined: IANA registry, Apache or nginx mime.types; null for types mime-db adds itself.' },
      contentType: { type: ['string', 'null'], description: 'A Content-Type header value, with charset when there is one.' },
    },
    required: ['mode', 'found', 'extension', 'mimeType', 'extensions', 'alternatives', 'charset', 'compressible', 'source', 'contentType'],
    additionalProperties: false,
  },
  primaryOutput: 'mimeType',
  example: {
    input: { query: 'data.json' },
    output: {
      mode: 'extension',
      found: true,
      extension: 'json',
      mimeType: 'application/json',
      extensions: ['json', 'map'],
      alternatives: [],
      charset: 'UTF-8',
      compressible: true,
      source: 'iana',
      contentType: 'application/json; charset=utf-8',
    },
    description: 'The type of a JSON file.',
  },
  relatedTools: ['http-status-lookup', 'base64-file-encoder'],
  aiInstructions:
    'Pass an extension, a file name or a MIME type; mode auto is right except for odd names containing a slash. Only the last extension counts (archive.tar.gz → application/gzip). found=false means the database does not know it, not that it is invalid. This maps names, it does not sniff file contents.',
});
