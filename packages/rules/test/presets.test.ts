import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  armageddon,
  casual,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
  legacy,
} from '../src/index.js';
import { english, KNIGHT_ROUND, table } from './harness.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const MIN = 60_000;

describe('endings on the board, under every FIDE preset', () => {
  for (const preset of [fideStandard, fideRapid, fideBlitz, fideBlitzUnsupervised]) {
    it(`L-5.1.1 checkmate ends the game at once (${preset.presetName})`, () => {
      const tb = table(preset());
      tb.play('f2f3 e7e5 g2g4 d8h4');
      expect(tb.game.state.outcome).toMatchObject({
        result: '0-1',
        termination: 'checkmate',
        winner: 'black',
        byRule: 'L-5.1.1',
        plugin: 'variant',
        event: 4,
        points: { white: 0, black: 1 },
      });
      expect(tb.game.play('a2a3').ok).toBe(false);
    });
  }

  it('L-5.2.1 stalemate draws at once', () => {
    const tb = table(fideBlitz(), { start: { fen: '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1' } });
    tb.play('f1f7');
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'stalemate',
      byRule: 'L-5.2.1',
    });
  });

  it('L-5.2.2 a dead position (king and bishop against king) ends the game at once', () => {
    const tb = table(fideStandard(), { start: { fen: '4k3/8/8/8/8/8/3p4/3BK3 w - - 0 1' } });
    tb.play('e1d2');
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'insufficient-material',
      byRule: 'L-5.2.2',
      plugin: 'automaticDraws',
    });
  });

  it('L-5.2.2 a blocked pawn wall is dead too (quick analysis), even as the start position', () => {
    const tb = table(fideBlitz(), {
      start: { fen: '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1' },
    });
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'dead-position',
      byRule: 'L-5.2.2',
      event: -1,
    });
    expect(tb.game.state.status).toBe('over');
    expect(tb.game.legalMoves()).toEqual([]);
  });

  it('L-9.6.1 the fifth occurrence of a position draws without a claim', () => {
    const tb = table(fideBlitz());
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    expect(tb.game.state.outcome).toBeUndefined();
    tb.play(KNIGHT_ROUND);
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'fivefold-repetition',
      byRule: 'L-9.6.1',
    });
  });

  it('L-9.6.2 the 75-move rule draws without a claim; a mate on the 75th move stands', () => {
    const draw = table(fideStandard(), { start: { fen: '8/8/8/4k3/8/8/4K3/R7 w - - 149 100' } });
    draw.play('a1a2');
    expect(draw.game.state.outcome).toMatchObject({
      termination: 'seventyfive-moves',
      byRule: 'L-9.6.2',
    });
    const mate = table(fideStandard(), { start: { fen: '7k/8/6K1/8/8/8/8/R7 w - - 149 100' } });
    mate.play('a1a8');
    expect(mate.game.state.outcome).toMatchObject({ termination: 'checkmate', winner: 'white' });
  });

  it("L-6.1 White's clock starts with the game", () => {
    const tb = table(fideBlitz());
    tb.wait(5_000);
    expect(tb.game.clockAt()?.white.time).toBe(3 * MIN + 2_000 - 5_000);
    expect(tb.game.clockAt()?.black.time).toBe(3 * MIN + 2_000);
  });
});

