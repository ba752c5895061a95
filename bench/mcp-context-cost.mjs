// How much model context each MCP toolset costs: the tools/list payload a
// client receives, and the part hosts typically put in front of the model
// (name, description, inputSchema), as JSON characters and estimated tokens
// (characters / 4, the usual rule of thumb for English and JSON).
// Run after `npm run build`:  node bench/mcp-context-cost.mjs [spec…]
import { createRegistry } from '../packages/tools/dist/index.js';
import { McpCatalog } from '../packages/server/dist/mcp/index.js';

const registry = createRegistry();
const catalog = new McpCatalog(registry);
const categories = registry.categories().map((c) => c.id);
const specs = process.argv.slice(2).length ? process.argv.slice(2) : ['all', 'compact', categories[0], 'tag:json', 'json-*'];
const tokens = (value) => Math.round(JSON.stringify(value).length / 4);

console.log(`tools/list context cost, ${registry.size} tools in the catalog (tokens ≈ JSON characters / 4)\n`);
console.log(`${'toolset'.padEnd(14)} ${'tools'.padStart(5)} ${'payload'.padStart(9)} ${'model-facing'.padStart(13)} ${'per tool'.padStart(9)}`);
for (const spec of specs) {
  const { tools } = catalog.toolset(spec);
  const facing = tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
  const row = [spec.padEnd(14), String(tools.length).padStart(5), String(tokens({ tools })).padStart(9), String(tokens(facing)).padStart(13), String(Math.round(tokens(facing) / tools.length)).padStart(9)];
  console.log(row.join(' '));
}
console.log('\npayload: the whole tools/list result; model-facing: name, description and inputSchema only');
