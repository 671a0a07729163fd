// `move`: the side to move plays a legal move and presses the clock.
import { RulesError } from '../model/errors.js';
import { defineEvent } from './kind.js';
import { checkMoveCode } from './steps.js';

/** The side to move makes a move and presses the clock. */
export interface MoveEvent {
  /** Discriminant. */
  readonly type: 'move';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The move in UCI (`e2e4`, `e7e8q`; castling as the king's two-square step or king onto rook). */
  readonly move: string;
}

/** Plays the move if the side to move may (legal, the intended move after L-9.5), then adjudicates. */
export const move = defineEvent<MoveEvent>({
  type: 'move',
  fields: { move: 'uci' },
  core: true,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const code = checkMoveCode(tx, event.move);
    if (code instanceof RulesError) return code;
    return tx.play(code, event.move);
  },
});
