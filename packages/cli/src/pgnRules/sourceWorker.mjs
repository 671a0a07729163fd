// The worker process's entry when running from a clone: a plain module that loads worker.ts
// through tsx's scoped loader (resolved from here, wherever the command was started), with
// the source export condition the pool passes.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
