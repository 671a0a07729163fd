// Time controls given to the rules API are read as people write them (issue 15's second bug):
// createGame's `clock`, gameSetup's, and the timeControl plugin's `control` option.
import { unwrap } from '@chesslaws/board';
import { fischer, periods, suddenDeath, type TimeControl } from '@chesslaws/clock';
import { describe, expect, it } from 'vitest';
import {
  casual,
  createGame,
  describeRegulation,
  fideBlitz,
  fideRapid,
  fideStandard,
  gameSetup,
  RULES_ERROR_CODES,
  RulesError,
  restoreGame,
  timeControl,
} from '../src/index.js';

const M = 60_000;
const S = 1_000;

interface Row {
  readonly text: string;
  readonly control: TimeControl;
  readonly category: string;
  readonly where: string;
}

// [text, control, FIDE category, where it is written]
const AS_WRITTEN: readonly Row[] = (
  [
    ['1+0', suddenDeath(1 * M), 'bullet', 'a bullet button: minutes'],
    ['3+2', fischer(3 * M, 2 * S), 'blitz', 'FIDE World Blitz: minutes'],
    ['15+10', fischer(15 * M, 10 * S), 'rapid', 'FIDE World Rapid: minutes'],
    ['25+10', fischer(25 * M, 10 * S), 'rapid', 'rapid opens: minutes'],
    ['90+30', fischer(90 * M, 30 * S), 'standard', 'every classical poster: minutes'],
    ['180+2', fischer(3 * M, 2 * S), 'blitz', 'a PGN TimeControl tag: seconds'],
    ['900+10', fischer(15 * M, 10 * S), 'rapid', 'a PGN TimeControl tag: seconds'],
    ['5400+30', fischer(90 * M, 30 * S), 'standard', 'a PGN TimeControl tag: seconds'],
    ['60m+0', suddenDeath(60 * M), 'standard', 'a unit says minutes'],
    ['pgn:60+0', suddenDeath(1 * M), 'bullet', 'the prefix says a PGN tag'],
    [
      '90/40+30, 30+30',
      periods({ time: 90 * M, moves: 40, increment: 30 * S }, { time: 30 * M, increment: 30 * S }),
      'standard',
      'FIDE classical',
    ],
  ] as const
).map(([text, control, category, where]) => ({ text, control, category, where }));

const sameControl = (a: TimeControl | null | undefined, b: TimeControl) =>
  expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)));

describe('a time control as people write it', () => {
  it.each(AS_WRITTEN)(
    'L-A.1 L-B.1 createGame reads $text as written ($where): $category',
    ({ text, control, category }) => {
      const game = unwrap(createGame(fideStandard(), { clock: text, autoStart: false }));
      sameControl(game.setup.control, control);
      expect(game.setup.category).toBe(category);
      const setup = unwrap(gameSetup(fideStandard(), { clock: text }));
      sameControl(setup.control, control);
      expect(setup.category).toBe(category);
    },
  );

  it.each(AS_WRITTEN)(
    "L-A.1 L-B.1 the timeControl plugin's control option reads $text as written ($where): $category",
    ({ text, control, category }) => {
      const regulation = fideRapid({ timeControl: { control: text } });
      const setup = unwrap(gameSetup(regulation));
      sameControl(setup.control, control);
      expect(setup.category).toBe(category);
      const rule = category === 'rapid' || category === 'standard' ? 'L-A.1' : 'L-B.1';
      expect(describeRegulation(regulation)).toContainEqual(
        expect.objectContaining({ id: rule, plugin: 'timeControl' }),
      );
    },
  );

  it('L-6.1 5400+30 runs a 90-minute clock, not a 90-hour one', () => {
    let t = 0;
    const game = unwrap(createGame(casual(), { clock: '5400+30', now: () => t }));
    expect(game.setup.clock?.white.time).toBe(90 * M + 30 * S); // S-modes: +30 s from move 1
    t = 1_000;
    game.play('e2e4');
    expect(game.state.moves[0]?.clock).toBe(90 * M + 30 * S - 1_000 + 30 * S);
  });

  it('takes { shorthand } and { pgn } as createGame clocks', () => {
    const minutes = unwrap(gameSetup(fideStandard(), { clock: { shorthand: '60+0' } }));
    sameControl(minutes.control, suddenDeath(60 * M));
    const seconds = unwrap(gameSetup(fideStandard(), { clock: { pgn: '60+0' } }));
    sameControl(seconds.control, suddenDeath(1 * M));
  });
});

