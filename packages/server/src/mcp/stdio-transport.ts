/**
 * The stdio transport of a `ctp mcp` that answers tools/list from a prebuilt list (prebuilt.ts)
 * before its catalog has loaded. Two additions to the SDK's StdioServerTransport:
 * - a response whose `tools` is a prebuilt stand-in is written with the prebuilt JSON in its
 *   place (the rest of the message serialized as the SDK does), so a megabyte of tools is neither
 *   built nor stringified on the start path;
 * - messages that may need the catalog wait until it has loaded: the opening ones (initialize,
 *   server/discover, ping, tools/list and the initialized notification) are delivered at once,
 *   anything else is held, in order with whatever arrives after it, and starts the load.
 */
import { randomUUID } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
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

type Deliver = (message: JSONRPCMessage, ...extra: unknown[]) => void;

/** How long closing waits for answers to calls still running when stdin ended (the longest tool time limit is far below). */
const SETTLE_MAX_MS = 120_000;

export class CatalogStdioTransport extends StdioServerTransport {
  readonly #stdout: Writable;
  readonly #options: CatalogStdioOptions;
  /** Marks the spot of the prebuilt tools in the serialized response; random, so no client text can contain it. */
  readonly #stand = JSON.stringify(`\u0000ctp-tools-${randomUUID()}`);
  #deliver: Deliver | undefined;
  #held: Array<[JSONRPCMessage, unknown[]]> | undefined;
  #loading: Promise<void> | undefined;
  #loaded = false;
  #closed = false;
  /** Ids of requests received and not yet answered: what closing waits for. */
  readonly #pending = new Set<string | number>();
  /** Settles once every pending request is answered (every caller of settle() waits on the same one). */
  #idle: Promise<void> | undefined;
  #resolveIdle: (() => void) | undefined;

  constructor(options: CatalogStdioOptions) {
    super(options.stdin, options.stdout);
    this.#stdout = options.stdout ?? process.stdout;
    this.#options = options;
    // the SDK assigns onmessage and the base class calls it: the gate sits in between
    // (a property, not an accessor in this class: the base class defines onmessage as a field)
    const gate: Deliver = (message, ...extra) => this.#receive(message, extra);
    Object.defineProperty(this, 'onmessage', {
      configurable: true,
      enumerable: true,
      get: () => (this.#deliver ? gate : undefined),
      set: (deliver: Deliver | undefined) => {
        this.#deliver = deliver;
      },
    });
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
        for (const [message, extra] of held) this.#deliver?.(message, ...extra);
      }));
  }

  #receive(message: JSONRPCMessage, extra: unknown[]) {
    if ('method' in message) {
      if ('id' in message) this.#pending.add(message.id);
      // a cancelled request gets no answer (MCP): nothing to wait for
      else if (message.method === 'notifications/cancelled') this.#answered((message.params as { requestId?: string | number } | undefined)?.requestId);
    }
    if (this.#loaded || (!this.#held && 'method' in message && WITHOUT_CATALOG.has(message.method))) {
      this.#deliver?.(message, ...extra);
      return;
    }
    (this.#held ??= []).push([message, extra]);
    void this.loadCatalog();
  }

  /**
   * Delivers the messages still held (loading the catalog) and lets their handlers answer within
   * a turn of the event loop: what stdin sent before it ended is answered as if it had not waited.
   */
  async settle(): Promise<void> {
    if (this.#closed) return;
    if (this.#held) {
      await this.loadCatalog();
      await new Promise((resolve) => setImmediate(resolve));
    }
    // stdin ended with calls in flight (`… | ctp mcp`): their answers are written before closing
    if (this.#pending.size > 0)
      await (this.#idle ??= new Promise<void>((resolve) => {
        this.#resolveIdle = resolve;
        setTimeout(resolve, SETTLE_MAX_MS).unref();
      }));
  }

  #answered(id: string | number | undefined): void {
    if (id === undefined || !this.#pending.delete(id) || this.#pending.size > 0) return;
    this.#resolveIdle?.();
    this.#idle = this.#resolveIdle = undefined;
  }

  override async close(): Promise<void> {
    await this.settle();
    this.#closed = true;
    return super.close();
  }

  override send(message: JSONRPCMessage): Promise<void> {
    const sent = this.#send(message);
    if ('id' in message && ('result' in message || 'error' in message)) {
      const done = () => this.#answered(message.id ?? undefined);
      void sent.then(done, done);
    }
    return sent;
  }

  #send(message: JSONRPCMessage): Promise<void> {
    const result = 'result' in message ? (message.result as { tools?: unknown }) : undefined;
    const json = result && prebuiltJsonOf(result.tools);
    if (!json) return super.send(message);
    if (this.#closed) return Promise.reject(new Error('StdioServerTransport is closed'));
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
