/**
 * No call can stall `ctp serve` (issue 15 items 1–2), through the entry users run: maximum-size
 * inputs to slow tools run in the worker pool while cheap calls go on being answered, one client's
 * catastrophic regexes cannot make another client's regex wait for them, and a client past its
 * share of the queue is told to retry (429 + Retry-After) instead of waiting forever. Clients are
 * told apart by X-Forwarded-For (--trust-proxy). Assertions are on the order answers arrive in,
 * never on durations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../test/support/published-deps.js';
import { startCtpServe, type CtpServe } from '../../../test/support/processes.js';

const CATASTROPHIC = { pattern: '(a+)+$', text: `${'a'.repeat(40)}b` };

describe('ctp serve under hostile load (through bin/ctp.js)', () => {
  let server: CtpServe;
  beforeAll(async () => {
    // a 3 s limit keeps the catastrophic calls short, yet leaves a loaded CI machine time to spawn
    // a replacement worker and answer the normal call first (1 s was not always enough there);
    // two workers as on a small machine
    server = await startCtpServe(['--rate-limit', 'off', '--trust-proxy', '--workers', '2', '--timeout', '3000', '--quiet']);
  });
  afterAll(() => server?.stop());

  const call = (client: string, tool: string, body: unknown) =>
    fetch(`${server.url}/api/tools/${tool}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> }));

  it('answers cheap calls while maximum-size inputs to the slowest tools are being worked on', async () => {
    const big = 'The quick brown fox jumps over the lazy dog. '.repeat(22_000).slice(0, 1_000_000);
    let heavyDone = 0;
    const heavy = ['case-converter', 'text-statistics'].map((tool) => call('10.0.0.1', tool, { text: big }).finally(() => heavyDone++));
    const answeredBeforeHeavy: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await call('10.0.0.3', 'base64-encoder', { text: `cheap ${i}` });
      expect(r.body).toMatchObject({ success: true });
      answeredBeforeHeavy.push(heavyDone);
    }
    // every cheap call came back while both heavy calls were still running (they used to hold the event loop)
    expect(answeredBeforeHeavy).toEqual(Array(10).fill(0));
    for (const r of await Promise.all(heavy)) expect([200, 504]).toContain(r.status);
  }, 120_000);

  it("answers one client's normal regex before another client's catastrophic ones end", async () => {
    // both workers load the tool first (two clients: one may hold one worker): the normal call then
    // needs no import on a loaded machine, only a free worker, which the attacker cannot take
    await Promise.all(['10.0.0.5', '10.0.0.6'].map((client) => call(client, 'regex-tester', { pattern: 'a', text: 'a' })));
    await Promise.all(['10.0.0.5', '10.0.0.6'].map((client) => call(client, 'regex-tester', { pattern: 'a', text: 'a' })));
    const order: string[] = [];
    const attack = Array.from({ length: 4 }, (_, i) => call('10.0.0.1', 'regex-tester', CATASTROPHIC).finally(() => order.push(`attack${i}`)));
    await new Promise((r) => setTimeout(r, 100)); // the attack is queued first
    const normal = await call('10.0.0.2', 'regex-tester', { pattern: 'b$', text: 'aab' }).finally(() => order.push('normal'));
    expect(normal.body).toMatchObject({ success: true });
    await Promise.all(attack);
    expect(order[0]).toBe('normal');
  }, 60_000);

  it("tells a client past its share of the queue to retry (429, RATE_LIMITED, Retry-After) and keeps serving others", async () => {
    // two workers: this client may hold one and have 8 waiting; the rest are refused at once
    const results = await Promise.all(Array.from({ length: 12 }, () => call('10.0.0.9', 'regex-tester', CATASTROPHIC)));
    const refused = results.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const r of refused) {
      expect(r.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
      expect(r.retryAfter).toBe('1');
    }
    for (const r of results.filter((x) => x.status !== 429)) expect(r.body).toMatchObject({ errorCode: 'TIMEOUT' });
    expect((await call('10.0.0.4', 'regex-tester', { pattern: 'a', text: 'a' })).body).toMatchObject({ success: true });
  }, 120_000);
});
