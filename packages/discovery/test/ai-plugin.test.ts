import { describe, expect, it } from 'vitest';
import { AI_PLUGIN_LIMITS, createAiPlugin } from '../src/index.js';
import { BASE_URL, OPTIONS } from './fixtures.js';

const REQUIRED = [
  'schema_version', 'name_for_human', 'name_for_model', 'description_for_human', 'description_for_model',
  'auth', 'api', 'logo_url', 'contact_email', 'legal_info_url',
];

describe('createAiPlugin', () => {
  it('has every required field, pointing at the OpenAPI document', () => {
    const plugin = createAiPlugin({ ...OPTIONS, contactEmail: 'team@ctp.test' });
    for (const key of REQUIRED) expect(plugin, key).toHaveProperty(key);
    expect(plugin).toMatchObject({
      schema_version: 'v1',
      name_for_human: 'CTP Test Tools',
      name_for_model: 'CTP_Test_Tools',
      auth: { type: 'none' },
      api: { type: 'openapi', url: `${BASE_URL}/api/openapi.yaml` },
      contact_email: 'team@ctp.test',
      logo_url: `${BASE_URL}/logo.png`,
      legal_info_url: `${BASE_URL}/legal`,
    });
    expect(plugin.description_for_model).toMatch(/operationId is the tool id/);
  });

  it('keeps every field within its limits, whatever the name and description', () => {
    const long = {
      baseUrl: BASE_URL,
      contactEmail: 'team@ctp.test',
      name: 'The Very Long Name Of A Developer Tool Collection, With Punctuation! And more words to go past fifty',
      description: 'Word '.repeat(99).trim(),
      logoUrl: 'https://cdn.ctp.test/logo.svg?v=2',
      legalInfoUrl: 'https://ctp.test/terms',
    };
    const plugin = createAiPlugin(long);
    expect([...plugin.name_for_human].length).toBeLessThanOrEqual(AI_PLUGIN_LIMITS.nameForHuman);
    expect(plugin.name_for_model).toMatch(/^[a-zA-Z0-9_]+$/);
    expect(plugin.name_for_model.length).toBeLessThanOrEqual(AI_PLUGIN_LIMITS.nameForModel);
    expect([...plugin.description_for_human].length).toBeLessThanOrEqual(AI_PLUGIN_LIMITS.descriptionForHuman);
    expect([...plugin.description_for_model].length).toBeLessThanOrEqual(AI_PLUGIN_LIMITS.descriptionForModel);
    expect(plugin.logo_url).toBe('https://cdn.ctp.test/logo.svg?v=2');
    expect(plugin.legal_info_url).toBe('https://ctp.test/terms');
    expect(createAiPlugin({ ...long, name: '!!!' }).name_for_model).toBe('ctp');
  });

  it('refuses to invent a contact address or accept relative URLs', () => {
    expect(() => createAiPlugin({ ...OPTIONS, contactEmail: '' })).toThrow(/contactEmail/);
    expect(() => createAiPlugin({ ...OPTIONS, contactEmail: 'a@ctp.test', logoUrl: '/logo.png' })).toThrow(TypeError);
  });
});
