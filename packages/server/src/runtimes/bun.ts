/**
 * Bun entry: `bun packages/server/dist/runtimes/bun.js` (settings from the
 * environment: runtimes/settings.ts). Bun.serve answers with the Hono app;
 * client addresses come from Bun's own `server.requestIP` (hono/bun's
 * getConnInfo), isolated tools run in Bun's Web Workers.
 */
import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';
import type { RuntimeSeam } from '../runtime-seam.js';
import { readSettings, SETTINGS_HELP, SettingsError } from './settings.js';
import { createStandalone, listeningUrl } from './standalone.js';

interface BunServer {
  port: number;
  hostname: string;
  stop(closeActiveConnections?: boolean): Promise<void>;
}
declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: { port: number; hostname: string; idleTimeout: number; fetch(request: Request, server: unknown): Response | Promise<Response> }): BunServer;
};

export const BUN_SEAM: RuntimeSeam = Object.freeze({
  name: 'bun',
  peer(c: Context) {
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined; // app.fetch called without Bun's server (tests)
    }
  },
});

async function main(): Promise<void> {
  let settings;
  try {
    settings = readSettings((name) => Bun.env[name]);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`ctp (bun): ${error.message}\nSettings: ${SETTINGS_HELP}`);
    process.exit(2);
  }
  const standalone = await createStandalone(settings, BUN_SEAM);
  const fetch = standalone.ctp.app.fetch;
  // idleTimeout (s): a tool may run up to its time limit, and SSE streams stay open
  const server = Bun.serve({ port: settings.port, hostname: settings.host, idleTimeout: 255, fetch: (request, bun) => fetch(request, bun) });
  const url = standalone.listening(listeningUrl(server.hostname, server.port));
  console.error(`ctp (bun): ${standalone.toolCount} tools on ${url} (web /, REST /api/tools, MCP /mcp, /docs, /llms.txt, /health)`);
  const stop = async (signal: string) => {
    console.error(`${signal}: finishing in-flight requests…`);
    await server.stop();
    await standalone.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

await main();
