/**
 * Is a `Setup` a position that can arise in a game (L-3.10)? `validateSetup` lists every
 * problem with a stable code; `normalizeSetup` drops the castling rights and the e.p. square
 * that cannot be right, which is what lenient callers do instead of rejecting.
 *
 * Attacks are found with the move generator's tables, so a setup is judged by the same geometry
 * it will be played with. This module sits below `Position` (whose `fromSetup` calls
 * `validateSetup`, then `normalizeSetup`).
 * @packageDocumentation
 */
import {
  type Board,
  ChesslawsError,
  COLORS,
  type Color,
  makeSquare,
  opposite,
  type Role,
  type Square,
  SquareSet,
} from '@chesslaws/board';
import { BLACK, fillBitboards, WHITE } from './codes.js';
import { attackersOf as fastAttackersOf } from './movegen.js';
import type { Setup } from './setup.js';
import { BETWEEN_HI, BETWEEN_LO, LINE_HI, LINE_LO } from './tables.js';
import type { Variant } from './variant.js';

/**
 * What can be wrong with a setup:
 * - `ERR_EMPTY`: no pieces at all;
 * - `ERR_KINGS`: a side has no king or more than one;
 * - `ERR_PAWNS_ON_BACKRANK`: a pawn on rank 1 or 8;
 * - `ERR_OPPOSITE_CHECK`: the side not to move is in check (it could be captured);
 * - `ERR_IMPOSSIBLE_CHECK`: the side to move is in a check that no last move could have given
 *   (more than two checkers, two checkers on one line with the king, two checking pawns or
 *   knights, or a check that the double step behind the e.p. square cannot explain);
 * - `ERR_CASTLING_RIGHTS`: a castling right whose king or rook is not where it started (L-3.8);
 * - `ERR_EP_SQUARE`: an e.p. square that no double step of the last move can explain (L-3.7);
 * - `ERR_TOO_MUCH_MATERIAL`: more than 16 pieces or 8 pawns of a side, or more promoted
 *   pieces than missing pawns;
 * - `ERR_VARIANT`: against a rule of the variant played (see `PositionOptions.variant`).
 */
export type PositionErrorCode =
  | 'ERR_EMPTY'
  | 'ERR_KINGS'
  | 'ERR_PAWNS_ON_BACKRANK'
  | 'ERR_OPPOSITE_CHECK'
  | 'ERR_IMPOSSIBLE_CHECK'
  | 'ERR_CASTLING_RIGHTS'
  | 'ERR_EP_SQUARE'
  | 'ERR_TOO_MUCH_MATERIAL'
  | 'ERR_VARIANT';

/** One thing wrong with a setup. */
export interface PositionProblem {
  /** Stable code: switch on this, not on `message`. */
  code: PositionErrorCode;
  /** What is wrong, in words, naming squares (e.g. `'castling right on h1, but no white rook stands there'`). */
  message: string;
  /** The squares involved (checkers, misplaced pawns, dropped rights...), when there are any. */
  squares?: Square[];
}

/** How strictly to judge a setup. */
export interface PositionOptions {
  /** Chess960 castling: any rook of the back rank, the king between its rooks (default `false`). */
  chess960?: boolean;
  /**
   * `'strict'` (default) reports every problem. `'lenient'` waives `ERR_IMPOSSIBLE_CHECK` and
   * `ERR_TOO_MUCH_MATERIAL`, and also `ERR_CASTLING_RIGHTS` and `ERR_EP_SQUARE`: the bad rights
   * and e.p. square are then dropped by `normalizeSetup` (what chessops and python-chess do).
   */
  mode?: 'strict' | 'lenient';
  /**
   * Problems to waive on top of the mode (as shakmaty's `ignore_*`). Waived castling and e.p.
   * problems are normalized away; other waived problems stay in the position as they are.
   */
  ignore?: readonly PositionErrorCode[];
  /**
   * The variant to judge and play the setup by (default standard chess, or Chess960 with
   * `chess960`): its `validate` hook decides which problems stand, and its FEN extensions
   * (pockets, check counters) are read.
   */
  variant?: Variant;
}

/**
 * Throws `ERR_POSITION_OPTIONS` (a `ChesslawsError` naming the field) for an option
 * `Position.fromFen` / `fromSetup` does not have, or a value it cannot take: a misspelt
 * `chess96: true` would otherwise be ignored and the position read as standard chess.
 */
