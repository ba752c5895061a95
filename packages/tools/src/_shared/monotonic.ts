/**
 * Timestamp + counter for time-ordered identifiers (UUIDv7, ULID), kept across calls so IDs
 * made in the same millisecond by consecutive calls still sort in generation order (RFC 9562
 * §6.2 method 1, the ULID spec's monotonic factory). A module-level sequence lives once per
 * process on Node and once per worker in a browser (each worker loads its own modules), which
 * is the scope RFC 9562 asks for. Reproducible runs (a seed, a fixed time) use a fresh one.
 */

export interface Stamp {
  ms: number;
  counter: bigint;
}

export class MonotonicSequence {
  private ms = Number.NEGATIVE_INFINITY;
  private counter = 0n;

  /** @param limit counters stay below this (2^32 for UUIDv7's counter, 2^80 for ULID's randomness) */
  constructor(private readonly limit: bigint) {}

  /**
   * The stamp of the next ID at time `now`: a later millisecond starts at `fresh` (a random
   * counter with headroom below the limit); the same millisecond, or an earlier one (a clock
   * step backwards), continues the last one with counter + 1; an overflow moves to the next
   * millisecond.
   */
  next(now: number, fresh: () => bigint): Stamp {
    if (now > this.ms) {
      this.ms = now;
      this.counter = fresh();
    } else if (++this.counter >= this.limit) {
      this.ms++;
      this.counter = fresh();
    }
    return { ms: this.ms, counter: this.counter };
  }
}
