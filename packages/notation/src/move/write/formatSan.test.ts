import { parseSquare } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.js';
import { SAN_STYLES, type SanStyle } from '../styles.js';
import { formatSan } from './formatSan.js';
import type { MoveFacts } from './moveFacts.js';

const sq = parseSquare;
const quiet = (overrides: Partial<MoveFacts>): MoveFacts => ({
  role: 'knight',
  from: sq('g1'),
  to: sq('f3'),
  capture: false,
  enPassant: false,
  disambiguation: 'none',
  check: 'none',
  chess960: false,
  ...overrides,
});
const all = (facts: MoveFacts, locale = LOCALES.en) =>
  Object.fromEntries(SAN_STYLES.map((style: SanStyle) => [style, formatSan(facts, style, locale)]));

describe('formatSan: one move in every style', () => {
  it('L-C a knight move: SAN, FIDE, S-LAN, figurine, UCI', () => {
    expect(all(quiet({}))).toEqual({
      san: 'Nf3',
      fide: 'Nf3',
      lan: 'Ng1-f3',
      figurine: '♘f3',
      uci: 'g1f3',
      'uci-chess960': 'g1f3',
    });
  });

  it('L-C pawn captures name the file left; S-LAN writes both squares with x', () => {
    const exd5 = quiet({ role: 'pawn', from: sq('e4'), to: sq('d5'), capture: true });
    expect(all(exd5)).toMatchObject({
      san: 'exd5',
      fide: 'exd5',
      lan: 'e4xd5',
      figurine: 'exd5',
      uci: 'e4d5',
    });
  });

  it('L-C promotion: e8=Q in PGN, e8Q on the FIDE scoresheet, e7-e8Q in S-LAN, e7e8q in UCI', () => {
    const e8 = quiet({
      role: 'pawn',
      from: sq('e7'),
      to: sq('e8'),
      promotion: 'queen',
      check: 'check',
    });
    expect(all(e8)).toEqual({
      san: 'e8=Q+',
      fide: 'e8Q+',
      lan: 'e7-e8Q+',
      figurine: 'e8=♕+',
      uci: 'e7e8q',
      'uci-chess960': 'e7e8q',
    });
  });

  it('L-C castling: O-O in PGN, 0-0-0 on the scoresheet; UCI king two squares or king takes rook', () => {
    const short = quiet({
      role: 'king',
      from: sq('e1'),
      to: sq('g1'),
      rook: sq('h1'),
      castling: 'short',
    });
    expect(all(short)).toMatchObject({
      san: 'O-O',
      fide: '0-0',
      lan: 'O-O',
      uci: 'e1g1',
      'uci-chess960': 'e1h1',
    });
    const long = {
      ...short,
      to: sq('c1'),
      rook: sq('a1'),
      castling: 'long' as const,
      check: 'mate' as const,
    };
    expect(all(long)).toMatchObject({
      san: 'O-O-O#',
      fide: '0-0-0#',
      uci: 'e1c1',
      'uci-chess960': 'e1a1',
    });
    expect(formatSan({ ...short, chess960: true }, 'uci', LOCALES.en)).toBe('e1h1');
  });

  it('L-C disambiguation adds the file, the rank, or the whole square', () => {
    const from = sq('h4');
    const to = sq('e1');
    const queen = quiet({ role: 'queen', from, to, capture: true });
    expect(formatSan({ ...queen, disambiguation: 'file' }, 'san', LOCALES.en)).toBe('Qhxe1');
    expect(formatSan({ ...queen, disambiguation: 'rank' }, 'san', LOCALES.en)).toBe('Q4xe1');
    expect(formatSan({ ...queen, disambiguation: 'square' }, 'san', LOCALES.en)).toBe('Qh4xe1');
    expect(formatSan({ ...queen, disambiguation: 'square' }, 'lan', LOCALES.en)).toBe('Qh4xe1');
  });

  it('L-C check + and mate #', () => {
    expect(formatSan(quiet({ check: 'check' }), 'san', LOCALES.en)).toBe('Nf3+');
    expect(formatSan(quiet({ check: 'mate' }), 'san', LOCALES.en)).toBe('Nf3#');
  });
});

describe('formatSan: languages', () => {
  it('S-ru Russian letters Кр Ф Л С К and : for captures', () => {
    const ru = LOCALES.ru;
    expect(formatSan(quiet({}), 'san', ru)).toBe('Кf3');
    expect(
      formatSan(quiet({ role: 'king', from: sq('e1'), to: sq('e2'), capture: true }), 'san', ru),
    ).toBe('Кр:e2');
    expect(
      formatSan(quiet({ role: 'queen', from: sq('d1'), to: sq('h5'), check: 'check' }), 'lan', ru),
    ).toBe('Фd1-h5+');
    expect(
      formatSan(quiet({ role: 'pawn', from: sq('e4'), to: sq('d5'), capture: true }), 'san', ru),
    ).toBe('e:d5');
    const promo = quiet({
      role: 'pawn',
      from: sq('g2'),
      to: sq('h1'),
      capture: true,
      promotion: 'rook',
    });
    expect(formatSan(promo, 'fide', ru)).toBe('g:h1Л');
  });

  it('S-ru the older mate sign х through a locale of ones own', () => {
    const classic = { ...LOCALES.ru, mate: 'х' };
    expect(formatSan(quiet({ role: 'queen', to: sq('h7'), check: 'mate' }), 'san', classic)).toBe(
      'Фh7х',
    );
  });

  it('L-C.2 German, French, Spanish, Italian, Dutch, Polish, Hungarian piece letters', () => {
    const bishop = quiet({ role: 'bishop', from: sq('f1'), to: sq('c4') });
    const letters = Object.fromEntries(
      (['de', 'fr', 'es', 'it', 'nl', 'pl', 'hu', 'cs'] as const).map((id) => [
        id,
        formatSan(bishop, 'san', LOCALES[id]),
      ]),
    );
    expect(letters).toEqual({
      de: 'Lc4',
      fr: 'Fc4',
      es: 'Ac4',
      it: 'Ac4',
      nl: 'Lc4',
      pl: 'Gc4',
      hu: 'Fc4',
      cs: 'Sc4',
    });
    expect(formatSan(quiet({}), 'san', LOCALES.nl)).toBe('Pf3');
    expect(formatSan(quiet({ role: 'queen', to: sq('d4') }), 'san', LOCALES.de)).toBe('Dd4');
  });

  it('figurines ignore the language letters but keep its capture sign', () => {
    expect(formatSan(quiet({ capture: true }), 'figurine', LOCALES.ru)).toBe('♘:f3');
    expect(formatSan(quiet({ capture: true }), 'uci', LOCALES.ru)).toBe('g1f3');
  });
});
