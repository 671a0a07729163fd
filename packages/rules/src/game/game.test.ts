import { unwrap } from '@chesslaws/board';
import { Position } from '@chesslaws/moves';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import {
  casual,
  createGame,
  fideBlitz,
  fideStandard,
  type GameEvent,
  restoreGame,
} from '../index.js';

describe('createGame', () => {
  it('refuses a bad FEN, a bad Chess960 number and a bad time control with located errors', () => {
    const fen = createGame(fideBlitz(), {
      start: { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1' },
    });
    expect(!fen.ok && fen.error).toMatchObject({
      code: 'ERR_RULES_START',
      location: { field: 'start.fen' },
    });
    const n = createGame(fideBlitz(), { start: { chess960: 960 } });
    expect(!n.ok && n.error).toMatchObject({
      code: 'ERR_RULES_START',
      location: { field: 'start.chess960' },
    });
    const clock = createGame(fideBlitz(), { clock: '3+' });
    expect(!clock.ok && clock.error).toMatchObject({
      code: 'ERR_RULES_START',
      location: { field: 'clock' },
    });
  });

  it('L-G2 plays Chess960 from a start-position number, castling onto the standard squares', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { start: { chess960: 192 }, now: () => t }));
    expect(game.state.fen.startsWith('bbqnrknr/')).toBe(true);
    expect(game.toJSON().start).toMatchObject({ chess960: 192 });
    // SP 192 (BBQNRKNR): the knight leaves g1, then O-O is the king f1 onto the rook h1.
    for (const uci of ['g1f3', 'g8f6']) {
      t += 1_000;
      unwrap(game.play(uci));
    }
    t += 1_000;
    unwrap(game.play('f1h1'));
    // King and rook end on the standard squares: king g1, rook f1.
    expect(game.state.fen.split(' ')[0]).toBe('bbqnrk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/BBQNRRK1');
    expect(game.state.moves.at(-1)?.uci).toBe('f1h1');
    expect(game.state.fen.split(' ')[2]).toBe('kq'); // White's rights are gone, Black's stay
  });

  it('the clock can wait for start()', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t, autoStart: false }));
    expect(game.state.status).toBe('ready');
    t = 5_000;
    expect(game.clockAt()?.white.time).toBe(182_000);
    unwrap(game.start());
    expect(game.state.status).toBe('playing');
  });
});

