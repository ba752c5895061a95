import { describe, expect, it } from 'vitest';
import { checkDefinition, defineTool, success, toCtpDefinition, ToolDefinitionError } from '../src/index.js';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';
import { spec } from './fixtures.js';

const problems = (overrides: Parameters<typeof spec>[0]) => checkDefinition(spec(overrides));

describe('checkDefinition (§5.3 and project rules)', () => {
  it('accepts a complete definition', () => {
    expect(problems({})).toEqual([]);
  });

  it('checks identity fields and bounds', () => {
    expect(problems({ id: 'Bad_Id' })).toContain('id must match ^[a-z0-9]+(-[a-z0-9]+)*$');
    expect(problems({ id: 'a'.repeat(41) })[0]).toMatch(/at most 40/);
    expect(problems({ name: '' })).toContain('name must be a string of 1–50 characters');
    expect(problems({ description: 'x'.repeat(501) })).toContain('description must be a string of 1–500 characters');
    expect(problems({ category: 'misc' as never })[0]).toMatch(/category must be one of/);
    expect(problems({ method: 'PUT' as never })).toContain('method must be GET or POST');
    expect(problems({ version: '1.0' })).toContain('version must be x.y.z');
  });

  it('requires lowercase, unique tags', () => {
    expect(problems({ tags: [] })).toContain('at least one tag is required');
    expect(problems({ tags: ['JSON'] })).toContain('tag "JSON" must be lowercase');
    expect(problems({ tags: ['a', 'a'] })).toContain('tags must be unique');
  });

  it('rejects duplicate or reserved parameter names and bad parameter fields', () => {
    const p = spec().parameters[0]!;
    expect(problems({ parameters: [p, p] })).toContain('parameter "text": duplicate name');
    expect(problems({ parameters: [{ ...p, name: 'constructor' }] }).join()).toMatch(/reserved/);
    expect(problems({ parameters: [{ ...p, label: '' }] }).join()).toMatch(/label must be 1–50/);
    expect(problems({ parameters: [{ ...p, validation: { maxLength: 5, custom: 'x > 1' } }] }).join()).toMatch(/never evaluated/);
    expect(problems({ parameters: [{ ...p, validation: { maxLength: 5, pattern: '(' } }] }).join()).toMatch(/pattern does not compile/);
    expect(problems({ parameters: [{ ...p, typo: 1 } as never] }).join()).toMatch(/unknown field "typo"/);
  });

  it('requires bounded text and file parameters', () => {
    const p = spec().parameters[0]!;
    expect(problems({ parameters: [{ ...p, validation: {} }] }).join()).toMatch(/must set validation.maxLength/);
    expect(problems({ parameters: [{ name: 'f', type: 'file', label: 'F', description: 'f', required: true }], example: { input: {}, output: {} } }).join()).toMatch(/maxSize/);
  });

  it('checks select options, defaults and dependencies', () => {
    const select = { name: 'mode', type: 'select' as const, label: 'Mode', description: 'm', required: false };
    expect(problems({ parameters: [...spec().parameters, select] }).join()).toMatch(/select needs options/);
    expect(
      problems({ parameters: [...spec().parameters, { ...select, options: [{ value: 'a', label: 'A' }], defaultValue: 'b' }] }).join(),
    ).toMatch(/defaultValue is invalid/);
    expect(
      problems({ parameters: [{ ...spec().parameters[0]!, dependsOn: [{ field: 'ghost', condition: 'exists' }] }] }).join(),
    ).toMatch(/unknown field "ghost"/);
    expect(
      problems({ parameters: [{ ...spec().parameters[0]!, dependsOn: { field: 'x', condition: 'exists' } as never }] }).join(),
    ).toMatch(/dependsOn must be an array/);
  });

  it('validates the example input against the parameters (§5.3 rule 4)', () => {
    expect(problems({ example: { input: {}, output: {} } }).join()).toMatch(/example.input is invalid: .*required/);
    expect(problems({ example: { input: { text: 'x', extra: 1 }, output: {} } }).join()).toMatch(/Unknown parameter "extra"/);
  });

  it('requires an object output schema and a valid primaryOutput', () => {
    expect(problems({ outputSchema: { type: 'string' } })).toContain('outputSchema must have type "object" (MCP structuredContent is an object)');
    expect(problems({ primaryOutput: 'missing' })).toContain('primaryOutput "missing" is not a property of outputSchema');
  });

  it('makes generators state idempotency', () => {
    expect(problems({ category: 'generators' }).join()).toMatch(/idempotentHint/);
    expect(problems({ category: 'generators', annotations: { idempotentHint: false } })).toEqual([]);
  });

  it('accepts cost "linear" or "heavy", and none on isolate tools', () => {
    expect(problems({ cost: 'heavy' })).toEqual([]);
    expect(problems({ cost: 'linear' })).toEqual([]);
    expect(problems({ cost: 'quadratic' } as never)).toContain('cost must be "linear" or "heavy"');
    expect(problems({ cost: 'heavy', isolate: true })).toContain('cost has no effect on an isolate tool (every call already runs in the worker pool): remove it');
  });

  it('accepts requiresNode only on server tools', () => {
    expect(problems({ executionMode: 'server', requiresNode: true })).toEqual([]);
    expect(problems({ requiresNode: true })).toContain('requiresNode needs executionMode "server" (browsers have no Node.js APIs)');
    expect(problems({ executionMode: 'server', requiresNode: false } as never)).toContain('requiresNode is true or absent');
  });

  it('flags unknown top-level fields', () => {
    expect(problems({ outputschema: {} } as never)).toContain('unknown field "outputschema"');
  });
});

describe('toCtpDefinition', () => {
  it('drops the extensions so the reference schema (additionalProperties: false) accepts it', () => {
    const full = spec({ annotations: { idempotentHint: true }, primaryOutput: 'upper', timeoutMs: 100, isolate: true, cost: 'heavy', executionMode: 'server', requiresNode: true });
    const ctp = toCtpDefinition(full);
    expect(Object.keys(ctp)).not.toContain('outputSchema');
    expect(Object.keys(ctp)).not.toContain('cost');
    const validate = createAjv({ specSchemas: true }).compile(loadSpecSchema('tool-definition.schema.json'));
    expect(validate(ctp), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(full)).toBe(false);
  });
});

describe('defineTool', () => {
  it('binds a valid definition to its function', async () => {
    const tool = defineTool(spec(), (p) => success({ upper: String(p.text).toUpperCase() }));
    expect(tool.definition.id).toBe('sample-tool');
    expect(Object.isFrozen(tool)).toBe(true);
  });

  it('throws a ToolDefinitionError listing every problem', () => {
    expect(() => defineTool(spec({ name: '', tags: [] }), () => success({}))).toThrow(ToolDefinitionError);
    try {
      defineTool(spec({ name: '', tags: [] }), () => success({}));
    } catch (error) {
      expect((error as ToolDefinitionError).problems).toHaveLength(2);
    }
  });
});
