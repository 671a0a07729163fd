import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its run is read once per file) under the given environment. */
async function load(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const name of ['CHESSLAWS_SEED', 'CHESSLAWS_FUZZ', 'CHESSLAWS_FUZZ_RUNS'])
    vi.stubEnv(name, env[name] ?? '');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  return import('./index.js');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('testRun and propertyOptions', () => {
  it('normal runs and CI use the fixed seed and the asked run count', async () => {
    const kit = await load({});
    expect(kit.testRun()).toEqual({ seed: kit.DEFAULT_SEED, fuzz: false, factor: 1 });
    expect(kit.propertyOptions({ numRuns: 300 })).toEqual({ seed: kit.DEFAULT_SEED, numRuns: 300 });
  });

  it('CHESSLAWS_SEED chooses the seed, in decimal or hex', async () => {
    expect((await load({ CHESSLAWS_SEED: '0x1f' })).testRun().seed).toBe(31);
    expect((await load({ CHESSLAWS_SEED: '42' })).propertyOptions({ numRuns: 5 }).seed).toBe(42);
  });

  it('CHESSLAWS_FUZZ=1 draws a fresh seed per process and scales the runs', async () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const kit = await load({ CHESSLAWS_FUZZ: '1' });
      expect(kit.propertyOptions({ numRuns: 30 }).numRuns).toBe(30 * kit.DEFAULT_FUZZ_FACTOR);
      seeds.add(kit.testRun().seed);
    }
    // Five 31-bit draws that all collide would mean the seed is not fresh.
    expect(seeds.size).toBeGreaterThan(1);
    const kit = await load({ CHESSLAWS_FUZZ: '1', CHESSLAWS_SEED: '7', CHESSLAWS_FUZZ_RUNS: '3' });
    expect(kit.testRun()).toEqual({ seed: 7, fuzz: true, factor: 3 });
    expect(kit.scaledRuns(100)).toBe(300);
  });

  it('prints the seed once per file, with what reproduces it', async () => {
    const kit = await load({ CHESSLAWS_SEED: '0xabc' });
    kit.propertyOptions({ numRuns: 1 });
    kit.scaledRuns(2);
    expect(console.log).toHaveBeenCalledTimes(1);
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('CHESSLAWS_SEED=0xabc'));
  });

  it('keeps counterexamples as examples fast-check tries first', async () => {
    const kit = await load({});
    expect(kit.propertyOptions({ numRuns: 10, examples: [[9]] }).examples).toEqual([[9]]);
  });

  it('refuses a seed or factor it cannot use, naming the variable', async () => {
    expect((await load({ CHESSLAWS_SEED: 'abc' })).testRun).toThrow(/CHESSLAWS_SEED=abc/);
    const kit = await load({ CHESSLAWS_FUZZ: '1', CHESSLAWS_FUZZ_RUNS: '0' });
    expect(kit.testRun).toThrow(/CHESSLAWS_FUZZ_RUNS=0/);
  });
});