export function checkPositionOptions(opts: unknown): void {
  const fail = (field: string, message: string) => {
    throw new ChesslawsError('ERR_POSITION_OPTIONS', message, { field });
  };
  if (typeof opts !== 'object' || opts === null)
    fail('(options)', 'position options must be an object like { chess960: true }');
  const o = opts as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    const value = o[key];
    if (value === undefined) continue;
    if (key === 'chess960') {
      if (typeof value !== 'boolean') fail(key, 'chess960 must be true or false');
    } else if (key === 'mode') {
      if (value !== 'strict' && value !== 'lenient')
        fail(key, "mode must be 'strict' or 'lenient'");
    } else if (key === 'ignore') {
      if (!Array.isArray(value))
        fail(key, "ignore must be a list of problem codes, like ['ERR_KINGS']");
    } else if (key === 'variant') {
      if (typeof value !== 'object' || value === null)
        fail(key, 'variant must be a Variant object');
    } else
      fail(
        key,
        `no position option '${key.slice(0, 40)}' (they are chess960, mode, ignore, variant)`,
      );
  }
}

/** The problems `mode: 'lenient'` waives. */
export const LENIENT_WAIVED: readonly PositionErrorCode[] = [
  'ERR_IMPOSSIBLE_CHECK',
  'ERR_TOO_MUCH_MATERIAL',
  'ERR_CASTLING_RIGHTS',
  'ERR_EP_SQUARE',
];

/**
 * A setup that is not a legal position (L-3.10). `problems` lists all of them, and the
 * message names their codes, e.g. `'illegal position: ERR_KINGS (Black has no king)'`.
 */
export class PositionError extends ChesslawsError<'ERR_POSITION'> {
  /** Everything that is wrong, in a stable order (the order of `PositionErrorCode`). */
  readonly problems: readonly PositionProblem[];

  /** Wraps the problems `validateSetup` found (at least one). */
  constructor(problems: readonly PositionProblem[]) {
    super(
      'ERR_POSITION',
      `illegal position: ${problems.map((p) => `${p.code} (${p.message})`).join('; ')}`,
    );
    this.problems = problems;
  }

  /** The distinct codes of the problems, in order. */
  get codes(): PositionErrorCode[] {
    return [...new Set(this.problems.map((p) => p.code))];
  }
}

/**
 * Every problem of `setup` that `opts` does not waive; an empty list means a legal position.
 * Never throws. Problems come in the order of `PositionErrorCode`.
 */
export function validateSetup(setup: Setup, opts: PositionOptions = {}): PositionProblem[] {
  const waived = new Set<PositionErrorCode>(opts.ignore ?? []);
  if (opts.mode === 'lenient') for (const code of LENIENT_WAIVED) waived.add(code);
  const engine = opts.variant?.engine;
  // A variant's engine knows its own rules of a legal position (its pieces, its royal piece)
  // and asks the variant's `validate` hook.
  const problems = engine ? engine.validate(setup, opts) : standardProblems(setup, opts);
  return problems.filter((p) => !waived.has(p.code));
}

/** The problems of `setup` by standard chess's rules (Chess960's castling with `chess960`). @internal */
export function standardProblems(setup: Setup, opts: PositionOptions = {}): PositionProblem[] {
  return findProblems(setup, opts.chess960 ?? opts.variant?.chess960 ?? false);
}

/**
 * A copy of `setup` without the castling rights and e.p. square that cannot be right (those
 * `ERR_CASTLING_RIGHTS` and `ERR_EP_SQUARE` complain about). Only `opts.chess960` matters here.
 * The board object is shared with the input, not copied.
 */
export function normalizeSetup(setup: Setup, opts: PositionOptions = {}): Setup {
  const variant = opts.variant;
  // A variant's engine knows its castling pieces (and whether it castles at all).
  const castlingRights = variant?.engine
    ? variant.engine.castlingRights(setup, opts)
    : validCastlingRights(setup, opts.chess960 ?? variant?.chess960 ?? false);
  const epSquare =
    setup.epSquare !== undefined && isValidEpSquare(setup) ? setup.epSquare : undefined;
  if (castlingRights.equals(setup.castlingRights) && epSquare === setup.epSquare)
    return { ...setup };
  return { ...setup, castlingRights, epSquare };
}

