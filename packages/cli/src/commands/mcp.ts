import { readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { parseArgs, format } from 'node:util';
import type { ContextOptions, ServerContext } from '@ctp/server';
import type { Registry } from '@ctp/runtime';
import { createWorkerRunner } from '@ctp/runtime/node';
import { UsageError, type Io } from '../io.js';
import { VERSION } from '../version.js';
import { TOOLS_DIR_HELP, TOOLS_DIR_OPTIONS, withToolsDir } from '../user-tools/option.js';

export const DEFAULT_MCP_BASE_URL = 'http://127.0.0.1:8787';

export const mcpHelp = `Usage: ctp mcp [options]

Serves the tools over MCP on standard input/output, for MCP clients that
start the server themselves (Claude Desktop, Cursor, VS Code, the MCP
Inspector…). Standard output carries nothing but the protocol; logs go to
standard error. The server exits when its standard input closes.

Options:
  --tools <spec>     which tools to expose (default: $CTP_MCP_TOOLS or all):
                       all        every tool
                       compact    three meta-tools (search-tools, describe-tool,
                                  run-tool) that reach every tool for a few
                                  hundred tokens of context
                       a comma list of categories (formatters,encoders), tags
                       (tag:json) and id globs (json-*), optionally with compact
  --timeout <ms>     time limit per tool call (default 10000)
  --base-url <url>   where "ctp serve" runs, for links in tool documentation
                     resources (default ${DEFAULT_MCP_BASE_URL})
${TOOLS_DIR_HELP.replace(/^(  --[a-z-]+(?: <dir>)?) {4}/gm, '$1').replace(/^ {4}/gm, '')}
  -h, --help         show this help

Client configuration:
  { "mcpServers": { "ctp": { "command": "npx", "args": ["ctp", "mcp"] } } }`;

/** What this command uses from @ctp/server's stdio entry (see stdioModuleUrl). */
interface StdioEntry {
  createContext(options: ContextOptions): ServerContext;
  toolsetKey(spec: string): string;
  serveMcpStdio(
    ctx: ServerContext,
    options: { tools?: string; onerror?: (error: Error) => void; prebuilt?: { spec: string; json: Uint8Array; load(): Promise<void> } },
  ): { close(): Promise<void> };
}

function notLoaded(): never {
  throw new Error('the tool catalog is used before it has loaded');
}

/**
 * The whole catalog's tools/list answer, serialized by the bundle build beside this chunk
 * (scripts/bundle-cli.mjs); undefined when running from the TypeScript output.
 */
function prebuiltToolsList(): Uint8Array | undefined {
  try {
    return readFileSync(new URL('./mcp-tools-all.json', import.meta.url));
  } catch {
    return undefined;
  }
}

export async function mcp(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      tools: { type: 'string' },
      timeout: { type: 'string' },
      'base-url': { type: 'string', default: DEFAULT_MCP_BASE_URL },
      ...TOOLS_DIR_OPTIONS,
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    io.out(mcpHelp);
    return 0;
  }
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0))
    throw new UsageError(`--timeout must be a positive integer of milliseconds, got "${values.timeout}"`);
  const baseUrl = values['base-url']!.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(baseUrl)) throw new UsageError(`--base-url must be an absolute http(s) URL, got "${baseUrl}"`);
  const tools = values.tools ?? process.env.CTP_MCP_TOOLS ?? 'all';

  // stdout belongs to the protocol: anything a library prints goes to stderr
  console.log = console.info = console.debug = (...parts: unknown[]) => io.err(format(...parts));

  // MCP clients spawn this command at every start: on Node ≥ 22.1 keep compiled code between runs
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  const { createContext, serveMcpStdio, toolsetKey } = (await import('@ctp/server/mcp/stdio')) as StdioEntry;
  let registry: Registry | undefined;
  let registryModule = import.meta.resolve('@ctp/tools');
  // the catalog module parses every definition: with the prebuilt tools/list answer of the whole
  // catalog, `ctp mcp` answers the client's opening messages first and loads it afterwards
  const loadCatalog = async () => {
    registry ??= (await import('../catalog.js')).catalog();
  };
  if (values['tools-dir'] !== undefined) {
    const served = await withToolsDir(values['tools-dir'], registryModule, values.replace!, !values['no-catalog'], io);
    if (!served) return 1;
    ({ registry, registryModule } = served);
  } else if (values.replace || values['no-catalog']) throw new UsageError(`--${values.replace ? 'replace' : 'no-catalog'} needs --tools-dir`);
  const runner = createWorkerRunner({ registryModule });
  let prebuilt: { spec: string; json: Uint8Array; load(): Promise<void> } | undefined;
  let handle;
  try {
    if (!registry) {
      const json = toolsetKey(tools) === 'all' ? prebuiltToolsList() : undefined;
      if (json) prebuilt = { spec: 'all', json, load: loadCatalog };
      else await loadCatalog();
    }
    const context = createContext({
      registry: () => registry ?? notLoaded(),
      version: VERSION,
      baseUrl: () => baseUrl,
      timeoutMs,
      isolatedRunner: runner.run,
    });
    handle = serveMcpStdio(context, { tools, prebuilt, onerror: (error) => io.err(`ctp mcp: ${error.message}`) });
  } catch (error) {
    if ((error as Error).name === 'ToolsetError') throw new UsageError(`--tools: ${(error as Error).message}`, mcpHelp);
    throw error;
  }
  io.err(`ctp ${VERSION}: MCP on stdio (tools: ${tools})`);
  await new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  await handle.close();
  await runner.close();
  return 0;
}
