/**
 * Where the pawns can ever go, when no pawn can ever capture: each pawn moves only along its
 * file, up to the first pawn it can never get past. Pieces that can reach a pawn may take it,
 * so such a pawn may vanish (it then blocks nothing); the analysis repeats until stable.
 * Pieces that never move (stuck in front of a pawn, or jammed among walls) are walls too, and
 * a pawn whose capture by the king would stalemate its side stays (`stalematingCaptures`).
 * The result over-approximates every future of the position, so a mate that is impossible in
 * it is impossible in the game. It gives up (`undefined`) when a pawn could capture or promote.
 */
import {
  type Board,
  type Color,
  kingAttacks,
  knightAttacks,
  opposite,
  pawnAttacks,
  type Role,
  type Square,
  SquareSet,
} from '@chesslaws/board';
import { mayAnyCastle, mayCastle } from './futureCastling.js';
import { attacksFrom, kingDilate, kingRegion, type PieceReach, pieceReach } from './regions.js';
import { stalematingCaptures } from './stalematingCaptures.js';

const PIECE_ROLES = ['knight', 'bishop', 'rook', 'queen'] as const;
const NOT_FILE_A = SquareSet.fromFile(0).complement();
const NOT_FILE_H = SquareSet.fromFile(7).complement();

/** A piece (or a pawn along its path) and where it can be and attack. */
export interface Reaching extends PieceReach {
  /** The piece's role. */
  readonly role: Role;
  /** Where it stands now (pieces only). */
  readonly square?: Square;
}

/**
 * Squares `color` protects for ever: next to its king when the king can never leave its
 * square, and next to (or a knight's jump from) a piece that can never move nor be taken.
 * Only contact attacks count: a line to a farther square could be blocked.
 */
function permanentGuards(
  color: Color,
  kings: { readonly [c in Color]: SquareSet },
  kingPassable: { readonly [c in Color]: SquareSet },
  pieces: { readonly [c in Color]: readonly Reaching[] },
): SquareSet {
  const them = opposite(color);
  let guards = SquareSet.empty();
  const king = kings[color].singleSquare();
  if (king !== undefined) guards = guards.union(kingAttacks(king));
  // The other king takes only where it may step: not on a square a wall pawn guards.
  let danger = kingDilate(kings[them]).intersect(kingPassable[them]);
  for (const piece of pieces[them]) danger = danger.union(piece.attacks);
  for (const piece of pieces[color]) {
    const square = piece.square;
    if (square === undefined || piece.region.moreThanOne() || danger.has(square)) continue;
    const contact = piece.role === 'knight' ? knightAttacks(square) : kingAttacks(square);
    guards = guards.union(contact.intersect(attacksFrom(piece.role, square, SquareSet.empty())));
  }
  return guards;
}

/** The futures of a position's pieces, when every pawn stays on its file. */
export interface PawnFutures {
  /** Pawns and pieces that never move and are never taken: lines stop at them. */
  readonly walls: SquareSet;
  /** Squares each king can ever stand on. */
  readonly kings: { readonly [c in Color]: SquareSet };
  /** Each side's knights, bishops, rooks, queens, and pawns (region: the pawn's path). */
  readonly pieces: { readonly [c in Color]: readonly Reaching[] };
  /** Squares the king of each side may enter: not a wall, not attacked by a wall pawn of the other side. */
  readonly kingPassable: { readonly [c in Color]: SquareSet };
  /** Whether each side can only ever make king steps (no pawn or piece move, no castling). */
  readonly kingOnly: { readonly [c in Color]: boolean };
  /** Whether each side might still castle (a king move of two squares, with a rook move). */
  readonly castles: { readonly [c in Color]: boolean };
}

interface PawnInfo {
  readonly square: Square;
  readonly color: Color;
  path: SquareSet;
  attacks: SquareSet;
  removable: boolean;
}

const forward = (color: Color): number => (color === 'white' ? 8 : -8);
const lastRank = (color: Color): number => (color === 'white' ? 7 : 0);

/**
 * Computes each pawn's path: squares ahead up to the first pawn it can never pass (a pawn of the
 * other side that is never taken, or a pawn of its own side that never moves, or a piece in
 * `stuck`). `false` when a pawn could reach its last rank.
 */
function computePaths(
  pawns: PawnInfo[],
  bySquare: Map<Square, PawnInfo>,
  stuck: SquareSet,
): boolean {
  // Pawns nearest to their goal first: a pawn's path depends on its own pawns ahead.
  const whites = pawns.filter((p) => p.color === 'white').sort((a, b) => b.square - a.square);
  const blacks = pawns.filter((p) => p.color === 'black').sort((a, b) => a.square - b.square);
  const order = [...whites, ...blacks];
  for (const pawn of order) {
    let path = SquareSet.fromSquare(pawn.square);
    let attacks = pawnAttacks(pawn.color, pawn.square);
    for (let square = pawn.square + forward(pawn.color); ; square += forward(pawn.color)) {
      if (stuck.has(square)) break; // a piece that never moves
      const other = bySquare.get(square);
      if (other && !other.removable) {
        if (other.color !== pawn.color) break;
        if (other.path.size() === 1) break; // an own pawn that never moves
      }
      if (square >> 3 === lastRank(pawn.color)) return false;
      path = path.with(square);
      attacks = attacks.union(pawnAttacks(pawn.color, square));
    }
    pawn.path = path;
    pawn.attacks = attacks;
  }
  return true;
}

