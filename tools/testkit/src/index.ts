/** Helpers shared by the workspace's tests and benchmarks; only ever run from source. */

export { encodeUtf16, encodeWindows1252 } from './encode.js';
export {
  FAIRY_STOCKFISH_PATH,
  FairyStockfish,
  fairyStockfishFound,
  type OracleView,
} from './fairyStockfish.js';
export {
  explainFenCase,
  FEN_DIFFERENCES,
  type FenCase,
  type FenDifference,
  type FenTally,
  tallyFenCases,
} from './fenDifferences.js';
export { mutateFen } from './mutateFen.js';
export { adversarialPgn, cutPoints, PGN_GAMES } from './mutatePgn.js';
export {
  type PropertyParameters,
  type PropertyRequest,
  propertyOptions,
} from './propertyOptions.js';
export { seededRandom } from './seededRandom.js';
export { DEFAULT_FUZZ_FACTOR, DEFAULT_SEED, scaledRuns, type TestRun, testRun } from './testRun.js';
