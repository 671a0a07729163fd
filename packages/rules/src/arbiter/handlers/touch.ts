// `touch`: the side to move touches a piece (L-4.3); what it binds is touchMove's.
import { parseSquare, type Square } from '@chesslaws/board';
import type { RulesError } from '../../errors.js';
import type { TouchEvent } from '../../game/events.js';
import { say } from '../../messages.js';
import type { Arbiter } from '../arbiter.js';
import { fail } from '../refuse.js';
import { ensurePlayable } from '../steps.js';

/** Records a touched piece of the side to move; a touch after "j'adoube" records nothing. */
export function touch(arbiter: Arbiter, event: TouchEvent): RulesError | undefined {
  const blocked = ensurePlayable(arbiter);
  if (blocked) return blocked;
  const square = parseSquare(event.square) as Square;
  const piece = arbiter.position.pieceAt(square);
  if (!piece) return fail('ERR_RULES_BAD_MOVE', say.nothingToTouch(event.square));
  if (event.by !== arbiter.turn) return fail('ERR_RULES_NOT_ON_MOVE', say.notOnMove(event.by));
  if (event.adjust) return undefined;
  const draft = arbiter.draft;
  if (!draft.touches.some((t) => t.square === square))
    draft.touches = [...draft.touches, { square, own: piece.color === event.by }];
  return undefined;
}
