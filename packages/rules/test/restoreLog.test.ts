// restoreGame takes exactly what toJSON writes: a corrupted log is ERR_RULES_LOG naming its field,
// never a game replayed from something else.
import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { casual, createGame, fideBlitz, type GameLog, restoreGame } from '../src/index.js';

function blitzGame(): GameLog {
  let t = 0;
  const game = unwrap(createGame(fideBlitz(), { now: () => t }));
  for (const uci of ['e2e4', 'e7e5', 'g1f3']) {
    t += 1_000;
    game.play(uci);
  }
  return JSON.parse(JSON.stringify(game.toJSON()));
}

function chess960Game(): GameLog {
  let t = 0;
  const game = unwrap(createGame(fideBlitz(), { start: { chess960: 192 }, now: () => t }));
  t = 1_000;
  game.play('g1f3');
  return JSON.parse(JSON.stringify(game.toJSON()));
}

/** The refusal of `log`: its code, field and message. */
function refusal(log: unknown) {
  const restored = restoreGame(fideBlitz(), log);
  expect(restored.ok).toBe(false);
  if (restored.ok) return undefined;
  return {
    code: restored.error.code,
    field: restored.error.location?.field,
    message: restored.error.message,
  };
}

describe('restoreGame refuses a corrupted log', () => {
  it('a valid saved log still restores, a Chess960 one too (L-G2), to the same state', () => {
    for (const log of [blitzGame(), chess960Game()]) {
      const restored = unwrap(restoreGame(fideBlitz(), log));
      expect(restored.toJSON()).toEqual(log);
    }
    // toJSON writes a Chess960 start as its FEN and its number.
    expect(Object.keys(chess960Game().start).sort()).toEqual(['chess960', 'fen']);
    expect(Object.keys(blitzGame().start)).toEqual(['fen']);
    // A game without a clock saves control: null, which restores.
    const noClock = unwrap(createGame(casual())).toJSON();
    expect(noClock.control).toBeNull();
    expect(restoreGame(casual(), noClock).ok).toBe(true);
  });

  it('an unknown top-level field', () => {
    expect(refusal({ ...blitzGame(), note: 'hi' })).toEqual({
      code: 'ERR_RULES_LOG',
      field: 'note',
      message:
        "a saved game has no field 'note' (it has format, version, regulation, start, control, events)",
    });
  });

  it('an unknown field in start', () => {
    const log = blitzGame();
    expect(refusal({ ...log, start: { ...log.start, variant: 'atomic' } })).toEqual({
      code: 'ERR_RULES_LOG',
      field: 'start.variant',
      message: "start has no field 'variant' (a saved start is { fen } or { fen, chess960 })",
    });
  });

  it.each<[unknown, string]>([
    ['3+2', 'the text a person types'],
    [{ shorthand: '3+2' }, 'text in a named notation'],
    [{ pgn: '180+2' }, 'a PGN tag'],
    [180_000, 'a number'],
    [[], 'an array'],
    [false, 'false for no clock (a log writes null)'],
  ])('L-6.1 a control that is not a TimeControl object or null: %j (%s)', (control) => {
    const found = refusal({ ...blitzGame(), control });
    expect(found?.code).toBe('ERR_RULES_LOG');
    expect(found?.field).toBe('control');
    expect(found?.message).toMatch(/^control /);
  });

  it('L-6.1 a TimeControl with a field of its own, or a broken stage list', () => {
    const log = blitzGame();
    const control = log.control!;
    expect(refusal({ ...log, control: { ...control, shorthand: '3+2' } })).toMatchObject({
      field: 'control',
      message: "control has no field 'shorthand' (a TimeControl is { white, black })",
    });
    expect(refusal({ ...log, control: { white: control.white } })).toMatchObject({
      code: 'ERR_RULES_LOG',
      field: 'control',
    });
  });

  it('L-G2 a start whose FEN and Chess960 number disagree, either way', () => {
    const log = chess960Game();
    const other = unwrap(createGame(fideBlitz(), { start: { chess960: 518 } })).toJSON().start;
    // The number of another start under this one's FEN, and this one's number under the standard FEN.
    for (const start of [
      { fen: log.start.fen, chess960: 518 },
      { fen: other.fen, chess960: 192 },
    ]) {
      expect(refusal({ ...log, start })).toMatchObject({
        code: 'ERR_RULES_LOG',
        field: 'start',
        message: expect.stringMatching(/^start\.fen ".*" is not Chess960 start position \d+ \(/),
      });
    }
    // A Chess960 number with the FEN toJSON writes for it restores, and plays from that position.
    const restored = unwrap(restoreGame(fideBlitz(), log));
    expect(restored.setup.chess960).toBe(192);
    expect(restored.state.fen).toBe('bbqnrknr/pppppppp/8/8/8/5N2/PPPPPPPP/BBQNRK1R b KQkq - 1 1');
  });
});
