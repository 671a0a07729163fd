/**
 * Chess notation: moves in SAN, FIDE scoresheet, long algebraic, figurine and UCI styles,
 * in English, Russian and the other languages of FIDE Appendix C; forgiving parsing of move
 * text found in the wild; spoken move descriptions for screen readers (en, ru).
 *
 * @example
 * ```ts
 * import { Position } from '@chesslaws/moves';
 * import { makeSan, parseSan, describeMove } from '@chesslaws/notation';
 * const pos = Position.default();
 * const move = parseSan(pos, 'Кf3', { locale: 'ru' });       // ok: g1-f3
 * if (move.ok) makeSan(pos, move.value, { style: 'lan' });    // 'Ng1-f3'
 * ```
 * @packageDocumentation
 */
export * from './move/index.js';
export * from './pgn/index.js';
