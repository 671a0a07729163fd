/**
 * The fairy variants through @chesslaws/notation: SAN with the pieces' own letters, as
 * Fairy-Stockfish and pychess write it (the FEN letter in upper case: `Me2`, `e6=M`, `+` and
 * `#` for check and checkmate of the royal piece), in other languages (a piece's `sanLetters`,
 * a standard piece's letter in the language), read back in every style; and PGN with the
 * `Variant` tag as pychess exports it (`[Variant "Makruk"]` with the start FEN), written and
 * read back. The seed is printed; CHESSLAWS_SEED replays it.
 */
import { makeFen, makeUci, Position, parseUci } from '@chesslaws/moves';
import {
  buildGame,
  makePgn,
  makeSan,
  makeSanAndPlay,
  parsePgn,
  parseSan,
  replayMainline,
  SAN_STYLES,
} from '@chesslaws/notation';
import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { fairyVariants, findVariant, knightmate, makruk, shatranj } from '../src/index.js';

/** Plays UCI moves, returning the SAN of each (as the position was before it). */
function sans(variant: ReturnType<typeof makruk>, ucis: string[], fen = variant.startFen) {
  const read = Position.fromFen(fen, { variant });
  if (!read.ok) throw read.error;
  const pos = read.value;
  return ucis.map((uci) => {
    const move = pos.normalizeMove(parseUci(uci, variant)!);
    if (!move) throw new Error(`${uci} is illegal in ${makeFen(pos)}`);
    return makeSanAndPlay(pos, move);
  });
}

describe('SAN in the fairy variants', () => {
  it('V-makruk the khon, met and promotion to a met on the sixth rank, as pychess writes them', () => {
    // White's king is on d1 and its met on e1; Black's met on d8 and its king on e8.
    expect(sans(makruk(), ['c3c4', 'f6f5', 'c1c2', 'd8e7', 'd1c1'])).toEqual([
      'c4',
      'f5',
      'Sc2',
      'Me7',
      'Kc1',
    ]);
    // A pawn reaching the sixth rank becomes a met: `e6=M`, here with check.
    expect(sans(makruk(), ['e5e6m'], '5k2/8/8/4P3/8/8/8/4K3 w - - 0 1')).toEqual(['e6=M']);
    expect(sans(makruk(), ['e5e6m'], '3k4/8/8/4P3/8/8/8/4K3 w - - 0 1')).toEqual(['e6=M']);
    expect(sans(makruk(), ['d5d6m'], '4k3/8/8/3P4/8/8/8/4K3 w - - 0 1')).toEqual(['d6=M']);
    expect(sans(makruk(), ['d6e7'], '5k2/8/3M4/8/8/8/8/4K3 w - - 0 1')).toEqual(['Me7+']);
  });

  it('V-knightmate L-3.9 the king moves as a knight and is checked and mated (+, #)', () => {
    // The knight-moving king: Kf3; a commoner (M) moves as a king.
    expect(
      sans(knightmate(), ['e1f3', 'e8f6', 'b1c1'], 'rmbqk1mr/8/8/8/8/8/8/RM2KB1R w KQkq - 0 1'),
    ).toEqual(['Kf3', 'Kf6', 'Mc1']);
    // A rook checks the royal king; mate when it has no move.
    expect(sans(knightmate(), ['a1a8'], '7k/8/5R2/6R1/8/8/8/R3K3 w Q - 0 1')).toEqual(['Ra8#']);
  });

  it('V-shatranj the ferz is Q, the alfil B (their FEN letters); in Russian Ф and С', () => {
    const variant = shatranj();
    const pos = Position.default(variant);
    const alfil = pos.normalizeMove(parseUci('c1e3', variant)!)!;
    expect(makeSan(pos, alfil)).toBe('Be3');
    expect(makeSan(pos, alfil, { locale: 'ru' })).toBe('Сe3');
    const ferz = Position.fromFen('4k2r/8/8/8/8/8/8/3KQ3 w - - 0 1', { variant });
    if (!ferz.ok) throw ferz.error;
    const step = ferz.value.normalizeMove(parseUci('e1f2', variant)!)!;
    expect(makeSan(ferz.value, step, { locale: 'ru' })).toBe('Фf2');
    expect(parseSan(ferz.value, 'Фf2', { locale: 'ru' }).ok).toBe(true);
    // The ferz on e1 is not a queen: `Qe1-e8` is no move.
    expect(parseSan(ferz.value, 'Qe8').ok).toBe(false);
  });

  it("V-makruk a standard piece keeps the language's letter (Russian Л, К), a fairy one its own (М, С)", () => {
    const variant = makruk();
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/RNSKMS2 w - - 0 1', { variant });
    if (!pos.ok) throw pos.error;
    const san = (uci: string) =>
      makeSan(pos.value, pos.value.normalizeMove(parseUci(uci, variant)!)!, { locale: 'ru' });
    expect([san('a1a5'), san('b1c3'), san('c1c2'), san('e1f2'), san('d1d2')]).toEqual([
      'Лa5',
      'Кc3',
      'Сc2',
      'Мf2',
      'Крd2',
    ]);
  });

  const { seed } = testRun();
  for (const variant of fairyVariants()) {
    it(`V-${variant.name} S-wild every legal move's text in every style reads back to the move (seed ${seed})`, () => {
      const random = seededRandom(seed);
      let roundTrips = 0;
      for (let game = 0; game < scaledRuns(2); game++) {
        const pos = Position.default(variant);
        for (let ply = 0; ply < 60 && !pos.outcome(); ply++) {
          const moves = pos.legalMoves();
          for (const move of moves.filter(() => random() < 0.3)) {
            for (const style of SAN_STYLES) {
              const locale = (['en', 'ru', 'de'] as const)[Math.floor(random() * 3)]!;
              const text = makeSan(pos, move, { style, locale });
              const back = parseSan(pos, text, { locale });
              expect(back.ok && makeUci(pos, back.value), `${variant.name} ${style} ${text}`).toBe(
                makeUci(pos, move),
              );
              roundTrips++;
            }
          }
          pos.play(moves[Math.floor(random() * moves.length)]!);
        }
      }
      expect(roundTrips).toBeGreaterThan(200);
    });
  }
});

