/**
 * Size of a value printed as indented JSON, computed without printing it.
 * Indentation grows with depth, so a deeply nested value with many members
 * prints far larger than its input (1,000 levels × 200,000 leaves is 400 MB):
 * converters check this bound before calling JSON.stringify.
 */

/** Characters of JSON.stringify(value, null, indent) (string escapes not counted), or limit + 1 once it exceeds `limit`. */
export function indentedJsonSize(value: unknown, indent: number, limit: number): number {
  let size = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') size += v.length + 2;
    else if (v === null || typeof v !== 'object') size += String(v).length;
    else {
      const entries: Array<[string | undefined, unknown]> = Array.isArray(v) ? v.map((item) => [undefined, item]) : Object.entries(v);
      // brackets (the closing one on its own line), commas, and per member: line break, indentation, "key": (": " when indented)
      size += 2 + Math.max(0, entries.length - 1) + (entries.length > 0 && indent > 0 ? 1 + depth * indent : 0);
      for (const [key, item] of entries) {
        size += (indent > 0 ? 1 + (depth + 1) * indent : 0) + (key === undefined ? 0 : key.length + (indent > 0 ? 4 : 3));
        stack.push([item, depth + 1]);
      }
    }
    if (size > limit) return limit + 1;
  }
  return size;
}
