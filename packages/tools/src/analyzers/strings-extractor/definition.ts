import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'strings-extractor',
  name: 'Strings Extractor (Unix strings)',
  description:
    'Find the readable text inside a binary file, as the Unix strings command does: runs of at least N printable characters (ASCII with tab), also UTF-16 little- or big-endian strings (Windows executables, resources), with their offsets in hex or decimal. Useful for malware triage, firmware, crash dumps and unknown files. Files up to 20 MiB; at most 100,000 strings are listed.',
  category: 'analyzers',
  tags: ['strings', 'binary', 'forensics', 'text'],
  keywords: ['strings command', 'extract strings from binary', 'printable strings', 'strings -el', 'exe strings', 'firmware strings', 'malware strings', 'find text in file', 'binary to text'],
  method: 'POST',
  parameters: [
    { name: 'file', type: 'file', label: 'File', description: 'The binary file (at most 20 MiB).', required: false, validation: { maxSize: 20_971_520 } },
    { name: 'text', type: 'textarea', label: 'Or bytes', description: 'The bytes as hex or Base64 when no file is given.', required: false, validation: { maxLength: 2_000_000 } },
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
      ],
    },
    { name: 'minLength', type: 'number', label: 'Minimum length', description: 'Shortest run of characters reported (strings -n; 4 by default).', required: false, defaultValue: 4, validation: { min: 1, max: 1000, step: 1 } },
    {
      name: 'encoding',
      type: 'select',
      label: 'Character encoding',
      description: 'Single-byte ASCII (strings -e s), UTF-16LE (-e l), UTF-16BE (-e b), or ASCII and UTF-16LE together.',
      required: false,
      defaultValue: 'ascii',
      options: [
        { value: 'ascii', label: 'ASCII' },
        { value: 'utf16le', label: 'UTF-16LE' },
        { value: 'utf16be', label: 'UTF-16BE' },
        { value: 'both', label: 'ASCII + UTF-16LE' },
      ],
    },
    {
      name: 'offsets',
      type: 'select',
      label: 'Offsets',
      description: 'Prefix each line with its byte offset (strings -t).',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hexadecimal' },
        { value: 'decimal', label: 'Decimal' },
        { value: 'none', label: 'None' },
      ],
    },
  ],
  outputDescription: 'The strings as strings prints them, and a table with each string\'s offset and encoding.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'One string per line, offsets as chosen.' },
      strings: {
        type: 'array',
        items: {
          type: 'object',
          properties: { offset: { type: 'integer', minimum: 0 }, string: { type: 'string' }, encoding: { type: 'string', enum: ['ascii', 'utf16le', 'utf16be'] } },
          required: ['offset', 'string', 'encoding'],
          additionalProperties: false,
        },
      },
      count: { type: 'integer', minimum: 0 },
      truncated: { type: 'boolean', description: 'Whether the list stopped at 100,000 strings.' },
    },
    required: ['text', 'strings', 'count', 'truncated'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  display: { text: { as: 'code', language: 'text' } },
  example: {
    input: { file: 'data:application/octet-stream;base64,YWIASGVsbG8gV29ybGQBAnh5egAAbG9uZ2VyIHN0cmluZyBoZXJlCVRhYgD//lVURgBXAGkAZABlAHMAdAByAAAA' },
    output: {
      text: '      3 Hello World\n     15 longer string here\tTab\n',
      strings: [
        { offset: 3, string: 'Hello World', encoding: 'ascii' },
        { offset: 21, string: 'longer string here\tTab', encoding: 'ascii' },
      ],
      count: 2,
      truncated: false,
    },
    description: 'The same lines GNU strings -t x prints for this file.',
  },
  relatedTools: ['hexdump', 'file-type-detector', 'byte-entropy-analyzer'],
});
