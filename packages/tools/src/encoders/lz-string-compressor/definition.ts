import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'lz-string-compressor',
  name: 'LZ-String Compressor / Decompressor',
  description:
    'Compress text with lz-string, the LZ-based scheme web apps use to fit state into URLs and localStorage (the TypeScript playground\'s #code/…, many code sandboxes and games), or decompress it. Output forms: URI-safe (compressToEncodedURIComponent), Base64, UTF-16 (for localStorage) or a byte array as hex. Decompression can detect the form and names it. Auto-detection accepts a form only when the text recompresses to exactly the input. Up to 200,000 characters (lz-string is slow on long texts).',
  category: 'encoders',
  tags: ['lz-string', 'compression', 'url'],
  keywords: ['lz-string', 'lzstring', 'compressToEncodedURIComponent', 'decompressFromEncodedURIComponent', 'compressToBase64', 'typescript playground url', '#code/', 'localstorage compression', 'url state'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text to compress, or lz-string output to decompress (a playground URL\'s part after #code/ works).',
      required: true,
      placeholder: 'console.log("Hello, world!");',
      validation: { maxLength: 200_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Compress the text, or decompress it.',
      required: false,
      defaultValue: 'compress',
      options: [
        { value: 'compress', label: 'Compress' },
        { value: 'decompress', label: 'Decompress' },
      ],
    },
    {
      name: 'format',
      type: 'select',
      label: 'Form',
      description: 'The compressed form: URI-safe, Base64, UTF-16 text or bytes as hex. "auto" (decompress only) tries URI-safe, then Base64, then UTF-16.',
      required: false,
      defaultValue: 'uri',
      options: [
        { value: 'uri', label: 'URI component (EncodedURIComponent)' },
        { value: 'base64', label: 'Base64' },
        { value: 'utf16', label: 'UTF-16 (localStorage)' },
        { value: 'hex', label: 'Bytes as hex (Uint8Array)' },
        { value: 'auto', label: 'Auto-detect (decompress)' },
      ],
    },
  ],
  outputDescription: 'The compressed or decompressed text, the form used, and the lengths.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The compressed text, or the decompressed text.' },
      format: { type: 'string', enum: ['uri', 'base64', 'utf16', 'hex'], description: 'The compressed form used or detected.' },
      inputLength: { type: 'integer', minimum: 0, description: 'Length of the input in characters (UTF-16 code units).' },
      outputLength: { type: 'integer', minimum: 0, description: 'Length of the result in characters (UTF-16 code units).' },
    },
    required: ['result', 'format', 'inputLength', 'outputLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'console.log("Hello, world!");', mode: 'compress', format: 'uri' },
    output: { result: 'MYewdgziA2CmB00QHMAUAiAEraSA0ABAO4gBO0AJgIToCUA3EA', format: 'uri', inputLength: 29, outputLength: 50 },
    description: 'The form the TypeScript playground puts after #code/.',
  },
  relatedTools: ['gzip-compressor', 'url-encoder', 'base64-encoder'],
  aiInstructions: 'For a playground link, pass only the part after "#code/" with mode "decompress" (format auto). lz-string is not gzip or zlib: use gzip-compressor for those.',
});
