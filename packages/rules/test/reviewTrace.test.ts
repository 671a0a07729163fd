import { unwrap } from '@chesslaws/board';
import { chess960Setup, type Move, Position } from '@chesslaws/moves';
import { makeSanAndPlay, parsePgn, replayMainline } from '@chesslaws/notation';
import { isInsufficientMaterial, PositionHistory, quickDeadVerdict } from '@chesslaws/termination';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import {
  casual,
  fideStandard,
  legacy,
  type MovesReview,
  type MovesTrace,
  reviewMoves,
} from '../src/index.js';
import { randomGame } from './harness.js';

// The seed is the test run's (printed once per file; CHESSLAWS_SEED picks another).
const random = seededRandom(testRun().seed);

/** The trace a replay would keep, read off a history: move integers, keys and clocks. */
function traceOf(start: Position, moves: readonly Move[], history: PositionHistory): MovesTrace {
  const walker = start.clone();
  const codes = moves.map((move) => {
    const m = walker.encodeLegal(move);
    walker.make(m);
    return m;
  });
  const clocks = Array.from({ length: history.length }, (_, i) => history.halfmoveClock(i));
  return { codes, keys: [...history.keys], clocks };
}

/**
 * The final position as a traced replay leaves it: the moves made from `start`, with undo
 * records of the last `kept` only (notation keeps its last two moves').
 */
function replayedFinal(start: Position, codes: readonly number[], kept: number): Position {
  const pos = start.clone({ undo: false });
  for (const [i, code] of codes.entries()) {
    if (i < codes.length - kept) pos.makeWithoutUndo(code);
    else pos.make(code);
  }
  return pos;
}

/** A game's moves written as PGN movetext from the standard start. */
function pgnOf(moves: readonly Move[]): string {
  const pos = Position.default();
  const tokens = moves.map((move, i) => {
    const san = makeSanAndPlay(pos, move);
    return i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san;
  });
  return `[Event "?"]\n\n${tokens.join(' ')} *\n`;
}

/** What a review found, with the outcome's words, for comparing two reviews. */
const verdict = (review: MovesReview) => ({
  ending: review.ending && {
    ply: review.ending.ply,
    result: review.ending.outcome.result,
    byRule: review.ending.outcome.byRule,
    reason: review.ending.outcome.reason,
  },
  claims: review.claims,
});

