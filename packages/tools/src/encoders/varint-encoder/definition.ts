import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'varint-encoder',
  name: 'Varint / LEB128 Encoder / Decoder',
  description:
    'Encode integers as variable-length bytes, or decode such bytes back to integers with each value\'s offset and length. Formats: unsigned LEB128 (Protocol Buffers uint32/uint64 varints, WebAssembly, DWARF), signed LEB128 (SLEB128), ZigZag (protobuf sint32/sint64) and protobuf int64 (negative numbers as 10-byte two\'s complement). Any size with BigInt (64-bit formats checked). Up to 100,000 characters.',
  category: 'encoders',
  tags: ['varint', 'leb128', 'protobuf', 'binary', 'encode', 'decode'],
  keywords: ['varint', 'leb128', 'uleb128', 'sleb128', 'zigzag', 'protobuf varint', 'sint64', 'variable length integer', 'wasm', 'dwarf', 'base 128'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Encode: decimal integers separated by spaces, commas or lines (0x hex allowed). Decode: the bytes as hex.',
      required: true,
      placeholder: '300 -1 624485',
      validation: { maxLength: 100_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode integers to bytes, or decode bytes to integers.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'How integers map to bytes.',
      required: false,
      defaultValue: 'unsigned',
      options: [
        { value: 'unsigned', label: 'Unsigned LEB128 / protobuf uint', description: 'Non-negative integers, 7 bits per byte, low group first' },
        { value: 'signed', label: 'Signed LEB128 (SLEB128)', description: 'Two\'s complement, sign-extended from the last byte (WebAssembly, DWARF)' },
        { value: 'zigzag', label: 'ZigZag (protobuf sint32/sint64)', description: '0, -1, 1, -2 … map to 0, 1, 2, 3 …' },
        { value: 'int64', label: 'Protobuf int32/int64', description: 'Negative values as 64-bit two\'s complement (always 10 bytes)' },
      ],
    },
  ],
  outputDescription: 'The bytes in hex (encode) or the integers (decode), and a table of every value with its bytes, offset and length.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Encode: all bytes as hex, one varint per space-separated group. Decode: the integers, one per line.' },
      values: {
        type: 'array',
        description: 'Each integer with its encoding.',
        items: {
          type: 'object',
          properties: {
            value: { type: 'string', description: 'The integer in decimal (a string: it may exceed 2^53).' },
            hex: { type: 'string', description: 'Its bytes in hex.' },
            offset: { type: 'integer', minimum: 0, description: 'Byte offset of its first byte.' },
            length: { type: 'integer', minimum: 1, description: 'Number of bytes.' },
          },
          required: ['value', 'hex', 'offset', 'length'],
          additionalProperties: false,
        },
      },
      byteLength: { type: 'integer', minimum: 0, description: 'Total number of bytes.' },
    },
    required: ['result', 'values', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: '300 624485', mode: 'encode', format: 'unsigned' },
    output: {
      result: 'ac02 e58e26',
      values: [
        { value: '300', hex: 'ac02', offset: 0, length: 2 },
        { value: '624485', hex: 'e58e26', offset: 2, length: 3 },
      ],
      byteLength: 5,
    },
    description: '300 is the protobuf documentation\'s example (ac 02); 624485 the LEB128 one (e5 8e 26).',
  },
  relatedTools: ['protobuf-decoder', 'hex-encoder', 'number-base-converter'],
  aiInstructions:
    'Protobuf fields of type sint32/sint64 use format "zigzag"; int32/int64 use "int64" (negative values take 10 bytes); uint32/uint64, enum, tag and length prefixes use "unsigned". WebAssembly and DWARF use "signed" for signed immediates.',
});
