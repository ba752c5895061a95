/** SDK clients for the MCP tests, plus raw HTTP for what a client library would not send. */
import '../../../../test/support/published-deps.js';
import { request as httpRequest } from 'node:http';
import { Client, StreamableHTTPClientTransport, type ClientOptions } from '@modelcontextprotocol/client';

export async function httpClient(url: string, options: ClientOptions = {}): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'ctp-test', version: '1.0.0' }, options);
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  return { client, transport };
}

/** A POST with any headers (fetch cannot set Host), answering status, headers and body text. */
export function rawPost(url: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON-RPC request body (tests only: the server itself never hand-writes protocol messages). */
export function rpc(method: string, params: Record<string, unknown> = {}, id = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params });
}

export const INIT_PARAMS = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } };
