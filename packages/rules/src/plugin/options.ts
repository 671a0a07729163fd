import { clip, say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';

/** Options made optional at every depth: what an override may give. Arrays are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.getPrototypeOf(v) === Object.prototype;

/** `base` with `override` merged in, depth first; later wins; `undefined` leaves a value alone. */
export function mergeOptions<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const merged = Object.hasOwn(base, key) ? mergeOptions(base[key], value as never) : value;
    // Defined, not assigned: a key `__proto__` stays an own (and so unknown) option.
    Object.defineProperty(out, key, {
      value: merged,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out as T;
}

/** A deep-frozen copy, so a regulation's options cannot change under a running game. */
export function freezeDeep<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** Checks one option value; returns what is wrong with it, or `undefined`. */
export type OptionCheck = (value: unknown) => string | undefined;

/** The checks of a plugin's options, field by field (nested objects nest). */
export type OptionSchema = { readonly [field: string]: OptionCheck | OptionSchema };

/** Option checks for the built-in plugins' schemas. */
export const is = {
  /** One of the listed strings. */
  oneOf:
    (...values: readonly (string | boolean | number)[]): OptionCheck =>
    (v) =>
      values.includes(v as never) ? undefined : say.option.oneOf(values),
  /** `true` or `false`. */
  boolean: (): OptionCheck => (v) => (typeof v === 'boolean' ? undefined : say.option.boolean),
  /** A whole number of at least `min`. */
  integer:
    (min = 0): OptionCheck =>
    (v) =>
      Number.isSafeInteger(v) && (v as number) >= min ? undefined : say.option.integer(min),
  /** A duration in whole milliseconds, at least 0. */
  ms: (): OptionCheck => (v) =>
    Number.isSafeInteger(v) && (v as number) >= 0 ? undefined : say.option.ms,
  /** A number of points, at least 0 (halves allowed). */
  points: (): OptionCheck => (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 ? undefined : say.option.points,
  /** A rule's ID as REGULATIONS.md writes it: a prefix, a dash, the article (`L-B.2`, `S-blitz`). */
  ruleId: (): OptionCheck => (v) =>
    typeof v === 'string' && /^[A-Z]+-[A-Za-z0-9][\w.-]*$/.test(v) ? undefined : say.option.ruleId,
  /** Any value of `check`, or absent. */
  optional:
    (check: OptionCheck): OptionCheck =>
    (v) =>
      v === undefined ? undefined : check(v),
  /** Anything (checked elsewhere, e.g. a time control by the clock). */
  any: (): OptionCheck => () => undefined,
} as const;

/** A plugin's option that is wrong, located at `plugin.field`. */
export const optionError = (plugin: string, field: string, message: string): RulesError =>
  new RulesError(
    'ERR_RULES_PLUGIN_OPTIONS',
    say.option.wrong(plugin, field, message),
    { field: `${plugin}.${field}` },
    { plugin },
  );

/** Throws a located `ERR_RULES_PLUGIN_OPTIONS` when `options` does not fit `schema`. */
export function checkOptions(
  plugin: string,
  schema: OptionSchema,
  options: unknown,
  path = '',
): void {
  const fail = (field: string, message: string): never => {
    throw optionError(plugin, field, message);
  };
  if (!isPlainObject(options)) fail(path || '(options)', say.option.object);
  const record = options as Record<string, unknown>;
  // Own keys only: an option named `constructor` or `toString` is unknown, not inherited.
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(schema, key))
      fail(path + key, say.option.unknown(plugin, Object.keys(schema)));
  }
  for (const [key, check] of Object.entries(schema)) {
    const value = record[key];
    if (typeof check === 'function') {
      const problem = check(value);
      if (problem !== undefined)
        fail(path + key, `${problem} (got ${clip(String(JSON.stringify(value)))})`);
    } else if (value !== undefined) {
      checkOptions(plugin, check, value, `${path}${key}.`);
    }
  }
}
