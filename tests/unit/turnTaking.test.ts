// Requests of a burst go one per turn of the event loop: what else is waiting
// runs between them, in the order they came, and none is refused.
import { describe, expect, it } from 'vitest';
import { TurnTaking } from '@server/http/turnTaking';

describe('TurnTaking', () => {
  it('lets every waiter through, in the order they came', async () => {
    const turns = new TurnTaking();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map(async (n) => {
      await turns.next();
      order.push(n);
    }));
    expect(order).toEqual([1, 2, 3, 4]);
    expect(turns.queued).toBe(0);
  });

  it('gives other work a turn between two waiters, where resolving them together would not', async () => {
    const turns = new TurnTaking();
    const order: string[] = [];
    const waiter = (name: string, then?: () => void) =>
      turns.next().then(() => {
        order.push(name);
        then?.();
      });
    // The first waiter's work asks for a turn of its own, as a timer or a socket does.
    const other = new Promise<void>((resolve) => setImmediate(() => { order.push('other'); resolve(); }));
    await Promise.all([waiter('first'), waiter('second'), waiter('third'), other]);
    expect(order.indexOf('other')).toBeLessThan(order.indexOf('third'));
    expect(order.filter((name) => name !== 'other')).toEqual(['first', 'second', 'third']);
  });
});
