/** Opening a tool with an input: the text travels in the URL fragment (never sent to a server). */
import { compressState, MAX_FRAGMENT } from './share.js';

/** The state key that means "the tool's main input", whatever its parameter is called ("@" is never in a parameter name). */
export const MAIN_INPUT_KEY = '@in';

/** `field`: the parameter the text fills when it is not the tool's main input (a handler's `input`). */
export async function toolUrlWithInput(id: string, text: string, params: Record<string, unknown> = {}, field?: string): Promise<string> {
  const state: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) state[k] = typeof v === 'string' ? v : JSON.stringify(v);
  state[field ?? MAIN_INPUT_KEY] = text;
  const compressed = await compressState(state);
  return compressed.length <= MAX_FRAGMENT ? `/tools/${id}#s=${compressed}` : `/tools/${id}`;
}

export async function openWithInput(id: string, text: string, params: Record<string, unknown> = {}, field?: string): Promise<void> {
  go(await toolUrlWithInput(id, text, params, field));
}

/**
 * Navigates to `url`. A URL that differs from this page's only in its fragment (sending an
 * output to the same tool) would only scroll, so the page is loaded again to apply the state.
 */
export function go(url: string): void {
  const target = new URL(url, location.href);
  const samePage = target.pathname === location.pathname && target.search === location.search;
  location.assign(target.href);
  if (samePage) location.reload();
}