describe('reviewMoves with a replay trace: the fast path', () => {
  it('L-9.2.2 notation records the keys and clocks a position history holds, and the move integers', () => {
    for (let g = 0; g < scaledRuns(20); g++) {
      const { moves, history } = randomGame(random, Position.default(), 40 + g * 7);
      const game = unwrap(parsePgn(pgnOf(moves))[0]!);
      const replay = unwrap(replayMainline(game, { positions: false, trace: true }));
      expect(replay.trace, `game ${g}`).toEqual(traceOf(Position.default(), moves, history));
      // Its final position keeps the records of its last two moves, as `replayedFinal` does.
      expect(replay.final.undoDepth).toBe(Math.min(2, moves.length));
    }
  });

  it('L-5.1.1 L-5.2.1 L-5.2.2 L-9.6.1 L-9.6.2 L-9.2 L-9.3 the traced review rules as the full walk, on random games to their end and cut short', () => {
    const regulations = [fideStandard(), legacy(), casual({ claimableDraws: { automatic: true } })];
    const endings = new Set<string>();
    const claims = new Set<string>();
    for (let g = 0; g < scaledRuns(240); g++) {
      const start =
        g % 6 === 5
          ? unwrap(Position.fromSetup(chess960Setup((g * 37) % 960), { chess960: true }))
          : Position.default();
      const { moves, history } = randomGame(
        random,
        start,
        g % 4 === 3 ? 40 + (g % 160) : undefined,
      );
      const trace = traceOf(start, moves, history);
      // Every record (walked back), a replay's last two (back, then forward from the start), none.
      const finals = [history.current, replayedFinal(start, trace.codes, 2)];
      if (g % 3 === 0) finals.push(history.current.clone({ undo: false }));
      for (const regulation of regulations) {
        const full = unwrap(reviewMoves(regulation, start, moves, { claimsFrom: 1 }));
        for (const final of finals) {
          const fast = unwrap(
            reviewMoves(regulation, start, moves, { claimsFrom: 1, final, trace }),
          );
          expect(verdict(fast), `game ${g} (seed ${testRun().seed})`).toEqual(verdict(full));
        }
        if (full.ending) endings.add(full.ending.outcome.termination);
        for (const claim of full.claims) claims.add(claim.kind);
      }
    }
    // Every way a game ends by itself came up but fivefold (rare in random play: next test), and both claims.
    expect([...endings].sort()).toEqual(
      expect.arrayContaining([
        'checkmate',
        'insufficient-material',
        'seventyfive-moves',
        'stalemate',
      ]),
    );
    expect([...claims].sort()).toEqual(['fifty', 'threefold']);
  });

  it('L-5.2.2 a dead position played past is found at its first ply, walked back from the end or forward from the start', () => {
    let found = 0;
    for (let g = 0; found < scaledRuns(30); g++) {
      const { moves, history } = randomGame(random, Position.default());
      if (!isInsufficientMaterial(history.current.board)) continue;
      found++;
      const dead = moves.length;
      // Play on for up to 60 plies: the game was over at `dead` all the same.
      for (let extra = g % 61; extra > 0 && history.current.hasLegalMoves(); extra--) {
        const legal = history.current.legalMoves();
        const move = legal[Math.floor(random() * legal.length)]!;
        history.play(move);
        moves.push(move);
      }
      const trace = traceOf(Position.default(), moves, history);
      const full = unwrap(
        reviewMoves(fideStandard(), Position.default(), moves, { claimsFrom: 1 }),
      );
      // The first dead ply, found by looking at every position in turn (no search).
      const walker = Position.default();
      let first = 0;
      while (quickDeadVerdict(walker) === undefined) walker.play(moves[first++]!);
      expect(first).toBeLessThanOrEqual(dead);
      expect(full.ending?.ply, `game ${g} (seed ${testRun().seed})`).toBe(first);
      // The history's position keeps undo records (walked back); a copy without walks forward;
      // one with the records of its last 3 moves only (as a traced replay keeps its last
      // moves') walks back that far and forward from the start beyond.
      const partial = replayedFinal(Position.default(), trace.codes, 3);
      expect(partial.undoDepth).toBe(Math.min(3, moves.length));
      const finals = [
        history.current,
        history.current.clone({ undo: false }),
        partial,
        replayedFinal(Position.default(), trace.codes, 2),
      ];
      for (const final of finals) {
        const fast = reviewMoves(fideStandard(), Position.default(), moves, {
          claimsFrom: 1,
          final,
          trace,
        });
        expect(verdict(unwrap(fast)), `game ${g} (seed ${testRun().seed})`).toEqual(verdict(full));
      }
    }
  });

  it('L-9.2 L-9.3 once one claim is found the other is still found at its first position', () => {
    // The knight out and back twice: the start a third time at ply 8.
    const start = unwrap(Position.fromFen('4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1'));
    const history = PositionHistory.fromPosition(start);
    const uci = (m: string): Move => ({
      from: m.charCodeAt(0) - 97 + 8 * (Number(m[1]) - 1),
      to: m.charCodeAt(2) - 97 + 8 * (Number(m[3]) - 1),
    });
    const moves = 'g1f3 e8d8 f3g1 d8e8 g1f3 e8d8 f3g1 d8e8'.split(' ').map(uci);
    for (const move of moves) history.play(move);
    // Then quiet moves, no check and no position a fourth time, to ply 100.
    while (moves.length < 100) {
      const pos = history.current;
      const quiet = pos.legalMoves().filter((m) => !pos.isZeroing(m));
      const move = quiet[Math.floor(random() * quiet.length)]!;
      history.play(move);
      const after = history.current;
      if (history.occurrences() >= 4 || after.isCheck() || !after.hasLegalMoves()) history.undo();
      else moves.push(move);
    }
    const trace = traceOf(start, moves, history);
    const fast = unwrap(
      reviewMoves(fideStandard(), start, moves, { claimsFrom: 1, final: history.current, trace }),
    );
    const full = unwrap(reviewMoves(fideStandard(), start, moves, { claimsFrom: 1 }));
    expect(fast.claims.map((c) => [c.kind, c.ply])).toEqual([
      ['threefold', 8],
      ['fifty', 100],
    ]);
    expect(verdict(fast)).toEqual(verdict(full));
  });

  it('L-9.6.1 a fivefold repetition played past is ruled alike on both paths', () => {
    const start = Position.default();
    const history = PositionHistory.fromPosition(start);
    const round = 'g1f3 g8f6 f3g1 f6g8';
    const moves = `${round} ${round} ${round} ${round} e2e4 e7e5`.split(' ').map((m) => ({
      from: m.charCodeAt(0) - 97 + 8 * (Number(m[1]) - 1),
      to: m.charCodeAt(2) - 97 + 8 * (Number(m[3]) - 1),
    }));
    for (const move of moves) history.play(move);
    const trace = traceOf(start, moves, history);
    const final = history.current;
    const fast = unwrap(reviewMoves(fideStandard(), start, moves, { claimsFrom: 1, final, trace }));
    const full = unwrap(reviewMoves(fideStandard(), start, moves, { claimsFrom: 1 }));
    expect(fast.ending?.outcome.termination).toBe('fivefold-repetition');
    expect(fast.ending?.ply).toBe(16);
    expect(verdict(fast)).toEqual(verdict(full));
  });
});
