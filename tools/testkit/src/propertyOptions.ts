import { testRun } from './testRun.js';

/** The fast-check parameters {@link propertyOptions} returns; `fc.assert` accepts them as is. */
export interface PropertyParameters<Ts> {
  /** This file's seed (see `testRun`). */
  readonly seed: number;
  /** The run count asked for, times the fuzz factor. */
  readonly numRuns: number;
  /** Counterexamples found once and kept: fast-check tries them first, on every run. */
  readonly examples?: Ts[];
}

/** What a property test asks for: its normal run count and the counterexamples it keeps. */
export interface PropertyRequest<Ts> {
  /** Runs in a normal run and in CI; a fuzz run makes `numRuns × factor`. */
  readonly numRuns: number;
  /** Counterexamples found once (one argument tuple each), kept as permanent examples. */
  readonly examples?: Ts[];
}

/**
 * fast-check parameters for one property: the file's seed (fixed in CI and normal runs, fresh
 * under CHESSLAWS_FUZZ=1) and `numRuns` scaled for fuzzing, so no property passes or fails by
 * chance and any failure reproduces from the printed seed.
 * Use: `fc.assert(property, propertyOptions({ numRuns: 300 }))`.
 */
export function propertyOptions<Ts = never>(request: PropertyRequest<Ts>): PropertyParameters<Ts> {
  const run = testRun();
  return {
    seed: run.seed,
    numRuns: request.numRuns * run.factor,
    ...(request.examples ? { examples: request.examples } : {}),
  };
}