const colorName = (color: Color): string => (color === 'white' ? 'White' : 'Black');
const squareList = (squares: Iterable<Square>): string => [...squares].map(makeSquare).join(', ');

function findProblems(setup: Setup, chess960: boolean): PositionProblem[] {
  const { board, turn } = setup;
  const problems: PositionProblem[] = [];

  if (board.occupied.isEmpty()) problems.push({ code: 'ERR_EMPTY', message: 'the board is empty' });

  for (const color of COLORS) {
    const kings = board.pieces(color, 'king');
    if (kings.isEmpty())
      problems.push({ code: 'ERR_KINGS', message: `${colorName(color)} has no king`, squares: [] });
    else if (kings.moreThanOne()) {
      problems.push({
        code: 'ERR_KINGS',
        message: `${colorName(color)} has ${kings.size()} kings (${squareList(kings)})`,
        squares: kings.toArray(),
      });
    }
  }

  const backrankPawns = board.byRole.pawn.intersect(
    SquareSet.backrank('white').union(SquareSet.backrank('black')),
  );
  if (backrankPawns.nonEmpty()) {
    problems.push({
      code: 'ERR_PAWNS_ON_BACKRANK',
      message: `pawn${backrankPawns.moreThanOne() ? 's' : ''} on the first or eighth rank (${squareList(backrankPawns)})`,
      squares: backrankPawns.toArray(),
    });
  }

  const theirKing = board.kingOf(opposite(turn));
  if (theirKing !== undefined) {
    const attackers = attackersOf(board, theirKing, turn);
    if (attackers.nonEmpty()) {
      problems.push({
        code: 'ERR_OPPOSITE_CHECK',
        message: `${colorName(opposite(turn))} is not to move but its king on ${makeSquare(theirKing)} is in check from ${squareList(attackers)}`,
        squares: [theirKing, ...attackers],
      });
    }
  }

  const impossibleCheck = findImpossibleCheck(setup);
  if (impossibleCheck) problems.push(impossibleCheck);

  const validRights = validCastlingRights(setup, chess960);
  const badRights = setup.castlingRights.diff(validRights);
  if (badRights.nonEmpty()) {
    problems.push({
      code: 'ERR_CASTLING_RIGHTS',
      message: [...badRights].map((sq) => castlingComplaint(setup, sq, chess960)).join('; '),
      squares: badRights.toArray(),
    });
  }

  if (setup.epSquare !== undefined && !isValidEpSquare(setup)) {
    problems.push({
      code: 'ERR_EP_SQUARE',
      message: epComplaint(setup),
      squares: [setup.epSquare],
    });
  }

  for (const color of COLORS) {
    const complaint = materialComplaint(board, color);
    if (complaint) {
      problems.push({
        code: 'ERR_TOO_MUCH_MATERIAL',
        message: complaint,
        squares: board.byColor[color].toArray(),
      });
    }
  }
  return problems;
}

// The board as bitboards by piece code, for the move generator's attack test.
const bitboards = { bbLo: new Int32Array(16), bbHi: new Int32Array(16) };

/** Pieces of `attacker` that attack `square` (pins do not matter, L-3.1). */
function attackersOf(board: Board, square: Square, attacker: Color): SquareSet {
  fillBitboards(board, bitboards);
  const { lo, hi } = board.occupied;
  const by = attacker === 'white' ? WHITE : BLACK;
  const [attackersLo, attackersHi] = fastAttackersOf(bitboards, square, by, lo, hi);
  return new SquareSet(attackersLo, attackersHi);
}

/** Squares strictly between `a` and `b` on a line; empty if they are not aligned. */
const between = (a: Square, b: Square): SquareSet =>
  new SquareSet(BETWEEN_LO[a * 64 + b]!, BETWEEN_HI[a * 64 + b]!);

/** The whole line through `a` and `b`, edge to edge; empty if they are not aligned. */
const line = (a: Square, b: Square): SquareSet =>
  new SquareSet(LINE_LO[a * 64 + b]!, LINE_HI[a * 64 + b]!);

/**
 * The check the side to move is in, when no last move could have given it. The last move
 * either gave check with the moved piece or uncovered a slider behind it (or both), so: at
 * most two checkers, not on one line with the king, not two pawns or knights; and after a
 * double step (e.p. square set) only the pushed pawn or a slider it uncovered can check.
 */
