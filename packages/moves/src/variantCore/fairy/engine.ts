/**
 * The fairy engine: plays a variant whose pieces are defined by their movement, with any royal
 * piece or none, its own promotion rank and pieces, castling with the pieces it names, and the
 * ends of the national and fairy games (extinction, bare king, the stalemated side losing,
 * n-check, makruk's counting, which termination rules on). Moves come from `generate.ts`;
 * `make` is the board's, plus the check counters and the counting the variant keeps in
 * `pos.vstate`.
 * @internal
 * @packageDocumentation
 */
import { COLORS, type Color, makeSquare, opposite, SquareSet } from '@chesslaws/board';
import type { PieceLetters } from '../../fen.js';
import * as move from '../../move.js';
import type { Position } from '../../position.js';
import type { Setup } from '../../setup.js';
import { type PositionOptions, type PositionProblem, validCastlingRights } from '../../validate.js';
import type { Variant, VariantOutcome } from '../../variant.js';
import type { VariantEngine } from '../engine.js';
import { VARIANT_FEN } from '../fenFields.js';
import { encode, keepCaptures, movesWhere } from '../queries.js';
import { popcount } from '../rays.js';
import { castlingRightsOf, createPosition, withHook } from '../variantPosition.js';
import {
  attackersOf,
  bind,
  type CastleRules,
  checkersOf,
  isAttacked,
  legalMoves,
  type PawnRules,
  pinnedOf,
  royalAttacked,
  royalSquare,
} from './generate.js';
import { buildTables, type FairyTables } from './tables.js';

const MOVE_KIND_MASK = move.MOVE_KIND_MASK;
const MOVE_EN_PASSANT = move.MOVE_EN_PASSANT;
const MOVE_CASTLING = move.MOVE_CASTLING;

/** `vstate[VS_CHECKS + side]`: the checks White (0) and Black (1) still have to give. */
const VS_CHECKS = 0;
/** `vstate[VS_COUNT_LIMIT]`: makruk's counting limit in plies (0: not counting). */
const VS_COUNT_LIMIT = 2;
/** `vstate[VS_COUNT_PLY]`: the plies counted so far. */
const VS_COUNT_PLY = 3;
const VSTATE_SIZE = 4;

const count = (pos: Position, index: number): number =>
  popcount(pos.bbLo[index]!) + popcount(pos.bbHi[index]!);

// Scratch for counting and filtering: a legal-move list is at most a few hundred moves.
const SCRATCH = new Int32Array(1024);

/** The variant's FEN letters, White's then Black's, and the role of each. */
function pieceLetters(variant: Variant): PieceLetters {
  const white = variant.pieces.map((p) => p.letter).join('');
  const roles = variant.pieces.map((p) => p.role);
  return { chars: white + white.toLowerCase(), roles: [...roles, ...roles] };
}

