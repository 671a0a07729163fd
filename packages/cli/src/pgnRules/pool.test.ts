import { describe, expect, it } from 'vitest';
import { type BatchResult, checkBatch } from './checkBatch.js';
import { type CheckPool, checkPool } from './pool.js';

const GAME = '[Event "e"]\n[Result "1-0"]\n\n1. e4 e5 2. Ke3 1-0\n';

/** The pool's answer to `task`, once a worker has started and has room. */
async function run(pool: CheckPool, task: Parameters<CheckPool['run']>[0]): Promise<BatchResult> {
  for (;;) {
    const result = pool.run(task);
    if (result) return result;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('checkPool: worker processes', () => {
  it('a worker answers a batch as this process would, and ends when the pool closes', async () => {
    const pool = checkPool(1)!;
    try {
      const task = { text: GAME, startLine: 10, rules: 'casual' } as const;
      expect(await run(pool, task)).toEqual(checkBatch(task));
    } finally {
      await pool.close();
    }
  });

  it('a batch that fails in a worker rejects with its error, and the pool takes no more', async () => {
    const pool = checkPool(1)!;
    try {
      const missing = { file: '/nonexistent/chesslaws.pgn', start: 0, end: 10, startLine: 1 };
      await expect(run(pool, { ...missing, rules: 'casual' })).rejects.toThrow(
        /a pgn check worker failed: .*ENOENT/,
      );
      expect(() => pool.run({ text: GAME, startLine: 1, rules: 'casual' })).toThrow(/ENOENT/);
    } finally {
      await pool.close();
    }
  });

  it('closing a pool whose workers are still loading stops them at once', async () => {
    const pool = checkPool(2)!;
    const start = performance.now();
    await pool.close();
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
