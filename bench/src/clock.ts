/**
 * The clock under load: a million presses, each followed by the queries a server or a UI
 * makes (both displays and the flag instant), across several kinds of time control.
 * There is no peer library to compare with, so this reports presses per second.
 */
import { createClock, type TimeControl, unwrap } from '@chesslaws/clock';
import { seededRandom } from '@chesslaws/testkit';
import { measure } from './harness.js';

const CONTROLS: Record<string, string> = {
  fischer: '3+2',
  'multi-period': '90/40+30, 30+30',
  'us-delay': '90 d5',
  'byo-yomi': '0+5x30s',
  hourglass: '*60m', // a bare '*60' reads as 60 min or (PGN) 60 s: ERR_TC_AMBIGUOUS
};

const PRESSES = 1_000_000;

/** Plays `presses` presses on one clock, querying after each; returns a checksum so nothing is optimised away. */
function play(control: TimeControl | string, presses: number, random: () => number): number {
  let now = 0;
  const clock = unwrap(createClock(control, { now: () => now }));
  unwrap(clock.start());
  let checksum = 0;
  for (let i = 0; i < presses; i++) {
    now += 1 + Math.floor(random() * 900); // under a second per move: nobody flags
    const pressed = clock.press();
    if (!pressed.ok) throw pressed.error;
    checksum += clock.time('white') + clock.time('black') + (clock.flagFallAt() ?? 0);
  }
  return checksum;
}

export function run(): void {
  console.log(
    `\nclock: ${PRESSES.toLocaleString('en')} presses, each followed by time(white), time(black), flagFallAt()`,
  );
  for (const [name, control] of Object.entries(CONTROLS)) {
    const random = seededRandom(42);
    const start = performance.now();
    play(control, PRESSES, random);
    const seconds = (performance.now() - start) / 1000;
    const batch = measure(
      {
        name,
        run: () => {
          play(control, 10_000, random);
          return 10_000;
        },
      },
      1,
    );
    console.log(
      `  ${name.padEnd(14)} 1M in ${seconds.toFixed(2)} s   ${(batch.opsPerSecond / 1e6).toFixed(2)} M presses+queries/s`,
    );
  }
}
