/**
 * Recipes over REST (POST /api/recipes/run) and MCP (the run-recipe meta-tool, through the SDK's
 * own client): results, statuses, body cap, rate limits, toolset limits and hints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { createRegistry, definitions } from '@ctp/tools';
import { CTP_META_KEY, RECIPE_SCHEMA } from '@ctp/core';
import { startServer, type RunningServer } from '../src/node.js';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';
import { httpClient } from './mcp-fixtures/clients.js';
import { testRegistry } from './helpers.js';

const ajv = createAjv({ specSchemas: true });
const validResult = ajv.compile(loadSpecSchema('tool-result.schema.json'));

let catalog: RunningServer;
let tests: RunningServer;
let limited: RunningServer;
let client: Client;

beforeAll(async () => {
  catalog = await startServer({ registry: createRegistry(), version: 'test', port: 0 });
  tests = await startServer({ registry: testRegistry(), version: 'test', port: 0, maxBodyBytes: 2048 });
  limited = await startServer({ registry: testRegistry(), version: 'test', port: 0, rateLimit: { points: 5, durationSec: 60 } });
  ({ client } = await httpClient(`${catalog.url}/mcp`));
});
afterAll(async () => {
  await client?.close();
  await Promise.all([catalog?.close(), tests?.close(), limited?.close()]);
});

const run = (server: RunningServer, body: unknown, type = 'application/json') =>
  fetch(`${server.url}/api/recipes/run`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function answer(response: Response) {
  const result = await response.json();
  expect(validResult(result), ajv.errorsText(validResult.errors)).toBe(true);
  return { status: response.status, result };
}

const DECODE_THEN_FORMAT = { steps: [{ tool: 'base64-encoder', params: { mode: 'decode' } }, { tool: 'json-formatter', params: { indent: 4, sortKeys: true } }] };
const ENCODED = btoa('{"b":1,"a":[1,2]}');
const FORMATTED = '{\n    "a": [\n        1,\n        2\n    ],\n    "b": 1\n}';

describe('POST /api/recipes/run', () => {
  it('runs a recipe document: each output feeds the next input', async () => {
    const { status, result } = await answer(await run(catalog, { recipe: DECODE_THEN_FORMAT, input: ENCODED }));
    expect(status).toBe(200);
    expect(result.data.outputText).toBe(FORMATTED);
    expect(result.data.output).toMatchObject({ formatted: FORMATTED });
    expect(result.data.steps).toEqual([
      { tool: 'base64-encoder', success: true, executionTime: expect.any(Number) },
      { tool: 'json-formatter', success: true, executionTime: expect.any(Number) },
    ]);
    expect(result.metadata).toMatchObject({ executionMode: 'server', inputSize: ENCODED.length });
  });

  it('runs the text form, from JSON or a form body', async () => {
    const text = 'base64-encoder?mode=decode | json-formatter?indent=4&sortKeys';
    expect((await answer(await run(catalog, { recipe: text, input: ENCODED }))).result.data.outputText).toBe(FORMATTED);
    const form = new URLSearchParams({ recipe: text, input: ENCODED }).toString();
    expect((await answer(await run(catalog, form, 'application/x-www-form-urlencoded'))).result.data.outputText).toBe(FORMATTED);
  });

  it('a failing step answers with its status and a message naming it', async () => {
    const bad = await answer(await run(catalog, { recipe: DECODE_THEN_FORMAT, input: btoa('{"a":') }));
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', error: expect.stringMatching(/^Step 2 \(json-formatter\): /) });
    const unknown = await answer(await run(catalog, { recipe: 'base64-encoder | no-such-tool', input: 'x' }));
    expect(unknown).toMatchObject({ status: 404, result: { errorCode: 'NOT_FOUND', error: 'Step 2: unknown tool "no-such-tool"' } });
    const wrongParams = await answer(await run(catalog, { recipe: 'json-formatter?mode=decode', input: '{}' }));
    expect(wrongParams).toMatchObject({ status: 400, result: { errorCode: 'INVALID_INPUT', error: expect.stringMatching(/^Step 1 \(json-formatter\): Unknown parameter "mode"/) } });
    const slow = await answer(await run(tests, { recipe: 'echo-post | slow', input: 'x' }));
    expect(slow).toMatchObject({ status: 504, result: { errorCode: 'TIMEOUT', error: expect.stringMatching(/^Step 2 \(slow\): /) } });
    const thrower = await answer(await run(tests, { recipe: 'thrower', input: 'x' }));
    expect(thrower).toMatchObject({ status: 500, result: { errorCode: 'EXECUTION_ERROR' } });
  });

  it('refuses a bad body like a tool call does', async () => {
    const cases: Array<[unknown, number, string]> = [
      ['{"recipe":', 400, 'INVALID_INPUT'],
      ['[1]', 400, 'INVALID_INPUT'],
      [{}, 400, 'MISSING_REQUIRED'],
      [{ recipe: 'echo-post', input: 5 }, 400, 'TYPE_ERROR'],
      [{ recipe: 'echo-post', extra: 1 }, 400, 'INVALID_INPUT'],
      [{ recipe: { steps: Array.from({ length: 10_000 }, () => ({ tool: 'echo-post' })) } }, 413, 'CONSTRAINT_VIOLATION'],
      [{ recipe: { steps: Array.from({ length: 51 }, () => ({ tool: 'echo-post' })) } }, 400, 'CONSTRAINT_VIOLATION'],
      ['{"recipe":{"steps":[{"tool":"echo-post","params":{"__proto__":{"x":1}}}]},"input":"a"}', 400, 'INVALID_INPUT'],
    ];
    for (const [body, status, code] of cases) {
      const got = await answer(await run(tests, body));
      expect(got, JSON.stringify(body).slice(0, 60)).toMatchObject({ status, result: { success: false, errorCode: code } });
    }
    expect((await run(tests, 'recipe=x', 'text/plain')).status).toBe(415);
    const get = await fetch(`${tests.url}/api/recipes/run`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a recipe costs one rate-limit point per step, and each tool\'s own window', async () => {
    // 5 points a minute: 2 + 2, then a 2-step recipe finds 1 point left
    for (let i = 0; i < 2; i++) expect((await run(limited, { recipe: 'echo-post | echo-post', input: 'x' })).status).toBe(200);
    const refused = await run(limited, { recipe: 'echo-post | echo-post', input: 'x' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
  });

  it("counts a step against its tool's own limit", async () => {
    const own = await startServer({ registry: testRegistry(), version: 'test', port: 0, rateLimit: { points: 100, durationSec: 60 } });
    try {
      // "limited" allows 2 calls a minute: a recipe using it three times is refused
      expect((await run(own, { recipe: 'limited | limited', input: 'x' })).status).toBe(200);
      expect((await run(own, { recipe: 'limited', input: 'x' })).status).toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe('MCP run-recipe (SDK client)', () => {
  it('is listed in every toolset with a schema derived from RECIPE_SCHEMA', async () => {
    const { tools } = await client.listTools();
    expect(tools.at(-1)!.name).toBe('run-recipe');
    const tool = tools.at(-1)!;
    // RECIPE_SCHEMA's steps without their prose (the tool description says it once: compact mode counts tokens)
    const { description: _d, ...steps } = (RECIPE_SCHEMA.properties as Record<string, Record<string, unknown>>).steps!;
    expect(tool.inputSchema).toMatchObject({ type: 'object', required: ['steps'], additionalProperties: false, properties: { steps: { ...steps, items: { properties: { tool: { type: 'string', pattern: expect.any(String) }, params: { type: 'object' } } } }, input: { type: 'string' } } });
    expect(JSON.stringify(tool.inputSchema)).not.toContain('description');
    expect(tool.outputSchema).toMatchObject({ type: 'object', required: ['output', 'steps'] });
    expect(tool.description).toMatch(/main output .* next step's main input/);
    // the catalog has random generators: not idempotent; every tool is read-only
    expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: false });
    const formatters = await httpClient(`${catalog.url}/mcp?tools=formatters`);
    try {
      const listed = (await formatters.client.listTools()).tools;
      expect(listed.map((t) => t.name)).toEqual([...definitions.filter((d) => d.category === 'formatters').map((d) => d.id).sort(), 'run-recipe']);
      expect(listed.at(-1)!.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    } finally {
      await formatters.client.close();
    }
  });

  it('runs a recipe; the SDK validates structuredContent against the outputSchema', async () => {
    const result = await client.callTool({ name: 'run-recipe', arguments: { ...DECODE_THEN_FORMAT, input: ENCODED } });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ outputText: FORMATTED, steps: [{ tool: 'base64-encoder', success: true }, { tool: 'json-formatter', success: true }] });
    expect(result._meta?.[CTP_META_KEY]).toMatchObject({ executionMode: 'server' });
  });

  it('a failing step or bad arguments are isError results with the CTP code', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ ...DECODE_THEN_FORMAT, input: btoa('{') }, 'INVALID_INPUT', /^INVALID_INPUT: Step 2 \(json-formatter\): /],
      [{ steps: [{ tool: 'nope' }] }, 'NOT_FOUND', /^NOT_FOUND: Step 1: unknown tool "nope"/],
      [{ input: 'x' }, 'MISSING_REQUIRED', /needs "steps"/],
      [{ steps: [{ tool: 'json-formatter' }], input: 3 }, 'TYPE_ERROR', /"input" must be a string/],
      [{ steps: [{ tool: 'json-formatter' }], recipe: 'x' }, 'INVALID_INPUT', /Unknown argument "recipe"/],
    ];
    for (const [args, code, message] of cases) {
      const result = await client.callTool({ name: 'run-recipe', arguments: args });
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect((result.content as Array<{ text: string }>)[0]!.text).toMatch(message);
      expect(result._meta?.[CTP_META_KEY]).toMatchObject({ errorCode: code });
    }
  });

  it('reaches only the tools of its toolset, and sits beside the compact meta-tools', async () => {
    const compact = await httpClient(`${catalog.url}/mcp?tools=compact,encoders`);
    try {
      const { tools } = await compact.client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['search-tools', 'describe-tool', 'run-tool', 'run-recipe']);
      const outside = await compact.client.callTool({ name: 'run-recipe', arguments: { ...DECODE_THEN_FORMAT, input: ENCODED } });
      expect(outside).toMatchObject({ isError: true, _meta: { [CTP_META_KEY]: { errorCode: 'NOT_FOUND' } } });
      expect((outside.content as Array<{ text: string }>)[0]!.text).toContain('Step 2: unknown tool "json-formatter"');
      const inside = await compact.client.callTool({ name: 'run-recipe', arguments: { steps: [{ tool: 'base64-encoder', params: { mode: 'decode' } }, { tool: 'hex-encoder' }], input: btoa('hi') } });
      expect(inside.isError, JSON.stringify(inside.content)).toBeFalsy();
      expect((inside.structuredContent as { outputText: string }).outputText).toBe('6869');
    } finally {
      await compact.client.close();
    }
  });
});