describe('draw claims (L-9.2, L-9.3) and incorrect claims (L-9.5)', () => {
  it('L-9.2.1.2 the player on move claims a position that has just appeared a third time', () => {
    const tb = table(fideStandard());
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    expect(tb.game.state.outcome).toBeUndefined();
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold' }));
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'threefold-repetition',
      byRule: 'L-9.2.1.2',
      plugin: 'claimableDraws',
    });
  });

  it('L-9.2.1.1 a claim with an intended move that is written and not played', () => {
    const tb = table(fideBlitz());
    tb.play(`${KNIGHT_ROUND} g1f3 g8f6 f3g1`);
    unwrap(tb.game.claim({ by: 'black', kind: 'threefold', intended: 'f6g8' }));
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'threefold-repetition',
      byRule: 'L-9.2.1.1',
    });
    // The intended move is not played on the board.
    expect(tb.game.state.moves).toHaveLength(7);
  });

  it('L-9.2 only the player on move may claim', () => {
    const tb = table(fideStandard());
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    const refused = tb.game.claim({ by: 'black', kind: 'threefold' });
    expect(!refused.ok && refused.error.code).toBe('ERR_RULES_NOT_ON_MOVE');
  });

  it('L-9.3.2 fifty moves each without a capture or pawn move, claimed now', () => {
    const tb = table(fideStandard(), { start: { fen: '8/8/8/4k3/8/8/4K3/R7 w - - 100 80' } });
    unwrap(tb.game.claim({ by: 'white', kind: 'fifty' }));
    expect(tb.game.state.outcome).toMatchObject({ termination: 'fifty-moves', byRule: 'L-9.3.2' });
  });

  it('L-9.3.1 the fifty-move claim with the intended move that completes them', () => {
    const tb = table(fideStandard(), { start: { fen: '8/8/8/4k3/8/8/4K3/R7 w - - 99 80' } });
    unwrap(tb.game.claim({ by: 'white', kind: 'fifty', intended: 'a1a2' }));
    expect(tb.game.state.outcome).toMatchObject({ termination: 'fifty-moves', byRule: 'L-9.3.1' });
  });

  it('L-9.5 an incorrect claim gives the opponent 2 minutes in standard play; the game goes on', () => {
    const tb = table(fideStandard());
    const before = tb.game.clockAt()!.black.time;
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold' }));
    expect(tb.game.state.outcome).toBeUndefined();
    expect(tb.game.state.clock!.black.time).toBe(before + 2 * MIN);
    expect(tb.game.state.rulings.at(-1)).toMatchObject({
      kind: 'incorrect-claim',
      rule: 'L-9.5',
      plugin: 'incorrectClaim',
      side: 'white',
    });
  });

  it('L-9.5 L-A.3 L-B.2 in rapid and blitz the penalty is 1 minute, and the intended move must then be played', () => {
    for (const [preset, rule] of [
      [fideRapid, 'L-A.3'],
      [fideBlitz, 'L-B.2'],
    ] as const) {
      const tb = table(preset());
      const before = tb.game.clockAt()!.black.time;
      unwrap(tb.game.claim({ by: 'white', kind: 'fifty', intended: 'e2e4' }));
      expect(tb.game.state.clock!.black.time).toBe(before + MIN);
      expect(tb.game.state.rulings.at(-1)?.rule).toBe(rule);
      const other = tb.game.play('d2d4');
      expect(!other.ok && other.error).toMatchObject({
        code: 'ERR_RULES_INTENDED_MOVE',
        rule: 'L-9.5',
      });
      expect(tb.game.play('e2e4').ok).toBe(true);
    }
  });

  it("S-claim-5 the Soviet code adds 5 minutes to the claimant's used time", () => {
    const tb = table(
      fideStandard({
        incorrectClaim: { penalty: 'claimant-deduction', claimantDeduction: 5 * MIN },
      }),
    );
    const before = tb.game.clockAt()!.white.time;
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold' }));
    expect(tb.game.state.clock!.white.time).toBe(before - 5 * MIN);
    expect(tb.game.state.rulings.at(-1)?.rule).toBe('S-claim-5');
  });

  it("S-claim-9.5-old the 1997 rule: half the claimant's time up to 3 minutes, and 3 minutes to the opponent", () => {
    const tb = table(legacy());
    const white = tb.game.clockAt()!.white.time;
    const black = tb.game.clockAt()!.black.time;
    unwrap(tb.game.claim({ by: 'white', kind: 'threefold' }));
    expect(tb.game.state.clock!.white.time).toBe(white - 3 * MIN);
    expect(tb.game.state.clock!.black.time).toBe(black + 3 * MIN);
    expect(tb.game.state.rulings.at(-1)?.rule).toBe('S-claim-9.5-old');
  });

  it('S-75 the legacy preset needs 75 moves for K+R+B v K+R', () => {
    const fen = '4k3/8/8/8/8/8/r7/R1B1K3 w - - 100 80';
    const fide = table(fideStandard(), { start: { fen } });
    unwrap(fide.game.claim({ by: 'white', kind: 'fifty' }));
    expect(fide.game.state.outcome?.termination).toBe('fifty-moves');
    const old = table(legacy(), { start: { fen } });
    unwrap(old.game.claim({ by: 'white', kind: 'fifty' }));
    expect(old.game.state.outcome).toBeUndefined();
  });
});

