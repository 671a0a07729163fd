/**
 * The worker-thread entry of `pgn check --rules --jobs <n>`: tinypool calls the default
 * export with each batch. Built to `dist/pgnRules/worker.js`; run from source under tsx.
 */
export { checkBatch as default } from './checkBatch.js';
