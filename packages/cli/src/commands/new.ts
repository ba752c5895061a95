import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES } from '@ctp/core';
import { UsageError, type Io } from '../io.js';
import { scaffoldFiles } from '../user-tools/scaffold.js';

export const newHelp = `Usage: ctp new <category>/<id> [--dir <tools folder>]

Scaffolds a tool folder <dir>/<id>/ the way the catalog's tools are written:
definition.ts (the definition: data), index.ts (the function) and <id>.test.ts
(a test that reproduces the example). Then:

  ctp validate <dir>               check the definitions
  ctp test <dir>                   run the example and schema checks and the tests
  ctp serve --tools-dir <dir>      serve your tools beside the catalog

Categories: ${CATEGORIES.join(', ')}.
The id: lowercase words joined by hyphens, at most 40 characters.

Options:
  --dir <folder>   the tools folder (default: the current folder)
  -h, --help       show this help`;

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function scaffold(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { dir: { type: 'string', default: '.' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    io.out(newHelp);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(positionals.length ? 'give one <category>/<id>' : 'missing <category>/<id>', newHelp);
  const [category, id, ...rest] = positionals[0]!.split('/');
  if (!id || rest.length > 0) throw new UsageError(`"${positionals[0]}" is not <category>/<id>, e.g. utilities/log-line-parser`);
  if (!(CATEGORIES as readonly string[]).includes(category!)) throw new UsageError(`unknown category "${category}": use one of ${CATEGORIES.join(', ')}`);
  if (!ID.test(id) || id.length > 40) throw new UsageError(`"${id}" is not a tool id: lowercase letters and digits in words joined by single hyphens, at most 40 characters`);
  const folder = join(resolve(values.dir!), id);
  if (existsSync(folder)) throw new UsageError(`${folder} already exists: choose another id or remove it`);
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(scaffoldFiles({ id, category: category! }))) writeFileSync(join(folder, name), text, { flag: 'wx' });
  io.out(`created ${join(values.dir!, id)}/ (definition.ts, index.ts, ${id}.test.ts)
next: edit them, then
  ctp validate ${values.dir}
  ctp test ${values.dir}
  ctp serve --tools-dir ${values.dir}`);
  return 0;
}
