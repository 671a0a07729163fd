import { describe, expect, it } from 'vitest';
import { defineVariant } from './defineVariant.js';
import { makeFen } from './fen.js';
import { makeUci, parseUci } from './move.js';
import { perft } from './perft.js';
import { Position } from './position.js';
import { type VariantDefinition, VariantError } from './variant.js';

/** The VariantError `define` throws. */
function refused(definition: unknown): VariantError {
  try {
    defineVariant(definition as VariantDefinition);
  } catch (e) {
    if (e instanceof VariantError) return e;
    throw e;
  }
  throw new Error('accepted');
}

// A variant as the README's extinction example defines it: no check, kings promote.
const EXTINCTION_LIKE: VariantDefinition = {
  name: 'kings',
  check: 'none',
  promotions: ['queen', 'rook', 'bishop', 'knight', 'king'],
};

const KNIGHTMATE: VariantDefinition = {
  name: 'knightmate',
  startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1',
  pieces: {
    king: { letter: 'k', moves: 'N' },
    knight: false,
    commoner: { letter: 'm', moves: 'K' },
  },
  promotions: ['commoner', 'queen', 'rook', 'bishop'],
};

describe('defineVariant checks a definition', () => {
  it('V-define a typo is an unknown option, with the likely one named', () => {
    const e = refused({ name: 'x', castle: false });
    expect([e.code, e.location.field]).toEqual(['ERR_VARIANT_OPTION', 'castle']);
    expect(e.message).toMatch(/unknown option 'castle' \(did you mean 'castling'\?\)/);
    expect(refused({ name: 'x', pieces: { met: { letter: 'm', move: 'F' } } }).location.field).toBe(
      'pieces.met.move',
    );
    expect(refused({ name: 'x', extinction: { role: ['pawn'] } }).location.field).toBe(
      'extinction.role',
    );
    expect(refused({ name: 'x', castling: { kng: 'king' } }).location.field).toBe('castling.kng');
  });

  it('V-define own properties only: constructor, toString, __proto__ are unknown, inherited options unread', () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      const e = refused({ name: 'x', [key]: () => 1 });
      expect([e.code, e.location.field], key).toEqual(['ERR_VARIANT_OPTION', key]);
    }
    const e = refused(JSON.parse('{"name":"x","__proto__":{"castling":false}}'));
    expect(e.location.field).toBe('__proto__');
    // An option on the prototype is not the definition's own: it is not read.
    const inherited = Object.assign(Object.create({ castling: false }), { name: 'plain' });
    expect(defineVariant(inherited).castling).toBe(true);
    // Names read as own keys too: no piece "constructor" comes from the object's prototype.
    const e2 = refused({ name: 'x', promotions: ['constructor'] });
    expect([e2.code, e2.location.field]).toEqual(['ERR_VARIANT_COMBINATION', 'promotions']);
    expect(refused({ name: 'x', royal: 'toString' }).code).toBe('ERR_VARIANT_COMBINATION');
    expect(refused({ name: 'x', extinction: { roles: ['valueOf'] } }).code).toBe(
      'ERR_VARIANT_COMBINATION',
    );
  });

  it('V-define contradictions are ERR_VARIANT_COMBINATION at the option', () => {
    const cases: [VariantDefinition, string][] = [
      [{ name: 'x', royal: 'king', extinction: { roles: ['king'] } }, 'extinction.roles'],
      [{ name: 'x', promotions: ['met'] }, 'promotions'],
      [{ name: 'x', promotions: ['king'] }, 'promotions'],
      [{ name: 'x', royal: 'dragon' }, 'royal'],
      [{ name: 'x', royal: false, check: 'royal' }, 'royal'],
      [{ name: 'x', royal: false, checksToWin: 3 }, 'checksToWin'],
      [{ name: 'x', royal: false, bareKing: true }, 'bareKing'],
      [{ name: 'x', castling: { rook: 'cannon' } }, 'castling.rook'],
      [{ name: 'x', pieces: { queen: { letter: 'r', moves: 'Q' } } }, 'pieces.queen.letter'],
      [{ name: 'x', extinction: { roles: ['met'] } }, 'extinction.roles'],
      [
        { name: 'x', explosions: true, pieces: { commoner: { letter: 'm', moves: 'K' } } },
        'explosions',
      ],
      [
        {
          name: 'x',
          pieces: {
            a1: { letter: 'a', moves: 'W' },
            a2: { letter: 'c', moves: 'F' },
          },
        },
        'pieces.a2',
      ],
    ];
    for (const [definition, field] of cases) {
      const e = refused(definition);
      expect([e.code, e.location.field], JSON.stringify(definition)).toEqual([
        'ERR_VARIANT_COMBINATION',
        field,
      ]);
    }
  });

  it('V-define bad Betza text is located: the field and the column', () => {
    const e = refused({ name: 'x', pieces: { wizard: { letter: 'w', moves: 'FX' } } });
    expect([e.code, e.location]).toEqual([
      'ERR_VARIANT_OPTION',
      { field: 'pieces.wizard.moves', column: 2 },
    ]);
    expect(e.message).toMatch(/'X' is not a Betza letter/);
    const typed = refused({
      name: 'x',
      pieces: { wizard: { letter: 'w', moves: [{ steps: [[0, 0]], range: 1, mode: 'both' }] } },
    });
    expect(typed.location.field).toBe('pieces.wizard.moves[0].steps');
  });

  it('V-define an illegal startFen is refused at defineVariant, located (bug: it was accepted)', () => {
    // No kings: a position standard chess cannot have. Before, Position.default threw later.
    const e = refused({ name: 'x', startFen: '8/8/8/8/8/8/8/8 w - - 0 1' });
    expect([e.code, e.location.field]).toEqual(['ERR_VARIANT_OPTION', 'startFen']);
    expect(e.message).toMatch(/not a legal position of the variant: .*ERR_EMPTY/);
    // A FEN that does not read is located by its offset.
    expect(refused({ name: 'x', startFen: 'rnbqkbnr/ppppXppp w - - 0 1' }).location).toEqual({
      field: 'startFen',
      offset: 13,
    });
    // The variant's own letters: knightmate's start does not read without its pieces.
    expect(
      refused({ ...KNIGHTMATE, pieces: undefined, promotions: undefined }).location.field,
    ).toBe('startFen');
    expect(Position.default(defineVariant(KNIGHTMATE)).legalMoves()).toHaveLength(18);
  });
});

