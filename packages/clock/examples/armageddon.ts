// Armageddon (E-armageddon): a handicap control and the flag fall, run by examples/examples.test.ts.
import { createClock, PRESETS, timeVerdict, unwrap } from '@chesslaws/clock';

export function armageddonExample() {
  let now = 0;
  const clock = unwrap(createClock(PRESETS.armageddon, { now: () => now }));
  clock.start();
  now += 10_000;
  clock.press(); // White 4:50; Black's 4:00 starts running
  const flagFallAt = clock.flagFallAt(); // 10 s + 4 min
  now = flagFallAt! + 1;
  const view = clock.view();
  return { flagFallAt, status: view.status, verdict: timeVerdict(view) };
}
