/**
 * Validators that check one value, or one value per line in batch mode: the output schema both
 * modes share and the batch loop. Imports only core types, so definitions may use the schema.
 */
import type { JsonSchema } from '@ctp/core';

/** The output schema of single mode (`item` itself) and batch mode (totals and one `item` per line). */
export function lineBatchOutputSchema(item: Record<string, JsonSchema>, noun: string): JsonSchema {
  return {
    type: 'object',
    properties: {
      ...item,
      valid: { type: 'boolean', description: `Single mode: the ${noun} is valid. Batch mode: every line is valid (false when there are none).` },
      count: { type: 'integer', minimum: 0, description: 'Batch mode: number of non-blank lines checked.' },
      validCount: { type: 'integer', minimum: 0, description: 'Batch mode: number of valid lines.' },
      invalidCount: { type: 'integer', minimum: 0, description: 'Batch mode: number of invalid lines.' },
      results: {
        type: 'array',
        description: 'Batch mode: one result per non-blank line, in order.',
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer', minimum: 1, description: '1-based line number.' },
            input: { type: 'string', description: `The trimmed line (cut at ${SHOWN} characters).` },
            ...item,
          },
          required: ['line', 'input', 'valid', 'reasons'],
          additionalProperties: false,
        },
      },
    },
    required: ['valid'],
    additionalProperties: false,
  };
}

const SHOWN = 100;
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * `check` returns an object with `valid` and `reasons` (and whatever else the validator reports).
 * Single mode checks the trimmed input (several lines are refused with a hint to turn on batch);
 * batch mode checks each non-blank line and adds totals.
 */
export function checkLines<T extends object>(input: string, batch: boolean, noun: string, check: (text: string) => T): object {
  if (!batch) {
    const text = input.trim();
    if (/[\r\n]/.test(text)) return { valid: false, reasons: [`The input has ${text.split(LINE_BREAK).length} lines: turn on batch to check one ${noun} per line.`] };
    return check(text);
  }
  const results: Array<{ line: number; input: string } & T> = [];
  const lines = input.split(LINE_BREAK);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.trim();
    if (text === '') continue;
    results.push({ line: i + 1, input: text.length > SHOWN ? `${Array.from(text).slice(0, SHOWN).join('')}…` : text, ...check(text) });
  }
  const validCount = results.filter((r) => (r as { valid?: unknown }).valid === true).length;
  return { valid: results.length > 0 && validCount === results.length, count: results.length, validCount, invalidCount: results.length - validCount, results };
}
