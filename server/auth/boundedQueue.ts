// Runs at most a fixed number of tasks at a time; the rest wait their turn in
// the order they came, none refused. Password hashing goes through one, so a
// flood of sign-ins cannot take every core from the event loop.

export class BoundedQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A queue runs at least one task at a time, not ${limit}`);
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` when a turn is free, and answers what it answers (or throws what it throws). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active += 1;
    // A finished task hands its turn straight to the first in line, so no later arrival overtakes it.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
