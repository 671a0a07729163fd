import type { Role } from '@chesslaws/board';
import type { PromotionRole } from '@chesslaws/moves';

/** The languages of spoken move descriptions (L-D). */
export const SPOKEN_LANGUAGES = ['en', 'ru'] as const;

/** A language of spoken move descriptions. */
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** The words of one language for describing moves aloud. `{from}`/`{to}` are squares, `{piece}` a piece name. */
export interface Phrases {
  /** Piece names as the subject of a sentence, capitalised ("Knight", "Конь"). */
  readonly pieces: { readonly [role in Role]: string };
  /** Promotion pieces as an object ("queen"; Russian accusative "ферзя"). */
  readonly promotedTo: { readonly [role in PromotionRole]: string };
  /** A move to an empty square. */
  readonly quiet: string;
  /** A capture. */
  readonly capture: string;
  /** A drop from the pocket (crazyhouse). */
  readonly drop: string;
  /** Added to an en passant capture. */
  readonly enPassant: string;
  /** Added for a promotion; `{piece}` is from `promotedTo`. */
  readonly promotion: string;
  /** Castling towards the h-side rook. */
  readonly shortCastling: string;
  /** Castling towards the a-side rook. */
  readonly longCastling: string;
  /** Added for check. */
  readonly check: string;
  /** Added for mate. */
  readonly mate: string;
}

/** English and Russian phrases for screen readers and blindfold play (L-D). */
export const PHRASES: { readonly [locale in SpokenLanguage]: Phrases } = {
  en: {
    pieces: {
      king: 'King',
      queen: 'Queen',
      rook: 'Rook',
      bishop: 'Bishop',
      knight: 'Knight',
      pawn: 'Pawn',
    },
    promotedTo: { queen: 'queen', rook: 'rook', bishop: 'bishop', knight: 'knight', king: 'king' },
    quiet: '{piece} from {from} to {to}',
    capture: '{piece} {from} takes {to}',
    drop: '{piece} dropped on {to}',
    enPassant: ' en passant',
    promotion: ', promotes to {piece}',
    shortCastling: 'Short castling',
    longCastling: 'Long castling',
    check: ', check',
    mate: ', checkmate',
  },
  ru: {
    pieces: {
      king: 'Король',
      queen: 'Ферзь',
      rook: 'Ладья',
      bishop: 'Слон',
      knight: 'Конь',
      pawn: 'Пешка',
    },
    promotedTo: { queen: 'ферзя', rook: 'ладью', bishop: 'слона', knight: 'коня', king: 'короля' },
    quiet: '{piece} {from} на {to}',
    capture: '{piece} {from} бьёт {to}',
    drop: '{piece} из запаса на {to}',
    enPassant: ' на проходе',
    promotion: ', превращается в {piece}',
    shortCastling: 'Короткая рокировка',
    longCastling: 'Длинная рокировка',
    check: ', шах',
    mate: ', мат',
  },
};
