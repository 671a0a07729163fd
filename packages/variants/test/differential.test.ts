/**
 * Differential tests against chessops 0.15.1 (a devDependency only; GPL, never shipped): seeded
 * random games in every lichess variant, compared at every position: the legal moves (drops
 * included), check, the end of the game and who won, and the FEN both write (pockets, promoted
 * pieces and check counters included). The seed is printed; CHESSLAWS_SEED replays it.
 */
import { type Move, makeFen, Position } from '@chesslaws/moves';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
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

function compareGames(
  name: string,
  seed: number,
  games: number,
  plies: number,
): { positions: number; problems: string[] } {
  const variant = findVariant(name)!;
  const promotions = variant.promotions;
  const random = seededRandom(seed);
  let positions = 0;
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
      if (
        (outcome === undefined) !== (theirOutcome === undefined) ||
        outcome?.winner !== theirOutcome?.winner
      ) {
        problems.push(
          `${where}: outcome ${JSON.stringify(outcome)}, chessops ${JSON.stringify(theirOutcome)}`,
        );
        break;
      }
      const moves = pos.legalMoves();
      if (moves.length === 0 || pos.halfmoves >= 100) break;
      const move = moves[Math.floor(random() * moves.length)]!;
      last = key(move);
      pos.play(move);
      peer.play(toChessopsMove(move) as never);
    }
  }
  return { positions, problems };
}

describe('differential tests against chessops by seeded random play, every lichess variant', () => {
  const { seed } = testRun();
  for (const variant of lichessVariants()) {
    it(`V-${variant.name} agrees with chessops on moves, check, outcome and FEN (seed ${seed})`, () => {
      const result = compareGames(variant.name, seed, scaledRuns(60), 120);
      expect(result.problems).toEqual([]);
      expect(result.positions).toBeGreaterThan(1000);
    });
  }
});
