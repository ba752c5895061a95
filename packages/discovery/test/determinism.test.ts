import { describe, expect, it } from 'vitest';
import type { Registry } from '@ctp/runtime';
import {
  createAiPlugin, createAiTools, createLlmsFullTxt, createLlmsTxt, createManifest, createOpenApi, openApiJson, openApiYaml, toolMarkdown,
  type DiscoveryOptions,
} from '../src/index.js';
import { FULL_OPTIONS, catalogRegistry, handRegistry, specs } from './fixtures.js';

/** Every document as the bytes a server would send. */
function render(registry: Registry, options: DiscoveryOptions): Record<string, string> {
  const openapi = createOpenApi(registry, options);
  return {
    manifest: JSON.stringify(createManifest(registry, options)),
    openapiYaml: openApiYaml(openapi),
    openapiJson: openApiJson(openapi),
    aiTools: JSON.stringify(createAiTools(registry, options)),
    llms: createLlmsTxt(registry, options),
    llmsFull: createLlmsFullTxt(registry, options),
    plugin: JSON.stringify(createAiPlugin({ ...options, contactEmail: 'team@ctp.test' })),
    markdown: registry.list().map((t) => toolMarkdown(t, options)).join('\n'),
  };
}

describe('determinism', () => {
  it('gives byte-identical documents for the same registry, twice, and for any registration order', () => {
    const first = render(handRegistry(), FULL_OPTIONS);
    expect(render(handRegistry(), FULL_OPTIONS)).toEqual(first);
    expect(render(handRegistry([...specs].reverse()), FULL_OPTIONS)).toEqual(first);
    expect(render(handRegistry([specs[2]!, specs[0]!, specs[3]!, specs[1]!]), FULL_OPTIONS)).toEqual(first);
  });

  it('does the same for the catalog, registered in reverse', async () => {
    const registry = await catalogRegistry();
    const first = render(registry, FULL_OPTIONS);
    expect(render(await catalogRegistry(), FULL_OPTIONS)).toEqual(first);
    const reversed = handRegistry([...registry.list()].reverse());
    expect(render(reversed, FULL_OPTIONS)).toEqual(first);
  });

  it('shares no objects with the registry or with later documents', () => {
    const registry = handRegistry();
    const before = JSON.stringify(registry.list());
    const docs = [createManifest(registry, FULL_OPTIONS), createOpenApi(registry, FULL_OPTIONS), createAiTools(registry, FULL_OPTIONS)];
    // a consumer editing a document must not reach the definitions
    for (const doc of docs) scribble(doc);
    expect(JSON.stringify(registry.list())).toBe(before);
    expect(render(registry, FULL_OPTIONS)).toEqual(render(handRegistry(), FULL_OPTIONS));
  });
});

function scribble(value: unknown): void {
  if (Array.isArray(value)) value.forEach(scribble);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (v && typeof v === 'object') scribble(v);
      else (value as Record<string, unknown>)[k] = 'scribbled';
    }
  }
}
