import { bytesToBase64, bytesToHex, defineTool, success, withWarnings } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

function encode(bytes: Uint8Array, format: string): string | number[] {
  switch (format) {
    case 'base64':
      return bytesToBase64(bytes);
    case 'base64url':
      return bytesToBase64(bytes, { url: true, pad: false });
    case 'array':
      return [...bytes];
    default:
      return bytesToHex(bytes);
  }
}

export default defineTool(definition, (params) => {
  const length = params.length;
  const format = params.format;
  const random = createRandom(params.seed);
  const values: Array<string | number[]> = [];
  for (let i = 0; i < params.count; i++) values.push(encode(random.bytes(length), format));
  const warnings = random.seeded ? ['Seeded bytes are predictable: anyone who knows the seed can regenerate them. Never use them as keys, salts, IVs or tokens.'] : [];
  return withWarnings(success({ values, length, bits: length * 8, format }), warnings);
});
