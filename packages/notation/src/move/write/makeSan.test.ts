import { parseSquare, type SquareName } from '@chesslaws/board';
import { IllegalMoveError, type Move, makeFen, Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { notationPositions, randomPositions } from '../../../test/positions.js';
import { describeMove } from '../spoken/describeMove.js';
import { makeSan, makeSanAndPlay } from './makeSan.js';
import { moveFacts } from './moveFacts.js';

const fen = (text: string, chess960 = false): Position => {
  const result = Position.fromFen(text, { chess960 });
  if (!result.ok) throw result.error;
  return result.value;
};
const uci = (text: string): Move => parseUci(text)!;
const sq = (name: SquareName) => parseSquare(name);

describe('makeSan', () => {
  it('L-C disambiguation by file first', () => {
    // Knights on b1 and f1 both reach d2: the files differ.
    const pos = fen('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1');
    expect(makeSan(pos, uci('b1d2'))).toBe('Nbd2');
    expect(makeSan(pos, uci('f1d2'))).toBe('Nfd2');
  });

  it('L-C disambiguation by rank when the files are the same', () => {
    // Rooks on a1 and a5 both reach a3.
    const pos = fen('4k3/8/8/R7/8/8/8/R3K3 w - - 0 1');
    expect(makeSan(pos, uci('a1a3'))).toBe('R1a3');
    expect(makeSan(pos, uci('a5a3'))).toBe('R5a3');
  });

  it('L-C disambiguation by the whole square when neither file nor rank is enough', () => {
    const pos = fen('8/8/k7/8/4Q2Q/8/8/K6Q w - - 0 1');
    expect(makeSan(pos, uci('h4e1'))).toBe('Qh4e1');
    expect(makeSan(pos, uci('e4e1'))).toBe('Qee1');
    expect(makeSan(pos, uci('h1e1'))).toBe('Q1e1');
  });

  it('L-C a pinned rival needs no disambiguation (only legal moves count)', () => {
    // Knights on b1 and f3 both reach d2, but the d5 bishop pins the f3 knight to the h1 king.
    const pos = fen('4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1');
    expect(makeSan(pos, uci('b1d2'))).toBe('Nd2');
    expect(makeSan(fen('4k3/8/8/8/8/5N2/8/1N5K w - - 0 1'), uci('b1d2'))).toBe('Nbd2');
  });

  it('L-C a rival that cannot parry check needs no disambiguation', () => {
    // Check from the e8 rook: both knights can block on e2.
    const pos = fen('4r1k1/8/8/8/8/2N3N1/8/4K3 w - - 0 1');
    expect(makeSan(pos, uci('c3e2'))).toBe('Nce2');
    // Here the h4 bishop pins the g3 knight to the king, so Ne2 is unambiguous.
    const pinned = fen('4r1k1/8/8/8/7b/2N3N1/8/4K3 w - - 0 1');
    expect(pinned.isCheck()).toBe(true);
    expect(makeSan(pinned, uci('c3e2'))).toBe('Ne2');
  });

  it('L-C captures, pawn captures by file, en passant', () => {
    const pos = fen('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
    expect(makeSan(pos, uci('e5d6'))).toBe('exd6');
    expect(makeSan(pos, uci('e5d6'), { style: 'lan' })).toBe('e5xd6');
    expect(moveFacts(pos, uci('e5d6')).enPassant).toBe(true);
  });

  it('L-C promotion, underpromotion with check, promotion capture', () => {
    const pos = fen('n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1');
    expect(makeSan(pos, uci('b7b8q'))).toBe('b8=Q');
    expect(makeSan(pos, uci('b7c8n'))).toBe('bxc8=N');
    expect(makeSan(pos, uci('b7a8q'), { style: 'fide' })).toBe('bxa8Q');
    expect(makeSan(fen('8/1P1k4/8/8/8/8/8/K7 w - - 0 1'), uci('b7b8n'))).toBe('b8=N+');
  });

  it('L-C check, discovered check and mate', () => {
    expect(makeSan(fen('7k/Q7/6K1/8/8/8/8/8 w - - 0 1'), uci('a7g7'))).toBe('Qg7#');
    // Discovered: the bishop leaves the line of the h1 rook to the h8 king.
    expect(makeSan(fen('7k/8/8/8/8/8/7B/K6R w - - 0 1'), uci('h2e5'))).toBe('Be5+');
    // Scholar's mate.
    const pos = Position.default();
    for (const move of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6']) {
      const found = pos.legalMoves().find((m) => makeSan(pos, m) === move);
      pos.play(found!);
    }
    expect(makeSan(pos, uci('h5f7'))).toBe('Qxf7#');
  });

  it('L-C castling in standard chess, given as king takes rook or king two squares', () => {
    const pos = fen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(makeSan(pos, uci('e1h1'))).toBe('O-O');
    expect(makeSan(pos, uci('e1g1'))).toBe('O-O');
    expect(makeSan(pos, uci('e1a1'))).toBe('O-O-O');
    expect(makeSan(pos, uci('e1c1'), { style: 'fide' })).toBe('0-0-0');
    expect(makeSan(pos, uci('e1h1'), { style: 'uci' })).toBe('e1g1');
    expect(makeSan(pos, uci('e1h1'), { style: 'uci-chess960' })).toBe('e1h1');
    // Castling with check: the rook lands on f1 facing the f8 king.
    expect(makeSan(fen('5k2/8/8/8/8/8/8/4K2R w K - 0 1'), uci('e1h1'))).toBe('O-O+');
  });

  it('L-G2 Chess960 castling writes O-O and, in UCI, king takes rook', () => {
    const pos = fen('rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1', true);
    expect(makeSan(pos, uci('b1h1'))).toBe('O-O');
    expect(makeSan(pos, uci('b1a1'))).toBe('O-O-O');
    expect(makeSan(pos, uci('b1h1'), { style: 'uci' })).toBe('b1h1');
  });

  it('makeSanAndPlay writes the move, plays it, and finds mate on the position itself', () => {
    const pos = fen('7k/Q7/6K1/8/8/8/8/8 w - - 0 1');
    expect(makeSanAndPlay(pos, uci('a7g7'), { locale: 'ru' })).toBe('Фg7#');
    expect(pos.isCheckmate()).toBe(true);
  });

  it('makeSan leaves the position as it was, also after a mate search', () => {
    const pos = fen('7k/Q7/6K1/8/8/8/8/8 w - - 0 1');
    const before = pos.hash();
    expect(makeSan(pos, uci('a7g7'))).toBe('Qg7#');
    expect(pos.hash()).toBe(before);
    expect(pos.legalMoves()).toHaveLength(pos.clone().legalMoves().length);
  });

  it('L-3.10 throws IllegalMoveError for an illegal move instead of writing text for it', () => {
    const start = Position.default();
    expect(() => makeSan(start, uci('e2e5'))).toThrow(IllegalMoveError); // was 'e5'
    expect(() => makeSan(start, uci('e3e4'))).toThrow(IllegalMoveError); // empty from-square
    expect(() => makeSan(start, uci('e7e5'))).toThrow(IllegalMoveError); // the opponent's pawn
    expect(() => makeSan(start, uci('e1g1'))).toThrow(IllegalMoveError); // castling through pieces
    expect(() => makeSanAndPlay(start, uci('g1g3'))).toThrow(IllegalMoveError);
    expect(() => describeMove(start, uci('d1h5'))).toThrow(IllegalMoveError);
    expect(start.hash()).toBe(Position.default().hash());
    // L-3.7 a pawn reaching the last rank must promote, and only a pawn promotes.
    const promotion = fen('4k3/P7/8/8/8/8/8/R3K3 w Q - 0 1');
    expect(() => makeSan(promotion, uci('a7a8'))).toThrow(IllegalMoveError);
    expect(() => makeSan(promotion, { from: sq('a1'), to: sq('a2'), promotion: 'queen' })).toThrow(
      IllegalMoveError,
    );
    expect(makeSan(promotion, uci('a7a8q'))).toBe('a8=Q+');
    // L-3.9 a pinned piece, and a king stepping into check.
    const pinned = fen('4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1');
    expect(() => makeSan(pinned, uci('e2c3'))).toThrow(IllegalMoveError);
    expect(() => makeSan(fen('4r1k1/8/8/8/8/8/8/3K4 w - - 0 1'), uci('d1e1'))).toThrow(
      IllegalMoveError,
    );
  });

  it('L-3.10 every move that is not legal throws, every legal one is written', () => {
    const wrong: string[] = [];
    let illegal = 0;
    for (const pos of [...notationPositions(), ...randomPositions(5, 6)]) {
      const legal = new Set(pos.legalMoves().map((m) => `${m.from}-${m.to}-${m.promotion ?? ''}`));
      for (let from = 0; from < 64; from++)
        for (let to = 0; to < 64; to++)
          for (const promotion of [undefined, 'queen'] as const) {
            const move: Move = promotion ? { from, to, promotion } : { from, to };
            const canonical = pos.normalizeMove(move);
            const isLegal =
              canonical !== undefined &&
              legal.has(`${canonical.from}-${canonical.to}-${canonical.promotion ?? ''}`);
            let thrown: unknown;
            try {
              makeSan(pos, move);
            } catch (error) {
              thrown = error;
            }
            if (!isLegal) illegal++;
            if (isLegal ? thrown !== undefined : !(thrown instanceof IllegalMoveError))
              wrong.push(`${makeFen(pos)} ${from}-${to}-${promotion ?? ''}`);
          }
    }
    expect(wrong).toEqual([]);
    expect(illegal).toBeGreaterThan(100_000);
  });

  it('throws a RangeError for an unknown locale id (the type forbids it)', () => {
    expect(() => makeSan(Position.default(), uci('e2e4'), { locale: 'xx' as 'en' })).toThrow(
      RangeError,
    );
  });

  it('L-C check and mate signs agree with playing the move, on random and hand-picked positions', () => {
    let checks = 0;
    for (const pos of [...notationPositions(), ...randomPositions(7, 120)]) {
      for (const move of pos.legalMoves()) {
        const after = pos.clone();
        after.play(move);
        const expected = after.isCheckmate() ? 'mate' : after.isCheck() ? 'check' : 'none';
        if (expected !== 'none') checks++;
        expect(moveFacts(pos, move).check, `${move.from}-${move.to}`).toBe(expected);
      }
    }
    expect(checks).toBeGreaterThan(20);
  });

  it('L-C disambiguation is minimal and sufficient: no other legal move gets the same text', () => {
    for (const pos of [...notationPositions(), ...randomPositions(11, 80)]) {
      const texts = pos.legalMoves().map((m) => makeSan(pos, m));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});

it('squares in tests are a1 = 0', () => expect(sq('h8')).toBe(63));
