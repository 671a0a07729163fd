import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.js';
import { type MoveText, type ScanFailure, scanSan } from './scanSan.js';
import { moveCore } from './wildText.js';

const scan = (text: string, locale = LOCALES.en): MoveText | ScanFailure =>
  scanSan(moveCore(text), locale);
const move = (fields: Partial<Extract<MoveText, { kind: 'move' }>>) => ({
  kind: 'move',
  role: undefined,
  fromFile: undefined,
  fromRank: undefined,
  toRank: undefined,
  capture: false,
  promotion: undefined,
  ...fields,
});

describe('scanSan', () => {
  it('L-C SAN pieces, disambiguation, captures, promotions', () => {
    expect(scan('Nf3')).toEqual(move({ role: 'knight', toFile: 5, toRank: 2 }));
    expect(scan('Ngf3')).toEqual(move({ role: 'knight', fromFile: 6, toFile: 5, toRank: 2 }));
    expect(scan('N1f3')).toEqual(move({ role: 'knight', fromRank: 0, toFile: 5, toRank: 2 }));
    expect(scan('Qh4xe1')).toEqual(
      move({ role: 'queen', fromFile: 7, fromRank: 3, toFile: 4, toRank: 0, capture: true }),
    );
    expect(scan('exd5')).toEqual(move({ fromFile: 4, toFile: 3, toRank: 4, capture: true }));
    expect(scan('e8=Q')).toEqual(move({ toFile: 4, toRank: 7, promotion: 'queen' }));
  });

  it('S-wild promotion without =, in parentheses, with a slash, as a figurine, in UCI lowercase', () => {
    for (const text of ['e8Q', 'e8(Q)', 'e8/Q', 'e8=♕', 'e8♛']) {
      expect(scan(text)).toMatchObject({ toFile: 4, toRank: 7, promotion: 'queen' });
    }
    expect(scan('e7e8b')).toEqual(
      move({ fromFile: 4, fromRank: 6, toFile: 4, toRank: 7, promotion: 'bishop' }),
    );
  });

  it('S-LAN long algebraic and UCI give the whole departure square', () => {
    expect(scan('Ng1-f3')).toEqual(
      move({ role: 'knight', fromFile: 6, fromRank: 0, toFile: 5, toRank: 2 }),
    );
    expect(scan('e2-e4')).toEqual(move({ fromFile: 4, fromRank: 1, toFile: 4, toRank: 3 }));
    expect(scan('e2–e4')).toMatchObject({ fromFile: 4, toRank: 3 });
    expect(scan('g1f3')).toEqual(move({ fromFile: 6, fromRank: 0, toFile: 5, toRank: 2 }));
  });

  it('S-short pawn captures by files only: de, d:e, dxe', () => {
    for (const text of ['de', 'd:e', 'dxe']) {
      expect(scan(text)).toEqual(move({ fromFile: 3, toFile: 4, capture: true }));
    }
  });

  it('S-ru Russian letters, Latin look-alikes, : and х as capture signs', () => {
    const ru = LOCALES.ru;
    expect(scan('Кр:e2', ru)).toMatchObject({ role: 'king', toFile: 4, capture: true });
    expect(scan('Kpe2', ru)).toMatchObject({ role: 'king' });
    expect(scan('Кf3', ru)).toMatchObject({ role: 'knight' });
    expect(scan('Kf3', ru)).toMatchObject({ role: 'knight' });
    expect(scan('Сс4', ru)).toMatchObject({ role: 'bishop', toFile: 2 });
    expect(scan('Cc4', ru)).toMatchObject({ role: 'bishop' });
    expect(scan('Лхd1', ru)).toMatchObject({ role: 'rook', capture: true });
    expect(scan('фd1', ru)).toMatchObject({ role: 'queen' });
  });

  it('S-wild lowercase piece letters only where they cannot be files', () => {
    expect(scan('nf3')).toMatchObject({ role: 'knight' });
    expect(scan('bc4')).toEqual(move({ fromFile: 1, toFile: 2, toRank: 3 }));
  });

  it('L-C.2 each language scans its own letters', () => {
    expect(scan('Lc4', LOCALES.de)).toMatchObject({ role: 'bishop' });
    expect(scan('Dd1', LOCALES.de)).toMatchObject({ role: 'queen' });
    expect(scan('Tf1', LOCALES.fr)).toMatchObject({ role: 'rook' });
    expect(scan('Rg1', LOCALES.fr)).toMatchObject({ role: 'king' });
    expect(scan('Pf3', LOCALES.nl)).toMatchObject({ role: 'knight' });
    expect(scan('Pe4')).toMatchObject({ role: 'pawn' });
    expect(scan('Hd1', LOCALES.pl)).toMatchObject({ role: 'queen' });
    expect(scan('Of4', LOCALES.et)).toMatchObject({ role: 'bishop' });
    expect(scan('Цe2', LOCALES.bg)).toMatchObject({ role: 'king' });
    expect(scan('Lc4')).toMatchObject({ offset: 0, message: 'unexpected character' });
  });

  it('L-C syntax errors say where', () => {
    expect(scan('')).toMatchObject({ offset: 0 });
    expect(scan('Nf')).toEqual({ offset: 2, message: 'expected the destination rank' });
    expect(scan('Nx')).toEqual({ offset: 2, message: 'expected the destination square' });
    expect(scan('e4xx5')).toMatchObject({ offset: 3, message: 'a second separator' });
    expect(scan('Nf3 Nc6')).toMatchObject({ offset: 3 });
    // A king is a promotion piece to the scanner (antichess); the position judges it.
    expect(scan('e8=K')).toMatchObject({ kind: 'move', promotion: 'king' });
    expect(scan('N1g1f3')).toMatchObject({
      offset: 2,
      message: 'expected a departure file, rank or square',
    });
    expect(scan('--')).toMatchObject({ message: 'a null move is not a move' });
  });
});
