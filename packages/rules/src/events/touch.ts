// `touch`: the side to move touches a piece (L-4.3); what it binds is touchMove's.
import { type Color, parseSquare, type Square, type SquareName } from '@chesslaws/board';
import { msg } from '../messages/msg.js';
import { defineEvent } from './kind.js';
import { ensurePlayable, fail } from './steps.js';

/** A player touches a piece on `square` (L-4.3); with `adjust`, after saying "j'adoube" (L-4.2). */
export interface TouchEvent {
  /** Discriminant. */
  readonly type: 'touch';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who touched. */
  readonly by: Color;
  /** The square of the touched piece. */
  readonly square: SquareName;
  /** Adjusting a piece after "j'adoube": binds to nothing. */
  readonly adjust?: boolean;
}

/** Records a touched piece of the side to move; a touch after "j'adoube" records nothing. */
export const touch = defineEvent<TouchEvent>({
  type: 'touch',
  fields: { by: 'color', square: 'square', adjust: 'bool?' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const square = parseSquare(event.square) as Square;
    const piece = tx.position.pieceAt(square);
    if (!piece)
      return fail('ERR_RULES_BAD_MOVE', msg('refusal.nothingToTouch', { square: event.square }));
    if (event.by !== tx.turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.notOnMove', { side: event.by }));
    if (event.adjust) return undefined;
    const touches = tx.facts.touches;
    if (!touches.some((t) => t.square === square))
      tx.set('touches', [...touches, { square, own: piece.color === event.by }]);
    return undefined;
  },
});
