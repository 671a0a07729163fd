/**
 * Differential test against chess.js 1.4.0 in standard chess, by seeded random play: the FEN,
 * the number of legal moves, check, mate and stalemate at every position, and the full set of
 * legal moves in UCI (castling as e1g1) at every 100th position. chess.js computes a SAN for
 * every move it lists (about 10 ms a list here), so listing at every position would take minutes.
 */

import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { Chess as ChessJs } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { makeFen, makeUci, Position } from '../src/index.js';

describe('differential test against chess.js by seeded random play', () => {
  it('agrees with chess.js in standard chess (15,000+ positions)', () => {
    const random = seededRandom(testRun().seed);
    let positions = 0;
    const problems: string[] = [];
    for (let game = 0; game < scaledRuns(120) && problems.length === 0; game++) {
      const pos = Position.default();
      const peer = new ChessJs();
      for (let ply = 0; ply <= 160; ply++) {
        positions++;
        const fen = makeFen(pos);
        if (peer.fen() !== fen) {
          problems.push(`FEN ${fen} vs chess.js ${peer.fen()}`);
          break;
        }
        const moves = pos.legalMoves();
        const count = peer.perft(1);
        if (moves.length !== count)
          problems.push(`${fen}: ${moves.length} moves vs chess.js ${count}`);
        if (positions % 100 === 0) {
          const ours = moves.map((m) => makeUci(pos, m)).sort();
          const theirs = peer
            .moves({ verbose: true })
            .map((m) => m.lan)
            .sort();
          if (ours.join() !== theirs.join())
            problems.push(`${fen}: ${ours.join()} vs chess.js ${theirs.join()}`);
        }
        if (pos.isCheck() !== peer.inCheck()) problems.push(`${fen}: check ${pos.isCheck()}`);
        // With moves left neither side can be mated or stalemated: ask chess.js only at the end.
        if (count === 0 && pos.isCheckmate() !== peer.isCheckmate())
          problems.push(`${fen}: checkmate ${pos.isCheckmate()}`);
        if (count === 0 && pos.isStalemate() !== peer.isStalemate())
          problems.push(`${fen}: stalemate ${pos.isStalemate()}`);
        if (moves.length === 0 || pos.halfmoves >= 100) break;
        const move = moves[Math.floor(random() * moves.length)]!;
        const uci = makeUci(pos, move);
        pos.play(move);
        peer.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      }
    }
    expect(problems).toEqual([]);
    expect(positions).toBeGreaterThan(15_000);
  });
});
