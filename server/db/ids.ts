// Record ids: strings, time-ordered so that new rows append to indexes, unique
// within a process (a logical clock) and across processes (random digits).
// Stored files take wholly random ids instead (randomDigitsId).
import { randomBytes } from 'node:crypto';

const perMillisecond = 1000;
let clock = 0;
let sequence = 0;

// Random bytes are drawn a page at a time: one system call per 2,048 ids, so an
// import of fifty thousand rows does not stall the event loop on small reads.
let pool = randomBytes(4096);
let offset = 0;

function randomPair(): number {
  if (offset >= pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  const value = pool.readUInt16BE(offset);
  offset += 2;
  return value;
}

export function newId(): string {
  const now = Date.now();
  if (now > clock) {
    clock = now;
    sequence = 0;
  } else if (++sequence >= perMillisecond) {
    // More than a thousand ids in one millisecond: borrow the next one, so the order holds and nothing repeats.
    clock += 1;
    sequence = 0;
  }
  const time = clock.toString().padStart(14, '0');
  const seq = sequence.toString().padStart(3, '0');
  const random = (randomPair() % 10_000).toString().padStart(4, '0');
  return `${time}${seq}${random}`;
}

/**
 * An id nobody can guess or place in time, for things an id alone must not
 * find (stored files): 128 random bits written as 39 decimal digits, so it
 * matches the digits-only patterns file ids have always had.
 */
export function randomDigitsId(): string {
  return BigInt(`0x${randomBytes(16).toString('hex')}`).toString().padStart(39, '0');
}
