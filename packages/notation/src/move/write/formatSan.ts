import { makeSquare, type Role, squareFile, squareRank } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import { fairyLetter, fairyUciLetter } from '../fairyLetters.js';
import { FIGURINES, type LetteredRole, type Locale } from '../locales.js';
import { ALGEBRAIC_STYLES, type SanStyle } from '../styles.js';
import type { MoveFacts } from './moveFacts.js';

const FILES = 'abcdefgh';
const UCI_PROMOTION = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n', king: 'k' } as const;

/** Writes move facts as text in a style and a language: pure string work, no chess. */
export function formatSan(facts: MoveFacts, style: SanStyle, locale: Locale): string {
  if (style === 'uci' || style === 'uci-chess960') return formatUci(facts, style);
  const spec = ALGEBRAIC_STYLES[style];
  const figurines = spec.pieces === 'figurines';
  if (facts.variant) return formatFairy(facts, facts.variant, style, locale);
  let text: string;
  if (facts.drop) text = `${dropLetter(facts.drop, figurines, locale)}@${makeSquare(facts.to)}`;
  else if (facts.castling) text = spec.castling[facts.castling];
  else {
    text = facts.role === 'pawn' ? '' : letter(facts.role, figurines, locale);
    if (spec.longForm) text += makeSquare(facts.from) + (facts.capture ? locale.capture : '-');
    else if (facts.role === 'pawn')
      text += facts.capture ? FILES[squareFile(facts.from)] + locale.capture : '';
    else {
      switch (facts.disambiguation) {
        case 'file':
          text += FILES[squareFile(facts.from)];
          break;
        case 'rank':
          text += String(squareRank(facts.from) + 1);
          break;
        case 'square':
          text += makeSquare(facts.from);
          break;
      }
      if (facts.capture) text += locale.capture;
    }
    text += makeSquare(facts.to);
    if (facts.promotion) text += spec.promotionSign + letter(facts.promotion, figurines, locale);
  }
  if (facts.check === 'check') text += locale.check;
  else if (facts.check === 'mate') text += locale.mate;
  return text;
}

// A fairy variant's move: its pieces' letters (no figurines for them; see `fairyLetters.ts`).
function formatFairy(facts: MoveFacts, variant: Variant, style: SanStyle, locale: Locale): string {
  const spec = ALGEBRAIC_STYLES[style as Exclude<SanStyle, 'uci' | 'uci-chess960'>];
  // A figurine only for a standard piece that moves as it does in chess.
  const name = (role: Role): string =>
    spec.pieces === 'figurines' && movesAsInChess(variant, role)
      ? FIGURINES[role as LetteredRole]
      : fairyLetter(variant, role, locale);
  let text: string;
  if (facts.castling) text = spec.castling[facts.castling];
  else {
    text = facts.role === 'pawn' ? '' : name(facts.role);
    if (spec.longForm) text += makeSquare(facts.from) + (facts.capture ? locale.capture : '-');
    else if (facts.role === 'pawn')
      text += facts.capture ? FILES[squareFile(facts.from)] + locale.capture : '';
    else {
      if (facts.disambiguation === 'file' || facts.disambiguation === 'square')
        text += FILES[squareFile(facts.from)];
      if (facts.disambiguation === 'rank' || facts.disambiguation === 'square')
        text += String(squareRank(facts.from) + 1);
      if (facts.capture) text += locale.capture;
    }
    text += makeSquare(facts.to);
    if (facts.promotion) text += spec.promotionSign + name(facts.promotion);
  }
  if (facts.check === 'check') text += locale.check;
  else if (facts.check === 'mate') text += locale.mate;
  return text;
}

const CHESS_MOVES: Readonly<Record<string, string>> = {
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
};
const movesAsInChess = (variant: Variant, role: Role): boolean =>
  CHESS_MOVES[role] !== undefined &&
  variant.pieces.find((p) => p.role === role)?.betza === CHESS_MOVES[role];

// A module-level function rather than a closure: `formatSan` is hot (PGN writing, benchmarks).
function letter(role: LetteredRole, figurines: boolean, locale: Locale): string {
  return figurines ? FIGURINES[role] : locale.pieces[role];
}

// A drop names its piece in every style (the pawn too where the language has a letter: `P@e4`).
function dropLetter(role: Role, figurines: boolean, locale: Locale): string {
  if (role !== 'pawn') return letter(role, figurines, locale);
  return figurines ? FIGURINES.pawn : (locale.pawn ?? '');
}

// UCI drops always carry the English letter, the pawn's included (`N@f3`, `P@e4`).
const UCI_DROP = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' } as const;

function formatUci(facts: MoveFacts, style: 'uci' | 'uci-chess960'): string {
  if (facts.drop) return `${UCI_DROP[facts.drop]}@${makeSquare(facts.to)}`;
  const kingTakesRook = facts.rook !== undefined && (style === 'uci-chess960' || facts.chess960);
  const to = kingTakesRook ? facts.rook! : facts.to;
  return (
    makeSquare(facts.from) +
    makeSquare(to) +
    (facts.promotion
      ? facts.variant
        ? fairyUciLetter(facts.variant, facts.promotion)
        : UCI_PROMOTION[facts.promotion as keyof typeof UCI_PROMOTION]
      : '')
  );
}
