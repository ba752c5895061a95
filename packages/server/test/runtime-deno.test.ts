/**
 * The Deno entry (src/runtimes/deno.ts, run from the build) started with Deno itself:
 * every surface, client addresses from Deno's connection info, isolated tools in
 * Deno's Web Workers. Skipped only where Deno is not installed (never in CI).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { definitions } from '@ctp/tools';
import { DENO_PERMISSIONS } from '../src/runtimes/deno-permissions.js';
import { entryChecks, ROOT, runtimeBinary, startEntry, type Started } from './runtime-fixtures.js';

const deno = runtimeBinary('deno');
const RATE_LIMIT = 60;

describe.skipIf(!deno)('Deno entry', () => {
  let server: Started;
  beforeAll(async () => {
    server = await startEntry(deno!, ['run', ...DENO_PERMISSIONS, `${ROOT}packages/server/dist/runtimes/deno.js`], {
      PORT: '0',
      CTP_RATE_LIMIT: `${RATE_LIMIT}/60`,
      CTP_QUIET: '1',
      DENO_NO_UPDATE_CHECK: '1',
    });
  }, 120_000);
  afterAll(() => server?.stop());

  entryChecks({
    runtime: 'deno',
    server: () => server,
    toolCount: definitions.length,
    toolIds: definitions.map((d) => d.id),
    clients: [{ localAddress: '127.0.0.2' }, { localAddress: '127.0.0.3' }],
    rateLimit: RATE_LIMIT,
    isolated: 'timeout',
  });
});
