// The monkey: seeded random sequences through the UI under every preset and every variant, at
// phone and desktop sizes. It asserts no error screen, no console error (the fixture), and the
// same game after every reload and language switch. The seed is printed; `CHESSLAWS_SEED=<n>`
// runs another one. A sequence it finds failing is kept in monkey-examples.spec.ts.

import { REGULATION_NAMES, VARIANT_NAMES } from '../src/setup/settings.js';
import { freezeTime, test } from './fixtures.js';
import { random, runMonkey, SEED, startSequence } from './monkey.js';

const PRESETS = REGULATION_NAMES;
const VARIANTS = VARIANT_NAMES.filter((variant) => variant !== 'standard');
/**
 * Actions per run: enough to reach illegal moves, claims and flags, few enough for CI;
 * `CHESSLAWS_MONKEY_ACTIONS` runs longer sequences.
 */
const ACTIONS = Number(process.env.CHESSLAWS_MONKEY_ACTIONS ?? 10);

const RUNS = [
  ...PRESETS.map((regulation) => ({ regulation, variant: 'standard' })),
  ...VARIANTS.map((variant, i) => ({ regulation: PRESETS[(i * 3) % PRESETS.length]!, variant })),
];
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const [i, run] of RUNS.entries())
  for (const [j, size] of SIZES.entries())
    test(`monkey: ${run.regulation}, ${run.variant}, ${size.name}`, async ({ page }, info) => {
      const seed = SEED + i * 2 + j;
      info.annotations.push({ type: 'seed', description: String(seed) });
      console.log(`monkey seed ${seed} (CHESSLAWS_SEED=${SEED})`);
      const rng = random(seed);
      await page.setViewportSize(size);
      await freezeTime(page);
      const layout = size.name === 'phone' && rng() < 0.5 ? 'otb' : 'screen';
      const done: string[] = [
        `start ${JSON.stringify({ regulation: run.regulation, variant: run.variant, layout })}`,
      ];
      await startSequence(page, done[0]!);
      await runMonkey(page, rng, ACTIONS, done, info);
    });

for (const size of SIZES)
  test(`monkey: a clock beside a real board, ${size.name}`, async ({ page }, info) => {
    const seed = SEED + 1000 + size.width;
    info.annotations.push({ type: 'seed', description: String(seed) });
    const rng = random(seed);
    await page.setViewportSize(size);
    await freezeTime(page);
    const done: string[] = ['start clock fide-blitz 3+2'];
    await startSequence(page, done[0]!);
    await runMonkey(page, rng, ACTIONS * 1.5, done, info);
  });
