/**
 * Nesting depth of structured (`json`) parameter values.
 *
 * Tools and the runtime walk these values recursively (templates, jq variables, JWT claims,
 * `JSON.stringify`, structured clone to a worker), so a value nested thousands of levels deep
 * exhausts the stack wherever it is first walked. Core bounds the depth once, before anything
 * recursive sees the value; this walk is itself iterative.
 */

/**
 * Most arrays/objects nested inside one another in a `json` parameter. Generous for any
 * document a person writes (serde_json stops at 128 too) and far below what recursion survives.
 */
export const MAX_JSON_DEPTH = 128;

/**
 * True when `value` nests arrays/objects more than `limit` levels deep (`[]` and `{}` are one
 * level). A cycle counts as infinitely deep. Shared sub-objects (a library caller's DAG) are
 * walked again only when reached deeper than before, so the walk stays linear in the value's
 * size times at most `limit`.
 */
export function nestedDeeperThan(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const deepest = new Map<object, number>();
  const stack: Array<[object, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    const seen = deepest.get(node);
    if (seen !== undefined && seen >= depth) continue;
    deepest.set(node, depth);
    const children: unknown[] = Array.isArray(node) ? node : isWalkable(node) ? Object.values(node) : [];
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** Plain objects are walked; dates, typed arrays and other host objects are leaves (JSON has none). */
function isWalkable(node: object): boolean {
  const proto = Object.getPrototypeOf(node);
  return proto === Object.prototype || proto === null;
}
