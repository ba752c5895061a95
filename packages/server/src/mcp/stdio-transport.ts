/**
 * The stdio transport of a `ctp mcp` that answers tools/list from a prebuilt list (prebuilt.ts)
 * before its catalog has loaded. Two additions to AnsweringStdioTransport (the SDK's, plus
 * closing only once the calls in flight are answered):
 * - a response whose `tools` is a prebuilt stand-in is written with the prebuilt JSON in its
 *   place (the rest of the message serialized as the SDK does), so a megabyte of tools is neither
 *   built nor stringified on the start path;
 * - messages that may need the catalog wait until it has loaded: the opening ones (initialize,
 *   server/discover, ping, tools/list and the initialized notification) are delivered at once,
 *   anything else is held, in order with whatever arrives after it, and starts the load.
 */
import { randomUUID } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { AnsweringStdioTransport } from './answering-stdio-transport.js';
import { prebuiltJsonOf } from './prebuilt.js';

/** What the server answers without the catalog. */
const WITHOUT_CATALOG = new Set(['initialize', 'notifications/initialized', 'server/discover', 'ping', 'tools/list']);

/** After the first prebuilt answer, the catalog loads this much later unless a message needs it sooner. */
const IDLE_LOAD_MS = 100;

export interface CatalogStdioOptions {
  stdin?: Readable;
  stdout?: Writable;
  /** Loads the catalog (once); held messages are delivered when it settles. */
  load(): Promise<void>;
  /** A failed load (held messages are delivered anyway: their handlers answer with errors). */
  onerror?(error: Error): void;
}

export class CatalogStdioTransport extends AnsweringStdioTransport {
  readonly #stdout: Writable;
  readonly #options: CatalogStdioOptions;
  /** Marks the spot of the prebuilt tools in the serialized response; random, so no client text can contain it. */
  readonly #stand = JSON.stringify(`\u0000ctp-tools-${randomUUID()}`);
  #held: Array<[JSONRPCMessage, unknown[]]> | undefined;
  #loading: Promise<void> | undefined;
  #loaded = false;

  constructor(options: CatalogStdioOptions) {
    super(options.stdin, options.stdout);
    this.#stdout = options.stdout ?? process.stdout;
    this.#options = options;
  }

  /** Starts loading the catalog, once; resolves when held messages have been delivered. */
  loadCatalog(): Promise<void> {
    return (this.#loading ??= Promise.resolve()
      .then(() => this.#options.load())
      .catch((error: unknown) => this.#options.onerror?.(error instanceof Error ? error : new Error(String(error))))
      .then(() => {
        this.#loaded = true;
        const held = this.#held ?? [];
        this.#held = undefined;
        for (const [message, extra] of held) this.deliver?.(message, ...extra);
      }));
  }

  protected override receive(message: JSONRPCMessage, extra: unknown[]): void {
    if (this.#loaded || (!this.#held && 'method' in message && WITHOUT_CATALOG.has(message.method))) {
      this.deliver?.(message, ...extra);
      return;
    }
    (this.#held ??= []).push([message, extra]);
    void this.loadCatalog();
  }

  /**
   * Delivers the messages still held (loading the catalog) and lets their handlers answer within
   * a turn of the event loop, then waits for the calls in flight: what stdin sent before it ended
   * is answered as if it had not waited.
   */
  override async settle(): Promise<void> {
    if (this.closed) return;
    if (this.#held) {
      await this.loadCatalog();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await super.settle();
  }

  protected override transmit(message: JSONRPCMessage): Promise<void> {
    const result = 'result' in message ? (message.result as { tools?: unknown }) : undefined;
    const json = result && prebuiltJsonOf(result.tools);
    if (!json) return super.transmit(message);
    if (this.closed) return Promise.reject(new Error('StdioServerTransport is closed'));
    // the message as the SDK would serialize it, the stand-in array replaced by the prebuilt JSON
    const text = JSON.stringify({ ...message, result: { ...result, tools: JSON.parse(this.#stand) as string } });
    const at = text.indexOf(this.#stand);
    const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), json, Buffer.from(`${text.slice(at + this.#stand.length)}\n`)]);
    if (!this.#loading) setTimeout(() => void this.loadCatalog(), IDLE_LOAD_MS).unref();
    return this.#write(bytes);
  }

  /** Writes like the SDK's send: resolves once written or drained, rejects on a stream error. */
  #write(bytes: Uint8Array): Promise<void> {
    const stdout = this.#stdout;
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => {
        stdout.off('drain', onDrain);
        reject(error);
      };
      const onDrain = () => {
        stdout.off('error', onError);
        resolve();
      };
      stdout.once('error', onError);
      if (stdout.write(bytes)) {
        stdout.off('error', onError);
        resolve();
      } else stdout.once('drain', onDrain);
    });
  }
}
