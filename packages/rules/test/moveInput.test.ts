// Moves as people write them: SAN, long algebraic, UCI, localized letters; the log stays UCI.
import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { casual, createGame, fideBlitz, fideStandard, fromGameRecord } from '../src/index.js';
import { table } from './harness.js';

/** The UCI moves the log recorded. */
const logged = (events: readonly { type: string; move?: string }[]) =>
  events.filter((e) => e.type === 'move').map((e) => e.move);

describe('play takes SAN as people write it (L-C, S-wild)', () => {
  it("L-C game.play('e4') is the first call that works, and the log records e2e4", () => {
    const game = unwrap(createGame(casual()));
    unwrap(game.play('e4'));
    unwrap(game.play('e5'));
    unwrap(game.play('Nf3'));
    expect(logged(game.events)).toEqual(['e2e4', 'e7e5', 'g1f3']);
  });

  it('S-wild castling as O-O or 0-0, en passant with e.p., over-disambiguation, check signs', () => {
    const game = unwrap(createGame(casual()));
    for (const san of [
      'e4',
      'Nf6',
      'e5',
      'd5',
      'exd6 e.p.',
      'Bg4',
      'Ngf3',
      'Nc6',
      'Bc4',
      'e5',
      '0-0',
    ])
      unwrap(game.play(san));
    expect(logged(game.events)).toEqual([
      'e2e4',
      'g8f6',
      'e4e5',
      'd7d5',
      'e5d6',
      'c8g4',
      'g1f3',
      'b8c6',
      'f1c4',
      'e7e5',
      'e1g1',
    ]);
    unwrap(game.play('Bxf3!?'));
    expect(logged(game.events).at(-1)).toBe('g4f3');
  });

  it('S-ru Russian letters with the game’s locale, or one call’s, and figurines', () => {
    const ru = unwrap(createGame(casual(), { locale: 'ru' }));
    unwrap(ru.play('Кf3'));
    unwrap(ru.play('Кf6'));
    unwrap(ru.play('♘c3'));
    const en = unwrap(createGame(casual()));
    unwrap(en.play('Кf3', { locale: 'ru' }));
    expect(logged(ru.events)).toEqual(['g1f3', 'g8f6', 'b1c3']);
    expect(logged(en.events)).toEqual(['g1f3']);
  });

  it('an unreadable move says what was understood, located, in the words of SAN', () => {
    const game = unwrap(createGame(casual()));
    for (const san of ['e4', 'e5', 'Nf3', 'Nf6', 'Nc3', 'Nc6', 'd3', 'd6', 'Bd2', 'Bd7'])
      unwrap(game.play(san));
    // The knights on b5 and f3 can both go to d4.
    unwrap(game.play('Nb5'));
    unwrap(game.play('a6'));
    const ambiguous = game.play('Nd4');
    expect(!ambiguous.ok && ambiguous.error).toMatchObject({ code: 'ERR_RULES_BAD_MOVE' });
    expect(!ambiguous.ok && ambiguous.error.message).toMatch(
      /ambiguous.*Nf3-d4.*Nb5-d4|ambiguous.*Nb5-d4.*Nf3-d4/,
    );
    const illegal = game.play('Ke3');
    expect(!illegal.ok && illegal.error).toMatchObject({
      code: 'ERR_RULES_ILLEGAL_MOVE',
      location: { field: 'move' },
    });
    const garbage = game.play('hello');
    expect(!garbage.ok && garbage.error).toMatchObject({
      code: 'ERR_RULES_BAD_MOVE',
      location: { field: 'move', offset: expect.any(Number) },
    });
    expect(game.events).toHaveLength(13);
  });
});

describe('illegal moves, claims, touches and records take moves as people write them', () => {
  it('L-7.5.1 an arbiter records Bf1-f3 and Qd1xd8 as the pieces moved', () => {
    const tb = table(fideStandard());
    tb.play('e2e4 d7d5');
    tb.t += 1_000;
    unwrap(tb.game.illegalMove('Bf1-f3'));
    expect(tb.game.events.at(-1)).toMatchObject({ type: 'illegal-move', move: 'f1f3' });
    tb.t += 1_000;
    unwrap(tb.game.illegalMove('Qd1xd8'));
    expect(tb.game.events.at(-1)).toMatchObject({ type: 'illegal-move', move: 'd1d8' });
  });

  it('L-7.5.1 SAN without the departure square names the only piece of its kind, or asks which', () => {
    const tb = table(fideStandard());
    tb.play('e2e4 e7e5');
    tb.t += 1_000;
    unwrap(tb.game.illegalMove('Qd8'));
    expect(tb.game.events.at(-1)).toMatchObject({ move: 'd1d8' });
    tb.t += 1_000;
    const which = tb.game.illegalMove('Nd4');
    expect(!which.ok && which.error.message).toMatch(/which knight\? .*b1-d4 or g1-d4/);
    const russian = tb.game.illegalMove('Фh5-h8', { locale: 'ru' });
    expect(russian.ok).toBe(false); // the queen is on d1, not h5: no such piece there
  });

  it('L-9.2.1.1 a claim’s intended move in SAN: Nb8', () => {
    const tb = table(fideBlitz());
    tb.play('e2e4 e7e5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1');
    tb.t += 1_000;
    const claimed = unwrap(tb.game.claim({ by: 'black', kind: 'threefold', intended: 'Nb8' }));
    expect(claimed.outcome).toMatchObject({ termination: 'threefold-repetition' });
    expect(tb.game.events.at(-1)).toMatchObject({ type: 'claim', intended: 'c6b8' });
  });

  it('L-4.3 a touch names the piece and its square (Ng1), which must be there', () => {
    const tb = table(fideStandard());
    unwrap(tb.game.touch('white', 'Ng1'));
    expect(tb.game.events.at(-1)).toMatchObject({ type: 'touch', square: 'g1' });
    const wrong = tb.game.touch('white', 'Bg1');
    expect(!wrong.ok && wrong.error.code).toBe('ERR_RULES_BAD_MOVE');
  });

  it('a record’s moves may be SAN text', () => {
    const game = unwrap(
      fromGameRecord(fideBlitz(), { moves: ['e4', 'e5', 'Nf3', 'Nc6'].map((move) => ({ move })) }),
    );
    expect(game.state.moves.map((m) => m.uci)).toEqual(['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  });
});
