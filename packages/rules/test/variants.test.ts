import { unwrap } from '@chesslaws/board';
import { CHESS960, defineVariant, STANDARD } from '@chesslaws/moves';
import {
  atomic,
  crazyhouse,
  horde,
  kingOfTheHill,
  lichessVariants,
  racingKings,
  threeCheck,
} from '@chesslaws/variants';
import { describe, expect, it } from 'vitest';
import {
  armageddon,
  casual,
  createGame,
  defineRegulation,
  describeRegulation,
  fideBlitz,
  fideBlitzUnsupervised,
  gameSetup,
  readRegulation,
  restoreGame,
  variantPlugin,
} from '../src/index.js';
import { table } from './harness.js';

/** Atomic's quickest win: the knight takes f7, and the explosion takes the king on e8. */
const ATOMIC_WIN = 'g1f3 a7a6 f3e5 a6a5 e5f7';

describe('the variant slot takes any variant (variantPlugin)', () => {
  it('V-atomic.king-exploded casual({ variant: atomic() }) plays atomic to the explosion', () => {
    const tb = table(casual({ variant: atomic() }));
    expect(tb.game.setup.variant).toBe('atomic');
    tb.play(ATOMIC_WIN);
    expect(tb.game.state.outcome).toMatchObject({
      result: '1-0',
      termination: 'variant-end',
      winner: 'white',
      byRule: 'V-atomic.king-exploded',
      plugin: 'variant',
    });
    expect(tb.game.state.outcome?.byRule).toBe('V-atomic.king-exploded');
    // The same moves in standard chess end nothing: the knight only takes a pawn.
    const standard = table(casual());
    standard.play(ATOMIC_WIN);
    expect(standard.game.state.outcome).toBeUndefined();
  });

  it('V-crazyhouse.drops fideBlitz({ variant: crazyhouse() }) takes a drop, written N@f3', () => {
    const tb = table(fideBlitz({ variant: crazyhouse() }));
    tb.play('e2e4 d7d5 e4d5 d8d5 b1c3 d5a5');
    expect(tb.game.state.position.pocket('white').pawn).toBe(1);
    tb.play('P@e6');
    expect(tb.game.state.moves.at(-1)).toMatchObject({ uci: 'P@e6' });
    expect(tb.game.state.fen).toBe(
      'rnb1kbnr/ppp1pppp/4P3/q7/8/2N5/PPPP1PPP/R1BQKBNR[p] b KQkq - 0 4',
    );
    // A drop on an occupied square is refused, located by the rule of the board.
    expect(tb.game.play('P@e2').ok).toBe(true);
    expect(tb.game.play('N@e2').ok).toBe(false);
  });

  it('V-3check.checks armageddon({ variant: threeCheck() }) ends on the third check', () => {
    const tb = table(armageddon({ variant: threeCheck() }), {
      start: { fen: 'rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2' },
    });
    expect(tb.game.state.position.remainingChecks).toEqual({ white: 1, black: 3 });
    tb.play('d1h5');
    expect(tb.game.state.outcome).toMatchObject({
      result: '1-0',
      termination: 'variant-end',
      byRule: 'V-3check.checks',
    });
  });

  it('V-kingofthehill.hill a king on the hill wins; V-horde.wiped-out Black takes the last pawn', () => {
    const koth = table(casual({ variant: kingOfTheHill() }), {
      start: { fen: '4k3/8/8/8/8/4K3/8/8 w - - 0 1' },
    });
    koth.play('e3e4');
    expect(koth.game.state.outcome).toMatchObject({
      winner: 'white',
      byRule: 'V-kingofthehill.hill',
    });
    const hordeGame = table(casual({ variant: horde() }), {
      start: { fen: '4k3/8/8/8/8/8/3p4/4P3 b - - 0 1' },
    });
    hordeGame.play('d2e1q');
    expect(hordeGame.game.state.outcome).toMatchObject({
      result: '0-1',
      termination: 'variant-end',
      byRule: 'V-horde.wiped-out',
    });
  });

  it('L-5.1.1 L-5.2.1 mate and stalemate stand in a variant that keeps them', () => {
    const mate = table(casual({ variant: kingOfTheHill() }));
    mate.play('f2f3 e7e5 g2g4 d8h4');
    expect(mate.game.state.outcome).toMatchObject({
      result: '0-1',
      termination: 'checkmate',
      byRule: 'L-5.1.1',
    });
  });

  it('V-atomic createGame reads the start FEN in the variant, and an atomic-only FEN is refused in standard', () => {
    // Kings side by side: legal in atomic only.
    const fen = '8/8/8/8/8/4k3/4K3/8 w - - 0 1';
    expect(createGame(casual(), { start: { fen } }).ok).toBe(false);
    expect(unwrap(createGame(casual({ variant: atomic() }), { start: { fen } })).state.fen).toBe(
      fen,
    );
  });

  it('V-crazyhouse.pockets a start FEN keeps its pockets; a bad one is a located ERR_RULES_START', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1';
    const game = unwrap(createGame(casual({ variant: crazyhouse() }), { start: { fen } }));
    expect(game.state.position.pocket('white').queen).toBe(1);
    expect(game.state.position.pocket('black').knight).toBe(1);
    const bad = createGame(casual({ variant: crazyhouse() }), {
      start: { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qx] w KQkq - 0 1' },
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.code).toBe('ERR_RULES_START');
    expect(bad.error.location?.field).toBe('start.fen');
    expect(bad.error.message).toMatch(/^Crazyhouse FEN: /);
    const chess960Number = createGame(casual({ variant: atomic() }), { start: { chess960: 5 } });
    expect(!chess960Number.ok && chess960Number.error.location?.field).toBe('start.chess960');
  });

  it('V-crazyhouse.pockets V-3check.checks a bare FEN string start is read in the variant, not probed for chess960', () => {
    const zh = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1';
    const game = unwrap(createGame(casual({ variant: crazyhouse() }), { start: zh }));
    expect(game.state.position.pocket('white').queen).toBe(1);
    const bad = createGame(casual({ variant: crazyhouse() }), { start: zh.replace('Qn', 'Zq') });
    expect(!bad.ok && bad.error.code).toBe('ERR_RULES_START');
    expect(!bad.ok && bad.error.location?.field).toBe('start.fen');
    const checks = 'rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2';
    const tc = unwrap(createGame(casual({ variant: threeCheck() }), { start: checks }));
    expect(tc.state.position.remainingChecks).toEqual({ white: 1, black: 3 });
    const std = unwrap(createGame(casual(), { start: '4k3/8/8/8/8/4K3/8/8 w - - 0 1' }));
    expect(std.state.fen).toBe('4k3/8/8/8/8/4K3/8/8 w - - 0 1');
    const notAStart = createGame(casual({ variant: crazyhouse() }), { start: 5 as never });
    expect(!notAStart.ok && notAStart.error.code).toBe('ERR_RULES_START');
  });

  it('V-3check.checks the check counters of a start FEN count, and gameSetup reports the variant', () => {
    const decided = unwrap(gameSetup(casual({ variant: threeCheck() })));
    expect(decided.variant).toBe('3check');
    expect(decided.position.remainingChecks).toEqual({ white: 3, black: 3 });
  });

  it('L-3.10 one plugin for every variant: variantPlugin(STANDARD), variantPlugin(CHESS960), variantPlugin(atomic())', () => {
    expect(variantPlugin(STANDARD).options).toEqual({ variant: 'standard' });
    expect(variantPlugin(CHESS960).options).toEqual({ variant: 'chess960', startPosition: 518 });
    expect(variantPlugin(atomic()).name).toBe('variant');
    expect(casual({ variant: CHESS960 }).plugin('variant')?.options.variant).toBe('chess960');
    expect(() => variantPlugin({ name: 'atomic' } as never)).toThrow(/takes a Variant/);
  });

  it('L-3.10 a regulation that names no variant plays standard chess; an override plays another', () => {
    const bare = defineRegulation({ name: 'bare', plugins: [] });
    expect(bare.plugin('variant')?.options).toEqual({ variant: 'standard' });
    const reg = casual({ variant: atomic() });
    expect(reg.plugins.filter((p) => p.slot === 'variant').map((p) => p.name)).toEqual(['variant']);
    expect(reg.header.plugins.find((p) => p.name === 'variant')?.options).toEqual({
      variant: 'atomic',
    });
    expect(createGame(bare).ok).toBe(true);
  });

  it('V-atomic.king-exploded describeRegulation lists the variant rules with their IDs', () => {
    const ids = describeRegulation(casual({ variant: atomic() })).map((r) => `${r.plugin} ${r.id}`);
    expect(ids).toEqual(
      expect.arrayContaining([
        'variant V-atomic.explosions',
        'variant V-atomic.king-exploded',
        'variant V-atomic.insufficient-material',
      ]),
    );
    expect(ids).not.toContain('variant L-2.4');
  });

  it('L-5.2.2 L-9.3 L-9.6.2 describeRegulation leaves out what a variant game does not apply', () => {
    const ids = (reg: Parameters<typeof describeRegulation>[0]) =>
      describeRegulation(reg).map((r) => r.id);
    expect(ids(fideBlitz())).toEqual(expect.arrayContaining(['L-5.2.2', 'L-9.3', 'L-9.6.2']));
    const zh = ids(fideBlitz({ variant: crazyhouse() }));
    expect(zh).not.toContain('L-5.2.2');
    expect(zh).not.toContain('L-9.3');
    expect(zh).not.toContain('L-9.6.2');
    expect(zh).toEqual(expect.arrayContaining(['V-crazyhouse.drops', 'L-9.6.1', 'L-9.2']));
    const checks = ids(fideBlitz({ variant: threeCheck() }));
    expect(checks).not.toContain('L-5.2.2');
    expect(checks).toEqual(expect.arrayContaining(['L-9.3', 'L-9.6.2', 'V-3check.checks']));
  });

  it('V- every lichess variant names the rules its outcomes use', () => {
    const used: Record<string, string[]> = {
      atomic: ['V-atomic.king-exploded', 'V-atomic.explosions'],
      antichess: ['V-antichess.no-pieces', 'V-antichess.stalemate', 'V-antichess.forced-captures'],
      kingofthehill: ['V-kingofthehill.hill'],
      '3check': ['V-3check.checks'],
      horde: ['V-horde.wiped-out'],
      racingkings: ['V-racingkings.goal', 'V-racingkings.both-reached'],
      crazyhouse: ['V-crazyhouse.drops', 'V-crazyhouse.pockets'],
    };
    for (const variant of lichessVariants()) {
      const ids = variant.rules.map((r) => r.id);
      expect(ids, variant.name).toEqual(expect.arrayContaining(used[variant.name]!));
      expect(ids.every((id) => id.startsWith(`V-${variant.name}.`))).toBe(true);
    }
  });

  it('V-atomic a saved atomic game restores under its regulation, and from its header', () => {
    const tb = table(casual({ variant: atomic() }));
    tb.play(ATOMIC_WIN);
    const log = JSON.parse(JSON.stringify(tb.game.toJSON()));
    const restored = unwrap(restoreGame(casual({ variant: atomic() }), log));
    expect(restored.state.outcome).toEqual(tb.game.state.outcome);
    const fromHeader = readRegulation(log.regulation, { variants: [atomic()] });
    expect(unwrap(restoreGame(unwrap(fromHeader), log)).state.outcome?.byRule).toBe(
      'V-atomic.king-exploded',
    );
    const none = readRegulation(log.regulation);
    expect(!none.ok && none.error.message).toMatch(
      /played in the variant "atomic", not among standard, chess960: pass it, readRegulation\(header, \{ variants/,
    );
    const unknown = readRegulation(log.regulation, { variants: [horde()] });
    expect(!unknown.ok && unknown.error.message).toMatch(
      /"atomic", not among standard, chess960, horde/,
    );
    // Under standard rules the log does not replay: the header names another variant.
    expect(restoreGame(casual(), log).ok).toBe(false);
  });

  it('L-3.10 a user variant made with defineVariant plays through the slot', () => {
    const hill = defineVariant({
      name: 'tinyhill',
      outcome: (pos) =>
        pos.kingSquare('white') === 12 ? { winner: 'white', rule: 'V-tinyhill.e2' } : undefined,
      rules: [{ id: 'V-tinyhill.e2', summary: 'a white king on e2 wins' }],
    });
    const tb = table(casual({ variant: hill }));
    tb.play('e2e4 e7e5 e1e2');
    expect(tb.game.state.outcome?.byRule).toBe('V-tinyhill.e2');
    expect(describeRegulation(casual({ variant: hill })).map((r) => r.id)).toContain(
      'V-tinyhill.e2',
    );
  });
});

describe("a variant game ends as the variant says, not by standard chess's dead positions", () => {
  it('L-5.2.2 V-kingofthehill.hill bare kings are no dead position in King of the Hill', () => {
    const fen = '4k3/8/8/8/8/8/8/4K3 w - - 0 1';
    const standard = table(fideBlitz(), { start: { fen } });
    expect(standard.game.state.outcome).toMatchObject({ byRule: 'L-5.2.2' });
    const koth = table(fideBlitz({ variant: kingOfTheHill() }), { start: { fen } });
    expect(koth.game.state.outcome).toBeUndefined();
    koth.play('e1e2 e8e7 e2e3 e7e6 e3e4');
    expect(koth.game.state.outcome?.byRule).toBe('V-kingofthehill.hill');
  });

  it('V-atomic.insufficient-material rooks exploding each other leave bare kings: a draw at once', () => {
    const fen = 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1';
    const tb = table(fideBlitz({ variant: atomic() }), { start: { fen } });
    tb.play('a1a8');
    expect(tb.game.state.fen).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'insufficient-material',
      byRule: 'V-atomic.insufficient-material',
      plugin: 'variant',
    });
    // In standard chess the rook takes and K+R v K plays on.
    const standard = table(fideBlitz(), { start: { fen } });
    standard.play('a1a8');
    expect(standard.game.state.outcome).toBeUndefined();
  });

  it('L-6.9 V-atomic.insufficient-material a flag falls against a bare king in atomic: a draw', () => {
    const tb = table(fideBlitz({ variant: atomic() }), {
      start: { fen: 'q3k3/8/8/8/8/8/8/4K3 b - - 0 1' },
    });
    tb.wait(4 * 60_000);
    expect(unwrap(tb.game.checkTime()).outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'timeout-vs-insufficient-material',
    });
  });

  it('V-crazyhouse.no-move-count no 75-move draw in crazyhouse; in standard chess there is one', () => {
    const zh = table(fideBlitz({ variant: crazyhouse() }), {
      start: { fen: '4k3/8/8/8/8/8/8/R3K3[] w - - 149 100' },
    });
    zh.play('a1a2');
    expect(zh.game.state.outcome).toBeUndefined();
    const standard = table(fideBlitz(), { start: { fen: '4k3/8/8/8/8/8/8/R3K3 w - - 149 100' } });
    standard.play('a1a2');
    expect(standard.game.state.outcome?.byRule).toBe('L-9.6.2');
  });

  it('L-9.6.1 fivefold repetition still draws a crazyhouse game (the pockets are the same)', () => {
    const tb = table(fideBlitz({ variant: crazyhouse() }));
    for (let i = 0; i < 4; i++) tb.play('g1f3 g8f6 f3g1 f6g8');
    expect(tb.game.state.outcome).toMatchObject({ byRule: 'L-9.6.1' });
  });
});

