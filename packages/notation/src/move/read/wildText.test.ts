import { describe, expect, it } from 'vitest';
import { castlingOf, fileOf, moveCore } from './wildText.js';

describe('moveCore', () => {
  it('S-wild takes check, mate, glyphs, e.p. and a draw offer off the end', () => {
    const cores = [
      'Nf3',
      'Nf3+',
      'Nf3#',
      'Nf3++',
      'Nf3!?',
      'Nf3+!',
      'Nf3?!',
      'Nf3 (=)',
      'Nf3‼',
      'Фf3х',
    ].map((text) => moveCore(text).core);
    expect(cores).toEqual(['Nf3', 'Nf3', 'Nf3', 'Nf3', 'Nf3', 'Nf3', 'Nf3', 'Nf3', 'Nf3', 'Фf3']);
    expect(moveCore('exd6 e.p.').core).toBe('exd6');
    expect(moveCore('exd6e.p.+').core).toBe('exd6');
    expect(moveCore('exd6 ep').core).toBe('exd6');
  });

  it('S-wild keeps the offset of the core past leading spaces', () => {
    expect(moveCore('  e4  ')).toEqual({ core: 'e4', offset: 2 });
  });

  it('S-ru a lone Cyrillic х is not a mate sign of nothing', () => {
    expect(moveCore('х').core).toBe('х');
  });
});

describe('castlingOf', () => {
  it('L-C castling with letter O, digit 0, Cyrillic О, with or without dashes', () => {
    expect(['O-O', '0-0', 'О-О', 'OO', 'o-o'].map(castlingOf)).toEqual(Array(5).fill('short'));
    expect(['O-O-O', '0-0-0', 'О-О-О', '000'].map(castlingOf)).toEqual(Array(4).fill('long'));
    expect(['O-', 'O-O-', 'O-OO', 'Oe4', 'O-O-O-O'].map(castlingOf)).toEqual(
      Array(5).fill(undefined),
    );
  });
});

describe('fileOf', () => {
  it('S-wild Cyrillic а с е read as files a c e', () => {
    expect(['a', 'h', 'а', 'с', 'е', 'i', 'A'].map(fileOf)).toEqual([0, 7, 0, 2, 4, -1, -1]);
  });
});
