// A move named in a message: notation's facts about it, worked out in the position it was made in.
import { type Move, type Position, parseUci, type ReadonlyPosition } from '@chesslaws/moves';
import { type MoveFacts, moveFacts } from '@chesslaws/notation';
import type { MoveParam } from './message.js';

/**
 * `move` (a `Move` or UCI) in `pos`, as a message names it: a legal move as SAN (`Nf3`), or
 * with `style: 'lan'` its departure too (`Ng1-f3`); a move no rule allows (an illegal move an
 * arbiter records) always with its departure, as the arbiter says it: `Qd1-d8`.
 */
export function moveParam(
  pos: ReadonlyPosition,
  move: Move | string,
  style: 'san' | 'lan' = 'san',
): MoveParam {
  const parsed = typeof move === 'string' ? parseUci(move, pos.variant) : move;
  const legal = parsed && pos.normalizeMove(parsed);
  if (legal) {
    // notation reads a legal move by making it and taking it back: on a copy, never the game's.
    const facts = moveFacts((pos as Position).clone({ undo: false }), legal);
    return Object.freeze({ kind: 'move', facts: Object.freeze(facts), style });
  }
  return Object.freeze({
    kind: 'move',
    facts: Object.freeze(illegalFacts(pos, parsed)),
    style: 'lan',
  });
}

/** The facts of a move no rule allows: the piece, its way, and whether it lands on a piece. */
function illegalFacts(pos: ReadonlyPosition, move: Move | undefined): MoveFacts {
  const from = move?.from ?? 0;
  const to = move?.to ?? 0;
  const piece = move?.drop ? { role: move.drop, color: pos.turn } : pos.pieceAt(from);
  const target = pos.pieceAt(to);
  const facts: MoveFacts = {
    role: piece?.role ?? 'pawn',
    from: move?.drop ? to : from,
    to,
    capture: target !== undefined && target.color !== piece?.color,
    enPassant: false,
    disambiguation: 'square',
    check: 'none',
    chess960: pos.chess960,
    ...(move?.drop ? { drop: move.drop } : {}),
  };
  return move?.promotion ? { ...facts, promotion: move.promotion } : facts;
}
