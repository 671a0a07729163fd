import { GAME_RESULTS, type GameResult } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fen, historyOf } from '../../test/helpers.js';
import { automaticOutcome } from './automaticOutcome.js';
import { drawClaims, gameOutcome } from './drawClaims.js';
import { flagFallOutcome, illegalMovesOutcome } from './flagFall.js';
import {
  AUTOMATIC_TERMINATIONS,
  CLAIMABLE_DRAWS,
  drawOutcome,
  isAutomaticTermination,
  isTermination,
  type Outcome,
  TERMINATIONS,
  winOutcome,
} from './termination.js';

const SEED_START = '8/5P1k/8/8/8/P7/K7/3q4 b - - 0 1';
const CHECKS = 'd1c2 a2a1 c2c1 a1a2 c1c2 a2a1 c2c1 a1a2 c1c2';

describe('Termination and Outcome', () => {
  it('the union is closed and split into automatic endings and claimable draws', () => {
    expect(TERMINATIONS).toContain('dead-position');
    expect(isTermination('fifty-moves')).toBe(true);
    expect(isTermination('bored')).toBe(false);
    for (const t of AUTOMATIC_TERMINATIONS) expect(isAutomaticTermination(t)).toBe(true);
    for (const t of CLAIMABLE_DRAWS) expect(isAutomaticTermination(t)).toBe(false);
    expect(isAutomaticTermination('resignation')).toBe(false);
  });

  it("L-10.1 the result is board's GameResult, not a second definition", () => {
    expectTypeOf<Outcome['result']>().toEqualTypeOf<GameResult>();
    for (const result of GAME_RESULTS) {
      const outcome: Outcome = { result, termination: 'arbiter' };
      expect(GAME_RESULTS).toContain(outcome.result);
    }
  });

  it('L-10.1 outcomes carry the result, the winner and the rule', () => {
    expect(winOutcome('resignation', 'black', 'L-5.1.2')).toEqual({
      result: '0-1',
      termination: 'resignation',
      winner: 'black',
      byRule: 'L-5.1.2',
    });
    expect(drawOutcome('agreement')).toEqual({ result: '1/2-1/2', termination: 'agreement' });
  });
});