describe('the regulation still rules around a variant board', () => {
  it('E-armageddon V-racingkings.both-reached a racing-kings draw is a Black win in Armageddon', () => {
    const tb = table(armageddon({ variant: racingKings() }), {
      start: { fen: '6K1/k7/8/8/8/8/8/8 b - - 0 1' },
    });
    // White is home; Black has one move to catch up, and does.
    expect(tb.game.state.outcome).toBeUndefined();
    tb.play('a7b8');
    expect(tb.game.state.outcome).toMatchObject({
      result: '0-1',
      winner: 'black',
      plugin: 'drawOdds',
      mappedFrom: { result: '1/2-1/2', byRule: 'V-racingkings.both-reached' },
    });
  });
});

describe('variant games restore, and keep to themselves', () => {
  it('V-crazyhouse.drops a crazyhouse game with drops restores from its log', () => {
    const reg = fideBlitz({ variant: crazyhouse() });
    const tb = table(reg);
    tb.play('e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@e6 P@e3');
    const log = JSON.parse(JSON.stringify(tb.game.toJSON()));
    const restored = unwrap(restoreGame(fideBlitz({ variant: crazyhouse() }), log));
    expect(restored.state.fen).toBe(tb.game.state.fen);
    expect(restored.state.moves.map((m) => m.uci)).toContain('P@e3');
  });

  it('V-crazyhouse.pockets a game from a FEN with pockets saves the FEN with them and restores', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1';
    const tb = table(casual({ variant: crazyhouse() }), { start: { fen } });
    tb.play('N@e5');
    const log = tb.game.toJSON();
    expect(log.start.fen).toBe(fen);
    expect(unwrap(restoreGame(casual({ variant: crazyhouse() }), log)).state.fen).toBe(
      tb.game.state.fen,
    );
  });

  it('L-7.5.5 two atomic games under one regulation keep their own penalties and positions', () => {
    const reg = fideBlitz({ variant: atomic() });
    const a = table(reg);
    const b = table(reg);
    unwrap(a.game.illegalMove('e2e5'));
    a.play('e2e4');
    b.play(ATOMIC_WIN);
    expect(a.game.state.illegalMoves.white).toBe(1);
    expect(b.game.state.illegalMoves.white).toBe(0);
    expect(b.game.state.outcome?.byRule).toBe('V-atomic.king-exploded');
    expect(a.game.state.outcome).toBeUndefined();
    expect(a.game.state.clock?.black.time).toBe(242_000);
    expect(b.game.state.clock?.black.time).toBeLessThan(200_000);
    unwrap(a.game.illegalMove('e7e4'));
    expect(a.game.state.illegalMoves.black).toBe(1);
    expect(b.game.state.illegalMoves.black).toBe(0);
  });

  it('L-7.5.1 V-crazyhouse.drops an illegal drop is taken from the pocket; none there is refused', () => {
    // Black's rook checks along the e-file: a knight dropped on a3 leaves White's king in check.
    const tb = table(fideBlitzUnsupervised({ variant: crazyhouse() }), {
      start: { fen: '4r1k1/8/8/8/8/8/8/4K3[N] w - - 0 1' },
    });
    const none = tb.game.illegalMove('Q@a3');
    expect(!none.ok && none.error.message).toBe('White has no queen in hand to drop');
    unwrap(tb.game.illegalMove('N@a3'));
    expect(tb.game.state.pendingIllegalMove).toMatchObject({ move: 'N@a3' });
    // A king left in check cannot stand: the arbiter is needed, as for a move in standard chess.
    expect(tb.game.state.awaitingArbiter).toBeDefined();
  });
});
