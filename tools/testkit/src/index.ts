/** Helpers shared by the workspace's tests and benchmarks; only ever run from source. */

export {
  FAIRY_STOCKFISH_PATH,
  FairyStockfish,
  fairyStockfishFound,
  type OracleView,
} from './fairyStockfish.js';
export {
  type PropertyParameters,
  type PropertyRequest,
  propertyOptions,
} from './propertyOptions.js';
export { seededRandom } from './seededRandom.js';
export { DEFAULT_FUZZ_FACTOR, DEFAULT_SEED, scaledRuns, type TestRun, testRun } from './testRun.js';
