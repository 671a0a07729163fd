import { EN_TEMPLATES } from './en.js';
import { RU_TEMPLATES } from './ru.js';

const EN = Object.freeze({
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
  adjustment: (delta, side) => `${delta} to ${side === 'white' ? 'White' : 'Black'}`,
  templates: EN_TEMPLATES,
});
const RU = Object.freeze({
  language: 'ru',
  notation: 'ru',
  sides: { white: '\u0411\u0435\u043B\u044B\u0435', black: '\u0427\u0451\u0440\u043D\u044B\u0435' },
  roles: {
    pawn: '\u043F\u0435\u0448\u043A\u0430',
    knight: '\u043A\u043E\u043D\u044C',
    bishop: '\u0441\u043B\u043E\u043D',
    rook: '\u043B\u0430\u0434\u044C\u044F',
    queen: '\u0444\u0435\u0440\u0437\u044C',
    king: '\u043A\u043E\u0440\u043E\u043B\u044C',
  },
  adjustment: (delta, side) =>
    `${delta} ${side === 'white' ? '\u0431\u0435\u043B\u044B\u043C' : '\u0447\u0451\u0440\u043D\u044B\u043C'}`,
  templates: RU_TEMPLATES,
});
const MESSAGE_CATALOGS = Object.freeze({ en: EN, ru: RU });

export { EN, MESSAGE_CATALOGS, RU };
//# sourceMappingURL=catalogs.js.map
