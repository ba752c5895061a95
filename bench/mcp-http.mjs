// MCP tools/call throughput over Streamable HTTP, measured in one run:
//   (a) ctp's /mcp serving the whole catalog (`ctp serve --rate-limit off --quiet`, stateless)
//   (b) a minimal one-tool stateless server on the same SDK, done the SDK's documented
//       way (new McpServer + registerTool + transport per request): bench/mcp-server-sdk.mjs
//   (c) bare node:http answering the same JSON-RPC result: bench/mcp-server-bare.mjs
// at 10 and 50 connections, loopback; req/s, p50/p99 latency, server CPU per request.
// Run after `npm run build`:  node bench/mcp-http.mjs   (BENCH_DURATION=3 for a quick look)
import { load, row, startProcess, DURATION } from './lib.mjs';

const body = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'base64-encoder', arguments: { text: 'Hello, World! ctp benchmarks MCP tools/call end to end.', mode: 'encode' } },
});
// a stateless 2025-era client: no session, no initialize per call
const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };

const servers = {
  ctp: await startProcess(['packages/cli/bin/ctp.js', 'serve', '--port', '0', '--rate-limit', 'off', '--quiet']),
  sdk: await startProcess(['bench/mcp-server-sdk.mjs', '0']),
  bare: await startProcess(['bench/mcp-server-bare.mjs', '0']),
};
const url = (s) => `http://127.0.0.1:${s.port}/mcp`;

try {
  // same answer from all three, and warm-up (JIT, lazy tool import)
  for (const [name, s] of Object.entries(servers)) {
    let text = '';
    for (let i = 0; i < 300; i++) text = await (await fetch(url(s), { method: 'POST', headers, body })).text();
    if (!text.includes('"structuredContent":{"result":"SGVsbG8s')) throw new Error(`${name} answered ${text.slice(0, 200)}`);
  }
  const tools = (await (await fetch(`${url(servers.ctp)}/capabilities`)).json()).tools;
  console.log(`MCP tools/call base64-encoder over Streamable HTTP — ${DURATION} s per run, loopback; ctp serves ${tools} tools`);
  for (const connections of [10, 50]) {
    const r = {};
    for (const [name, s] of Object.entries(servers)) r[name] = await load({ url: url(s), body, headers, connections, pid: s.child.pid });
    console.log(`\n${connections} connections`);
    console.log(row('(a) ctp /mcp (whole catalog)', r.ctp));
    console.log(row('(b) SDK McpServer per request', r.sdk));
    console.log(row('(c) bare node:http', r.bare));
    console.log(
      `ratios: (a)/(b) ${(r.ctp.rps / r.sdk.rps).toFixed(2)}× throughput (target ≥ 5×), ` +
        `${(r.sdk.cpuPerRequest / r.ctp.cpuPerRequest).toFixed(2)}× less CPU per request; ` +
        `(a)/(c) ${(r.ctp.rps / r.bare.rps).toFixed(2)}× throughput; (a) p99 ${r.ctp.p99} ms (target ≤ 15 ms at 50)`,
    );
  }
} finally {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
}
