// Writes docs/catalog.md from the tool definitions (`npm run catalog:docs`).
// test/catalog-docs.test.ts fails when the committed page is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CATEGORY_NOTES = {
  formatters: 'format, beautify or minify data',
  encoders: 'encode and decode',
  generators: 'generate identifiers, secrets, hashes and text',
  converters: 'convert between formats and units',
  validators: 'check data against its rules',
  analyzers: 'inspect, parse, diff and query',
  editors: 'transform text',
  utilities: 'calculate and look up',
};

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const firstSentence = (text) => (text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text).trim();

/** The catalog page for a list of definitions (sorted by id). */
export function renderCatalog(definitions) {
  const byCategory = new Map();
  for (const d of definitions) {
    if (!byCategory.has(d.category)) byCategory.set(d.category, []);
    byCategory.get(d.category).push(d);
  }
  const categories = [...byCategory.keys()].sort();
  const lines = [
    '# Tool catalog',
    '',
    `${definitions.length} tools in ${categories.length} categories. Generated from the tool definitions by`,
    '`npm run catalog:docs`; do not edit by hand. Every tool runs with `npx ctp run <id>`, over REST at',
    '`/api/tools/<id>` and over MCP under its id.',
    '',
    categories.map((c) => `[${c} (${byCategory.get(c).length})](#${c})`).join(' · '),
    '',
  ];
  for (const category of categories) {
    lines.push(`## ${category}`, '', `${byCategory.get(category).length} tools that ${CATEGORY_NOTES[category] ?? category}.`, '');
    lines.push('| tool | id | what it does | runs |', '|---|---|---|---|');
    for (const d of byCategory.get(category)) {
      const runs = d.executionMode === 'server' ? 'server' : d.isolate ? 'worker' : 'anywhere';
      lines.push(`| ${cell(d.name)} | \`${d.id}\` | ${cell(firstSentence(d.description))} | ${runs} |`);
    }
    lines.push('');
  }
  lines.push(
    '"runs": *anywhere* — the same code in the browser, Node and the CLI; *worker* — isolated in a',
    'stoppable worker because it runs user-supplied patterns or super-linear parsers; *server* —',
    'needs server execution (see the tool\'s notes).',
    '',
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { definitions } = await import('../packages/tools/dist/index.js');
  const target = fileURLToPath(new URL('../docs/catalog.md', import.meta.url));
  writeFileSync(target, renderCatalog(definitions));
  console.error(`catalog-docs: ${definitions.length} tools → docs/catalog.md`);
}
