import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'protobuf-decoder',
  name: 'Protobuf Decoder (no schema)',
  description:
    'Decode Protocol Buffers bytes without a .proto file, like protoc --decode_raw: every field number with its wire type, nested messages recognised and indented, strings and bytes told apart, and each number shown the ways it may have been meant (uint64, sint64 zigzag, bool; fixed64 as int64/double; fixed32 as int32/float). Groups are supported. Errors give the byte offset. Input as hex, Base64 or a file; up to 2,000,000 characters or 5 MiB.',
  category: 'converters',
  tags: ['protobuf', 'grpc', 'binary', 'decode'],
  keywords: ['protobuf decoder', 'protocol buffers', 'decode_raw', 'protoc --decode_raw', 'grpc', 'protobuf to json', 'raw protobuf', 'wire format', 'schemaless', 'pb'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Protobuf bytes',
      description: 'The message as hex or Base64 (or choose a file).',
      required: false,
      placeholder: '08 96 01 12 07 74 65 73 74 69 6e 67',
      validation: { maxLength: 2_000_000 },
    },
    {
      name: 'file',
      type: 'file',
      label: 'File',
      description: 'A file holding one serialized message (at most 5 MiB).',
      required: false,
      validation: { maxSize: 5_242_880 },
    },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Input is',
      description: 'How the text input is written.',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
      ],
    },
    {
      name: 'grpcFrame',
      type: 'boolean',
      label: 'gRPC frame',
      description: 'Skip the 5-byte gRPC message prefix (compression flag and length) before decoding.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The message as protoc --decode_raw text and as a JSON tree with every field\'s offset and readings.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The fields as protoc --decode_raw prints them.' },
      fields: { type: 'array', items: { type: 'object' }, description: 'Each field: number, wireType, offset and its value read every plausible way (nested messages as "message").' },
      byteLength: { type: 'integer', minimum: 0, description: 'Size of the message in bytes.' },
    },
    required: ['text', 'fields', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  display: { text: { as: 'code', language: 'text' }, fields: 'json' },
  example: {
    input: { input: '08 96 01 12 07 74 65 73 74 69 6e 67 1a 03 08 96 01' },
    output: {
      text: '1: 150\n2: "testing"\n3 {\n  1: 150\n}\n',
      fields: [
        { field: 1, wireType: 'varint', offset: 0, uint: '150', sint: '75' },
        { field: 2, wireType: 'len', offset: 3, length: 7, string: 'testing' },
        { field: 3, wireType: 'len', offset: 12, length: 3, message: [{ field: 1, wireType: 'varint', offset: 14, uint: '150', sint: '75' }] },
      ],
      byteLength: 17,
    },
    description: 'The examples of the protobuf encoding guide: 150, "testing" and a nested message.',
  },
  relatedTools: ['varint-encoder', 'hexdump'],
  aiInstructions: 'Without a schema, field names are unknown and a length-delimited field may be a string, bytes, a nested message or packed numbers: the tool guesses (printable UTF-8 → string; parses cleanly → message).',
});
