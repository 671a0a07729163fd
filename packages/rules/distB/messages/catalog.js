import { formatSan, resolveLocale } from '@chesslaws/notation';
import { formatMs } from './format.js';

function makeFormatter(context) {
  const { catalog, figurines } = context;
  const locale = resolveLocale(catalog.notation);
  const formatter = {
    language: catalog.language,
    move: (m) =>
      formatSan(m.facts, m.style === 'lan' ? 'lan' : figurines ? 'figurine' : 'san', locale),
    time: formatMs,
    adjustments: (list) =>
      list
        .map((a) => catalog.adjustment(`${a.delta > 0 ? '+' : ''}${formatMs(a.delta)}`, a.side))
        .join(', '),
    text: (value) => (value === void 0 ? '' : typeof value === 'string' ? value : render(value)),
    side: (side) => catalog.sides[side],
    role: (role) => catalog.roles[role],
  };
  const render = (message) => {
    const template = catalog.templates[message.key] ?? context.lookup(message.key);
    if (!template) return `${message.key}${JSON.stringify(message.params)}`;
    return template(message.params, formatter);
  };
  return formatter;
}

export { makeFormatter };
//# sourceMappingURL=catalog.js.map
