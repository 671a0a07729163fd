// What the arbiter's clock actions share: a game without a clock refuses them.
import type { ClockView } from '@chesslaws/clock';
import type { RulesError } from '../../errors.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import type { GameClock } from '../gameClock.js';
import { fail } from '../refuse.js';

/** Runs `action` on the game's clock; the clock's refusal becomes the event's. */
export function clockAction(
  arbiter: Arbiter,
  action: (
    clock: GameClock,
  ) =>
    | { readonly ok: true; readonly value: ClockView }
    | { readonly ok: false; readonly error: { readonly message: string } },
): RulesError | undefined {
  if (!arbiter.clock) return fail('ERR_RULES_NO_CLOCK', say.noClock);
  const result = action(arbiter.clock);
  return result.ok ? undefined : fail('ERR_RULES_CLOCK', result.error.message);
}
