import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolResult } from '@ctp/core';
import { hybridPort } from '../src/client/hybrid-port.js';
import { restPort } from '../src/client/rest-port.js';
import type { WorkerPort } from '../src/client/runner.js';
import type { FromWorker, ToWorker } from '../src/client/worker-core.js';

const definition = { id: 'demo-tool', method: 'POST' as const };

/** A scripted worker: `behave` answers each message the page sends it. */
function fakeWorker(behave: (message: ToWorker, port: WorkerPort) => void): WorkerPort & { sent: ToWorker[]; terminated: boolean } {
  const port = {
    sent: [] as ToWorker[],
    terminated: false,
    onmessage: null as WorkerPort['onmessage'],
    onerror: null as WorkerPort['onerror'],
    postMessage(message: ToWorker) {
      port.sent.push(message);
      setTimeout(() => behave(message, port));
    },
    terminate() {
      port.terminated = true;
    },
  };
  return port;
}

const emit = (port: WorkerPort, message: FromWorker) => port.onmessage?.({ data: message } as MessageEvent<FromWorker>);
const clientResult: ToolResult = { success: true, data: { where: 'browser' }, metadata: { executionMode: 'client' } };
const serverResult: ToolResult = { success: true, data: { where: 'server' }, metadata: { executionMode: 'server' } };

/** Sends load then run through a port and collects what comes back, up to the run's result. */
async function loadAndRun(port: WorkerPort): Promise<FromWorker[]> {
  const received: FromWorker[] = [];
  const done = new Promise<void>((resolve) => {
    port.onmessage = (event) => {
      received.push(event.data);
      if (event.data.type === 'result') resolve();
    };
  });
  port.postMessage({ type: 'load', toolId: definition.id });
  port.postMessage({ type: 'run', runId: 1, toolId: definition.id, values: { text: 'hi' } });
  await done;
  return received;
}

function serverAnswers(result: ToolResult | undefined, init: ResponseInit = { status: 200, headers: { 'content-type': 'application/json' } }) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(result ? JSON.stringify(result) : '<!doctype html><h1>Not found</h1>', result ? init : { status: 404, headers: { 'content-type': 'text/html' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('hybrid tools (spec §7.4.3): the browser first, the server when the browser cannot', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs in the worker when it loads the tool, and never calls the server', async () => {
    const fetch = serverAnswers(serverResult);
    const worker = fakeWorker((m, p) => emit(p, m.type === 'load' ? { type: 'loaded', toolId: m.toolId } : { type: 'result', runId: 1, result: clientResult }));
    const received = await loadAndRun(hybridPort(definition, () => worker));
    expect(received.map((m) => m.type)).toEqual(['loaded', 'result']);
    expect(received[1]).toMatchObject({ result: clientResult });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the run to the server when the worker cannot load the tool', async () => {
    const fetch = serverAnswers(serverResult);
    const worker = fakeWorker((m, p) => m.type === 'load' && emit(p, { type: 'load-error', toolId: m.toolId, message: 'WebAssembly is not allowed' }));
    const received = await loadAndRun(hybridPort(definition, () => worker));
    expect(received.map((m) => m.type)).toEqual(['loaded', 'result']);
    expect(received[1]).toMatchObject({ result: serverResult });
    expect(worker.terminated).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/tools/demo-tool');
  });

  it('sends the run to the server when the worker fails to start or cannot be made', async () => {
    serverAnswers(serverResult);
    const broken = fakeWorker((_m, p) => p.onerror?.(new Event('error')));
    expect((await loadAndRun(hybridPort(definition, () => broken)))[1]).toMatchObject({ result: serverResult });
    const refused = () => {
      throw new Error('Worker is not defined');
    };
    expect((await loadAndRun(hybridPort(definition, refused)))[1]).toMatchObject({ result: serverResult });
  });

  it('reports a crash of a worker that did load as a crash, not as a reason to switch', async () => {
    const fetch = serverAnswers(serverResult);
    const worker = fakeWorker((m, p) => (m.type === 'load' ? emit(p, { type: 'loaded', toolId: m.toolId }) : p.onerror?.(new Event('error'))));
    const port = hybridPort(definition, () => worker);
    const crashed = new Promise<void>((resolve) => (port.onerror = () => resolve()));
    void loadAndRun(port);
    await crashed;
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('server tools on a host with no tool API (a static export)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('say they need a server instead of a JSON parse error', async () => {
    serverAnswers(undefined);
    const received = await loadAndRun(restPort(definition));
    const result = (received[1] as { result: ToolResult }).result;
    expect(result).toMatchObject({ success: false, errorCode: 'EXECUTION_ERROR' });
    expect(result.success === false && result.error).toMatch(/runs on a server.*no tool API \(HTTP 404.*ctp run demo-tool/);
  });

  it('pass on the ToolResult of a server that answers, errors included', async () => {
    const refused: ToolResult = { success: false, error: 'too big', errorCode: 'CONSTRAINT_VIOLATION' };
    serverAnswers(refused, { status: 413, headers: { 'content-type': 'application/json; charset=utf-8' } });
    const received = await loadAndRun(restPort(definition));
    expect(received[1]).toMatchObject({ result: refused });
  });
});
