// Record ids: strings, roughly time-ordered so that new rows append to indexes.
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

export function newId(): string {
  const now = Date.now();
  sequence = now === lastMs ? sequence + 1 : 0;
  lastMs = now;
  const time = now.toString().padStart(14, '0');
  const seq = (sequence % 1000).toString().padStart(3, '0');
  const random = (randomBytes(2).readUInt16BE(0) % 100).toString().padStart(2, '0');
  return `${time}${seq}${random}`;
}
