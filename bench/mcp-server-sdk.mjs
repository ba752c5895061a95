// Baseline (b) for bench/mcp-http.mjs: a one-tool stateless MCP server written
// the way the SDK documents it for Hono: a new McpServer, registerTool and a
// transport for every request. Same SDK, same HTTP stack as ctp.
// Run: node bench/mcp-server-sdk.mjs [port]   (prints "listening <port>")
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const app = new Hono();
app.all('/mcp', async (c) => {
  const server = new McpServer({ name: 'minimal', version: '1.0.0' });
  server.registerTool(
    'base64-encoder',
    {
      title: 'Base64 Encoder',
      description: 'Encode text to Base64.',
      inputSchema: z.object({ text: z.string(), mode: z.enum(['encode', 'decode']).optional() }),
      outputSchema: z.object({ result: z.string(), byteLength: z.number() }),
    },
    async ({ text }) => {
      const bytes = Buffer.from(text, 'utf8');
      const data = { result: bytes.toString('base64'), byteLength: bytes.length };
      return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }], structuredContent: data };
    },
  );
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await server.connect(transport);
  return transport.handleRequest(c.req.raw);
});
serve({ fetch: app.fetch, port: Number(process.argv[2] ?? 0), hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
