/**
 * A JSONPath-style location for messages about one value: "$.a[0]["b c"]".
 * Identifier-like keys use dot notation; any other key is written as a
 * JSON string in brackets, so every key reads back unambiguously.
 */
export function jsonPath(segments: ReadonlyArray<string | number>): string {
  let path = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) path += `.${segment}`;
    else path += `[${JSON.stringify(segment)}]`;
  }
  return path;
}
