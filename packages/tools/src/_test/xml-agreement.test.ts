/**
 * Issue 14 item 4: the XML tools give one verdict. Every tool that reads an XML document (found
 * in the registry by a `xml` parameter and an `xml` input kind, so a new one is covered) accepts
 * the well-formed corpus and refuses the malformed one, xml-validator answering valid: false; all
 * report the same line and column, the shared reader's (_shared/xml-reader.ts).
 */
import { describe, expect, it } from 'vitest';
import { execute } from '@ctp/runtime';
import type { ToolResult } from '@ctp/core';
import { createRegistry, definitions } from '../index.js';
import { MALFORMED_XML, WELL_FORMED_XML } from './xml-corpus.js';

const registry = createRegistry();
const readers = definitions.filter((d) => d.handles?.some((h) => h.kind === 'xml') && d.parameters.some((p) => p.name === 'xml'));

async function run(definition: (typeof readers)[number], xml: string): Promise<ToolResult> {
  // namespace checking is the validator's extra; the corpus is about XML 1.0 itself
  const extra = definition.parameters.some((p) => p.name === 'checkNamespaces') ? { checkNamespaces: false } : {};
  return execute(registry, definition.id, { xml, ...extra });
}

/** The verdict of one call: 'ok', or the line and column of the error. */
function verdict(result: ToolResult): string {
  if (!result.success) {
    const at = /line (\d+), column (\d+)/.exec(result.error ?? '');
    return at ? `error at ${at[1]}:${at[2]}` : `error without position (${result.error})`;
  }
  const data = result.data as { valid?: boolean; errors?: Array<{ line: number; column: number }> };
  if (data.valid === false) return `error at ${data.errors![0]!.line}:${data.errors![0]!.column}`;
  return 'ok';
}

describe('the XML tools agree', () => {
  it('finds the XML-reading tools in the registry', () => {
    // a validator (answers valid: false), a formatter and a converter (refuse) at least
    expect(readers.length).toBeGreaterThanOrEqual(3);
    expect(readers.some((d) => d.category === 'validators')).toBe(true);
  });

  for (const { why, xml, line, column } of MALFORMED_XML) {
    it(`refuse: ${why}`, async () => {
      for (const d of readers) expect(verdict(await run(d, xml)), d.id).toBe(`error at ${line}:${column}`);
    });
  }

  for (const { why, xml } of WELL_FORMED_XML) {
    it(`accept: ${why}`, async () => {
      for (const d of readers) expect(verdict(await run(d, xml)), d.id).toBe('ok');
    });
  }
});
