/**
 * Differential tests against chessops 0.15.1 (a devDependency only; GPL, never shipped): seeded
 * random games in every lichess variant, compared at every position: the legal moves (drops
 * included), check, the end of the game and who won, the FEN both write (pockets, promoted
 * pieces and check counters included), and the SAN of every legal move (`@chesslaws/notation`'s
 * `makeSan` against chessops' `makeSan`, with the deliberate differences listed below). The seed is printed; CHESSLAWS_SEED replays it.
 */
import { type Move, makeFen, Position } from '@chesslaws/moves';
import { makeSan, parseSan } from '@chesslaws/notation';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { makeSan as chessopsMakeSan } from 'chessops/san';
import type { Rules } from 'chessops/types';
import { type Position as ChessopsPosition, setupPosition } from 'chessops/variant';
import { describe, expect, it } from 'vitest';
import { findVariant, lichessVariants } from '../src/index.js';

const ROLE_LETTER = {
  pawn: 'P',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
} as const;
const key = (m: Move): string =>
  m.drop
    ? `${ROLE_LETTER[m.drop]}@${m.to}`
    : `${m.from}-${m.to}${m.promotion ? `=${m.promotion}` : ''}`;

function chessopsMoves(pos: ChessopsPosition, promotions: readonly string[]): string[] {
  const out: string[] = [];
  const ctx = pos.ctx();
  for (const [from, dests] of pos.allDests(ctx)) {
    for (const to of dests) {
      const promotes = pos.board.pawn.has(from) && (to >> 3 === 0 || to >> 3 === 7);
      if (promotes)
        for (const promotion of promotions) out.push(key({ from, to, promotion } as Move));
      else out.push(key({ from, to }));
    }
  }
  const drops = pos.dropDests(ctx);
  if (pos.pockets) {
    for (const role of ['pawn', 'knight', 'bishop', 'rook', 'queen'] as const) {
      if (pos.pockets[pos.turn][role] === 0) continue;
      for (const to of drops) {
        if (role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7)) continue;
        out.push(key({ from: to, to, drop: role }));
      }
    }
  }
  return out.sort();
}

const toChessopsMove = (m: Move) => (m.drop ? { role: m.drop, to: m.to } : m);

/**
 * Where our SAN differs from chessops' on purpose, what chessops' text becomes in ours.
 * - A pawn's drop: chessops (and python-chess) write `@e4`; lichess's own PGN export writes
 *   `P@e4` (scalachess writes a drop as its UCI text), and so do we, so that a lichess export
 *   converts unchanged. Both are read.
 */
function deliberate(move: Move, theirs: string): string {
  if (move.drop === 'pawn' && theirs.startsWith('@')) return `P${theirs}`;
  return theirs;
}

function compareGames(
  name: string,
  seed: number,
  games: number,
  plies: number,
): { positions: number; sans: number; differences: number; problems: string[] } {
  const variant = findVariant(name)!;
  const promotions = variant.promotions;
  const random = seededRandom(seed);
  let positions = 0;
  let sans = 0;
  let differences = 0;
  const problems: string[] = [];
  for (let g = 0; g < games && problems.length === 0; g++) {
    const pos = Position.default(variant);
    const peer = setupPosition(name as Rules, chessopsParseFen(variant.startFen).unwrap()).unwrap();
    let last = 'start';
    for (let ply = 0; ply <= plies; ply++) {
      positions++;
      const where = `${name} game ${g} after ${last}: ${makeFen(pos)}`;
      const fen = makeFen(pos);
      const theirFen = chessopsMakeFen(peer.toSetup());
      if (fen !== theirFen) {
        problems.push(`${where}: chessops FEN ${theirFen}`);
        break;
      }
      const again = Position.fromFen(fen, { variant });
      if (!again.ok || makeFen(again.value) !== fen) {
        problems.push(
          `${where}: FEN does not read back (${again.ok ? makeFen(again.value) : again.error.message})`,
        );
        break;
      }
      const ours = pos.legalMoves().map(key).sort();
      const theirs = peer.isVariantEnd() ? [] : chessopsMoves(peer, promotions);
      if (ours.join() !== theirs.join()) {
        problems.push(`${where}: moves\n  ours     ${ours.join()}\n  chessops ${theirs.join()}`);
        break;
      }
      if (pos.isCheck() !== peer.isCheck()) {
        problems.push(`${where}: check ${pos.isCheck()}, chessops ${peer.isCheck()}`);
        break;
      }
      const outcome = pos.outcome();
      const theirOutcome = peer.outcome();
      // chessops' outcome() includes draws by insufficient material, which the moves package
      // leaves to @chesslaws/termination through the variant's `insufficientMaterial` hook:
      // there, the hook must say that neither side can win.
      const materialDraw =
        outcome === undefined &&
        theirOutcome !== undefined &&
        theirOutcome.winner === undefined &&
        !peer.isStalemate() &&
        peer.isInsufficientMaterial();
      if (materialDraw) {
        const hook = variant.insufficientMaterial;
        if (!hook?.(pos, 'white') || !hook(pos, 'black')) {
          problems.push(
            `${where}: chessops: a draw by insufficient material; our hook does not say so`,
          );
          break;
        }
      } else if (
        (outcome === undefined) !== (theirOutcome === undefined) ||
        outcome?.winner !== theirOutcome?.winner
      ) {
        problems.push(
          `${where}: outcome ${JSON.stringify(outcome)}, chessops ${JSON.stringify(theirOutcome)}`,
        );
        break;
      }
      const moves = pos.legalMoves();
      for (const move of moves) {
        sans++;
        const ours = makeSan(pos, move);
        const theirs = chessopsMakeSan(peer, toChessopsMove(move) as never);
        if (ours !== theirs) {
          if (ours === deliberate(move, theirs)) differences++;
          else {
            problems.push(`${where}: SAN of ${key(move)}: ours ${ours}, chessops ${theirs}`);
            break;
          }
        }
        // And chessops' text reads back as the same move.
        const read = parseSan(pos, theirs);
        if (!read.ok || key(read.value) !== key(move)) {
          problems.push(
            `${where}: chessops' ${theirs} reads as ${read.ok ? key(read.value) : read.error.message}`,
          );
          break;
        }
      }
      if (problems.length > 0) break;
      if (moves.length === 0 || pos.halfmoves >= 100) break;
      const move = moves[Math.floor(random() * moves.length)]!;
      last = key(move);
      pos.play(move);
      peer.play(toChessopsMove(move) as never);
    }
  }
  return { positions, sans, differences, problems };
}

describe('differential tests against chessops by seeded random play, every lichess variant', () => {
  const { seed } = testRun();
  for (const variant of lichessVariants()) {
    it(`V-${variant.name} agrees with chessops on moves, check, outcome, FEN and the SAN of every legal move (seed ${seed})`, () => {
      const result = compareGames(variant.name, seed, scaledRuns(60), 120);
      expect(result.problems).toEqual([]);
      expect(result.positions).toBeGreaterThan(1000);
      expect(result.sans).toBeGreaterThan(10_000);
      // Crazyhouse's pawn drops are the one deliberate difference (see `deliberate`).
      if (variant.pockets) expect(result.differences).toBeGreaterThan(100);
      else expect(result.differences).toBe(0);
    });
  }
});
