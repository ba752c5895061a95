/**
 * The parameters and output fields every digest tool of the hash family shares (text or
 * encoded bytes in, a digest in a chosen encoding out), so each definition states only what
 * is its own (the variant select, a key, a seed). Pure data: definitions load at start-up.
 * `param` keeps the literal option values, so a tool's `params.outputEncoding` is typed as
 * their union.
 */
import type { ParameterSchema } from '@ctp/core';

/** Identity that keeps a parameter's literal types (select values, names) for ToolParams. */
export function param<const P extends ParameterSchema>(p: P): P {
  return p;
}

/** The data to hash; empty hashes the empty message. */
export const hashInputParameter = param({
  name: 'input',
  type: 'textarea',
  label: 'Input',
  description: 'The data to hash, read as the input encoding says. Empty hashes the empty message; whitespace and newlines count.',
  required: false,
  defaultValue: '',
  placeholder: 'Hello, world!',
  validation: { maxLength: 1_000_000 },
});

export const hashInputEncodingParameter = param({
  name: 'inputEncoding',
  type: 'select',
  label: 'Input encoding',
  description: 'How to turn the input into bytes: UTF-8 text, hex (spaces, colons, 0x allowed) or base64 (standard or URL-safe).',
  required: false,
  defaultValue: 'utf8',
  options: [
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
  ],
  aiHint: 'Keep utf8 for ordinary text. Use hex or base64 only when the input is an encoding of binary data.',
});

export const digestEncodingParameter = param({
  name: 'outputEncoding',
  type: 'select',
  label: 'Output encoding',
  description: 'How to write the digest: lowercase hex (as the *sum commands print it), uppercase hex, base64, or unpadded base64url.',
  required: false,
  defaultValue: 'hex',
  options: [
    { value: 'hex', label: 'Hex (lowercase)' },
    { value: 'hex-upper', label: 'Hex (uppercase)' },
    { value: 'base64', label: 'Base64' },
    { value: 'base64url', label: 'Base64url (no padding)' },
  ],
});

/** The output fields of a single-digest tool: the digest, its size and the bytes hashed. */
export const digestOutputProperties = {
  digest: { type: 'string', description: 'The digest in the output encoding.' },
  bits: { type: 'integer', minimum: 1, description: 'Digest size in bits.' },
  inputBytes: { type: 'integer', minimum: 0, description: 'Number of bytes hashed (after decoding the input).' },
} as const;

/** How a key (MAC key, HMAC secret) is written: text, hex or base64. */
export const keyEncodingParameter = param({
  name: 'keyEncoding',
  type: 'select',
  label: 'Key encoding',
  description: 'How to read the key: UTF-8 text, hex or base64.',
  required: false,
  defaultValue: 'utf8',
  options: [
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
  ],
  dependsOn: [{ field: 'key', condition: 'exists' }],
});
