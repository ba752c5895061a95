import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'hexdump-to-binary',
  name: 'Hex Dump to Binary (xxd -r)',
  description:
    'Turn a hex dump back into the bytes, as xxd -r does: xxd dumps (any grouping), hexdump -C / od -A x -t x1z dumps (with "*" repeated lines expanded), plain hex (xxd -p) and C arrays (xxd -i) are recognised. Offsets place the bytes (gaps are filled with zeros) and the text column is ignored. The result is offered as a file download, as hex and, when it is UTF-8, as text. Up to 5,000,000 characters, 10 MiB of output.',
  category: 'encoders',
  tags: ['hex', 'hexdump', 'xxd', 'binary', 'decode'],
  keywords: ['xxd -r', 'reverse hex dump', 'hexdump to file', 'hex to binary', 'hex to file', 'undump', 'c array to binary', 'hexdump -c reverse', 'od'],
  method: 'POST',
  parameters: [
    {
      name: 'dump',
      type: 'textarea',
      label: 'Hex dump',
      description: 'The dump: xxd, hexdump -C, od -A x -t x1, xxd -p or xxd -i output.',
      required: true,
      placeholder: '00000000: 4865 6c6c 6f0a                           Hello.',
      validation: { maxLength: 5_000_000 },
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'The dump format; auto recognises it from the first lines.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Auto-detect' },
        { value: 'xxd', label: 'xxd' },
        { value: 'canonical', label: 'hexdump -C / od -A x' },
        { value: 'plain', label: 'Plain hex (xxd -p)' },
        { value: 'c', label: 'C array (xxd -i)' },
      ],
    },
  ],
  outputDescription: 'The bytes as a downloadable file (Base64), as hex and as UTF-8 text when they are text.',
  outputSchema: {
    type: 'object',
    properties: {
      hex: { type: 'string', description: 'The bytes as lowercase hex.' },
      text: { type: ['string', 'null'], description: 'The bytes as UTF-8 text, or null when they are not valid UTF-8.' },
      file: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/octet-stream', description: 'The bytes (Base64), to save as a file.' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes.' },
      format: { type: 'string', enum: ['xxd', 'canonical', 'plain', 'c'], description: 'The dump format read.' },
    },
    required: ['hex', 'text', 'file', 'byteLength', 'format'],
    additionalProperties: false,
  },
  primaryOutput: 'hex',
  example: {
    input: { dump: '00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a       Hello, World!.' },
    output: { hex: '48656c6c6f2c20576f726c64210a', text: 'Hello, World!\n', file: 'SGVsbG8sIFdvcmxkIQo=', byteLength: 14, format: 'xxd' },
    description: 'One xxd line back to its 14 bytes.',
  },
  relatedTools: ['hexdump', 'hex-encoder', 'base64-file-encoder'],
});
