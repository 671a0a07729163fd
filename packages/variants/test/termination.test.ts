// The termination package on the lichess variants: each variant's own endings, as lichess applies
// them (here, as termination may not depend on the variants package).
import { unwrap } from '@chesslaws/board';
import { Position, parseUci, type Variant } from '@chesslaws/moves';
import {
  analyzeDeadPosition,
  analyzeWinnability,
  automaticOutcome,
  canClaimFiftyMoves,
  canClaimThreefold,
  flagFallOutcome,
  isInsufficientMaterial,
  isSeventyFiveMoves,
  isVariantDrawnByMaterial,
  PositionHistory,
  quickDeadCheck,
  variantBoardOutcome,
  variantCannotWin,
} from '@chesslaws/termination';
import { describe, expect, it } from 'vitest';
import {
  antichess,
  atomic,
  crazyhouse,
  horde,
  kingOfTheHill,
  racingKings,
  threeCheck,
} from '../src/index.js';

const at = (fen: string, variant?: Variant) =>
  unwrap(Position.fromFen(fen, variant ? { variant } : {}));
const outcomeOf = (fen: string, variant: Variant) =>
  automaticOutcome(PositionHistory.fromPosition(at(fen, variant)));

const BARE_KINGS = '4k3/8/8/8/8/8/8/4K3 w - - 0 1';
// A blocked pawn wall with bishops that cannot break it: dead in standard chess (L-5.2.2).
const PAWN_WALL = '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1';

