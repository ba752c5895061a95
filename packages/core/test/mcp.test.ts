import { describe, expect, it } from 'vitest';
import { CTP_META_KEY, deriveAnnotations, toMcpTool } from '../src/index.js';
import { spec } from './fixtures.js';

describe('toMcpTool', () => {
  it('maps id → name, name → title, and folds aiInstructions into the description', () => {
    const tool = toMcpTool(spec({ aiInstructions: 'Send plain text.' }));
    expect(tool.name).toBe('sample-tool');
    expect(tool.title).toBe('Sample Tool');
    expect(tool.description).toBe('A tool used by the tests.\n\nSend plain text.');
    expect(tool.inputSchema).toMatchObject({ type: 'object', required: ['text'], additionalProperties: false });
    expect(tool.outputSchema).toEqual(spec().outputSchema);
  });

  it('puts CTP metadata under a namespaced _meta key on the tool, not in annotations', () => {
    const tool = toMcpTool(spec({ keywords: ['upper'] }));
    expect(tool._meta[CTP_META_KEY]).toEqual({
      ctpVersion: '1.0.0', category: 'utilities', tags: ['sample'], executionMode: 'client', method: 'POST', keywords: ['upper'],
    });
    expect(Object.keys(tool.annotations)).not.toContain('_meta');
  });

  it('mentions deprecation in the description', () => {
    expect(toMcpTool(spec({ deprecated: true, deprecationMessage: 'use other-tool' })).description).toMatch(/Deprecated: use other-tool$/);
  });
});

describe('deriveAnnotations', () => {
  it('derives read-only, non-destructive, idempotent, closed-world for client tools', () => {
    expect(deriveAnnotations(spec())).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
  });

  it('treats server tools as open-world', () => {
    expect(deriveAnnotations(spec({ executionMode: 'server' })).openWorldHint).toBe(true);
  });

  it('lets the definition state hints: random generators are not idempotent', () => {
    expect(deriveAnnotations(spec({ annotations: { idempotentHint: false } })).idempotentHint).toBe(false);
  });
});
