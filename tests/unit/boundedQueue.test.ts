// The queue password hashing goes through: a bounded number at a time, the
// rest in arrival order, every task finished, none refused.
import { describe, expect, it } from 'vitest';
import { BoundedQueue } from '@server/auth/boundedQueue';

/** A task the test finishes by hand, recording when it started. */
function heldTask(name: string, started: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs no more than its limit at once and queues the rest', async () => {
    const queue = new BoundedQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => heldTask(name, started));
    const answers = tasks.map((task) => queue.run(task.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.queued]).toEqual([2, 3]);

    tasks[1].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect([queue.running, queue.queued]).toEqual([2, 2]);

    for (const task of tasks) task.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('starts the waiting tasks in the order they came, whichever running one finishes', async () => {
    const queue = new BoundedQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => heldTask(name, started));
    const answers = tasks.map((task) => queue.run(task.run));
    await settle();
    // Finished out of order: the turns still go to c, d, e, f in that order.
    for (const index of [1, 0, 3, 2, 5, 4]) {
      tasks[index].finish();
      await settle();
    }
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    await Promise.all(answers);
  });

  it('puts a task that arrives as a turn frees up behind the ones already waiting', async () => {
    const queue = new BoundedQueue(1);
    const started: string[] = [];
    const first = heldTask('first', started);
    const waiting = heldTask('waiting', started);
    const late = heldTask('late', started);
    const answers = [queue.run(first.run), queue.run(waiting.run)];
    await settle();
    first.finish();
    answers.push(queue.run(late.run));
    await settle();
    expect(started).toEqual(['first', 'waiting']);
    waiting.finish();
    late.finish();
    await Promise.all(answers);
    expect(started).toEqual(['first', 'waiting', 'late']);
  });

  it('passes a failure to its caller and gives the turn to the next task', async () => {
    const queue = new BoundedQueue(1);
    const started: string[] = [];
    const failing = heldTask('failing', started);
    const next = heldTask('next', started);
    const failed = queue.run(failing.run);
    const answered = queue.run(next.run);
    failing.fail();
    await expect(failed).rejects.toThrow('failing failed');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    expect(await answered).toBe('next');
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('refuses a limit below one', () => {
    expect(() => new BoundedQueue(0)).toThrow();
    expect(() => new BoundedQueue(1.5)).toThrow();
  });
});
