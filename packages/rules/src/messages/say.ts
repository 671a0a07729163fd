// The English sentences of errors in what a caller wrote (options, hooks, logs, starts); rulings,
// refusals and outcomes are messages (en.ts, ru.ts) that any catalog renders.
import { type Color, opposite } from '@chesslaws/board';
import type { TimeControlReading } from '@chesslaws/clock';

/** Text from outside quoted in a message: at most 120 characters, the rest marked as cut. */
export const clip = (text: string, max = 120): string =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;

/** A side's name in a sentence. */
export const SIDE = { white: 'White', black: 'Black' } as const;

/** The sentences, by what they are about. */
export const say = {
  noVariant: (regulation: string) =>
    `${regulation} has no variant plugin to set the start position: give one, or a start`,
  pluginFailed: (plugin: string, where: string, e: unknown) =>
    `plugin '${plugin}' failed in ${where}: ${e instanceof Error ? e.message : String(e)}`,
  moveNotLegal: (ply: number) => `move ${ply + 1} is not legal`,
  review: {
    badInput: (field: string, expected: string) => `reviewMoves: ${field} must be ${expected}`,
    flagNotOnMove: (side: Color) =>
      `${SIDE[side]}'s flag cannot have fallen after the last move: only the clock of the side on move (${SIDE[opposite(side)]}) runs`,
  },
  recordMove: (ply: number, refusal: string) => `move ${ply + 1} of the record: ${refusal}`,
  recordedResult: 'the result recorded in the game',
  // A plugin's options that do not fit its schema: `plugin: option 'field' <what is wrong>`.
  option: {
    wrong: (plugin: string, field: string, message: string) =>
      `${plugin}: option '${field}' ${message}`,
    oneOf: (values: readonly unknown[]) =>
      `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`,
    boolean: 'must be true or false',
    integer: (min: number) => `must be a whole number of at least ${min}`,
    ms: 'must be a whole number of milliseconds, at least 0',
    points: 'must be a number of points, at least 0',
    ruleId: "must be a rule ID such as 'L-7.5.5' or 'S-blitz'",
    object: 'must be an object',
    unknown: (plugin: string, known: readonly string[]) =>
      `is not an option of ${plugin} (it has ${known.join(', ')})`,
    byCategory: 'must be an object keyed by time category',
    tooDeep: 'nests more than 32 levels deep (or contains itself): options are plain data',
    notACategory: (categories: readonly string[]) =>
      `is not a time category (${categories.join(', ')})`,
  },
  // A hook written wrong: `plugin 'name': field <what is wrong>`.
  hook: {
    wrong: (plugin: string, field: string, message: string) =>
      `plugin '${plugin}': ${field} ${message}`,
    notAFunction: 'must be a function, or an object with a handler function',
    badOrder: "must be 'pre' or 'post'",
    filterNotAllowed: (eventHooks: readonly string[]) =>
      `is only for the event hooks (${eventHooks.join(', ')})`,
    noTypes: "must list event types, like ['offer-draw']",
    unreachable: (plugin: string, field: string, regulation: string, types: readonly string[]) =>
      `plugin '${plugin}': ${field} would never be called: no plugin of ${regulation} gives ${types.map((t) => `'${t}'`).join(' or ')} events a meaning (add the plugin that does, or list them in handles)`,
    notAnEventType: (type: unknown, types: readonly string[]) =>
      `${JSON.stringify(type)} is not an event type (${types.join(', ')})`,
  },
  // A saved game's regulation header that does not rebuild a regulation.
  header: {
    missing: 'the log has no regulation header',
    noName: 'the regulation header has no name',
    noPlugins: 'the regulation header lists no plugins',
    badEntry: (field: string) => `${field} is not { name, options }`,
    unknownVariant: (variant: unknown, known: readonly string[]) =>
      `the game was played in the variant ${JSON.stringify(variant)}, not among ${known.join(', ')}: pass it, readRegulation(header, { variants: [...lichessVariants(), yourVariant] })`,
    unknownPlugin: (name: string) =>
      `the game used a plugin '${name}' that is not given: pass its factory, readRegulation(header, { plugins: [${name}] })`,
  },
  // Making or overriding a regulation.
  regulation: {
    needsConfig: 'defineRegulation takes { name, plugins }',
    needsName: 'a regulation needs a name',
    unknownField: (field: string) =>
      `defineRegulation takes { name, plugins }, not '${field}' (change a preset with its overrides, like fideBlitz({ drawOffers: false }))`,
    pluginsList: 'plugins must be a list of plugins and regulations',
    notAPlugin: (field: string) =>
      `${field} is not a plugin or a regulation (list plugins like drawOffers(), and presets like fideBlitz())`,
    duplicate: (regulation: string, plugin: string) =>
      `${regulation} lists '${plugin}' twice: change a preset's plugin with the preset's overrides, like fideBlitz({ ${plugin}: { ... } }), or give yours another name and replaces: '${plugin}'`,
    nothingToReplace: (regulation: string, plugin: string, replaced: string) =>
      `'${plugin}' replaces '${replaced}', which ${regulation} does not have before it: list it after the preset that has '${replaced}'`,
    overridesObject: "a preset's overrides are an object like { illegalMoves: { lossOn: 3 } }",
    overrideObject: (plugin: string) =>
      `the override of '${plugin}' must be its options as an object, or false to remove it`,
    noSuchPlugin: (regulation: string, key: string, names: readonly string[]) =>
      `${regulation} has no plugin '${key}' (it has ${names.join(', ')})`,
    required: (plugin: string) =>
      `'${plugin}' cannot be removed: every regulation has it (change its options, or replace it with a plugin that replaces: '${plugin}')`,
    notConfigurable: (plugin: string) =>
      `plugin '${plugin}' has no configure(): it can be removed but not overridden`,
  },
  // A saved game that does not restore.
  log: {
    notObject: 'a saved game must be an object',
    format: (format: unknown) => `not a chesslaws game log (format ${JSON.stringify(format)})`,
    version: (version: unknown) => `unknown log version ${JSON.stringify(version)}`,
    unknownField: (field: string, known: readonly string[]) =>
      `a saved game has no field '${field}' (it has ${known.join(', ')})`,
    events: 'events must be an array',
    noStartFen: 'start.fen is missing',
    unknownStartField: (field: string) =>
      `start has no field '${field}' (a saved start is { fen } or { fen, chess960 })`,
    noControl: 'control is missing (null for a game without a clock)',
    control: (problem: string) => `control ${problem}`,
    controlNotData: (control: unknown) =>
      `must be a TimeControl object ({ white, black }) or null, not ${JSON.stringify(control)}`,
    controlField: (field: string) => `has no field '${field}' (a TimeControl is { white, black })`,
    not960: (fen: string, n: unknown, expected: string) =>
      `start.fen ${JSON.stringify(fen)} is not Chess960 start position ${n} (${expected})`,
    otherRegulation: (name: unknown, expected: string) =>
      `the game was played under '${String(name)}', not '${expected}'`,
    otherPlugins: (theirs: string, ours: string) =>
      `the game's plugins were ${theirs}, not ${ours}`,
    otherOptions: (plugin: string, options: string) =>
      `plugin '${plugin}' had other options when the game was played: ${clip(options)}`,
    tooDeep: (problem: { readonly path: string; readonly reason: 'too-deep' | 'too-large' }) =>
      problem.reason === 'too-deep'
        ? `${problem.path} nests more than 32 levels deep (or contains itself): a saved game is never so deep`
        : `${problem.path} holds more values than a saved game ever does`,
    eventRefused: (index: number, type: string, message: string) =>
      `events[${index}] (${type}): ${message}`,
  },
  // An event of a log, or an action, whose shape is wrong: `events[i]: 'field' ...`.
  eventField: {
    located: (index: number, message: string) => `events[${index}]: ${message}`,
    notObject: 'an event must be an object',
    unknownType: (type: unknown) => `unknown event type ${JSON.stringify(type)}`,
    at: "'at' must be a whole, non-negative number of ms",
    unknownField: (type: string, field: string) => `a '${type}' event has no field '${field}'`,
    missing: (name: string) => `'${name}' is missing`,
    color: (name: string) => `'${name}' must be 'white' or 'black'`,
    uci: (name: string) =>
      `'${name}' must be a move in UCI, like 'e2e4', 'e7e8q' or the drop 'N@f3'`,
    square: (name: string) => `'${name}' must be a square name, like 'e4'`,
    bool: (name: string) => `'${name}' must be true or false`,
    claim: (name: string, claims: readonly string[]) =>
      `'${name}' must be one of ${claims.join(', ')}`,
    int: (name: string) => `'${name}' must be a whole number of ms`,
    result: (name: string) => `'${name}' must be '1-0', '0-1' or '1/2-1/2'`,
    text: (name: string) => `'${name}' must be text`,
    movesObject: (name: string) => `'${name}' must be an object like { "white": 40 }`,
    moveCount: (name: string) => `'${name}' must be a side with a count of moves`,
    unknownShape: (name: string) => `'${name}' has an unknown shape`,
  },
  // A game's start that cannot be set up.
  start: {
    badLocale: (given: string, ids: readonly string[]) =>
      `locale must be a notation language (${ids.join(', ')}) or a Locale object, not ${given}`,
    unknownOption: (field: string, known: readonly string[]) =>
      `createGame has no option '${field}' (it takes ${known.join(', ')})`,
    shape: 'start must be a FEN string, { fen } or { chess960 }',
    fenNotText: 'start.fen must be a FEN string',
    chess960InVariant: (variant: string) =>
      `a Chess960 start-position number needs the chess960 variant, not ${variant}: give a FEN`,
    variantFen: (variant: string, message: string) => `${variant} FEN: ${message}`,
    chess960Range: (n: unknown) => `Chess960 start positions are 0..959, not ${n}`,
  },
  // A time control given as text that does not read, or reads two ways.
  control: {
    what: 'time control',
    wrong: (what: string, message: string) => `${what}: ${message}`,
    passClock: (r: TimeControlReading, text: string) =>
      `clock: '${r.explicit}' (or { ${r.notation}: '${text}' })`,
    ambiguous: (
      what: string,
      text: string,
      minutes: TimeControlReading,
      seconds: TimeControlReading,
      pass: (r: TimeControlReading) => string,
    ) => {
      const notation = {
        shorthand: 'minutes, as on a poster',
        pgn: 'seconds, as a PGN TimeControl tag',
      };
      const reading = (r: TimeControlReading) => `${r.words} (${notation[r.notation]})`;
      const passing = (r: TimeControlReading) => `${pass(r)} for ${r.words}`;
      return `${what} '${text}' reads two ways: ${reading(minutes)} or ${reading(seconds)}; pass ${passing(minutes)}, or ${passing(seconds)}`;
    },
  },
} as const;
