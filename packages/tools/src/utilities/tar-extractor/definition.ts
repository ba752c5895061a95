import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'tar-extractor',
  name: 'TAR / TAR.GZ Extractor',
  description:
    'Open a .tar or .tar.gz (.tgz) archive in the browser: list every entry (path, type, size, mode, owner, modification time) and extract one file by its path as a download (shown as text when it is UTF-8). Reads ustar, GNU long names and pax headers. Archives up to 20 MiB; a .tar.gz may unpack to at most 32 MB (bomb guard).',
  category: 'utilities',
  tags: ['tar', 'archive', 'extract', 'gzip'],
  keywords: ['tar', 'untar', 'tar.gz', 'tgz', 'tar viewer', 'extract tar', 'tar -tvf', 'tarball', 'npm package', 'docker layer'],
  method: 'POST',
  cost: 'heavy', // archives expand beyond their size: servers run every call in the worker pool
  parameters: [
    {
      name: 'file',
      type: 'file',
      label: 'TAR or TAR.GZ file',
      description: 'The archive (.tar, .tar.gz, .tgz), at most 20 MiB.',
      required: true,
      validation: { maxSize: 20_971_520 },
    },
    {
      name: 'path',
      type: 'text',
      label: 'File to extract',
      description: 'The path of one entry to extract (as listed). Leave empty to list only.',
      required: false,
      placeholder: 'package/package.json',
      validation: { maxLength: 1000 },
    },
  ],
  outputDescription: 'The entries of the archive, and the extracted file (Base64, with its name, media type and UTF-8 text when it is text).',
  outputSchema: {
    type: 'object',
    properties: {
      entries: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            path: { type: 'string' },
            type: { type: 'string', description: 'file, directory, symbolicLink, link, characterDevice, blockDevice, fifo or contiguousFile.' },
            size: { type: 'integer', minimum: 0 },
            mode: { type: 'string', description: 'Permissions in octal, e.g. 0644.' },
            owner: { type: 'string', description: 'user:group names, else uid:gid.' },
            modified: { type: ['string', 'null'], description: 'Modification time (UTC, ISO 8601).' },
          },
          required: ['path', 'type', 'size', 'mode', 'owner', 'modified'],
          additionalProperties: false,
        },
      },
      gzipped: { type: 'boolean', description: 'Whether the archive was gzip-compressed.' },
      fileCount: { type: 'integer', minimum: 0 },
      totalSize: { type: 'integer', minimum: 0 },
      extracted: {
        type: ['object', 'null'],
        properties: {
          name: { type: 'string' },
          mediaType: { type: 'string' },
          extension: { type: 'string' },
          size: { type: 'integer', minimum: 0 },
          base64: { type: 'string', contentEncoding: 'base64' },
          text: { type: ['string', 'null'] },
        },
        required: ['name', 'mediaType', 'extension', 'size', 'base64', 'text'],
        additionalProperties: false,
      },
    },
    required: ['entries', 'gzipped', 'fileCount', 'totalSize', 'extracted'],
    additionalProperties: false,
  },
  primaryOutput: 'entries',
  example: {
    input: {
      file: 'data:application/gzip;base64,H4sIAAAAAAACA+3PMQrCQBCG0ak9hScIG9kk50lnERDiCrmS5/BiDlZirULgveZrpph/7trW4rdKGmt9NX02TdHXodZxyrMhSl9OmWOJP7hd27zmK98Y+T5uJ86P+7JcDgEAAAAAAAAAAMC+PAG0hagqACgAAA==',
      path: 'a.txt',
    },
    output: {
      entries: [{ path: 'a.txt', type: 'file', size: 7, mode: '0644', owner: '0:0', modified: '2024-01-02T03:04:05.000Z' }],
      gzipped: true,
      fileCount: 1,
      totalSize: 7,
      extracted: { name: 'a.txt', mediaType: 'text/plain', extension: 'txt', size: 7, base64: 'aMOpbGxvCg==', text: 'héllo\n' },
    },
    description: 'A one-file .tar.gz made by GNU tar.',
  },
  relatedTools: ['tar-creator', 'zip-extractor', 'gzip-compressor'],
  aiInstructions: 'Call once without path to list the entries, then with the exact path of the entry you need. npm packages (.tgz) keep their files under "package/".',
});
