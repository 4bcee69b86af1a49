// Runs interface statements on SQLite through worker threads that hold a
// read-only connection to the database file (sqliteWorker.mjs). A worker runs
// its jobs one after another; a few are sent ahead so it goes from one to the
// next without waiting for this thread (a round trip per job halved the
// throughput in bench/dataInterface.ts). One worker takes everything while its
// jobs are quick — on two cores a second reading thread cost a quarter of the
// throughput. When the running job has taken longer than `stalledAfterMs`, the
// jobs sent behind it go to another worker (they only read, so running one twice
// changes nothing; the stalled worker's late answers are ignored). Past the time
// limit the worker is ended and its running call fails with a timeout. Jobs are
// handed out once per turn of the event loop, those waiting for one worker in one
// message: each message wakes the worker's thread, and under load the wake-ups
// (one per request) cost this thread a sixth of its time in bench/dataInterface.ts.
import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { SqlLimits, SqlReader, SqlResult, SqlStatement } from './sqlReader';
import { readerFailure, type ReaderRefusal } from './sqlReader';

interface Job {
  id: number;
  statements: readonly SqlStatement[];
  limits: SqlLimits;
  resolve(results: SqlResult[]): void;
  reject(error: Error): void;
}

interface Answer {
  id: number;
  ok: boolean;
  results?: SqlResult[];
  refusal?: ReaderRefusal;
  detail?: string;
}

interface Slot {
  worker: Worker;
  /** Where the worker answers: read synchronously before a stall is declared (an answer may be waiting behind requests). */
  answers: MessagePort;
  /** Sent and not answered, in the order the worker runs them; the first is running. */
  sent: Job[];
  /** Jobs sent here and then given to another worker: their answers are ignored. */
  moved: Set<number>;
  /** Ends the running job at its time limit. */
  deadline: NodeJS.Timeout | null;
  /** Marks the worker stalled once its running job has run `stalledAfterMs`. */
  stallCheck: NodeJS.Timeout | null;
  stalled: boolean;
}

const workerFile = new URL('./sqliteWorker.mjs', import.meta.url);
/** Jobs sent ahead to one worker: enough to keep it busy, few enough to move cheaply. */
const maxSentAhead = 8;
/** Longer than any busy moment of this thread (answers wait behind requests), shorter than a user notices. */
const stalledAfterMs = 200;
/** A worker's JavaScript heap: far above any answer the byte cap lets through, far below what would starve the server. */
const workerHeapMb = 512;

export class SqliteReader implements SqlReader {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** A dispatch is due at the end of this turn of the event loop. */
  private dispatchDue = false;

  /** At most `size` workers: one more than the stalled ones, within it. */
  constructor(
    private readonly file: string,
    private readonly size = 3,
  ) {}

  run(statements: readonly SqlStatement[], limits: SqlLimits): Promise<SqlResult[]> {
    if (this.closed) return Promise.reject(new Error('the interface reader is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, statements, limits, resolve, reject });
      this.dispatchSoon();
    });
  }

