import { defineDefinition } from '@ctp/core';

const decimal = (description: string) => ({ type: 'string', pattern: '^-?[0-9]+$', description });

export default defineDefinition({
  id: 'endianness-swapper',
  name: 'Endianness Swapper',
  description:
    'Swap the byte order of hex data in 16-, 32- or 64-bit words (like htons/htonl/bswap or Buffer.swap16/32/64), or reverse all bytes. Hex input may contain spaces, line breaks, colons, commas or 0x prefixes. Output is grouped hex. Also reads every word as an unsigned and signed integer in big- and little-endian order (64-bit words exactly, as decimal strings). Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['endianness', 'hex', 'bytes', 'binary'],
  keywords: ['byte swap', 'bswap', 'byte order', 'little endian', 'big endian', 'htonl', 'ntohl', 'htons', 'swap16', 'swap32', 'swap64', 'reverse bytes', 'network byte order', 'uint32', 'int64'],
  method: 'POST',
  parameters: [
    {
      name: 'hex',
      type: 'textarea',
      label: 'Hex data',
      description: 'Hex bytes; whitespace, colons, commas, underscores and 0x prefixes are ignored.',
      required: true,
      placeholder: '0x12345678 0xdeadbeef',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'wordSize',
      type: 'select',
      label: 'Word size',
      description: 'Swap the bytes inside each 16-, 32- or 64-bit word, or reverse the order of all bytes.',
      required: false,
      defaultValue: '32',
      options: [
        { value: '16', label: '16-bit (2 bytes)' },
        { value: '32', label: '32-bit (4 bytes)' },
        { value: '64', label: '64-bit (8 bytes)' },
        { value: 'all', label: 'Reverse all bytes' },
      ],
      aiHint: 'The byte count must be a multiple of the word size unless padding is on.',
    },
    {
      name: 'pad',
      type: 'boolean',
      label: 'Pad last word',
      description: 'Pad an incomplete last word with zero bytes at its end instead of refusing the input.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
    {
      name: 'grouping',
      type: 'select',
      label: 'Output grouping',
      description: 'Separate words (or bytes when reversing all) with spaces, or write one run of hex.',
      required: false,
      defaultValue: 'words',
      options: [
        { value: 'words', label: 'Space between words' },
        { value: 'bytes', label: 'Space between bytes' },
        { value: 'none', label: 'No spaces' },
      ],
    },
    { name: 'uppercase', type: 'boolean', label: 'Uppercase hex', description: 'Write A-F instead of a-f.', required: false, defaultValue: false },
    {
      name: 'integers',
      type: 'boolean',
      label: 'Interpret as integers',
      description: 'List every word (first 1,000) as unsigned and signed integers read big- and little-endian.',
      required: false,
      defaultValue: true,
    },
  ],
  outputDescription: 'The swapped hex, byte and word counts, and each input word read as integers.',
  outputSchema: {
    type: 'object',
    properties: {
      swapped: { type: 'string', description: 'The hex with the byte order swapped.' },
      byteCount: { type: 'integer', minimum: 0, description: 'Bytes read (padding included).' },
      wordCount: { type: 'integer', minimum: 0, description: 'Words swapped (1 when reversing all bytes).' },
      words: {
        type: 'array',
        description: 'Each input word (as written) read as integers; empty when reversing all bytes or integers is off.',
        items: {
          type: 'object',
          properties: {
            hex: { type: 'string' },
            unsignedBE: decimal('Unsigned, big-endian (bytes as written).'),
            unsignedLE: decimal('Unsigned, little-endian (the swapped word).'),
            signedBE: decimal('Two\'s complement, big-endian.'),
            signedLE: decimal('Two\'s complement, little-endian.'),
          },
          required: ['hex', 'unsignedBE', 'unsignedLE', 'signedBE', 'signedLE'],
          additionalProperties: false,
        },
      },
      wordsTruncated: { type: 'boolean', description: 'True when more than 1,000 words were read and only the first are listed.' },
    },
    required: ['swapped', 'byteCount', 'wordCount', 'words', 'wordsTruncated'],
    additionalProperties: false,
  },
  primaryOutput: 'swapped',
  example: {
    input: { hex: '12 34 56 78 ff ff ff fe', wordSize: '32' },
    output: {
      swapped: '78563412 feffffff',
      byteCount: 8,
      wordCount: 2,
      words: [
        { hex: '12345678', unsignedBE: '305419896', unsignedLE: '2018915346', signedBE: '305419896', signedLE: '2018915346' },
        { hex: 'fffffffe', unsignedBE: '4294967294', unsignedLE: '4278190079', signedBE: '-2', signedLE: '-16777217' },
      ],
      wordsTruncated: false,
    },
    description: 'Two 32-bit words swapped, each read as integers in both byte orders.',
  },
  relatedTools: ['hex-encoder', 'number-base-converter', 'ieee754-float-converter'],
  aiInstructions:
    'Pass hex bytes in "hex" (spaces and 0x prefixes are fine; all digits are concatenated into one byte stream, so write every byte with two digits: "0x1 0x2" reads as the single byte 0x12). wordSize 16/32/64 swaps inside each word; "all" reverses the whole byte sequence. Integer values are decimal strings so 64-bit values stay exact.',
});
