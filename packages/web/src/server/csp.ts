/**
 * Content Security Policies (spec §11.2, §11.4). Scripts only from this origin
 * or by hash, no eval, no plugins, no <base>, no form posts; pages fetch
 * nothing (connect-src 'none'), so tool input cannot leave the page, except
 * for tools that declare executionMode "server" (they call this site's API).
 */

const COMMON = "object-src 'none'; base-uri 'none'; form-action 'none'";
/** Only pages of tools that declare executionMode "server" may call this site's API. */
const connect = (allowed?: boolean) => (allowed ? "connect-src 'self'" : "connect-src 'none'");

/** `'sha256-…'` of a text (an inline script or style element's exact content). */
export async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/** Catalog and tool pages: never framed (embeds are the framable surface). */
export function appCsp(scriptHashes: readonly string[], options: { connect?: boolean } = {}): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    COMMON,
    connect(options.connect),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** /embed/:id: the first-paint style element is allowed by nonce; framing by the server's option. */
export function embedCsp(options: { styleNonce?: string; frameAncestors: string; connect?: boolean }): string {
  return [
    "default-src 'none'",
    // the worker a sandboxed embed starts from a blob inherits this policy: WebAssembly tools need to compile
    "script-src 'self' 'wasm-unsafe-eval'",
    `style-src 'self'${options.styleNonce ? ` 'nonce-${options.styleNonce}'` : ''}`,
    "img-src 'self' data: blob:",
    // blob: for the one-line module shim a sandboxed (opaque-origin) embed starts its worker with
    "worker-src 'self' blob:",
    COMMON,
    connect(options.connect),
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ');
}

/** Single-file bundles: the inline script and style by hash; the tool's worker is a blob of that script. */
export function bundleCsp(options: { scriptHash: string; styleHashes: readonly string[]; frameAncestors?: string }): string {
  return [
    "default-src 'none'",
    `script-src ${options.scriptHash} 'wasm-unsafe-eval'`,
    `style-src ${options.styleHashes.join(' ')}`,
    'img-src data: blob:',
    'worker-src blob:',
    COMMON,
    connect(false),
    ...(options.frameAncestors ? [`frame-ancestors ${options.frameAncestors}`] : []),
  ].join('; ');
}

/**
 * Policy for the JS files themselves: it governs what the module worker may do: load its chunks,
 * and compile WebAssembly ('wasm-unsafe-eval' allows WebAssembly.compile only, never JS eval:
 * several tools' libraries are WebAssembly: hashes, codecs).
 */
export const WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'";

const SOURCE = /^(?:'self'|'none'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/**
 * Validates a `frame-ancestors` source list (`*`, `'self'`, `'none'`,
 * schemes, hosts); throws on anything else, so no option value can inject
 * another directive.
 */
export function parseFrameAncestors(value: string): string {
  const sources = value.trim().split(/\s+/).filter(Boolean);
  if (sources.length === 0) throw new Error('frame-ancestors: give at least one source');
  for (const s of sources) if (!SOURCE.test(s)) throw new Error(`frame-ancestors: "${s}" is not a valid source`);
  if (sources.includes("'none'") && sources.length > 1) throw new Error("frame-ancestors: 'none' must stand alone");
  return sources.join(' ');
}
