import { fileURLToPath } from 'node:url';
import { Tinypool } from 'tinypool';
import type { BatchResult, BatchTask } from './checkBatch.js';

/** Batches a worker holds at most: the one it checks and those it takes next. */
export const QUEUED_PER_WORKER = 4;

/** Worker threads that check batches: `run` one, `close` when done. */
export interface CheckPool {
  /** Checks one batch on the next free thread. */
  run(task: BatchTask): Promise<BatchResult>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/**
 * A pool of `threads` worker threads running `worker.js` next to this module: the built
 * `dist/pgnRules/worker.js` when installed, or from a clone (tests, `pnpm chesslaws`)
 * `src/pgnRules/sourceWorker.mjs`, which loads `worker.ts` through tsx, with the source
 * export condition.
 * `undefined` where this module has no URL of its own (the bundled CommonJS build): the
 * caller then checks in its own thread.
 */
export function checkPool(threads: number): CheckPool | undefined {
  const here: string | undefined = (import.meta as { url?: string }).url;
  if (typeof here !== 'string' || !here.startsWith('file:')) return undefined;
  const fromSource = here.endsWith('.ts');
  const pool = new Tinypool({
    filename: fileURLToPath(new URL(fromSource ? './sourceWorker.mjs' : './worker.js', here)),
    minThreads: threads,
    maxThreads: threads,
    // Tasks handed on at once, queued in the worker: it takes the next as it finishes one,
    // not when this thread (busy checking a batch itself) next turns its event loop.
    concurrentTasksPerWorker: QUEUED_PER_WORKER,
    // From a clone, sibling packages resolve to their TypeScript sources, as in the tests.
    execArgv: fromSource ? ['--conditions=@chesslaws/source'] : [],
  });
  return {
    run: (task) => pool.run(task) as Promise<BatchResult>,
    close: () => pool.destroy(),
  };
}
