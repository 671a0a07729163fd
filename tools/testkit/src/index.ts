/** Helpers shared by the workspace's tests and benchmarks; only ever run from source. */
export { seededRandom } from './seededRandom.js';
