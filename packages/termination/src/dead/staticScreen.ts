/**
 * A screen in front of the static proof of unwinnability (`staticUnwinnability.ts`): one pass
 * over the position's mailbox (`scannedBoard.ts`; no `Board`, no `SquareSet`, nothing allocated)
 * and some integer operations on bitboard halves show, for nearly every game position, that
 * the static proof cannot succeed, so it need not run.
 *
 * What the screen shows is a fact about the static proof, not about chess: each flag names a
 * step of `pawnFutures` or of the mate patterns whose outcome is certain. A screened answer is
 * the unscreened answer, bit for bit, and no dead position the proof finds is ever missed.
 *
 * {@link PAWNS_OPEN}: `pawnFutures` gives up (`undefined`): a pawn could promote, take a pawn or
 * take a piece in every future its analysis allows (`pawnBreakout.ts` has the argument). Then
 * only material proves anything (there are pawns, so no lone-piece case either).
 *
 * {@link WHITE_MATES} / {@link BLACK_MATES}: no pawns and no knight, bishop, rook or queen jammed
 * (each has an empty square to move to). Then `pawnFutures` has no walls: kings, knights, rooks
 * and queens range over the whole board, bishops over their square colour, and a piece covers
 * (the `others` of the mate patterns) every square it attacks from anywhere in its range. The
 * mate patterns then hold a mate for the side (so the static proof fails for it, and neither
 * insufficient material nor `lonePieceMates` applies) when it has:
 * - a rook or queen: the back-rank mate on a8, the piece checking from a1 (covering a7), the
 *   winner's king on c7 (covering b7 and b8; a7 is also a square a lone king may have come from);
 * - two minor pieces, one a knight, or bishops of both colours: a knight covers every square,
 *   and a bishop checking a8 from c6 covers b7 while one of the other colour covers a7 and b8;
 * - bishops of one colour only, against a knight or a bishop of the other colour: the light
 *   bishop checks a8 from c6 (covering b7), the king on b6 covers a7, and the loser's piece
 *   blocks b8 (the dark bishop's mirror: h8, f6, g6, g8);
 * - a lone knight, against a knight, bishop or rook: it checks a8 from c7 with the king on b6
 *   and a blocker on b8, or h8 from f7 with the king on g6 and a blocker on g8 (light squares).
 *
 * {@link WHITE_INSUFFICIENT} / {@link BLACK_INSUFFICIENT}: `hasInsufficientMaterial` holds for
 * the side, by the same rules counted on the scan.
 */
import type { ReadonlyPosition } from '@chesslaws/moves';
import { anyPieceJammed, pawnsSurelyBreakOut } from './pawnBreakout.js';
import { B, BI, count, countOn, HI, LIGHT, LO, N, P, Q, R, scan, W } from './scannedBoard.js';

/** `pawnFutures` surely gives up: a pawn could promote, take a pawn or take a piece. */
export const PAWNS_OPEN = 1;
/** White has insufficient material (`hasInsufficientMaterial`, computed from the scan). */
export const WHITE_INSUFFICIENT = 2;
/** Black has insufficient material (`hasInsufficientMaterial`, computed from the scan). */
export const BLACK_INSUFFICIENT = 4;
/** No pawns, no piece jammed, and White's material has a mate pattern: the static proof fails for White. */
export const WHITE_MATES = 8;
/** No pawns, no piece jammed, and Black's material has a mate pattern: the static proof fails for Black. */
export const BLACK_MATES = 16;

/**
 * True when, on a pawnless board without walls, the material of `side` against that of `other`
 * (colour offsets) has one of the mate patterns of the module doc.
 */
function hasOpenBoardMate(side: number, other: number): boolean {
  if (count(side, R) + count(side, Q) > 0) return true;
  const knights = count(side, N);
  const light = countOn(side, BI, LIGHT);
  const dark = countOn(side, BI, ~LIGHT);
  if (knights + light + dark >= 2 && (knights > 0 || (light > 0 && dark > 0))) return true;
  if (knights === 0 && light + dark > 0) {
    const otherColour = countOn(other, BI, light > 0 ? ~LIGHT : LIGHT);
    return count(other, N) + otherColour > 0;
  }
  if (knights === 1 && light + dark === 0)
    return count(other, N) + count(other, BI) + count(other, R) > 0;
  return false;
}

