import { type Color, err, ok, opposite, type Result, SquareSet } from '@chesslaws/board';
import { type Move, Position, type ReadonlyPosition } from '@chesslaws/moves';

/**
 * The position a completed illegal move left on the board (L-A.5.2: it stands unless claimed),
 * or why it cannot be played on (a king left in check, a king taken).
 */
export function positionAfterIllegalMove(
  before: ReadonlyPosition,
  move: Move,
  chess960: boolean,
): Result<Position, string> {
  const setup = before.toSetup();
  const piece = setup.board.take(move.from);
  if (!piece) return err('there is no piece on the from-square');
  const taken = setup.board.get(move.to);
  if (taken?.role === 'king') return err('a king was taken');
  setup.board.set(move.to, move.promotion ? { color: piece.color, role: move.promotion } : piece);
  // Rights are lost for a king or rook that left (or a rook that was taken on) its square.
  let rights = setup.castlingRights;
  if (piece.role === 'king')
    rights = rights.diff(SquareSet.fromRank(piece.color === 'white' ? 0 : 7));
  rights = rights.without(move.from).without(move.to);
  const mover: Color = setup.turn;
  const after = {
    ...setup,
    castlingRights: rights,
    epSquare: undefined,
    turn: opposite(mover),
    halfmoves: piece.role === 'pawn' || taken ? 0 : setup.halfmoves + 1,
    fullmoves: mover === 'black' ? setup.fullmoves + 1 : setup.fullmoves,
  };
  const pos = Position.fromSetup(after, { chess960 });
  if (!pos.ok) return err(pos.error.message);
  return ok(pos.value);
}