describe('completed illegal moves (L-7.5)', () => {
  it('L-7.5.1 L-7.5.5 the position is restored and the opponent gets 2 minutes; the second loses', () => {
    const tb = table(fideStandard());
    tb.wait(1_000);
    const black = tb.game.clockAt()!.black.time;
    unwrap(tb.game.illegalMove('e2e5'));
    expect(tb.game.state.fen).toBe(START);
    expect(tb.game.state.clock!.black.time).toBe(black + 2 * MIN);
    expect(tb.game.state.rulings.at(-1)).toMatchObject({
      kind: 'penalty',
      rule: 'L-7.5.5',
      plugin: 'illegalMoves',
      side: 'white',
    });
    tb.wait(1_000);
    unwrap(tb.game.illegalMove('b1b3'));
    expect(tb.game.state.outcome).toMatchObject({
      result: '0-1',
      termination: 'illegal-moves',
      byRule: 'L-7.5.5',
      plugin: 'illegalMoves',
    });
  });

  it('L-7.5.5 the loss is a draw when the opponent cannot mate', () => {
    const tb = table(fideStandard(), { start: { fen: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1' } });
    unwrap(tb.game.illegalMove('d1a7'));
    expect(tb.game.state.illegalMoves.white).toBe(1);
    unwrap(tb.game.illegalMove('e1e3'));
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'illegal-moves',
      byRule: 'L-7.5.5',
    });
  });

  it('L-7.5.2 a pawn left unpromoted on the last rank becomes a queen, and it is an illegal move', () => {
    const tb = table(fideBlitz(), { start: { fen: '8/4P3/8/8/8/k7/8/4K3 w - - 0 1' } });
    const black = tb.game.clockAt()!.black.time;
    unwrap(tb.game.illegalMove('e7e8'));
    expect(tb.game.state.fen.startsWith('4Q3/')).toBe(true);
    expect(tb.game.state.turn).toBe('black');
    expect(tb.game.state.illegalMoves.white).toBe(1);
    expect(tb.game.state.clock!.black.time).toBe(black + MIN);
  });

  it('L-7.5.3 pressing the clock without a move is an illegal move', () => {
    const tb = table(fideBlitz());
    const black = tb.game.clockAt()!.black.time;
    unwrap(tb.game.pressClock('white'));
    expect(tb.game.state.turn).toBe('white');
    expect(tb.game.state.clock!.black.time).toBe(black + MIN);
    expect(tb.game.state.rulings.at(-1)?.rule).toBe('L-B.2');
    expect(english(tb.game.state.rulings.at(-1)?.message)).toContain(
      'pressed the clock without moving',
    );
    const wrong = tb.game.pressClock('black');
    expect(!wrong.ok && wrong.error.code).toBe('ERR_RULES_NOT_ON_MOVE');
  });

  it('L-7.5.4 a move made with two hands stands and is penalized as an illegal move', () => {
    const tb = table(fideStandard(), { start: { fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' } });
    const black = tb.game.clockAt()!.black.time;
    unwrap(tb.game.illegalMove('e1g1', { twoHands: true }));
    expect(tb.game.state.fen).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
    expect(tb.game.state.illegalMoves.white).toBe(1);
    expect(tb.game.state.clock!.black.time).toBe(black + 2 * MIN);
    expect(english(tb.game.state.rulings.at(-1)?.message)).toContain(
      'White made the move O-O with two hands; the move stands',
    );
  });

  it('L-A.3 L-B.2 in rapid and supervised blitz the first illegal move costs 1 minute', () => {
    for (const [preset, rule] of [
      [fideRapid, 'L-A.3'],
      [fideBlitz, 'L-B.2'],
    ] as const) {
      const tb = table(preset());
      const black = tb.game.clockAt()!.black.time;
      unwrap(tb.game.illegalMove('e2e5'));
      expect(tb.game.state.clock!.black.time).toBe(black + MIN);
      expect(tb.game.state.rulings.at(-1)?.rule).toBe(rule);
    }
  });

  it("L-A.3 the penalties follow the game's control, not the preset: fideStandard under 15+10 gives 1 minute", () => {
    const tb = table(fideStandard(), { clock: '15+10' });
    const black = tb.game.clockAt()!.black.time;
    unwrap(tb.game.illegalMove('e2e5'));
    expect(tb.game.state.clock!.black.time).toBe(black + MIN);
    expect(tb.game.state.rulings.at(-1)?.rule).toBe('L-A.3');
  });

  it('L-A.5.2 unsupervised rapid: an unclaimed illegal move stands and play goes on from it', () => {
    const tb = table(fideRapidUnsupervised());
    tb.wait(1_000);
    unwrap(tb.game.illegalMove('e2e5'));
    expect(tb.game.state.pendingIllegalMove).toMatchObject({ offender: 'white', move: 'e2e5' });
    expect(tb.game.state.turn).toBe('black');
    tb.play('d7d6');
    expect(tb.game.state.pendingIllegalMove).toBeUndefined();
    expect(tb.game.state.fen).toBe('rnbqkbnr/ppp1pppp/3p4/4P3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(tb.game.state.illegalMoves.white).toBe(0);
  });

  it('L-A.5.2 claimed before the opponent moves, it is restored and penalized', () => {
    const tb = table(fideRapidUnsupervised());
    tb.wait(1_000);
    unwrap(tb.game.illegalMove('e2e5'));
    tb.wait(1_000);
    const black = tb.game.clockAt()!.black.time;
    unwrap(tb.game.claim({ by: 'black', kind: 'illegal-move' }));
    expect(tb.game.state.fen).toBe(START);
    expect(tb.game.state.turn).toBe('white');
    // Black's second on his clock stays used; the claim gives him the minute of L-A.3.
    expect(tb.game.state.clock!.black.time).toBe(black + MIN);
    // White's clock runs again from where the illegal move's press stopped it: 15:10 - 0:01.
    expect(tb.game.state.clock!.white.time).toBe(15 * MIN + 10_000 - 1_000);
    expect(tb.game.state.clock!.running).toBe('white');
    expect(tb.game.state.illegalMoves.white).toBe(1);
  });

  it('L-B.3 unsupervised blitz works as unsupervised rapid', () => {
    const tb = table(fideBlitzUnsupervised());
    unwrap(tb.game.illegalMove('e2e5'));
    unwrap(tb.game.claim({ by: 'black', kind: 'illegal-move' }));
    expect(tb.game.state.rulings.at(-1)).toMatchObject({ kind: 'penalty', rule: 'L-B.3' });
    const nothing = tb.game.claim({ by: 'black', kind: 'illegal-move' });
    expect(!nothing.ok && nothing.error.code).toBe('ERR_RULES_NOTHING_TO_CLAIM');
  });

  it('L-A.5.2 an illegal move that leaves an unplayable position waits for the arbiter', () => {
    const tb = table(fideBlitzUnsupervised(), {
      start: { fen: '4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1' },
    });
    unwrap(tb.game.illegalMove('e2d3'));
    expect(tb.game.state.status).toBe('awaiting-arbiter');
    expect(english(tb.game.state.awaitingArbiter?.reason)).toContain('cannot be played on');
    const move = tb.game.play('e7e1');
    expect(!move.ok && move.error.code).toBe('ERR_RULES_AWAITING_ARBITER');
    unwrap(tb.game.claim({ by: 'black', kind: 'illegal-move' }));
    expect(tb.game.state.status).toBe('playing');
    expect(tb.game.state.fen).toBe('4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1');
  });

  it('S-blitz the legacy code in blitz: an illegal move the opponent claims loses at once', () => {
    const tb = table(legacy(), { clock: '5+0' });
    unwrap(tb.game.illegalMove('e2e5'));
    unwrap(tb.game.claim({ by: 'black', kind: 'illegal-move' }));
    expect(tb.game.state.outcome).toMatchObject({
      result: '0-1',
      termination: 'illegal-moves',
      byRule: 'S-blitz',
    });
  });

  it('S-strikes the legacy code in standard play: the third illegal move loses, not the second', () => {
    const tb = table(legacy());
    unwrap(tb.game.illegalMove('e2e5'));
    unwrap(tb.game.illegalMove('e2e6'));
    expect(tb.game.state.outcome).toBeUndefined();
    expect(tb.game.state.illegalMoves.white).toBe(2);
    unwrap(tb.game.illegalMove('b1b3'));
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'illegal-moves',
      byRule: 'S-strikes',
    });
  });

  it('fideBlitz({ illegalMoves: { mode: "forfeit" } }) overrides a preset at depth', () => {
    const tb = table(fideBlitz({ illegalMoves: { mode: 'forfeit' } }));
    unwrap(tb.game.illegalMove('e2e5'));
    unwrap(tb.game.claim({ by: 'black', kind: 'illegal-move' }));
    expect(tb.game.state.outcome?.byRule).toBe('S-blitz');
  });

  it('casual play refuses illegal moves (an app prevents them)', () => {
    const tb = table(casual());
    const refused = tb.game.illegalMove('e2e5');
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'ERR_RULES_REFUSED',
      rule: 'L-3.10',
      plugin: 'illegalMoves',
    });
    expect(tb.game.events).toHaveLength(1);
  });
});

describe('flag falls (L-6.9, L-III.3.1, S-14.8)', () => {
  it('L-6.9 the side whose flag falls loses when the opponent can mate', () => {
    const tb = table(fideBlitz());
    tb.play('e2e4 e7e5');
    tb.wait(200_000);
    const state = unwrap(tb.game.checkTime());
    expect(state.outcome).toMatchObject({
      result: '0-1',
      termination: 'timeout',
      winner: 'black',
      byRule: 'L-6.9',
      plugin: 'flagFall',
    });
    // White pressed at 1 s with 3:02 - 0:01 + 0:02 = 3:03 left; his clock runs again from 2 s.
    expect(state.outcome?.at).toBe(2_000 + 183_000);
  });

  it('L-6.9 against a lone king the flag fall is a draw', () => {
    const tb = table(fideBlitz(), { start: { fen: '4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1' } });
    tb.wait(10 * MIN);
    const moved = tb.game.play('a2a3');
    expect(moved.ok).toBe(false);
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'timeout-vs-insufficient-material',
      byRule: 'L-6.9',
    });
    expect(tb.game.events.at(-1)).toMatchObject({ type: 'flag', side: 'white' });
  });

  it('L-6.9 a mate on the board before the flag fell stands', () => {
    const tb = table(fideBlitz());
    tb.play('f2f3 e7e5 g2g4 d8h4');
    tb.wait(10 * MIN);
    expect(unwrap(tb.game.checkTime()).outcome?.termination).toBe('checkmate');
    expect(tb.game.flagFallAt()).toBeUndefined();
  });

  it('L-III.3.1 both flags down in the last period is a draw', () => {
    const tb = table(fideBlitz());
    unwrap(tb.game.arbiter.flagsDown());
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'both-flags-fallen',
      byRule: 'L-III.3.1',
    });
  });

  it('L-III.3.1 both flags down before the last period: play goes on', () => {
    const tb = table(fideStandard());
    unwrap(tb.game.arbiter.flagsDown());
    expect(tb.game.state.outcome).toBeUndefined();
    expect(tb.game.state.rulings.at(-1)).toMatchObject({ kind: 'play-on', rule: 'L-III.3.1' });
  });

  it('S-14.8 the legacy code in rapid: both flags down is a draw', () => {
    const tb = table(legacy(), { clock: '25+0' });
    unwrap(tb.game.arbiter.flagsDown());
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'both-flags-fallen',
      byRule: 'S-14.8',
    });
  });
});