  /** Dispatches once the requests and answers that arrived in this turn are in the queue. */
  private dispatchSoon(): void {
    if (this.dispatchDue) return;
    this.dispatchDue = true;
    setImmediate(() => {
      this.dispatchDue = false;
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const closing = new Error('the interface reader is closed');
    for (const job of this.queue.splice(0)) job.reject(closing);
    for (const slot of this.slots) for (const job of slot.sent.splice(0)) job.reject(closing);
    await Promise.all(this.slots.splice(0).map((slot) => this.end(slot)));
  }

  private dispatch(): void {
    const batches = new Map<Slot, Job[]>();
    while (this.queue.length) {
      // The least busy worker that is not stalled; a new one when every worker is stalled.
      let slot = this.slots
        .filter((candidate) => !candidate.stalled)
        .reduce<Slot | undefined>((least, candidate) => (!least || candidate.sent.length < least.sent.length ? candidate : least), undefined);
      if (!slot && this.slots.length < this.size) slot = this.start();
      // Every worker full or stalled: the queue waits for an answer, a stall or a timeout.
      if (!slot || slot.sent.length >= maxSentAhead) break;
      const job = this.queue.shift()!;
      slot.sent.push(job);
      if (slot.sent.length === 1) this.watch(slot);
      const batch = batches.get(slot);
      if (batch) batch.push(job);
      else batches.set(slot, [job]);
    }
    for (const [slot, jobs] of batches) {
      slot.worker.postMessage(jobs.map(({ id, statements, limits: { allowed, maxRows, maxBytes } }) => ({ id, statements, allowed, maxRows, maxBytes })));
    }
  }

  /** Times the job at the head (the one running): its stall mark and its deadline. */
  private watch(slot: Slot): void {
    this.unwatch(slot);
    slot.stalled = false;
    const head = slot.sent[0];
    if (!head) return;
    slot.stallCheck = setTimeout(() => this.stall(slot), stalledAfterMs);
    slot.deadline = setTimeout(() => this.timedOut(slot), head.limits.timeoutMs);
  }

  private unwatch(slot: Slot): void {
    if (slot.deadline) clearTimeout(slot.deadline);
    if (slot.stallCheck) clearTimeout(slot.stallCheck);
    slot.deadline = null;
    slot.stallCheck = null;
  }

  /** The running job is slow: the jobs behind it go to another worker. */
  private stall(slot: Slot): void {
    slot.stallCheck = null;
    const head = slot.sent[0];
    // This thread may only have been busy: answers already waiting are taken first.
    for (let waiting = receiveMessageOnPort(slot.answers); waiting; waiting = receiveMessageOnPort(slot.answers)) this.answer(slot, waiting.message as Answer);
    if (!head || slot.sent[0] !== head || !this.slots.includes(slot)) return;
    slot.stalled = true;
    const behind = slot.sent.splice(1);
    for (const job of behind) slot.moved.add(job.id);
    this.queue.unshift(...behind);
    this.dispatch();
  }

  private answer(slot: Slot, answer: Answer): void {
    if (slot.moved.delete(answer.id) || slot.sent[0]?.id !== answer.id) return;
    const job = slot.sent.shift()!;
    // A stalled worker whose jobs moved away is free again once its slow job answers.
    this.watch(slot);
    if (answer.ok) job.resolve(answer.results ?? []);
    else job.reject(readerFailure(answer.refusal ?? 'sql', answer.detail ?? ''));
    this.dispatchSoon();
  }

  private start(): Slot {
    const { port1: answers, port2: answerPort } = new MessageChannel();
    const worker = new Worker(workerFile, {
      workerData: { file: this.file, answers: answerPort },
      transferList: [answerPort],
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    const slot: Slot = { worker, answers, sent: [], moved: new Set(), deadline: null, stallCheck: null, stalled: false };
    answers.on('message', (answer: Answer) => this.answer(slot, answer));
    answers.unref();
    // A worker that dies (it could not open the file, say) fails the job it ran and makes way for a new one.
    const lost = (error: Error) => {
      const head = this.drop(slot);
      head?.reject(readerFailure('sql', error.message));
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) lost(new Error(`reader stopped (${code})`));
    });
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private timedOut(slot: Slot): void {
    const head = this.drop(slot);
    void this.end(slot);
    head?.reject(readerFailure('timeout', String(head.limits.timeoutMs)));
    this.dispatch();
  }

  /** Takes the slot out of use: answers its running job (for the caller to fail) and puts the jobs behind it back in the queue. */
  private drop(slot: Slot): Job | undefined {
    this.unwatch(slot);
    const [head, ...behind] = slot.sent.splice(0);
    this.queue.unshift(...behind);
    const at = this.slots.indexOf(slot);
    if (at !== -1) this.slots.splice(at, 1);
    return head;
  }

  private async end(slot: Slot): Promise<void> {
    this.unwatch(slot);
    slot.answers.close();
    await slot.worker.terminate();
  }
}
