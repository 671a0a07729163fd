// Positions and options a variant must refuse, each with a code and a location (found by a
// review that typed them as users would).
import { makeFen, Position, parseFen } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../src/index.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -';
const error = (fen: string, variant: Parameters<typeof Position.fromFen>[1]) => {
  const pos = Position.fromFen(fen, variant);
  if (pos.ok) throw new Error(`accepted: ${fen}`);
  return pos.error;
};

describe('three-check counters', () => {
  it('V-3check.checks a counter above the checks that win is refused where it stands', () => {
    const variant = threeCheck();
    expect(error(`${START} 4+0 0 1`, { variant })).toMatchObject({
      code: 'ERR_FEN_CHECKS',
      location: { field: 'checks', offset: START.length + 1 },
    });
    expect(error(`${START} 3+9 0 1`, { variant })).toMatchObject({
      code: 'ERR_FEN_CHECKS',
      location: { field: 'checks', offset: START.length + 3 },
    });
    expect(error(`${START} 0 1 +4+0`, { variant }).code).toBe('ERR_FEN_CHECKS');
  });

  it("V-fivecheck.checks python-chess's +1+0 counts down from the variant's own number", () => {
    const variant = threeCheck({ checks: 5, name: 'fivecheck' });
    const pos = Position.fromFen(`${START} 0 1 +1+0`, { variant });
    expect(pos.ok && pos.value.remainingChecks).toEqual({ white: 4, black: 5 });
    expect(error(`${START} 0 1 +6+0`, { variant }).code).toBe('ERR_FEN_CHECKS');
  });

  it('V-3check.checks the number of checks must be 1..99, named by its option', () => {
    for (const checks of [0, -1, 1.5, 'x', 100])
      expect(() => threeCheck({ checks: checks as number })).toThrow(
        expect.objectContaining({ code: 'ERR_VARIANT_OPTION', location: { field: 'checks' } }),
      );
  });
});

describe('setups', () => {
  it('V-racingkings.no-checks the side to move may not be in check either', () => {
    const e = error('8/8/8/8/8/8/k6K/7q w - - 0 1', { variant: racingKings() });
    expect(e.code).toBe('ERR_POSITION');
    expect(e.message).toMatch(/no king is ever in check/);
    expect(
      Position.fromFen('8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1', { variant: racingKings() }).ok,
    ).toBe(true);
  });

  it('V-horde.horde a white king is refused, and the message says what to do', () => {
    const e = error('rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPKPPP w kq - 0 1', {
      variant: horde(),
    });
    expect(e.message).toMatch(/White has no king: remove the white king/);
  });

  it('V-crazyhouse.pockets the board and the pockets hold at most 64 pieces', () => {
    const e = error(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[${'Q'.repeat(33)}] w KQkq - 0 1`, {
      variant: crazyhouse(),
    });
    expect(e.message).toMatch(/hold 65 pieces; crazyhouse has room for 64/);
    expect(
      Position.fromFen(
        `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[${'Q'.repeat(32)}] w KQkq - 0 1`,
        {
          variant: crazyhouse(),
        },
      ).ok,
    ).toBe(true);
  });

  it('V-kingofthehill.hill a hill that is not a list is an option error, not a TypeError', () => {
    expect(() => kingOfTheHill({ hill: 'e4' as never })).toThrow(
      expect.objectContaining({ code: 'ERR_VARIANT_OPTION', location: { field: 'hill' } }),
    );
  });
});

describe('variant FEN fields under hostile input (issue 28)', () => {
  it('trust: a long pocket or check counter is quoted by its start, never echoed whole', () => {
    const base = '8/8/8/4k3/8/8/8/4K3';
    const long = 'x'.repeat(10_000_000);
    const pockets = parseFen(`${base}[${long} w - - 0 1`, { variant: crazyhouse() });
    expect(!pockets.ok && pockets.error.message.length).toBeLessThan(160);
    const checks = parseFen(`${base} w - - ${'3'.repeat(10_000_000)}+3 0 1`, {
      variant: threeCheck(),
    });
    expect(!checks.ok && checks.error.message.length).toBeLessThan(160);
  });

  it('trust: a promoted mark on a pawn or a king is dropped: nothing promotes to them (found by the adversarial suite)', () => {
    const fen = 'rnbqk~bnr/pppppppp/8/8/8/8/PP~PPPPPP/RNBQ~KBNR[] w KQkq - 0 1';
    const read = parseFen(fen, { variant: crazyhouse() });
    if (!read.ok) throw read.error;
    expect(read.value.promoted?.toArray()).toEqual([3]);
    expect(makeFen(read.value, { variant: crazyhouse() })).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ~KBNR[] w KQkq - 0 1',
    );
  });
});
