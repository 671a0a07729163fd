/**
 * Round trips as properties (fast-check): for every legal move of seeded random positions
 * (standard and Chess960), writing it in any style and language and reading it back gives
 * the same move, in forgiving and in strict mode.
 */

import { type Move, makeFen, type Position } from '@chesslaws/moves';
import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_IDS, LOCALES } from '../src/move/locales.js';
import { parseSan } from '../src/move/read/parseSan.js';
import { SAN_STYLES } from '../src/move/styles.js';
import { makeSan } from '../src/move/write/makeSan.js';
import { notationPositions, randomPositions } from './positions.js';

const same = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && a.promotion === b.promotion;

// Strict mode is checked in English and Russian for every style, and in every language for SAN:
// strict reading is forgiving reading plus one comparison, so this keeps the run short.
const STRICT_LOCALES: ReadonlySet<string> = new Set(['en', 'ru']);

function checkAllStylesAndLocales(pos: Position): void {
  for (const move of pos.legalMoves()) {
    for (const style of SAN_STYLES) {
      for (const locale of LOCALE_IDS) {
        const text = makeSan(pos, move, { style, locale });
        const forgiving = parseSan(pos, text, { locale });
        // Messages are built only on failure: makeFen per combination would dominate the run.
        if (!forgiving.ok || !same(forgiving.value, move)) {
          expect.fail(
            `${makeFen(pos)} ${style} ${locale} '${text}' read as ${JSON.stringify(forgiving)}`,
          );
        }
        if (style !== 'san' && !STRICT_LOCALES.has(locale)) continue;
        const strict = parseSan(pos, text, { locale, style, strict: true });
        if (!strict.ok || !same(strict.value, move)) {
          expect.fail(
            `strict ${makeFen(pos)} ${style} ${locale} '${text}' read as ${JSON.stringify(strict)}`,
          );
        }
      }
    }
  }
}

// Text as people write it (S-wild): zeros for O, no `=`, Cyrillic look-alikes, glyphs, `e.p.`.
function wildSpellings(pos: Position, move: Move): string[] {
  const san = makeSan(pos, move);
  const out = [
    san.replaceAll('O', '0'),
    san.replace('=', ''),
    san.replace(/[ace]/gu, (c) => ({ a: 'а', c: 'с', e: 'е' })[c]!),
    `${san}!?`,
    san.replace(/[+#]$/u, ''),
    // Every dash: O-O-O written with en dashes is O–O–O, not the mixed O–O-O.
    makeSan(pos, move, { style: 'lan' }).replaceAll('-', '–'),
    makeSan(pos, move, { style: 'figurine' }),
  ];
  if (pos.isEnPassant(move)) out.push(`${san} e.p.`);
  return out;
}

describe('round trips', () => {
  it('L-C S-LAN S-ru L-C.2 write then parse gives the same move, every style and locale (hand-picked positions)', () => {
    for (const pos of notationPositions()) checkAllStylesAndLocales(pos);
  });

  it('L-C S-LAN S-ru L-C.2 write then parse gives the same move, every style and locale (random positions)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const pos of randomPositions(seed, 1)) checkAllStylesAndLocales(pos);
      }),
      propertyOptions({ numRuns: 8 }),
    );
  });

  it('S-wild slips found in the wild still read as the move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const pos of randomPositions(seed, 2)) {
          for (const move of pos.legalMoves()) {
            for (const text of wildSpellings(pos, move)) {
              const result = parseSan(pos, text);
              if (!result.ok || !same(result.value, move)) expect.fail(`${makeFen(pos)} '${text}'`);
            }
          }
        }
      }),
      // [9]: random positions with a Chess960 O-O-O, where one dash alone was replaced.
      propertyOptions({ numRuns: 30, examples: [[9]] }),
    );
  });

  it('L-C.2 a text in one language read with another language first is that move or an error, never a third move', () => {
    // Without the text's own language given, a reading may differ only if the text names a legal move in English.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const pos of randomPositions(seed, 1)) {
          for (const move of pos.legalMoves()) {
            for (const locale of LOCALE_IDS) {
              const text = makeSan(pos, move, { locale });
              const result = parseSan(pos, text);
              if (!result.ok || same(result.value, move)) continue;
              const english = parseSan(pos, text, { locale: LOCALES.en, strict: false });
              expect(
                english.ok && same(english.value, result.value),
                `${makeFen(pos)} ${locale} '${text}'`,
              ).toBe(true);
            }
          }
        }
      }),
      propertyOptions({ numRuns: 20 }),
    );
  });
});