describe('repetition in variants: the key includes pockets and check counters (L-9.2.2)', () => {
  it('V-crazyhouse.pockets the same board with another pocket is another position', () => {
    const empty = at('4k3/8/8/8/8/8/8/R3K3[] w - - 0 1', crazyhouse());
    const knight = at('4k3/8/8/8/8/8/8/R3K3[N] w - - 0 1', crazyhouse());
    expect(empty.board.occupied.equals(knight.board.occupied)).toBe(true);
    expect(empty.hash()).not.toBe(knight.hash());
    expect(at('4k3/8/8/8/8/8/8/R3K3[N] w - - 0 1', crazyhouse()).hash()).toBe(knight.hash());
  });

  it('L-9.2.2 V-3check.checks the same board with other check counters is no repetition', () => {
    // The queen checks from a4 and goes back: the board repeats, the checks left do not.
    const cycle = ['d1a4', 'e8f8', 'a4d1', 'f8e8'];
    const play = (fen: string, variant?: Variant) => {
      const history = PositionHistory.fromPosition(at(fen, variant));
      for (const uci of [...cycle, ...cycle]) history.play(parseUci(uci)!);
      return history;
    };
    const standard = play('4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
    expect(canClaimThreefold(standard)).toBe(true);
    const checks = play('4k3/8/8/8/8/8/8/3QK3 w - - 3+3 0 1', threeCheck());
    expect(checks.current.remainingChecks).toEqual({ white: 1, black: 3 });
    expect(canClaimThreefold(checks)).toBe(false);
    expect(new Set(checks.keys.filter((_, i) => i % 4 === 0)).size).toBe(3);
  });

  it('L-9.2.2 V-crazyhouse.pockets knights out and back keep the pockets: a repetition', () => {
    const history = PositionHistory.fromPosition(Position.default(crazyhouse()));
    for (const uci of 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'.split(' '))
      history.play(parseUci(uci)!);
    expect(canClaimThreefold(history)).toBe(true);
  });
});

describe('dead positions (L-5.2.2) are standard chess and Chess960 only', () => {
  it('L-5.2.2 a blocked pawn wall is dead in standard chess and never in a variant', () => {
    expect(quickDeadCheck(at(PAWN_WALL))).toBe(true);
    expect(analyzeDeadPosition(at(PAWN_WALL)).dead).toBe(true);
    for (const variant of [kingOfTheHill(), threeCheck(), crazyhouse()]) {
      const fen = variant.pockets
        ? PAWN_WALL.replace(' w', '[] w')
        : variant.checksToWin
          ? PAWN_WALL.replace(' - 0', ' - 3+3 0')
          : PAWN_WALL;
      const pos = at(fen, variant);
      expect(quickDeadCheck(pos), variant.name).toBe(false);
      expect(analyzeDeadPosition(pos).dead, variant.name).not.toBe(true);
      expect(automaticOutcome(PositionHistory.fromPosition(pos)), variant.name).toBeUndefined();
    }
  });

  it('V-kingofthehill.hill bare kings are no draw: a lone king walks to the hill', () => {
    expect(isInsufficientMaterial(at(BARE_KINGS))).toBe(true);
    expect(isInsufficientMaterial(at(BARE_KINGS, kingOfTheHill()))).toBe(false);
    expect(outcomeOf(BARE_KINGS, kingOfTheHill())).toBeUndefined();
    expect(analyzeWinnability(at(BARE_KINGS, kingOfTheHill()), 'white').verdict).toBe('unknown');
  });
});

describe("a variant's automatic endings, as lichess applies them", () => {
  it('V-atomic.insufficient-material bare kings, K+R v K and lone opposite bishops draw; K+Q v K plays on', () => {
    for (const fen of [
      BARE_KINGS,
      '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
      '4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1',
      '3bk3/8/8/8/8/8/8/4KB2 w - - 0 1',
    ])
      expect(outcomeOf(fen, atomic()), fen).toEqual({
        result: '1/2-1/2',
        termination: 'insufficient-material',
        byRule: 'V-atomic.insufficient-material',
      });
    for (const fen of [
      '4k3/8/8/8/8/8/8/3QK3 w - - 0 1',
      '4k3/8/8/8/8/8/8/R3K2R w - - 0 1',
      '2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1',
    ])
      expect(outcomeOf(fen, atomic()), fen).toBeUndefined();
    // Lichess's closed atomic position: kings cannot take, pawns stuck behind pawns.
    expect(outcomeOf('4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1', atomic())?.byRule).toBe(
      'V-atomic.insufficient-material',
    );
    expect(outcomeOf('4k3/8/8/3p4/3P4/8/P7/4K3 w - - 0 1', atomic())).toBeUndefined();
    // A bishop that can reach the other side's pawns opens it; one that never can does not.
    expect(outcomeOf('4k3/8/8/3p4/3P4/8/8/4KB2 w - - 0 1', atomic())).toBeUndefined();
    expect(outcomeOf('4k3/8/8/3p4/3P4/8/8/2B1K3 w - - 0 1', atomic())?.termination).toBe(
      'insufficient-material',
    );
    // Standard chess judges K+R v K otherwise: mate is possible.
    expect(isInsufficientMaterial(at('4k3/8/8/8/8/8/8/R3K3 w - - 0 1'))).toBe(false);
  });

  it('V-atomic.king-exploded the exploded king is the variant end, with its rule', () => {
    const pos = at('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', atomic());
    for (const uci of ['g1f3', 'a7a6', 'f3e5', 'a6a5', 'e5f7']) pos.play(parseUci(uci)!);
    expect(variantBoardOutcome(pos)).toEqual({
      result: '1-0',
      termination: 'variant-end',
      winner: 'white',
      byRule: 'V-atomic.king-exploded',
    });
  });

  it('V-antichess.insufficient-material lone bishops of opposite colours draw; of one colour play on', () => {
    expect(outcomeOf('8/8/8/8/8/8/8/2B2b2 w - - 0 1', antichess())).toMatchObject({
      termination: 'insufficient-material',
      byRule: 'V-antichess.insufficient-material',
    });
    expect(outcomeOf('8/8/8/8/8/8/8/2B1b3 w - - 0 1', antichess())).toBeUndefined();
    // Stuck pawns on squares the other bishop never reaches change nothing; a free pawn does.
    expect(
      outcomeOf('8/8/8/3p4/3P4/8/8/1B3b2 w - - 0 1', antichess())?.termination,
    ).toBeUndefined();
    expect(
      outcomeOf('8/8/8/4p3/4P3/8/8/2B2b2 w - - 0 1', antichess())?.termination,
    ).toBeUndefined();
  });

  it('L-6.9 V-antichess.no-pieces one knight each: only one side can win, by the square colours', () => {
    // Knights on one square colour (b1, g8): the side to move can win, the other cannot; on
    // different colours (b1, h8), the reverse (lichess).
    const same = at('6n1/8/8/8/8/8/8/1N6 w - - 0 1', antichess());
    expect(variantCannotWin(same, 'white')).toBe(false);
    expect(variantCannotWin(same, 'black')).toBe(true);
    const apart = at('7n/8/8/8/8/8/8/1N6 w - - 0 1', antichess());
    expect(variantCannotWin(apart, 'white')).toBe(true);
    expect(variantCannotWin(apart, 'black')).toBe(false);
    expect(automaticOutcome(PositionHistory.fromPosition(apart))).toBeUndefined();
    // Black to move, knights on different colours: White can still win, so Black's flag loses.
    expect(
      flagFallOutcome(at('7n/8/8/8/8/8/8/1N6 b - - 0 1', antichess()), 'black').termination,
    ).toBe('timeout');
  });

  it('V-antichess.no-pieces V-antichess.stalemate a side without pieces or moves wins', () => {
    expect(outcomeOf('8/8/8/8/8/8/8/7k w - - 0 1', antichess())).toEqual({
      result: '1-0',
      termination: 'variant-end',
      winner: 'white',
      byRule: 'V-antichess.no-pieces',
    });
  });

  it('V-3check.insufficient-material bare kings draw; a king and a pawn play on', () => {
    expect(outcomeOf('4k3/8/8/8/8/8/8/4K3 w - - 2+1 0 1', threeCheck())).toMatchObject({
      byRule: 'V-3check.insufficient-material',
    });
    expect(outcomeOf('4k3/8/8/8/8/8/4P3/4K3 w - - 2+1 0 1', threeCheck())).toBeUndefined();
  });

  it('V-crazyhouse.insufficient-material bare kings with empty pockets only', () => {
    expect(outcomeOf('4k3/8/8/8/8/8/8/4K3[] w - - 0 1', crazyhouse())?.byRule).toBe(
      'V-crazyhouse.insufficient-material',
    );
    expect(outcomeOf('4k3/8/8/8/8/8/8/4K3[p] w - - 0 1', crazyhouse())).toBeUndefined();
  });

  it('V-horde.wiped-out V-racingkings.both-reached V-racingkings.goal the variant ends', () => {
    expect(outcomeOf('4k3/8/8/8/8/8/8/8 w - - 0 1', horde())).toMatchObject({
      result: '0-1',
      byRule: 'V-horde.wiped-out',
    });
    expect(outcomeOf('1k4K1/8/8/8/8/8/8/8 w - - 0 1', racingKings())).toEqual({
      result: '1/2-1/2',
      termination: 'variant-end',
      byRule: 'V-racingkings.both-reached',
    });
    expect(outcomeOf('6K1/8/k7/8/8/8/8/8 w - - 0 1', racingKings())).toMatchObject({
      winner: 'white',
      byRule: 'V-racingkings.goal',
    });
  });

  it('L-6.9 a flag fall in a variant draws only when the opponent cannot win by its material', () => {
    // Atomic: Black's flag falls, White has a bare king: a draw. With a queen: White wins.
    expect(flagFallOutcome(at('q3k3/8/8/8/8/8/8/4K3 b - - 0 1', atomic()), 'black')).toMatchObject({
      termination: 'timeout-vs-insufficient-material',
    });
    expect(flagFallOutcome(at('4k3/8/8/8/8/8/8/Q3K3 b - - 0 1', atomic()), 'black')).toMatchObject({
      termination: 'timeout',
      winner: 'white',
    });
    // Horde: a lone white piece cannot mate a lone king; two can, and Black can always win.
    expect(flagFallOutcome(at('4k3/8/8/8/8/8/P7/8 b - - 0 1', horde()), 'black').termination).toBe(
      'timeout-vs-insufficient-material',
    );
    expect(flagFallOutcome(at('4k3/8/8/8/8/8/PP6/8 b - - 0 1', horde()), 'black').termination).toBe(
      'timeout',
    );
    expect(flagFallOutcome(at('4k3/8/8/8/8/8/P7/8 w - - 0 1', horde()), 'white').winner).toBe(
      'black',
    );
    expect(outcomeOf('4k3/8/8/8/8/8/P7/8 w - - 0 1', horde())).toBeUndefined();
    // King of the Hill: a bare king can still win, so the flag loses.
    expect(
      flagFallOutcome(at('q3k3/8/8/8/8/8/8/4K3 b - - 0 1', kingOfTheHill()), 'black'),
    ).toMatchObject({ termination: 'timeout', winner: 'white' });
    expect(variantCannotWin(at('q3k3/8/8/8/8/8/8/4K3 b - - 0 1', atomic()), 'white')).toBe(true);
  });

  it('V-atomic.insufficient-material isVariantDrawnByMaterial is the variant hook, not standard chess', () => {
    expect(isVariantDrawnByMaterial(at('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', atomic()))).toBe(true);
    expect(isVariantDrawnByMaterial(at('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', threeCheck()))).toBe(
      false,
    );
  });
});

describe('move-count draws in variants (L-9.3, L-9.6.2)', () => {
  it('V-crazyhouse.no-move-count no 50- or 75-move draw in crazyhouse; three-check keeps them', () => {
    const quiet = (fen: string, variant: Variant) => {
      const history = PositionHistory.fromPosition(at(fen, variant));
      history.play(parseUci('a1a2')!);
      return history;
    };
    const zh = quiet('4k3/8/8/8/8/8/8/R3K3[] w - - 160 90', crazyhouse());
    expect(canClaimFiftyMoves(zh)).toBe(false);
    expect(isSeventyFiveMoves(zh)).toBe(false);
    expect(automaticOutcome(zh)).toBeUndefined();
    const checks = quiet('4k3/8/8/8/8/8/8/R3K3 w - - 3+3 160 90', threeCheck());
    expect(canClaimFiftyMoves(checks)).toBe(true);
    expect(automaticOutcome(checks)).toMatchObject({ byRule: 'L-9.6.2' });
  });
});
