import {
  ChesslawsError,
  type Color,
  err,
  GAME_RESULTS,
  type GameResult,
  ok,
  type Result,
} from '@chesslaws/board';
import { CLAIM_KINDS, type ClaimKind } from '@chesslaws/rules';

/**
 * One step of a `chesslaws play` script: what happens at the board next. The side to move
 * acts unless `by` names a side; `think` is the seconds spent before the action (default 1).
 */
export type ScriptStep =
  | { readonly move: string; readonly think?: number; readonly by?: Color }
  | { readonly illegal: string; readonly think?: number; readonly by?: Color }
  | { readonly pressWithoutMove: Color; readonly think?: number }
  | { readonly touch: string; readonly by?: Color }
  | { readonly claim: ClaimKind; readonly by: Color; readonly intended?: string }
  | { readonly offer: 'draw'; readonly by: Color }
  | { readonly accept: 'draw'; readonly by: Color }
  | { readonly decline: 'draw'; readonly by: Color }
  | { readonly resign: Color }
  | { readonly flag: Color }
  | { readonly takeback: true; readonly by?: Color }
  | { readonly arbiter: 'adjust'; readonly side: Color; readonly seconds: number }
  | { readonly arbiter: 'declare'; readonly result: GameResult }
  | { readonly arbiter: 'decide'; readonly upheld: boolean; readonly reason?: string };

/**
 * A script that cannot be read: not JSON, not an array, or a step of the wrong shape.
 * `location.index` is the zero-based step (absent when the whole script is at fault),
 * `location.field` the key at fault; the message names the step one-based.
 */
export class ScriptError extends ChesslawsError<'ERR_CLI_SCRIPT'> {
  /** Makes a script error for step `index` (zero-based), or for the whole script. */
  constructor(message: string, index?: number, field?: string) {
    super(
      'ERR_CLI_SCRIPT',
      index === undefined ? `script: ${message}` : `script step ${index + 1}: ${message}`,
      index === undefined ? undefined : { index, ...(field === undefined ? {} : { field }) },
    );
  }
}

type Check = (value: unknown) => string | undefined;

/** A value of the script as a message shows it: its JSON when short, else what it is. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  const json = JSON.stringify(value) ?? String(value);
  return json.length <= 40 ? json : `${json.slice(0, 37)}...`;
}

/** A key of the script as a message names it: quoted, and cut when long. */
const keyName = (key: string): string =>
  JSON.stringify(key.length <= 40 ? key : `${key.slice(0, 37)}...`);

/** The most seconds a step may think or an arbiter adjust a clock: a year, as the clock's controls. */
const MAX_SECONDS = 365 * 24 * 3600;

const SIDES: readonly unknown[] = ['white', 'black'];
const side: Check = (v) => (SIDES.includes(v) ? undefined : 'must be "white" or "black"');
const text: Check = (v) =>
  typeof v === 'string' && v.trim() !== '' ? undefined : 'must be a non-empty string';
const seconds: Check = (v) =>
  typeof v === 'number' && v >= 0 && v <= MAX_SECONDS
    ? undefined
    : `must be a number of seconds from 0 to ${MAX_SECONDS} (a year)`;
const signedSeconds: Check = (v) =>
  typeof v === 'number' && v >= -MAX_SECONDS && v <= MAX_SECONDS
    ? undefined
    : `must be a number of seconds from -${MAX_SECONDS} to ${MAX_SECONDS} (a year)`;
const bool: Check = (v) => (typeof v === 'boolean' ? undefined : 'must be true or false');
const literal =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v) ? undefined : `must be ${values.map((x) => JSON.stringify(x)).join(' or ')}`;

/** Each step kind by its action key: the checks of that key and of the keys it allows. */
const KINDS: Record<
  string,
  { readonly required: Record<string, Check>; readonly optional: Record<string, Check> }
