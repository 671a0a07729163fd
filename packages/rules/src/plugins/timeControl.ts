import { classifyTimeControl, makeTimeControl, type TimeControl } from '@chesslaws/clock';
import { msg } from '../messages/msg.js';
import { readControl } from '../model/readControl.js';
import type { GameSetup } from '../model/setup.js';
import type { PluginHooks } from '../plugin/hooks.js';
import { definePlugin } from '../plugin/plugin.js';

/** Options of {@link timeControl}. */
export interface TimeControlOptions {
  /**
   * The control: text as people write it, read by clock's `readTimeControl` (`'3+2'`,
   * `'90+30'`, `'90/40+30, 30+30'` in minutes; `'180+2'`, `'5400+30'` as PGN tags in seconds;
   * `'60m+0'` with a unit, `'pgn:60+0'` with the prefix), or a `TimeControl` object from
   * `@chesslaws/clock`'s builders. Text that is two real controls (`'60+0'`: 1 h or 1 min)
   * is refused with `ERR_RULES_CONTROL_AMBIGUOUS`.
   */
  readonly control: string | TimeControl;
}

function resolve(control: string | TimeControl): TimeControl {
  const read = readControl(control, {
    field: 'timeControl.control',
    what: "timeControl: option 'control'",
    code: 'ERR_RULES_PLUGIN_OPTIONS',
    plugin: 'timeControl',
    pass: (r) => `control: '${r.explicit}'`,
  });
  if (!read.ok) throw read.error;
  return read.value;
}

const CATEGORY_RULE = {
  bullet: 'L-B.1',
  blitz: 'L-B.1',
  rapid: 'L-A.1',
  standard: 'L-A.1',
} as const;

/**
 * The game's clock (L-6.1: two displays; the side to move's starts, White's from the start
 * position). A time control given to
 * `createGame` replaces this one. Its FIDE category (L-A.1, L-B.1) decides which
 * category rules apply (`byCategory` options, the `legacy` preset).
 */
export const timeControl = definePlugin({
  name: 'timeControl',
  defaults: { control: '90/40+30, 30+30' } as TimeControlOptions,
  schema: {
    control: (v) => {
      if (typeof v !== 'string' && (typeof v !== 'object' || v === null))
        return 'must be time-control text or a TimeControl';
      resolve(v as string | TimeControl);
      return undefined;
    },
  },
  rules: (o) => {
    const control = resolve(o.control);
    const category = classifyTimeControl(control);
    const text = typeof o.control === 'string' ? o.control : makeTimeControl(control);
    return [
      { id: 'L-6.1', summary: msg('timeControl.rule.clock', { control: text }) },
      ...(category
        ? [
            {
              id: CATEGORY_RULE[category],
              summary: msg('timeControl.rule.category', { control: text, category }),
            },
          ]
        : []),
    ];
  },
  hooks: (o): PluginHooks => {
    const control = resolve(o.control);
    return {
      setup: (setup: GameSetup): GameSetup =>
        setup.control === undefined ? { ...setup, control } : setup,
    };
  },
});
