import { describe, expect, it } from 'vitest';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';
import { createManifest, resolveOptions } from '../src/index.js';
import { BASE_URL, FULL_OPTIONS, OPTIONS, catalogRegistry, handRegistry, specs } from './fixtures.js';

/** The manifest schema $refs the tool-definition schema: both go into one Ajv. */
function manifestValidator() {
  const ajv = createAjv({ specSchemas: true });
  ajv.addSchema(loadSpecSchema('tool-definition.schema.json'));
  const validate = ajv.compile(loadSpecSchema('ctp-manifest.schema.json'));
  return (data: unknown) => (validate(data) ? undefined : ajv.errorsText(validate.errors));
}

describe('createManifest', () => {
  const check = manifestValidator();

  it.each([
    ['hand-made registry', async () => handRegistry()],
    ['catalog', catalogRegistry],
  ])('is valid against ctp-manifest.schema.json (%s)', async (_label, load) => {
    const registry = await load();
    for (const options of [OPTIONS, FULL_OPTIONS, { ...FULL_OPTIONS, description: 'Tools.', contactEmail: undefined }]) {
      const manifest = createManifest(registry, options);
      expect(check(manifest)).toBeUndefined();
      expect(manifest.tools.map((t) => t.id)).toEqual(registry.list().map((t) => t.id));
    }
  });

  it('gives absolute endpoints, the CTP fields and normalised paths', () => {
    const manifest = createManifest(handRegistry(), FULL_OPTIONS);
    expect(manifest).toMatchObject({ ctpVersion: '1.0.0', name: 'CTP Test Tools', baseUrl: BASE_URL, apiPath: '/api/tools', embedPath: '/embed', license: 'MIT' });
    expect(manifest.contact).toEqual({ name: 'CTP Test Tools', url: BASE_URL, email: 'team@ctp.test' });
    const every = manifest.tools.find((t) => t.id === 'every-type')!;
    expect(every.apiEndpoint).toBe(`${BASE_URL}/api/tools/every-type`);
    expect(every.embedUrl).toBe(`${BASE_URL}/embed/every-type`);
    expect(every.executionMode).toBe('client');
    expect(every.parameters).toEqual(specs[0]!.parameters);
    expect(every.parameters).not.toBe(specs[0]!.parameters);
    const old = manifest.tools.find((t) => t.id === 'old-tool')!;
    expect(old).toMatchObject({ deprecated: true, icon: '🧓', method: 'GET', parameters: [] });
    expect(manifest.tools.find((t) => t.id === 'query-tool')!.executionMode).toBe('hybrid');

    const moved = createManifest(handRegistry(), { baseUrl: 'HTTPS://Tools.CTP.test:443/base//', apiPath: 'run/', embedPath: '/frame/' , features: ['embedding'] });
    expect(moved.baseUrl).toBe('https://tools.ctp.test/base');
    expect(moved.tools[0]!.apiEndpoint).toBe('https://tools.ctp.test/base/run/every-type');
    expect(moved.tools[0]!.embedUrl).toBe('https://tools.ctp.test/base/frame/every-type');
  });

  it('claims only the capabilities it was told about, and embed URLs only with embedding', () => {
    const plain = createManifest(handRegistry(), OPTIONS);
    expect(plain.capabilities).toEqual({ api: true, embedding: false, autosense: false, offline: false, realtime: false });
    expect(plain.tools.every((t) => t.embedUrl === undefined)).toBe(true);
    const full = createManifest(handRegistry(), FULL_OPTIONS);
    expect(full.capabilities).toEqual({ api: true, embedding: true, autosense: true, offline: false, realtime: false });
    expect(createManifest(handRegistry(), { ...OPTIONS, features: [] }).capabilities.api).toBe(false);
  });

  it('lists the categories in use with their counts', () => {
    expect(createManifest(handRegistry(), OPTIONS).categories).toEqual([
      { id: 'formatters', name: 'Formatters', description: 'Tools that format or beautify data. 1 tool.', order: 0 },
      { id: 'generators', name: 'Generators', description: 'Tools that generate data. 1 tool.', order: 1 },
      { id: 'utilities', name: 'Utilities', description: 'General utilities. 2 tools.', order: 2 },
    ]);
  });
});

describe('options', () => {
  it('rejects base URLs that are not absolute http(s) URLs', () => {
    for (const baseUrl of ['/relative', 'tools.ctp.test', 'ftp://ctp.test', 'https://u:p@ctp.test', 'https://ctp.test/?q=1', 'https://ctp.test/#x']) {
      expect(() => resolveOptions({ baseUrl }), baseUrl).toThrow(TypeError);
    }
  });

  it('checks names, descriptions, paths and features', () => {
    expect(() => resolveOptions({ baseUrl: BASE_URL, name: '' })).toThrow(RangeError);
    expect(() => resolveOptions({ baseUrl: BASE_URL, description: 'x'.repeat(501) })).toThrow(RangeError);
    expect(() => resolveOptions({ baseUrl: BASE_URL, apiPath: '/api?x' })).toThrow(TypeError);
    expect(() => resolveOptions({ baseUrl: BASE_URL, features: ['teleport' as never] })).toThrow(RangeError);
    expect(resolveOptions({ baseUrl: BASE_URL, apiPath: '/' }).apiPath).toBe('');
  });
});