function findImpossibleCheck(setup: Setup): PositionProblem | undefined {
  const { board, turn } = setup;
  const king = board.kingOf(turn);
  if (king === undefined) return undefined;
  const checkers = attackersOf(board, king, opposite(turn));
  if (checkers.isEmpty()) return undefined;
  const squares = checkers.toArray();
  const fail = (why: string): PositionProblem => ({
    code: 'ERR_IMPOSSIBLE_CHECK',
    message: `${colorName(turn)}'s king on ${makeSquare(king)} is in check from ${squareList(squares)}, which no last move can give: ${why}`,
    squares,
  });

  if (setup.epSquare !== undefined && isValidEpSquare(setup)) {
    const pushedTo = turn === 'white' ? setup.epSquare - 8 : setup.epSquare + 8;
    const pushedFrom = turn === 'white' ? setup.epSquare + 8 : setup.epSquare - 8;
    const doubleStep = `the last move was the double step ${makeSquare(pushedFrom)}-${makeSquare(pushedTo)} (e.p. square), which`;
    if (checkers.moreThanOne()) return fail(`${doubleStep} gives one check at most`);
    const checker = squares[0]!;
    if (checker !== pushedTo && !between(checker, king).has(pushedFrom))
      return fail(`${doubleStep} neither gives nor uncovers this check`);
    return undefined;
  }

  if (squares.length > 2) return fail(`${squares.length} checkers, a move gives two at most`);
  if (squares.length === 2) {
    const [a, b] = squares as [Square, Square];
    if (line(a, king).has(b)) return fail('both checkers stand on one line with the king');
    const sliders = board.rooksAndQueens().union(board.bishopsAndQueens());
    if (!sliders.has(a) && !sliders.has(b))
      return fail('a double check needs a sliding piece that was uncovered');
  }
  return undefined;
}

/** The back-rank square of a file for `color`. */
const backrankSquare = (color: Color, file: number): Square =>
  color === 'white' ? file : 56 + file;

/**
 * The castling rights of `setup` whose king and rook stand where they started (L-3.8).
 * Standard chess: king on e1/e8, own rooks in the corners. Chess960 (L-G2): king and own rook on
 * the back rank, at most one right on each side of the king (the outermost rook is kept). Like
 * shakmaty and chessops, Chess960 rights are judged per side, so a king on the h-file keeping an
 * a-side right, or kings on different files, pass (perft suites rely on it). A variant may
 * castle other pieces (`kingRole`, `rookRole`); where a side has several kings, the one on
 * e1/e8 castles (Chess960: the only one on the back rank).
 * @internal
 */
export function validCastlingRights(
  setup: Setup,
  chess960: boolean,
  kingRole: Role = 'king',
  rookRole: Role = 'rook',
): SquareSet {
  const { board, castlingRights } = setup;
  let kept = SquareSet.empty();
  for (const color of COLORS) {
    const backrank = SquareSet.backrank(color);
    const kings = board.pieces(color, kingRole).intersect(backrank);
    const home = backrankSquare(color, 4);
    const king = chess960 ? kings.singleSquare() : kings.has(home) ? home : undefined;
    if (king === undefined) continue;
    const candidates = castlingRights.intersect(backrank).intersect(board.pieces(color, rookRole));
    if (!chess960) {
      if ((king & 7) === 4) kept = kept.union(candidates.intersect(SquareSet.corners()));
      continue;
    }
    const queenSide = lowestBelow(candidates, king);
    const kingSide = highestAbove(candidates, king);
    if (queenSide !== undefined) kept = kept.with(queenSide);
    if (kingSide !== undefined) kept = kept.with(kingSide);
  }
  return kept;
}

/** The lowest square of `set` on a lower file than `king` (same rank assumed). */
function lowestBelow(set: SquareSet, king: Square): Square | undefined {
  for (const sq of set) if ((sq & 7) < (king & 7)) return sq;
  return undefined;
}

/** The highest square of `set` on a higher file than `king` (same rank assumed). */
function highestAbove(set: SquareSet, king: Square): Square | undefined {
  for (const sq of set.reversed()) if ((sq & 7) > (king & 7)) return sq;
  return undefined;
}

