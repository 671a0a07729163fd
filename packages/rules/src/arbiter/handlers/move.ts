// `move`: the side to move plays a legal move and presses the clock.
import { RulesError } from '../../errors.js';
import type { MoveEvent } from '../../game/events.js';
import type { Arbiter } from '../arbiter.js';
import { checkMove, makeMove } from '../steps.js';

/** Plays the move if the side to move may (legal, the intended move after L-9.5), then adjudicates. */
export function move(arbiter: Arbiter, event: MoveEvent): RulesError | undefined {
  const legal = checkMove(arbiter, event.move);
  if (legal instanceof RulesError) return legal;
  return makeMove(arbiter, legal);
}
