import { err, ok, opposite, SquareSet } from '@chesslaws/board';
import { Position } from '@chesslaws/moves';
import { msg } from '../messages/msg.js';

function positionAfterIllegalMove(before, move, chess960) {
  const setup = before.toSetup();
  const variant = before.variant.standard ? {} : { variant: before.variant };
  if (move.drop) {
    const pocket = setup.pockets?.[setup.turn];
    const role = move.drop;
    if (!pocket || !(pocket[role] > 0)) return err(msg('unplayable.notInPocket', {}));
    if (setup.board.get(move.to)) return err(msg('unplayable.dropSquareTaken', {}));
    pocket[role]--;
    setup.board.set(move.to, { color: setup.turn, role: move.drop });
    const dropped = Position.fromSetup(
      {
        ...setup,
        epSquare: void 0,
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
  const ontoOwnRook = target?.color === piece.color && target.role === 'rook';
  const castles =
    piece.role === 'king' &&
    (move.to & 56) === rank &&
    (ontoOwnRook || (!target && Math.abs(move.to - move.from) === 2));
  let zeroing = piece.role === 'pawn' || target !== void 0;
  if (castles) {
    const kingside = move.to > move.from;
    const rookFrom = ontoOwnRook ? move.to : rank | (kingside ? 7 : 0);
    const rook = setup.board.take(rookFrom);
    if (rook) setup.board.set(rank | (kingside ? 5 : 3), rook);
    setup.board.set(rank | (kingside ? 6 : 2), piece);
    zeroing = false;
  } else {
    if (target?.role === 'king') return err(msg('unplayable.kingTaken', {}));
    setup.board.set(move.to, move.promotion ? { color: piece.color, role: move.promotion } : piece);
  }
  let rights = setup.castlingRights;
  if (piece.role === 'king') rights = rights.diff(SquareSet.fromRank(rank >> 3));
  rights = rights.without(move.from).without(move.to);
  const after = {
    ...setup,
    castlingRights: rights,
    epSquare: void 0,
    turn: opposite(setup.turn),
    halfmoves: zeroing ? 0 : setup.halfmoves + 1,
    fullmoves: setup.turn === 'black' ? setup.fullmoves + 1 : setup.fullmoves,
  };
  const pos = Position.fromSetup(after, { chess960, ...variant });
  return pos.ok ? ok(pos.value) : err(msg('unplayable.position', { text: pos.error.message }));
}

export { positionAfterIllegalMove };
//# sourceMappingURL=illegalPosition.js.map