describe('a time control that reads two ways', () => {
  it('is a stable code of the rules', () => {
    expect(RULES_ERROR_CODES).toContain('ERR_RULES_CONTROL_AMBIGUOUS');
  });

  it.each([
    ['60+0', '1 h', '1 min', '60m+0', 'pgn:60+0'],
    ['30', '30 min', '30 s', '30m', 'pgn:30'],
    ['  15+0', '15 min', '15 s', '15m+0', 'pgn:15+0'],
  ])(
    'createGame refuses %j, naming both readings and the clock to pass for each',
    (text, hour, minute, explicitMinutes, explicitPgn) => {
      const made = createGame(fideBlitz(), { clock: text });
      expect(made.ok).toBe(false);
      if (made.ok) return;
      expect(made.error).toBeInstanceOf(RulesError);
      expect(made.error.code).toBe('ERR_RULES_CONTROL_AMBIGUOUS');
      expect(made.error.location).toEqual({
        field: 'clock',
        offset: text.length - text.trimStart().length,
      });
      const bare = text.trim();
      expect(made.error.message).toBe(
        `time control '${bare}' reads two ways: ${hour} (minutes, as on a poster) or ` +
          `${minute} (seconds, as a PGN TimeControl tag); ` +
          `pass clock: '${explicitMinutes}' (or { shorthand: '${bare}' }) for ${hour}, ` +
          `or clock: '${explicitPgn}' (or { pgn: '${bare}' }) for ${minute}`,
      );
      // What the message says to pass is taken, and means what it says.
      const asMinutes = unwrap(gameSetup(fideBlitz(), { clock: explicitMinutes }));
      const asTag = unwrap(gameSetup(fideBlitz(), { clock: explicitPgn }));
      const firstTime = (c: TimeControl | null) => (c!.white[0] as { time: number }).time;
      expect(firstTime(asMinutes.control)).toBe(60 * firstTime(asTag.control));
      expect(gameSetup(fideBlitz(), { clock: text })).toMatchObject({
        ok: false,
        error: { code: 'ERR_RULES_CONTROL_AMBIGUOUS' },
      });
    },
  );

  it("the timeControl plugin refuses '60+0' as its control, naming the option to pass", () => {
    let thrown: unknown;
    try {
      fideStandard({ timeControl: { control: '60+0' } });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RulesError);
    expect(thrown).toMatchObject({
      code: 'ERR_RULES_CONTROL_AMBIGUOUS',
      location: { field: 'timeControl.control', offset: 0 },
      plugin: 'timeControl',
      message:
        "timeControl: option 'control' '60+0' reads two ways: 1 h (minutes, as on a poster) or " +
        "1 min (seconds, as a PGN TimeControl tag); pass control: '60m+0' for 1 h, " +
        "or control: 'pgn:60+0' for 1 min",
    });
    expect(() => timeControl({ control: '60+0' })).toThrow(/control: '60m\+0'/);
    sameControl(
      unwrap(gameSetup(fideStandard({ timeControl: { control: '60m+0' } }))).control,
      suddenDeath(60 * M),
    );
  });

  it('a syntax error keeps its code and gains its offset', () => {
    const made = createGame(fideBlitz(), { clock: '3+' });
    expect(!made.ok && made.error).toMatchObject({
      code: 'ERR_RULES_START',
      location: { field: 'clock', offset: 2 },
    });
    expect(() => fideBlitz({ timeControl: { control: '3+' } })).toThrow(
      expect.objectContaining({
        code: 'ERR_RULES_PLUGIN_OPTIONS',
        location: { field: 'timeControl.control', offset: 2 },
      }),
    );
  });

  it('a saved game keeps its control as data, so it restores whatever text made it', () => {
    const game = unwrap(createGame(fideBlitz(), { clock: '180+2', now: () => 0 }));
    const restored = unwrap(restoreGame(fideBlitz(), JSON.parse(JSON.stringify(game.toJSON()))));
    sameControl(restored.setup.control, fischer(3 * M, 2 * S));
  });
});