describe('the variant bugs of issue 31, each fixed', () => {
  it('L-3.8.2 a second king moving keeps its side the castling rights of the first (bug: any king dropped them)', () => {
    const kings = defineVariant(EXTINCTION_LIKE);
    const pos = Position.fromFen('4k3/1P6/8/8/8/8/8/4K2R w K - 0 1', { variant: kings });
    if (!pos.ok) throw pos.error;
    for (const uci of ['b7b8k', 'e8e7', 'b8a8']) pos.value.play(parseUci(uci, kings)!);
    expect(makeFen(pos.value)).toBe('K7/4k3/8/8/8/8/8/4K2R b K - 2 2');
    // The king the rights castle with still loses them when it moves.
    pos.value.play(parseUci('e7e8')!);
    pos.value.play(parseUci('e1f1')!);
    expect(makeFen(pos.value)).toBe('K3k3/8/8/8/8/8/8/5K1R b - - 4 3');
  });

  it('V-define a FEN with two kings reached by legal play reads back (bug: ERR_KINGS)', () => {
    const kings = defineVariant(EXTINCTION_LIKE);
    const pos = Position.fromFen('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', { variant: kings });
    if (!pos.ok) throw pos.error;
    pos.value.play(parseUci('b7b8k')!);
    const fen = makeFen(pos.value);
    expect(fen).toBe('1K2k3/8/8/8/8/8/8/4K3 b - - 0 1');
    const back = Position.fromFen(fen, { variant: kings });
    expect(back.ok && makeFen(back.value)).toBe(fen);
  });

  it("L-3.8.2.1 with check 'none' castling through an attacked square is legal (bug: refused)", () => {
    const kings = defineVariant(EXTINCTION_LIKE);
    // Black's rook on f8 attacks f1, which the king crosses.
    const pos = Position.fromFen('4kr2/8/8/8/8/8/8/4K2R w K - 0 1', { variant: kings });
    if (!pos.ok) throw pos.error;
    expect(pos.value.legalMoves().map((m) => makeUci(pos.value, m))).toContain('e1g1');
    // In standard chess it stays illegal.
    const standard = Position.fromFen('4kr2/8/8/8/8/8/8/4K2R w K - 0 1');
    if (!standard.ok) throw standard.error;
    expect(standard.value.legalMoves().map((m) => makeUci(standard.value, m))).not.toContain(
      'e1g1',
    );
  });
});

describe('a variant of pieces defined by their movement', () => {
  it('L-3.9 knightmate: the royal king moves as a knight, checks and mates', () => {
    const knightmate = defineVariant(KNIGHTMATE);
    const pos = Position.default(knightmate);
    expect(makeFen(pos)).toBe(KNIGHTMATE.startFen);
    expect(perft(pos, 3)).toBe(6765); // Fairy-Stockfish 11.1, `go perft 3`
    expect(pos.pieceAt(1)).toEqual({ color: 'white', role: 'commoner' });
    expect(pos.kingSquare('white')).toBe(4);
    // The royal king checked by a rook, and kings a knight's leap apart attack each other.
    const check = Position.fromFen('4k3/8/8/8/8/8/8/K3R3 b - - 0 1', { variant: knightmate });
    if (!check.ok) throw check.error;
    expect(check.value.isCheck()).toBe(true);
    expect(check.value.checkers().toArray()).toEqual([4]);
    const kings = Position.fromFen('4k3/8/3K4/8/8/8/8/8 b - - 0 1', { variant: knightmate });
    expect(!kings.ok && kings.error.message).toMatch(/^illegal position: ERR_OPPOSITE_CHECK/);
  });

  it('V-define typed moves: a nightrider written as steps with range 0', () => {
    const nightriders = defineVariant({
      name: 'nightriders',
      startFen: '4k3/8/8/8/8/8/8/N3K3 w - - 0 1',
      pieces: {
        knight: {
          letter: 'n',
          moves: [
            {
              steps: [
                [1, 2],
                [2, 1],
                [2, -1],
                [1, -2],
                [-1, -2],
                [-2, -1],
                [-2, 1],
                [-1, 2],
              ],
              range: 0,
              mode: 'both',
            },
          ],
        },
      },
    });
    const pos = Position.default(nightriders);
    // From a1: b3, c5, d7 and b2? no: c2, e3, g4 on the other line; 5 king moves.
    const from = pos.movesFrom(0).map((m) => makeUci(pos, m));
    expect(from.sort()).toEqual(['a1b3', 'a1c2', 'a1c5', 'a1d7', 'a1e3', 'a1g4']);
  });
});