/** Why the castling right on `square` is not valid, in words. */
function castlingComplaint(setup: Setup, square: Square, chess960: boolean): string {
  const { board } = setup;
  const right = `castling right on ${makeSquare(square)}`;
  const color: Color | undefined = square < 8 ? 'white' : square >= 56 ? 'black' : undefined;
  if (color === undefined) return `${right}, which is not on a back rank`;
  if (!board.pieces(color, 'rook').has(square))
    return `${right}, but no ${color} rook stands there`;
  const who = colorName(color);
  const king = board.kingOf(color);
  if (king === undefined) return `${right}, but ${who} has no single king`;
  const kingIsOn = `${right}, but ${who}'s king is on ${makeSquare(king)}`;
  if (!chess960) {
    const home = backrankSquare(color, 4);
    return king !== home
      ? `${kingIsOn}, not ${makeSquare(home)} (use chess960 for other arrays)`
      : `${right}: in standard chess only the corner rooks can castle (use chess960 for inner rooks)`;
  }
  if ((king & 56) !== (square & 56)) return `${kingIsOn}, off its back rank`;
  return `${right}: another rook on the same side of the king keeps the right (one per side)`;
}

/** True when the e.p. square of `setup` fits a double step just played by the side not to move. */
function isValidEpSquare(setup: Setup): boolean {
  const ep = setup.epSquare;
  if (ep === undefined || !Number.isInteger(ep)) return false;
  const mover = opposite(setup.turn);
  if (ep >> 3 !== (setup.turn === 'white' ? 5 : 2) || ep < 0 || ep > 63) return false;
  const pushedTo = setup.turn === 'white' ? ep - 8 : ep + 8;
  const pushedFrom = setup.turn === 'white' ? ep + 8 : ep - 8;
  const { board } = setup;
  return (
    board.pieces(mover, 'pawn').has(pushedTo) &&
    !board.occupied.has(ep) &&
    !board.occupied.has(pushedFrom)
  );
}

/** Why the e.p. square of `setup` is not valid, in words. */
function epComplaint(setup: Setup): string {
  const ep = setup.epSquare!;
  if (!Number.isInteger(ep) || ep < 0 || ep > 63) return `e.p. square ${ep} is not a square`;
  const named = `e.p. square ${makeSquare(ep)}`;
  const rank = setup.turn === 'white' ? 6 : 3;
  const mover = opposite(setup.turn);
  if ((ep >> 3) + 1 !== rank) {
    return `${named} is not on rank ${rank}, where a ${mover} double step with ${setup.turn} to move leaves it`;
  }
  const pushedTo = setup.turn === 'white' ? ep - 8 : ep + 8;
  const pushedFrom = setup.turn === 'white' ? ep + 8 : ep - 8;
  if (!setup.board.pieces(mover, 'pawn').has(pushedTo))
    return `${named}, but no ${mover} pawn stands on ${makeSquare(pushedTo)} after a double step`;
  if (setup.board.occupied.has(ep))
    return `${named} is occupied, but a double step passes over an empty square`;
  return `${named}, but ${makeSquare(pushedFrom)}, where the double step started, is occupied`;
}

/** Why `color` has more material than a game can give it, or `undefined`. */
function materialComplaint(board: Board, color: Color): string | undefined {
  const own = board.byColor[color];
  const count = (role: 'pawn' | 'knight' | 'rook' | 'queen'): number =>
    board.pieces(color, role).size();
  const bishops = board.pieces(color, 'bishop');
  const lightBishops = bishops.intersect(SquareSet.lightSquares()).size();
  const pawns = count('pawn');
  // Each piece beyond the initial set (one queen, two rooks, two knights, a bishop per square colour) was a pawn.
  const promoted =
    Math.max(0, count('queen') - 1) +
    Math.max(0, count('rook') - 2) +
    Math.max(0, count('knight') - 2) +
    Math.max(0, lightBishops - 1) +
    Math.max(0, bishops.size() - lightBishops - 1);
  const reasons: string[] = [];
  if (own.size() > 16) reasons.push(`${own.size()} pieces (at most 16)`);
  if (pawns > 8) reasons.push(`${pawns} pawns (at most 8)`);
  else if (promoted > 8 - pawns) {
    reasons.push(
      `${promoted} promoted piece${promoted === 1 ? '' : 's'} but only ${8 - pawns} missing pawn${8 - pawns === 1 ? '' : 's'}`,
    );
  }
  return reasons.length > 0 ? `${colorName(color)} has ${reasons.join(' and ')}` : undefined;
}
