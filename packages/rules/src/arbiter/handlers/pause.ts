// `pause`: the arbiter stops both clocks (S-arbiter-clock).
import type { RulesError } from '../../errors.js';
import type { PauseEvent } from '../../game/events.js';
import type { Arbiter } from '../arbiter.js';
import { clockAction } from './clockAction.js';

/** Stops both clocks. */
export const pause = (arbiter: Arbiter, _event: PauseEvent): RulesError | undefined =>
  clockAction(arbiter, (clock) => clock.pause());
