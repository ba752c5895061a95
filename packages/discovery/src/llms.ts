import type { DiscoveryOptions, DiscoverySource, ResolvedOptions } from './options.js';
import { DEFAULT_DESCRIPTION, categorySummaries, oneLine, plural, resolveOptions, toolUrls } from './options.js';
import { paragraph, renderToolMarkdown } from './markdown.js';

/**
 * `/llms.txt` (llmstxt.org): one H1, a `>` summary, a paragraph of context,
 * then one H2 per category listing `- [Name](url): note`, one line per tool,
 * each linking to the tool's Markdown page.
 */
export function createLlmsTxt(registry: DiscoverySource, options: DiscoveryOptions): string {
  const o = resolveOptions(options);
  const blocks = header(o, registry, 'Each link below is a tool’s Markdown documentation: parameters, output schema, example and a curl command.');
  for (const category of categorySummaries(registry)) {
    blocks.push(`## ${category.name}`);
    blocks.push(
      category.tools.map((t) => `- [${linkText(t.name)}](${toolUrls(o, t.id).markdown}): ${oneLine(t.description)}`).join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

/** `/llms-full.txt`: the same header, then every tool's full Markdown inlined under its category. */
export function createLlmsFullTxt(registry: DiscoverySource, options: DiscoveryOptions): string {
  const o = resolveOptions(options);
  const blocks = header(o, registry, 'The full documentation of every tool follows, grouped by category.');
  for (const category of categorySummaries(registry)) {
    blocks.push(`## ${category.name}`, `${category.description} ${plural(category.count, 'tool')}.`);
    // tool pages start at H3 so the document keeps its single H1 and category H2s
    for (const tool of category.tools) blocks.push(renderToolMarkdown(tool, o, 3).trimEnd());
  }
  return `${blocks.join('\n\n')}\n`;
}

function header(o: ResolvedOptions, registry: DiscoverySource, closing: string): string[] {
  const count = registry.list().length;
  const categories = registry.categories().length;
  return [
    `# ${oneLine(o.name)}`,
    `> ${oneLine(o.description ?? DEFAULT_DESCRIPTION)}`,
    paragraph(
      [
        `${plural(count, 'tool')} in ${plural(categories, 'category', 'categories')}, served from ${o.baseUrl}.`,
        `Call a tool over HTTP at \`${o.baseUrl}${o.apiPath}/{id}\` with the method its page names`,
        '(GET: query string; POST: JSON body); the response is `{"success": true, "data": ...}` or',
        '`{"success": false, "error": ..., "errorCode": ...}`.',
        `Machine-readable descriptions: ${o.baseUrl}/api/openapi.yaml (OpenAPI 3.1), ${o.baseUrl}/api/ai-tools.json`,
        `(MCP tool definitions) and ${o.baseUrl}/.well-known/ctp-manifest.json (CTP manifest).`,
        ...(o.recipePath
          ? [
              `Chain tools with a recipe: POST \`${o.baseUrl}${o.recipePath}\` with \`{"recipe": "tool-a?param=value | tool-b", "input": "..."}\``,
              "(each step's main output is the next step's main input; the MCP tool run-recipe and `ctp pipe` take the same recipes).",
            ]
          : []),
        closing,
      ].join(' '),
    ),
  ];
}

/** Link text cannot hold unescaped brackets or backslashes. */
function linkText(text: string): string {
  return oneLine(text).replace(/[\\[\]]/g, '\\$&');
}
