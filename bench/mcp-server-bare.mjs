// Baseline (c) for bench/mcp-http.mjs: bare node:http answering the same
// tools/call with the same JSON-RPC result, no MCP machinery at all: the
// ceiling for one Node process.
// Run: node bench/mcp-server-bare.mjs [port]   (prints "listening <port>")
import { createServer } from 'node:http';

createServer((req, res) => {
  const chunks = [];
  req.on('data', (d) => chunks.push(d));
  req.on('end', () => {
    const message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const bytes = Buffer.from(message.params.arguments.text, 'utf8');
    const data = { result: bytes.toString('base64'), byteLength: bytes.length };
    const body = JSON.stringify({ result: { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }], structuredContent: data }, jsonrpc: '2.0', id: message.id });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
}).listen(Number(process.argv[2] ?? 0), '127.0.0.1', function () {
  console.log(`listening ${this.address().port}`);
});
