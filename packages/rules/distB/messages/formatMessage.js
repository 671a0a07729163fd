import { makeFormatter } from './catalog.js';
import { EN, MESSAGE_CATALOGS } from './catalogs.js';

function formatMessage(message, options = {}) {
  if (typeof message === 'string') return message;
  const catalog =
    typeof options.locale === 'object'
      ? options.locale
      : (MESSAGE_CATALOGS[options.locale ?? 'en'] ?? EN);
  const plugins = options.plugins ?? [];
  const lookup = (key) => {
    for (const plugin of plugins) {
      const own = plugin.messages?.[catalog.language]?.[key] ?? plugin.messages?.en?.[key];
      if (own) return own;
    }
    return EN.templates[key];
  };
  return makeFormatter({ catalog, figurines: options.figurines ?? false, lookup }).text(message);
}

export { formatMessage };
//# sourceMappingURL=formatMessage.js.map
