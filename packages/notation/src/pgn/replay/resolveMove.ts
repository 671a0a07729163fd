import { err, ok, type Result } from '@chesslaws/board';
import type { Move, Position } from '@chesslaws/moves';
import type { LocaleOption } from '../../move/locales.js';
import { fastSan } from '../../move/read/fastSan.js';
import { parseSan } from '../../move/read/parseSan.js';
import type { SanError } from '../../move/sanError.js';
import { isNullMoveText, NULL_MOVE, type NullMove } from './nullMove.js';
import { sharedMove } from './sharedMove.js';

/** A move of a replayed game: a legal move, or a null move. */
export type ReplayedMove = Move | NullMove;

/** True for the null move. */
export const isNullMove = (move: ReplayedMove): move is NullMove => 'kind' in move;

/** Options of {@link resolveMove}. */
export interface ResolveMoveOptions {
  /** The language of the move text, tried before English. */
  readonly locale?: LocaleOption;
}

/**
 * The legal move of `pos` that `text` names, read forgivingly by `parseSan`:
 * SAN and its variants from the wild (S-wild: `0-0`, `e8Q`, `e.p.`, Cyrillic
 * look-alikes, figurines, localized letters with `locale` tried first, LAN,
 * UCI `g1f3`), or a null move (`--`, `Z0`). Does not play it.
 */
export function resolveMove(
  pos: Position,
  text: string,
  options: ResolveMoveOptions = {},
): Result<ReplayedMove, SanError> {
  const locale = options.locale;
  if (locale === undefined || locale === 'en') {
    const fast = fastSan(pos, text);
    if (fast !== 0) return ok(sharedMove(fast));
  }
  if (isNullMoveText(text)) return ok(NULL_MOVE);
  const move = parseSan(pos, text, locale === undefined ? {} : { locale });
  return move.ok ? move : err(move.error);
}
