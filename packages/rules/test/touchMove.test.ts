import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { casual, fideStandard } from '../src/index.js';
import { table } from './harness.js';

const refusal = (r: { ok: boolean; error?: { code: string; rule?: string } }) =>
  r.ok ? undefined : r.error;

describe('touch-move (L-4.3, L-4.4, L-9.4)', () => {
  it('L-4.3 a touched own piece that can move must be moved', () => {
    const tb = table(fideStandard());
    unwrap(tb.game.touch('white', 'g1'));
    expect(refusal(tb.game.play('e2e4'))).toMatchObject({
      code: 'ERR_RULES_REFUSED',
      rule: 'L-4.3',
    });
    expect(tb.game.play('g1f3').ok).toBe(true);
  });

  it('L-4.3 a touched own piece that cannot move binds nothing', () => {
    const tb = table(fideStandard());
    unwrap(tb.game.touch('white', 'a1'));
    expect(tb.game.play('e2e4').ok).toBe(true);
  });

  it("L-4.3 a touched opponent's piece must be taken if it can be", () => {
    const tb = table(fideStandard());
    tb.play('e2e4 d7d5');
    unwrap(tb.game.touch('white', 'd5'));
    expect(refusal(tb.game.play('g1f3'))?.rule).toBe('L-4.3');
    expect(tb.game.play('e4d5').ok).toBe(true);
  });

  it("L-4.3 own piece and opponent's piece: take the one with the other if legal", () => {
    const tb = table(fideStandard());
    tb.play('e2e4 d7d5 d1h5 a7a6');
    unwrap(tb.game.touch('white', 'h5'));
    unwrap(tb.game.touch('white', 'd5'));
    expect(refusal(tb.game.play('e4d5'))?.rule).toBe('L-4.3');
    expect(tb.game.play('h5d5').ok).toBe(true);
  });

  it('L-4.2 adjusting after "j\'adoube" binds nothing', () => {
    const tb = table(fideStandard());
    unwrap(tb.game.touch('white', 'g1', true));
    expect(tb.game.play('e2e4').ok).toBe(true);
  });

  it('L-4.4 king then rook: castling with that rook if legal', () => {
    const tb = table(fideStandard(), { start: { fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' } });
    unwrap(tb.game.touch('white', 'e1'));
    unwrap(tb.game.touch('white', 'h1'));
    expect(refusal(tb.game.play('e1f1'))?.rule).toBe('L-4.4');
    expect(tb.game.play('e1g1').ok).toBe(true);
  });

  it('L-4.4 king then rook with an illegal castling: another king move, castling on the other side included', () => {
    const tb = table(fideStandard(), { start: { fen: 'r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1' } });
    unwrap(tb.game.touch('white', 'e1'));
    unwrap(tb.game.touch('white', 'h1'));
    // g1 is attacked by the rook on g8, so O-O is illegal: the king must still move.
    expect(refusal(tb.game.play('h1h2'))?.rule).toBe('L-4.4');
    expect(tb.game.play('e1c1').ok).toBe(true);
  });

  it('L-4.4 rook touched first: no castling with that rook', () => {
    const tb = table(fideStandard(), { start: { fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' } });
    unwrap(tb.game.touch('white', 'h1'));
    unwrap(tb.game.touch('white', 'e1'));
    expect(refusal(tb.game.play('e1g1'))?.rule).toBe('L-4.4');
    expect(tb.game.play('h1h5').ok).toBe(true);
  });

  it('L-9.4 a player who touched a piece loses the right to claim on this move', () => {
    const tb = table(fideStandard());
    tb.play('g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8');
    unwrap(tb.game.touch('white', 'b1'));
    expect(refusal(tb.game.claim({ by: 'white', kind: 'threefold' }))).toMatchObject({
      code: 'ERR_RULES_REFUSED',
      rule: 'L-9.4',
    });
    expect(tb.game.state.outcome).toBeUndefined();
  });

  it('touches bind nobody without the touchMove plugin, and only the player on move touches', () => {
    const tb = table(casual());
    unwrap(tb.game.touch('white', 'g1'));
    expect(tb.game.play('e2e4').ok).toBe(true);
    expect(refusal(tb.game.touch('white', 'e4'))?.code).toBe('ERR_RULES_NOT_ON_MOVE');
    expect(refusal(tb.game.touch('black', 'e5'))?.code).toBe('ERR_RULES_BAD_MOVE');
    expect(refusal(tb.game.touch('black', 'z9' as never))?.code).toBe('ERR_RULES_BAD_MOVE');
  });
});
