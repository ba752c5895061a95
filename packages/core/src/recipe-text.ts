/**
 * The text form of a recipe, for command lines and URLs:
 *
 *   base64-encoder?mode=decode | json-formatter?indent=4&sortKeys
 *
 * Steps are separated by `|`; each is a tool id with an optional query string of parameters
 * (URL query syntax: `&` between pairs, `+` is a space, `%XX` escapes; a bare key means `true`).
 * Values stay text: each tool normalizes its own (numbers, booleans, JSON) when the step runs.
 */
import type { Recipe, RecipeStep } from './recipe.js';

/** Most steps in one recipe (both forms). */
export const MAX_RECIPE_STEPS = 50;
/** Longest recipe text accepted (characters). */
export const MAX_RECIPE_TEXT = 1_000_000;
/** A tool id as the spec defines it. */
export const TOOL_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const TOOL_ID = new RegExp(TOOL_ID_PATTERN);

export type RecipeTextResult = { ok: true; recipe: Recipe } | { ok: false; message: string };

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Parses the text form. Never throws; a message names the step and what is wrong with it. */
export function parseRecipeText(text: string): RecipeTextResult {
  if (typeof text !== 'string') return { ok: false, message: 'A recipe text must be a string' };
  if (text.length > MAX_RECIPE_TEXT) return { ok: false, message: `A recipe text must be at most ${MAX_RECIPE_TEXT} characters` };
  // count before splitting: a hostile text of 10,000 steps is refused without building them
  let bars = 0;
  for (let i = text.indexOf('|'); i !== -1 && bars < MAX_RECIPE_STEPS; i = text.indexOf('|', i + 1)) bars++;
  if (bars >= MAX_RECIPE_STEPS) return { ok: false, message: `A recipe has at most ${MAX_RECIPE_STEPS} steps` };
  if (text.trim() === '') return { ok: false, message: 'A recipe needs at least one step: "tool-id?param=value | next-tool"' };
  const steps: RecipeStep[] = [];
  const segments = text.split('|');
  for (let n = 0; n < segments.length; n++) {
    const parsed = parseStep(segments[n]!.trim(), n + 1);
    if (typeof parsed === 'string') return { ok: false, message: parsed };
    steps.push(parsed);
  }
  return { ok: true, recipe: { steps } };
}

function parseStep(segment: string, n: number): RecipeStep | string {
  if (segment === '') return `Step ${n} is empty (two "|" in a row, or one at an end)`;
  const q = segment.indexOf('?');
  const tool = (q === -1 ? segment : segment.slice(0, q)).trim();
  if (!TOOL_ID.test(tool) || tool.length > 64)
    return `Step ${n}: ${JSON.stringify(tool.slice(0, 64))} is not a tool id (lowercase letters and digits, dash-separated)`;
  if (q === -1) return { tool };
  const params: Record<string, unknown> = {};
  for (const pair of segment.slice(q + 1).split('&')) {
    if (pair.trim() === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair.trim() : pair.slice(0, eq).trim());
    const value = eq === -1 ? 'true' : decode(pair.slice(eq + 1));
    if (key === undefined || value === undefined) return `Step ${n} (${tool}): malformed %-escape in ${JSON.stringify(pair.slice(0, 80))}`;
    if (key === '') return `Step ${n} (${tool}): a parameter has no name in ${JSON.stringify(pair.slice(0, 80))}`;
    if (Object.hasOwn(params, key)) return `Step ${n} (${tool}): parameter ${JSON.stringify(key)} is given twice`;
    // defineProperty: a key such as "__proto__" becomes an own property (the tool then reports it), never the prototype
    Object.defineProperty(params, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return Object.keys(params).length > 0 ? { tool, params } : { tool };
}

/** Characters with a meaning in the text form (or invisible) are %-escaped; everything else stays readable. */
const SIGNIFICANT = /[%&=|+#\s\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff]/gu;

function encode(text: string): string {
  return text.replace(SIGNIFICANT, (c) => {
    // a lone surrogate has no UTF-8 form: it becomes U+FFFD, as a UTF-8 encoder would write it
    if (c.length === 1 && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff) return '%EF%BF%BD';
    return encodeURIComponent(c);
  });
}

function valueText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The text form of a recipe. `parseRecipeText(recipeToText(r))` gives `r` back with every value
 * as text (numbers, booleans and JSON values are written as their text, which the tools
 * normalize back); missing (`null`/`undefined`) values are left out.
 */
export function recipeToText(recipe: Recipe): string {
  return recipe.steps
    .map((step) => {
      const pairs: string[] = [];
      for (const [key, value] of Object.entries(step.params ?? {})) {
        const text = valueText(value);
        if (text !== undefined) pairs.push(`${encode(key)}=${encode(text)}`);
      }
      return pairs.length > 0 ? `${step.tool}?${pairs.join('&')}` : step.tool;
    })
    .join(' | ');
}
