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
  location.assign(await toolUrlWithInput(id, text, params, field));
}
