import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'zip-extractor',
  name: 'ZIP Extractor / Viewer',
  description:
    'Open a .zip file in the browser without uploading it: list every entry (path, size, compressed size, method, date, CRC-32, encryption) and extract one file by its path as a download (shown as text when it is UTF-8). Stored and Deflate entries and ZIP64 are supported; password-protected entries are listed but not extracted. Archives up to 20 MiB; an extracted file may be up to 20 MiB (the zip-bomb guard checks declared and real sizes).',
  category: 'utilities',
  tags: ['zip', 'archive', 'extract', 'file'],
  keywords: ['unzip', 'zip viewer', 'open zip', 'extract zip', 'zip contents', 'list zip', 'zip file online', 'archive viewer', 'docx', 'xlsx', 'jar', 'apk', 'epub'],
  method: 'POST',
  cost: 'heavy', // archives expand far beyond their size: servers run every call in the worker pool
  parameters: [
    {
      name: 'file',
      type: 'file',
      label: 'ZIP file',
      description: 'The archive (.zip and ZIP-based formats: .docx, .xlsx, .jar, .apk, .epub…), at most 20 MiB.',
      required: true,
      validation: { maxSize: 20_971_520 },
    },
    {
      name: 'path',
      type: 'text',
      label: 'File to extract',
      description: 'The path of one entry to extract (as listed, e.g. word/document.xml). Leave empty to list only.',
      required: false,
      placeholder: 'docs/readme.txt',
      validation: { maxLength: 1000 },
    },
  ],
  outputDescription: 'The entries of the archive, and the extracted file (Base64, with its name, media type and UTF-8 text when it is text).',
  outputSchema: {
    type: 'object',
    properties: {
      entries: {
        type: 'array',
        description: 'Every entry in archive order.',
        items: {
          type: 'object',
          properties: {
            path: { type: 'string' },
            size: { type: 'integer', minimum: 0, description: 'Uncompressed size in bytes.' },
            compressedSize: { type: 'integer', minimum: 0 },
            method: { type: 'string', description: 'stored, deflate or another method name.' },
            modified: { type: ['string', 'null'], description: 'The MS-DOS timestamp (local time, 2-second steps) as YYYY-MM-DDTHH:MM:SS.' },
            crc32: { type: 'string', pattern: '^[0-9a-f]{8}$' },
            directory: { type: 'boolean' },
            encrypted: { type: 'boolean' },
          },
          required: ['path', 'size', 'compressedSize', 'method', 'modified', 'crc32', 'directory', 'encrypted'],
          additionalProperties: false,
        },
      },
      fileCount: { type: 'integer', minimum: 0, description: 'Number of file entries (directories excluded).' },
      totalSize: { type: 'integer', minimum: 0, description: 'Sum of the uncompressed sizes.' },
      extracted: {
        type: ['object', 'null'],
        description: 'The extracted entry, when a path was given.',
        properties: {
          name: { type: 'string', description: 'The file name (last path segment).' },
          mediaType: { type: 'string' },
          extension: { type: 'string' },
          size: { type: 'integer', minimum: 0 },
          base64: { type: 'string', contentEncoding: 'base64', description: 'The file content.' },
          text: { type: ['string', 'null'], description: 'The content as UTF-8 text, or null when it is binary.' },
        },
        required: ['name', 'mediaType', 'extension', 'size', 'base64', 'text'],
        additionalProperties: false,
      },
    },
    required: ['entries', 'fileCount', 'totalSize', 'extracted'],
    additionalProperties: false,
  },
  primaryOutput: 'entries',
  example: {
    input: {
      file: 'data:application/zip;base64,UEsDBAoAAAAAAMQie12rN4iqDwAAAA8AAAAJAAAAaGVsbG8udHh0SGVsbG8gZnJvbSB6aXAKUEsBAh4DCgAAAAAAxCJ7Xas3iKoPAAAADwAAAAkAAAAAAAAAAQAAAKSBAAAAAGhlbGxvLnR4dFBLBQYAAAAAAQABADcAAAA2AAAAAAA=',
      path: 'hello.txt',
    },
    output: {
      entries: [{ path: 'hello.txt', size: 15, compressedSize: 15, method: 'stored', modified: '2026-11-27T04:22:08', crc32: 'aa8837ab', directory: false, encrypted: false }],
      fileCount: 1,
      totalSize: 15,
      extracted: { name: 'hello.txt', mediaType: 'text/plain', extension: 'txt', size: 15, base64: 'SGVsbG8gZnJvbSB6aXAK', text: 'Hello from zip\n' },
    },
    description: 'A one-file archive made by Info-ZIP: list it and extract hello.txt.',
  },
  relatedTools: ['zip-creator', 'tar-extractor', 'file-type-detector'],
  aiInstructions: 'Call once without path to list the entries, then again with the exact path of the entry you need. Office files (.docx, .xlsx, .pptx) are ZIP archives of XML.',
});
