import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import definition from './definition.js';
import { jsonPointer, normalizedPath, type Match } from './paths.js';
import { runJsonPathPlus } from './plus-engine.js';
import { runRfc9535 } from './rfc-engine.js';

/** Output budget (characters of JSON) for the matched values: `$..*` on deep documents repeats subtrees. */
const MAX_OUTPUT = 16_000_000;
/** Σ node depths allowed under recursive descent (both engines copy the path at every node: about 2 s of work). */
const MAX_DESCENT_COST = 3_000_000;

/** Adds the JSON size of a value to `used`, stopping early once past `limit`. */
function sizeWithin(value: unknown, used: number, limit: number): number {
  const stack: unknown[] = [value];
  while (stack.length && used <= limit) {
    const v = stack.pop();
    if (typeof v === 'string') used += v.length + 2;
    else if (Array.isArray(v)) {
      used += 2 + v.length;
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        used += key.length + 4;
        stack.push((v as Record<string, unknown>)[key]);
      }
      used += 2;
    } else used += String(v).length;
  }
  return used;
}

/** Σ depth over all nodes (what recursive descent costs: the engines copy the path at every node), and the first unsafe integer literal. */
function survey(root: Node, source: string): { depthSum: number; unsafeInteger?: string } {
  let depthSum = 0;
  let unsafeInteger: string | undefined;
  const checkNumbers = /\d{16}/.test(source);
  const stack: Array<[Node, number]> = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node.type === 'property') {
      const value = node.children?.[1];
      if (value) stack.push([value, depth]);
      continue;
    }
    depthSum += depth;
    if (checkNumbers && unsafeInteger === undefined && node.type === 'number') {
      const raw = source.slice(node.offset, node.offset + node.length);
      if (/^-?\d+$/.test(raw) && !Number.isSafeInteger(Number(raw))) unsafeInteger = raw;
    }
    if (node.children) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return unsafeInteger === undefined ? { depthSum } : { depthSum, unsafeInteger };
}

export default defineTool(definition, (params) => {
  const parsed = parseJsonText(params.json);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const json: unknown = JSON.parse(parsed.json.source);
  const warnings: string[] = [];
  const { depthSum, unsafeInteger: big } = survey(parsed.json.root, parsed.json.source);
  if (big) warnings.push(`Integers beyond ±2^53 lose precision in the results (${big.slice(0, 40)} is read as ${Number(big)}).`);

  const path = params.path.trim();
  if (!path.startsWith('$'))
    return failure('INVALID_INPUT', `A JSONPath starts with $ (the root), e.g. $.store.book[*].title; got "${path.slice(0, 40)}"`);
  if (path.includes('..') && depthSum > MAX_DESCENT_COST)
    return failure(
      'CONSTRAINT_VIOLATION',
      `Recursive descent (..) over this document is too costly: its nodes sit ${depthSum.toLocaleString('en-US')} levels deep in total (limit ${MAX_DESCENT_COST.toLocaleString('en-US')}). Start from a narrower path, e.g. $.items[*].price instead of $..price`,
    );

  let matches: Match[];
  const rfc = params.syntax === 'jsonpath-plus' ? undefined : runRfc9535(json, path);
  if (rfc?.ok) matches = rfc.matches;
  else {
    const refusal = rfc && `Invalid RFC 9535 JSONPath at position ${rfc.column}: ${rfc.message}`;
    if (refusal && params.syntax === 'rfc9535') return failure('INVALID_INPUT', refusal);
    const plus = runJsonPathPlus(json, path);
    // a path neither reads is reported by the standard's reading
    if (!plus.ok) return failure('INVALID_INPUT', refusal ?? `Invalid JSONPath: ${plus.message}`);
    matches = plus.matches;
    if (rfc) warnings.push(`Not RFC 9535 (position ${rfc.column}: ${rfc.message}), so it ran with the jsonpath-plus extensions (JavaScript-like filters, ^, ~, @property).`);
    if (plus.dropped)
      warnings.push(
        `${plus.dropped} match${plus.dropped === 1 ? ' was' : 'es were'} left out because ${plus.dropped === 1 ? 'it is' : 'they are'} not part of the JSON (JavaScript properties such as .length or string characters).`,
      );
  }

  const results: unknown[] = [];
  const paths: string[] = [];
  let size = 0;
  for (const match of matches) {
    const shownPath = params.pathFormat === 'pointer' ? jsonPointer(match.segments) : normalizedPath(match.segments);
    size += shownPath.length + 4;
    if (!params.pathsOnly) size = sizeWithin(match.value, size, MAX_OUTPUT);
    if (size > MAX_OUTPUT)
      return failure(
        'CONSTRAINT_VIOLATION',
        `The matches would be over ${MAX_OUTPUT / 1_000_000} million characters of JSON (${paths.length} matches so far); narrow the query${params.pathsOnly ? '' : ' or set pathsOnly'}`,
      );
    if (!params.pathsOnly) results.push(match.value);
    paths.push(shownPath);
  }

  const data = params.pathsOnly ? { count: paths.length, paths } : { count: paths.length, results, paths };
  return withWarnings(success(data), warnings);
});