describe('automaticOutcome', () => {
  it('L-5.1.1 checkmate wins', () => {
    expect(automaticOutcome(historyOf('f2f3 e7e5 g2g4 d8h4'))).toEqual(
      winOutcome('checkmate', 'black', 'L-5.1.1'),
    );
  });

  it('L-5.2.1 stalemate draws', () => {
    expect(automaticOutcome(historyOf('', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'))).toEqual(
      drawOutcome('stalemate', 'L-5.2.1'),
    );
  });

  it('L-5.2.2 dead positions: material, and with the quick check a blocked wall', () => {
    expect(automaticOutcome(historyOf('', '4k3/8/8/8/8/8/8/2B1K3 w - - 0 1'))?.termination).toBe(
      'insufficient-material',
    );
    const wall = historyOf('', '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1');
    expect(automaticOutcome(wall)).toEqual(drawOutcome('dead-position', 'L-5.2.2'));
    expect(automaticOutcome(wall, { deadPosition: 'material' })).toBeUndefined();
    expect(automaticOutcome(wall, { deadPosition: false })).toBeUndefined();
    expect(automaticOutcome(wall, { deadPosition: 'full' })?.termination).toBe('dead-position');
  });

  it('L-9.6.1 fivefold repetition draws without a claim', () => {
    const history = historyOf(`${CHECKS} a2a1 c2c1 a1a2 c1c2 a2a1 c2c1 a1a2 c1c2`, SEED_START);
    expect(automaticOutcome(history)).toEqual(drawOutcome('fivefold-repetition', 'L-9.6.1'));
    expect(automaticOutcome(history, { fivefoldRepetition: false })).toBeUndefined();
  });

  it('L-9.6.2 seventy-five moves draw without a claim; a mate on the 75th move stands', () => {
    expect(automaticOutcome(historyOf('a1a2', 'r3k3/8/8/8/8/8/8/R3K3 w - - 149 90'))).toEqual(
      drawOutcome('seventyfive-moves', 'L-9.6.2'),
    );
    expect(automaticOutcome(historyOf('a1a8', '7k/8/6K1/8/8/8/8/R7 w - - 149 100'))).toEqual(
      winOutcome('checkmate', 'white', 'L-5.1.1'),
    );
  });

  it('L-9.6.2 S-75 the seventy-five-move options pass through', () => {
    const krbKr = historyOf('', 'r3k3/8/8/8/8/8/8/R1B1K3 w - - 150 90');
    expect(automaticOutcome(krbKr)).toEqual(drawOutcome('seventyfive-moves', 'L-9.6.2'));
    expect(
      automaticOutcome(krbKr, { seventyFive: { legacyMaterialClasses: true } }),
    ).toBeUndefined();
    const rooks = historyOf('', 'r3k3/8/8/8/8/8/8/R3K3 w - - 100 90');
    expect(automaticOutcome(rooks, { seventyFive: { moves: 50 } })?.termination).toBe(
      'seventyfive-moves',
    );
  });

  it('L-9.2 threefold and L-9.3 fifty moves are not automatic', () => {
    expect(automaticOutcome(historyOf(CHECKS, SEED_START))).toBeUndefined();
    expect(
      automaticOutcome(historyOf('a1a2', 'r3k3/8/8/8/8/8/8/R3K3 w - - 99 90')),
    ).toBeUndefined();
  });
});

describe('drawClaims and gameOutcome({ claimDraw })', () => {
  it('L-9.2.1.2 a threefold claim now; gameOutcome only ends the game with claimDraw', () => {
    const history = historyOf(CHECKS, SEED_START);
    expect(drawClaims(history)).toContainEqual({
      termination: 'threefold-repetition',
      byRule: 'L-9.2.1.2',
    });
    expect(gameOutcome(history)).toBeUndefined();
    expect(gameOutcome(history, { claimDraw: true })).toEqual(
      drawOutcome('threefold-repetition', 'L-9.2.1.2'),
    );
  });

  it('L-9.2.1.1 a threefold claim with an intended move', () => {
    const history = historyOf(CHECKS.split(' ').slice(0, 8).join(' '), SEED_START);
    const claims = drawClaims(history);
    expect(claims).toHaveLength(1);
    expect(claims[0]!.byRule).toBe('L-9.2.1.1');
    expect(claims[0]!.intendedMoves!.map((m) => makeUci(history.current, m))).toEqual(['c1c2']);
    expect(gameOutcome(history, { claimDraw: true })).toBeUndefined();
  });

  it('L-9.3 fifty-move claims, now and with an intended move', () => {
    const now = historyOf('a1a2', 'r3k3/8/8/8/8/8/8/R3K3 w - - 99 90');
    expect(drawClaims(now)).toEqual([{ termination: 'fifty-moves', byRule: 'L-9.3.2' }]);
    expect(gameOutcome(now, { claimDraw: true })).toEqual(drawOutcome('fifty-moves', 'L-9.3.2'));
  });

  it('L-9.3.1 one fifty-move claim "with any move that is not a capture or pawn move"', () => {
    const at99 = historyOf('', 'r3k3/8/8/8/8/8/8/R3K3 w - - 99 90');
    const claims = drawClaims(at99);
    expect(claims).toHaveLength(1);
    const [claim] = claims;
    expect(claim).toMatchObject({ termination: 'fifty-moves', byRule: 'L-9.3.1' });
    const quiet = at99.current.legalMoves().filter((m) => !at99.current.isCapture(m));
    expect(claim!.intendedMoves).toEqual(quiet);
    expect(claim!.intendedMoves!.map((m) => makeUci(at99.current, m))).not.toContain('a1a8');
  });

  it('L-9.2.1.1 threefold intended moves are grouped in one claim too', () => {
    // Both knight pairs out and back twice: Nf3 and Nc3 each repeat a position for the third time.
    const loops = 'g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8';
    const history = historyOf(`${loops} ${loops}`);
    const claims = drawClaims(history).filter((c) => c.byRule === 'L-9.2.1.1');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.intendedMoves!.map((m) => makeUci(history.current, m)).sort()).toEqual([
      'b1c3',
      'g1f3',
    ]);
  });

  it('S-75 the legacy classes need 75 moves for the claim', () => {
    const history = historyOf('a1a2', 'r3k3/8/8/8/8/8/8/R1B1K3 w - - 99 90');
    expect(drawClaims(history)).toHaveLength(1);
    expect(drawClaims(history, { fiftyMoves: { legacyMaterialClasses: true } })).toEqual([]);
  });
});

describe('flag fall and illegal moves (L-6.9, L-7.5.5)', () => {
  it('L-6.9 the flag falls: a win, unless the opponent cannot mate', () => {
    const pos = fen('4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
    expect(flagFallOutcome(pos, 'black')).toEqual(winOutcome('timeout', 'white', 'L-6.9'));
    expect(flagFallOutcome(pos, 'white')).toEqual(
      drawOutcome('timeout-vs-insufficient-material', 'L-6.9'),
    );
  });

  it('L-6.9 unwinnable is wider than insufficient material: a blocked wall draws on time', () => {
    const wall = fen('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1');
    expect(flagFallOutcome(wall, 'white').result).toBe('1/2-1/2');
  });

  it('L-6.9 an undecided analysis counts as a win unless told otherwise', () => {
    const pos = fen('2k5/3n4/8/8/8/8/8/2KB4 w - - 0 1');
    expect(flagFallOutcome(pos, 'black', { nodeBudget: 5 }).result).toBe('1-0');
    expect(flagFallOutcome(pos, 'black', { nodeBudget: 5, onUnknown: 'draw' }).result).toBe(
      '1/2-1/2',
    );
  });

  it('L-7.5.5 the second illegal move loses, unless the opponent cannot mate', () => {
    const pos = fen('4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
    expect(illegalMovesOutcome(pos, 'black')).toEqual(
      winOutcome('illegal-moves', 'white', 'L-7.5.5'),
    );
    expect(illegalMovesOutcome(pos, 'white')).toEqual(drawOutcome('illegal-moves', 'L-7.5.5'));
  });
});
