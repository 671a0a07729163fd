import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BatchResult, BatchTask } from './checkBatch.js';

/** Batches a worker holds at most: the one it checks and those it takes next. */
export const QUEUED_PER_WORKER = 2;

/** Worker processes that check batches: `run` one, `close` when done. */
export interface CheckPool {
  /**
   * Checks one batch in a worker that has started and has room in its queue; `undefined`
   * when none has (the caller checks the batch itself, or tries again after a turn of the
   * event loop, where workers' answers and "ready" messages land). Throws once a worker has
   * died.
   */
  run(task: BatchTask): Promise<BatchResult> | undefined;
  /** Stops the workers and waits for them to exit. */
  close(): Promise<void>;
}

/** What a worker sends: that it has loaded, or the result (or failure) of its oldest batch. */
export type WorkerMessage =
  | { readonly ready: true }
  | { readonly result: BatchResult }
  | { readonly error: string };

interface Pending {
  resolve(result: BatchResult): void;
  reject(error: Error): void;
}

interface Worker {
  readonly child: ChildProcess;
  ready: boolean;
  /** The batches sent and not answered, oldest first: a worker answers in order. */
  readonly pending: Pending[];
  readonly exited: Promise<void>;
}

/**
 * A pool of `workers` child processes running `worker.js` next to this module: the built
 * `dist/pgnRules/worker.js` when installed, or from a clone (tests, `pnpm chesslaws`)
 * `src/pgnRules/sourceWorker.mjs`, which loads `worker.ts` through tsx, with the source
 * export condition. Processes, not worker threads: two threads of this allocating work in
 * one process share its garbage collector's helper threads and slow each other down, where
 * two processes scale as two separate runs do. A worker reads its batch's bytes from the
 * file itself (the task carries the byte range), so no text crosses the pipe for a file.
 * `undefined` where this module has no URL of its own (the bundled CommonJS build): the
 * caller then checks in its own thread.
 */
export function checkPool(workers: number): CheckPool | undefined {
  const here: string | undefined = (import.meta as { url?: string }).url;
  if (typeof here !== 'string' || !here.startsWith('file:')) return undefined;
  const fromSource = here.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSource ? './sourceWorker.mjs' : './worker.js', here));
  let failure: Error | undefined;
  let closing = false;
  const fail = (worker: Worker, error: Error): void => {
    failure ??= error;
    for (const p of worker.pending.splice(0)) p.reject(error);
  };
  const pool: Worker[] = [];
  for (let i = 0; i < workers; i++) {
    const child = fork(entry, [], {
      // From a clone, sibling packages resolve to their TypeScript sources, as in the tests;
      // an installed CLI starts its workers without this process's flags (`--inspect`...).
      execArgv: fromSource ? ['--conditions=@chesslaws/source'] : [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const worker: Worker = {
      child,
      ready: false,
      pending: [],
      exited: new Promise((resolve) => child.once('exit', () => resolve())),
    };
    child.on('message', (message: WorkerMessage) => {
      if ('ready' in message) worker.ready = true;
      else if ('result' in message) worker.pending.shift()?.resolve(message.result);
      else fail(worker, new Error(`a pgn check worker failed: ${message.error}`));
    });
    child.once('error', (error) => fail(worker, error));
    child.once('exit', (code, signal) => {
      worker.ready = false;
      if (!closing)
        fail(worker, new Error(`a pgn check worker exited (${signal ?? `code ${code}`})`));
    });
    pool.push(worker);
  }
  return {
    run(task) {
      if (failure) throw failure;
      let best: Worker | undefined;
      for (const worker of pool)
        if (
          worker.ready &&
          worker.pending.length < QUEUED_PER_WORKER &&
          (!best || worker.pending.length < best.pending.length)
        )
          best = worker;
      if (!best) return undefined;
      const worker = best;
      return new Promise<BatchResult>((resolve, reject) => {
        worker.pending.push({ resolve, reject });
        worker.child.send(task);
      });
    },
    async close() {
      closing = true;
      // An idle worker ends once its channel closes; one still loading or still busy (this
      // process stopped early, on an error) is stopped.
      for (const { child, ready, pending } of pool)
        if (child.exitCode === null && child.signalCode === null) {
          if (ready && pending.length === 0 && child.connected) child.disconnect();
          else child.kill();
        }
      await Promise.all(pool.map((w) => w.exited));
    },
  };
}
