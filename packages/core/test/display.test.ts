import { describe, expect, it } from 'vitest';
import { checkDefinition, displayOf, humanizeKey, mainInputParameter, outputLanguage, runsLive, type ToolSpec } from '../src/index.js';

function spec(extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    id: 'json-to-yaml',
    name: 'Probe',
    description: 'A probe.',
    category: 'converters',
    tags: ['yaml'],
    method: 'POST',
    parameters: [
      { name: 'flag', type: 'boolean', label: 'Flag', description: 'A flag.', required: false },
      { name: 'json', type: 'textarea', label: 'JSON', description: 'Input.', required: true, validation: { maxLength: 100 } },
      { name: 'note', type: 'textarea', label: 'Note', description: 'Other text.', required: false, validation: { maxLength: 100 } },
    ],
    outputDescription: 'Out.',
    outputSchema: {
      type: 'object',
      properties: {
        yaml: { type: 'string' },
        lines: { type: 'array', items: { type: 'string' } },
        rows: { type: 'array', items: { type: 'object' } },
        stats: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } } },
        tree: { type: 'object', properties: { a: { type: 'object' } } },
        png: { type: 'string', contentEncoding: 'base64', contentMediaType: 'image/png' },
        blob: { type: 'string', contentEncoding: 'base64' },
        svg: { type: 'string', contentMediaType: 'image/svg+xml' },
        inputBytes: { type: 'integer' },
        titled: { type: 'string', title: 'Custom title' },
        matches: { type: 'array', items: { type: 'object' } },
        mime: { type: 'string' },
      },
    },
    primaryOutput: 'yaml',
    example: { input: { json: '{}' }, output: {} },
    ...extra,
  };
}

describe('displayOf', () => {
  it('derives the renderer from the output schema', () => {
    const s = spec();
    expect(displayOf(s, 'yaml')).toEqual({ as: 'code', language: 'yaml', label: 'YAML' });
    expect(displayOf(s, 'lines').as).toBe('list');
    expect(displayOf(s, 'rows').as).toBe('table');
    expect(displayOf(s, 'stats').as).toBe('facts');
    expect(displayOf(s, 'tree').as).toBe('json');
    expect(displayOf(s, 'png')).toMatchObject({ as: 'image', mediaType: 'image/png' });
    expect(displayOf(s, 'blob').as).toBe('file');
    expect(displayOf(s, 'svg')).toMatchObject({ as: 'image', mediaType: 'image/svg+xml' });
    expect(displayOf(s, 'inputBytes')).toEqual({ as: 'facts', label: 'Input bytes' });
    expect(displayOf(s, 'titled').label).toBe('Custom title');
  });

  it('lets the definition state the renderer', () => {
    const s = spec({ display: { matches: { as: 'matches', textParameter: 'note' }, lines: 'color', blob: { as: 'file', mediaTypeField: 'mime', label: 'Download' } } });
    expect(displayOf(s, 'matches')).toMatchObject({ as: 'matches', textParameter: 'note', label: 'Matches' });
    expect(displayOf(s, 'lines').as).toBe('color');
    expect(displayOf(s, 'blob')).toEqual({ as: 'file', mediaTypeField: 'mime', label: 'Download' });
    expect(checkDefinition(s)).toEqual([]);
  });

  it('refuses hints that name nothing', () => {
    const problems = checkDefinition(
      spec({
        display: { nope: 'list', yaml: 'sparkles' as never, matches: { as: 'matches', textParameter: 'missing' }, blob: { as: 'file', mediaTypeField: 'absent' } },
        mainInput: 'flag',
        handles: [{ kind: 'jsno' as never }, { kind: 'json', params: { flag: 'maybe' } }, { kind: 'yaml', input: 'nowhere' }, { kind: 'csv', input: 'flag' }],
        featured: 'yes' as never,
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'display "nope": not a property of outputSchema',
        expect.stringContaining('display "yaml": must be one of'),
        'display "matches": matches need textParameter, the parameter whose text they index',
        'display "blob": mediaTypeField "absent" is not a property of outputSchema',
        'mainInput "flag" must be a text, textarea, json or file parameter',
        'handles: unknown input kind "jsno"',
        expect.stringContaining('handles "json": params are invalid'),
        'handles "yaml": input "nowhere" is not a parameter that takes text',
        'handles "csv": input "flag" is not a parameter that takes text',
        'featured must be a boolean',
      ]),
    );
  });
});

describe('helpers', () => {
  it('humanizes keys, keeping acronyms', () => {
    expect(humanizeKey('inputBytes')).toBe('Input bytes');
    expect(humanizeKey('unifiedDiff')).toBe('Unified diff');
    expect(humanizeKey('sha256')).toBe('SHA256');
    expect(humanizeKey('jsonText')).toBe('JSON text');
    expect(humanizeKey('XMLHttpRequest')).toBe('XML HTTP request');
    expect(humanizeKey('max_line_length')).toBe('Max line length');
  });
  it('finds the main input and the output language', () => {
    expect(mainInputParameter(spec())?.name).toBe('json');
    expect(mainInputParameter(spec({ mainInput: 'note' }))?.name).toBe('note');
    expect(outputLanguage({ id: 'csv-to-json', tags: [] })).toBe('json');
    expect(outputLanguage({ id: 'uuid-generator', tags: ['uuid'] })).toBeUndefined();
  });
  it('runs browser tools live unless they say otherwise', () => {
    expect(runsLive({})).toBe(true);
    expect(runsLive({ executionMode: 'server' })).toBe(false);
    expect(runsLive({ live: false })).toBe(false);
  });
});
