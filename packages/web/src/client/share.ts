/**
 * A tool's state in its URL, so a configured tool (and its result) can be shared. Short
 * values go in the query string, readable (`?indent=4&json=…`); when that grows too long
 * the whole state moves into the fragment, deflated and base64url-encoded (`#s=…`), which
 * browsers never send to a server. Past MAX_FRAGMENT the page says it is too large to share.
 * Writing uses history.replaceState: nothing is sent anywhere.
 */

/** Longest query string kept readable. */
export const MAX_QUERY = 1800;
/** Longest compressed fragment: beyond this, links break in mail and chat clients. */
export const MAX_FRAGMENT = 32_000;

export type SharedState = Record<string, string>;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const response = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
  return new Uint8Array(await response.arrayBuffer());
}

export async function compressState(state: SharedState): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(JSON.stringify(state)), new CompressionStream('deflate-raw')));
}

/** The state a `#s=` fragment carries; undefined when it is not one of ours or is damaged. */
export async function decompressState(encoded: string): Promise<SharedState | undefined> {
  try {
    const json = new TextDecoder().decode(await pipe(fromBase64Url(encoded), new DecompressionStream('deflate-raw')));
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const out: SharedState = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return undefined;
  }
}

export interface Encoded {
  /** `?…` or '' */
  search: string;
  /** `#s=…` or '' */
  hash: string;
  tooLarge: boolean;
}

/** Raw state beyond this cannot compress into MAX_FRAGMENT in practice: not worth compressing. */
const MAX_RAW = 2_000_000;

export async function encodeState(state: SharedState): Promise<Encoded> {
  let raw = 0;
  for (const [k, v] of Object.entries(state)) raw += k.length + v.length;
  if (raw > MAX_RAW) return { search: '', hash: '', tooLarge: true };
  const query = new URLSearchParams(state).toString();
  if (query.length <= MAX_QUERY) return { search: query ? `?${query}` : '', hash: '', tooLarge: false };
  const compressed = await compressState(state);
  if (compressed.length > MAX_FRAGMENT) return { search: '', hash: '', tooLarge: true };
  return { search: '', hash: `#s=${compressed}`, tooLarge: false };
}

/** The state in a location: the query's values, overridden by a `#s=` fragment's. */
export async function decodeState(location: Pick<Location, 'search' | 'hash'>): Promise<SharedState> {
  const state: SharedState = Object.fromEntries(new URLSearchParams(location.search));
  const m = /^#s=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (m) Object.assign(state, (await decompressState(m[1]!)) ?? {});
  return state;
}