/**
 * `hasInsufficientMaterial` for `side` against `other` (colour offsets) on the last scan, rule
 * for rule: a pawn, rook or queen suffices; a bare king does not; against a bare king, one minor
 * piece or bishops of one colour do not; against anything but bishops, a knight or bishops do;
 * against bishops, bishops of one colour with them do not.
 */
function insufficient(side: number, other: number): boolean {
  const heavy = LO[side | P]! | HI[side | P]! | LO[side | R]! | HI[side | R]! | LO[side | Q]!;
  if ((heavy | HI[side | Q]!) !== 0) return false;
  const knights = count(side, N);
  const light = countOn(side, BI, LIGHT);
  const dark = countOn(side, BI, ~LIGHT);
  if (knights + light + dark === 0) return true;
  const theirBishops = count(other, BI);
  const theirs = count(other, P) + count(other, N) + count(other, R) + count(other, Q);
  if (theirs + theirBishops === 0) {
    if (knights + light + dark === 1) return true;
    return knights === 0 && (light === 0 || dark === 0);
  }
  if (knights > 0 || theirs > 0) return false;
  return light + countOn(other, BI, LIGHT) === 0 || dark + countOn(other, BI, ~LIGHT) === 0;
}

/** The insufficient-material flags of the last scan. */
function materialFlags(): number {
  return (
    (insufficient(W, B) ? WHITE_INSUFFICIENT : 0) | (insufficient(B, W) ? BLACK_INSUFFICIENT : 0)
  );
}

/**
 * The material flags of `pos` alone ({@link WHITE_INSUFFICIENT}, {@link BLACK_INSUFFICIENT}):
 * one scan, nothing allocated.
 */
export function screenMaterial(pos: ReadonlyPosition): number {
  scan(pos);
  return materialFlags();
}

/**
 * Screens `pos` (see the module doc): a combination of {@link PAWNS_OPEN},
 * {@link WHITE_INSUFFICIENT}, {@link BLACK_INSUFFICIENT}, {@link WHITE_MATES} and
 * {@link BLACK_MATES}. Every flag set is certain; a flag not set proves nothing.
 */
export function screenStaticProof(pos: ReadonlyPosition): number {
  scan(pos);
  let flags = materialFlags();
  const pawnless = (LO[W | P]! | HI[W | P]! | LO[B | P]! | HI[B | P]!) === 0;
  if (!pawnless) return pawnsSurelyBreakOut() ? flags | PAWNS_OPEN : flags;
  // A jammed piece would be a wall: no claim then.
  if (anyPieceJammed()) return flags;
  if (hasOpenBoardMate(W, B)) flags |= WHITE_MATES;
  if (hasOpenBoardMate(B, W)) flags |= BLACK_MATES;
  return flags;
}

/**
 * {@link screenStaticProof} for the dead-position question alone: where pawns surely break out,
 * just {@link PAWNS_OPEN}, the material flags not computed (a side with a pawn never lacks mating
 * material, so they cannot both be set, and the position is not dead by this screen either way).
 * Nearly every position of a game ends here, after a few dozen integer operations.
 */
export function screenDeadPosition(pos: ReadonlyPosition): number {
  scan(pos);
  const pawnless = (LO[W | P]! | HI[W | P]! | LO[B | P]! | HI[B | P]!) === 0;
  if (!pawnless && pawnsSurelyBreakOut()) return PAWNS_OPEN;
  let flags = materialFlags();
  if (!pawnless || anyPieceJammed()) return flags;
  if (hasOpenBoardMate(W, B)) flags |= WHITE_MATES;
  if (hasOpenBoardMate(B, W)) flags |= BLACK_MATES;
  return flags;
}
