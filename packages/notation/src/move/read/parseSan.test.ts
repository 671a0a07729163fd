import { makeSquare } from '@chesslaws/board';
import { type Move, Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import type { SanError } from '../sanError.js';
import { type ParseSanOptions, parseSan } from './parseSan.js';

const fen = (text: string, chess960 = false): Position => {
  const result = Position.fromFen(text, { chess960 });
  if (!result.ok) throw result.error;
  return result.value;
};
const LETTER = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n', king: 'k' } as const;
const uci = (move: Move): string =>
  makeSquare(move.from) + makeSquare(move.to) + (move.promotion ? LETTER[move.promotion] : '');
/** The move read, as UCI text (castling king-takes-rook), or the error code. */
const read = (pos: Position, text: string, options?: ParseSanOptions): string => {
  const result = parseSan(pos, text, options);
  return result.ok ? uci(result.value) : result.error.code;
};
const failure = (pos: Position, text: string, options?: ParseSanOptions): SanError => {
  const result = parseSan(pos, text, options);
  if (result.ok) throw new Error(`'${text}' parsed as ${uci(result.value)}`);
  return result.error;
};
const start = Position.default();

describe('parseSan: forgiving by default (S-wild)', () => {
  it('L-C reads SAN and every style of the same move', () => {
    for (const text of [
      'Nf3',
      'Ng1-f3',
      'Ng1f3',
      'g1f3',
      'g1-f3',
      '♘f3',
      'Nf3!?',
      'Nf3 ',
      'nf3',
      'Nxf3',
    ]) {
      expect(read(start, text), text).toBe('g1f3');
    }
  });

  it('S-wild Cyrillic look-alike letters in squares (е4 with a Cyrillic е)', () => {
    expect(read(start, 'е4')).toBe('e2e4');
    expect(read(start, 'е2-е4')).toBe('e2e4');
    expect(read(start, 'Кс3', { locale: 'ru' })).toBe('b1c3');
  });

  it('S-wild castling with zeros, letter O, Cyrillic О; checks and mates after it', () => {
    const pos = fen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    for (const text of ['O-O', '0-0', 'О-О', 'O-O+', '0-0#', 'e1g1', 'e1h1', 'Ke1-g1', 'Kg1']) {
      expect(read(pos, text), text).toBe('e1h1');
    }
    expect(read(pos, '0-0-0')).toBe('e1a1');
  });

  it('S-wild promotion without =, e.p. suffix, ++ and х mate signs', () => {
    const pos = fen('n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1');
    expect(read(pos, 'b8Q')).toBe('b7b8q');
    expect(read(pos, 'b8=Q')).toBe('b7b8q');
    expect(read(pos, 'b7-b8Q')).toBe('b7b8q');
    expect(read(pos, 'bxc8N')).toBe('b7c8n');
    expect(read(pos, 'b7c8n')).toBe('b7c8n');
    const ep = fen('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
    expect(read(ep, 'exd6 e.p.')).toBe('e5d6');
    expect(read(ep, 'exd6e.p.')).toBe('e5d6');
    expect(read(ep, 'ed')).toBe('e5d6');
    const mate = fen('7k/Q7/6K1/8/8/8/8/8 w - - 0 1');
    expect(read(mate, 'Qg7++')).toBe('a7g7');
    expect(read(mate, 'Фg7х', { locale: 'ru' })).toBe('a7g7');
  });

  it('S-short pawn captures written by files only (de) when unambiguous', () => {
    const pos = fen('4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1');
    expect(read(pos, 'de')).toBe('d4e5');
    expect(read(pos, 'd:e')).toBe('d4e5');
    expect(read(pos, 'de5')).toBe('d4e5');
    // Two d-pawns can take on the e-file: `de` is ambiguous.
    const two = fen('4k3/8/8/4p3/3P4/4p3/3P4/4K3 w - - 0 1');
    const error = failure(two, 'de');
    expect(error.code).toBe('ERR_SAN_AMBIGUOUS');
    expect(error.candidates.map(uci).sort()).toEqual(['d2e3', 'd4e5']);
    expect(read(two, 'dxe5')).toBe('d4e5');
  });

  it('S-ru Russian letters, : captures, Latin look-alikes', () => {
    const pos = fen('4k3/8/8/3p4/8/8/4q3/4K3 w - - 0 1');
    expect(read(pos, 'Кр:e2', { locale: 'ru' })).toBe('e1e2');
    expect(read(pos, 'Kp:e2', { locale: 'ru' })).toBe('e1e2');
    expect(read(pos, 'Кр:e2')).toBe('e1e2'); // Russian read even when English is asked first
    expect(read(start, 'Кf3')).toBe('g1f3');
  });

  it('L-C.2 other languages letters: German, French, Spanish, Dutch, Polish, Bulgarian', () => {
    const pos = fen('4k3/8/8/8/8/8/8/R1BQKBNR w K - 0 1');
    expect(read(pos, 'Lc4', { locale: 'de' })).toBe('f1c4');
    expect(read(pos, 'Dd4', { locale: 'de' })).toBe('d1d4');
    expect(read(pos, 'Sf3', { locale: 'de' })).toBe('g1f3');
    expect(read(pos, 'Fc4', { locale: 'fr' })).toBe('f1c4');
    expect(read(pos, 'Cf3', { locale: 'es' })).toBe('g1f3');
    expect(read(pos, 'Pf3', { locale: 'nl' })).toBe('g1f3');
    expect(read(pos, 'Ge3', { locale: 'pl' })).toBe('c1e3');
    expect(read(pos, 'Оe3', { locale: 'bg' })).toBe('c1e3');
  });

  it('L-C.2 precedence: the caller language first, then English (German L bishop vs Russian Л rook)', () => {
    const pos = fen('4k3/8/8/8/8/8/8/R1B1KB2 w - - 0 1');
    // Without a locale, `Lc4` is not English, and every other reading that names a legal move agrees: the f1 bishop.
    expect(read(pos, 'Lc4')).toBe('f1c4');
    expect(read(pos, 'Лb1', { locale: 'ru' })).toBe('a1b1');
    // `B`: an English bishop, but a Hungarian rook. Hungarian first reads the rook move, English the bishop.
    const both = fen('4k3/8/8/8/8/8/8/R3KB2 w - - 0 1');
    expect(read(both, 'Bd3')).toBe('f1d3');
    expect(read(both, 'Bd1', { locale: 'hu' })).toBe('a1d1');
    expect(read(both, 'Bd3', { locale: 'hu' })).toBe('f1d3'); // no Hungarian rook reaches d3: English reads it
    // English first: an illegal English reading is not rescued by another language's letter.
    expect(read(both, 'Bb1')).toBe('ERR_SAN_NO_SUCH_MOVE');
  });

  it('L-C.2 lowercase files are never pieces: Dutch/German D queen vs d-file pawn', () => {
    const pos = fen('4k3/8/8/4p3/3P4/8/8/3QK3 w - - 0 1');
    expect(read(pos, 'dxe5', { locale: 'de' })).toBe('d4e5');
    expect(read(pos, 'Dd3', { locale: 'de' })).toBe('d1d3');
  });

  it('L-C.2 readings of other languages that disagree are ambiguous, never a guess', () => {
    // `Cc4`: a knight in French/Spanish/Italian/Portuguese/Romanian, a bishop in Russian (Latin C for С).
    const pos = fen('4k3/8/8/8/8/8/1N6/4KB2 w - - 0 1');
    const error = failure(pos, 'Cc4');
    expect(error.code).toBe('ERR_SAN_AMBIGUOUS');
    expect(error.candidates.map(uci).sort()).toEqual(['b2c4', 'f1c4']);
    // With the caller's language given, its reading wins.
    expect(read(pos, 'Cc4', { locale: 'fr' })).toBe('b2c4');
    expect(read(pos, 'Cc4', { locale: 'ru' })).toBe('f1c4');
  });
});

describe('parseSan: errors', () => {
  it('ERR_SAN_SYNTAX with the offset of the problem', () => {
    const error = failure(start, 'Nf9');
    expect(error.code).toBe('ERR_SAN_SYNTAX');
    expect(error.location?.offset).toBe(2);
    expect(failure(start, '  Zf3').location?.offset).toBe(2);
    expect(failure(start, '').code).toBe('ERR_SAN_SYNTAX');
    expect(failure(start, '--').message).toContain('null move');
  });

  it('ERR_SAN_NO_SUCH_MOVE when no piece could make the move at all', () => {
    expect(failure(start, 'Nf4').code).toBe('ERR_SAN_NO_SUCH_MOVE');
    expect(failure(start, 'e5').message).toContain('no white pawn can move to e5');
    expect(failure(start, 'Qxd7').code).toBe('ERR_SAN_NO_SUCH_MOVE');
    const bare = fen('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    expect(failure(bare, 'Qd4').message).toBe(
      "'Qd4' is not possible: no white queen can move to d4",
    );
    expect(failure(bare, 'a2a3').message).toBe(
      "'a2a3' is not possible: no white piece can move to a3",
    );
  });

  it('L-C ERR_SAN_AMBIGUOUS lists the candidates', () => {
    const pos = fen('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1');
    const error = failure(pos, 'Nd2');
    expect(error.code).toBe('ERR_SAN_AMBIGUOUS');
    expect(error.candidates.map(uci).sort()).toEqual(['b1d2', 'f1d2']);
    expect(error.message).toContain('Nb1-d2');
    expect(read(pos, 'Nbd2')).toBe('b1d2');
  });

  it('L-C disambiguation by file, rank and square reads back', () => {
    const rooks = fen('4k3/8/8/R7/8/8/8/R3K3 w - - 0 1');
    expect([read(rooks, 'R1a3'), read(rooks, 'R5a3'), read(rooks, 'Ra3')]).toEqual([
      'a1a3',
      'a5a3',
      'ERR_SAN_AMBIGUOUS',
    ]);
    const queens = fen('8/8/k7/8/4Q2Q/8/8/K6Q w - - 0 1');
    expect([read(queens, 'Qh4e1'), read(queens, 'Qee1'), read(queens, 'Q1e1')]).toEqual([
      'h4e1',
      'e4e1',
      'h1e1',
    ]);
    expect(failure(queens, 'Qhe1').candidates.map(uci).sort()).toEqual(['h1e1', 'h4e1']);
  });

  it('L-C a missing promotion piece is ambiguous between the four', () => {
    const error = failure(fen('8/1P1k4/8/8/8/8/8/K7 w - - 0 1'), 'b8');
    expect(error.code).toBe('ERR_SAN_AMBIGUOUS');
    expect(error.candidates).toHaveLength(4);
    expect(error.message).toContain('name the promotion piece');
  });

  it('L-3.9 ERR_SAN_ILLEGAL: a pinned piece', () => {
    const error = failure(fen('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1'), 'Nf4');
    expect(error).toMatchObject({ code: 'ERR_SAN_ILLEGAL', reason: 'pinned' });
    expect(error.candidates.map(uci)).toEqual(['e2f4']);
  });

  it('L-3.9 ERR_SAN_ILLEGAL: the king in check and the move does not parry it', () => {
    expect(failure(fen('4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1'), 'Ra2')).toMatchObject({
      reason: 'in-check',
    });
  });

  it('L-3.8 ERR_SAN_ILLEGAL: the king into check', () => {
    expect(failure(fen('4k3/8/8/8/8/8/8/3rK3 w - - 0 1'), 'Kd2')).toMatchObject({
      reason: 'into-check',
    });
    expect(failure(fen('4k3/8/8/8/8/8/3r4/4K3 w - - 0 1'), 'Kf2')).toMatchObject({
      code: 'ERR_SAN_ILLEGAL',
      reason: 'into-check',
    });
  });

  it('L-3.9 ERR_SAN_ILLEGAL: en passant off the rank would expose the king', () => {
    const pos = fen('8/8/8/K2pP2r/8/8/8/7k w - d6 0 1');
    expect(failure(pos, 'exd6')).toMatchObject({ code: 'ERR_SAN_ILLEGAL', reason: 'exposes-king' });
  });

  it('L-3.8 castling: rights lost, out of check, blocked, through check, into check', () => {
    const reason = (position: string, text: string) => failure(fen(position), text).reason;
    expect(reason('r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1', 'O-O')).toBe('castling-rights');
    expect(reason('r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1', 'O-O-O')).toBe('castling-rights');
    expect(reason('4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1', 'O-O')).toBe('castling-out-of-check');
    expect(reason('4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1', 'O-O')).toBe('castling-blocked');
    expect(reason('4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1', 'O-O-O')).toBe('castling-blocked');
    expect(reason('4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1', 'O-O')).toBe('castling-through-check');
    expect(reason('4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1', 'O-O')).toBe('castling-into-check');
    // The b1 square may be attacked in long castling: the king does not cross it.
    expect(read(fen('4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1'), 'O-O-O')).toBe('e1a1');
  });
});

describe('parseSan: strict', () => {
  it('L-C strict accepts only the canonical text of the style', () => {
    const pos = fen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(read(pos, 'O-O', { strict: true })).toBe('e1h1');
    expect(read(pos, '0-0', { strict: true, style: 'fide' })).toBe('e1h1');
    const error = failure(pos, '0-0', { strict: true });
    expect(error).toMatchObject({ code: 'ERR_SAN_SYNTAX', expected: 'O-O' });
    expect(error.location?.offset).toBe(0);
    expect(failure(start, 'Ng1f3', { strict: true })).toMatchObject({
      expected: 'Nf3',
      location: { offset: 1 },
    });
    expect(read(start, 'Ng1-f3', { strict: true, style: 'lan' })).toBe('g1f3');
  });

  it('S-ru strict in Russian: Кр:e2 yes, Kp:e2 no', () => {
    const pos = fen('4k3/8/8/3p4/8/8/4q3/4K3 w - - 0 1');
    expect(read(pos, 'Кр:e2', { strict: true, locale: 'ru' })).toBe('e1e2');
    expect(failure(pos, 'Kp:e2', { strict: true, locale: 'ru' }).expected).toBe('Кр:e2');
    expect(read(pos, 'Кр:e2', { strict: true })).toBe('ERR_SAN_SYNTAX');
  });

  it('L-C strict requires the check and mate signs', () => {
    const pos = fen('7k/Q7/6K1/8/8/8/8/8 w - - 0 1');
    expect(read(pos, 'Qg7#', { strict: true })).toBe('a7g7');
    expect(failure(pos, 'Qg7', { strict: true }).expected).toBe('Qg7#');
    expect(failure(pos, 'Qg7+', { strict: true }).location?.offset).toBe(3);
  });

  it('L-G2 strict UCI in Chess960: king takes rook', () => {
    const pos = fen('rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1', true);
    expect(read(pos, 'b1h1', { strict: true, style: 'uci' })).toBe('b1h1');
    expect(read(pos, 'O-O')).toBe('b1h1');
    expect(read(pos, 'O-O-O')).toBe('b1a1');
  });
});

it('parseSan returns moves as the moves package writes them', () => {
  const result = parseSan(fen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'), 'O-O');
  expect(result).toEqual({ ok: true, value: parseUci('e1h1') });
});

it('trust: a text longer than any move is refused at once, with a short message (issue 28, item 7)', () => {
  for (const text of ['e'.repeat(1_000_000), `N${'x'.repeat(1_000_000)}`, `${'e4 '.repeat(200)}`]) {
    for (const options of [{}, { strict: true }, { locale: 'ru' as const }]) {
      const result = parseSan(Position.default(), text, options);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('ERR_SAN_SYNTAX');
      expect(result.error.location).toEqual({ offset: 255 });
      expect(result.error.message).toBe(
        `'${text.slice(0, 24)}…' (${text.length} characters) is not a move: a move is at most 255 characters`,
      );
    }
  }
  // At the limit, the text is read as usual.
  expect(parseSan(Position.default(), `e4${' '.repeat(253)}`).ok).toBe(true);
});