describe('PGN of the fairy variants', () => {
  it('PGN-std V-makruk a pychess export reads: Variant tag, start FEN, SAN with S and M', () => {
    const pgn = `[Event "PyChess rated game"]
[Site "https://www.pychess.org/abcdefgh"]
[White "a"]
[Black "b"]
[Result "*"]
[Variant "Makruk"]
[FEN "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"]
[SetUp "1"]

1. c4 f5 2. Sc2 Me7 3. Kc1 *
`;
    const [read] = parsePgn(pgn, { variants: fairyVariants() });
    if (!read?.ok) throw read?.error;
    expect(read.value.variant?.name).toBe('makruk');
    const replay = replayMainline(read.value);
    if (!replay.ok) throw replay.error;
    expect(makeFen(replay.value.final)).toBe(
      'rns1ksnr/4m3/ppppp1pp/5p2/2P5/PP1PPPPP/2S5/RNK1MSNR b - - 3 3',
    );
    // Without the variants, the tag is refused and the message says how to load one.
    const [refused] = parsePgn(pgn);
    expect(refused?.ok).toBe(false);
    if (refused && !refused.ok) expect(refused.error.message).toMatch(/variants/);
  });

  it('PGN-std V-knightmate a game written to PGN reads back to the same moves and position', () => {
    const variant = knightmate();
    const pos = Position.default(variant);
    const moves = ['d2d4', 'e7e5', 'e1d3', 'e5d4', 'd3f4'].map((uci) => {
      const move = pos.normalizeMove(parseUci(uci, variant)!)!;
      pos.play(move);
      return { move };
    });
    const built = buildGame({ start: Position.default(variant), moves });
    if (!built.ok) throw built.error;
    const text = makePgn(built.value);
    expect(text).toMatch(/\[Variant "Knightmate"\]/);
    expect(text).toMatch(/1\. d4 e5 2\. Kd3 exd4 3\. Kf4 \*/);
    const [read] = parsePgn(text, { variants: [variant] });
    if (!read?.ok) throw read?.error;
    const replay = replayMainline(read.value);
    if (!replay.ok) throw replay.error;
    expect(makeFen(replay.value.final)).toBe(makeFen(pos));
    expect(findVariant('knightmate')?.title).toBe('Knightmate');
  });
});
