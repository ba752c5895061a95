/**
 * Response compression, decided in one place: `acceptsGzip` is the only reading
 * of Accept-Encoding (q-values honoured: `gzip;q=0` means no gzip), and the
 * helpers below are how every route sends a body that is worth compressing.
 * Gzip only: every client that sends Accept-Encoding takes it, and
 * CompressionStream has it on every runtime. On Cloudflare Workers the entry
 * hands already-encoded bodies to the platform as they are (see
 * runtimes/workers.ts), so nothing is compressed twice.
 */
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { etagOf } from './etag.js';

/** Bodies smaller than this go out as they are: gzip would save little and cost a stream. */
export const COMPRESS_MIN_BYTES = 1024;

const verdicts = new Map<string, boolean>();

/**
 * True when the Accept-Encoding header gives gzip (or `*`, when gzip is not named) a q-value
 * above 0 (RFC 9110 §12.5.3). Verdicts are remembered per header value: clients send a handful.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let verdict = verdicts.get(header);
  if (verdict === undefined) {
    let gzip: number | undefined;
    let any: number | undefined;
    for (const { type, q } of parseAccept(header)) {
      const name = type.toLowerCase();
      if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
      else if (name === '*') any = q;
    }
    verdict = (gzip ?? any ?? 0) > 0;
    if (verdicts.size < 256) verdicts.set(header, verdict);
  }
  return verdict;
}

const encoder = new TextEncoder();

/** Gzip through the web-standard CompressionStream (zlib underneath on Node). */
export async function gzip(data: string | Uint8Array): Promise<Uint8Array> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Content types worth compressing (text, JSON, YAML, JavaScript, SVG…), never event streams. */
export function compressible(type: string | null | undefined): boolean {
  return !!type && /^(?:text\/(?!event-stream)|application\/(?:json|javascript|yaml|xml)|image\/svg\+xml|[^;]+\+(?:json|xml|yaml))/i.test(type);
}

/** A body sent many times (documents, pages, asset files): its ETag, and its gzip made once on demand. */
export interface StoredBody {
  readonly body: string | Uint8Array;
  readonly type: string;
  readonly etag: string;
  /** The gzipped body (made on first use), or undefined when it is not worth compressing. */
  gzipped(): Promise<Uint8Array> | undefined;
}

export function storeBody(body: string | Uint8Array, type: string, etag?: string): StoredBody {
  let packed: Promise<Uint8Array> | undefined;
  const worth = body.length >= COMPRESS_MIN_BYTES && compressible(type);
  return {
    body,
    type,
    etag: etag ?? etagOf(typeof body === 'string' ? body : String(body.length)),
    gzipped() {
      if (!worth) return undefined;
      if (!packed) {
        packed = gzip(body);
        packed.catch(() => (packed = undefined));
      }
      return packed;
    },
  };
}

/** storeBody with the gzip made now (for bodies that are certainly sent compressed). */
export async function storeRepresentation(body: string | Uint8Array, type: string): Promise<StoredBody> {
  const stored = storeBody(body, type);
  await stored.gzipped();
  return stored;
}

/**
 * Sends a stored body: 304 for a matching If-None-Match, else the gzip when the client takes it.
 * The caller sets Cache-Control and any policy headers first.
 */
export async function sendStored(c: Context, stored: StoredBody): Promise<Response> {
  c.header('ETag', stored.etag);
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('if-none-match') === stored.etag) return c.body(null, 304);
  c.header('Content-Type', stored.type);
  const packed = acceptsGzip(c.req.header('accept-encoding')) ? stored.gzipped() : undefined;
  if (!packed) return c.body(stored.body as Uint8Array<ArrayBuffer>);
  c.header('Content-Encoding', 'gzip');
  return c.body((await packed) as Uint8Array<ArrayBuffer>);
}

/** A response computed per request (a tool result, a listing) as gzip when it is large and the client takes it. */
export interface EncodedBody {
  body: string | Uint8Array;
  /** Headers to add: Content-Encoding and Vary when compressed. */
  headers?: Record<string, string>;
}

const GZIP_HEADERS = Object.freeze({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
const VARY_ONLY = Object.freeze({ vary: 'Accept-Encoding' });

/**
 * Undefined (send `text` as is) for small bodies, which costs one length check: the hot paths
 * answer most calls that way. Else a promise of the body to send and its headers.
 */
export function encodeLarge(text: string, acceptEncoding: string | null | undefined): Promise<EncodedBody> | undefined {
  if (text.length < COMPRESS_MIN_BYTES) return undefined;
  if (!acceptsGzip(acceptEncoding)) return Promise.resolve({ body: text, headers: VARY_ONLY });
  return gzip(text).then((body) => ({ body, headers: GZIP_HEADERS }));
}

/**
 * Compresses a Response built elsewhere (the MCP SDK's JSON answers) as a stream, when its type is
 * compressible, it is not encoded yet and the client takes gzip. Event streams pass untouched.
 */
export function compressResponse(response: Response, acceptEncoding: string | null | undefined): Response {
  const headers = response.headers;
  if (!response.body || headers.has('content-encoding') || !compressible(headers.get('content-type'))) return response;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < COMPRESS_MIN_BYTES) return response;
  if (!acceptsGzip(acceptEncoding)) return response;
  const out = new Headers(headers);
  out.set('content-encoding', 'gzip');
  out.delete('content-length');
  out.append('vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers: out });
}
