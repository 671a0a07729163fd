/**
 * The worker process of `pgn check --rules --jobs <n>` (see `pool.ts`): it says it is ready
 * once loaded, then checks each batch it is sent, in order, and answers each with its
 * result. Built to `dist/pgnRules/worker.js`; run from source under tsx. It ends when the
 * channel to the parent closes (the parent is done, or gone).
 */
import { type BatchTask, checkBatch } from './checkBatch.js';
import type { WorkerMessage } from './pool.js';

const send = (message: WorkerMessage): void => {
  if (process.connected) process.send?.(message);
};

process.on('message', (task: BatchTask) => {
  let message: WorkerMessage;
  try {
    message = { result: checkBatch(task) };
  } catch (error) {
    message = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  send(message);
});
send({ ready: true });
