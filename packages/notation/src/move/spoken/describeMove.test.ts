import { Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { describeMove } from './describeMove.js';

const fen = (text: string): Position => {
  const result = Position.fromFen(text);
  if (!result.ok) throw result.error;
  return result.value;
};
const both = (pos: Position, uci: string) => {
  const move = parseUci(uci)!;
  return [describeMove(pos, move), describeMove(pos, move, { locale: 'ru' })];
};

describe('describeMove (L-D)', () => {
  it('L-D a quiet move: "Knight from g1 to f3" / "Конь g1 на f3"', () => {
    expect(both(Position.default(), 'g1f3')).toEqual(['Knight from g1 to f3', 'Конь g1 на f3']);
    expect(both(Position.default(), 'e2e4')).toEqual(['Pawn from e2 to e4', 'Пешка e2 на e4']);
  });

  it('L-D a capture with check: "Queen d1 takes h5, check" / "Ферзь d1 бьёт h5, шах"', () => {
    const pos = fen('4k3/8/8/7p/8/8/8/3QK3 w - - 0 1');
    expect(both(pos, 'd1h5')).toEqual(['Queen d1 takes h5, check', 'Ферзь d1 бьёт h5, шах']);
  });

  it('L-D a quiet move with check: "Конь g1 на f3, шах"', () => {
    const pos = fen('8/8/8/4k3/8/8/8/4K1N1 w - - 0 1');
    expect(both(pos, 'g1f3')).toEqual(['Knight from g1 to f3, check', 'Конь g1 на f3, шах']);
  });

  it('L-D castling short and long', () => {
    const pos = fen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(both(pos, 'e1h1')).toEqual(['Short castling', 'Короткая рокировка']);
    expect(both(pos, 'e1c1')).toEqual(['Long castling', 'Длинная рокировка']);
  });

  it('L-D promotion, en passant and mate', () => {
    expect(both(fen('8/1P1k4/8/8/8/8/8/K7 w - - 0 1'), 'b7b8n')).toEqual([
      'Pawn from b7 to b8, promotes to knight, check',
      'Пешка b7 на b8, превращается в коня, шах',
    ]);
    expect(both(fen('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1'), 'e5d6')).toEqual([
      'Pawn e5 takes d6 en passant',
      'Пешка e5 бьёт d6 на проходе',
    ]);
    expect(both(fen('7k/Q7/6K1/8/8/8/8/8 w - - 0 1'), 'a7g7')).toEqual([
      'Queen from a7 to g7, checkmate',
      'Ферзь a7 на g7, мат',
    ]);
  });
});
