import { info, infoHelp } from './commands/info.js';
import { list, listHelp } from './commands/list.js';
import { run, runHelp } from './commands/run.js';
import { serve, serveHelp } from './commands/serve.js';
import { build, buildHelp } from './commands/build.js';
import { EXIT_USAGE, UsageError, processIo, type Io } from './io.js';

import { VERSION } from './version.js';

export { VERSION };

type Command = (args: string[], io: Io) => Promise<number>;

const commands: Record<string, { run: Command; help: string; summary: string }> = {
  list: { run: list, help: listHelp, summary: 'list the tools (--category, --search, --json)' },
  info: { run: info, help: infoHelp, summary: 'describe one tool (--json for its CTP definition)' },
  run: { run, help: runHelp, summary: 'run a tool: ctp run <id> --<param> <value>… [--json]' },
  serve: { run: serve, help: serveHelp, summary: 'serve REST, MCP and discovery over HTTP (default :8787)' },
  build: { run: build, help: buildHelp, summary: 'write the discovery documents as static files' },
};

export const mainHelp = `ctp ${VERSION} — ConveniencePro Tool Protocol tools on the command line

Usage: ctp <command> [options]

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(6)} ${c.summary}`)
  .join('\n')}

"ctp <command> --help" shows a command's options.`;

/** Runs the CLI and returns its exit status (0 ok, 1 tool failure, 2 usage error). */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(mainHelp);
    return name ? 0 : EXIT_USAGE;
  }
  if (name === '--version' || name === '-v') {
    io.out(VERSION);
    return 0;
  }
  const command = commands[name];
  try {
    if (!command) throw new UsageError(`unknown command "${name}"`, mainHelp);
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`ctp: ${(error as Error).message}`);
      const hint = error instanceof UsageError ? error.hint : command?.help;
      if (hint) io.err(hint);
      return EXIT_USAGE;
    }
    throw error;
  }
}
