import { fileURLToPath } from 'node:url';
import { Tinypool } from 'tinypool';
import type { BatchResult, BatchTask } from './checkBatch.js';

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
    // From a clone, sibling packages resolve to their TypeScript sources, as in the tests.
    execArgv: fromSource ? ['--conditions=@chesslaws/source'] : [],
  });
  return {
    run: (task) => pool.run(task) as Promise<BatchResult>,
    close: () => pool.destroy(),
  };
}
