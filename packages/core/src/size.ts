/** Byte sizes for result metadata, without allocating an encoded copy. */

const NON_ASCII = /[^\x00-\x7f]/;

/** UTF-8 byte length of a string (lone surrogates count as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  // most inputs are ASCII: one native scan instead of a loop over every character
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Size of a value as sent: strings by their UTF-8 bytes, anything else as JSON. */
export function valueSize(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value === 'string') return utf8Length(value);
  // booleans are the commonest non-string parameters: their JSON length needs no stringify
  if (typeof value === 'boolean') return value ? 4 : 5;
  try {
    return utf8Length(JSON.stringify(value) ?? '');
  } catch {
    return 0; // cyclic or BigInt: not sendable anyway, and the caller reports that
  }
}

/** Size of a parameter record: the sum of its values' sizes. */
export function inputSize(values: Record<string, unknown>): number {
  let total = 0;
  for (const key in values) total += valueSize(values[key]);
  return total;
}
