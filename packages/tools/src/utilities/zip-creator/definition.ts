import { defineDefinition } from '@ctp/core';
import { fileParameter } from '../../_shared/archive-files.js';

const MAX = 10_485_760;

export default defineDefinition({
  id: 'zip-creator',
  name: 'ZIP Creator',
  description:
    'Make a .zip archive in the browser from up to six files and/or pasted text, named as you choose (folders with "/" in names). Deflate level 0 (store) to 9, reproducible timestamps, UTF-8 names. Each file up to 10 MiB. The archive is offered as a download and listed with each entry\'s sizes.',
  category: 'utilities',
  tags: ['zip', 'archive', 'compress', 'file'],
  keywords: ['create zip', 'zip files', 'make zip', 'compress files', 'zip online', 'archive', 'zip folder', 'deflate'],
  method: 'POST',
  parameters: [
    fileParameter('file1', 'File 1', 'A file to add (at most 10 MiB).', false, MAX),
    fileParameter('file2', 'File 2', 'Another file (optional).', false, MAX),
    fileParameter('file3', 'File 3', 'Another file (optional).', false, MAX),
    fileParameter('file4', 'File 4', 'Another file (optional).', false, MAX),
    fileParameter('file5', 'File 5', 'Another file (optional).', false, MAX),
    fileParameter('file6', 'File 6', 'Another file (optional).', false, MAX),
    {
      name: 'names',
      type: 'textarea',
      label: 'Names',
      description: 'One name per line for file 1, file 2… (folders with "/"). Missing names: the file\'s own name if the data URL carries one, else file1.<ext>.',
      required: false,
      placeholder: 'report.pdf\nimages/logo.png',
      validation: { maxLength: 5000 },
    },
    {
      name: 'text',
      type: 'textarea',
      label: 'Text file',
      description: 'Text to add as a UTF-8 file, named by "Text file name".',
      required: false,
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'textName',
      type: 'text',
      label: 'Text file name',
      description: 'The name of the text file inside the archive.',
      required: false,
      defaultValue: 'notes.txt',
      validation: { maxLength: 255 },
    },
    {
      name: 'level',
      type: 'number',
      label: 'Compression level',
      description: '0 stores without compressing (fast, for JPEG/PNG/ZIP that do not shrink), 6 is the usual default, 9 smallest.',
      required: false,
      defaultValue: 6,
      validation: { min: 0, max: 9, step: 1 },
    },
  ],
  outputDescription: 'The archive (Base64, to download) with its size and the entries it holds.',
  outputSchema: {
    type: 'object',
    properties: {
      zip: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/zip', description: 'The .zip archive.' },
      size: { type: 'integer', minimum: 0, description: 'Size of the archive in bytes.' },
      entries: {
        type: 'array',
        items: {
          type: 'object',
          properties: { path: { type: 'string' }, size: { type: 'integer', minimum: 0 } },
          required: ['path', 'size'],
          additionalProperties: false,
        },
        description: 'The files in the archive with their uncompressed sizes.',
      },
    },
    required: ['zip', 'size', 'entries'],
    additionalProperties: false,
  },
  primaryOutput: 'zip',
  example: {
    input: { text: 'Hello from zip\n', textName: 'hello.txt', level: 0 },
    output: {
      zip: 'UEsDBBQAAAAAAAAAIQCrN4iqDwAAAA8AAAAJAAAAaGVsbG8udHh0SGVsbG8gZnJvbSB6aXAKUEsBAhQAFAAAAAAAAAAhAKs3iKoPAAAADwAAAAkAAAAAAAAAAAAAAAAAAAAAAGhlbGxvLnR4dFBLBQYAAAAAAQABADcAAAA2AAAAAAA=',
      size: 131,
      entries: [{ path: 'hello.txt', size: 15 }],
    },
    description: 'One stored text file.',
  },
  relatedTools: ['zip-extractor', 'tar-creator', 'gzip-compressor'],
  aiInstructions: 'Pass files as base64 or data URLs in file1…file6 and their names in "names" (one per line, same order); or only "text" with "textName" for a single text file.',
});
