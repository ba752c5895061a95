/**
 * Who is calling, carried from the HTTP edge to the tools/call handler, so the worker pool can
 * share its workers between callers (ctx.execute's `client`). The SDK hands a transport's
 * per-message auth info to handlers and has no other per-request channel; this server
 * authenticates nobody, so the token is empty and the address rides in `extra`.
 */
import type { AuthInfo } from '@modelcontextprotocol/server';

export function callerInfo(client: string): AuthInfo {
  return { token: '', clientId: '', scopes: [], extra: { client } };
}

/** The caller's address from a handler's context, if a transport carried one. */
export function callerOf(context: { http?: { authInfo?: AuthInfo } }): string | undefined {
  const client = context.http?.authInfo?.extra?.client;
  return typeof client === 'string' ? client : undefined;
}
