import { beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';
import { parse, visit, parseDocument, isNode } from 'yaml';
import { ERROR_CODES, RECIPE_DATA_SCHEMA, RECIPE_SCHEMA, toInputSchema, toMcpTool, type ToolSpec } from '@ctp/core';
import type { Registry } from '@ctp/runtime';
import { createOpenApi, openApiJson, openApiYaml, type OpenApiDocument, type OpenApiOperation } from '../src/index.js';
import { BASE_URL, FULL_OPTIONS, OPTIONS, catalogRegistry, handRegistry } from './fixtures.js';
import { findSchemas, openApiAjv } from './openapi-walk.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const spectralRuleset = fileURLToPath(new URL('./.spectral.yaml', import.meta.url));

function operationOf(doc: OpenApiDocument, spec: ToolSpec): OpenApiOperation {
  const item = doc.paths[`/api/tools/${spec.id}`]!;
  return (spec.method === 'GET' ? item.get : item.post)!;
}

/** Runs a CLI that may exit non-zero when it finds problems; returns its stdout. */
async function cli(command: string, args: string[], cwd: string): Promise<string> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  try {
    return (await run(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    if (e.stdout !== undefined) return e.stdout;
    throw new Error(`${command} failed: ${e.stderr}`);
  }
}

interface Lint {
  errors: string[];
  warnings: string[];
}

async function lint(doc: OpenApiDocument): Promise<{ redocly: Lint; spectral: Lint }> {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-openapi-'));
  try {
    const file = join(dir, 'openapi.yaml');
    writeFileSync(file, openApiYaml(doc));
    const spectralFile = join(dir, 'spectral.json');
    const [redoclyOut] = await Promise.all([
      cli(bin('redocly'), ['lint', file, '--format=json'], dir),
      // Spectral prints a summary after its JSON on stdout, so the JSON goes to a file
      cli(bin('spectral'), ['lint', '-r', spectralRuleset, file, '-f', 'json', '-o', spectralFile, '--fail-severity', 'error'], dir),
    ]);
    const spectralOut = readFileSync(spectralFile, 'utf8');
    const r = JSON.parse(redoclyOut) as { problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }> };
    const s = JSON.parse(spectralOut) as Array<{ code: string; severity: number; message: string; path: string[] }>;
    const fmtR = (p: (typeof r.problems)[number]) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`;
    const fmtS = (p: (typeof s)[number]) => `${p.code} ${p.path.join('.')}: ${p.message}`;
    return {
      redocly: { errors: r.problems.filter((p) => p.severity === 'error').map(fmtR), warnings: r.problems.filter((p) => p.severity !== 'error').map(fmtR) },
      spectral: { errors: s.filter((p) => p.severity === 0).map(fmtS), warnings: s.filter((p) => p.severity === 1).map(fmtS) },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each([
  ['hand-made registry', async () => handRegistry()],
  ['catalog', catalogRegistry],
])('OpenAPI document (%s)', (label, load) => {
  let registry: Registry;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    registry = await load();
    doc = createOpenApi(registry, FULL_OPTIONS);
  });

  it('is valid OpenAPI 3.1 (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors, JSON.stringify(result)).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('has one operation per tool with the declared method, id, tag, summary and description', () => {
    const tools = registry.list();
    expect(Object.keys(doc.paths)).toEqual([...tools.map((t) => `/api/tools/${t.id}`), '/api/recipes/run']);
    for (const spec of tools) {
      const item = doc.paths[`/api/tools/${spec.id}`]!;
      expect(Object.keys(item)).toEqual([spec.method.toLowerCase()]);
      const op = operationOf(doc, spec);
      expect(op).toMatchObject({ operationId: spec.id, summary: spec.name, tags: [spec.category], description: toMcpTool(spec).description });
      expect(doc.tags.map((t) => t.name)).toContain(spec.category);
    }
    expect(doc.tags.map((t) => t.name)).toEqual([...registry.categories().map((c) => c.id), 'recipes']);
    expect(doc.servers).toEqual([{ url: BASE_URL }]);
    expect(doc.security).toEqual([]);
    expect(doc.info.license.name).toBe('MIT');
  });

  it('uses the MCP input schema for POST bodies and its properties for GET query parameters', () => {
    for (const spec of registry.list()) {
      const op = operationOf(doc, spec);
      const input = toInputSchema(spec);
      expect(input).toEqual(toMcpTool(spec).inputSchema);
      if (spec.method === 'POST') {
        expect(op.parameters).toBeUndefined();
        const content = op.requestBody!.content;
        expect(content['application/json']!.schema).toEqual(input);
        // one derivation, not two lookalikes
        expect(content['application/x-www-form-urlencoded']!.schema).toBe(content['application/json']!.schema);
        expect(content['application/json']!.examples!.example!.value).toEqual(spec.example.input);
      } else {
        expect(op.requestBody).toBeUndefined();
        const properties = input.properties as Record<string, unknown>;
        const required = (input.required as string[] | undefined) ?? [];
        expect((op.parameters ?? []).map((p) => [p.name, p.in, p.required, p.schema])).toEqual(
          Object.entries(properties).map(([name, schema]) => [name, 'query', required.includes(name), schema]),
        );
        for (const p of op.parameters ?? []) expect(p.example).toEqual(spec.example.input[p.name]);
      }
    }
  });

  it('describes success as {success: true, data: outputSchema} and failures through shared components', () => {
    for (const spec of registry.list()) {
      const op = operationOf(doc, spec);
      const ok = (op.responses['200'] as { content: Record<string, { schema: Record<string, unknown>; examples: Record<string, { value: unknown }> }> }).content['application/json']!;
      expect(ok.schema).toMatchObject({ properties: { success: { const: true }, data: spec.outputSchema } });
      expect(ok.examples.example!.value).toEqual({ success: true, data: spec.example.output });
      const statuses = spec.method === 'POST' ? ['200', '400', '413', '429', '500', '504'] : ['200', '400', '429', '500', '504'];
      expect(Object.keys(op.responses)).toEqual(statuses);
      for (const status of statuses.slice(1)) expect(op.responses[status]).toHaveProperty('$ref', expect.stringMatching(/^#\/components\/responses\//));
    }
    expect(doc.components.schemas.ToolError).toMatchObject({ required: ['success', 'error', 'errorCode'], properties: { success: { const: false } } });
    expect(doc.components.schemas.ErrorCode!.enum).toEqual([...ERROR_CODES]);
    expect(doc.components.responses.TooManyRequests!.headers).toEqual({ 'Retry-After': { $ref: '#/components/headers/RetryAfter' } });
  });

  it('has only schemas that compile under strict Ajv 2020, and only examples that validate', () => {
    const { ajv, compile } = openApiAjv(doc);
    const problems: string[] = [];
    let examples = 0;
    for (const found of findSchemas(doc)) {
      const check = compile(found.schema);
      for (const example of found.examples) {
        examples++;
        if (!check(example.value)) problems.push(`${example.where}: ${ajv.errorsText(check.errors)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(examples).toBeGreaterThanOrEqual(registry.list().length * 2);
  });

  it('round-trips through YAML (1.2 and 1.1 readers) and JSON unchanged', () => {
    const yaml = openApiYaml(doc);
    // no anchors or aliases (text inside strings, such as a YAML example, does not count)
    let aliases = 0;
    visit(parseDocument(yaml), { Alias: () => void aliases++, Node: (_, node) => void (isNode(node) && node.anchor && aliases++) });
    expect(aliases).toBe(0);
    expect(parse(yaml)).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(parse(yaml, { version: '1.1' })).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(JSON.parse(openApiJson(doc))).toEqual(JSON.parse(JSON.stringify(doc)));
  }, 120_000); // 10 s on a quiet 2-core machine

  it('lints with zero errors under Redocly (recommended) and Spectral (spectral:oas)', async () => {
    const { redocly, spectral } = await lint(doc);
    expect(redocly.errors).toEqual([]);
    expect(spectral.errors).toEqual([]);
    // What the generator controls is warning-free; catalog text (say, a description
    // mentioning `eval(`) may still draw a warning, which is allowed but shown.
    const warnings = [...redocly.warnings, ...spectral.warnings];
    if (label === 'hand-made registry') expect(warnings).toEqual([]);
    else if (warnings.length > 0) console.warn(`OpenAPI lint warnings (catalog):\n${warnings.join('\n')}`);
  }, 120_000);
});

