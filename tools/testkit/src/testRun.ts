/** The seed every seeded test uses when CHESSLAWS_SEED is unset and fuzzing is off. */
export const DEFAULT_SEED = 0x2026_0c1e;

/** How many more runs (or games, or samples) a fuzz run makes, unless CHESSLAWS_FUZZ_RUNS says. */
export const DEFAULT_FUZZ_FACTOR = 10;

/** How this test process draws its random inputs: from which seed, and how many of them. */
export interface TestRun {
  /** The seed of every fast-check property and seeded PRNG in this test file. */
  readonly seed: number;
  /** True under CHESSLAWS_FUZZ=1: a fresh seed (unless CHESSLAWS_SEED is set) and more runs. */
  readonly fuzz: boolean;
  /** The factor on run counts: 1, or CHESSLAWS_FUZZ_RUNS (default 10) when fuzzing. */
  readonly factor: number;
}

let current: TestRun | undefined;

/** Reads a seed written in decimal or as 0x hex; anything else is a mistake in the command line. */
function parseSeed(text: string): number {
  const value = /^0x[0-9a-f]+$/i.test(text) ? Number.parseInt(text, 16) : Number(text);
  if (!Number.isSafeInteger(value) || value < 0 || value > 0x7fff_ffff) {
    throw new RangeError(`CHESSLAWS_SEED=${text}: want an integer in 0..0x7fffffff`);
  }
  return value;
}

/** Reads a positive whole run factor. */
function parseFactor(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`CHESSLAWS_FUZZ_RUNS=${text}: want a whole number >= 1`);
  }
  return value;
}

const hex = (seed: number): string => `0x${seed.toString(16)}`;

/**
 * The seed and run factor of this test file, read once from the environment, and printed once
 * (vitest isolates test files, so once per file), so that any failure names what reproduces it:
 *
 * - normal runs and CI: the seed is CHESSLAWS_SEED, else {@link DEFAULT_SEED}; factor 1.
 * - CHESSLAWS_FUZZ=1 (`pnpm test:fuzz`): the seed is CHESSLAWS_SEED, else fresh; the factor is
 *   CHESSLAWS_FUZZ_RUNS, else {@link DEFAULT_FUZZ_FACTOR}.
 *
 * Throws a RangeError when CHESSLAWS_SEED or CHESSLAWS_FUZZ_RUNS is not a number it can use.
 */
export function testRun(): TestRun {
  if (current) return current;
  const env = process.env;
  const fuzz = env.CHESSLAWS_FUZZ === '1' || env.CHESSLAWS_FUZZ === 'true';
  const given = env.CHESSLAWS_SEED ? parseSeed(env.CHESSLAWS_SEED) : undefined;
  const seed = given ?? (fuzz ? Math.floor(Math.random() * 0x8000_0000) : DEFAULT_SEED);
  const factor = fuzz ? parseFactor(env.CHESSLAWS_FUZZ_RUNS || String(DEFAULT_FUZZ_FACTOR)) : 1;
  current = { seed, fuzz, factor };
  const how = fuzz
    ? `fuzz: ${given === undefined ? 'fresh' : 'given'} seed, runs x${factor}; reproduce with ` +
      `CHESSLAWS_FUZZ=1 CHESSLAWS_FUZZ_RUNS=${factor} CHESSLAWS_SEED=${hex(seed)}`
    : `${given === undefined ? 'fixed' : 'given'} seed; reproduce with CHESSLAWS_SEED=${hex(seed)}`;
  console.log(`testkit: seed ${hex(seed)} (${how})`);
  return current;
}

/** `runs` scaled by the fuzz factor: the run count, game count or sample size to use. */
export function scaledRuns(runs: number): number {
  return runs * testRun().factor;
}
