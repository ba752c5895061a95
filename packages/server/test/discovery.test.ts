import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createRegistry, definitions } from '@ctp/tools';
import { toMcpTool } from '@ctp/core';
import { startServer, type RunningServer } from '../src/node.js';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';

let server: RunningServer;
const base = 'https://tools.example.test';

beforeAll(async () => {
  server = await startServer({ registry: createRegistry(), version: 'test', port: 0, baseUrl: base });
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${server.port}${path}`, { headers });

describe('discovery routes', () => {
  it('serves a manifest valid against ctp-manifest.schema.json with absolute URLs from --base-url', async () => {
    const r = await get('/.well-known/ctp-manifest.json');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const manifest = await r.json();
    const ajv = createAjv({ specSchemas: true });
    ajv.addSchema(loadSpecSchema('tool-definition.schema.json'));
    const validate = ajv.compile(loadSpecSchema('ctp-manifest.schema.json'));
    expect(validate(manifest), ajv.errorsText(validate.errors)).toBe(true);
    expect(manifest.tools).toHaveLength(definitions.length);
    expect(manifest.tools[0].apiEndpoint).toBe(`${base}/api/tools/${manifest.tools[0].id}`);
  });

  it('never takes URLs from the Host header', async () => {
    const text = await (await get('/llms.txt', { host: 'evil.example' })).text();
    expect(text).not.toContain('evil.example');
    expect(text).toContain(`${base}/tools/`);
  });

  it('serves OpenAPI as YAML and JSON describing the same document, with MCP input schemas', async () => {
    const yamlResponse = await get('/api/openapi.yaml');
    expect(yamlResponse.headers.get('content-type')).toMatch(/^text\/yaml/);
    const fromYaml = parseYaml(await yamlResponse.text());
    const fromJson = await (await get('/api/openapi.json')).json();
    expect(fromYaml).toEqual(fromJson);
    expect(fromJson.openapi).toBe('3.1.0');
    const post = definitions.find((d) => d.method === 'POST')!;
    const op = fromJson.paths[`/api/tools/${post.id}`].post;
    expect(op.operationId).toBe(post.id);
    expect(op.requestBody.content['application/json'].schema).toEqual(toMcpTool(post).inputSchema);
  });

  it('serves ai-tools.json in the MCP tools/list shape', async () => {
    const doc = await (await get('/api/ai-tools.json')).json();
    expect(doc.tools.map((t: { name: string }) => t.name)).toEqual(definitions.map((d) => d.id));
    expect(doc.tools[0].inputSchema).toEqual(toMcpTool(definitions[0]!).inputSchema);
  });

  it('serves llms.txt, llms-full.txt and per-tool markdown', async () => {
    const llms = await (await get('/llms.txt')).text();
    expect(llms.match(/^# /gm)).toHaveLength(1);
    expect(llms.match(/^- \[/gm)).toHaveLength(definitions.length);
    const full = await (await get('/llms-full.txt')).text();
    expect(full.length).toBeGreaterThan(llms.length);
    const md = await get('/tools/json-formatter.md');
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await md.text()).toMatch(/JSON Formatter/);
    expect((await get('/tools/no-such-tool.md')).status).toBe(404);
  });

  it('serves ai-plugin.json with every required field and working links', async () => {
    const plugin = await (await get('/.well-known/ai-plugin.json')).json();
    for (const field of ['schema_version', 'name_for_human', 'name_for_model', 'description_for_human', 'description_for_model', 'auth', 'api', 'logo_url', 'contact_email', 'legal_info_url'])
      expect(plugin, field).toHaveProperty(field);
    expect(plugin.auth).toEqual({ type: 'none' });
    expect(plugin.api).toMatchObject({ type: 'openapi', url: `${base}/api/openapi.yaml` });
    expect(plugin.name_for_human.length).toBeLessThanOrEqual(20);
    for (const link of [plugin.logo_url, plugin.legal_info_url]) expect((await get(new URL(link).pathname)).status).toBe(200);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/openapi.json');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    expect((await get('/api/openapi.json', { 'if-none-match': etag })).status).toBe(304);
  });

  it('is deterministic: a second server gives the same bytes', async () => {
    const other = await startServer({ registry: createRegistry(), version: 'test', port: 0, baseUrl: base });
    try {
      for (const path of ['/.well-known/ctp-manifest.json', '/api/openapi.yaml', '/llms-full.txt'])
        expect(await (await fetch(`http://127.0.0.1:${other.port}${path}`)).text()).toBe(await (await get(path)).text());
    } finally {
      await other.close();
    }
  });
});