/** The set plus every square below (`down`) or above it on the same file. */
function fileFill(set: SquareSet, down: boolean): SquareSet {
  let fill = set;
  for (const shift of [8, 16, 32]) fill = fill.union(down ? fill.shr64(shift) : fill.shl64(shift));
  return fill;
}

/**
 * Pieces (not kings) that cannot move right now: every square they attack is occupied. Candidates
 * only: `pawnFutures` keeps those that stay immobile once the walls are known.
 */
function immobileCandidates(board: Board): SquareSet {
  let candidates = SquareSet.empty();
  for (const role of PIECE_ROLES) {
    for (const square of board.byRole[role]) {
      if (attacksFrom(role, square, board.occupied).subsetOf(board.occupied))
        candidates = candidates.with(square);
    }
  }
  return candidates;
}

/**
 * True when `color` can only ever move its king: its pawns never move (frozen walls, and
 * `pawnFutures` gives up on any pawn capture), its pieces have nowhere to go, it never castles.
 */
function movesOnlyKing(
  color: Color,
  pawns: readonly PawnInfo[],
  pieces: { readonly [c in Color]: readonly Reaching[] },
  castles: { readonly [c in Color]: boolean },
): boolean {
  if (castles[color]) return false;
  for (const pawn of pawns)
    if (pawn.color === color && (pawn.removable || pawn.path.moreThanOne())) return false;
  return pieces[color].every((piece) => !piece.region.moreThanOne());
}

/**
 * The squares a king on `king` can ever stand on. A king in check from a wall pawn must step
 * away now (the other king, on `otherKing`, has not moved yet) and can never come back.
 */
function kingSquares(
  king: Square,
  otherKing: Square | undefined,
  passable: SquareSet,
  wallAttacks: SquareSet,
): SquareSet {
  if (!wallAttacks.has(king) || otherKing === undefined) return kingRegion(king, passable);
  let region = SquareSet.fromSquare(king);
  const steps = kingAttacks(king)
    .intersect(passable)
    .diff(kingDilate(SquareSet.fromSquare(otherKing)));
  for (const step of steps)
    if (!region.has(step)) region = region.union(kingRegion(step, passable));
  return region;
}

