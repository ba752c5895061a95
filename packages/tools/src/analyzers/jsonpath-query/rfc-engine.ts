/**
 * RFC 9535 JSONPath with json-p3 (MIT, no dependencies, passes the JSONPath Compliance Test
 * Suite): negative indexes, reversed slices, type-strict comparisons, I-Regexp match() and
 * search(), and the well-typedness rules of §2.4.3 (count(1), match(…) == true or an unknown
 * function are errors, not empty results). jsonpath-rfc9535 was tried first: it parses the
 * syntax but runs ill-typed queries and unknown functions silently to [].
 */
import { JSONPathEnvironment, JSONPathError, type JSONValue } from 'json-p3';
import type { Match } from './paths.js';

/** Deeper than any document jsonc-parser accepts; cost is bounded by the caller's descent survey. */
const environment = new JSONPathEnvironment({ strict: true, maxRecursionDepth: 10_000 });

export type RfcOutcome = { ok: true; matches: Match[] } | { ok: false; message: string; column: number };

/** Runs an RFC 9535 query; a query the RFC refuses gives the reason and its 1-based code-point column. */
export function runRfc9535(json: unknown, path: string): RfcOutcome {
  try {
    const nodes = environment.query(path, json as JSONValue).nodes;
    return { ok: true, matches: nodes.map((node) => ({ value: node.value, segments: [...node.location] })) };
  } catch (error) {
    if (!(error instanceof JSONPathError)) throw error;
    // json-p3 appends a snippet and index, e.g. "unclosed bracketed selection ('$.a[':4)"
    const message = error.message
      .replace(/\s*\('.*':\d+\)$/s, '')
      // "starting at index 3" counts from 0 the first character inside the quotes: the quote's 1-based position, in code points
      .replace(/starting at index (\d+)/, (_, at: string) => `starting at position ${[...path.slice(0, Number(at) - 1)].length + 1}`);
    const index = Math.min(Math.max(error.token?.index ?? 0, 0), path.length);
    return { ok: false, message, column: [...path.slice(0, index)].length + 1 };
  }
}
