import { EXIT_USAGE, UsageError, processIo, type Io } from './io.js';
import { VERSION } from './version.js';

export { VERSION };

type Command = (args: string[], io: Io) => Promise<number>;
interface CommandModule {
  run: Command;
  help: string;
}

/**
 * Commands load on demand: `ctp mcp` is spawned by MCP clients at every start,
 * so it must not pay for the HTTP app, discovery or the rate limiter.
 */
const commands: Record<string, { summary: string; load: () => Promise<CommandModule> }> = {
  list: { summary: 'list the tools (--category, --search, --json)', load: async () => { const m = await import('./commands/list.js'); return { run: m.list, help: m.listHelp }; } },
  info: { summary: 'describe one tool (--json for its CTP definition)', load: async () => { const m = await import('./commands/info.js'); return { run: m.info, help: m.infoHelp }; } },
  run: { summary: 'run a tool: ctp run <id> --<param> <value>… [--json]', load: async () => { const m = await import('./commands/run.js'); return { run: m.run, help: m.runHelp }; } },
  pipe: { summary: "chain tools: ctp pipe 'tool-a?param=value | tool-b' (stdin feeds the first)", load: async () => { const m = await import('./commands/pipe.js'); return { run: m.pipe, help: m.pipeHelp }; } },
  serve: { summary: 'serve REST, MCP and discovery over HTTP (default :8787)', load: async () => { const m = await import('./commands/serve.js'); return { run: m.serve, help: m.serveHelp }; } },
  mcp: { summary: 'serve MCP on stdin/stdout for MCP clients (--tools all|compact|…)', load: async () => { const m = await import('./commands/mcp.js'); return { run: m.mcp, help: m.mcpHelp }; } },
  validate: { summary: 'check tool definitions, your tools, manifests and embed configs (file, folder or URL)', load: async () => { const m = await import('./commands/validate.js'); return { run: m.validate, help: m.validateHelp }; } },
  new: { summary: 'scaffold your own tool: ctp new <category>/<id> [--dir <tools folder>]', load: async () => { const m = await import('./commands/new.js'); return { run: m.scaffold, help: m.newHelp }; } },
  test: { summary: "run your tools' examples, schema checks and tests: ctp test <tools folder>", load: async () => { const m = await import('./commands/test.js'); return { run: m.test, help: m.testHelp }; } },
  build: { summary: 'write the discovery documents as static files', load: async () => { const m = await import('./commands/build.js'); return { run: m.build, help: m.buildHelp }; } },
};

export const mainHelp = `ctp ${VERSION} — ConveniencePro Tool Protocol tools on the command line

Usage: ctp <command> [options]

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(8)} ${c.summary}`)
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
  const entry = commands[name];
  let command: CommandModule | undefined;
  try {
    if (!entry) throw new UsageError(`unknown command "${name}"`, mainHelp);
    command = await entry.load();
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
