import { unwrap } from '@chesslaws/board';
import {
  buildGame,
  isNullMove,
  mainline,
  makePgn,
  parsePgn,
  replayMainline,
} from '@chesslaws/notation';
import { describe, expect, it } from 'vitest';
import { fideBlitz, fromGameRecord, recordedFlag, toGameRecord } from '../src/index.js';
import { table } from './harness.js';

// notation is a devDependency only: rules hands plain data over, as the layering says.
function exportPgn(tb: ReturnType<typeof table>, tags = {}) {
  return makePgn(unwrap(buildGame(toGameRecord(tb.game, tags))));
}

describe('PGN from a game (PGN-std)', () => {
  it("writes TimeControl, [%clk] and [%emt] from the clock, (=) for an offer, the arbiter's notes, and the result", () => {
    const tb = table(fideBlitz());
    tb.play('e2e4', 3_000);
    tb.wait(1_500);
    unwrap(tb.game.illegalMove('e7e4'));
    unwrap(tb.game.offerDraw('black'));
    tb.play('e7e5 g1f3', 2_000);
    unwrap(tb.game.claim({ by: 'black', kind: 'threefold' }));
    unwrap(tb.game.resign('black'));
    const pgn = exportPgn(tb, { White: 'Tal', Black: 'Botvinnik' });
    expect(pgn).toContain('[TimeControl "180+2"]');
    expect(pgn).toContain('[Result "1-0"]');
    expect(pgn).toContain('[Termination "normal"]');
    expect(pgn).toContain('[%clk 0:03:01]');
    expect(pgn).toContain('[%emt 0:00:03]');
    expect(pgn).toContain('[%emt 0:00:03.5]');
    expect(pgn).toContain('(=)');
    expect(pgn.replace(/\s+/g, ' ')).toContain(
      'Black completed the illegal move e7xe4; the position is restored and +1:00 to White (L-B.2)',
    );
    expect(pgn.replace(/\s+/g, ' ')).toContain(
      "Black's claim of a draw by threefold repetition was incorrect",
    );
    expect(pgn.trim().endsWith('1-0')).toBe(true);
  });

  it('reads back: the moves, the clock readings and the result rebuild the game', () => {
    const tb = table(fideBlitz());
    tb.play('e2e4 e7e5 g1f3 b8c6 f1b5', 2_345);
    tb.play('a7a6', 10_500);
    unwrap(tb.game.resign('white'));
    const [read] = parsePgn(exportPgn(tb));
    const game = unwrap(read!);
    const replay = unwrap(replayMainline(game));
    const nodes = [...mainline(game)];
    const record = {
      start: replay.start,
      moves: nodes.map((node) => {
        const move = node.move!;
        if (isNullMove(move)) throw new Error('no null moves here');
        const clock = node.comments?.find((c) => c.clock !== undefined)?.clock;
        return clock === undefined ? { move } : { move, clock };
      }),
      result: game.result,
    };
    const rebuilt = unwrap(fromGameRecord(fideBlitz(), record));
    expect(rebuilt.state.fen).toBe(tb.game.state.fen);
    expect(rebuilt.state.moves.map((m) => m.clock)).toEqual(
      tb.game.state.moves.map((m) => m.clock),
    );
    expect(rebuilt.state.outcome).toMatchObject({ result: '0-1', termination: 'arbiter' });
  });

  it('a recorded time forfeit becomes a flag fall judged by L-6.9', () => {
    const tb = table(fideBlitz());
    tb.play('e2e4 e7e5');
    const rebuilt = unwrap(
      fromGameRecord(fideBlitz(), {
        moves: tb.game.state.moves.map((m) => ({
          move: m.move,
          ...(m.clock !== undefined ? { clock: m.clock } : {}),
        })),
        result: '0-1',
        termination: 'time forfeit',
      }),
    );
    expect(rebuilt.state.outcome).toMatchObject({
      termination: 'timeout',
      byRule: 'L-6.9',
      winner: 'black',
    });
  });

  it('an illegal move in a record is an error naming its ply', () => {
    const rebuilt = fromGameRecord(fideBlitz(), {
      moves: [{ move: { from: 12, to: 28 } }, { move: { from: 12, to: 28 } }],
    });
    expect(!rebuilt.ok && rebuilt.error).toMatchObject({
      code: 'ERR_RULES_ILLEGAL_MOVE',
      location: { ply: 1 },
    });
  });
});

describe('recordedFlag: the flag a record says fell', () => {
  it('L-6.9 a time forfeit is the flag of the loser, when it is on move (only its clock runs)', () => {
    expect(recordedFlag({ result: '1-0', termination: 'time forfeit' }, 'black')).toBe('black');
    expect(recordedFlag({ result: '0-1', termination: 'Time forfeit' }, 'white')).toBe('white');
    // As chess.com exports it.
    expect(recordedFlag({ result: '0-1', termination: 'frank won on time' }, 'white')).toBe(
      'white',
    );
    // The loser not on move: the result is the arbiter's, no flag.
    expect(recordedFlag({ result: '1-0', termination: 'time forfeit' }, 'white')).toBeUndefined();
    // Not a time forfeit, or no winner.
    expect(recordedFlag({ result: '1-0', termination: 'normal' }, 'black')).toBeUndefined();
    expect(
      recordedFlag({ result: '1/2-1/2', termination: 'time forfeit' }, 'black'),
    ).toBeUndefined();
    expect(recordedFlag({ result: '*' }, 'black')).toBeUndefined();
  });
});
