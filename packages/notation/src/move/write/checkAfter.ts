import type { Position } from '@chesslaws/moves';
import type { CheckKind } from './moveFacts.js';

/**
 * Check or mate after the move integer `code` (from the moves package's generator; 0 for an
 * illegal move, which gets `none`): the move is made and taken back on `pos`, which ends
 * unchanged. With `deferMate` a checking move is `check`: the caller plays it and tells mate
 * apart itself.
 */
export function checkAfter(pos: Position, code: number, deferMate = false): CheckKind {
  if (code === 0) return 'none';
  pos.make(code);
  const kind: CheckKind = !pos.isCheck()
    ? 'none'
    : deferMate || pos.hasLegalMoves()
      ? 'check'
      : 'mate';
  pos.unmake();
  return kind;
}
