import { describe, expect, it } from 'vitest';
import { checkBatch } from './checkBatch.js';
import { checkPool } from './pool.js';

const GAME = '[Event "e"]\n[Result "1-0"]\n\n1. e4 e5 2. Ke3 1-0\n';

describe('checkPool: worker threads (from source here)', () => {
  it('a worker answers a batch as this thread would', async () => {
    const pool = checkPool(1)!;
    try {
      const task = { text: GAME, startLine: 10, rules: 'casual' } as const;
      expect(await pool.run(task)).toEqual(checkBatch(task));
    } finally {
      await pool.close();
    }
  });

  it('a batch that fails in a worker rejects with its error', async () => {
    const pool = checkPool(1)!;
    try {
      const task = { text: GAME, startLine: 1, rules: 'no-such-preset' } as never;
      await expect(pool.run(task)).rejects.toThrow(TypeError);
    } finally {
      await pool.close();
    }
  });
});
