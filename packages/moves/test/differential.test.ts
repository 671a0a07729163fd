/**
 * Differential tests: positions reached by seeded random play, compared with chessops 0.15.1
 * (standard and Chess960) and chess.js 1.4.0 (standard): the set of legal moves, check, mate,
 * stalemate, and the FEN after every move.
 */
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { describe, expect, it } from 'vitest';
import { decodeMove, makeFen, type Move, makeUci, Position } from '../src/index.js';

/** mulberry32: a small seeded PRNG, so every run plays the same games. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const key = (move: Move): string => `${move.from}-${move.to}${move.promotion ? `=${move.promotion}` : ''}`;
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
    if (ours.join() !== theirs.join()) return `${where}: moves ${ours.join()} vs chessops ${theirs.join()}`;
    if (pos.isCheck() !== peer.isCheck()) return `${where}: check ${pos.isCheck()}`;
    if (pos.isCheckmate() !== peer.isCheckmate()) return `${where}: checkmate ${pos.isCheckmate()}`;
    if (pos.isStalemate() !== peer.isStalemate()) return `${where}: stalemate ${pos.isStalemate()}`;
    if (chess960 !== pos.chess960) return `${where}: variant flag lost`;
    return undefined;
  };
}

describe('differential tests by seeded random play', () => {
  it('agrees with chessops in standard chess (40,000+ positions)', () => {
    const result = walk(1, 320, 160, () => Position.default(), chessopsComparer(false));
    expect(result.problems).toEqual([]);
    expect(result.positions).toBeGreaterThan(40_000);
  });

  it('L-G2 agrees with chessops in Chess960 (30,000+ positions)', () => {
    const start = (random: () => number) => Position.chess960(Math.floor(random() * 960));
    const result = walk(2, 240, 160, start, chessopsComparer(true));
    expect(result.problems).toEqual([]);
    expect(result.positions).toBeGreaterThan(30_000);
  });

  it('agrees with chess.js in standard chess (30,000+ positions)', () => {
    // chess.js follows by replaying each move in UCI, castling as the king's two-square step.
    const random = seededRandom(3);
    let positions = 0;
    const problems: string[] = [];
    for (let game = 0; game < 240 && problems.length === 0; game++) {
      const pos = Position.default();
      const peer = new ChessJs();
      for (let ply = 0; ply <= 160; ply++) {
        positions++;
        const fen = makeFen(pos);
        if (peer.fen() !== fen) {
          problems.push(`FEN ${fen} vs chess.js ${peer.fen()}`);
          break;
        }
        const ours = pos.legalMoves().map((m) => makeUci(pos, m)).sort();
        const theirs = peer.moves({ verbose: true }).map((m) => m.lan).sort();
        if (ours.join() !== theirs.join()) problems.push(`${fen}: ${ours.join()} vs chess.js ${theirs.join()}`);
        if (pos.isCheck() !== peer.inCheck()) problems.push(`${fen}: check ${pos.isCheck()}`);
        if (pos.isCheckmate() !== peer.isCheckmate()) problems.push(`${fen}: checkmate ${pos.isCheckmate()}`);
        if (pos.isStalemate() !== peer.isStalemate()) problems.push(`${fen}: stalemate ${pos.isStalemate()}`);
        const moves = pos.legalMoves();
        if (moves.length === 0 || pos.halfmoves >= 100) break;
        const move = moves[Math.floor(random() * moves.length)]!;
        const uci = makeUci(pos, move);
        pos.play(move);
        peer.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      }
    }
    expect(problems).toEqual([]);
    expect(positions).toBeGreaterThan(30_000);
  });

  it('decodeMove of generated integers matches legalMoves', () => {
    const pos = Position.default();
    const buffer = new Int32Array(256);
    const n = pos.generate(buffer);
    expect(Array.from(buffer.subarray(0, n), decodeMove)).toEqual(pos.legalMoves());
  });
});
