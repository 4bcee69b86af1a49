// Record ids stay unique and in order however fast they are made.
import { describe, expect, it } from 'vitest';
import { newId } from '@server/db/ids';

describe('newId', () => {
  it('gives 200,000 ids made in a tight loop, all different and in order', () => {
    const ids = Array.from({ length: 200_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
  });
});
