/**
 * What the Bun and Deno entries share: the whole catalog, every surface
 * (REST, MCP, discovery, /docs, the web app), rate limits in memory or Redis,
 * isolated tools in Web Workers stopped at the time limit, and the runtime's
 * own seam for client addresses. Each entry only adds its server and signals.
 */
import type { IsolatedRunner } from '@ctp/runtime';
import { createRegistry } from '@ctp/tools';
import { createApp, type CtpApp } from '../app.js';
import { createContext } from '../context.js';
import { createRateLimiter } from '../rate-limit-store.js';
import type { RuntimeSeam } from '../runtime-seam.js';
import type { EntrySettings } from './settings.js';
import { createWebWorkerPool } from './web-worker-pool.js';

export const VERSION = '0.1.0';

export interface Standalone {
  ctp: CtpApp;
  toolCount: number;
  /** Sets the base URL once the server listens (unless CTP_BASE_URL gave one). */
  listening(url: string): string;
  close(): Promise<void>;
}

export async function createStandalone(settings: EntrySettings, seam: RuntimeSeam): Promise<Standalone> {
  const log = settings.quiet ? undefined : (line: string) => console.error(`${new Date().toISOString()} ${line}`);
  const registry = createRegistry();
  const pool = createWebWorkerPool({ url: new URL('./isolated-worker.js', import.meta.url) });
  const isolatedRunner: IsolatedRunner = pool.run;
  const rateLimiter = settings.rateLimit
    ? await createRateLimiter(settings.rateLimit, { redisUrl: settings.redisUrl, onError: (e) => log?.(`redis: ${e.message}`) })
    : undefined;
  let baseUrl = settings.baseUrl;
  const context = createContext({
    registry,
    version: VERSION,
    baseUrl: () => baseUrl!,
    timeoutMs: settings.timeoutMs,
    isolatedRunner,
  });
  const ctp = createApp({
    context,
    host: settings.host,
    maxBodyBytes: settings.maxBodyBytes,
    rateLimiter,
    trustProxy: settings.trustProxy,
    log,
    runtime: seam,
    mcp: { sessions: settings.mcpSessions, tools: settings.mcpTools },
    web: { frameAncestors: settings.frameAncestors },
  });
  return {
    ctp,
    toolCount: registry.size,
    listening(url) {
      baseUrl ??= url;
      return baseUrl;
    },
    async close() {
      await ctp.close();
      await pool.close();
    },
  };
}

/** The URL a listener is reachable at (wildcard binds are reached through loopback). */
export function listeningUrl(hostname: string, port: number): string {
  const host = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
  return `http://${host}:${port}`;
}
