/**
 * Node entry: serves the app with @hono/node-server, derives the base URL from
 * the listening address when none is configured, and shuts down cleanly
 * (stop accepting, let in-flight requests finish, close pools and Redis).
 */
import { createServer } from 'node:http';
import { getRequestListener, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { SERVER_OFFLOAD, type Registry } from '@ctp/runtime';
import { createWorkerRunner } from '@ctp/runtime/node';
import { createApp, type AppOptions } from './app.js';
import { withToolFastPath } from './node-fast-path.js';
import { withMcpFastPath } from './node-mcp-fast-path.js';
import { NODE_SEAM } from './runtimes/node-seam.js';
import { createContext } from './context.js';
import type { RateLimitRule } from './rate-limit.js';
import { createRateLimiter } from './rate-limit-store.js';
import { drainable } from './node-drain.js';

const KEEP_ALIVE_MS = 65_000;
/** Time a client has to send a whole request, headers and body (not to be answered). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Open connections at most; node:http closes further ones at once. */
export const DEFAULT_MAX_CONNECTIONS = 4096;

export interface StartOptions {
  registry: Registry;
  /** Module URL exporting `createRegistry` (for the isolated-tool worker pool). */
  registryModule?: string;
  version: string;
  name?: string;
  port?: number;
  host?: string;
  baseUrl?: string;
  rateLimit?: RateLimitRule;
  redisUrl?: string;
  maxBodyBytes?: number;
  timeoutMs?: number;
  /**
   * Time a client has to send a whole request, headers and body (default 30 s); a request still
   * arriving then is answered 408 and its connection closed. Only receiving counts: a long tool
   * call and an idle keep-alive connection are not cut by it.
   */
  requestTimeoutMs?: number;
  /** Open connections at most (default 4096); connections past it are closed at once. */
  maxConnections?: number;
  /** Worker threads for isolated tools and costly calls (default: the machine's, see defaultPoolSize). */
  workers?: number;
  trustProxy?: boolean;
  mcp?: AppOptions['mcp'];
  /** `frame-ancestors` of embed pages (default `*`). */
  frameAncestors?: string;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  server: ServerType;
  /**
   * Stops accepting, lets in-flight requests finish (keep-alive connections close after their
   * answer), answers 503 with `Connection: close` to any still waiting after `graceMs`, then
   * releases the pools and Redis.
   */
  close(graceMs?: number): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  let baseUrl = options.baseUrl?.replace(/\/+$/, '');
  const runner = options.registryModule ? createWorkerRunner({ registryModule: options.registryModule, size: options.workers }) : undefined;
  const rateLimiter = options.rateLimit
    ? await createRateLimiter(options.rateLimit, { redisUrl: options.redisUrl, onError: (e) => options.log?.(`redis: ${e.message}`) })
    : undefined;
  const context = createContext({
    registry: options.registry,
    name: options.name,
    version: options.version,
    baseUrl: () => baseUrl!,
    timeoutMs: options.timeoutMs,
    isolatedRunner: runner?.run,
    // no slow call on the event loop: heavy tools and large inputs go to the (fair, bounded) pool too
    offload: runner ? SERVER_OFFLOAD : undefined,
  });
  const ctp = createApp({
    context,
    host,
    maxBodyBytes: options.maxBodyBytes,
    rateLimiter,
    trustProxy: options.trustProxy,
    log: options.log,
    runtime: NODE_SEAM,
    mcp: options.mcp,
    web: { frameAncestors: options.frameAncestors },
  });

  // REST and plain MCP calls skip the web Request/Response layer, through the app's own edge
  const appListener = getRequestListener(ctp.app.fetch);
  const listener = withToolFastPath(withMcpFastPath(appListener, ctp.mcp, ctp.edge), context, ctp.edge);
  const stopper = drainable(listener);
  // node:http times each request from its first byte until its body has arrived (an idle
  // keep-alive connection has no request in progress; a tool still running is past it), checked
  // every connectionsCheckingInterval
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const server = createServer(
    { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(requestTimeout / 5))) },
    stopper.listener,
  );
  // keep idle connections longer than the load balancers in front of us do (60 s is common), so a
  // request is never sent on a socket the server is closing
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl ??= `http://${hostForUrl === '0.0.0.0' || hostForUrl === '[::]' ? '127.0.0.1' : hostForUrl}:${address.port}`;

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port: address.port,
    server,
    close(graceMs = 10_000) {
      closing ??= (async () => {
        await stopper.drain(server, graceMs);
        await ctp.close();
        await runner?.close();
      })();
      return closing;
    },
  };
}
