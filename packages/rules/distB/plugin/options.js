import { clip, say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';

const isPlainObject = (v) =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.getPrototypeOf(v) === Object.prototype;
function mergeOptions(base, override) {
  if (override === void 0) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const out = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === void 0) continue;
    const merged = Object.hasOwn(base, key) ? mergeOptions(base[key], value) : value;
    Object.defineProperty(out, key, {
      value: merged,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
function freezeDeep(value) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) freezeDeep(value[key]);
  return Object.freeze(value);
}
const is = {
  /** One of the listed strings. */
  oneOf:
    (...values) =>
    (v) =>
      values.includes(v) ? void 0 : say.option.oneOf(values),
  /** `true` or `false`. */
  boolean: () => (v) => (typeof v === 'boolean' ? void 0 : say.option.boolean),
  /** A whole number of at least `min`. */
  integer:
    (min = 0) =>
    (v) =>
      Number.isSafeInteger(v) && v >= min ? void 0 : say.option.integer(min),
  /** A duration in whole milliseconds, at least 0. */
  ms: () => (v) => (Number.isSafeInteger(v) && v >= 0 ? void 0 : say.option.ms),
  /** A number of points, at least 0 (halves allowed). */
  points: () => (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 ? void 0 : say.option.points,
  /** A rule's ID as REGULATIONS.md writes it: a prefix, a dash, the article (`L-B.2`, `S-blitz`). */
  ruleId: () => (v) =>
    typeof v === 'string' && /^[A-Z]+-[A-Za-z0-9][\w.-]*$/.test(v) ? void 0 : say.option.ruleId,
  /** Any value of `check`, or absent. */
  optional: (check) => (v) => (v === void 0 ? void 0 : check(v)),
  /** Anything (checked elsewhere, e.g. a time control by the clock). */
  any: () => () => void 0,
};
const optionError = (plugin, field, message) =>
  new RulesError(
    'ERR_RULES_PLUGIN_OPTIONS',
    say.option.wrong(plugin, field, message),
    { field: `${plugin}.${field}` },
    { plugin },
  );
function checkOptions(plugin, schema, options, path = '') {
  const fail = (field, message) => {
    throw optionError(plugin, field, message);
  };
  if (!isPlainObject(options)) fail(path || '(options)', say.option.object);
  const record = options;
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(schema, key))
      fail(path + key, say.option.unknown(plugin, Object.keys(schema)));
  }
  for (const [key, check] of Object.entries(schema)) {
    const value = record[key];
    if (typeof check === 'function') {
      const problem = check(value);
      if (problem !== void 0)
        fail(path + key, `${problem} (got ${clip(String(JSON.stringify(value)))})`);
    } else if (value !== void 0) {
      checkOptions(plugin, check, value, `${path}${key}.`);
    }
  }
}

export { checkOptions, freezeDeep, is, mergeOptions, optionError };
//# sourceMappingURL=options.js.map
