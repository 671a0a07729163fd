import { unwrap } from '@chesslaws/board';
import { chess960Setup, Position } from '@chesslaws/moves';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import {
  armageddon,
  casual,
  definePlugin,
  defineRegulation,
  fideStandard,
  fromGameRecord,
  legacy,
  reviewMoves,
} from '../src/index.js';
import { quickCount } from '../src/review/quickCount.js';
import { KNIGHT_ROUND, randomGame } from './harness.js';

const random = seededRandom(testRun().seed);

const uci = (moves: string) =>
  moves.split(' ').map((m) => ({ from: sq(m.slice(0, 2)), to: sq(m.slice(2, 4)) }));
const sq = (name: string) => name.charCodeAt(0) - 97 + 8 * (Number(name[1]) - 1);

describe('reviewMoves: what a regulation rules on a move list', () => {
  it('L-5.1.1 L-5.2.2 L-9.6.1 L-9.6.2 the ending and its ply are what a replayed game says, for random games to their end', () => {
    const regulations = [fideStandard(), legacy(), casual({ claimableDraws: { automatic: true } })];
    for (let g = 0; g < scaledRuns(45); g++) {
      const start =
        g % 5 === 4
          ? unwrap(Position.fromSetup(chess960Setup(g % 960), { chess960: true }))
          : Position.default();
      const { moves, history } = randomGame(random, start);
      const regulation = regulations[g % regulations.length]!;
      const review = unwrap(reviewMoves(regulation, start, moves, { final: history.current }));
      const replayed = unwrap(
        fromGameRecord(
          regulation,
          { start, moves: moves.map((move) => ({ move })) },
          { clock: false },
        ),
      );
      const outcome = replayed.state.outcome;
      expect(review.ending?.outcome.byRule, `game ${g}`).toBe(outcome?.byRule);
      expect(review.ending?.outcome.result).toBe(outcome?.result);
      expect(review.ending?.ply).toBe(outcome ? replayed.state.moves.length : undefined);
      // The same without the replay's final position: the moves are walked and checked.
      const walked = unwrap(reviewMoves(regulation, start, moves));
      expect(walked.ending?.ply).toBe(review.ending?.ply);
    }
  });

  it('L-9.2.2 the quick count never says less than the real counts, and its quiet runs are exact', () => {
    for (let g = 0; g < scaledRuns(30); g++) {
      const start =
        g % 3 === 2
          ? unwrap(Position.fromSetup(chess960Setup(g * 7), { chess960: true }))
          : Position.default();
      const { moves, history } = randomGame(random, start);
      const quick = quickCount(start, moves);
      let most = 0;
      let quiet = 0;
      for (let i = 0; i < history.length; i++) {
        most = Math.max(most, history.occurrences(i));
        quiet = Math.max(quiet, history.halfmoveClock(i));
      }
      expect(quick.repetitions, `game ${g}`).toBeGreaterThanOrEqual(most);
      expect(quick.quietPlies).toBe(quiet);
    }
  });

  it('L-9.2 L-9.3 the first position where each claim could be made, and none after the ending', () => {
    const moves = uci(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`.replaceAll(' ', ' '));
    const review = unwrap(reviewMoves(fideStandard(), Position.default(), moves));
    expect(review.claims).toEqual([
      {
        ply: 8,
        side: 'white',
        kind: 'threefold',
        rule: 'L-9.2',
        title: expect.objectContaining({ key: 'claim.threefold' }),
        plugin: 'claimableDraws',
      },
    ]);
    expect(review.ending).toBeUndefined();
    const fifty = unwrap(
      reviewMoves(
        fideStandard(),
        unwrap(Position.fromFen('8/8/8/4k3/8/8/4K3/R7 w - - 99 80')),
        uci('a1a2'),
      ),
    );
    expect(fifty.claims.map((c) => [c.kind, c.ply])).toEqual([['fifty', 1]]);
  });

  it('an illegal move is ERR_RULES_ILLEGAL_MOVE with its ply, whether the moves are walked at once or later', () => {
    const moves = uci('e2e4 e7e5 e4e5');
    const now = reviewMoves(fideStandard(), Position.default(), moves);
    expect(!now.ok && now.error).toMatchObject({
      code: 'ERR_RULES_ILLEGAL_MOVE',
      location: { ply: 2 },
    });
  });

  it('a plugin that adjudicates without a screen is asked at every ply', () => {
    const asked: number[] = [];
    const everyTenth = definePlugin({
      name: 'everyTenth',
      defaults: {},
      hooks: () => ({
        adjudicate: (ctx) => {
          asked.push(ctx.position.fullmoves);
          return undefined;
        },
      }),
    });
    const regulation = defineRegulation({ name: 'x', plugins: [fideStandard(), everyTenth()] });
    unwrap(reviewMoves(regulation, Position.default(), uci('e2e4 e7e5 g1f3')));
    expect(asked).toHaveLength(4);
  });
});

describe('reviewMoves with a flag: the regulation rules on a recorded time forfeit', () => {
  // White has a lone king and Black a queen; after 1. Kd2 Black is on move.
  const loneKing = () => unwrap(Position.fromFen('4k3/8/8/8/8/8/8/q3K3 w - - 0 1'));

  it("L-6.9 a flag against a side whose opponent cannot mate is a draw, named by flagFall's screen", () => {
    const review = unwrap(reviewMoves(fideStandard(), loneKing(), uci('e1d2'), { flag: 'black' }));
    expect(review.flag).toMatchObject({
      outcome: { result: '1/2-1/2', byRule: 'L-6.9', plugin: 'flagFall' },
    });
  });

  it('L-6.9 a flag against a side whose opponent can mate is the loss the record shows: not judged', () => {
    const review = unwrap(
      reviewMoves(fideStandard(), Position.default(), uci('e2e4'), { flag: 'black' }),
    );
    expect(review).toEqual({ claims: [] });
  });

  it('L-6.9 without flagFall drawing for want of mating material, the flag is never named', () => {
    const regulation = fideStandard({ flagFall: { drawIfOpponentCannotMate: false } });
    const review = unwrap(reviewMoves(regulation, loneKing(), uci('e1d2'), { flag: 'black' }));
    expect(review.flag).toBeUndefined();
  });

  it("E-armageddon L-6.9 the flag's draw is mapped as any draw: Black wins it", () => {
    const review = unwrap(reviewMoves(armageddon(), loneKing(), uci('e1d2'), { flag: 'black' }));
    expect(review.flag).toMatchObject({
      outcome: { result: '0-1', mappedFrom: { result: '1/2-1/2' } },
    });
  });

  it('L-5.1.1 a mate on the board before the flag stands: the flag is not judged', () => {
    const start = unwrap(Position.fromFen('6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1'));
    const review = unwrap(reviewMoves(fideStandard(), start, uci('a1a8'), { flag: 'black' }));
    expect(review.ending?.outcome).toMatchObject({ result: '1-0', byRule: 'L-5.1.1' });
    expect(review.flag).toBeUndefined();
  });

  it("L-6.9 only the clock of the side on move runs: the other side's flag is ERR_RULES_NO_FLAG", () => {
    const review = reviewMoves(fideStandard(), loneKing(), uci('e1d2'), { flag: 'white' });
    expect(review.ok ? undefined : review.error).toMatchObject({
      code: 'ERR_RULES_NO_FLAG',
      location: { field: 'flag' },
    });
    expect(review.ok ? '' : review.error.message).toMatch(
      /only the clock of the side on move \(Black\) runs/,
    );
  });

  it('the flag is judged as the opponent called it: a plugin that waits for the call rules the loss', () => {
    const called: (string | undefined)[] = [];
    const flagNeedsCall = definePlugin({
      name: 'flagNeedsCall',
      defaults: {},
      enforce: 'pre',
      hooks: () => ({
        judgeFlag: (flag) => {
          called.push(flag.calledBy);
          return flag.calledBy ? undefined : { playOn: true, rule: 'L-6.9', reason: 'not called' };
        },
      }),
    });
    const regulation = defineRegulation({
      name: 'called',
      plugins: [fideStandard(), flagNeedsCall()],
    });
    const review = unwrap(reviewMoves(regulation, loneKing(), uci('e1d2'), { flag: 'black' }));
    expect(called).toEqual(['white']);
    // flagFall then rules: White cannot mate, a draw (L-6.9).
    expect(review.flag).toMatchObject({ outcome: { result: '1/2-1/2', byRule: 'L-6.9' } });
  });

  it("a third-party flag plugin without a screen is asked: the regulation decides, not the review's caller", () => {
    const asked: string[] = [];
    const flagsDraw = definePlugin({
      name: 'flagsDraw',
      defaults: {},
      enforce: 'pre',
      rules: () => [{ id: 'X-1', summary: 'a fallen flag draws (a club rule)' }],
      hooks: () => ({
        judgeFlag: (flag) => {
          asked.push(flag.side ?? 'both');
          return { outcome: { result: '1/2-1/2', termination: 'timeout', byRule: 'X-1' } };
        },
      }),
    });
    const regulation = defineRegulation({ name: 'club', plugins: [fideStandard(), flagsDraw()] });
    const review = unwrap(
      reviewMoves(regulation, Position.default(), uci('e2e4'), { flag: 'black' }),
    );
    expect(asked).toEqual(['black']);
    expect(review.flag).toMatchObject({
      outcome: { result: '1/2-1/2', byRule: 'X-1', plugin: 'flagsDraw' },
    });
    // Not asked about a flag: the plugin is never called.
    unwrap(reviewMoves(regulation, Position.default(), uci('e2e4')));
    expect(asked).toEqual(['black']);
  });
});

describe('reviewMoves refuses arguments of the wrong kind with a typed error naming them', () => {
  const start = Position.default();
  const moves = uci('e2e4');
  const cases: [string, () => ReturnType<typeof reviewMoves>][] = [
    ['start', () => reviewMoves(fideStandard(), 'e4' as never, moves)],
    ['moves', () => reviewMoves(fideStandard(), start, 'e2e4' as never)],
    ['claimsFrom', () => reviewMoves(fideStandard(), start, moves, { claimsFrom: -1 })],
    ['claimsFrom', () => reviewMoves(fideStandard(), start, moves, { claimsFrom: 'x' as never })],
    ['final', () => reviewMoves(fideStandard(), start, moves, { final: 42 as never })],
    ['flag', () => reviewMoves(fideStandard(), start, moves, { flag: 'green' as never })],
    [
      'trace',
      () =>
        reviewMoves(fideStandard(), start, moves, {
          final: start,
          trace: { codes: [], keys: [1], clocks: [0] },
        }),
    ],
  ];
  for (const [field, run] of cases)
    it(`ERR_RULES_REVIEW_INPUT for a bad ${field}`, () => {
      const review = run();
      expect(review.ok ? undefined : review.error).toMatchObject({
        code: 'ERR_RULES_REVIEW_INPUT',
        location: { field },
      });
    });
});
