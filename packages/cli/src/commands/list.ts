import { parseArgs } from 'node:util';
import { CATEGORIES, toCtpDefinition } from '@ctp/core';
import { catalog } from '../catalog.js';
import { json, UsageError, type Io } from '../io.js';
import { table } from '../text.js';

export const listHelp = `Usage: ctp list [--category <category>] [--search <words>] [--json]

Lists the tools in the catalog, sorted by id.

Options:
  --category <c>   only tools of this category (${CATEGORIES.join(', ')})
  --search <words> only tools matching these words (id, name, tags, keywords), best first
  --json           print an array of full CTP tool definitions
  -h, --help       show this help`;

export async function list(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      category: { type: 'string' },
      search: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    io.out(listHelp);
    return 0;
  }
  if (values.category && !(CATEGORIES as readonly string[]).includes(values.category))
    throw new UsageError(`unknown category "${values.category}"`, `Categories: ${CATEGORIES.join(', ')}`);
  const tools = catalog().filter({ category: values.category, query: values.search });
  if (values.json) {
    io.out(json(tools.map(toCtpDefinition)));
    return 0;
  }
  if (tools.length === 0) {
    io.err('No tools match.');
    return 0;
  }
  io.out(table(tools.map((t) => [t.id, t.category, t.name])));
  io.err(`${tools.length} tool${tools.length === 1 ? '' : 's'}. "ctp info <id>" describes one, "ctp run <id>" runs it.`);
  return 0;
}
