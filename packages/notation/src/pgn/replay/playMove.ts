import { err, ok, type Result } from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';
import type { LocaleOption } from '../../move/locales.js';
import { fastSan } from '../../move/read/fastSan.js';
import { PgnError } from '../error.js';
import type { MoveNode } from '../model/game.js';
import { afterNullMove } from './nullMove.js';
import { isNullMove, type ReplayedMove, resolveMove } from './resolveMove.js';
import { sharedMove } from './sharedMove.js';

/** A move read and played: the move, and the position after it (`pos` itself unless it was a null move). */
export interface PlayedNode {
  /** The move read (castling as king onto rook), or the null move. */
  readonly move: ReplayedMove;
  /** The position after it. */
  readonly after: Position;
}

/** Options of {@link playNode}. */
export interface PlayNodeOptions {
  /** The language of the move text, tried before English (forgiving reading finds most anyway). */
  readonly locale?: LocaleOption;
}

/**
 * Reads `node`'s move in `pos` (see `resolveMove`) and plays it, mutating `pos`. An
 * `ERR_PGN_MOVE` error, with the node's line and column, when it names no legal move.
 * Does not set `node.move` (the replays do).
 */
export function playNode(
  pos: Position,
  node: MoveNode,
  options: PlayNodeOptions = {},
): Result<PlayedNode, PgnError> {
  const locale = options.locale;
  const fast = locale === undefined ? fastSan(pos, node.san) : 0;
  if (fast !== 0) {
    pos.makeWithoutUndo(fast); // a replay never goes back
    return ok({ move: sharedMove(fast), after: pos });
  }
  return playUnplainNode(pos, node, locale);
}

/**
 * `playNode` for a move its fast path left alone: SAN that is not plain English,
 * a null move, or no legal move at all (then the error says why).
 */
export function playUnplainNode(
  pos: Position,
  node: MoveNode,
  locale: LocaleOption | undefined,
): Result<PlayedNode, PgnError> {
  const move = resolveMove(pos, node.san, locale === undefined ? {} : { locale });
  let reason: string;
  if (move.ok) {
    if (!isNullMove(move.value)) {
      pos.play(move.value);
      return ok({ move: move.value, after: pos });
    }
    const after = afterNullMove(pos);
    if (after) return ok({ move: move.value, after });
    reason = 'a null move is not possible in check';
  } else reason = move.error.message;
  const side = pos.turn === 'white' ? `${pos.fullmoves}.` : `${pos.fullmoves}...`;
  return err(
    new PgnError(
      'ERR_PGN_MOVE',
      `move ${side} ${node.san}: ${reason}`,
      node.line === undefined ? undefined : { line: node.line, column: node.column ?? 0 },
      node.san,
    ),
  );
}
