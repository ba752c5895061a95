import { defineDefinition } from '@ctp/core';
import { fileParameter } from '../../_shared/archive-files.js';

const MAX = 10_485_760;

export default defineDefinition({
  id: 'tar-creator',
  name: 'TAR / TAR.GZ Creator',
  description:
    'Make a .tar or .tar.gz archive in the browser from up to six files and/or pasted text, named as you choose (folders with "/"). Entries get mode 0644, owner 0:0 and a fixed or chosen modification time, so the same input gives the same archive (reproducible builds). Each file up to 10 MiB.',
  category: 'utilities',
  tags: ['tar', 'archive', 'gzip', 'file'],
  keywords: ['create tar', 'tar.gz', 'tgz', 'tarball', 'tar czf', 'make tar', 'archive files', 'reproducible tar'],
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
      description: 'One name per line for file 1, file 2… (folders with "/"). Missing names: the data URL\'s name, else file1.<ext>.',
      required: false,
      placeholder: 'src/index.js\nREADME.md',
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
      name: 'gzip',
      type: 'boolean',
      label: 'Gzip (.tar.gz)',
      description: 'Compress the archive with gzip (level 9, no timestamp in the gzip header).',
      required: false,
      defaultValue: true,
    },
    {
      name: 'modified',
      type: 'datetime',
      label: 'Modification time',
      description: 'The time stamped on every entry (default 1970-01-01T00:00:00Z, for reproducible archives).',
      required: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The archive (Base64, to download) with its size and entries.',
  outputSchema: {
    type: 'object',
    properties: {
      archive: { type: 'string', contentEncoding: 'base64', description: 'The .tar or .tar.gz archive.' },
      mediaType: { type: 'string', enum: ['application/x-tar', 'application/gzip'] },
      extension: { type: 'string', enum: ['tar', 'tar.gz'] },
      size: { type: 'integer', minimum: 0, description: 'Size of the archive in bytes.' },
      entries: {
        type: 'array',
        items: { type: 'object', properties: { path: { type: 'string' }, size: { type: 'integer', minimum: 0 } }, required: ['path', 'size'], additionalProperties: false },
      },
    },
    required: ['archive', 'mediaType', 'extension', 'size', 'entries'],
    additionalProperties: false,
  },
  primaryOutput: 'archive',
  display: { archive: { as: 'file', mediaTypeField: 'mediaType', extensionField: 'extension' } },
  example: {
    input: { text: 'hi\n', textName: 'hello.txt', gzip: true },
    output: {
      archive: 'H4sIAAAAAAACA+3QOwqDQBAAUOscJrjJkvukCBgQFswGPL6rhYiFVhbKe80MDMN8mk/bpnvuc3WcunjFOMViHYvnIq+rEGJ4jH0H7jT7//K7K+O7lDZ/sFc/qeZ7u+BVAAAAAAAAAAAA1zcA+wppnQAoAAA=',
      mediaType: 'application/gzip',
      extension: 'tar.gz',
      size: 116,
      entries: [{ path: 'hello.txt', size: 3 }],
    },
    description: 'One text file as a reproducible .tar.gz.',
  },
  relatedTools: ['tar-extractor', 'zip-creator', 'gzip-compressor'],
  aiInstructions: 'Pass files as base64 or data URLs in file1…file6 and their names in "names" (one per line, same order); or only "text" with "textName".',
});
