/**
 * The SDK's stdio transport, plus one thing every `ctp mcp` needs: when stdin ends with calls
 * still running (`printf … | ctp mcp`), closing waits until they are answered. It tracks the
 * requests received and not yet answered (a cancelled one needs no answer), and close() waits for
 * them, up to SETTLE_MAX_MS.
 */
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';

export type Deliver = (message: JSONRPCMessage, ...extra: unknown[]) => void;

/** How long closing waits for answers to calls still running when stdin ended (the longest tool time limit is far below). */
const SETTLE_MAX_MS = 120_000;

export class AnsweringStdioTransport extends StdioServerTransport {
  /** The SDK's handler of incoming messages (what it assigns to onmessage). */
  protected deliver: Deliver | undefined;
  protected closed = false;
  /** Ids of requests received and not yet answered: what closing waits for. */
  readonly #pending = new Set<string | number>();
  /** Settles once every pending request is answered (every caller of settle() waits on the same one). */
  #idle: Promise<void> | undefined;
  #resolveIdle: (() => void) | undefined;

  constructor(stdin?: Readable, stdout?: Writable) {
    super(stdin, stdout);
    // the SDK assigns onmessage and the base class calls it: the gate sits in between
    // (a property, not an accessor in this class: the base class defines onmessage as a field)
    const gate: Deliver = (message, ...extra) => {
      this.#track(message);
      this.receive(message, extra);
    };
    Object.defineProperty(this, 'onmessage', {
      configurable: true,
      enumerable: true,
      get: () => (this.deliver ? gate : undefined),
      set: (deliver: Deliver | undefined) => {
        this.deliver = deliver;
      },
    });
  }

  /** Hands an incoming message to the SDK (a subclass may hold it first). */
  protected receive(message: JSONRPCMessage, extra: unknown[]): void {
    this.deliver?.(message, ...extra);
  }

  #track(message: JSONRPCMessage): void {
    if (!('method' in message)) return;
    if ('id' in message) this.#pending.add(message.id);
    // a cancelled request gets no answer (MCP): nothing to wait for
    else if (message.method === 'notifications/cancelled') this.#answered((message.params as { requestId?: string | number } | undefined)?.requestId);
  }

  /** Resolves once every request received so far is answered (stdin ended with calls in flight). */
  async settle(): Promise<void> {
    if (this.closed || this.#pending.size === 0) return;
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
    this.closed = true;
    return super.close();
  }

  override send(message: JSONRPCMessage): Promise<void> {
    const sent = this.transmit(message);
    if ('id' in message && ('result' in message || 'error' in message)) {
      const done = () => this.#answered(message.id ?? undefined);
      void sent.then(done, done);
    }
    return sent;
  }

  /** Writes a message (the SDK's send; a subclass may write some differently). */
  protected transmit(message: JSONRPCMessage): Promise<void> {
    return super.send(message);
  }
}