describe('the event log', () => {
  it('restoring a saved log reproduces the game exactly at every point, clocks included', () => {
    const next = seededRandom(testRun().seed);
    const random = { next };
    for (let g = 0; g < scaledRuns(12); g++) {
      let t = 0;
      const regulation = g % 2 ? fideBlitz() : fideStandard();
      const game = unwrap(createGame(regulation, { now: () => t }));
      for (let ply = 0; ply < 120 && !game.state.outcome; ply++) {
        t += 1 + Math.floor(random.next() * 3_000);
        const moves = game.legalMoves();
        const roll = random.next();
        if (roll < 0.03) game.illegalMove('a1a5');
        else if (roll < 0.05) game.offerDraw(game.state.turn);
        else if (roll < 0.07) game.claim({ by: game.state.turn, kind: 'threefold' });
        else game.play(moves[Math.floor(random.next() * moves.length)]!);
      }
      const log = JSON.parse(JSON.stringify(game.toJSON()));
      const restored = unwrap(restoreGame(regulation, log));
      expect(restored.state.fen).toBe(game.state.fen);
      expect(restored.state.clock).toEqual(game.state.clock);
      expect(restored.state.rulings).toEqual(game.state.rulings);
      expect(restored.state.outcome).toEqual(game.state.outcome);
      expect(restored.state.moves).toEqual(game.state.moves);
      // Every prefix replays too (the state at any point of the game).
      const cut = Math.floor(log.events.length / 2);
      const half = unwrap(restoreGame(regulation, { ...log, events: log.events.slice(0, cut) }));
      expect(half.events).toHaveLength(cut);
    }
  });

  it('a corrupted log is a typed error naming the event and the reason; nothing throws', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 1_000;
    game.play('e2e4');
    const log = game.toJSON();
    const bad = (events: unknown[]) => restoreGame(fideBlitz(), { ...log, events });
    const cases: [unknown[], number, RegExp][] = [
      [[...log.events, { type: 'move', at: 2_000, move: 'e7e9' }], 2, /UCI/],
      [[...log.events, { type: 'move', at: 2_000, move: 'e2e4' }], 2, /not a legal move/],
      [[...log.events, { type: 'teleport', at: 2_000 }], 2, /unknown event type/],
      [[...log.events, { type: 'resign', at: 500, by: 'black' }], 2, /before the previous one/],
      [[...log.events, { type: 'resign', at: 2_000, by: 'blue' }], 2, /'by' must be/],
      [[...log.events, { type: 'move', at: 900_000, move: 'e7e5' }], 2, /flag fell/],
      [[...log.events, 'e7e5'], 2, /must be an object/],
      [[log.events[1], log.events[0]], 0, /clock has not been started/],
      [[...log.events, { type: 'resign', at: 1.5, by: 'black' }], 2, /'at' must be a whole/],
      [[...log.events, { type: 'resign', at: -1, by: 'black' }], 2, /'at' must be a whole/],
      [
        [...log.events, { type: 'resign', at: 2_000, by: 'black', why: 'tired' }],
        2,
        /no field 'why'/,
      ],
      [[...log.events, { type: 'move', at: 2_000 }], 2, /'move' is missing/],
      // A bad event followed by good ones: the first bad one is named, nothing after it runs.
      [
        [
          { ...log.events[0], at: 'soon' },
          ...log.events,
          { type: 'resign', at: 9_000, by: 'black' },
        ],
        0,
        /'at' must be/,
      ],
      [
        [...log.events, { type: 'claim', at: 2_000, by: 'black', claim: 'draw' }],
        2,
        /'claim' must be one of/,
      ],
      [
        [...log.events, { type: 'decide-claim', at: 2_000, upheld: 'yes' }],
        2,
        /'upheld' must be true or false/,
      ],
    ];
    for (const [events, index, reason] of cases) {
      const result = bad(events);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('ERR_RULES_LOG');
        expect(result.error.location?.index).toBe(index);
        expect(result.error.message).toMatch(reason);
      }
    }
    const field = (value: unknown) => {
      const restored = restoreGame(fideBlitz(), value);
      expect(restored.ok).toBe(false);
      return !restored.ok && { code: restored.error.code, field: restored.error.location?.field };
    };
    expect(field(null)).toEqual({ code: 'ERR_RULES_LOG', field: '(log)' });
    expect(field({ ...log, format: 'pgn' })).toEqual({ code: 'ERR_RULES_LOG', field: 'format' });
    expect(field({ ...log, version: 2 })).toEqual({ code: 'ERR_RULES_LOG', field: 'version' });
    expect(field({ ...log, events: 'x' })).toEqual({ code: 'ERR_RULES_LOG', field: 'events' });
    expect(field({ ...log, start: { fen: 42 } })).toEqual({
      code: 'ERR_RULES_LOG',
      field: 'start',
    });
    expect(field({ ...log, start: { fen: 'not a fen' } })).toEqual({
      code: 'ERR_RULES_LOG',
      field: 'start.fen',
    });
    expect(field({ ...log, control: 'soon' })).toEqual({ code: 'ERR_RULES_LOG', field: 'control' });
    expect(field({ ...log, regulation: { name: 'fide-blitz' } })).toEqual({
      code: 'ERR_RULES_LOG_REGULATION',
      field: 'regulation',
    });
  });

  it('a log restored under other rules is refused, naming the difference', () => {
    const t = 0;
    const log = unwrap(createGame(fideBlitz(), { now: () => t })).toJSON();
    const other = restoreGame(fideStandard(), log);
    expect(!other.ok && other.error.code).toBe('ERR_RULES_LOG_REGULATION');
    const options = restoreGame(fideBlitz({ illegalMoves: { lossOn: 3 } }), log);
    expect(!options.ok && options.error.message).toMatch(/illegalMoves/);
  });

  it('records a flag fall it noticed before another action as an event of its own', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 4 * 60_000;
    const late = game.play('e2e4');
    expect(!late.ok && late.error.code).toBe('ERR_RULES_GAME_OVER');
    expect(game.events.map((e: GameEvent) => e.type)).toEqual(['start', 'flag']);
    expect(unwrap(restoreGame(fideBlitz(), game.toJSON())).state.outcome).toEqual(
      game.state.outcome,
    );
  });
});

describe('listeners', () => {
  it('tell a UI about moves, checks, penalties, offers, claims and the outcome', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    const heard: string[] = [];
    for (const type of ['move', 'check', 'penalty', 'offer', 'claim', 'outcome'] as const)
      game.on(type, () => heard.push(type));
    const stop = game.on('change', () => heard.push('change'));
    t = 1;
    game.play('e2e4');
    stop();
    game.claim({ by: 'black', kind: 'fifty' });
    game.illegalMove('e7e4');
    game.offerDraw('black');
    for (const uci of ['e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7']) game.play(uci);
    // The incorrect fifty-move claim is a penalty (L-9.5) and a claim; Qxf7 mates with check.
    expect(heard).toEqual([
      'move',
      'change',
      'penalty',
      'claim',
      'penalty',
      'offer',
      ...Array(6).fill('move'),
      'check',
      'outcome',
    ]);
  });
});

describe('takebacks and the clock', () => {
  it('a position before a takeback is exactly the position before the move', () => {
    let t = 0;
    const game = unwrap(createGame(casual(), { now: () => t }));
    const fens: string[] = [game.state.fen];
    for (const uci of ['e2e4', 'd7d5', 'e4d5', 'g8f6', 'f1b5', 'c7c6', 'd5c6', 'd8d2']) {
      t += 1;
      unwrap(game.play(uci));
      fens.push(game.state.fen);
    }
    while (game.state.moves.length > 0) {
      fens.pop();
      unwrap(game.takeback('white'));
      expect(game.state.fen).toBe(fens.at(-1));
    }
    expect(Position.default().turn).toBe('white');
  });
});

