import { describe, expect, it } from 'vitest';
import { FairQueue } from '../src/fair-queue.js';

const job = (client: string, n: number) => ({ client, n });
type Job = ReturnType<typeof job>;

function queue(limits: Partial<ConstructorParameters<typeof FairQueue>[0]> = {}) {
  return new FairQueue<Job>({ maxQueued: 100, maxQueuedPerClient: 100, maxRunningPerClient: 100, ...limits });
}

describe('FairQueue', () => {
  it('starts calls by turns between clients, not in arrival order', () => {
    const q = queue();
    for (let i = 0; i < 4; i++) q.add(job('flood', i));
    q.add(job('other', 0));
    q.add(job('third', 0));
    const order = [q.next(), q.next(), q.next(), q.next()].map((j) => `${j!.client}${j!.n}`);
    expect(order).toEqual(['flood0', 'other0', 'third0', 'flood1']);
  });

  it('serves a newcomer before a client that was just served', () => {
    const q = queue();
    for (let i = 0; i < 3; i++) q.add(job('flood', i));
    q.done(q.next()!);
    q.add(job('late', 0));
    expect(q.next()).toMatchObject({ client: 'late' });
    expect(q.next()).toMatchObject({ client: 'flood', n: 1 });
  });

  it('keeps a client under its running cap while others wait, and lets it go on when one ends', () => {
    const q = queue({ maxRunningPerClient: 1 });
    q.add(job('a', 0));
    q.add(job('a', 1));
    const first = q.next()!;
    expect(q.hasStartable()).toBe(false);
    expect(q.next()).toBeUndefined();
    q.add(job('b', 0));
    expect(q.next()).toMatchObject({ client: 'b' });
    q.done(first);
    expect(q.next()).toMatchObject({ client: 'a', n: 1 });
    expect(q.running('a')).toBe(1);
  });

  it('refuses a client past its own waiting limit (client) and anyone past the pool limit (pool)', () => {
    const q = queue({ maxQueuedPerClient: 2, maxQueued: 3 });
    expect(q.add(job('a', 0))).toBeUndefined();
    expect(q.add(job('a', 1))).toBeUndefined();
    expect(q.add(job('a', 2))).toBe('client');
    expect(q.add(job('b', 0))).toBeUndefined();
    expect(q.add(job('c', 0))).toBe('pool');
    expect(q.size).toBe(3);
  });

  it('takes out a cancelled call and forgets a client with nothing left', () => {
    const q = queue();
    const a = job('a', 0);
    q.add(a);
    q.add(job('b', 0));
    expect(q.remove(a)).toBe(true);
    expect(q.remove(a)).toBe(false);
    expect(q.next()).toMatchObject({ client: 'b' });
    expect(q.next()).toBeUndefined();
    expect(q.size).toBe(0);
  });

  it('drains everything waiting', () => {
    const q = queue();
    q.add(job('a', 0));
    q.add(job('b', 0));
    expect(q.drain()).toHaveLength(2);
    expect(q.size).toBe(0);
    expect(q.hasStartable()).toBe(false);
  });
});
