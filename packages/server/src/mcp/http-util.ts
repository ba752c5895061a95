/** Small HTTP helpers for /mcp: refusals, message inspection, DNS-rebinding guard, stream teardown. */
import type { Context } from 'hono';
import { hostHeaderValidationResponse, localhostAllowedHostnames, localhostAllowedOrigins, originValidationResponse } from '@modelcontextprotocol/server';

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * An HTTP-level refusal before any MCP message is processed, in the shape the
 * SDK's transports use for theirs (the app's 429 does the same).
 */
export function refuse(status: 400 | 404 | 413, message: string, code = -32000): Response {
  return Response.json({ jsonrpc: '2.0', id: null, error: { code, message } }, { status });
}

type Message = { method?: unknown; id?: unknown; params?: { requestId?: unknown; _meta?: { progressToken?: unknown } } } | null;

/** True when any request in the message asked for progress notifications (they need an SSE response). */
export function wantsStream(body: unknown): boolean {
  const messages = (Array.isArray(body) ? body : [body]) as Message[];
  return messages.some((m) => m?.params?._meta?.progressToken !== undefined);
}

/** The id of a lone tools/call request (the only calls worth cancelling), else undefined. */
export function toolsCallId(body: unknown): unknown {
  const m = body as Message;
  return m && !Array.isArray(m) && m.method === 'tools/call' ? m.id : undefined;
}

/** The requestId of a lone notifications/cancelled, else undefined. */
export function cancelledRequestId(body: unknown): unknown {
  const m = body as Message;
  return m && !Array.isArray(m) && m.method === 'notifications/cancelled' ? m.params?.requestId : undefined;
}

/** The TCP peer on Node (@hono/node-server); other runtimes share one key. */
export function peerAddress(c: Context): string {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? '';
}

/**
 * DNS-rebinding protection for loopback binds (the SDK's validators): a page on
 * evil.example whose name resolves to 127.0.0.1 must not reach the server.
 * Accepted Host values are remembered (a handful per deployment), so the
 * common request costs a Set lookup instead of a URL parse.
 */
export function rebindingGuard(): (request: Request) => Response | undefined {
  const hosts = localhostAllowedHostnames();
  const origins = localhostAllowedOrigins();
  const accepted = new Set<string>();
  return (request) => {
    const host = request.headers.get('host');
    if (host === null || !accepted.has(host)) {
      const refused = hostHeaderValidationResponse(request, hosts);
      if (refused) return refused;
      if (accepted.size < 64) accepted.add(host!);
    }
    return request.headers.has('origin') ? originValidationResponse(request, origins) : undefined;
  };
}

/** Closes a per-request transport once its SSE response has been read to the end (or cancelled). */
export function closeAfterStream(response: Response, close: () => void): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    close();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          close();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        close();
        controller.error(error);
      }
    },
    cancel(reason) {
      close();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

type NodeResponse = { once(event: 'close', listener: () => void): unknown; writableFinished?: boolean };

/**
 * Calls `listener` if the client hangs up before its response is complete. On
 * Node the response's 'close' event is used: creating the request's
 * AbortSignal costs more than the rest of a small call's bookkeeping.
 */
export function onHangUp(c: Context, listener: () => void): void {
  const outgoing = (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
  if (typeof outgoing?.once === 'function') outgoing.once('close', () => void (outgoing.writableFinished || listener()));
  else c.req.raw.signal.addEventListener('abort', listener, { once: true });
}
