/**
 * The byte-encoding parameters shared by the encode/decode tools whose input
 * or output may be binary (base32, base58, binary): how encode reads its input
 * and how decode shows the bytes. Pure data (definitions load at start-up).
 */
import type { ParameterSchema } from '@ctp/core';

/** How a tool reads bytes it is given: text (its UTF-8 bytes), hex or Base64. */
export const BYTE_INPUT_OPTIONS: NonNullable<ParameterSchema['options']> = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'hex', label: 'Hex bytes' },
  { value: 'base64', label: 'Base64 bytes' },
];

const encodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'encode' }];
const decodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'decode' }];

export const inputEncodingParameter: ParameterSchema = {
  name: 'inputEncoding',
  type: 'select',
  label: 'Input is',
  description: 'How to read the input when encoding: text (its UTF-8 bytes), hex bytes, or Base64 bytes.',
  required: false,
  defaultValue: 'utf8',
  options: BYTE_INPUT_OPTIONS,
  dependsOn: encodeOnly,
};

/** How decode shows the bytes; `aiHint` says when hex is the right choice for this tool. */
export function outputEncodingParameter(aiHint: string): ParameterSchema {
  return {
    name: 'outputEncoding',
    type: 'select',
    label: 'Output as',
    description: 'How to show the decoded bytes: UTF-8 text, hex, or Base64.',
    required: false,
    defaultValue: 'utf8',
    options: [
      { value: 'utf8', label: 'Text (UTF-8)' },
      { value: 'hex', label: 'Hex' },
      { value: 'base64', label: 'Base64' },
    ],
    dependsOn: decodeOnly,
    aiHint,
  };
}
