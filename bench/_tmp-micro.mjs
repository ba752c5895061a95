import { createMcpHandler, McpServer, Server } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
const N = Number(process.env.N ?? 3000);
const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hello' } } });
const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
const validator = { getValidator: () => () => ({ valid: true, data: undefined, errorMessage: undefined }) };
const tool = { name: 'echo', title: 'Echo', description: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } } }, outputSchema: { type: 'object', properties: { echo: { type: 'string' } } } };
function lowLevel() {
  const s = new Server({ name: 'x', version: '1' }, { capabilities: { tools: { listChanged: true }, logging: {} }, jsonSchemaValidator: validator });
  s.setRequestHandler('tools/list', () => ({ tools: [tool] }));
  s.setRequestHandler('tools/call', (req) => ({ content: [{ type: 'text', text: 'hello' }], structuredContent: { echo: req.params.arguments.text } }));
  return s;
}
function high() {
  const s = new McpServer({ name: 'x', version: '1' });
  s.registerTool('echo', { title: 'Echo', description: 'echo', inputSchema: z.object({ text: z.string() }), outputSchema: z.object({ echo: z.string() }) },
    async ({ text }) => ({ content: [{ type: 'text', text }], structuredContent: { echo: text } }));
  return s;
}
for (const [name, f] of [['lowLevel', lowLevel], ['mcpServer', high], ['lowLevel', lowLevel], ['mcpServer', high]]) {
  const h = createMcpHandler(f);
  let t0 = performance.now(); let last;
  for (let i = 0; i < N; i++) { const r = await h.fetch(new Request('http://localhost/mcp', { method: 'POST', headers, body })); last = await r.text(); }
  console.log(name, ((performance.now() - t0) / N * 1000).toFixed(0), 'µs/req', last.slice(0, 200));
}
