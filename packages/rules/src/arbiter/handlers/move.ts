// `move`: the side to move plays a legal move and presses the clock.
import { RulesError } from '../../errors.js';
import type { MoveEvent } from '../../game/events.js';
import type { Arbiter } from '../arbiter.js';
import { checkMoveCode, makeMove } from '../steps.js';

/** Plays the move if the side to move may (legal, the intended move after L-9.5), then adjudicates. */
export function move(arbiter: Arbiter, event: MoveEvent): RulesError | undefined {
  const code = checkMoveCode(arbiter, event.move);
  if (code instanceof RulesError) return code;
  return makeMove(arbiter, code, event.move);
}