/** The engine of a variant with fairy pieces or ends. */
export function fairyEngine(variant: Variant): VariantEngine {
  const t: FairyTables = buildTables(variant);
  const codeOf = (role: string): number => Math.max(0, variant.pieceRoles.indexOf(role as never));
  const pawns: PawnRules = {
    promotionRank: variant.promotionRank - 1,
    forced: variant.forcedPromotion,
    doubleStep: variant.doubleStep,
  };
  const castle: CastleRules = {
    king: variant.castling ? codeOf(variant.castlingPieces.king) : 0,
    rook: codeOf(variant.castlingPieces.rook),
  };
  const extinct = variant.extinction;
  const extinctCodes = Int32Array.from(
    extinct === undefined || extinct.roles === 'all' ? [] : extinct.roles.map(codeOf),
  );
  const extinctEmpty = extinct !== undefined && extinct.roles !== 'all' && extinct.atMost === 0;
  const checks = variant.checksToWin;
  const counting = variant.counting === 'makruk';
  const effects = checks > 0 || counting;
  const rule = (name: string): string => `V-${variant.name}.${name}`;
  const winner = (side: number): Color => (side === 0 ? 'white' : 'black');
  const { filterMoves, outcome: outcomeHook, noMoves } = variant;

  /** The end on the board, in Fairy-Stockfish's order: extinction, bare king, checks, the hook. */
  function end(pos: Position): VariantOutcome | undefined {
    if (extinct !== undefined) {
      const lo = pos.bbLo;
      const hi = pos.bbHi;
      for (let side = 0; side <= 8; side += 8) {
        let gone = false;
        if (extinctEmpty)
          for (let k = 0; k < extinctCodes.length && !gone; k++) {
            const code = side | extinctCodes[k]!;
            gone = (lo[code]! | hi[code]!) === 0;
          }
        else if (extinct.roles === 'all') gone = count(pos, side) <= extinct.atMost;
        else
          for (let k = 0; k < extinctCodes.length && !gone; k++)
            gone = count(pos, side | extinctCodes[k]!) <= extinct.atMost;
        if (gone) {
          const r = extinct.result;
          if (r === 'draw') return { rule: rule('extinction') };
          return {
            winner: winner(r === 'win' ? side >> 3 : (side ^ 8) >> 3),
            rule: rule('extinction'),
          };
        }
      }
    }
    if (variant.bareKing) {
      // Fairy-Stockfish's shatranj: a side with its king alone loses when the other has two
      // pieces or more, or three when the bare side is to move (it may still bare the other).
      for (const side of [0, 8]) {
        const own = count(pos, side);
        const other = count(pos, side ^ 8);
        if (own <= 1 && other >= 2 + (side === pos.side ? 1 : 0))
          return { winner: winner((side ^ 8) >> 3), rule: rule('bare-king') };
      }
    }
    if (checks > 0) {
      const vstate = pos.vstate!;
      for (const side of [0, 1])
        if (vstate[VS_CHECKS + side]! <= 0) return { winner: winner(side), rule: rule('checks') };
    }
    if (outcomeHook === undefined) return undefined;
    hookPos = pos;
    return outcomeHook(pos, HOOK_CONTEXT);
  }

  /** The legal moves as if the game had not ended on the board. */
  function movesIgnoringEnd(pos: Position, buf: Int32Array, n0: number): number {
    bind(t);
    let n = legalMoves(pos, buf, n0, pawns, castle, false);
    if (variant.forcedCaptures) n = keepCaptures(pos, buf, n0, n);
    if (filterMoves) n = filterMoves(pos, buf, n0, n);
    return n;
  }

  let hookPos: Position | undefined;
  const HOOK_CONTEXT = {
    generate: (buffer: Int32Array, offset = 0): number =>
      movesIgnoringEnd(hookPos!, buffer, offset) - offset,
  };

  function generate(pos: Position, buf: Int32Array, n: number): number {
    bind(t);
    return end(pos) ? n : movesIgnoringEnd(pos, buf, n);
  }

  function inCheck(pos: Position): boolean {
    bind(t);
    return t.royal !== 0 && royalAttacked(pos, pos.side);
  }

  function outcome(pos: Position): VariantOutcome | undefined {
    const ended = end(pos);
    if (ended) return ended;
    if (movesIgnoringEnd(pos, SCRATCH, 0) > 0) return undefined;
    if (noMoves) return noMoves(pos);
    const side = pos.side;
    if (inCheck(pos)) return { winner: winner((side ^ 8) >> 3), rule: 'L-5.1.1' };
    const stalemate = variant.stalemate;
    if (stalemate === 'draw') return { rule: 'L-5.2.1' };
    return {
      winner: winner(stalemate === 'win' ? side >> 3 : (side ^ 8) >> 3),
      rule: rule('stalemate'),
    };
  }

  function make(pos: Position, m: number): void {
    if (!effects) {
      pos.makeBoard(m);
      return;
    }
    const vstate = pos.vstate!;
    const top = pushState(pos);
    const kind = m & MOVE_KIND_MASK;
    const captured =
      kind === MOVE_EN_PASSANT || (kind !== MOVE_CASTLING && pos.squares[(m >>> 6) & 63] !== 0);
    const mover = pos.side;
    pos.makeBoard(m);
    void top;
    if (checks > 0 && inCheck(pos)) vstate[VS_CHECKS + (mover >> 3)]!--;
    if (counting) countPly(pos, vstate, captured);
  }

  /** Makruk's counting after a move, as Fairy-Stockfish keeps it (`st->countingLimit/Ply`). */
  function countPly(pos: Position, vstate: Int32Array, captured: boolean): void {
    if (vstate[VS_COUNT_LIMIT] !== 0) vstate[VS_COUNT_PLY]!++;
    const stm = pos.side;
    const stmPieces = count(pos, stm);
    if (vstate[VS_COUNT_LIMIT] === 0 || (captured && stmPieces === 1)) {
      const limit = countingLimit(pos);
      if (limit > 0) {
        vstate[VS_COUNT_LIMIT] = 2 * limit;
        vstate[VS_COUNT_PLY] = stmPieces === 1 ? 2 * (count(pos, 0) + count(pos, 8)) : 0;
      }
    }
  }

  const rookCode = codeOf('rook');
  const khonCode = codeOf('khon');
  const knightCode = codeOf('knight');
  /** Makruk's counting limit in moves for the side to move (0: no counting). */
  function countingLimit(pos: Position): number {
    const stm = pos.side;
    const mover = stm ^ 8;
    if (count(pos, 1) + count(pos, 9) > 0 || count(pos, mover) === 1) return 0;
    if (count(pos, stm) > 1) return 64;
    const of = (code: number): number => (code > 0 ? count(pos, mover | code) : 0);
    if (of(rookCode) > 1) return 8;
    if (of(rookCode) === 1) return 16;
    if (of(khonCode) > 1) return 22;
    if (of(knightCode) > 1) return 32;
    if (of(khonCode) === 1) return 44;
    return 64;
  }

  function unmake(pos: Position): void {
    if (effects) {
      const top = (pos.vtop -= VSTATE_SIZE);
      const vstate = pos.vstate!;
      const undo = pos.vundo;
      for (let i = 0; i < VSTATE_SIZE; i++) vstate[i] = undo[top + i]!;
    }
    pos.unmakeBoard();
  }

  function load(pos: Position, setup: Setup): void {
    if (!variant.castling) pos.castlingBits = 0;
    const vstate = pos.vstate!;
    if (checks > 0) {
      vstate[VS_CHECKS] = setup.remainingChecks?.white ?? checks;
      vstate[VS_CHECKS + 1] = setup.remainingChecks?.black ?? checks;
    }
    if (counting && setup.counting) {
      vstate[VS_COUNT_LIMIT] = setup.counting.limit;
      vstate[VS_COUNT_PLY] = setup.counting.ply;
    }
  }

  function save(pos: Position, setup: Setup): void {
    const vstate = pos.vstate!;
    if (checks > 0)
      setup.remainingChecks = { white: vstate[VS_CHECKS]!, black: vstate[VS_CHECKS + 1]! };
    if (counting && vstate[VS_COUNT_LIMIT] !== 0)
      setup.counting = { limit: vstate[VS_COUNT_LIMIT]!, ply: vstate[VS_COUNT_PLY]! };
  }

  return {
    stateSize: VSTATE_SIZE,
    fen: VARIANT_FEN,
    create: createPosition,
    letters: pieceLetters(variant),
    movesWhere,
    encode,
    generate,
    count: (pos) => {
      bind(t);
      if (end(pos)) return 0;
      // Counted without writing, unless the moves are to be filtered.
      if (variant.forcedCaptures || filterMoves) return movesIgnoringEnd(pos, SCRATCH, 0);
      return legalMoves(pos, SCRATCH, 0, pawns, castle, true);
    },
    make,
    unmake,
    inCheck,
    attackers: (pos, square, by, occLo, occHi) => {
      bind(t);
      return attackersOf(pos, square, by, occLo, occHi);
    },
    checkers: (pos) => {
      bind(t);
      return checkersOf(pos);
    },
    pinned: (pos) => {
      bind(t);
      return pinnedOf(pos);
    },
    end,
    outcome,
    key: (pos) => {
      if (checks === 0) return [0, 0];
      const v = pos.vstate!;
      return [
        Math.imul(v[VS_CHECKS]! + 1, 0x2545f491),
        Math.imul(v[VS_CHECKS + 1]! + 1, 0x6c078965),
      ];
    },
    load,
    save,
    validate: (setup, opts) => withHook(variant, setup, validateFairy(variant, t, setup, opts)),
    castlingRights: (setup, opts) => castlingRightsOf(variant, setup, opts),
    pocket: () => ({ pawn: 0, knight: 0, bishop: 0, rook: 0, queen: 0 }),
    promoted: () => SquareSet.empty(),
    remainingChecks: (pos) =>
      checks === 0
        ? undefined
        : { white: pos.vstate![VS_CHECKS]!, black: pos.vstate![VS_CHECKS + 1]! },
    counting: (pos) => {
      const v = pos.vstate!;
      return counting && v[VS_COUNT_LIMIT] !== 0
        ? { limit: v[VS_COUNT_LIMIT]!, ply: v[VS_COUNT_PLY]! }
        : undefined;
    },
  };
}