describe('OpenAPI lint harness', () => {
  it('does report problems (so that zero means zero)', async () => {
    const doc = createOpenApi(handRegistry(), OPTIONS);
    const op = doc.paths['/api/tools/query-tool']!.get!;
    op.parameters![0]!.example = 'not a number';
    delete (op as Partial<OpenApiOperation>).summary;
    const { redocly, spectral } = await lint(doc);
    expect(redocly.errors.join('\n')).toMatch(/operation-summary/);
    expect(redocly.warnings.join('\n')).toMatch(/no-invalid-parameter-examples/);
    expect(spectral.errors.join('\n')).toMatch(/oas3-valid-media-example/);
  }, 120_000);
});

describe('OpenAPI recipes operation', () => {
  it('runs recipes at POST /api/recipes/run: the recipe schema or its text, an example the catalog can run, and the step failures', async () => {
    const doc = createOpenApi(await catalogRegistry(), FULL_OPTIONS);
    const op = doc.paths['/api/recipes/run']!.post!;
    expect(op).toMatchObject({ operationId: 'run-recipe', tags: ['recipes'] });
    const body = op.requestBody!.content['application/json']!;
    const { $schema: _dialect, ...recipeSchema } = RECIPE_SCHEMA;
    expect(body.schema).toMatchObject({ required: ['recipe'], properties: { recipe: { oneOf: [recipeSchema, { type: 'string' }] }, input: { type: 'string' } } });
    expect(body.examples!.text!.value).toEqual({ recipe: 'base64-encoder?mode=decode | json-formatter?indent=4', input: 'eyJiIjoxLCJhIjpbMSwyXX0=' });
    expect(op.requestBody!.content['application/x-www-form-urlencoded']!.schema).toMatchObject({ properties: { recipe: { type: 'string' } } });
    expect(Object.keys(op.responses)).toEqual(['200', '400', '404', '413', '429', '500', '504']);
    expect(op.responses['200']).toMatchObject({ content: { 'application/json': { schema: { properties: { data: RECIPE_DATA_SCHEMA } } } } });
    expect(doc.info.description).toContain('`POST /api/recipes/run` chains tools');
  });

  it('follows recipePath, and a registry without the decode/format pair gets an example of its own', () => {
    const doc = createOpenApi(handRegistry(), { ...OPTIONS, recipePath: 'v2/chain' });
    const op = doc.paths['/v2/chain']!.post!;
    const example = op.requestBody!.content['application/json']!.examples!.document!.value as { recipe: { steps: Array<{ tool: string }> } };
    expect(handRegistry().has(example.recipe.steps[0]!.tool)).toBe(true);
  });
});

