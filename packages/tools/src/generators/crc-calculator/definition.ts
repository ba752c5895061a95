import { defineDefinition } from '@ctp/core';
import { hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';
import { ALIASES, CATALOGUE } from './catalogue.js';

const MODEL_OPTIONS = CATALOGUE.map(([name]) => ({ value: name, label: ALIASES[name] ? `${name} (${ALIASES[name]})` : name }));
const customOnly = [{ field: 'model', condition: 'equals' as const, value: 'custom' }];
const HEX = { type: 'string', pattern: '^[0-9a-f]+$' } as const;

export default defineDefinition({
  id: 'crc-calculator',
  name: 'CRC Calculator (CRC-8/16/32/64, all models)',
  description:
    'Compute any of the 113 CRC models of the reveng "Catalogue of parametrised CRC algorithms" (CRC-3 to CRC-82: CRC-8/SMBUS, CRC-16/MODBUS, CRC-16/CCITT-FALSE, XMODEM, KERMIT, CRC-32, CRC-32C, CRC-32/MPEG-2, CRC-64/XZ, ECMA-182…), a custom model (width, poly, init, refin, refout, xorout), or every model at once to identify an unknown CRC from an expected value. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters).',
  category: 'generators',
  tags: ['checksum', 'crc', 'hash', 'embedded'],
  keywords: [
    'crc8', 'crc-8', 'crc16', 'crc-16', 'crc16 modbus', 'crc-16/ccitt-false', 'ccitt', 'xmodem', 'kermit', 'crc32', 'crc-32', 'crc32c', 'crc32 mpeg2',
    'crc64', 'crc-64', 'crc64 ecma', 'crc-64/xz', 'reveng', 'rocksoft', 'polynomial', 'reflected', 'identify crc', 'find crc algorithm', 'crc reverse', 'cyclic redundancy check',
  ],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    { ...hashInputParameter, description: 'The data to checksum, read as the input encoding says ("123456789" gives each model\'s published check value).', placeholder: '123456789' },
    {
      name: 'model',
      type: 'select',
      label: 'CRC model',
      description: 'A catalogue model by its reveng name, "all" to compute every model, or "custom" for your own parameters.',
      required: false,
      defaultValue: 'CRC-32/ISO-HDLC',
      options: [{ value: 'all', label: 'All models (identify)' }, { value: 'custom', label: 'Custom parameters' }, ...MODEL_OPTIONS],
      aiHint: 'CRC-32 (zip/PNG) is CRC-32/ISO-HDLC, CRC-32C is CRC-32/ISCSI, CCITT-FALSE is CRC-16/IBM-3740, X-25 is CRC-16/IBM-SDLC, Modbus is CRC-16/MODBUS.',
    },
    {
      name: 'expected',
      type: 'text',
      label: 'Expected CRC (hex)',
      description: 'With "all": list the models whose CRC of the input equals this hex value (e.g. from a packet capture or datasheet).',
      required: false,
      placeholder: '0xcbf43926',
      validation: { maxLength: 40, pattern: '^\\s*(0x)?[0-9a-fA-F]+\\s*$' },
      dependsOn: [{ field: 'model', condition: 'equals', value: 'all' }],
    },
    { name: 'width', type: 'number', label: 'Width (bits)', description: 'Custom model: the CRC width in bits (1–64).', required: false, defaultValue: 16, validation: { min: 1, max: 64, step: 1 }, dependsOn: customOnly },
    { name: 'poly', type: 'text', label: 'Polynomial (hex)', description: 'Custom model: the generator polynomial in hex, without the top x^width term (0x1021, 0x04c11db7), MSB-first form.', required: false, defaultValue: '1021', validation: { maxLength: 20, pattern: '^\\s*(0x)?[0-9a-fA-F]+\\s*$' }, dependsOn: customOnly },
    { name: 'init', type: 'text', label: 'Initial value (hex)', description: 'Custom model: the register value before the first byte, unreflected.', required: false, defaultValue: '0', validation: { maxLength: 20, pattern: '^\\s*(0x)?[0-9a-fA-F]+\\s*$' }, dependsOn: customOnly },
    { name: 'refin', type: 'boolean', label: 'Reflect input', description: 'Custom model: process each byte least significant bit first.', required: false, defaultValue: false, dependsOn: customOnly },
    { name: 'refout', type: 'boolean', label: 'Reflect output', description: 'Custom model: reflect the register before the final XOR.', required: false, defaultValue: false, dependsOn: customOnly },
    { name: 'xorout', type: 'text', label: 'Final XOR (hex)', description: 'Custom model: XORed into the result.', required: false, defaultValue: '0', validation: { maxLength: 20, pattern: '^\\s*(0x)?[0-9a-fA-F]+\\s*$' }, dependsOn: customOnly },
    hashInputEncodingParameter,
  ],
  outputDescription: 'The CRC in hex (zero-padded to the width) and decimal, the model\'s parameters, one row per model computed, and the models matching an expected value.',
  outputSchema: {
    type: 'object',
    properties: {
      crc: { type: 'string', description: 'The CRC in hex; with "all", one "NAME  hex" line per model.' },
      decimal: { type: ['string', 'null'], description: 'The CRC as a decimal integer (text: 64-bit values exceed JSON numbers); null with "all".' },
      model: {
        type: ['object', 'null'],
        description: 'The parameters used (null with "all"); check is the CRC of "123456789".',
        properties: {
          name: { type: 'string' }, width: { type: 'integer' }, poly: HEX, init: HEX, refin: { type: 'boolean' }, refout: { type: 'boolean' }, xorout: HEX, check: HEX,
        },
        required: ['name', 'width', 'poly', 'init', 'refin', 'refout', 'xorout', 'check'],
        additionalProperties: false,
      },
      results: {
        type: 'array',
        description: 'One row per model computed.',
        items: {
          type: 'object',
          properties: { model: { type: 'string' }, width: { type: 'integer' }, crc: HEX },
          required: ['model', 'width', 'crc'],
          additionalProperties: false,
        },
      },
      matches: { type: 'array', items: { type: 'string' }, description: 'With "all" and an expected value: the models that produce it.' },
      inputBytes: { type: 'integer', minimum: 0, description: 'Number of bytes checksummed.' },
    },
    required: ['crc', 'decimal', 'model', 'results', 'matches', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'crc',
  example: {
    input: { input: '123456789', model: 'CRC-16/MODBUS' },
    output: {
      crc: '4b37',
      decimal: '19255',
      model: { name: 'CRC-16/MODBUS', width: 16, poly: '8005', init: 'ffff', refin: true, refout: true, xorout: '0', check: '4b37' },
      results: [{ model: 'CRC-16/MODBUS', width: 16, crc: '4b37' }],
      matches: [],
      inputBytes: 9,
    },
    description: 'CRC-16/MODBUS of the catalogue\'s check string "123456789".',
  },
  relatedTools: ['checksum-calculator', 'hash-generator', 'fletcher-checksum'],
  aiInstructions:
    'Use the reveng names. Modbus RTU frames: CRC-16/MODBUS, transmitted low byte first. To identify an unknown CRC, set model "all" and expected to the known value, with the exact bytes (inputEncoding hex for binary frames).',
});