describe("the arbiter's clock (S-arbiter-clock)", () => {
  it('S-arbiter-clock setMoves sets the move counters, and the next period begins from them', () => {
    let t = 0;
    const game = unwrap(createGame(fideStandard(), { now: () => t }));
    // 90/40+30, 30+30: White at 39 moves completes the control with the next one.
    unwrap(game.arbiter.setMoves({ white: 39 }));
    expect(game.state.clock?.white).toMatchObject({ moves: 39, movesToControl: 1 });
    t = 10_000;
    unwrap(game.play('e2e4'));
    expect(game.state.clock?.white).toMatchObject({ moves: 40, period: 2 });
    // 90:00 + 0:30 - 0:10 + 0:30, then the second period's 30:00.
    expect(game.state.clock?.white.time).toBe(90 * 60_000 + 30_000 - 10_000 + 30_000 + 30 * 60_000);
    const refused = game.arbiter.setMoves({ black: -1 });
    expect(!refused.ok && refused.error.code).toBe('ERR_RULES_BAD_ACTION');
    const restored = unwrap(restoreGame(fideStandard(), game.toJSON()));
    expect(restored.state.clock).toEqual(game.state.clock);
  });

  it('S-arbiter-clock a pause and a resume replay exactly: time stands still between them', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 5_000;
    unwrap(game.play('e2e4'));
    t = 7_000;
    unwrap(game.arbiter.pause());
    expect(game.state.status).toBe('paused');
    const refused = game.play('e7e5');
    expect(!refused.ok && refused.error.code).toBe('ERR_RULES_CLOCK');
    t = 67_000;
    expect(game.clockAt()?.black.time).toBe(180_000);
    unwrap(game.arbiter.resume());
    t = 70_000;
    unwrap(game.play('e7e5'));
    // Black used 2 s before the pause and 3 s after it; the minute paused is not counted.
    expect(game.state.clock?.black.time).toBe(182_000 - 5_000 + 2_000);
    const log = JSON.parse(JSON.stringify(game.toJSON()));
    const restored = unwrap(restoreGame(fideBlitz(), log));
    expect(restored.state.clock).toEqual(game.state.clock);
    expect(restored.state.moves).toEqual(game.state.moves);
    // Cut just after the pause: the restored game is paused, its clocks as they were then.
    const paused = unwrap(restoreGame(fideBlitz(), { ...log, events: log.events.slice(0, 3) }));
    expect(paused.state.status).toBe('paused');
    expect(paused.clockAt(500_000)?.black.time).toBe(180_000);
  });
});

describe('the intended move after an incorrect claim (L-9.5)', () => {
  it('L-9.5 state.mustPlay is the move written down, and it goes once played', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    expect(game.state.mustPlay).toBeUndefined();
    t = 1_000;
    unwrap(game.claim({ by: 'white', kind: 'threefold', intended: 'g1f3' }));
    expect(game.state.mustPlay).toEqual({
      from: 6,
      to: 21,
      rule: 'L-9.5',
      plugin: 'incorrectClaim',
    });
    expect(game.legalMoves()).toEqual([{ from: 6, to: 21 }]);
    const other = game.play('e2e4');
    expect(!other.ok && other.error).toMatchObject({
      code: 'ERR_RULES_INTENDED_MOVE',
      rule: 'L-9.5',
      plugin: 'incorrectClaim',
    });
    unwrap(game.play('g1f3'));
    expect(game.state.mustPlay).toBeUndefined();
  });

  it('L-9.5 without the incorrectClaim plugin, nothing binds the claimant', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz({ incorrectClaim: false }), { now: () => t }));
    t = 1_000;
    unwrap(game.claim({ by: 'white', kind: 'threefold', intended: 'g1f3' }));
    expect(game.state.mustPlay).toBeUndefined();
    expect(game.play('e2e4').ok).toBe(true);
  });
});

describe('the state snapshot', () => {
  it('L-6.1 is frozen, keeps what it showed after later moves, and writes every field as JSON', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz(), { now: () => t }));
    t = 1_000;
    unwrap(game.play('e2e4'));
    const before = game.state;
    expect(Object.isFrozen(before)).toBe(true);
    expect(() => {
      (before as { status: string }).status = 'over';
    }).toThrow();
    t = 2_000;
    unwrap(game.play('e7e5'));
    expect(before.moves.map((m) => m.uci)).toEqual(['e2e4']);
    expect(before.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(game.state.moves.map((m) => m.uci)).toEqual(['e2e4', 'e7e5']);
    const written = JSON.parse(JSON.stringify(game.state));
    expect(written.fen).toBe(game.state.fen);
    expect(written.moves).toHaveLength(2);
    expect(written.rulings).toEqual([]);
    expect(written.recordStart.ply).toBe(0);
    expect(written.clock.white.time).toBe(game.state.clock?.white.time);
  });
});
