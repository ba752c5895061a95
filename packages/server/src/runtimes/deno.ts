/**
 * Deno entry: `deno run --allow-net --allow-read --allow-env --allow-sys
 * packages/server/dist/runtimes/deno.js` (settings from the environment:
 * runtimes/settings.ts). Deno.serve answers with the Hono app; client
 * addresses come from Deno's own connection info (hono/deno's getConnInfo),
 * isolated tools run in Deno's Web Workers.
 */
import type { Context } from 'hono';
import { getConnInfo } from 'hono/deno';
import type { RuntimeSeam } from '../runtime-seam.js';
import { readSettings, SETTINGS_HELP, SettingsError } from './settings.js';
import { createStandalone, listeningUrl } from './standalone.js';

interface DenoServer {
  finished: Promise<void>;
  shutdown(): Promise<void>;
}
declare const Deno: {
  env: { get(name: string): string | undefined };
  exit(code: number): never;
  addSignalListener(signal: 'SIGTERM' | 'SIGINT', listener: () => void): void;
  serve(
    options: { port: number; hostname: string; onListen(address: { hostname: string; port: number }): void },
    handler: (request: Request, info: unknown) => Response | Promise<Response>,
  ): DenoServer;
};

export const DENO_SEAM: RuntimeSeam = Object.freeze({
  name: 'deno',
  peer(c: Context) {
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined; // app.fetch called without Deno.serve's info (tests)
    }
  },
});

async function main(): Promise<void> {
  let settings;
  try {
    settings = readSettings((name) => Deno.env.get(name));
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`ctp (deno): ${error.message}\nSettings: ${SETTINGS_HELP}`);
    Deno.exit(2);
  }
  const standalone = await createStandalone(settings, DENO_SEAM);
  const fetch = standalone.ctp.app.fetch;
  const server = Deno.serve(
    {
      port: settings.port,
      hostname: settings.host,
      onListen: ({ hostname, port }) => {
        const url = standalone.listening(listeningUrl(hostname, port));
        console.error(`ctp (deno): ${standalone.toolCount} tools on ${url} (web /, REST /api/tools, MCP /mcp, /docs, /llms.txt, /health)`);
      },
    },
    (request, info) => fetch(request, info),
  );
  const stop = async (signal: string) => {
    console.error(`${signal}: finishing in-flight requests…`);
    await server.shutdown();
    await standalone.close();
    Deno.exit(0);
  };
  Deno.addSignalListener('SIGTERM', () => void stop('SIGTERM'));
  Deno.addSignalListener('SIGINT', () => void stop('SIGINT'));
}

await main();
