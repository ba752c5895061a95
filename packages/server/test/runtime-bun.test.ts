/**
 * The Bun entry (src/runtimes/bun.ts, run from the build) started with Bun itself:
 * every surface, client addresses from Bun's connection info, isolated tools in
 * Bun's Web Workers. Skipped only where Bun is not installed (never in CI).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { definitions } from '@ctp/tools';
import { entryChecks, ROOT, runtimeBinary, startEntry, type Started } from './runtime-fixtures.js';

const bun = runtimeBinary('bun');
const RATE_LIMIT = 60;

describe.skipIf(!bun)('Bun entry', () => {
  let server: Started;
  beforeAll(async () => {
    server = await startEntry(bun!, [`${ROOT}packages/server/dist/runtimes/bun.js`], { PORT: '0', CTP_RATE_LIMIT: `${RATE_LIMIT}/60`, CTP_QUIET: '1' });
  }, 120_000);
  afterAll(() => server?.stop());

  entryChecks({
    runtime: 'bun',
    server: () => server,
    toolCount: definitions.length,
    toolIds: definitions.map((d) => d.id),
    clients: [{ localAddress: '127.0.0.2' }, { localAddress: '127.0.0.3' }],
    rateLimit: RATE_LIMIT,
    isolated: 'timeout',
  });
});
