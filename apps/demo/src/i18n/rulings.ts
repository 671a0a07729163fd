/**
 * The one module where what the rules decided is put into the interface's words: rulings,
 * refusals, results, touch-move obligations, claim titles and the "Rules in force" panel.
 *
 * The rules give each as a message (a catalog key and its parameters, moves as notation's
 * facts, the rule beside it), and their catalog renders it in the page's language with moves in
 * SAN (`Кf3` in Russian); a plugin's own messages are looked up in the regulation's plugins.
 * Only the IDs of sources other than the Laws' articles (`S-strikes`, `E-armageddon`,
 * `V-horde.wiped-out`), which name their rule in English words, are shown here in the
 * interface's words.
 */
import { formatMessage, type Message, type RuleDescription } from '@chesslaws/rules';
import { lang, t } from './lang.js';

/** The plugins whose own messages a text may name (`game.regulation.plugins`). */
export type MessagePlugins = Parameters<typeof formatMessage>[1] extends infer O
  ? O extends { readonly plugins?: infer P }
    ? P
    : never
  : never;

const ru = lang === 'ru';

/** What the rules say, in the interface's language: a message, or a plugin's own text as it is. */
export const words = (message: Message | string, plugins?: MessagePlugins): string =>
  formatMessage(message, { locale: lang, ...(plugins ? { plugins } : {}) });

/** How an ID of REGULATIONS.md is shown: the Laws' articles as they are; another source's ID in the interface's words. */
export function ruleName(id: string): string {
  if (!ru) return id;
  const variant = /^V-([a-z0-9]+)\./.exec(id);
  if (variant) return `вариант «${t.variants[variant[1]!] ?? variant[1]}»`;
  return RU_RULE_NAMES[id] ?? id;
}

/** The non-article IDs in Russian (an article's ID is the same in every language). */
const RU_RULE_NAMES: Readonly<Record<string, string>> = {
  'S-blitz': 'старый кодекс, блиц',
  'S-strikes': 'старый кодекс, три хода',
  'S-claim-9.5-old': 'старый кодекс, 9.5',
  'S-claim-5': 'советский кодекс, 5 минут',
  'S-arbiter-clock': 'часы судьи',
  'S-modes': 'режимы часов',
  'S-freeze': 'остановка часов',
  'S-apportion': 'пересчёт времени',
  'E-armageddon': 'Армагеддон',
  casual: 'товарищеская партия',
};

/** A refusal of the rules in words, with the rule that refused, once. */
export function refusalText(
  error: {
    readonly message: string;
    readonly detail?: Message | undefined;
    readonly rule?: string | undefined;
  },
  plugins?: MessagePlugins,
): string {
  if (!error.detail) return error.message;
  const rule = error.rule ? ` (${ruleName(error.rule)})` : '';
  return `${words(error.detail, plugins)}${rule}`;
}

/** One line of the "Rules in force" panel. */
export interface RuleLine {
  /** The ID of REGULATIONS.md (`L-7.5.5`). */
  readonly id: string;
  /** The ID as shown. */
  readonly name: string;
  /** What the rule says in this game, in the interface's words. */
  readonly text: string;
}

/** The rules in force, one line each, in the interface's words. */
export const ruleLines = (
  rules: readonly RuleDescription[],
  plugins?: MessagePlugins,
): RuleLine[] =>
  rules.map((r) => ({ id: r.id, name: ruleName(r.id), text: words(r.summary, plugins) }));
