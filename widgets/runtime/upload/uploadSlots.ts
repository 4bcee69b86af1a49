// How many chunked uploads send at once (simple-uploader sends three); the
// others wait in order, shown as 等待中.
export class UploadSlots {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly size = 3) {}

  /** Resolves when a place is free, with the function that frees it again (call it once). */
  async take(): Promise<() => void> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.queue.shift();
      // The place passes straight to the next in line; the count stays.
      if (next) next();
      else this.running -= 1;
    };
  }
}
