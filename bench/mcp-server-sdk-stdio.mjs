// Baseline for bench/mcp-stdio.mjs: a minimal two-tool stdio MCP server on the
// same SDK, written the way the SDK documents it (McpServer + registerTool +
// StdioServerTransport).
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'minimal', version: '1.0.0' });
server.registerTool(
  'base64-encoder',
  { title: 'Base64 Encoder', description: 'Encode text to Base64.', inputSchema: z.object({ text: z.string() }), outputSchema: z.object({ result: z.string() }) },
  async ({ text }) => {
    const data = { result: Buffer.from(text, 'utf8').toString('base64') };
    return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
  },
);
server.registerTool(
  'uuid-generator',
  { title: 'UUID Generator', description: 'Generate a random UUID.', inputSchema: z.object({}), outputSchema: z.object({ uuid: z.string() }) },
  async () => {
    const data = { uuid: crypto.randomUUID() };
    return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
  },
);
await server.connect(new StdioServerTransport());
