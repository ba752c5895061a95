/**
 * A JSON text parameter read into a value, with the exact position of a syntax error
 * (jsonc-parser) in the message: for the tools that take one or more JSON documents
 * (patches, queries, flatten) and work on plain values.
 */
import { parseJsonText } from './json-text.js';

export type JsonInput = { ok: true; value: unknown } | { ok: false; message: string };

/** Parses `text`; `label` names the input in the error ("the document", "the patch"). */
export function readJson(text: string, label: string): JsonInput {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // JSON.parse messages differ between engines: locate the error with jsonc-parser
    const parsed = parseJsonText(text);
    if (!parsed.ok) return { ok: false, message: `Invalid JSON in ${label} at line ${parsed.line}, column ${parsed.column}: ${parsed.message}` };
    return { ok: false, message: `Invalid JSON in ${label}.` };
  }
}

/** Pretty JSON (2 spaces) or compact, as the tools print results. */
export function writeJson(value: unknown, indent: number): string {
  return JSON.stringify(value, null, indent === 0 ? undefined : indent) ?? 'null';
}
