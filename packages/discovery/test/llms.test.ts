import { describe, expect, it } from 'vitest';
import type { Registry } from '@ctp/runtime';
import { createLlmsFullTxt, createLlmsTxt, toolMarkdown } from '../src/index.js';
import { BASE_URL, FULL_OPTIONS, OPTIONS, catalogRegistry, handRegistry, specs } from './fixtures.js';
import { blocks, parseLlmsTxt } from './markdown-parse.js';

const CATEGORY_NAMES: Record<string, string> = { formatters: 'Formatters', generators: 'Generators', utilities: 'Utilities' };

describe.each([
  ['hand-made registry', async () => handRegistry()],
  ['catalog', catalogRegistry],
])('llms.txt (%s)', (_label, load) => {
  it('follows the llmstxt.org format with one absolute link per tool, grouped by category', async () => {
    const registry: Registry = await load();
    const parsed = parseLlmsTxt(createLlmsTxt(registry, OPTIONS));
    expect(parsed.title).toBe('CTP Test Tools');
    expect(parsed.summary).toMatch(/\S/);
    expect(parsed.info).toContain(`${BASE_URL}/api/openapi.yaml`);
    // recipes: the endpoint, in the context paragraph (not a link line), and nothing when left out
    expect(parsed.info).toContain(`POST \`${BASE_URL}/api/recipes/run\``);
    expect(parseLlmsTxt(createLlmsTxt(registry, { ...OPTIONS, recipePath: null })).info).not.toContain('recipe');
    expect(parsed.sections).toHaveLength(registry.categories().length);
    const links = parsed.sections.flatMap((s) => s.links);
    expect(links.map((l) => l.url)).toEqual(
      parsed.sections.flatMap((s, i) => registry.list().filter((t) => t.category === registry.categories()[i]!.id).map((t) => `${BASE_URL}/tools/${t.id}.md`)),
    );
    expect(new Set(links.map((l) => l.url)).size).toBe(registry.list().length);
    for (const link of links) {
      const spec = registry.list().find((t) => link.url.endsWith(`/tools/${t.id}.md`))!;
      expect(link.title).toBe(spec.name);
      expect(link.note).toBe(spec.description.replace(/\s+/g, ' ').trim());
    }
  });

  it('llms-full.txt keeps one H1, a section per category, and inlines every tool page', async () => {
    const registry: Registry = await load();
    const full = createLlmsFullTxt(registry, FULL_OPTIONS);
    const headings = blocks(full).filter((b) => b.kind === 'heading');
    expect(headings.filter((h) => h.level === 1).map((h) => h.text)).toEqual(['CTP Test Tools']);
    expect(headings.filter((h) => h.level === 2)).toHaveLength(registry.categories().length);
    expect(headings.filter((h) => h.level === 3).map((h) => h.text)).toEqual(
      registry.categories().flatMap((c) => registry.list().filter((t) => t.category === c.id).map((t) => t.name)),
    );
    for (const spec of registry.list()) {
      // the page, with every heading two levels deeper
      expect(full).toContain(toolMarkdown(spec, FULL_OPTIONS).replace(/^#/gm, '###'));
    }
  });
});

it('names hand-made sections after the categories', () => {
  const parsed = parseLlmsTxt(createLlmsTxt(handRegistry(), OPTIONS));
  expect(parsed.sections.map((s) => s.title)).toEqual(Object.values(CATEGORY_NAMES));
  expect(parsed.sections[2]!.links[0]!.title).toBe('Every [Type] Tool');
});

describe('toolMarkdown', () => {
  const [every, query, indent, old] = specs as [typeof specs[0], typeof specs[0], typeof specs[0], typeof specs[0]];

  it('has the title, facts, output schema, example and AI notes', () => {
    const md = toolMarkdown(every, FULL_OPTIONS);
    const parts = blocks(md);
    expect(parts.filter((b) => b.kind === 'heading').map((b) => `${b.level} ${b.text}`)).toEqual([
      '1 Every [Type] Tool', '2 Parameters', '2 Output', '2 Example', '2 AI notes', '2 curl',
    ]);
    expect(md).toContain(`- Endpoint: \`POST ${BASE_URL}/api/tools/every-type\``);
    expect(md).toContain('- Category: utilities');
    expect(md).toContain('- Tags: test, echo');
    expect(md).toContain(`- Embed: <${BASE_URL}/embed/every-type>`);
    const code = parts.filter((b) => b.kind === 'code');
    expect(code.map((b) => b.lang)).toEqual(['json', 'json', 'json', 'sh']);
    expect(JSON.parse(code[0]!.text)).toEqual(every.outputSchema);
    expect(JSON.parse(code[1]!.text)).toEqual(every.example.input);
    expect(JSON.parse(code[2]!.text)).toEqual(every.example.output);
    expect(md).toContain('Send every field you know.');
    expect(md).toContain('- `tint`: Use #rrggbb.');
    expect(md).not.toContain('\n# Not a heading');
  });

  it('has a well-formed parameter table with escaped pipes, defaults and allowed values', () => {
    const rows = toolMarkdown(every, OPTIONS).split('\n').filter((l) => l.startsWith('| '));
    expect(rows).toHaveLength(2 + every.parameters.length);
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length - 2, row).toBe(6);
    expect(rows[2]).toBe('| `text` | text (string) | yes |  | A line with a \\| pipe | at least 1 character; at most 20 characters; pattern `^[a-z\\|]+$` |');
    expect(rows.find((r) => r.startsWith('| `choice`'))).toBe('| `choice` | select (string) | no | `"on"` | Pick one | `on` (On), `no` (No) |');
    expect(rows.find((r) => r.startsWith('| `num`'))).toContain('≥ 0; ≤ 10; multiple of 0.5');
    expect(rows.find((r) => r.startsWith('| `upload`'))).toContain('types `text/plain`; at most 64 bytes');
  });

  it('explains dependsOn and orders parameters like the input schema', () => {
    const rows = toolMarkdown(indent, OPTIONS).split('\n').filter((l) => l.startsWith('| `'));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual(['| `customIndent`', '| `text`', '| `indentType`']);
    expect(rows[0]).toContain('when it applies');
    expect(rows[0]).toContain('Applies when `indentType` equals `"custom"`.');
    expect(toolMarkdown(indent, OPTIONS)).toContain('- Related tools: `every-type`');
  });

  it('gives a runnable curl command for GET and POST', () => {
    expect(toolMarkdown(query, OPTIONS)).toContain(
      `curl -G '${BASE_URL}/api/tools/query-tool' \\\n  --data-urlencode 'count=2' \\\n  --data-urlencode 'prefix=it'\\''s'`,
    );
    expect(toolMarkdown(indent, OPTIONS)).toContain(
      `curl -X POST '${BASE_URL}/api/tools/indent-tool' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"text":"a","indentType":"custom","customIndent":2}'`,
    );
  });

  it('says when a tool is deprecated or takes no parameters, and omits embeds unless served', () => {
    const md = toolMarkdown(old, OPTIONS);
    expect(md).toContain('> **Deprecated.** Use indent-tool.');
    expect(md).toContain('This tool takes no parameters.');
    expect(md).not.toContain('Embed:');
  });
});