describe('draw offers (L-9.1, L-5.2.3)', () => {
  it('L-5.2.3 an accepted offer draws', () => {
    const tb = table(fideBlitz());
    tb.play('e2e4');
    unwrap(tb.game.offerDraw('white'));
    unwrap(tb.game.acceptDraw('black'));
    expect(tb.game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      termination: 'agreement',
      byRule: 'L-5.2.3',
    });
  });

  it("L-9.1 an offer cannot be withdrawn, stands through the offerer's move, and lapses when the opponent moves", () => {
    const tb = table(fideBlitz());
    unwrap(tb.game.offerDraw('white'));
    const again = tb.game.offerDraw('white');
    expect(!again.ok && again.error.code).toBe('ERR_RULES_OFFER_PENDING');
    tb.play('e2e4');
    expect(tb.game.state.pendingOffer?.by).toBe('white');
    expect(tb.game.state.moves[0]?.drawOffer).toBe(true);
    tb.play('e7e5');
    expect(tb.game.state.pendingOffer).toBeUndefined();
    const late = tb.game.acceptDraw('black');
    expect(!late.ok && late.error.code).toBe('ERR_RULES_NO_OFFER');
    expect(tb.game.state.outcome).toBeUndefined();
  });

  it('L-9.1 declining, or touching a piece to move it, ends the offer', () => {
    const tb = table(fideBlitz());
    tb.play('e2e4');
    unwrap(tb.game.offerDraw('white'));
    unwrap(tb.game.declineDraw('black'));
    expect(tb.game.state.pendingOffer).toBeUndefined();
    unwrap(tb.game.offerDraw('white'));
    unwrap(tb.game.touch('black', 'e7'));
    expect(tb.game.state.pendingOffer).toBeUndefined();
  });
});

