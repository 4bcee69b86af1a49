// Requests that come in a burst — a flood of sign-ins — let through one per turn
// of the event loop. Each does a couple of milliseconds of synchronous work (its
// SQL on SQLite, its log line, its answer); fifty arriving together would do it
// all in one turn, holding back timers and every other socket. Taken in turns,
// health checks and other users' requests run between them. None is refused.

export class TurnTaking {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  /** Resolves in a turn of the event loop of its own, after those who asked before. */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  /** Requests waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      // The next turn is asked for here, during this one: Node runs it after the timers and I/O of the next loop.
      if (this.waiting.length > 1) this.schedule();
      this.waiting.shift()?.();
    });
  }
}
