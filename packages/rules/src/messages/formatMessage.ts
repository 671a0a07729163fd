// formatMessage: a message rendered in a language, with plugins' own messages looked up too.
import type { Template } from './catalog.js';
import { type MessageCatalog, makeFormatter } from './catalog.js';
import { EN, MESSAGE_CATALOGS } from './catalogs.js';
import type { Message } from './message.js';

/** Where plugins keep their own messages: by language, then key (`definePlugin`'s `messages`). */
export interface PluginMessages {
  readonly [language: string]: { readonly [key: string]: Template<never> } | undefined;
}

/** Options of {@link formatMessage}. */
export interface FormatOptions {
  /** A catalog (`RU`, or your own), or a shipped one's language (`'ru'`); English by default. */
  readonly locale?: MessageCatalog | keyof typeof MESSAGE_CATALOGS;
  /** Pieces as figurines (`♘f3`) instead of the language's letters. */
  readonly figurines?: boolean;
  /**
   * The plugins whose own messages may be named (`regulation.plugins`, or a game's
   * `regulation.plugins`): a plugin's key is looked up in its `messages` for the catalog's
   * language, then in English.
   */
  readonly plugins?: readonly { readonly messages?: PluginMessages }[];
}

/**
 * `message` in words: in a catalog's language, with moves in its notation (`Кf3` in Russian,
 * `♘f3` with figurines). A key the catalog lacks is looked up in the plugins' own messages
 * (in that language, then English), then in the English catalog; a key nobody knows is
 * written as the key and its parameters, never dropped.
 *
 * ```ts
 * formatMessage(game.state.rulings[0].message, { locale: 'ru', plugins: game.regulation.plugins });
 * ```
 */
export function formatMessage(message: Message | string, options: FormatOptions = {}): string {
  if (typeof message === 'string') return message;
  const catalog =
    typeof options.locale === 'object'
      ? options.locale
      : (MESSAGE_CATALOGS[options.locale ?? 'en'] ?? EN);
  const plugins = options.plugins ?? [];
  const lookup = (key: string): Template<never> | undefined => {
    for (const plugin of plugins) {
      const own = plugin.messages?.[catalog.language]?.[key] ?? plugin.messages?.en?.[key];
      if (own) return own;
    }
    return EN.templates[key];
  };
  return makeFormatter({ catalog, figurines: options.figurines ?? false, lookup }).text(message);
}
