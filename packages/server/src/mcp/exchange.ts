/**
 * The stateless hot path for /mcp: one long-lived SDK `Server` per toolset,
 * connected to an in-process transport that carries one JSON-RPC request per
 * HTTP exchange. Building a Server and a Streamable HTTP transport for every
 * call (the SDK's stateless example) costs more than most tools take to run;
 * here a call costs the SDK's own request dispatch and nothing else.
 *
 * Only plain exchanges come here: a single, schema-valid request that is not
 * `initialize` and asks for no progress stream. Everything else (batches,
 * notifications, initialize, streams, malformed messages) still goes through a
 * per-request SDK transport, which owns those answers.
 *
 * Concurrent HTTP callers reuse JSON-RPC ids (every client starts at 1), so
 * each request enters the shared server under an id of its own and leaves
 * with the caller's id restored; the SDK serialises nothing differently.
 */
import type { JSONRPCMessage, JSONRPCRequest, Server, Transport } from '@modelcontextprotocol/server';
import { isJSONRPCRequest, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import type { Toolset } from './catalog.js';
import { callerInfo } from './caller.js';

type Settle = (message: JSONRPCMessage | undefined) => void;

/** An in-process transport: requests in through `exchange`, their responses out through `send`. */
export class ExchangeTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly #pending = new Map<number, { callerId: JSONRPCRequest['id']; settle: Settle }>();
  #next = 0;

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    // responses only: notifications (progress, logging) need a stream, which this path never serves
    if (!('id' in message) || 'method' in message) return;
    const pending = this.#pending.get(message.id as number);
    if (!pending) return;
    this.#pending.delete(message.id as number);
    pending.settle({ ...message, id: pending.callerId });
  }

  async close(): Promise<void> {
    for (const { settle } of this.#pending.values()) settle(undefined);
    this.#pending.clear();
    this.onclose?.();
  }

  /**
   * Hands one request to the server; resolves with its response (caller's id
   * restored), or undefined when `cancel` ended it first. `client` (the caller's
   * address) reaches the handler (caller.ts).
   */
  exchange(request: JSONRPCRequest, client?: string): { response: Promise<JSONRPCMessage | undefined>; cancel(reason: string): void } {
    const id = ++this.#next;
    let settle!: Settle;
    const response = new Promise<JSONRPCMessage | undefined>((resolve) => (settle = resolve));
    this.#pending.set(id, { callerId: request.id, settle });
    this.onmessage?.({ ...request, id }, client === undefined ? undefined : { authInfo: callerInfo(client) });
    return {
      response,
      cancel: (reason) => {
        if (!this.#pending.delete(id)) return;
        settle(undefined);
        // the SDK aborts the handler's signal, which ctx.execute passes to the tool
        this.onmessage?.({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason } });
      },
    };
  }
}

const VERSIONS = new Set<string>(SUPPORTED_PROTOCOL_VERSIONS);

/**
 * True when a parsed POST body and its headers can take the shared-server
 * path; anything this does not recognise goes to the SDK's own transport.
 */
export function isPlainExchange(body: unknown, accept: string | null, protocolVersion: string | null): body is JSONRPCRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const message = body as { method?: unknown; params?: { _meta?: { progressToken?: unknown } } };
  if (message.method === 'initialize' || message.params?._meta?.progressToken !== undefined) return false;
  // the transport's own HTTP checks, so a request that would fail them takes the SDK path and gets its answer
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return false;
  if (protocolVersion !== null && !VERSIONS.has(protocolVersion)) return false;
  return isJSONRPCRequest(body);
}

/**
 * One connected server per toolset, held weakly: the catalog caches and bounds
 * toolsets, and a server has no timers or sockets to release when one goes.
 */
export class SharedServers {
  readonly #create: (toolset: Toolset) => Server;
  readonly #byToolset = new WeakMap<Toolset, ExchangeTransport>();

  constructor(create: (toolset: Toolset) => Server) {
    this.#create = create;
  }

  /** The transport of the toolset's server, connecting one on first use. */
  for(toolset: Toolset): ExchangeTransport {
    let transport = this.#byToolset.get(toolset);
    if (!transport) {
      transport = new ExchangeTransport();
      // Server.connect wires its callbacks synchronously, then awaits start(), which does nothing here
      void this.#create(toolset).connect(transport);
      this.#byToolset.set(toolset, transport);
    }
    return transport;
  }
}
