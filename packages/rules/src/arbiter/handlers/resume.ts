// `resume`: the arbiter restarts the clock of the side to move (S-arbiter-clock).
import type { RulesError } from '../../errors.js';
import type { ResumeEvent } from '../../game/events.js';
import type { Arbiter } from '../arbiter.js';
import { clockAction } from './clockAction.js';

/** Restarts the clock of the side to move. */
export const resume = (arbiter: Arbiter, _event: ResumeEvent): RulesError | undefined =>
  clockAction(arbiter, (clock) => clock.resume());
