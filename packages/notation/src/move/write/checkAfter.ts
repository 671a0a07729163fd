import type { Position } from '@chesslaws/moves';
import type { CheckKind } from './moveFacts.js';

/**
 * In a variant other than standard chess and Chess960, `mate` is any move after which the
 * game is won on the board (an exploded king, a king on the hill, the third check, all pieces
 * lost in antichess...), `check` a move that leaves the opponent in check under the variant's
 * own rule of check: lichess writes `#` and `+` so (scalachess's PGN writer, and chessops).
 *
 * Check or mate after the move integer `code` (from the moves package's generator; 0 for an
 * illegal move, which gets `none`): the move is made and taken back on `pos`, which ends
 * unchanged. With `deferMate` a checking move is `check`: the caller plays it and tells mate
 * apart itself.
 */
export function checkAfter(pos: Position, code: number, deferMate = false): CheckKind {
  if (code === 0) return 'none';
  pos.make(code);
  if (pos.variant.fairy) {
    // As Fairy-Stockfish writes SAN: `+` for check, `#` for check that leaves no legal move.
    const kind: CheckKind = !pos.isCheck()
      ? 'none'
      : deferMate || pos.hasLegalMoves()
        ? 'check'
        : 'mate';
    pos.unmake();
    return kind;
  }
  if (!pos.variant.standard) {
    const won = pos.outcome()?.winner !== undefined;
    const kind: CheckKind = won ? 'mate' : pos.isCheck() ? 'check' : 'none';
    pos.unmake();
    return kind;
  }
  const kind: CheckKind = !pos.isCheck()
    ? 'none'
    : deferMate || pos.hasLegalMoves()
      ? 'check'
      : 'mate';
  pos.unmake();
  return kind;
}