/** Saves the variant state on the position's variant undo stack; returns where. */
function pushState(pos: Position): number {
  const top = pos.vtop;
  if (top + VSTATE_SIZE > pos.vundo.length) {
    const bigger = new Int32Array(Math.max(VSTATE_SIZE * 64, pos.vundo.length * 2));
    bigger.set(pos.vundo);
    pos.vundo = bigger;
  }
  const vstate = pos.vstate!;
  const undo = pos.vundo;
  for (let i = 0; i < VSTATE_SIZE; i++) undo[top + i] = vstate[i]!;
  pos.vtop = top + VSTATE_SIZE;
  return top;
}

const colorName = (color: Color): string => (color === 'white' ? 'White' : 'Black');

/**
 * The problems of a setup in a fairy variant: a royal piece a side (when the variant has one),
 * pawns off their last ranks, the side not to move not in check, castling rights with the
 * variant's castling pieces in place, an e.p. square behind a double step, and no more pieces
 * than the start position and promotions can give. The position is read with the variant's
 * own attacks; a check no last move could give is not judged (fairy pieces give many kinds).
 */
function validateFairy(
  variant: Variant,
  t: FairyTables,
  setup: Setup,
  opts: PositionOptions,
): PositionProblem[] {
  const problems: PositionProblem[] = [];
  const { board, turn } = setup;
  if (board.occupied.isEmpty()) problems.push({ code: 'ERR_EMPTY', message: 'the board is empty' });
  const royal = variant.royal;
  if (royal !== undefined) {
    for (const color of COLORS) {
      const royals = board.pieces(color, royal);
      if (royals.isEmpty())
        problems.push({
          code: 'ERR_KINGS',
          message: `${colorName(color)} has no ${royal}`,
          squares: [],
        });
      else if (royals.moreThanOne())
        problems.push({
          code: 'ERR_KINGS',
          message: `${colorName(color)} has ${royals.size()} ${royal} pieces (${[...royals].map(makeSquare).join(', ')}), but it is royal: one a side`,
          squares: royals.toArray(),
        });
    }
  }
  // Pawns: never on the first rank, nor on or past the rank where they must promote.
  const promotion = variant.promotionRank - 1;
  let badPawns = SquareSet.empty();
  for (const color of COLORS) {
    for (const sq of board.pieces(color, 'pawn')) {
      const rank = color === 'white' ? sq >> 3 : 7 - (sq >> 3);
      if (rank === 0 || rank === 7 || (variant.forcedPromotion && rank >= promotion))
        badPawns = badPawns.with(sq);
    }
  }
  if (badPawns.nonEmpty())
    problems.push({
      code: 'ERR_PAWNS_ON_BACKRANK',
      message: `pawn${badPawns.moreThanOne() ? 's' : ''} on the first rank or where ${variant.title}'s pawns have promoted (${[...badPawns].map(makeSquare).join(', ')})`,
      squares: badPawns.toArray(),
    });
  // The side not to move may not be in check: read through a position's bitboards.
  if (royal !== undefined && problems.every((p) => p.code !== 'ERR_KINGS')) {
    const other = opposite(turn);
    const their = board.pieces(other, royal).singleSquare();
    if (their !== undefined) {
      const attackers = attackersOnBoard(variant, t, setup, their, turn);
      if (attackers.nonEmpty())
        problems.push({
          code: 'ERR_OPPOSITE_CHECK',
          message: `${colorName(other)} is not to move but its ${royal} on ${makeSquare(their)} is attacked from ${[...attackers].map(makeSquare).join(', ')}`,
          squares: [their, ...attackers],
        });
    }
  }
  if (variant.castling) {
    const valid = validCastlingRights(
      setup,
      opts.chess960 ?? variant.chess960,
      variant.castlingPieces.king,
      variant.castlingPieces.rook,
    );
    const bad = setup.castlingRights.diff(valid);
    if (bad.nonEmpty())
      problems.push({
        code: 'ERR_CASTLING_RIGHTS',
        message: `castling right${bad.moreThanOne() ? 's' : ''} on ${[...bad].map(makeSquare).join(', ')}, but the ${variant.castlingPieces.king} or ${variant.castlingPieces.rook} is not where it started`,
        squares: bad.toArray(),
      });
  }
  const ep = setup.epSquare;
  if (ep !== undefined) {
    const mover = opposite(turn);
    const pushedTo = turn === 'white' ? ep - 8 : ep + 8;
    const pushedFrom = turn === 'white' ? ep + 8 : ep - 8;
    const fits =
      variant.doubleStep &&
      ep >> 3 === (turn === 'white' ? 5 : 2) &&
      board.pieces(mover, 'pawn').has(pushedTo) &&
      !board.occupied.has(ep) &&
      !board.occupied.has(pushedFrom);
    if (!fits)
      problems.push({
        code: 'ERR_EP_SQUARE',
        message: `e.p. square ${makeSquare(ep)}, but no double step of the last move left it`,
        squares: [ep],
      });
  }
  for (const color of COLORS) {
    const own = board.byColor[color].size();
    const pawns = board.pieces(color, 'pawn').size();
    if (own > 16 || pawns > 8)
      problems.push({
        code: 'ERR_TOO_MUCH_MATERIAL',
        message: `${colorName(color)} has ${own > 16 ? `${own} pieces (at most 16)` : `${pawns} pawns (at most 8)`}`,
        squares: board.byColor[color].toArray(),
      });
  }
  return problems;
}

/** The pieces of `by` attacking `square` on a setup's board, by the variant's moves. */
function attackersOnBoard(
  variant: Variant,
  t: FairyTables,
  setup: Setup,
  square: number,
  by: Color,
): SquareSet {
  const lo = new Int32Array(16);
  const hi = new Int32Array(16);
  const squares = new Uint8Array(64);
  for (const piece of variant.pieces) {
    for (const [side, color] of [
      [0, 'white'],
      [8, 'black'],
    ] as const) {
      const set = setup.board.pieces(color, piece.role);
      lo[side | piece.code] = set.lo;
      hi[side | piece.code] = set.hi;
      lo[side] = lo[side]! | set.lo;
      hi[side] = hi[side]! | set.hi;
      for (const sq of set) squares[sq] = side | piece.code;
    }
  }
  // The generator reads a position's arrays only: a stand-in with the board's.
  const stand = { bbLo: lo, bbHi: hi, squares } as unknown as Position;
  bind(t);
  const [aLo, aHi] = attackersOf(
    stand,
    square,
    by === 'white' ? 0 : 8,
    lo[0]! | lo[8]!,
    hi[0]! | hi[8]!,
  );
  return new SquareSet(aLo!, aHi!);
}

export { isAttacked, royalSquare };
