import { parseArgs } from 'node:util';
import { parseRateLimit, parseFrameAncestors, DEFAULT_MAX_BODY_BYTES } from '@ctp/server';
import { startServer } from '@ctp/server/node';
import { catalog } from '../catalog.js';
import { UsageError, type Io } from '../io.js';
import { VERSION } from '../version.js';
import { TOOLS_DIR_HELP, TOOLS_DIR_OPTIONS, withToolsDir } from '../user-tools/option.js';

export const DEFAULT_RATE_LIMIT = '600/60';

export const serveHelp = `Usage: ctp serve [options]

Serves every surface over HTTP: REST (/api/tools/{id}), MCP (/mcp), discovery
documents (/.well-known/ctp-manifest.json, /api/openapi.yaml, /llms.txt…),
the web app (/, /tools/{id}, /embed/{id}, /sdk/embed.js) and /health. Logs one line per request to stderr (never request data). SIGTERM or
SIGINT stop it: new connections are refused, requests in flight finish (answers then close their
keep-alive connection; one still running after 10 s gets 503), then it exits 0.

Options:
  --port <n>             port (default: $PORT or 8787; 0 picks a free one)
  --host <addr>          bind address (default 127.0.0.1)
  --base-url <url>       absolute URL used in documents (default: the listening address)
  --rate-limit <N/S>     requests per client IP per S seconds, or "off" (default ${DEFAULT_RATE_LIMIT})
  --redis-url <url>      share rate limits between instances through Redis
  --max-body <bytes>     request body limit (default ${DEFAULT_MAX_BODY_BYTES})
  --timeout <ms>         time limit per tool call (default 10000)
  --request-timeout <ms> time a client has to send a whole request, head and body; later: 408
                         and the connection closes (default 30000; a running call is not cut)
  --max-connections <n>  open connections at most; more are closed at once (default 4096)
  --workers <n>          worker threads for isolated tools and costly calls (default: one per core, at least 2)
  --trust-proxy          take the client address from X-Forwarded-For
  --frame-ancestors <s>  who may frame /embed pages: CSP sources, e.g. "'self' https://*.example.com" (default *)
  --mcp-sessions         stateful MCP sessions (default: stateless)
  --tools <spec>         default MCP toolset: all, compact, categories, tag:<t>, id globs
                         (default: $CTP_MCP_TOOLS or all)
${TOOLS_DIR_HELP}
  --quiet                no request log
  -h, --help             show this help`;

function positiveInt(name: string, text: string | undefined, min = 1): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer ≥ ${min}, got "${text}"`);
  return n;
}

/** `--redis-url` needs the Redis client, an optional peer dependency of the published CLI. */
async function requireRedis(): Promise<void> {
  try {
    await import('redis');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new UsageError('--redis-url needs the "redis" package next to ctp: npm install redis (npm install -g redis for a global ctp)');
  }
}

export async function serve(args: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'base-url': { type: 'string' },
      'rate-limit': { type: 'string', default: DEFAULT_RATE_LIMIT },
      'redis-url': { type: 'string' },
      'max-body': { type: 'string' },
      timeout: { type: 'string' },
      'request-timeout': { type: 'string' },
      'max-connections': { type: 'string' },
      workers: { type: 'string' },
      'trust-proxy': { type: 'boolean', default: false },
      'frame-ancestors': { type: 'string', default: '*' },
      'mcp-sessions': { type: 'boolean', default: false },
      tools: { type: 'string' },
      ...TOOLS_DIR_OPTIONS,
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    io.out(serveHelp);
    return 0;
  }
  const port = positiveInt('port', values.port ?? process.env.PORT, 0) ?? 8787;
  if (port > 65535) throw new UsageError(`--port must be at most 65535`);
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(baseUrl)) throw new UsageError(`--base-url must be an absolute http(s) URL, got "${baseUrl}"`);
  let rateLimit;
  try {
    rateLimit = parseRateLimit(values['rate-limit']!);
  } catch (error) {
    throw new UsageError(`--${(error as Error).message}`);
  }
  let frameAncestors: string;
  try {
    frameAncestors = parseFrameAncestors(values['frame-ancestors']!);
  } catch (error) {
    throw new UsageError(`--${(error as Error).message}`);
  }
  if (values['redis-url'] !== undefined) await requireRedis();
  let registry = catalog();
  let registryModule = import.meta.resolve('@ctp/tools');
  let userTools = 0;
  if (values['tools-dir'] !== undefined) {
    const served = await withToolsDir(values['tools-dir'], registryModule, values.replace!, !values['no-catalog'], io);
    if (!served) return 1;
    ({ registry, registryModule, userTools } = served);
  } else if (values.replace || values['no-catalog']) throw new UsageError(`--${values.replace ? 'replace' : 'no-catalog'} needs --tools-dir`);
  const log = values.quiet ? undefined : (line: string) => io.err(`${new Date().toISOString()} ${line}`);
  const server = await startServer({
    registry,
    registryModule,
    version: VERSION,
    port,
    host: values.host,
    baseUrl,
    rateLimit,
    redisUrl: values['redis-url'],
    maxBodyBytes: positiveInt('max-body', values['max-body']),
    timeoutMs: positiveInt('timeout', values.timeout),
    requestTimeoutMs: positiveInt('request-timeout', values['request-timeout']),
    maxConnections: positiveInt('max-connections', values['max-connections']),
    workers: positiveInt('workers', values.workers),
    trustProxy: values['trust-proxy'],
    frameAncestors,
    mcp: { sessions: values['mcp-sessions'], tools: values.tools ?? process.env.CTP_MCP_TOOLS },
    log,
  });
  io.err(`ctp ${VERSION}: ${registry.size} tools${userTools ? ` (${userTools} from ${values['tools-dir']})` : ''} on ${server.url} (web /, REST /api/tools, MCP /mcp, /llms.txt, /health)`);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      io.err(`${signal}: finishing in-flight requests…`);
      void server.close().then(resolve);
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  return 0;
}
