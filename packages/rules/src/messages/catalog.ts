// A message catalog: a language's templates, and the formatter they write with.
import type { Color, Role } from '@chesslaws/board';
import { formatSan, type LocaleOption, resolveLocale } from '@chesslaws/notation';
import { formatMs } from './format.js';
import type { AdjustmentParam, Message, MessageParams, MoveParam } from './message.js';

/**
 * What a template writes with: the catalog's words for sides and pieces, moves in the reader's
 * notation, durations, lists, and nested messages. One per rendering.
 */
export interface Formatter {
  /** The catalog's language (`'en'`, `'ru'`). */
  readonly language: string;
  /** A move in the catalog's notation: `Nf3`, `Кf3`, or `♘f3` when figurines were asked for. */
  move(move: MoveParam): string;
  /** A duration in ms as a clock shows it: `1:00`, `-0:30`. */
  time(ms: number): string;
  /** Clock changes in words: `+1:00 to White`. */
  adjustments(list: readonly AdjustmentParam[]): string;
  /** A nested message (or text a plugin gave as is); empty for none. */
  text(value: Message | string | undefined): string;
  /** A side, as the catalog names it in the subject of a sentence. */
  side(side: Color): string;
  /** A piece, as the catalog names it. */
  role(role: Role): string;
}

/** A template: the text of a message, written from its parameters with a formatter. */
export type Template<P = MessageParams> = (params: P, f: Formatter) => string;

/** A catalog's templates by key (a plain object: add your own keys, or replace any). */
export type Templates = { readonly [key: string]: Template<never> };

/**
 * A language's message catalog: plain data a user can copy and add to
 * (`{ ...RU, templates: { ...RU.templates, 'sofiaRules.tooEarly': (p) => '…' } }`).
 */
export interface MessageCatalog {
  /** The language (`'en'`, `'ru'`); plugins' own messages are looked up by it. */
  readonly language: string;
  /** The notation locale moves are written in (`'ru'`: `Кf3`). */
  readonly notation: LocaleOption;
  /** Side names in the subject of a sentence (`White`, `Белые`). */
  readonly sides: { readonly [side in Color]: string };
  /** Piece names (`knight`, `конь`). */
  readonly roles: { readonly [role in Role]: string };
  /** How clock changes read: `+1:00 to White`. */
  readonly adjustment: (delta: string, side: Color) => string;
  /** The templates, by key. */
  readonly templates: Templates;
}

/** How {@link makeFormatter} renders: the catalog, figurines, and where plugins' messages are. */
export interface RenderContext {
  /** The catalog. */
  readonly catalog: MessageCatalog;
  /** Write pieces as figurines (`♘f3`). */
  readonly figurines: boolean;
  /** A template for a key the catalog lacks (a plugin's own), or `undefined`. */
  readonly lookup: (key: string) => Template<never> | undefined;
}

/** A formatter over `context`. */
export function makeFormatter(context: RenderContext): Formatter {
  const { catalog, figurines } = context;
  const locale = resolveLocale(catalog.notation);
  const formatter: Formatter = {
    language: catalog.language,
    move: (m) =>
      formatSan(m.facts, m.style === 'lan' ? 'lan' : figurines ? 'figurine' : 'san', locale),
    time: formatMs,
    adjustments: (list) =>
      list
        .map((a) => catalog.adjustment(`${a.delta > 0 ? '+' : ''}${formatMs(a.delta)}`, a.side))
        .join(', '),
    text: (value) => (value === undefined ? '' : typeof value === 'string' ? value : render(value)),
    side: (side) => catalog.sides[side],
    // A fairy piece the catalog does not name is named by its role (`met`, `amazon`).
    role: (role) => catalog.roles[role] ?? role,
  };
  const render = (message: Message): string => {
    const template = catalog.templates[message.key] ?? context.lookup(message.key);
    if (!template) return `${message.key}${JSON.stringify(message.params ?? {})}`;
    return (template as Template)(message.params, formatter);
  };
  return formatter;
}
