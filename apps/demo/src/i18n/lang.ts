import { STRINGS, type Strings, type UiLanguage } from './strings.js';

/** The interface language: `?lang=ru` opens the Russian interface, anything else English. */
export function languageFromUrl(search: string): UiLanguage {
  return new URLSearchParams(search).get('lang') === 'ru' ? 'ru' : 'en';
}

/** The language of this page load, fixed for its life (a switch reloads with another `?lang`). */
export const lang: UiLanguage =
  typeof location === 'undefined' ? 'en' : languageFromUrl(location.search);

/** The strings of {@link lang}. */
export const t: Strings = STRINGS[lang];
