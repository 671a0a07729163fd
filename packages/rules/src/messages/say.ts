// Every English sentence the runtime writes (rulings, outcomes' reasons, refusals, errors), in one place.
import { type Color, type GameResult, opposite } from '@chesslaws/board';
import type { Adjustment, TimeCategory, TimeControlReading } from '@chesslaws/clock';
import type { Outcome } from '@chesslaws/termination';
import { formatMs } from './format.js';

/** An outcome with the rule that decided it (the model's `RuledOutcome`). */
type RuledOutcome = Outcome & { readonly byRule: string };

/** Text from outside quoted in a message: at most 120 characters, the rest marked as cut. */
export const clip = (text: string, max = 120): string =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;

/** A side's name in a sentence. */
export const SIDE = { white: 'White', black: 'Black' } as const;

const ordinal = (n: number): string =>
  n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`;

/** Clock changes in words: `+1:00 to White, -0:30 to Black`. */
const adjustmentsInWords = (adjustments: readonly Adjustment[]): string =>
  adjustments
    .map((a) => `${a.delta > 0 ? '+' : ''}${formatMs(a.delta)} to ${SIDE[a.side]}`)
    .join(', ');

/** The outcome in words: "Black wins by checkmate", "a draw by agreement". */
export function describeOutcome(outcome: RuledOutcome): string {
  const who = outcome.winner ? `${SIDE[outcome.winner]} wins` : 'a draw';
  switch (outcome.termination) {
    case 'timeout':
      return `${who} on time`;
    case 'timeout-vs-insufficient-material':
      return 'a draw, since the opponent cannot mate by any series of legal moves';
    case 'variant-end':
      return outcome.winner
        ? `${who} by the rules of the variant`
        : 'a draw by the rules of the variant';
    case 'dead-position':
      return 'a draw: the position is dead, neither side can mate';
    case 'insufficient-material':
      return 'a draw: neither side has the material to mate';
    case 'fivefold-repetition':
      return 'a draw: the same position for the fifth time';
    case 'seventyfive-moves':
      return 'a draw: 75 moves each without a capture or a pawn move';
    case 'both-flags-fallen':
      return 'a draw: both flags are down';
    case 'arbiter':
      return `${who} by the arbiter's decision`;
    default:
      return `${who} by ${outcome.termination.replaceAll('-', ' ')}`;
  }
}

/** Event types in words, for a regulation that has no rule for one. */
const EVENT_WORDS: Readonly<Record<string, string>> = {
  'illegal-move': 'completed illegal moves',
  press: 'a clock pressed without a move',
  'offer-draw': 'draw offers',
  'accept-draw': 'draw offers',
  'decline-draw': 'draw offers',
  takeback: 'takebacks',
};

