import { COLORS, err, GAME_RESULTS, ok, parseSquare } from '@chesslaws/board';
import { say } from '../messages/say.js';
import { CLAIM_KINDS } from '../model/decisions.js';
import { RulesError } from '../model/errors.js';
import { EVENT_KINDS } from './index.js';

const problem = (field, message) => ({ field, message });
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isColor = (v) => COLORS.includes(v);
const isInteger = (v) => typeof v === 'number' && Number.isSafeInteger(v);
const UCI = /^(?:[a-h][1-8][a-h][1-8][nbrqk]?|[PNBRQ]@[a-h][1-8])$/;
function logError(index, name, message) {
  return new RulesError('ERR_RULES_LOG', say.eventField.located(index, message), {
    index,
    field: `events[${index}].${name}`,
  });
}
const FIELDS = Object.fromEntries(
  Object.entries(EVENT_KINDS).map(([type, kind]) => [type, Object.entries(kind.fields)]),
);
function checkField(kind, value, name, claims) {
  const optional = kind.endsWith('?');
  if (value === void 0) return optional ? void 0 : problem(name, say.eventField.missing(name));
  switch (kind.replace('?', '')) {
    case 'color':
      return isColor(value) ? void 0 : problem(name, say.eventField.color(name));
    case 'uci':
      return typeof value === 'string' && UCI.test(value)
        ? void 0
        : problem(name, say.eventField.uci(name));
    case 'square':
      return typeof value === 'string' && parseSquare(value) !== void 0
        ? void 0
        : problem(name, say.eventField.square(name));
    case 'bool':
      return typeof value === 'boolean' ? void 0 : problem(name, say.eventField.bool(name));
    case 'claim':
      return claims.includes(value) ? void 0 : problem(name, say.eventField.claim(name, claims));
    case 'int':
      return isInteger(value) ? void 0 : problem(name, say.eventField.int(name));
    case 'result':
      return GAME_RESULTS.includes(value) ? void 0 : problem(name, say.eventField.result(name));
    case 'text':
      return typeof value === 'string' ? void 0 : problem(name, say.eventField.text(name));
    case 'moves': {
      if (!isObject(value)) return problem(name, say.eventField.movesObject(name));
      for (const [k, v] of Object.entries(value)) {
        if (!isColor(k) || !isInteger(v) || v < 0)
          return problem(`${name}.${k}`, say.eventField.moveCount(`${name}.${k}`));
      }
      return void 0;
    }
  }
  return problem(name, say.eventField.unknownShape(name));
}
function checkEvent(value, index, claims = CLAIM_KINDS) {
  const wrong = eventProblem(value, index, claims);
  return wrong ? err(wrong) : ok(value);
}
const inRange = (code, from) => code >= from && code < from + 8;
function isBoardUci(text) {
  const n = text.length;
  if (n !== 4 && n !== 5) return false;
  return (
    inRange(text.charCodeAt(0), 97) &&
    inRange(text.charCodeAt(1), 49) &&
    inRange(text.charCodeAt(2), 97) &&
    inRange(text.charCodeAt(3), 49) &&
    (n === 4 || 'nbrqk'.includes(text[4]))
  );
}
function isPlainMove(value) {
  if (value.type !== 'move') return false;
  const move = value.move;
  const at = value.at;
  if (typeof move !== 'string' || typeof at !== 'number' || !(at >= 0) || !isBoardUci(move))
    return false;
  if (!Number.isSafeInteger(at)) return false;
  return Object.keys(value).length === 3;
}
function eventProblem(value, index, claims) {
  if (!isObject(value)) return logError(index, 'type', say.eventField.notObject);
  if (isPlainMove(value)) return void 0;
  const type = value.type;
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_KINDS, type))
    return logError(index, 'type', say.eventField.unknownType(type));
  if (!isInteger(value.at) || value.at < 0) return logError(index, 'at', say.eventField.at);
  const shape = EVENT_KINDS[type].fields;
  for (const key of Object.keys(value)) {
    if (key !== 'type' && key !== 'at' && !Object.hasOwn(shape, key))
      return logError(index, key, say.eventField.unknownField(type, key));
  }
  for (const [name, kind] of FIELDS[type]) {
    const wrong = checkField(kind, value[name], name, claims);
    if (wrong) return logError(index, wrong.field, wrong.message);
  }
  return void 0;
}

export { checkEvent, eventProblem };
//# sourceMappingURL=checkEvent.js.map