/** The futures of `board`'s pieces, or `undefined` when a pawn could capture or promote. */
export function pawnFutures(board: Board, epCapturePossible: boolean): PawnFutures | undefined {
  if (epCapturePossible) return undefined;
  const whitePawns = board.pieces('white', 'pawn');
  const blackPawns = board.pieces('black', 'pawn');
  // Quick exit: a pawn can take a pawn right now.
  if (
    whitePawns
      .intersect(NOT_FILE_H)
      .shl64(9)
      .union(whitePawns.intersect(NOT_FILE_A).shl64(7))
      .intersects(blackPawns)
  ) {
    return undefined;
  }
  // Pieces standing first in front of a pawn: assumed never to move, then checked.
  let stuck = SquareSet.empty();
  const pieceSquares = board.occupied.diff(board.byRole.pawn);
  for (const color of ['white', 'black'] as const) {
    for (const square of board.pieces(color, 'pawn')) {
      for (let ahead = square + forward(color); ahead >= 0 && ahead < 64; ahead += forward(color)) {
        if (board.byRole.pawn.has(ahead)) break;
        if (pieceSquares.has(ahead)) {
          stuck = stuck.with(ahead);
          break;
        }
      }
    }
  }
  // Quick exit: a pawn with no enemy pawn nor piece ahead on its file could promote.
  const blockers = { white: blackPawns.union(stuck), black: whitePawns.union(stuck) };
  if (
    !whitePawns.subsetOf(fileFill(blockers.white, true)) ||
    !blackPawns.subsetOf(fileFill(blockers.black, false))
  ) {
    return undefined;
  }
  // So are pieces with no empty square to go to (a greatest fixpoint: pieces that only block
  // one another stay stuck).
  stuck = stuck.union(immobileCandidates(board));
  const pawns: PawnInfo[] = [];
  const bySquare = new Map<Square, PawnInfo>();
  for (const color of ['white', 'black'] as const) {
    for (const square of board.pieces(color, 'pawn')) {
      const info: PawnInfo = {
        square,
        color,
        path: SquareSet.empty(),
        attacks: SquareSet.empty(),
        removable: false,
      };
      pawns.push(info);
      bySquare.set(square, info);
    }
  }
  for (;;) {
    if (!computePaths(pawns, bySquare, stuck)) return undefined;
    let walls = stuck;
    const wallAttacks = { white: SquareSet.empty(), black: SquareSet.empty() };
    const paths = { white: SquareSet.empty(), black: SquareSet.empty() };
    const pathAttacks = { white: SquareSet.empty(), black: SquareSet.empty() };
    for (const pawn of pawns) {
      paths[pawn.color] = paths[pawn.color].union(pawn.path);
      pathAttacks[pawn.color] = pathAttacks[pawn.color].union(pawn.attacks);
      if (!pawn.removable && pawn.path.size() === 1) {
        walls = walls.with(pawn.square);
        wallAttacks[pawn.color] = wallAttacks[pawn.color].union(pawn.attacks);
      }
    }
    // A pawn that could ever take a pawn leaves its file: give up.
    if (pathAttacks.white.intersects(paths.black) || pathAttacks.black.intersects(paths.white))
      return undefined;

    const open = walls.complement();
    const kings = { white: SquareSet.empty(), black: SquareSet.empty() };
    const kingPassable = { white: SquareSet.empty(), black: SquareSet.empty() };
    const pieces: { [c in Color]: Reaching[] } = { white: [], black: [] };
    const reachOf = new Map<Square, PieceReach>();
    // Squares of each side's pawn paths where a piece of the other side could take the pawn.
    const takeable = { white: SquareSet.empty(), black: SquareSet.empty() };
    for (const color of ['white', 'black'] as const) {
      const them = opposite(color);
      const king = board.kingOf(color);
      if (king === undefined) return undefined; // a pawn never takes a king: a check only moves it
      kingPassable[color] = open.diff(wallAttacks[them]);
      kings[color] = kingSquares(king, board.kingOf(them), kingPassable[color], wallAttacks[them]);
      for (const role of PIECE_ROLES) {
        for (const square of board.pieces(color, role)) {
          const reach = pieceReach(role, square, walls, open);
          // A pawn could take the piece: give up.
          if (reach.region.intersects(pathAttacks[them])) return undefined;
          takeable[them] = takeable[them].union(reach.attacks.intersect(paths[them]));
          pieces[color].push({ role, square, ...reach });
          reachOf.set(square, reach);
        }
      }
    }
    // Squares each side guards for ever (by a wall pawn, or a piece or king that can never move
    // nor be taken): the other king never takes there.
    const guards = {
      white: wallAttacks.white.union(permanentGuards('white', kings, kingPassable, pieces)),
      black: wallAttacks.black.union(permanentGuards('black', kings, kingPassable, pieces)),
    };
    const castles = {
      white: mayAnyCastle(board, 'white', walls),
      black: mayAnyCastle(board, 'black', walls),
    };
    const kingOnly = {
      white: movesOnlyKing('white', pawns, pieces, castles),
      black: movesOnlyKing('black', pawns, pieces, castles),
    };
    for (const color of ['white', 'black'] as const) {
      const them = opposite(color);
      let kingTakes = kingDilate(kings[color])
        .intersect(paths[them])
        .diff(walls.intersect(guards[them]));
      // Taking a pawn of a side that has no other move left may stalemate it: the game ends there.
      if (kingOnly[them] && kingTakes.nonEmpty()) {
        kingTakes = kingTakes.diff(
          stalematingCaptures(kingTakes.intersect(walls), {
            ownerKing: kings[them],
            ownerPassable: kingPassable[them],
            takerKing: kings[color],
            takerRoles: pieces[color].map((piece) => piece.role),
            walls,
          }),
        );
      }
      takeable[them] = takeable[them].union(kingTakes);
    }
    // Check the assumption: a stuck piece has nowhere to go and cannot be taken.
    let wrong = SquareSet.empty();
    // Where each side's pieces may be taken: by a pawn, an unguarded king step or a piece.
    const exposed = { white: SquareSet.empty(), black: SquareSet.empty() };
    for (const color of ['white', 'black'] as const) {
      const them = opposite(color);
      exposed[color] = pathAttacks[them].union(kingDilate(kings[them]).diff(guards[color]));
      for (const piece of pieces[them]) exposed[color] = exposed[color].union(piece.attacks);
    }
    for (const square of stuck) {
      const color = board.getColor(square)!;
      const region = board.byRole.king.has(square) ? kings[color] : reachOf.get(square)!.region;
      const takeable = exposed[color];
      if (
        region.moreThanOne() ||
        (!board.byRole.king.has(square) && takeable.has(square)) ||
        (board.byRole.rook.has(square) && mayCastle(board, square, walls))
      )
        wrong = wrong.with(square);
    }
    if (wrong.nonEmpty()) {
      stuck = stuck.diff(wrong);
      continue;
    }
    let changed = false;
    for (const pawn of pawns) {
      if (!pawn.removable && pawn.path.intersects(takeable[pawn.color])) {
        pawn.removable = true;
        changed = true;
      }
    }
    if (changed) continue;
    for (const pawn of pawns)
      pieces[pawn.color].push({ role: 'pawn', region: pawn.path, attacks: pawn.attacks });
    return { walls, kings, pieces, kingPassable, kingOnly, castles };
  }
}
