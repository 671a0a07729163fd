// `adjust`: the arbiter adds or removes time on one clock (S-arbiter-clock).
import type { RulesError } from '../../errors.js';
import type { AdjustEvent } from '../../game/events.js';
import type { Arbiter } from '../arbiter.js';
import { clockAction } from './clockAction.js';

/** Adds `event.ms` to `event.side`'s clock (negative removes). */
export const adjust = (arbiter: Arbiter, event: AdjustEvent): RulesError | undefined =>
  clockAction(arbiter, (clock) => clock.adjust(event.side, event.ms));
