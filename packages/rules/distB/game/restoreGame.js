import { err, ok } from '@chesslaws/board';
import { validateTimeControl } from '@chesslaws/clock';
import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { dataProblem } from '../model/plainData.js';
import { migrateHeader } from '../regulation/migrateHeader.js';
import { createGame } from './createGame.js';

function restoreGame(regulation, log, options = {}) {
  const bad = (message, field) => err(new RulesError('ERR_RULES_LOG', message, { field }));
  if (typeof log !== 'object' || log === null) return bad(say.log.notObject, '(log)');
  const data = log;
  if (data.format !== 'chesslaws-game') return bad(say.log.format(data.format), 'format');
  if (data.version !== 1) return bad(say.log.version(data.version), 'version');
  const topField = unknownField(data, LOG_FIELDS);
  if (topField !== void 0) return bad(say.log.unknownField(topField, LOG_FIELDS), topField);
  if (!Array.isArray(data.events)) return bad(say.log.events, 'events');
  const header = data.regulation;
  const mismatch = compareHeaders(regulation.header, header);
  if (mismatch)
    return err(new RulesError('ERR_RULES_LOG_REGULATION', mismatch, { field: 'regulation' }));
  const start = data.start;
  if (typeof start !== 'object' || start === null || typeof start.fen !== 'string')
    return bad(say.log.noStartFen, 'start');
  const startField = unknownField(start, START_FIELDS);
  if (startField !== void 0)
    return bad(say.log.unknownStartField(startField), `start.${startField}`);
  const gameStart = start.chess960 !== void 0 ? { chess960: start.chess960 } : { fen: start.fen };
  const control = data.control;
  if (control === void 0) return bad(say.log.noControl, 'control');
  if (control !== null) {
    const deep = dataProblem(control, 'control');
    if (deep) return bad(say.log.tooDeep(deep), deep.path);
    const problem = controlProblem(control);
    if (problem) return bad(say.log.control(problem), 'control');
  }
  const created = createGame(regulation, {
    start: gameStart,
    clock: control === null ? false : control,
    autoStart: false,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!created.ok)
    return err(
      new RulesError('ERR_RULES_LOG', created.error.message, {
        field: created.error.location?.field ?? 'start',
      }),
    );
  if ('chess960' in gameStart) {
    const fen = created.value.toJSON().start.fen;
    if (fen !== start.fen) return bad(say.log.not960(start.fen, start.chess960, fen), 'start');
  }
  const game = created.value;
  const replayed = game.replay(data.events);
  if (!replayed.ok) return replayed;
  return ok(game);
}
const LOG_FIELDS = ['format', 'version', 'regulation', 'start', 'control', 'events'];
const START_FIELDS = ['fen', 'chess960'];
function unknownField(value, known) {
  for (const key in value) if (Object.hasOwn(value, key) && !known.includes(key)) return key;
  return void 0;
}
function controlProblem(control) {
  if (typeof control !== 'object' || control === null || Array.isArray(control))
    return say.log.controlNotData(control);
  const field = unknownField(control, ['white', 'black']);
  if (field !== void 0) return say.log.controlField(field);
  const valid = validateTimeControl(control);
  return valid.ok ? void 0 : valid.error.message;
}
function stable(value) {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
const written = /* @__PURE__ */ new WeakMap();
function stableOptions(header) {
  let options = written.get(header);
  if (!options) written.set(header, (options = header.plugins.map((p) => stable(p.options))));
  return options;
}
function sameData(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a;
  const y = b;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key)) continue;
    if (!Object.hasOwn(y, key) || !sameData(x[key], y[key])) return false;
    keys++;
  }
  for (const key in y) if (Object.hasOwn(y, key)) keys--;
  return keys === 0;
}
function compareHeaders(expected, actual) {
  if (typeof actual !== 'object' || actual === null) return say.header.missing;
  const got = migrateHeader(actual);
  if (got.name !== expected.name) return say.log.otherRegulation(got.name, expected.name);
  if (!Array.isArray(got.plugins)) return say.header.noPlugins;
  const names = (list) => list.map((p) => String(p?.name)).join(', ');
  const theirs = got.plugins;
  const sameNames =
    theirs.length === expected.plugins.length &&
    expected.plugins.every((p, i) => p.name === theirs[i]?.name);
  if (!sameNames) return say.log.otherPlugins(names(theirs), names(expected.plugins));
  for (let i = 0; i < expected.plugins.length; i++) {
    const plugin = expected.plugins[i];
    const theirs2 = got.plugins[i]?.options;
    if (sameData(plugin.options, theirs2)) continue;
    const deep = dataProblem(theirs2, `regulation.plugins[${i}].options`);
    if (deep) return say.log.tooDeep(deep);
    const text = stable(theirs2);
    if (stableOptions(expected)[i] !== text) return say.log.otherOptions(plugin.name, text);
  }
  return void 0;
}

export { restoreGame };
//# sourceMappingURL=restoreGame.js.map
