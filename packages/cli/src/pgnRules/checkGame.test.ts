// A recorded time forfeit is judged by the regulation's own flag rule (its `judgeFlag`, where
// its screen names the flag), never by a rule the CLI knows.
import { unwrap } from '@chesslaws/board';
import { parsePgn } from '@chesslaws/notation';
import { definePlugin, defineRegulation, fideBlitz, type Regulation } from '@chesslaws/rules';
import { describe, expect, it } from 'vitest';
import { checkGame } from './checkGame.js';
import { VARIANTS } from './variants.js';

const onTime = (result: string, moves: string, fen: string, variant?: string) =>
  unwrap(
    parsePgn(
      [
        ...(variant ? [`[Variant "${variant}"]`] : []),
        '[SetUp "1"]',
        `[FEN "${fen}"]`,
        '[Termination "time forfeit"]',
        `[Result "${result}"]`,
        '',
        `${moves} ${result}`,
      ].join('\n'),
      { variants: VARIANTS },
    )[0]!,
  );

// White has a lone king, Black a queen: after 1. Kd2 Black is on move and its flag can fall.
const LONE_KING = '4k3/8/8/8/8/8/8/q3K3 w - - 0 1';
const kinds = (game: ReturnType<typeof onTime>, regulation: Regulation) =>
  checkGame(game, regulation).map(({ kind, rule, ply }) => ({ kind, rule, ply }));

describe('pgn check --rules on a recorded time forfeit', () => {
  it('L-6.9 a win on time for a side that cannot mate contradicts FIDE blitz', () => {
    expect(kinds(onTime('1-0', '1. Kd2', LONE_KING), fideBlitz())).toEqual([
      { kind: 'result-contradicts-board', rule: 'L-6.9', ply: 1 },
    ]);
  });

  it('L-6.9 a regulation whose flag rule does not draw finds nothing wrong with the same game', () => {
    const strict = fideBlitz({ flagFall: { drawIfOpponentCannotMate: false } });
    expect(kinds(onTime('1-0', '1. Kd2', LONE_KING), strict)).toEqual([]);
  });

  it('L-6.9 a win on time for a side that can mate is no finding', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(kinds(onTime('1-0', '1. e4', start), fideBlitz())).toEqual([]);
  });

  it('L-6.9 in atomic a lone king cannot win: the variant flag rule draws', () => {
    expect(kinds(onTime('1-0', '1. Kd2', LONE_KING, 'Atomic'), fideBlitz())).toEqual([
      { kind: 'result-contradicts-board', rule: 'L-6.9', ply: 1 },
    ]);
  });

  it("a third-party flag plugin's ruling is the one reported", () => {
    const flagsDraw = definePlugin({
      name: 'flagsDraw',
      defaults: {},
      enforce: 'pre',
      rules: () => [{ id: 'X-1', summary: 'a fallen flag draws (a club rule)' }],
      hooks: () => ({
        judgeFlag: () => ({
          outcome: { result: '1/2-1/2', termination: 'timeout', byRule: 'X-1' },
        }),
      }),
    });
    const club = defineRegulation({ name: 'club', plugins: [fideBlitz(), flagsDraw()] });
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const findings = checkGame(onTime('1-0', '1. e4', start), club);
    expect(findings).toEqual([
      {
        kind: 'result-contradicts-board',
        rule: 'X-1',
        ply: 1,
        move: '1. e4',
        message: expect.stringMatching(
          /^the result is 1-0 on time, but club rules 1\/2-1\/2: Black's flag fell/,
        ),
      },
    ]);
  });
});