describe('Armageddon (E-armageddon)', () => {
  it('E-armageddon every draw is a Black win, and draw offers are refused', () => {
    const tb = table(armageddon());
    const offer = tb.game.offerDraw('white');
    expect(!offer.ok && offer.error).toMatchObject({
      code: 'ERR_RULES_REFUSED',
      plugin: 'drawOffers',
    });
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    const outcome = tb.game.state.outcome!;
    expect(outcome).toMatchObject({
      result: '0-1',
      winner: 'black',
      byRule: 'E-armageddon',
      plugin: 'drawOdds',
      points: { white: 0, black: 1 },
    });
    expect(outcome.mappedFrom).toMatchObject({
      result: '1/2-1/2',
      termination: 'fivefold-repetition',
      byRule: 'L-9.6.1',
    });
  });

  it('E-armageddon White has 5 minutes and Black 4', () => {
    const tb = table(armageddon());
    expect(tb.game.state.clock?.white.time).toBe(5 * MIN);
    expect(tb.game.state.clock?.black.time).toBe(4 * MIN);
  });
});

describe('casual play', () => {
  it('takebacks restore the position and the clock when there is one', () => {
    const tb = table(casual(), { clock: '5+3' });
    tb.play('e2e4 e7e5');
    unwrap(tb.game.takeback('black'));
    expect(tb.game.state.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(tb.game.state.moves).toHaveLength(1);
    expect(tb.game.state.clock?.running).toBe('black');
    unwrap(tb.game.takeback('white'));
    const none = tb.game.takeback('white');
    expect(!none.ok && none.error.code).toBe('ERR_RULES_NOTHING_TO_TAKE_BACK');
  });

  it('has no clock unless one is given, and FIDE presets refuse takebacks', () => {
    expect(table(casual()).game.state.clock).toBeUndefined();
    const tb = table(fideBlitz());
    tb.play('e2e4');
    const refused = tb.game.takeback('white');
    expect(!refused.ok && refused.error.code).toBe('ERR_RULES_REFUSED');
  });

  it('L-9.2 claims can be made automatically for the players', () => {
    const tb = table(casual({ claimableDraws: { automatic: true } }));
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    expect(tb.game.state.outcome).toMatchObject({
      termination: 'threefold-repetition',
      plugin: 'claimableDraws',
    });
  });
});

describe("the legacy preset follows the control's category", () => {
  it('has no automatic fivefold repetition (it came in 2014)', () => {
    const tb = table(legacy());
    tb.play(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    expect(tb.game.state.outcome).toBeUndefined();
  });
});
