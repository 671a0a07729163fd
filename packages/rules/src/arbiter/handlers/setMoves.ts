// `set-moves`: the arbiter sets the clocks' move counters (S-arbiter-clock).
import type { RulesError } from '../../errors.js';
import type { SetMovesEvent } from '../../game/events.js';
import type { Arbiter } from '../arbiter.js';
import { clockAction } from './clockAction.js';

/** Sets the completed-move counters of the clocks (the periods follow them). */
export const setMoves = (arbiter: Arbiter, event: SetMovesEvent): RulesError | undefined =>
  clockAction(arbiter, (clock) => clock.set({ moves: event.moves }));
