/**
 * The parameters shared by the JSON ↔ binary-format converters (MessagePack, CBOR, BSON):
 * the text input, an optional file for decoding, the mode, how the binary side is written,
 * and the JSON indent. Literal types, so the tools' parameters stay typed.
 */
import { defineParameter } from './byte-io.js';

export function binaryFormatParameters(format: string, placeholder: string) {
  return [
    defineParameter({
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: `Encode: JSON. Decode: the ${format} bytes as hex or Base64 (or choose a file).`,
      required: false,
      placeholder,
      validation: { maxLength: 2_000_000 },
    }),
    defineParameter({
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: `JSON → ${format}, or ${format} → JSON.`,
      required: false,
      defaultValue: 'decode',
      options: [
        { value: 'decode', label: `${format} → JSON` },
        { value: 'encode', label: `JSON → ${format}` },
      ],
    }),
    defineParameter({
      name: 'file',
      type: 'file',
      label: `${format} file`,
      description: `Decode: a ${format} file (at most 5 MiB) instead of hex/Base64 text.`,
      required: false,
      validation: { maxSize: 5_242_880 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
    }),
    defineParameter({
      name: 'binaryEncoding',
      type: 'select',
      label: 'Bytes as',
      description: `How the ${format} bytes are written: the output when encoding, the text input when decoding.`,
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
      ],
    }),
    defineParameter({
      name: 'indent',
      type: 'number',
      label: 'JSON indent',
      description: 'Decode: spaces per level in the JSON (0 for one line).',
      required: false,
      defaultValue: 2,
      validation: { min: 0, max: 8, step: 1 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
    }),
  ] as const;
}