> = {
  move: { required: { move: text }, optional: { think: seconds, by: side } },
  illegal: { required: { illegal: text }, optional: { think: seconds, by: side } },
  pressWithoutMove: { required: { pressWithoutMove: side }, optional: { think: seconds } },
  touch: { required: { touch: text }, optional: { by: side } },
  // The claim kinds are the regulation's: checked in checkStep.
  claim: { required: { claim: () => undefined, by: side }, optional: { intended: text } },
  offer: { required: { offer: literal('draw'), by: side }, optional: {} },
  accept: { required: { accept: literal('draw'), by: side }, optional: {} },
  decline: { required: { decline: literal('draw'), by: side }, optional: {} },
  resign: { required: { resign: side }, optional: {} },
  flag: { required: { flag: side }, optional: {} },
  takeback: { required: { takeback: literal(true) }, optional: { by: side } },
};

const ARBITER: Record<
  string,
  { readonly required: Record<string, Check>; readonly optional: Record<string, Check> }
> = {
  adjust: { required: { side, seconds: signedSeconds }, optional: {} },
  declare: { required: { result: literal(...GAME_RESULTS) }, optional: {} },
  decide: { required: { upheld: bool }, optional: { reason: text } },
};

function checkStep(raw: unknown, index: number, claimKind: Check): Result<ScriptStep, ScriptError> {
  const fail = (message: string, field?: string) => err(new ScriptError(message, index, field));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return fail(`expected an object such as { "move": "e4" }, got ${shown(raw)}`);
  const step = raw as Record<string, unknown>;
  const keys = Object.keys(step);
  let required: Record<string, Check>;
  let optional: Record<string, Check> = {};
  // Own keys only, here and below: `'toString' in step` is true of every object (issue 28).
  if (Object.hasOwn(step, 'arbiter')) {
    const action = step.arbiter;
    const fields =
      typeof action === 'string' && Object.hasOwn(ARBITER, action) ? ARBITER[action] : undefined;
    if (!fields) return fail('"arbiter" must be "adjust", "declare" or "decide"', 'arbiter');
    required = { arbiter: () => undefined, ...fields.required };
    optional = fields.optional;
  } else {
    const actions = keys.filter((k) => Object.hasOwn(KINDS, k));
    if (actions.length !== 1)
      return fail(
        actions.length === 0
          ? `no action: one of ${[...Object.keys(KINDS), 'arbiter'].join(', ')} is needed`
          : `one action per step, got ${actions.join(' and ')}`,
      );
    const kind = KINDS[actions[0]!]!;
    required = actions[0] === 'claim' ? { ...kind.required, claim: claimKind } : kind.required;
    optional = kind.optional;
  }
  for (const [key, check] of Object.entries(required)) {
    if (!Object.hasOwn(step, key)) return fail(`"${key}" is missing`, key);
    const problem = check(step[key]);
    if (problem) return fail(`"${key}" ${problem}`, key);
  }
  for (const key of keys) {
    if (Object.hasOwn(required, key)) continue;
    const check = Object.hasOwn(optional, key) ? optional[key] : undefined;
    if (!check) return fail(`unknown key ${keyName(key)}`, key);
    const problem = check(step[key]);
    if (problem) return fail(`"${key}" ${problem}`, key);
  }
  return ok(step as ScriptStep);
}

/**
 * Reads a `chesslaws play` script: JSON text holding an array of steps. Every step is
 * checked before any is played, so a bad step 7 is reported before step 1 runs. `claimKinds`
 * are the claims the regulation takes (`regulationClaims` and an illegal move's).
 */
export function readScript(
  source: string,
  claimKinds: readonly string[] = CLAIM_KINDS,
): Result<ScriptStep[], ScriptError> {
  const claimKind = literal(...claimKinds);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (e) {
    return err(new ScriptError(`not JSON: ${(e as Error).message}`));
  }
  if (!Array.isArray(data))
    return err(new ScriptError('expected a JSON array of steps, such as [{ "move": "e4" }]'));
  const steps: ScriptStep[] = [];
  for (const [index, raw] of data.entries()) {
    const step = checkStep(raw, index, claimKind);
    if (!step.ok) return step;
    steps.push(step.value);
  }
  return ok(steps);
}
