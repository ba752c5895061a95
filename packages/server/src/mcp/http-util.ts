/** Small HTTP helpers for /mcp: refusals, message inspection, stream teardown. */
import { jsonRpcRefusal } from '../edge.js';

const CLOSE = Object.freeze({ connection: 'close' });

/**
 * An HTTP-level refusal before any MCP message is processed, in the edge's JSON-RPC shape. A 413
 * closes the connection: the rest of an oversized body is never read (it may never end).
 */
export function refuse(status: 400 | 404 | 413, message: string, code = -32000): Response {
  const answer = jsonRpcRefusal(status, message, status === 413 ? CLOSE : undefined, code);
  return new Response(answer.body, { status, headers: answer.headers });
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
