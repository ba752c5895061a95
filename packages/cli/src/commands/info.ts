import { parseArgs } from 'node:util';
import { toCtpDefinition } from '@ctp/core';
import { requireTool } from '../catalog.js';
import { json, type Io } from '../io.js';
import { toolHelp } from '../tool-help.js';

export const infoHelp = `Usage: ctp info <tool-id> [--json]

Describes one tool: parameters, defaults, output and an example.

Options:
  --json      print the full CTP tool definition
  -h, --help  show this help`;

export async function info(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    io.out(infoHelp);
    return 0;
  }
  const entry = requireTool(positionals[0]);
  io.out(values.json ? json(toCtpDefinition(entry.definition)) : toolHelp(entry.definition));
  return 0;
}
