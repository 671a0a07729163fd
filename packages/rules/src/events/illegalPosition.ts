import { err, ok, opposite, type Result, SquareSet } from '@chesslaws/board';
import {
  type Move,
  type Pocket,
  Position,
  type ReadonlyPosition,
  type Setup,
} from '@chesslaws/moves';
import type { Message } from '../messages/message.js';
import { msg } from '../messages/msg.js';

/**
 * The position a completed illegal move left on the board (L-A.5.2: it stands unless claimed),
 * or why it cannot be played on (a king left in check, a king taken). A king moved two squares
 * sideways, or onto its own rook, castles illegally: the rook comes along.
 */
export function positionAfterIllegalMove(
  before: ReadonlyPosition,
  move: Move,
  chess960: boolean,
): Result<Position, Message> {
  const setup = before.toSetup();
  // A variant's illegal move stands as placed, in the variant (no explosion, no capture to a pocket).
  const variant = before.variant.standard ? {} : { variant: before.variant };
  if (move.drop) {
    const pocket = setup.pockets?.[setup.turn];
    const role = move.drop as keyof Pocket;
    if (!pocket || !(pocket[role] > 0)) return err(msg('unplayable.notInPocket', {}));
    if (setup.board.get(move.to)) return err(msg('unplayable.dropSquareTaken', {}));
    pocket[role]--;
    setup.board.set(move.to, { color: setup.turn, role: move.drop });
    const dropped = Position.fromSetup(
      {
        ...setup,
        epSquare: undefined,
        turn: opposite(setup.turn),
        halfmoves: setup.halfmoves + 1,
        fullmoves: setup.turn === 'black' ? setup.fullmoves + 1 : setup.fullmoves,
      },
      { chess960, ...variant },
    );
    return dropped.ok
      ? ok(dropped.value)
      : err(msg('unplayable.position', { text: dropped.error.message }));
  }
  const piece = setup.board.take(move.from);
  if (!piece) return err(msg('unplayable.noPiece', {}));
  const target = setup.board.get(move.to);
  const rank = move.from & 56;
  // The pieces that castle: king and rook, or a variant's own.
  const castling = before.variant.castlingPieces;
  const ontoOwnRook = target?.color === piece.color && target.role === castling.rook;
  const castles =
    piece.role === castling.king &&
    (move.to & 56) === rank &&
    (ontoOwnRook || (!target && Math.abs(move.to - move.from) === 2));
  let zeroing = piece.role === 'pawn' || target !== undefined;
  if (castles) {
    const kingside = move.to > move.from;
    const rookFrom = ontoOwnRook ? move.to : rank | (kingside ? 7 : 0);
    const rook = setup.board.take(rookFrom);
    if (rook) setup.board.set(rank | (kingside ? 5 : 3), rook);
    setup.board.set(rank | (kingside ? 6 : 2), piece);
    zeroing = false;
  } else {
    // The royal piece is never taken (none is royal in extinction chess).
    if (target !== undefined && target.role === before.variant.royal)
      return err(msg('unplayable.kingTaken', {}));
    setup.board.set(move.to, move.promotion ? { color: piece.color, role: move.promotion } : piece);
  }
  // Rights are lost for a king or rook that left (or a rook that was taken on) its square.
  let rights = setup.castlingRights;
  if (piece.role === castling.king) rights = rights.diff(SquareSet.fromRank(rank >> 3));
  rights = rights.without(move.from).without(move.to);
  const after: Setup = {
    ...setup,
    castlingRights: rights,
    epSquare: undefined,
    turn: opposite(setup.turn),
    halfmoves: zeroing ? 0 : setup.halfmoves + 1,
    fullmoves: setup.turn === 'black' ? setup.fullmoves + 1 : setup.fullmoves,
  };
  const pos = Position.fromSetup(after, { chess960, ...variant });
  return pos.ok ? ok(pos.value) : err(msg('unplayable.position', { text: pos.error.message }));
}
