// Whether a value is a well-formed event of the log: its type, its instant and each field's kind.
import { COLORS, err, GAME_RESULTS, ok, parseSquare, type Result } from '@chesslaws/board';
import { say } from '../messages/say.js';
import { CLAIM_KINDS } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import { EVENT_KINDS, type GameEvent, type GameEventType } from './index.js';
import type { FieldSpec } from './kind.js';

/** What is wrong with one field: its name and why. */
type Problem = { readonly field: string; readonly message: string };

const problem = (field: string, message: string): Problem => ({ field, message });

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isColor = (v: unknown): boolean => (COLORS as readonly unknown[]).includes(v);
const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
// A move, a promotion (by any piece's letter: antichess's king, makruk's met), or a drop
// from the pocket (crazyhouse). Whether the letter names a piece of the game's variant is the
// move's check, with the position.
const UCI = /^(?:[a-h][1-8][a-h][1-8][a-z]?|[PNBRQ]@[a-h][1-8])$/;

/** The error of field `name` of the event at `index` in its log. */
function logError(index: number, name: string, message: string): RulesError {
  return new RulesError('ERR_RULES_LOG', say.eventField.located(index, message), {
    index,
    field: `events[${index}].${name}`,
  });
}

/** Each type's fields as a list, made once from the event kinds: a replay checks every event. */
const FIELDS = Object.fromEntries(
  Object.entries(EVENT_KINDS).map(([type, kind]) => [type, Object.entries(kind.fields)]),
) as unknown as { readonly [K in GameEventType]: readonly [string, FieldSpec][] };

function checkField(
  kind: FieldSpec,
  value: unknown,
  name: string,
  claims: readonly string[],
): Problem | undefined {
  const optional = kind.endsWith('?');
  if (value === undefined)
    return optional ? undefined : problem(name, say.eventField.missing(name));
  switch (kind.replace('?', '')) {
    case 'color':
      return isColor(value) ? undefined : problem(name, say.eventField.color(name));
    case 'uci':
      return typeof value === 'string' && UCI.test(value)
        ? undefined
        : problem(name, say.eventField.uci(name));
    case 'square':
      return typeof value === 'string' && parseSquare(value) !== undefined
        ? undefined
        : problem(name, say.eventField.square(name));
    case 'bool':
      return typeof value === 'boolean' ? undefined : problem(name, say.eventField.bool(name));
    case 'claim':
      return claims.includes(value as string)
        ? undefined
        : problem(name, say.eventField.claim(name, claims));
    case 'int':
      return isInteger(value) ? undefined : problem(name, say.eventField.int(name));
    case 'result':
      return (GAME_RESULTS as readonly unknown[]).includes(value)
        ? undefined
        : problem(name, say.eventField.result(name));
    case 'text':
      return typeof value === 'string' ? undefined : problem(name, say.eventField.text(name));
    case 'moves': {
      if (!isObject(value)) return problem(name, say.eventField.movesObject(name));
      for (const [k, v] of Object.entries(value)) {
        if (!isColor(k) || !isInteger(v) || v < 0)
          return problem(`${name}.${k}`, say.eventField.moveCount(`${name}.${k}`));
      }
      return undefined;
    }
  }
  return problem(name, say.eventField.unknownShape(name));
}

/**
 * Checks that `value` is a well-formed {@link GameEvent} (not whether it may happen: the game
 * judges that). `index` is the event's place in its log, for the error's location; `claims`
 * are the claim kinds to accept (the built-in ones, and a regulation adds its plugins').
 */
export function checkEvent(
  value: unknown,
  index: number,
  claims: readonly string[] = CLAIM_KINDS,
): Result<GameEvent, RulesError> {
  const wrong = eventProblem(value, index, claims);
  return wrong ? err(wrong) : ok(value as GameEvent);
}

/** A character of a square: a file `a`-`h` (`from` 97) or a rank `1`-`8` (`from` 49); or of `size` others. */
const inRange = (code: number, from: number, size = 8): boolean =>
  code >= from && code < from + size;

/** `text` is a board move in UCI (`e2e4`, `e7e8q`), read from its character codes. */
function isBoardUci(text: string): boolean {
  const n = text.length;
  if (n !== 4 && n !== 5) return false;
  return (
    inRange(text.charCodeAt(0), 97) &&
    inRange(text.charCodeAt(1), 49) &&
    inRange(text.charCodeAt(2), 97) &&
    inRange(text.charCodeAt(3), 49) &&
    (n === 4 || inRange(text.charCodeAt(4), 97, 26))
  );
}

/** Whether `value` is a plain move event: `type`, `at` and `move` in UCI, and nothing else. */
function isPlainMove(value: Record<string, unknown>): boolean {
  // A drop (`N@f3`) takes the full check.
  if (value.type !== 'move') return false;
  const move = value.move;
  const at = value.at;
  if (typeof move !== 'string' || typeof at !== 'number' || !(at >= 0) || !isBoardUci(move))
    return false;
  if (!Number.isSafeInteger(at)) return false;
  // Three own keys, the three just read: nothing else.
  return Object.keys(value).length === 3;
}

/**
 * The game's own frozen copy of `value` if it is a well-formed event, else why not: a replay
 * reads every event so, and a plain move (nearly every event of a game) is checked and copied
 * field by field in one pass. A caller who edits the object they passed changes nothing.
 */
export function readEvent(
  value: unknown,
  index: number,
  claims: readonly string[],
): GameEvent | RulesError {
  if (isObject(value) && isPlainMove(value))
    return Object.freeze({ type: 'move', at: value.at as number, move: value.move as string });
  return eventProblem(value, index, claims) ?? ownCopy(value as GameEvent);
}

/** A frozen copy of a well-formed event (a `set-moves` event's counts copied too). */
function ownCopy(event: GameEvent): GameEvent {
  const copy: Record<string, unknown> = { ...event };
  if (event.type === 'set-moves') copy.moves = Object.freeze({ ...event.moves });
  return Object.freeze(copy) as unknown as GameEvent;
}

/** {@link checkEvent}'s error, or `undefined` for a good event. */
export function eventProblem(
  value: unknown,
  index: number,
  claims: readonly string[],
): RulesError | undefined {
  if (!isObject(value)) return logError(index, 'type', say.eventField.notObject);
  // Nearly every event of a saved game is a move: checked without the walk over its shape.
  if (isPlainMove(value)) return undefined;
  const type = value.type;
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_KINDS, type))
    return logError(index, 'type', say.eventField.unknownType(type));
  if (!isInteger(value.at) || value.at < 0) return logError(index, 'at', say.eventField.at);
  // Own keys only: `constructor` or `__proto__` is an unknown field, never a known one.
  const shape = EVENT_KINDS[type as GameEventType].fields as Readonly<Record<string, FieldSpec>>;
  for (const key of Object.keys(value)) {
    if (key !== 'type' && key !== 'at' && !Object.hasOwn(shape, key))
      return logError(index, key, say.eventField.unknownField(type, key));
  }
  for (const [name, kind] of FIELDS[type as GameEventType]) {
    const wrong = checkField(kind, value[name], name, claims);
    if (wrong) return logError(index, wrong.field, wrong.message);
  }
  return undefined;
}
