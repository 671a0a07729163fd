// The message catalogs shipped with the rules: English and Russian.
import type { Color } from '@chesslaws/board';
import type { MessageCatalog } from './catalog.js';
import { EN_TEMPLATES } from './en.js';
import { RU_TEMPLATES } from './ru.js';

/** English: what the errors' own messages say. */
export const EN: MessageCatalog = Object.freeze({
  language: 'en',
  notation: 'en',
  sides: { white: 'White', black: 'Black' },
  roles: {
    pawn: 'pawn',
    knight: 'knight',
    bishop: 'bishop',
    rook: 'rook',
    queen: 'queen',
    king: 'king',
  },
  adjustment: (delta: string, side: Color) => `${delta} to ${side === 'white' ? 'White' : 'Black'}`,
  templates: EN_TEMPLATES,
});

/** Russian (moves with Russian piece letters: `Кf3`, `Фd1-d8`). */
export const RU: MessageCatalog = Object.freeze({
  language: 'ru',
  notation: 'ru',
  sides: { white: 'Белые', black: 'Чёрные' },
  roles: {
    pawn: 'пешка',
    knight: 'конь',
    bishop: 'слон',
    rook: 'ладья',
    queen: 'ферзь',
    king: 'король',
  },
  adjustment: (delta: string, side: Color) => `${delta} ${side === 'white' ? 'белым' : 'чёрным'}`,
  templates: RU_TEMPLATES,
});

/** The catalogs by language. */
export const MESSAGE_CATALOGS = Object.freeze({ en: EN, ru: RU });
