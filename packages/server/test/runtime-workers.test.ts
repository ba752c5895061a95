/**
 * The Cloudflare Workers entry, bundled as for `wrangler deploy`
 * (scripts/bundle-workers.mjs) and run by workerd, Cloudflare's runtime: the tools
 * that need Node.js are left out, isolated tools are refused with the reason, the
 * client address is CF-Connecting-IP (Cloudflare sets it; here the test plays the
 * platform), compressed bodies leave as they are (no second gzip). Skipped only
 * where workerd is not installed (never in CI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '@ctp/tools';
import { entryChecks, freePort, ROOT, runtimeBinary, startEntry, type Started } from './runtime-fixtures.js';
import { bundleWorkers, writeWorkerdConfig, type WorkersBundle } from '../scripts/bundle-workers.mjs';

const workerd = runtimeBinary('workerd');
const RATE_LIMIT = 60;

describe.skipIf(!workerd)('Workers entry (workerd)', () => {
  let server: Started;
  let bundle: WorkersBundle;
  beforeAll(async () => {
    bundle = await bundleWorkers(`${ROOT}packages/server/dist/workers-test`);
    const port = await freePort();
    const config = writeWorkerdConfig(bundle.outdir, { address: `127.0.0.1:${port}`, vars: { CTP_RATE_LIMIT: `${RATE_LIMIT}/60`, CTP_QUIET: '1' } });
    server = await startEntry(workerd!, ['serve', config], {}, `http://127.0.0.1:${port}`);
  }, 240_000);
  afterAll(() => server?.stop());

  // the catalog as the bundle saw it (tool folders may change while a developer's test runs)
  entryChecks({
    runtime: 'workers',
    server: () => server,
    get toolCount() {
      return bundle.served.length;
    },
    get toolIds() {
      return bundle.served;
    },
    get absentIds() {
      return bundle.nodeOnly;
    },
    clients: [{ headers: { 'cf-connecting-ip': '203.0.113.7' } }, { headers: { 'cf-connecting-ip': '203.0.113.8' } }],
    rateLimit: RATE_LIMIT,
    isolated: 'refused',
  });

  it('leaves out exactly the tools that declare requiresNode, and carries no Redis client', async () => {
    const listed = (await (await fetch(`${server.url}/api/tools`)).json()).tools.map((t: { id: string }) => t.id);
    const nodeOnly = definitions.filter((d) => d.requiresNode).map((d) => d.id);
    expect(nodeOnly.length).toBeGreaterThan(0);
    expect(bundle.nodeOnly.sort()).toEqual([...nodeOnly].sort());
    for (const id of nodeOnly) expect(listed).not.toContain(id);
    expect(listed).toHaveLength(bundle.served.length);
    const call = await fetch(`${server.url}/api/tools/${nodeOnly[0]}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(call.status).toBe(404);
    // bundleWorkers refuses a bundle with a Redis client in it; its size is reported in docs/deploying.md
  });
});