/** The sentences, by what they are about. */
export const say = {
  /** An outcome's reason: what happened, the outcome, the rule. */
  outcome: (outcome: RuledOutcome, cause?: string): string => {
    const words = describeOutcome(outcome);
    return `${cause ? `${cause}: ${words}` : words} (${outcome.byRule})`;
  },
  /** A plugin's refusal, as the error's message. */
  refusal: (reason: string, rule: string): string => `${reason} (${rule})`,
  /** A ruling's message: what happened and the rule. */
  ruling: (message: string, rule: string): string => `${message} (${rule})`,

  outOfOrder: (at: number, previous: number) =>
    `event at ${at} ms comes before the previous one (${previous} ms)`,
  gameOver: (reason: string) => `the game is over: ${reason}`,
  notStarted: 'the clock has not been started',
  alreadyStarted: 'the game has already started',
  noClock: 'this game has no clock',
  paused: 'the clocks are paused',
  awaitingArbiter: (reason: string) => `the arbiter must decide first: ${reason}`,
  unhandled: (regulation: string, type: string) =>
    `${regulation} has no rule for ${EVENT_WORDS[type] ?? `'${type}' events`}`,
  notUci: (text: string) => `'${text}' is not a move in UCI (like e2e4 or e7e8q)`,
  badMoveInput:
    "a move is SAN ('Nf3'), UCI ('g1f3'), or { from, to, promotion? } with squares 0..63",
  noSuchPieceThere: (text: string, square: string) => `'${text}' is not the piece on ${square}`,
  writeSquare: (text: string) => `'${text}' names no square to move to: write it whole, like e4`,
  noPieceOfRole: (side: Color, role: string) => `${SIDE[side]} has no ${role} that can be meant`,
  whichPiece: (role: string, squares: readonly string[], to: string) =>
    `which ${role}? write its square too: ${squares.map((s) => `${s}-${to}`).join(' or ')}`,
  notLegal: (text: string, side: Color, why: string) =>
    `${text} is not a legal move for ${SIDE[side]} here: ${why}`,
  // Why a move is not legal (see `whyIllegal.ts`), the end of `notLegal`'s sentence.
  why: {
    noPiece: (square: string) => `there is no piece on ${square}`,
    notYours: (role: string, square: string, side: Color) =>
      `the ${role} on ${square} is not ${SIDE[side]}'s`,
    mustPromote: (uci: string) =>
      `a pawn reaching the last rank must promote: add q, r, b or n (${uci}q)`,
    noPromotion: 'only a pawn reaching the last rank promotes',
    promotesTo: (role: string, variant: string) =>
      `a pawn may not promote to a ${role} in ${variant}`,
    noMoves: (role: string, square: string, check: boolean) =>
      check
        ? `the king is in check, and the ${role} on ${square} cannot help`
        : `the ${role} on ${square} has no legal move`,
    goesTo: (role: string, square: string, targets: readonly string[], check: boolean) =>
      `the ${role} on ${square} can go to ${targets.join(', ')}${check ? ' (the king is in check)' : ''}`,
    noDrops: (variant: string) => `there are no drops in ${variant}`,
    notInHand: (side: Color, role: string) => `${SIDE[side]} has no ${role} in hand`,
    occupied: (square: string) => `${square} is not empty`,
    pawnRank: 'a pawn may not be dropped on the first or last rank',
    dropNow: (role: string, square: string, check: boolean) =>
      check
        ? `the king is in check, and a ${role} on ${square} does not stop it`
        : `a ${role} may not be dropped on ${square} now`,
  },
  mustPlayIntended: (side: Color, uci: string) =>
    `after the incorrect claim ${SIDE[side]} must play the move written down, ${uci}`,

  noPieceToMove: (side: Color, square: string) => `there is no ${side} piece on ${square} to move`,
  noPieceToDrop: (side: Color, role: string) => `${SIDE[side]} has no ${role} in hand to drop`,
  legalNotIllegal: (text: string) => `${text} is a legal move: play it as a move`,
  unplayable: (side: Color, move: string, why: string) =>
    `${SIDE[side]}'s illegal move ${move} left a position that cannot be played on (${why})`,
  illegalLabel: (
    kind: 'illegal-move' | 'press-without-move' | 'unpromoted-pawn' | 'two-hands',
    side: Color,
    move: string | undefined,
  ) =>
    kind === 'press-without-move'
      ? `${SIDE[side]} pressed the clock without moving (L-7.5.3)`
      : kind === 'unpromoted-pawn'
        ? `${SIDE[side]} left a pawn unpromoted on ${move?.slice(2, 4)} (L-7.5.2)`
        : kind === 'two-hands'
          ? `${SIDE[side]} made the move ${move} with two hands (L-7.5.4)`
          : `${SIDE[side]} completed the illegal move ${move}`,
  illegalSettled: (
    label: string,
    replaced: 'queen' | 'move' | undefined,
    adjustments: readonly Adjustment[] = [],
  ) => {
    const bonus = adjustmentsInWords(adjustments);
    const board =
      replaced === undefined
        ? 'the position is restored'
        : replaced === 'queen'
          ? 'it becomes a queen'
          : 'the move stands';
    return `${label}; ${board}${bonus ? ` and ${bonus}` : ''}`;
  },
  illegalLoses: (label: string, count: number) => `${label}, the ${ordinal(count)} illegal move`,
  illegalStood: (side: Color, move: string) =>
    `${SIDE[side]}'s illegal move ${move} stood: it was not claimed`,
  notYourClock: (by: Color, turn: Color) =>
    `${SIDE[by]}'s clock is not running: only ${SIDE[turn]} can press it`,
  nothingToTouch: (square: string) => `there is no piece on ${square} to touch`,
  notOnMove: (side: Color) => `${SIDE[side]} is not on move`,

  claimNotOnMove: (rule: string) => `only the player on move can claim (${rule})`,
  claimIllegalFirst: 'claim the illegal move first, or play on',
  intendedNotLegal: (text: string, rule: string) =>
    `the intended move ${text} is not legal (${rule})`,
  noClaimsOfKind: (regulation: string, kind: string) => `${regulation} takes no ${kind} claims`,
  claimCorrect: (side: Color, title: string, intended: string | undefined) =>
    `${SIDE[side]} claimed ${title}${intended ? ` with the move ${intended}` : ''}, correctly`,
  claimIncorrect: (
    side: Color,
    kind: string,
    reason: string,
    adjustments: readonly Adjustment[],
    mustPlay: string | undefined,
  ) =>
    `${SIDE[side]}'s ${kind} claim was incorrect (${reason})${adjustments.length ? `: ${adjustmentsInWords(adjustments)}` : ''}${mustPlay ? `; ${mustPlay} must now be played` : ''}`,
  claimForArbiter: (side: Color, title: string, reason: string) =>
    `${SIDE[side]} claims ${title}: ${reason}; the clocks are stopped and the arbiter decides`,
  claimUpheld: (side: Color, title: string, reason: string | undefined) =>
    `the arbiter upheld ${SIDE[side]}'s claim of ${title}${reason ? ` (${reason})` : ''}`,
  claimRejected: (side: Color, title: string, reason: string | undefined) =>
    `the arbiter rejected ${SIDE[side]}'s claim of ${title}${reason ? ` (${reason})` : ''}: play goes on`,
  claimRejectedPenalty: (side: Color, adjustments: readonly Adjustment[]) =>
    `${SIDE[side]}'s rejected claim costs ${adjustmentsInWords(adjustments)}`,
  nothingToDecide: 'no claim waits for the arbiter',
  noIllegalToClaim: (offender: Color, by: Color) =>
    `${SIDE[offender]} has no illegal move for ${SIDE[by]} to claim`,
  noRulingOnClaim: 'the regulation gives no ruling on this claim',
  clockCannotTakeBack: (message: string) =>
    `the clock cannot take back the illegal move: ${message}`,

  ownFlag: (side: Color) => `${SIDE[side]} cannot call his own flag`,
  flagNotFallen: (side: Color) => `${SIDE[side]}'s flag has not fallen`,
  noFlag: 'no flag has fallen',
  flagFell: (side: Color) => `${SIDE[side]}'s flag fell`,
  flagFellFirst: (side: Color, at: number) =>
    `${SIDE[side]}'s flag fell first, at ${at} ms: the order is known, and that flag decides`,
  bothFlags: 'both flags fell and nobody can say which fell first',
  flagBeforeEvent: (flag: { readonly side: Color; readonly at: number }) =>
    `${SIDE[flag.side]}'s flag fell at ${flag.at} ms, before this event, and no flag event records it`,
  badNow: "the game's now() did not return a number of milliseconds",

  nothingToTakeBack: 'there is no move to take back',
  resigned: (side: Color) => `${SIDE[side]} resigned`,
  acceptedOffer: (side: Color, offerer: Color) =>
    `${SIDE[side]} accepted ${SIDE[offerer]}'s draw offer`,
  declared: (result: GameResult, reason: string | undefined) =>
    `the arbiter declared ${result}${reason ? `: ${reason}` : ''}`,

  noVariant: (regulation: string) =>
    `${regulation} has no variant plugin to set the start position: give one, or a start`,
  unscored: (result: string) => `no plugin scored the outcome ${result}`,
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
  underCategory: (category: TimeCategory, summary: string) =>
    `under a ${category} control: ${summary}`,
  // Why an illegal move left a position that cannot be played on (the end of `unplayable`).
  unplayableBecause: {
    notInPocket: 'there is no such piece in the pocket',
    dropSquareTaken: 'the drop square is not empty',
    noPiece: 'there is no piece on the from-square',
    kingTaken: 'a king was taken',
  },
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
