/**
 * The waiting room of the worker pool: calls wait per client and start by turns, so one client
 * sending catastrophic regexes or maximum-size inputs cannot hold every worker or make everyone
 * else queue behind its backlog. Pure bookkeeping (no threads, no timers): tested on its own.
 */

export interface FairQueueLimits {
  /** Calls waiting across all clients; past it a call is refused (the server is busy: 503). */
  maxQueued: number;
  /** Calls one client may have waiting; past it that client's call is refused (429). */
  maxQueuedPerClient: number;
  /** Workers one client may hold at once; the rest stay free for the others. */
  maxRunningPerClient: number;
}

/** Why a call was not queued: its client has too many waiting, or the pool as a whole has. */
export type Refusal = 'client' | 'pool';

export interface Queued {
  readonly client: string;
}

export class FairQueue<J extends Queued> {
  readonly #limits: FairQueueLimits;
  readonly #waiting = new Map<string, J[]>();
  /** Clients with waiting calls. */
  readonly #turns: string[] = [];
  readonly #running = new Map<string, number>();
  /** When each client with calls waiting or running last had one started (a tick of `next`). */
  readonly #served = new Map<string, number>();
  #tick = 0;
  #queued = 0;

  constructor(limits: FairQueueLimits) {
    this.#limits = limits;
  }

  /** Calls waiting. */
  get size(): number {
    return this.#queued;
  }

  /** Calls running for `client`. */
  running(client: string): number {
    return this.#running.get(client) ?? 0;
  }

  /** Queues a call, or says why it cannot wait. */
  add(job: J): Refusal | undefined {
    const mine = this.#waiting.get(job.client);
    if ((mine?.length ?? 0) >= this.#limits.maxQueuedPerClient) return 'client';
    if (this.#queued >= this.#limits.maxQueued) return 'pool';
    if (mine) mine.push(job);
    else {
      this.#waiting.set(job.client, [job]);
      this.#turns.push(job.client);
    }
    this.#queued++;
    return undefined;
  }

  /** Takes a waiting call out (cancelled by its caller); false if it is not waiting. */
  remove(job: J): boolean {
    const mine = this.#waiting.get(job.client);
    const at = mine?.indexOf(job) ?? -1;
    if (at === -1) return false;
    mine!.splice(at, 1);
    this.#queued--;
    if (mine!.length === 0) this.#forget(job.client);
    return true;
  }

  /** True when some waiting call may start now (its client is under its running cap). */
  hasStartable(): boolean {
    return this.#turns.some((client) => this.running(client) < this.#limits.maxRunningPerClient);
  }

  /**
   * The call to start next: among clients under their running cap, the one served longest ago
   * (a newcomer before anyone) gives its oldest call. Counts the call as running.
   */
  next(): J | undefined {
    let index = -1;
    let oldest = Infinity;
    for (let i = 0; i < this.#turns.length; i++) {
      const client = this.#turns[i]!;
      if (this.running(client) >= this.#limits.maxRunningPerClient) continue;
      const served = this.#served.get(client) ?? -1;
      if (served < oldest) [index, oldest] = [i, served];
    }
    if (index === -1) return undefined;
    const client = this.#turns[index]!;
    const mine = this.#waiting.get(client)!;
    const job = mine.shift()!;
    this.#queued--;
    if (mine.length === 0) this.#forget(client);
    this.#running.set(client, this.running(client) + 1);
    this.#served.set(client, this.#tick++);
    return job;
  }

  /** A started call has ended. */
  done(job: J): void {
    const n = this.running(job.client) - 1;
    if (n > 0) this.#running.set(job.client, n);
    else {
      this.#running.delete(job.client);
      // a client with nothing left is forgotten (memory stays bounded by the clients present)
      if (!this.#waiting.has(job.client)) this.#served.delete(job.client);
    }
  }

  /** Every waiting call, removed (the pool is closing). */
  drain(): J[] {
    const all = [...this.#waiting.values()].flat();
    this.#waiting.clear();
    this.#turns.length = 0;
    this.#served.clear();
    this.#queued = 0;
    return all;
  }

  #forget(client: string): void {
    this.#waiting.delete(client);
    const at = this.#turns.indexOf(client);
    if (at !== -1) this.#turns.splice(at, 1);
    if (!this.#running.has(client)) this.#served.delete(client);
  }
}
