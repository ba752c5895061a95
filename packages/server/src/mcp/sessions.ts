/**
 * Opt-in stateful Streamable HTTP (`--mcp-sessions`): an `initialize` opens a
 * session (its own server + SDK transport, kept in memory) for clients that
 * want server-to-client streams and tools/list_changed. Sessions are bounded
 * in number and expire when idle, so a client cannot grow memory without end.
 * Instances behind a load balancer need sticky routing for sessions; the
 * stateless default needs none.
 */
import { WebStandardStreamableHTTPServerTransport, type Server } from '@modelcontextprotocol/server';

export interface SessionStoreOptions {
  /** Most open sessions; the least recently used one is closed to admit a new one. */
  maxSessions?: number;
  /** A session unused this long is closed. */
  idleMs?: number;
  maxRequestBodySize: number;
}

interface Session {
  server: Server;
  transport: WebStandardStreamableHTTPServerTransport;
  lastSeen: number;
}

export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  readonly #maxSessions: number;
  readonly #idleMs: number;
  readonly #maxBody: number;
  readonly #sweeper: ReturnType<typeof setInterval>;

  constructor(options: SessionStoreOptions) {
    this.#maxSessions = options.maxSessions ?? 1000;
    this.#idleMs = options.idleMs ?? 30 * 60_000;
    this.#maxBody = options.maxRequestBodySize;
    this.#sweeper = setInterval(() => this.#sweep(), Math.min(this.#idleMs, 60_000));
    this.#sweeper.unref?.();
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** Serves an `initialize` request by opening a session; the SDK transport issues its id. */
  async open(server: Server, request: Request, parsedBody: unknown): Promise<Response> {
    if (this.#sessions.size >= this.#maxSessions) this.#evictOldest();
    const session: Session = {
      server,
      transport: new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(), // Web Crypto: the app stays edge-runnable
        onsessioninitialized: (id) => void this.#sessions.set(id, session),
        onsessionclosed: (id) => void this.#sessions.delete(id),
        maxRequestBodySize: this.#maxBody,
      }),
      lastSeen: Date.now(),
    };
    session.transport.onclose = () => {
      if (session.transport.sessionId) this.#sessions.delete(session.transport.sessionId);
    };
    await server.connect(session.transport);
    return session.transport.handleRequest(request, { parsedBody });
  }

  /** Serves a request of an open session (POST, GET stream or DELETE); undefined for an unknown id. */
  async handle(id: string, request: Request, parsedBody?: unknown): Promise<Response | undefined> {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    session.lastSeen = Date.now();
    return session.transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
  }

  /** notifications/tools/list_changed (and resources/list_changed: every tool has a resource) to every session. */
  toolsChanged(): void {
    for (const { server } of this.#sessions.values()) {
      server.sendToolListChanged().catch(() => {});
      server.sendResourceListChanged().catch(() => {});
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    const open = [...this.#sessions.values()];
    this.#sessions.clear();
    await Promise.all(open.map((s) => s.transport.close().catch(() => {})));
  }

  #evictOldest(): void {
    let oldest: [string, Session] | undefined;
    for (const entry of this.#sessions) if (!oldest || entry[1].lastSeen < oldest[1].lastSeen) oldest = entry;
    if (oldest) this.#drop(oldest[0], oldest[1]);
  }

  #sweep(): void {
    const cutoff = Date.now() - this.#idleMs;
    for (const [id, session] of this.#sessions) if (session.lastSeen < cutoff) this.#drop(id, session);
  }

  #drop(id: string, session: Session): void {
    this.#sessions.delete(id);
    session.transport.close().catch(() => {});
  }
}