describe('OpenAPI options', () => {
  it('documents 413 and its component only when some tool takes a body', () => {
    const registry = handRegistry();
    const getOnly = { list: () => registry.list().filter((t) => t.method === 'GET'), categories: () => [{ id: 'generators', count: 1 }, { id: 'utilities', count: 1 }] };
    // the recipes operation takes a body too: only without it is 413 left out
    expect(createOpenApi(getOnly, OPTIONS).components.responses).toHaveProperty('PayloadTooLarge');
    const doc = createOpenApi(getOnly, { ...OPTIONS, recipePath: null });
    expect(Object.keys(doc.components.responses)).not.toContain('PayloadTooLarge');
    expect(Object.keys(doc.paths).some((p) => p.includes('recipes'))).toBe(false);
    expect(doc.tags.map((t) => t.name)).not.toContain('recipes');
    expect(createOpenApi(registry, OPTIONS).components.responses).toHaveProperty('PayloadTooLarge');
  });

  it('follows apiPath and a base URL with a path', () => {
    const doc = createOpenApi(handRegistry(), { baseUrl: 'https://host.test/sub/', apiPath: 'v1/run/' });
    expect(doc.servers).toEqual([{ url: 'https://host.test/sub' }]);
    expect(Object.keys(doc.paths)[0]).toBe('/v1/run/every-type');
    expect(doc.info.title).toBe('ctp');
  });
});
