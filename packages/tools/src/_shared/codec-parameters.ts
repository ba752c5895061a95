/**
 * The byte-encoding parameters shared by the encode/decode tools whose input
 * or output may be binary (base32, base58, binary): how encode reads its input
 * and how decode shows the bytes. Pure data (definitions load at start-up).
 */
import type { ParameterSchema } from '@ctp/core';

/** The ways bytes travel as text. Literal option values, so tools get them as a union type. */
export type ByteEncoding = 'utf8' | 'hex' | 'base64';

/** How a tool reads bytes it is given: text (its UTF-8 bytes), hex or Base64. */
export const BYTE_INPUT_OPTIONS: { value: ByteEncoding; label: string }[] = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'hex', label: 'Hex bytes' },
  { value: 'base64', label: 'Base64 bytes' },
];

const encodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'encode' }];
const decodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'decode' }];

export const inputEncodingParameter = {
  name: 'inputEncoding' as const,
  type: 'select' as const,
  label: 'Input is',
  description: 'How to read the input when encoding: text (its UTF-8 bytes), hex bytes, or Base64 bytes.',
  required: false,
  defaultValue: 'utf8' as const,
  options: BYTE_INPUT_OPTIONS,
  dependsOn: encodeOnly,
} satisfies ParameterSchema;

/** How decode shows the bytes; `aiHint` says when hex is the right choice for this tool. */
export function outputEncodingParameter(aiHint: string) {
  const options: { value: ByteEncoding; label: string }[] = [
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
  ];
  return {
    name: 'outputEncoding' as const,
    type: 'select' as const,
    label: 'Output as',
    description: 'How to show the decoded bytes: UTF-8 text, hex, or Base64.',
    required: false,
    defaultValue: 'utf8' as const,
    options,
    dependsOn: decodeOnly,
    aiHint,
  } satisfies ParameterSchema;
}
