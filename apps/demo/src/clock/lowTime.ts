import type { Color } from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import { playSound } from '../ui/sound.js';

/** Under this, a running clock turns red and sounds once: a player's warning, not a rule. */
export const LOW_TIME_MS = 20_000;

/**
 * A watcher of the clocks that sounds the low-time warning once as the running side goes
 * under {@link LOW_TIME_MS}, and again only after an increment or the arbiter took it back over.
 */
export function lowTimeWatcher(): (clock: ClockView | undefined) => void {
  const warned: Record<Color, boolean> = { white: false, black: false };
  return (clock) => {
    if (!clock) return;
    for (const side of ['white', 'black'] as const) {
      const low = clock[side].time < LOW_TIME_MS && !clock[side].flagged;
      if (low && !warned[side] && clock.running === side) playSound('low-time');
      if (!low || clock.running === side) warned[side] = low;
    }
  };
}
