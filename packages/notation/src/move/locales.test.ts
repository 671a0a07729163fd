import { describe, expect, it } from 'vitest';
import { isLocaleId, LOCALE_IDS, LOCALES, resolveLocale } from './locales.js';

describe('LOCALES', () => {
  it('L-C.2 every language gives five different letters, none of them a file letter', () => {
    for (const id of LOCALE_IDS) {
      const letters = Object.values(LOCALES[id].pieces);
      expect(new Set(letters).size, id).toBe(5);
      for (const letter of letters) expect(letter, id).not.toMatch(/^[a-h]/);
    }
  });

  it('S-ru Russian: Кр Ф Л С К, captures with a colon', () => {
    expect(LOCALES.ru.pieces).toEqual({
      king: 'Кр',
      queen: 'Ф',
      rook: 'Л',
      bishop: 'С',
      knight: 'К',
    });
    expect(LOCALES.ru.capture).toBe(':');
  });

  it('L-C.2 the languages of Appendix C.2 and of the PGN standard list are all there', () => {
    expect([...LOCALE_IDS].sort()).toEqual([
      'bg',
      'cs',
      'da',
      'de',
      'en',
      'es',
      'et',
      'fi',
      'fr',
      'hu',
      'is',
      'it',
      'nl',
      'no',
      'pl',
      'pt',
      'ro',
      'ru',
      'sv',
    ]);
    expect(LOCALE_IDS[0]).toBe('en');
  });

  it('resolveLocale: default English, own objects, unknown ids throw', () => {
    expect(resolveLocale(undefined)).toBe(LOCALES.en);
    expect(resolveLocale('de')).toBe(LOCALES.de);
    const own = { ...LOCALES.ru, mate: 'х' };
    expect(resolveLocale(own)).toBe(own);
    expect(() => resolveLocale('xx' as 'en')).toThrow(RangeError);
    expect(isLocaleId('toString')).toBe(false);
  });
});
