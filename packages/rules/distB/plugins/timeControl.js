import { classifyTimeControl, makeTimeControl } from '@chesslaws/clock';
import { msg } from '../messages/msg.js';
import { readControl } from '../model/readControl.js';
import { definePlugin } from '../plugin/plugin.js';

function resolve(control) {
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
};
const timeControl = definePlugin({
  name: 'timeControl',
  defaults: { control: '90/40+30, 30+30' },
  schema: {
    control: (v) => {
      if (typeof v !== 'string' && (typeof v !== 'object' || v === null))
        return 'must be time-control text or a TimeControl';
      resolve(v);
      return void 0;
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
  hooks: (o) => {
    const control = resolve(o.control);
    return {
      setup: (setup) => (setup.control === void 0 ? { ...setup, control } : setup),
    };
  },
});

export { timeControl };
//# sourceMappingURL=timeControl.js.map
