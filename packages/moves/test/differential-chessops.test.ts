/**
 * Differential tests: positions reached by seeded random play, compared with chessops 0.15.1
 * (standard and Chess960): the set of legal moves, check, mate, stalemate, and the FEN after
 * every move. chess.js is in `differential-chessjs.test.ts`.
 */

import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { Chess } from 'chessops/chess';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { describe, expect, it } from 'vitest';
import { decodeMove, type Move, makeFen, Position } from '../src/index.js';

const key = (move: Move): string =>
  `${move.from}-${move.to}${move.promotion ? `=${move.promotion}` : ''}`;
const PROMOTIONS = ['queen', 'rook', 'bishop', 'knight'] as const;

/** Legal moves of a chessops position, castling as king onto rook (as ours). */
function chessopsMoves(pos: Chess): string[] {
  const out: string[] = [];
  for (const [from, dests] of pos.allDests()) {
    for (const to of dests) {
      const promotes = pos.board.pawn.has(from) && (to >> 3 === 0 || to >> 3 === 7);
      if (promotes) for (const promotion of PROMOTIONS) out.push(key({ from, to, promotion }));
      else out.push(key({ from, to }));
    }
  }
  return out.sort();
}

interface Walk {
  /** Positions compared. */
  positions: number;
  /** Disagreements, as readable lines. */
  problems: string[];
}

/**
 * Plays `games` random games from `start()` (up to `plies` each) and, at every position,
 * calls `compare`, which returns a complaint or undefined.
 */
function walk(
  seed: number,
  games: number,
  plies: number,
  start: (random: () => number) => Position,
  compare: (pos: Position, fenBefore: string, move: Move | undefined) => string | undefined,
): Walk {
  const random = seededRandom(seed);
  const result: Walk = { positions: 0, problems: [] };
  for (let game = 0; game < games; game++) {
    const pos = start(random);
    let move: Move | undefined;
    let fenBefore = '';
    for (let ply = 0; ply <= plies; ply++) {
      result.positions++;
      const problem = compare(pos, fenBefore, move);
      if (problem) {
        result.problems.push(problem);
        break;
      }
      const moves = pos.legalMoves();
      if (moves.length === 0 || pos.halfmoves >= 100) break;
      move = moves[Math.floor(random() * moves.length)]!;
      fenBefore = makeFen(pos);
      pos.play(move);
    }
  }
  return result;
}

/** Compares with chessops, following along move by move. */
function chessopsComparer(chess960: boolean) {
  let peer: Chess | undefined;
  return (pos: Position, fenBefore: string, move: Move | undefined): string | undefined => {
    if (move === undefined || peer === undefined) {
      peer = Chess.fromSetup(chessopsParseFen(makeFen(pos)).unwrap()).unwrap();
    } else {
      peer.play(move);
    }
    const where = `${fenBefore} ${move ? key(move) : ''} -> ${makeFen(pos)}`;
    const theirFen = chessopsMakeFen(peer.toSetup());
    if (theirFen !== makeFen(pos)) return `${where}: chessops FEN ${theirFen}`;
    const ours = pos.legalMoves().map(key).sort();
    const theirs = chessopsMoves(peer);
    if (ours.join() !== theirs.join())
      return `${where}: moves ${ours.join()} vs chessops ${theirs.join()}`;
    if (pos.isCheck() !== peer.isCheck()) return `${where}: check ${pos.isCheck()}`;
    if (pos.isCheckmate() !== peer.isCheckmate()) return `${where}: checkmate ${pos.isCheckmate()}`;
    if (pos.isStalemate() !== peer.isStalemate()) return `${where}: stalemate ${pos.isStalemate()}`;
    if (chess960 !== pos.chess960) return `${where}: variant flag lost`;
    return undefined;
  };
}

describe('differential tests against chessops by seeded random play', () => {
  it('agrees with chessops in standard chess (50,000+ positions)', () => {
    const result = walk(
      testRun().seed,
      scaledRuns(400),
      160,
      () => Position.default(),
      chessopsComparer(false),
    );
    expect(result.problems).toEqual([]);
    expect(result.positions).toBeGreaterThan(50_000);
  });

  it('L-G2 agrees with chessops in Chess960 (35,000+ positions)', () => {
    const start = (random: () => number) => Position.chess960(Math.floor(random() * 960));
    const result = walk(testRun().seed + 1, scaledRuns(280), 160, start, chessopsComparer(true));
    expect(result.problems).toEqual([]);
    expect(result.positions).toBeGreaterThan(35_000);
  });

  it('decodeMove of generated integers matches legalMoves', () => {
    const pos = Position.default();
    const buffer = new Int32Array(256);
    const n = pos.generate(buffer);
    expect(Array.from(buffer.subarray(0, n), decodeMove)).toEqual(pos.legalMoves());
  });
});
