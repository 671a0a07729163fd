/**
 * Atomic chess (lichess): a capture explodes the capturing piece and every piece but pawns
 * around the capture square; exploding the enemy king wins, and kings side by side are never in
 * check.
 * @packageDocumentation
 */
import { SquareSet } from '@chesslaws/board';
import { defineVariant, type ReadonlyPosition, type Variant } from '@chesslaws/moves';
import { kingsAdjacent, onlyKing, otherColor, pawnStuck, withoutProblems } from './rules.js';

const LIGHT = SquareSet.lightSquares();

/**
 * Lichess's automatic draw by material in atomic: the kings cannot confine each other (a bare
 * king stands next to the other and is safe there), so against a bare king a queen or several
 * pieces are needed (a lone rook or minor piece, or two knights, cannot win), and bishops of
 * opposite colours alone never meet; and lichess's closed positions (see `atomicClosedPosition`).
 */
function atomicDrawnByMaterial(pos: ReadonlyPosition): boolean {
  return atomicMaterialTable(pos) || atomicClosedPosition(pos);
}

/**
 * Lichess's closed atomic position: nothing but kings, bishops and pawns stuck behind pawns
 * (a king cannot take them), and the bishops, all of one side and one square colour, with
 * nothing to take: the other side's pawns stand on the other colour.
 */
function atomicClosedPosition(pos: ReadonlyPosition): boolean {
  const kings = pos.piecesOf('white', 'king').union(pos.piecesOf('black', 'king'));
  const bishops = pos.piecesOf('white', 'bishop').union(pos.piecesOf('black', 'bishop'));
  for (const color of ['white', 'black'] as const)
    for (const square of pos.piecesOf(color, 'pawn'))
      if (!pawnStuck(pos, color, square)) return false;
  const pawns = pos.piecesOf('white', 'pawn').union(pos.piecesOf('black', 'pawn'));
  if (!pos.occupied().subsetOf(kings.union(bishops).union(pawns))) return false;
  const first = bishops.first();
  if (first === undefined) return true;
  const side = pos.pieceAt(first)!.color;
  const colour = LIGHT.has(first) ? LIGHT : LIGHT.complement();
  return (
    bishops.subsetOf(pos.piecesOf(side, 'bishop').intersect(colour)) &&
    pos.piecesOf(otherColor(side), 'pawn').isDisjoint(colour)
  );
}

/** Lichess's material table for atomic (see {@link atomicDrawnByMaterial}). */
function atomicMaterialTable(pos: ReadonlyPosition): boolean {
  const all = pos.occupied();
  const role = (r: 'knight' | 'bishop' | 'rook' | 'king') =>
    pos.piecesOf('white', r).union(pos.piecesOf('black', r));
  const kings = role('king');
  const bishops = role('bishop');
  const n = all.size();
  const bishopsOnBothColours = bishops.intersects(LIGHT) && bishops.diff(LIGHT).nonEmpty();
  if (pos.piecesOf('white').size() >= 2 && pos.piecesOf('black').size() >= 2)
    return all.diff(kings).subsetOf(bishops) && n <= 4 && bishopsOnBothColours;
  if (all.diff(kings).subsetOf(role('knight'))) return n <= 4;
  return (
    all.diff(kings).subsetOf(role('rook').union(role('knight')).union(bishops)) &&
    !bishopsOnBothColours &&
    n <= 3
  );
}

/** Atomic chess, as lichess plays it. */
export function atomic(): Variant {
  return defineVariant({
    name: 'atomic',
    title: 'Atomic',
    aliases: ['Atomic chess', 'Atom'],
    check: 'atomic',
    explosions: true,
    validate: (setup, problems) => {
      // Kings side by side are not in check, whichever side is to move.
      let kept = kingsAdjacent(setup.board)
        ? withoutProblems(problems, 'ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK')
        : problems;
      // A king stepping away from the other uncovers every check the adjacency held off, so any
      // number of checkers can follow one move; only an e.p. square still tells the last move.
      if (setup.epSquare === undefined) kept = withoutProblems(kept, 'ERR_IMPOSSIBLE_CHECK');
      // The side to move may have lost its king in the last explosion (the game is over).
      const { board, turn } = setup;
      if (
        board.pieces(turn, 'king').isEmpty() &&
        board.pieces(otherColor(turn), 'king').size() === 1
      )
        kept = withoutProblems(kept, 'ERR_KINGS', 'ERR_OPPOSITE_CHECK', 'ERR_IMPOSSIBLE_CHECK');
      return kept;
    },
    outcome: (pos) => {
      for (const color of ['white', 'black'] as const) {
        if (pos.kingSquare(color) === undefined)
          return { winner: otherColor(color), rule: 'V-atomic.king-exploded' };
      }
      return undefined;
    },
    // A bare king explodes nothing.
    insufficientMaterial: (pos, color) => onlyKing(pos, color),
    drawnByMaterial: atomicDrawnByMaterial,
    rules: [
      {
        id: 'V-atomic.explosions',
        summary:
          'a capture explodes: the capturing piece and every piece but pawns around the capture square leave the board',
      },
      {
        id: 'V-atomic.kings',
        summary:
          'a king may not capture; kings side by side are never in check; a move that explodes the own king is illegal',
      },
      { id: 'V-atomic.king-exploded', summary: 'exploding the enemy king wins at once' },
      {
        id: 'V-atomic.insufficient-material',
        summary:
          'a draw at once when neither side can win by material: against a bare king a lone rook, minor piece or two knights cannot; nor can lone bishops of opposite colours; nor a closed position of kings, bishops and pawns stuck behind pawns',
      },
    ],
  });
}
