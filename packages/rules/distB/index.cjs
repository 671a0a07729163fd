'use strict';
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all) __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if ((from && typeof from === 'object') || typeof from === 'function') {
    for (const key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, {
          get: () => from[key],
          enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable,
        });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, '__esModule', { value: true }), mod);

// src/index.ts
var index_exports = {};
__export(index_exports, {
  ARBITER_EVENT_TYPES: () => ARBITER_EVENT_TYPES,
  CLAIM_KINDS: () => CLAIM_KINDS,
  EN: () => EN,
  FOOTBALL_SCORING: () => FOOTBALL_SCORING,
  GAME_EVENT_TYPES: () => GAME_EVENT_TYPES,
  HOOK_KINDS: () => HOOK_KINDS,
  HOOK_NAMES: () => HOOK_NAMES,
  MESSAGE_CATALOGS: () => MESSAGE_CATALOGS,
  REGULATIONS: () => REGULATIONS,
  RU: () => RU,
  RULES_ERROR_CODES: () => RULES_ERROR_CODES,
  RulesError: () => RulesError,
  armageddon: () => armageddon,
  automaticDraws: () => automaticDraws,
  casual: () => casual,
  claimableDraws: () => claimableDraws,
  createGame: () => createGame,
  definePlugin: () => definePlugin,
  defineRegulation: () => defineRegulation,
  describeRegulation: () => describeRegulation,
  drawOdds: () => drawOdds,
  drawOffers: () => drawOffers,
  fideBlitz: () => fideBlitz,
  fideBlitzUnsupervised: () => fideBlitzUnsupervised,
  fideRapid: () => fideRapid,
  fideRapidUnsupervised: () => fideRapidUnsupervised,
  fideStandard: () => fideStandard,
  flagFall: () => flagFall,
  formatMessage: () => formatMessage,
  formatRegulation: () => formatRegulation,
  fromGameRecord: () => fromGameRecord,
  gameSetup: () => gameSetup,
  illegalMoves: () => illegalMoves,
  incorrectClaim: () => incorrectClaim,
  is: () => is,
  isMessage: () => isMessage,
  legacy: () => legacy,
  message: () => message,
  quickplayFinish: () => quickplayFinish,
  readRegulation: () => readRegulation,
  recordedFlag: () => recordedFlag,
  regulationClaims: () => regulationClaims,
  restoreGame: () => restoreGame,
  reviewMoves: () => reviewMoves,
  scoring: () => scoring,
  takebacks: () => takebacks,
  timeControl: () => timeControl,
  toGameRecord: () => toGameRecord,
  touchMove: () => touchMove,
  touchObligation: () => touchObligation,
  variantPlugin: () => variantPlugin,
});
module.exports = __toCommonJS(index_exports);

// src/events/claim.ts
var import_board4 = require('@chesslaws/board');

// src/messages/moveParam.ts
var import_moves = require('@chesslaws/moves');
var import_notation = require('@chesslaws/notation');
function moveParam(pos, move2, style = 'san') {
  const parsed = typeof move2 === 'string' ? (0, import_moves.parseUci)(move2) : move2;
  const legal = parsed && pos.normalizeMove(parsed);
  if (legal) {
    const facts = (0, import_notation.moveFacts)(pos.clone({ undo: false }), legal);
    return Object.freeze({ kind: 'move', facts: Object.freeze(facts), style });
  }
  return Object.freeze({
    kind: 'move',
    facts: Object.freeze(illegalFacts(pos, parsed)),
    style: 'lan',
  });
}
function illegalFacts(pos, move2) {
  const from = move2?.from ?? 0;
  const to = move2?.to ?? 0;
  const piece = move2?.drop ? { role: move2.drop, color: pos.turn } : pos.pieceAt(from);
  const target = pos.pieceAt(to);
  const facts = {
    role: piece?.role ?? 'pawn',
    from: move2?.drop ? to : from,
    to,
    capture: target !== void 0 && target.color !== piece?.color,
    enPassant: false,
    disambiguation: 'square',
    check: 'none',
    chess960: pos.chess960,
    ...(move2?.drop ? { drop: move2.drop } : {}),
  };
  return move2?.promotion ? { ...facts, promotion: move2.promotion } : facts;
}

// src/messages/message.ts
var message = (key, params = {}) => Object.freeze({ key, params: Object.freeze({ ...params }) });
var asMessage = (value) => (typeof value === 'string' ? message('text', { text: value }) : value);
var isMessage = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.key === 'string' &&
  typeof value.params === 'object';

// src/messages/msg.ts
var msg = (key, params) => message(key, params);

// src/model/errors.ts
var import_board = require('@chesslaws/board');

// src/messages/catalog.ts
var import_notation2 = require('@chesslaws/notation');

// src/messages/format.ts
function formatMs(ms) {
  const sign = ms < 0 ? '-' : '';
  const total = Math.round(Math.abs(ms) / 1e3);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${sign}${m}:${String(s).padStart(2, '0')}`;
}

// src/messages/catalog.ts
function makeFormatter(context) {
  const { catalog, figurines } = context;
  const locale = (0, import_notation2.resolveLocale)(catalog.notation);
  const formatter = {
    language: catalog.language,
    move: (m) =>
      (0, import_notation2.formatSan)(
        m.facts,
        m.style === 'lan' ? 'lan' : figurines ? 'figurine' : 'san',
        locale,
      ),
    time: formatMs,
    adjustments: (list) =>
      list
        .map((a) => catalog.adjustment(`${a.delta > 0 ? '+' : ''}${formatMs(a.delta)}`, a.side))
        .join(', '),
    text: (value) => (value === void 0 ? '' : typeof value === 'string' ? value : render(value)),
    side: (side) => catalog.sides[side],
    role: (role) => catalog.roles[role],
  };
  const render = (message2) => {
    const template = catalog.templates[message2.key] ?? context.lookup(message2.key);
    if (!template) return `${message2.key}${JSON.stringify(message2.params)}`;
    return template(message2.params, formatter);
  };
  return formatter;
}

// src/messages/en.ts
var t = (template) => template;
var ORDINAL = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth'];
var ordinal = (n) => ORDINAL[n] ?? `${n}th`;
var plies = (targets) => targets.join(', ');
var outcome = t((p, f) => {
  const who = p.winner ? `${f.side(p.winner)} wins` : 'a draw';
  switch (p.termination) {
    case 'timeout':
      return `${who} on time`;
    case 'timeout-vs-insufficient-material':
      return 'a draw, since the opponent cannot mate by any series of legal moves';
    case 'variant-end':
      return p.winner ? `${who} by the rules of the variant` : 'a draw by the rules of the variant';
    case 'dead-position':
      return 'a draw: the position is dead, neither side can mate';
    case 'insufficient-material':
      return 'a draw: neither side has the material to mate';
    case 'fivefold-repetition':
      return 'a draw: the same position for the fifth time';
    case 'seventyfive-moves':
      return 'a draw: 75 moves each without a capture or a pawn move';
    case 'threefold-repetition':
      return `${who} by threefold repetition`;
    case 'fifty-moves':
      return `${who} by the fifty-move rule`;
    case 'both-flags-fallen':
      return 'a draw: both flags are down';
    case 'illegal-moves':
      return `${who}: illegal moves`;
    case 'arbiter':
      return `${who} by the arbiter's decision`;
    default:
      return `${who} by ${p.termination.replaceAll('-', ' ')}`;
  }
});
var EN_TEMPLATES = {
  /** Text a plugin gave as it is: the same in every language. */
  text: t((p) => p.text),
  // ---- how a game ended ----
  outcome,
  'outcome.reason': t((p, f) =>
    p.cause ? `${f.text(p.cause)}: ${f.text(p.outcome)}` : f.text(p.outcome),
  ),
  'outcome.mapped': t(
    (p, f) => `${p.winner ? `${f.side(p.winner)} wins` : 'a draw'} instead of: ${f.text(p.before)}`,
  ),
  'cause.resigned': t((p, f) => `${f.side(p.side)} resigned`),
  'cause.acceptedOffer': t(
    (p, f) => `${f.side(p.side)} accepted ${f.side(p.offerer)}'s draw offer`,
  ),
  'cause.declared': t((p) => `the arbiter declared ${p.result}${p.reason ? `: ${p.reason}` : ''}`),
  'cause.flagFell': t((p, f) => `${f.side(p.side)}'s flag fell`),
  'cause.bothFlags': t(() => 'both flags fell and nobody can say which fell first'),
  'cause.claimCorrect': t(
    (p, f) =>
      `${f.side(p.side)} claimed ${f.text(p.title)}${p.intended ? ` with the move ${f.move(p.intended)}` : ''}, correctly`,
  ),
  'cause.claimUpheld': t(
    (p, f) =>
      `the arbiter upheld ${f.side(p.side)}'s claim of ${f.text(p.title)}${p.reason ? ` (${p.reason})` : ''}`,
  ),
  'cause.illegalLoses': t((p, f) => `${f.text(p.label)}, the ${ordinal(p.count)} illegal move`),
  // ---- rulings ----
  'illegal.label': t((p, f) => {
    const side = f.side(p.side);
    switch (p.kind) {
      case 'press-without-move':
        return `${side} pressed the clock without moving`;
      case 'unpromoted-pawn':
        return `${side} left a pawn unpromoted on the last rank (${p.move ? f.move(p.move) : ''})`;
      case 'two-hands':
        return `${side} made the move ${p.move ? f.move(p.move) : ''} with two hands`;
      default:
        return `${side} completed the illegal move ${p.move ? f.move(p.move) : ''}`;
    }
  }),
  'illegal.settled': t((p, f) => {
    const board =
      p.replaced === void 0
        ? 'the position is restored'
        : p.replaced === 'queen'
          ? 'it becomes a queen'
          : 'the move stands';
    const bonus = f.adjustments(p.adjustments);
    return `${f.text(p.label)}; ${board}${bonus ? ` and ${bonus}` : ''}`;
  }),
  'illegal.stood': t(
    (p, f) => `${f.side(p.side)}'s illegal move ${f.move(p.move)} stood: it was not claimed`,
  ),
  'illegal.unplayable': t(
    (p, f) =>
      `${f.side(p.side)}'s illegal move ${f.move(p.move)} left a position that cannot be played on (${f.text(p.why)})`,
  ),
  'unplayable.notInPocket': t(() => 'there is no such piece in the pocket'),
  'unplayable.dropSquareTaken': t(() => 'the drop square is not empty'),
  'unplayable.noPiece': t(() => 'there is no piece on the from-square'),
  'unplayable.kingTaken': t(() => 'a king was taken'),
  'unplayable.position': t((p) => p.text),
  'claim.forArbiter': t(
    (p, f) =>
      `${f.side(p.side)} claims ${f.text(p.title)}: ${f.text(p.reason)}; the clocks are stopped and the arbiter decides`,
  ),
  'claim.incorrect': t((p, f) => {
    const cost = f.adjustments(p.adjustments);
    return `${f.side(p.side)}'s claim of ${f.text(p.title)} was incorrect (${f.text(p.reason)})${cost ? `: ${cost}` : ''}${p.mustPlay ? `; ${f.move(p.mustPlay)} must now be played` : ''}`;
  }),
  'claim.rejected': t(
    (p, f) =>
      `the arbiter rejected ${f.side(p.side)}'s claim of ${f.text(p.title)}${p.reason ? ` (${p.reason})` : ''}: play goes on`,
  ),
  'claim.rejectedPenalty': t(
    (p, f) => `${f.side(p.side)}'s rejected claim costs ${f.adjustments(p.adjustments)}`,
  ),
  'claim.threefold': t(() => 'a draw by threefold repetition'),
  'claim.fifty': t(() => 'a draw by the fifty-move rule'),
  'claim.quickplayFinish': t(() => 'a draw in a quickplay finish'),
  // ---- why an action is refused ----
  'refusal.outOfOrder': t(
    (p) => `event at ${p.at} ms comes before the previous one (${p.previous} ms)`,
  ),
  'refusal.gameOver': t((p, f) => `the game is over: ${f.text(p.reason)}`),
  'refusal.notStarted': t(() => 'the clock has not been started'),
  'refusal.alreadyStarted': t(() => 'the game has already started'),
  'refusal.noClock': t(() => 'this game has no clock'),
  'refusal.paused': t(() => 'the clocks are paused'),
  'refusal.clock': t((p) => `the clock refuses: ${p.text}`),
  'refusal.awaitingArbiter': t((p, f) => `the arbiter must decide first: ${f.text(p.reason)}`),
  'refusal.unhandled': t((p) => {
    const words = {
      'illegal-move': 'completed illegal moves',
      press: 'a clock pressed without a move',
      'offer-draw': 'draw offers',
      'accept-draw': 'draw offers',
      'decline-draw': 'draw offers',
      takeback: 'takebacks',
    };
    return `${p.regulation} has no rule for ${words[p.type] ?? `'${p.type}' events`}`;
  }),
  'refusal.notUci': t((p) => `'${p.text}' is not a move in UCI (like e2e4 or e7e8q)`),
  'refusal.badMoveInput': t(
    () => "a move is SAN ('Nf3'), UCI ('g1f3'), or { from, to, promotion? } with squares 0..63",
  ),
  'refusal.san': t((p) => p.text),
  'refusal.writeSquare': t(
    (p) => `'${p.text}' names no square to move to: write it whole, like e4`,
  ),
  'refusal.noPieceOfRole': t(
    (p, f) => `${f.side(p.side)} has no ${f.role(p.role)} that can be meant`,
  ),
  'refusal.whichPiece': t(
    (p, f) =>
      `which ${f.role(p.role)}? write its square too: ${p.squares.map((s) => `${s}-${p.to}`).join(' or ')}`,
  ),
  'refusal.noSuchPieceThere': t((p) => `'${p.text}' is not the piece on ${p.square}`),
  'refusal.notLegal': t(
    (p, f) => `${p.move} is not a legal move for ${f.side(p.side)} here: ${f.text(p.why)}`,
  ),
  'refusal.mustPlayIntended': t(
    (p, f) =>
      `after the incorrect claim ${f.side(p.side)} must play the move written down, ${f.move(p.move)}`,
  ),
  'refusal.mustMoveBound': t(
    (p, f) => `${f.side(p.side)} must move the piece on ${p.square}, which was moved illegally`,
  ),
  'refusal.noPieceToMove': t(
    (p, f) => `there is no ${f.side(p.side).toLowerCase()} piece on ${p.square} to move`,
  ),
  'refusal.noPieceToDrop': t(
    (p, f) => `${f.side(p.side)} has no ${f.role(p.role)} in hand to drop`,
  ),
  'refusal.legalNotIllegal': t((p, f) => `${f.move(p.move)} is a legal move: play it as a move`),
  'refusal.notYourClock': t(
    (p, f) => `${f.side(p.by)}'s clock is not running: only ${f.side(p.turn)} can press it`,
  ),
  'refusal.nothingToTouch': t((p) => `there is no piece on ${p.square} to touch`),
  'refusal.notOnMove': t((p, f) => `${f.side(p.side)} is not on move`),
  'refusal.claimNotOnMove': t(() => 'only the player on move can claim'),
  'refusal.claimIllegalFirst': t(() => 'claim the illegal move first, or play on'),
  'refusal.intendedNotLegal': t((p) => `the intended move ${p.move} is not legal`),
  'refusal.noClaimsOfKind': t((p) => `${p.regulation} takes no ${p.kind} claims`),
  'refusal.nothingToDecide': t(() => 'no claim waits for the arbiter'),
  'refusal.noIllegalToClaim': t(
    (p, f) => `${f.side(p.offender)} has no illegal move for ${f.side(p.by)} to claim`,
  ),
  'refusal.noRulingOnClaim': t(() => 'the regulation gives no ruling on this claim'),
  'refusal.clockCannotTakeBack': t((p) => `the clock cannot take back the illegal move: ${p.text}`),
  'refusal.ownFlag': t((p, f) => `${f.side(p.side)} cannot call his own flag`),
  'refusal.flagNotFallen': t((p, f) => `${f.side(p.side)}'s flag has not fallen`),
  'refusal.noFlag': t(() => 'no flag has fallen'),
  'refusal.flagFellFirst': t(
    (p, f) =>
      `${f.side(p.side)}'s flag fell first, at ${p.at} ms: the order is known, and that flag decides`,
  ),
  'refusal.flagBeforeEvent': t(
    (p, f) =>
      `${f.side(p.side)}'s flag fell at ${p.at} ms, before this event, and no flag event records it`,
  ),
  'refusal.nothingToTakeBack': t(() => 'there is no move to take back'),
  'refusal.badNow': t(() => "the game's now() did not return a number of milliseconds"),
  'refusal.plugin': t((p) => `plugin '${p.plugin}' failed in ${p.hook}: ${p.text}`),
  // ---- why a move is not legal (the end of refusal.notLegal) ----
  'why.noPiece': t((p) => `there is no piece on ${p.square}`),
  'why.notYours': t((p, f) => `the ${f.role(p.role)} on ${p.square} is not ${f.side(p.side)}'s`),
  'why.mustPromote': t(
    (p) => `a pawn reaching the last rank must promote: add q, r, b or n (${p.uci}q)`,
  ),
  'why.noPromotion': t(() => 'only a pawn reaching the last rank promotes'),
  'why.promotesTo': t((p, f) => `a pawn may not promote to a ${f.role(p.role)} in ${p.variant}`),
  'why.noMoves': t((p, f) =>
    p.check
      ? `the king is in check, and the ${f.role(p.role)} on ${p.square} cannot help`
      : `the ${f.role(p.role)} on ${p.square} has no legal move`,
  ),
  'why.goesTo': t(
    (p, f) =>
      `the ${f.role(p.role)} on ${p.square} can go to ${plies(p.targets)}${p.check ? ' (the king is in check)' : ''}`,
  ),
  'why.noDrops': t((p) => `there are no drops in ${p.variant}`),
  'why.notInHand': t((p, f) => `${f.side(p.side)} has no ${f.role(p.role)} in hand`),
  'why.occupied': t((p) => `${p.square} is not empty`),
  'why.pawnRank': t(() => 'a pawn may not be dropped on the first or last rank'),
  'why.dropNow': t((p, f) =>
    p.check
      ? `the king is in check, and a ${f.role(p.role)} on ${p.square} does not stop it`
      : `a ${f.role(p.role)} may not be dropped on ${p.square} now`,
  ),
  // ---- the built-in plugins: refusals, reasons, the rules they put in force ----
  'rule.underCategory': t((p, f) => `under a ${p.category} control: ${f.text(p.summary)}`),
  'core.rule.legal': t(() => 'only a legal move is played on the board'),
  'core.rule.resign': t(() => 'a player may resign at any time; the opponent wins'),
  'core.rule.clock': t(
    () =>
      'the arbiter may pause and resume the clocks, add or remove time, and set the move counters',
  ),
  'core.rule.arbiter': t(
    () => 'the arbiter may declare a result, and decides the claims put to him',
  ),
  'variant.rule.start': t(() => 'the standard start position'),
  'variant.rule.castling': t(() => 'castling with the king two squares toward the rook'),
  'variant.rule.moves': t(
    () => 'pieces move and capture as Article 3 says; a pinned piece still attacks',
  ),
  'variant.rule.pawns': t(
    () => 'pawns: double step, en passant on the very next move only, promotion',
  ),
  'variant.rule.check': t(() => 'no move may leave or place the own king in check'),
  'variant.rule.mate': t(() => 'checkmate wins the game at once'),
  'variant.rule.stalemate': t(() => 'stalemate draws the game at once'),
  'variant.rule.chess960': t(
    (p) =>
      `Chess960 from start position ${p.start} unless the game names another; castling onto the standard squares`,
  ),
  'variant.rule.own': t((p) => p.text),
  'variant.rule.variantMoves': t((p) => `the moves are those of ${p.variant}`),
  'timeControl.rule.clock': t((p) => `clock ${p.control}; the clock of the side to move starts`),
  'timeControl.rule.category': t(
    (p) => `${p.control} is ${p.category} by base + 60 \xD7 increment`,
  ),
  'automaticDraws.rule.dead': t(
    (p) =>
      `a dead position ends the game at once (${p.how === 'full' ? 'full analysis' : p.how === 'quick' ? 'material and blocked pawn walls' : 'insufficient material'})`,
  ),
  'automaticDraws.rule.fivefold': t(
    (p) =>
      `the same position five times draws at once${p.consecutive ? ' (on consecutive alternate moves, 2014-2017)' : ''}`,
  ),
  'automaticDraws.rule.seventyFive': t(
    () => '75 moves each without a capture or pawn move draw at once, unless the last move mates',
  ),
  'claimableDraws.rule.threefold': t(
    (p) =>
      `the player on move may claim a threefold repetition${p.intendedMove ? ', now or with an intended move written down' : ''}`,
  ),
  'claimableDraws.rule.fifty': t(
    (p) =>
      `the player on move may claim after ${p.moves} moves each without a capture or pawn move`,
  ),
  'claimableDraws.rule.legacy75': t(() => "the old codes' material classes need 75 moves, not 50"),
  'claimableDraws.rule.automatic': t(
    () => 'casual play: the claim is made for the player as soon as it is correct',
  ),
  'claimableDraws.currentOnly': t(
    () => 'this regulation takes claims on the current position only',
  ),
  'claimableDraws.notThird': t(
    () => 'the intended move does not repeat a position for the third time',
  ),
  'claimableDraws.notThreeTimes': t(() => 'the position has not appeared three times'),
  'claimableDraws.intendedNotFifty': t(
    (p) => `the intended move does not complete ${p.moves} moves without a capture or pawn move`,
  ),
  'claimableDraws.notFifty': t(
    (p) => `there have not been ${p.moves} moves each without a capture or pawn move`,
  ),
  'illegalMoves.rule.rejected': t(() => 'illegal moves are refused: the app prevents them'),
  'illegalMoves.rule.completed': t(
    () =>
      'an illegal move is completed when the clock is pressed; the position before it is restored, and the piece moved must be moved',
  ),
  'illegalMoves.rule.unpromoted': t(
    () => 'a pawn left unpromoted on the last rank is an illegal move; it becomes a queen',
  ),
  'illegalMoves.rule.press': t(() => 'pressing the clock without a move is an illegal move'),
  'illegalMoves.rule.twoHands': t(
    () => 'a move made with two hands is an illegal move; the move stands',
  ),
  'illegalMoves.rule.forfeit': t(
    () => 'an illegal move the opponent claims before his own move loses',
  ),
  'illegalMoves.rule.penalty': t((p, f) =>
    p.lossOn === 2
      ? `the first illegal move gives the opponent +${f.time(p.bonus)}`
      : `each of the first ${p.lossOn - 1} illegal moves gives the opponent +${f.time(p.bonus)}`,
  ),
  'illegalMoves.rule.loss': t(
    (p) =>
      `the ${ordinal(p.lossOn)} illegal move loses${p.drawIfCannotMate ? ', or draws if the opponent cannot mate' : ''}`,
  ),
  'illegalMoves.rule.unsupervised': t(
    () =>
      'without an arbiter at the board, an illegal move counts only if claimed before the opponent moves',
  ),
  'illegalMoves.rejected': t(
    () => 'this regulation does not record illegal moves: play a legal one',
  ),
  'incorrectClaim.rule.opponentBonus': t(
    (p, f) => `an incorrect claim gives the opponent +${f.time(p.time)}`,
  ),
  'incorrectClaim.rule.claimantDeduction': t(
    (p, f) => `an incorrect claim adds ${f.time(p.time)} to the claimant's used time`,
  ),
  'incorrectClaim.rule.halfUpToThree': t(
    () =>
      "an incorrect claim costs half the claimant's time (at most 3 min) and gives the opponent 3 min",
  ),
  'incorrectClaim.rule.none': t(() => 'an incorrect claim costs no time'),
  'incorrectClaim.rule.intended': t(
    () => 'after an incorrect claim, the move written down with it must be played',
  ),
  'flagFall.rule.flag': t(
    (p) =>
      `the side whose flag falls loses${p.drawIfCannotMate ? ', but draws if the opponent cannot mate by any series of legal moves' : ''}; a mate on the board before stands`,
  ),
  'flagFall.rule.bothDraw': t(() => 'both flags down is a draw'),
  'flagFall.rule.bothFide': t(
    () => 'both flags down, order unknown: a draw in the last period, else play on',
  ),
  'flagFall.playOn': t(() => 'both flags fell before the last period: play goes on'),
  'drawOffers.rule.stands': t(
    () =>
      'a draw offer stands until accepted, declined, or the opponent touches a piece or moves; it cannot be withdrawn',
  ),
  'drawOffers.rule.agreement': t(() => 'a draw by agreement ends the game'),
  'drawOffers.rule.notAllowed': t(() => 'draw offers are not allowed in this event'),
  'drawOffers.notAllowed': t(() => 'draw offers are not allowed in this event'),
  'drawOffers.ownStands': t(
    (p, f) => `${f.side(p.side)}'s draw offer already stands; it cannot be withdrawn`,
  ),
  'drawOffers.otherStands': t(
    (p, f) => `${f.side(p.side)}'s draw offer stands: accept or decline it`,
  ),
  'drawOffers.noOffer': t((p, f) => `there is no draw offer for ${f.side(p.side)} to ${p.answer}`),
  'touchMove.rule.touched': t(
    () => "a deliberately touched piece must be moved, or taken if it is the opponent's",
  ),
  'touchMove.rule.castling': t(
    () => 'king then rook touched: castle with that rook if legal; rook first: no castling with it',
  ),
  'touchMove.rule.noClaim': t(
    () => "a player who touched a piece loses this move's right to claim a draw",
  ),
  'touchMove.noClaim': t(() => 'a player who touched a piece may not claim a draw on this move'),
  'touchMove.mustTake': t((p) => `the piece on ${p.from} must take on ${p.to}`),
  'touchMove.mustCastle': t((p) => `the king must castle with the rook on ${p.rook}`),
  'touchMove.otherKingMove': t(
    (p) => `castling with the rook on ${p.rook} is illegal: the king must make another move`,
  ),
  'touchMove.mustMove': t((p) => `the piece on ${p.square} was touched first and must move`),
  'touchMove.mustBeTaken': t((p) => `the piece on ${p.square} was touched and must be taken`),
  'quickplayFinish.rule': t(
    (p, f) =>
      `under a control without increment, the player on move with less than ${f.time(p.under)} left may claim a draw because the opponent cannot win by normal means; the clocks stop and the arbiter decides`,
  ),
  'quickplayFinish.noClock': t(() => 'the game has no clock'),
  'quickplayFinish.notLastPeriod': t(
    (p, f) => `${f.side(p.side)} is not in a last period without increment`,
  ),
  'quickplayFinish.flagFallen': t((p, f) => `${f.side(p.side)}'s flag has fallen`),
  'quickplayFinish.notUnder': t(
    (p, f) => `${f.side(p.side)} has ${f.time(p.left)} left, not less than ${f.time(p.under)}`,
  ),
  'quickplayFinish.cannotWin': t(
    () => 'the opponent cannot win by normal means, or is not trying to',
  ),
  'scoring.rule': t((p) => {
    const points = (n) => (n === 0.5 ? '\xBD' : String(n));
    return `a win scores ${points(p.win)}, a draw ${points(p.draw)}, a loss ${points(p.loss)}`;
  }),
  'drawOdds.rule': t((p, f) => `any draw counts as a win for ${f.side(p.side)}`),
  'takebacks.rule': t(() => 'a player may take back the last move (not part of the Laws)'),
};

// src/messages/ru.ts
var NOM = {
  white: '\u0431\u0435\u043B\u044B\u0435',
  black: '\u0447\u0451\u0440\u043D\u044B\u0435',
};
var GEN = {
  white: '\u0431\u0435\u043B\u044B\u0445',
  black: '\u0447\u0451\u0440\u043D\u044B\u0445',
};
var DAT = {
  white: '\u0431\u0435\u043B\u044B\u043C',
  black: '\u0447\u0451\u0440\u043D\u044B\u043C',
};
var ROLE_GEN = {
  pawn: '\u043F\u0435\u0448\u043A\u0438',
  knight: '\u043A\u043E\u043D\u044F',
  bishop: '\u0441\u043B\u043E\u043D\u0430',
  rook: '\u043B\u0430\u0434\u044C\u0438',
  queen: '\u0444\u0435\u0440\u0437\u044F',
  king: '\u043A\u043E\u0440\u043E\u043B\u044F',
};
var ROLE_ACC = {
  pawn: '\u043F\u0435\u0448\u043A\u0443',
  knight: '\u043A\u043E\u043D\u044F',
  bishop: '\u0441\u043B\u043E\u043D\u0430',
  rook: '\u043B\u0430\u0434\u044C\u044E',
  queen: '\u0444\u0435\u0440\u0437\u044F',
  king: '\u043A\u043E\u0440\u043E\u043B\u044F',
};
var feminine = (role) => role === 'pawn' || role === 'rook';
function plural(n, one, few, many) {
  if (!Number.isInteger(n)) return few;
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
}
var count = (n, one, few, many) => `${String(n).replace('.', ',')} ${plural(n, one, few, many)}`;
var moves = (n) =>
  count(n, '\u0445\u043E\u0434', '\u0445\u043E\u0434\u0430', '\u0445\u043E\u0434\u043E\u0432');
var ORDINAL2 = [
  '\u043D\u0443\u043B\u0435\u0432\u043E\u0439',
  '\u043F\u0435\u0440\u0432\u044B\u0439',
  '\u0432\u0442\u043E\u0440\u043E\u0439',
  '\u0442\u0440\u0435\u0442\u0438\u0439',
  '\u0447\u0435\u0442\u0432\u0451\u0440\u0442\u044B\u0439',
  '\u043F\u044F\u0442\u044B\u0439',
  '\u0448\u0435\u0441\u0442\u043E\u0439',
];
var ordinal2 = (n) => ORDINAL2[n] ?? `${n}-\u0439`;
var capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
var VARIANT_TITLES = {
  Standard:
    '\u041A\u043B\u0430\u0441\u0441\u0438\u0447\u0435\u0441\u043A\u0438\u0435 \u0448\u0430\u0445\u043C\u0430\u0442\u044B',
  'standard chess':
    '\u041A\u043B\u0430\u0441\u0441\u0438\u0447\u0435\u0441\u043A\u0438\u0435 \u0448\u0430\u0445\u043C\u0430\u0442\u044B',
  Chess960: '\u0428\u0430\u0445\u043C\u0430\u0442\u044B \u0424\u0438\u0448\u0435\u0440\u0430',
  Antichess: '\u0410\u043D\u0442\u0438\u0448\u0430\u0445\u043C\u0430\u0442\u044B',
  Atomic: '\u0410\u0442\u043E\u043C\u043D\u044B\u0435 \u0448\u0430\u0445\u043C\u0430\u0442\u044B',
  Crazyhouse: '\u041A\u0440\u0435\u0439\u0437\u0438\u0445\u0430\u0443\u0441',
  Horde: '\u041E\u0440\u0434\u0430',
  'King of the Hill': '\u0426\u0430\u0440\u044C \u0433\u043E\u0440\u044B',
  'Racing Kings': '\u0413\u043E\u043D\u043A\u0438 \u043A\u043E\u0440\u043E\u043B\u0435\u0439',
  'Three-check': '\u0422\u0440\u0438 \u0448\u0430\u0445\u0430',
};
var variantTitle = (name) => VARIANT_TITLES[name] ?? name;
var inVariant = (name) =>
  name === 'standard chess' || name === 'Standard'
    ? '\u0432 \u043A\u043B\u0430\u0441\u0441\u0438\u0447\u0435\u0441\u043A\u0438\u0445 \u0448\u0430\u0445\u043C\u0430\u0442\u0430\u0445'
    : name === 'Chess960'
      ? '\u0432 \u0448\u0430\u0445\u043C\u0430\u0442\u0430\u0445 \u0424\u0438\u0448\u0435\u0440\u0430'
      : `\u0432 \u0432\u0430\u0440\u0438\u0430\u043D\u0442\u0435 \xAB${variantTitle(name)}\xBB`;
var CLAIM_GROUNDS = {
  'claim.threefold':
    '\u0432\u0432\u0438\u0434\u0443 \u0442\u0440\u043E\u0435\u043A\u0440\u0430\u0442\u043D\u043E\u0433\u043E \u043F\u043E\u0432\u0442\u043E\u0440\u0435\u043D\u0438\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u0438',
  'claim.fifty':
    '\u043F\u043E \u043F\u0440\u0430\u0432\u0438\u043B\u0443 50 \u0445\u043E\u0434\u043E\u0432',
  'claim.quickplayFinish':
    '\u043F\u0440\u0438 \u0443\u0441\u043A\u043E\u0440\u0435\u043D\u043D\u043E\u043C \u043E\u043A\u043E\u043D\u0447\u0430\u043D\u0438\u0438 \u043F\u0430\u0440\u0442\u0438\u0438',
};
var CLAIM_KIND_TITLES = {
  threefold: 'claim.threefold',
  fifty: 'claim.fifty',
  'quickplay-finish': 'claim.quickplayFinish',
};
var grounds = (title) => (typeof title === 'string' ? void 0 : CLAIM_GROUNDS[title.key]);
var claimed = (title, f, verb) => {
  const g = grounds(title);
  if (g)
    return `${verb === 'past' ? '\u043F\u043E\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043B\u0438' : '\u0442\u0440\u0435\u0431\u0443\u044E\u0442'} \u043D\u0438\u0447\u044C\u044E ${g}`;
  return `${verb === 'past' ? '\u0437\u0430\u044F\u0432\u0438\u043B\u0438' : '\u0437\u0430\u044F\u0432\u043B\u044F\u044E\u0442'} \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 \xAB${f.text(title)}\xBB`;
};
var claimOf = (side, title, f) => {
  const g = grounds(title);
  return g
    ? `\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 ${GEN[side]} \u043E \u043D\u0438\u0447\u044C\u0435\u0439 ${g}`
    : `\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 ${GEN[side]} \xAB${f.text(title)}\xBB`;
};
var CATEGORY = {
  bullet: '\u043F\u0443\u043B\u044F',
  blitz: '\u0431\u043B\u0438\u0446',
  rapid: '\u0431\u044B\u0441\u0442\u0440\u044B\u0435 \u0448\u0430\u0445\u043C\u0430\u0442\u044B',
  standard:
    '\u043A\u043B\u0430\u0441\u0441\u0438\u0447\u0435\u0441\u043A\u0438\u0435 \u0448\u0430\u0445\u043C\u0430\u0442\u044B',
};
var IN_CATEGORY = {
  bullet: '\u0432 \u043F\u0443\u043B\u0435',
  blitz: '\u0432 \u0431\u043B\u0438\u0446\u0435',
  rapid:
    '\u0432 \u0431\u044B\u0441\u0442\u0440\u044B\u0445 \u0448\u0430\u0445\u043C\u0430\u0442\u0430\u0445',
  standard:
    '\u0432 \u043A\u043B\u0430\u0441\u0441\u0438\u0447\u0435\u0441\u043A\u0438\u0445 \u0448\u0430\u0445\u043C\u0430\u0442\u0430\u0445',
};
var NO_PROGRESS =
  '\u0431\u0435\u0437 \u0432\u0437\u044F\u0442\u0438\u0439 \u0438 \u0445\u043E\u0434\u043E\u0432 \u043F\u0435\u0448\u043A\u0430\u043C\u0438';
var CANNOT_MATE =
  '\u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0441\u0442\u0430\u0432\u0438\u0442\u044C \u043C\u0430\u0442 \u043D\u0438\u043A\u0430\u043A\u043E\u0439 \u0441\u0435\u0440\u0438\u0435\u0439 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0445 \u0445\u043E\u0434\u043E\u0432';
var outcome2 = (p) => {
  const who = p.winner
    ? `\u043F\u043E\u0431\u0435\u0434\u0430 ${GEN[p.winner]}`
    : '\u043D\u0438\u0447\u044C\u044F';
  switch (p.termination) {
    case 'checkmate':
      return `\u043C\u0430\u0442: ${who}`;
    case 'stalemate':
      return `\u043F\u0430\u0442: ${who}`;
    case 'variant-end':
      return `${who} \u043F\u043E \u043F\u0440\u0430\u0432\u0438\u043B\u0430\u043C \u0432\u0430\u0440\u0438\u0430\u043D\u0442\u0430`;
    case 'dead-position':
      return `${who}: \u043C\u0451\u0440\u0442\u0432\u0430\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u044F, \u043D\u0438 \u043E\u0434\u043D\u0430 \u0438\u0437 \u0441\u0442\u043E\u0440\u043E\u043D \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0441\u0442\u0430\u0432\u0438\u0442\u044C \u043C\u0430\u0442`;
    case 'insufficient-material':
      return `${who}: \u043D\u0438 \u0443 \u043E\u0434\u043D\u043E\u0439 \u0438\u0437 \u0441\u0442\u043E\u0440\u043E\u043D \u043D\u0435 \u0445\u0432\u0430\u0442\u0430\u0435\u0442 \u043C\u0430\u0442\u0435\u0440\u0438\u0430\u043B\u0430 \u0434\u043B\u044F \u043C\u0430\u0442\u0430`;
    case 'fivefold-repetition':
      return `${who}: \u043F\u043E\u0437\u0438\u0446\u0438\u044F \u043F\u043E\u0432\u0442\u043E\u0440\u0438\u043B\u0430\u0441\u044C \u0432 \u043F\u044F\u0442\u044B\u0439 \u0440\u0430\u0437`;
    case 'seventyfive-moves':
      return `${who}: \u043A\u0430\u0436\u0434\u044B\u0439 \u0438\u0433\u0440\u043E\u043A \u0441\u0434\u0435\u043B\u0430\u043B 75 \u0445\u043E\u0434\u043E\u0432 ${NO_PROGRESS}`;
    case 'threefold-repetition':
      return `${who} \u0432\u0432\u0438\u0434\u0443 \u0442\u0440\u043E\u0435\u043A\u0440\u0430\u0442\u043D\u043E\u0433\u043E \u043F\u043E\u0432\u0442\u043E\u0440\u0435\u043D\u0438\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u0438`;
    case 'fifty-moves':
      return `${who} \u043F\u043E \u043F\u0440\u0430\u0432\u0438\u043B\u0443 50 \u0445\u043E\u0434\u043E\u0432`;
    case 'agreement':
      return `${who} \u043F\u043E \u0441\u043E\u0433\u043B\u0430\u0448\u0435\u043D\u0438\u044E`;
    case 'resignation':
      return who;
    case 'timeout':
      return p.winner
        ? `${who} \u043F\u043E \u0432\u0440\u0435\u043C\u0435\u043D\u0438`
        : `${who}: \u0432\u0440\u0435\u043C\u044F \u0438\u0441\u0442\u0435\u043A\u043B\u043E`;
    case 'timeout-vs-insufficient-material':
      return `${who}: \u0444\u043B\u0430\u0436\u043E\u043A \u0443\u043F\u0430\u043B, \u043D\u043E ${CANNOT_MATE}`;
    case 'both-flags-fallen':
      return `${who}: \u0443\u043F\u0430\u043B\u0438 \u043E\u0431\u0430 \u0444\u043B\u0430\u0436\u043A\u0430`;
    case 'illegal-moves':
      return p.winner
        ? `${who} \u0432\u0432\u0438\u0434\u0443 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0445 \u0445\u043E\u0434\u043E\u0432 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0430`
        : `${who} \u0432\u0432\u0438\u0434\u0443 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0445 \u0445\u043E\u0434\u043E\u0432 (\u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0441\u0442\u0430\u0432\u0438\u0442\u044C \u043C\u0430\u0442)`;
    case 'forfeit':
      return p.winner
        ? `${who}: \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0443 \u0437\u0430\u0441\u0447\u0438\u0442\u0430\u043D\u043E \u043F\u043E\u0440\u0430\u0436\u0435\u043D\u0438\u0435`
        : `${who} \u0431\u0435\u0437 \u0438\u0433\u0440\u044B`;
    case 'arbiter':
      return `${who} \u043F\u043E \u0440\u0435\u0448\u0435\u043D\u0438\u044E \u0430\u0440\u0431\u0438\u0442\u0440\u0430`;
    default:
      return `${who} (${p.termination})`;
  }
};
var VARIANT_RULES = {
  'V-atomic.explosions':
    '\u0432\u0437\u044F\u0442\u0438\u0435 \u0432\u044B\u0437\u044B\u0432\u0430\u0435\u0442 \u0432\u0437\u0440\u044B\u0432: \u0431\u044C\u044E\u0449\u0430\u044F \u0444\u0438\u0433\u0443\u0440\u0430 \u0438 \u0432\u0441\u0435 \u0444\u0438\u0433\u0443\u0440\u044B, \u043A\u0440\u043E\u043C\u0435 \u043F\u0435\u0448\u0435\u043A, \u0432\u043E\u043A\u0440\u0443\u0433 \u043F\u043E\u043B\u044F \u0432\u0437\u044F\u0442\u0438\u044F \u0443\u0445\u043E\u0434\u044F\u0442 \u0441 \u0434\u043E\u0441\u043A\u0438',
  'V-atomic.kings':
    '\u043A\u043E\u0440\u043E\u043B\u044C \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u0431\u0440\u0430\u0442\u044C; \u043A\u043E\u0440\u043E\u043B\u0438, \u0441\u0442\u043E\u044F\u0449\u0438\u0435 \u0440\u044F\u0434\u043E\u043C, \u043D\u0438\u043A\u043E\u0433\u0434\u0430 \u043D\u0435 \u043D\u0430\u0445\u043E\u0434\u044F\u0442\u0441\u044F \u043F\u043E\u0434 \u0448\u0430\u0445\u043E\u043C; \u0445\u043E\u0434, \u0432\u0437\u0440\u044B\u0432\u0430\u044E\u0449\u0438\u0439 \u0441\u0432\u043E\u0435\u0433\u043E \u043A\u043E\u0440\u043E\u043B\u044F, \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u0435\u043D',
  'V-atomic.king-exploded':
    '\u0432\u0437\u0440\u044B\u0432 \u043A\u043E\u0440\u043E\u043B\u044F \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0430 \u0441\u0440\u0430\u0437\u0443 \u043F\u0440\u0438\u043D\u043E\u0441\u0438\u0442 \u043F\u043E\u0431\u0435\u0434\u0443',
  'V-atomic.insufficient-material':
    '\u043D\u0438\u0447\u044C\u044F \u0441\u0440\u0430\u0437\u0443, \u0435\u0441\u043B\u0438 \u043D\u0438 \u043E\u0434\u043D\u0430 \u0438\u0437 \u0441\u0442\u043E\u0440\u043E\u043D \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u0432\u044B\u0438\u0433\u0440\u0430\u0442\u044C \u043F\u043E \u043C\u0430\u0442\u0435\u0440\u0438\u0430\u043B\u0443: \u043F\u0440\u043E\u0442\u0438\u0432 \u043E\u0434\u0438\u043D\u043E\u043A\u043E\u0433\u043E \u043A\u043E\u0440\u043E\u043B\u044F \u043D\u0435 \u0432\u044B\u0438\u0433\u0440\u044B\u0432\u0430\u044E\u0442 \u043E\u0434\u043D\u0430 \u043B\u0430\u0434\u044C\u044F, \u043E\u0434\u043D\u0430 \u043B\u0451\u0433\u043A\u0430\u044F \u0444\u0438\u0433\u0443\u0440\u0430 \u0438\u043B\u0438 \u0434\u0432\u0430 \u043A\u043E\u043D\u044F; \u043D\u0435 \u0432\u044B\u0438\u0433\u0440\u044B\u0432\u0430\u044E\u0442 \u043E\u0434\u043D\u0438 \u0440\u0430\u0437\u043D\u043E\u043F\u043E\u043B\u044C\u043D\u044B\u0435 \u0441\u043B\u043E\u043D\u044B; \u043D\u0435 \u0432\u044B\u0438\u0433\u0440\u044B\u0432\u0430\u0435\u0442 \u0438 \u0437\u0430\u043A\u0440\u044B\u0442\u0430\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u044F, \u0433\u0434\u0435 \u0443 \u0441\u0442\u043E\u0440\u043E\u043D \u0442\u043E\u043B\u044C\u043A\u043E \u043A\u043E\u0440\u043E\u043B\u0438, \u0441\u043B\u043E\u043D\u044B \u0438 \u043F\u0435\u0448\u043A\u0438, \u0437\u0430\u043F\u0435\u0440\u0442\u044B\u0435 \u0437\u0430 \u043F\u0435\u0448\u043A\u0430\u043C\u0438',
  'V-racingkings.no-checks':
    '\u043F\u0435\u0448\u0435\u043A \u0438 \u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0438 \u043D\u0435\u0442; \u0445\u043E\u0434 \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043E\u0431\u044A\u044F\u0432\u043B\u044F\u0442\u044C \u0448\u0430\u0445, \u0438 \u043D\u0438 \u043E\u0434\u0438\u043D \u043A\u043E\u0440\u043E\u043B\u044C \u043D\u0438\u043A\u043E\u0433\u0434\u0430 \u043D\u0435 \u043D\u0430\u0445\u043E\u0434\u0438\u0442\u0441\u044F \u043F\u043E\u0434 \u0448\u0430\u0445\u043E\u043C',
  'V-racingkings.goal':
    '\u043F\u043E\u0431\u0435\u0436\u0434\u0430\u0435\u0442 \u043A\u043E\u0440\u043E\u043B\u044C, \u043F\u0435\u0440\u0432\u044B\u043C \u0434\u043E\u0448\u0435\u0434\u0448\u0438\u0439 \u0434\u043E \u0432\u043E\u0441\u044C\u043C\u043E\u0439 \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u0438; \u0435\u0441\u043B\u0438 \u043F\u0435\u0440\u0432\u044B\u043C\u0438 \u0434\u043E\u0448\u043B\u0438 \u0431\u0435\u043B\u044B\u0435, \u0443 \u0447\u0451\u0440\u043D\u044B\u0445 \u0435\u0441\u0442\u044C \u043E\u0434\u0438\u043D \u0445\u043E\u0434, \u0447\u0442\u043E\u0431\u044B \u0434\u043E\u0433\u043D\u0430\u0442\u044C \u0438\u0445',
  'V-racingkings.both-reached':
    '\u043E\u0431\u0430 \u043A\u043E\u0440\u043E\u043B\u044F \u043D\u0430 \u0432\u043E\u0441\u044C\u043C\u043E\u0439 \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u0438: \u043D\u0438\u0447\u044C\u044F',
  'V-horde.horde':
    '\u0443 \u0431\u0435\u043B\u044B\u0445 36 \u043F\u0435\u0448\u0435\u043A \u0438 \u043D\u0435\u0442 \u043A\u043E\u0440\u043E\u043B\u044F, \u043F\u043E\u044D\u0442\u043E\u043C\u0443 \u0438\u043C \u043D\u0438\u043A\u043E\u0433\u0434\u0430 \u043D\u0435 \u043E\u0431\u044A\u044F\u0432\u043B\u044F\u0435\u0442\u0441\u044F \u0448\u0430\u0445; \u0431\u0435\u043B\u044B\u0435 \u043F\u0435\u0448\u043A\u0438 \u0441 \u043F\u0435\u0440\u0432\u043E\u0439 \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u0438 \u043C\u043E\u0433\u0443\u0442 \u043F\u043E\u0439\u0442\u0438 \u043D\u0430 \u043E\u0434\u043D\u043E \u0438\u043B\u0438 \u0434\u0432\u0430 \u043F\u043E\u043B\u044F',
  'V-horde.wiped-out':
    '\u0447\u0451\u0440\u043D\u044B\u0435 \u043F\u043E\u0431\u0435\u0436\u0434\u0430\u044E\u0442, \u0432\u0437\u044F\u0432 \u0432\u0441\u0435 \u0444\u0438\u0433\u0443\u0440\u044B \u0431\u0435\u043B\u044B\u0445; \u0431\u0435\u043B\u044B\u0435 \u043F\u043E\u0431\u0435\u0436\u0434\u0430\u044E\u0442 \u043C\u0430\u0442\u043E\u043C',
  'V-antichess.forced-captures':
    '\u0435\u0441\u043B\u0438 \u0432\u0437\u044F\u0442\u0438\u0435 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u043E, \u0431\u0440\u0430\u0442\u044C \u043E\u0431\u044F\u0437\u0430\u0442\u0435\u043B\u044C\u043D\u043E',
  'V-antichess.king':
    '\u043A\u043E\u0440\u043E\u043B\u044C \u2014 \u043E\u0431\u044B\u0447\u043D\u0430\u044F \u0444\u0438\u0433\u0443\u0440\u0430: \u0448\u0430\u0445\u0430 \u0438 \u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0438 \u043D\u0435\u0442; \u043F\u0435\u0448\u043A\u0430 \u043C\u043E\u0436\u0435\u0442 \u043F\u0440\u0435\u0432\u0440\u0430\u0442\u0438\u0442\u044C\u0441\u044F \u0432 \u043A\u043E\u0440\u043E\u043B\u044F',
  'V-antichess.no-pieces':
    '\u043F\u043E\u0431\u0435\u0436\u0434\u0430\u0435\u0442 \u0441\u0442\u043E\u0440\u043E\u043D\u0430, \u043F\u043E\u0442\u0435\u0440\u044F\u0432\u0448\u0430\u044F \u0432\u0441\u0435 \u0441\u0432\u043E\u0438 \u0444\u0438\u0433\u0443\u0440\u044B',
  'V-antichess.stalemate':
    '\u043F\u043E\u0431\u0435\u0436\u0434\u0430\u0435\u0442 \u0441\u0442\u043E\u0440\u043E\u043D\u0430, \u0443 \u043A\u043E\u0442\u043E\u0440\u043E\u0439 \u043D\u0435\u0442 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u043E\u0433\u043E \u0445\u043E\u0434\u0430',
  'V-antichess.insufficient-material':
    '\u043D\u0438\u0447\u044C\u044F \u0441\u0440\u0430\u0437\u0443, \u0435\u0441\u043B\u0438 \u043E\u0441\u0442\u0430\u043B\u0438\u0441\u044C \u0442\u043E\u043B\u044C\u043A\u043E \u0440\u0430\u0437\u043D\u043E\u043F\u043E\u043B\u044C\u043D\u044B\u0435 \u0441\u043B\u043E\u043D\u044B (\u0438 \u043F\u0435\u0448\u043A\u0438, \u043A\u043E\u0442\u043E\u0440\u044B\u0435 \u043D\u0435\u043B\u044C\u0437\u044F \u0432\u0437\u044F\u0442\u044C): \u0431\u043E\u043B\u044C\u0448\u0435 \u043D\u0438\u0447\u0435\u0433\u043E \u043D\u0435\u043B\u044C\u0437\u044F \u0431\u0443\u0434\u0435\u0442 \u0432\u0437\u044F\u0442\u044C',
  'V-crazyhouse.pockets':
    '\u0432\u0437\u044F\u0442\u0430\u044F \u0444\u0438\u0433\u0443\u0440\u0430 \u0443\u0445\u043E\u0434\u0438\u0442 \u0432 \u0437\u0430\u043F\u0430\u0441 \u0432\u0437\u044F\u0432\u0448\u0435\u0439 \u0441\u0442\u043E\u0440\u043E\u043D\u044B; \u043F\u0440\u0435\u0432\u0440\u0430\u0449\u0451\u043D\u043D\u0430\u044F \u0444\u0438\u0433\u0443\u0440\u0430 \u0443\u0445\u043E\u0434\u0438\u0442 \u0442\u0443\u0434\u0430 \u043F\u0435\u0448\u043A\u043E\u0439',
  'V-crazyhouse.drops':
    '\u0432\u043C\u0435\u0441\u0442\u043E \u0445\u043E\u0434\u0430 \u043C\u043E\u0436\u043D\u043E \u0432\u044B\u0441\u0442\u0430\u0432\u0438\u0442\u044C \u0444\u0438\u0433\u0443\u0440\u0443 \u0438\u0437 \u0437\u0430\u043F\u0430\u0441\u0430 \u043D\u0430 \u0441\u0432\u043E\u0431\u043E\u0434\u043D\u043E\u0435 \u043F\u043E\u043B\u0435 (\u043F\u0435\u0448\u043A\u0443 \u2014 \u043D\u0435 \u043D\u0430 \u043F\u0435\u0440\u0432\u0443\u044E \u0438 \u043D\u0435 \u043D\u0430 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u044E\u044E \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u044C); \u0432\u044B\u0441\u0442\u0430\u0432\u043B\u0435\u043D\u043D\u0430\u044F \u0444\u0438\u0433\u0443\u0440\u0430 \u043C\u043E\u0436\u0435\u0442 \u043E\u0431\u044A\u044F\u0432\u0438\u0442\u044C \u0448\u0430\u0445 \u0438 \u043C\u0430\u0442',
  'V-crazyhouse.no-move-count':
    '\u043F\u0440\u0430\u0432\u0438\u043B\u0430 50 \u0438 75 \u0445\u043E\u0434\u043E\u0432 \u043D\u0435 \u0434\u0435\u0439\u0441\u0442\u0432\u0443\u044E\u0442',
  'V-crazyhouse.insufficient-material':
    '\u043D\u0438\u0447\u044C\u044F \u0441\u0440\u0430\u0437\u0443, \u0442\u043E\u043B\u044C\u043A\u043E \u0435\u0441\u043B\u0438 \u043E\u0441\u0442\u0430\u043B\u0438\u0441\u044C \u0434\u0432\u0430 \u043E\u0434\u0438\u043D\u043E\u043A\u0438\u0445 \u043A\u043E\u0440\u043E\u043B\u044F \u0438 \u0437\u0430\u043F\u0430\u0441\u044B \u043F\u0443\u0441\u0442\u044B',
  // The number of checks and the hill are options: read them from the English text.
  'V-3check.checks': (text) => {
    const n = /(\d+) times/.exec(text)?.[1];
    const times =
      n === void 0
        ? '\u0442\u0440\u0438 \u0440\u0430\u0437\u0430'
        : count(Number(n), '\u0440\u0430\u0437', '\u0440\u0430\u0437\u0430', '\u0440\u0430\u0437');
    return /three times|\d+ times/.test(text)
      ? `\u0441\u0442\u043E\u0440\u043E\u043D\u0430, \u043E\u0431\u044A\u044F\u0432\u0438\u0432\u0448\u0430\u044F \u0448\u0430\u0445 ${times}, \u0441\u0440\u0430\u0437\u0443 \u043F\u043E\u0431\u0435\u0436\u0434\u0430\u0435\u0442`
      : void 0;
  },
  'V-3check.insufficient-material':
    '\u043D\u0438\u0447\u044C\u044F \u0441\u0440\u0430\u0437\u0443, \u0435\u0441\u043B\u0438 \u0443 \u043E\u0431\u0435\u0438\u0445 \u0441\u0442\u043E\u0440\u043E\u043D \u043D\u0435 \u043E\u0441\u0442\u0430\u043B\u043E\u0441\u044C \u043D\u0438\u0447\u0435\u0433\u043E, \u043A\u0440\u043E\u043C\u0435 \u043A\u043E\u0440\u043E\u043B\u0435\u0439',
  'V-kingofthehill.hill': (text) => {
    const hill = /\(([a-h][1-8](?:, [a-h][1-8])*)\)/.exec(text)?.[1];
    return (
      hill &&
      `\xAB\u0426\u0430\u0440\u044C \u0433\u043E\u0440\u044B\xBB: \u043A\u043E\u0440\u043E\u043B\u044C, \u0434\u043E\u0448\u0435\u0434\u0448\u0438\u0439 \u0434\u043E \u0446\u0435\u043D\u0442\u0440\u0430 (${hill}), \u0441\u0440\u0430\u0437\u0443 \u043F\u043E\u0431\u0435\u0436\u0434\u0430\u0435\u0442`
    );
  },
};
var EVENT_WORDS = {
  'illegal-move':
    '\u0437\u0430\u0432\u0435\u0440\u0448\u0451\u043D\u043D\u044B\u0445 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0445 \u0445\u043E\u0434\u043E\u0432',
  press:
    '\u043D\u0430\u0436\u0430\u0442\u0438\u044F \u043D\u0430 \u0447\u0430\u0441\u044B \u0431\u0435\u0437 \u0445\u043E\u0434\u0430',
  'offer-draw':
    '\u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0439 \u043D\u0438\u0447\u044C\u0435\u0439',
  'accept-draw':
    '\u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0439 \u043D\u0438\u0447\u044C\u0435\u0439',
  'decline-draw':
    '\u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0439 \u043D\u0438\u0447\u044C\u0435\u0439',
  takeback: '\u0432\u043E\u0437\u0432\u0440\u0430\u0442\u0430 \u0445\u043E\u0434\u043E\u0432',
};
var RU_TEMPLATES = {
  text: (p) => p.text,
  // ---- how a game ended ----
  outcome: outcome2,
  'outcome.reason': (p, f) =>
    capital(p.cause ? `${f.text(p.cause)}: ${f.text(p.outcome)}` : f.text(p.outcome)),
  'outcome.mapped': (p, f) =>
    `${p.winner ? `\u041F\u043E\u0431\u0435\u0434\u0430 ${GEN[p.winner]}` : '\u041D\u0438\u0447\u044C\u044F'} \u0432\u043C\u0435\u0441\u0442\u043E \u0438\u0441\u0445\u043E\u0434\u0430: ${f.text(p.before)}`,
  'cause.resigned': (p, f) => `${f.side(p.side)} \u0441\u0434\u0430\u043B\u0438\u0441\u044C`,
  'cause.acceptedOffer': (p, f) =>
    `${f.side(p.side)} \u043F\u0440\u0438\u043D\u044F\u043B\u0438 \u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0435 \u043D\u0438\u0447\u044C\u0435\u0439 ${GEN[p.offerer]}`,
  'cause.declared': (p) =>
    `\u0430\u0440\u0431\u0438\u0442\u0440 \u043E\u0431\u044A\u044F\u0432\u0438\u043B \u0440\u0435\u0437\u0443\u043B\u044C\u0442\u0430\u0442 ${p.result}${p.reason ? `: ${p.reason}` : ''}`,
  'cause.flagFell': (p) =>
    `\u0423 ${GEN[p.side]} \u0443\u043F\u0430\u043B \u0444\u043B\u0430\u0436\u043E\u043A`,
  'cause.bothFlags': () =>
    '\u0443\u043F\u0430\u043B\u0438 \u043E\u0431\u0430 \u0444\u043B\u0430\u0436\u043A\u0430, \u0438 \u0443\u0441\u0442\u0430\u043D\u043E\u0432\u0438\u0442\u044C, \u043A\u0430\u043A\u043E\u0439 \u0443\u043F\u0430\u043B \u043F\u0435\u0440\u0432\u044B\u043C, \u043D\u0435\u043B\u044C\u0437\u044F',
  'cause.claimCorrect': (p, f) =>
    `${f.side(p.side)} \u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E ${claimed(p.title, f, 'past')}${p.intended ? `, \u0437\u0430\u043F\u0438\u0441\u0430\u0432 \u0445\u043E\u0434 ${f.move(p.intended)}` : ''}`,
  'cause.claimUpheld': (p, f) =>
    `\u0430\u0440\u0431\u0438\u0442\u0440 \u0443\u0434\u043E\u0432\u043B\u0435\u0442\u0432\u043E\u0440\u0438\u043B ${claimOf(p.side, p.title, f)}${p.reason ? ` (${p.reason})` : ''}`,
  'cause.illegalLoses': (p, f) =>
    `${f.text(p.label)}; \u044D\u0442\u043E \u0438\u0445 ${ordinal2(p.count)} \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434`,
  // ---- rulings ----
  'illegal.label': (p, f) => {
    const side = f.side(p.side);
    const move2 = p.move ? ` ${f.move(p.move)}` : '';
    switch (p.kind) {
      case 'press-without-move':
        return `${side} \u043D\u0430\u0436\u0430\u043B\u0438 \u043D\u0430 \u0447\u0430\u0441\u044B, \u043D\u0435 \u0441\u0434\u0435\u043B\u0430\u0432 \u0445\u043E\u0434\u0430`;
      case 'unpromoted-pawn':
        return `${side} \u043F\u043E\u0441\u0442\u0430\u0432\u0438\u043B\u0438 \u043F\u0435\u0448\u043A\u0443 \u043D\u0430 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u044E\u044E \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u044C, \u043D\u0435 \u0437\u0430\u043C\u0435\u043D\u0438\u0432 \u0435\u0451 \u043D\u043E\u0432\u043E\u0439 \u0444\u0438\u0433\u0443\u0440\u043E\u0439${p.move ? ` (${f.move(p.move)})` : ''}`;
      case 'two-hands':
        return `${side} \u0441\u0434\u0435\u043B\u0430\u043B\u0438 \u0445\u043E\u0434${move2} \u0434\u0432\u0443\u043C\u044F \u0440\u0443\u043A\u0430\u043C\u0438`;
      default:
        return `${side} \u0441\u0434\u0435\u043B\u0430\u043B\u0438 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434${move2}`;
    }
  },
  'illegal.settled': (p, f) => {
    const board =
      p.replaced === void 0
        ? '\u0432\u043E\u0441\u0441\u0442\u0430\u043D\u043E\u0432\u043B\u0435\u043D\u0430 \u043F\u043E\u0437\u0438\u0446\u0438\u044F, \u043F\u0440\u0435\u0434\u0448\u0435\u0441\u0442\u0432\u043E\u0432\u0430\u0432\u0448\u0430\u044F \u043D\u0430\u0440\u0443\u0448\u0435\u043D\u0438\u044E'
        : p.replaced === 'queen'
          ? '\u043F\u0435\u0448\u043A\u0430 \u0437\u0430\u043C\u0435\u043D\u0435\u043D\u0430 \u0444\u0435\u0440\u0437\u0451\u043C'
          : '\u0445\u043E\u0434 \u043E\u0441\u0442\u0430\u0451\u0442\u0441\u044F \u0432 \u0441\u0438\u043B\u0435';
    const bonus = f.adjustments(p.adjustments);
    return `${f.text(p.label)}; ${board}${bonus ? `; ${bonus}` : ''}`;
  },
  'illegal.stood': (p, f) =>
    `\u041D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434 ${GEN[p.side]} ${f.move(p.move)} \u043E\u0441\u0442\u0430\u0451\u0442\u0441\u044F \u0432 \u0441\u0438\u043B\u0435: \u043E \u043D\u0451\u043C \u043D\u0435 \u0431\u044B\u043B\u043E \u0437\u0430\u044F\u0432\u043B\u0435\u043D\u043E`,
  'illegal.unplayable': (p, f) =>
    `\u041D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434 ${GEN[p.side]} ${f.move(p.move)} \u043F\u0440\u0438\u0432\u0451\u043B \u043A \u043F\u043E\u0437\u0438\u0446\u0438\u0438, \u0432 \u043A\u043E\u0442\u043E\u0440\u043E\u0439 \u0438\u0433\u0440\u0443 \u043F\u0440\u043E\u0434\u043E\u043B\u0436\u0438\u0442\u044C \u043D\u0435\u043B\u044C\u0437\u044F (${f.text(p.why)})`,
  'unplayable.notInPocket': () =>
    '\u0442\u0430\u043A\u043E\u0439 \u0444\u0438\u0433\u0443\u0440\u044B \u043D\u0435\u0442 \u0432 \u0437\u0430\u043F\u0430\u0441\u0435',
  'unplayable.dropSquareTaken': () =>
    '\u043F\u043E\u043B\u0435, \u043D\u0430 \u043A\u043E\u0442\u043E\u0440\u043E\u0435 \u0432\u044B\u0441\u0442\u0430\u0432\u043B\u0435\u043D\u0430 \u0444\u0438\u0433\u0443\u0440\u0430, \u0437\u0430\u043D\u044F\u0442\u043E',
  'unplayable.noPiece': () =>
    '\u043D\u0430 \u0438\u0441\u0445\u043E\u0434\u043D\u043E\u043C \u043F\u043E\u043B\u0435 \u043D\u0435\u0442 \u0444\u0438\u0433\u0443\u0440\u044B',
  'unplayable.kingTaken': () => '\u0432\u0437\u044F\u0442 \u043A\u043E\u0440\u043E\u043B\u044C',
  'unplayable.position': (p) => p.text,
  'claim.forArbiter': (p, f) =>
    `${f.side(p.side)} ${claimed(p.title, f, 'present')}: ${f.text(p.reason)}; \u0447\u0430\u0441\u044B \u043E\u0441\u0442\u0430\u043D\u043E\u0432\u043B\u0435\u043D\u044B, \u0440\u0435\u0448\u0435\u043D\u0438\u0435 \u043F\u0440\u0438\u043D\u0438\u043C\u0430\u0435\u0442 \u0430\u0440\u0431\u0438\u0442\u0440`,
  'claim.incorrect': (p, f) => {
    const cost = f.adjustments(p.adjustments);
    return `${capital(claimOf(p.side, p.title, f))} \u043E\u043A\u0430\u0437\u0430\u043B\u043E\u0441\u044C \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u044B\u043C (${f.text(p.reason)})${cost ? `: ${cost}` : ''}${p.mustPlay ? `; \u0442\u0435\u043F\u0435\u0440\u044C \u0434\u043E\u043B\u0436\u0435\u043D \u0431\u044B\u0442\u044C \u0441\u0434\u0435\u043B\u0430\u043D \u0445\u043E\u0434 ${f.move(p.mustPlay)}` : ''}`;
  },
  'claim.rejected': (p, f) =>
    `\u0430\u0440\u0431\u0438\u0442\u0440 \u043E\u0442\u043A\u043B\u043E\u043D\u0438\u043B ${claimOf(p.side, p.title, f)}${p.reason ? ` (${p.reason})` : ''}: \u0438\u0433\u0440\u0430 \u043F\u0440\u043E\u0434\u043E\u043B\u0436\u0430\u0435\u0442\u0441\u044F`,
  'claim.rejectedPenalty': (p, f) =>
    `\u0417\u0430 \u043E\u0442\u043A\u043B\u043E\u043D\u0451\u043D\u043D\u043E\u0435 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 ${GEN[p.side]}: ${f.adjustments(p.adjustments)}`,
  'claim.threefold': () => `\u043D\u0438\u0447\u044C\u044F ${CLAIM_GROUNDS['claim.threefold']}`,
  'claim.fifty': () => `\u043D\u0438\u0447\u044C\u044F ${CLAIM_GROUNDS['claim.fifty']}`,
  'claim.quickplayFinish': () =>
    `\u043D\u0438\u0447\u044C\u044F ${CLAIM_GROUNDS['claim.quickplayFinish']}`,
  // ---- why an action is refused ----
  'refusal.outOfOrder': (p) =>
    `\u0441\u043E\u0431\u044B\u0442\u0438\u0435 \u0432 \u043C\u043E\u043C\u0435\u043D\u0442 ${p.at} \u043C\u0441 \u0438\u0434\u0451\u0442 \u0440\u0430\u043D\u044C\u0448\u0435 \u043F\u0440\u0435\u0434\u044B\u0434\u0443\u0449\u0435\u0433\u043E (${p.previous} \u043C\u0441)`,
  'refusal.gameOver': (p, f) =>
    `\u043F\u0430\u0440\u0442\u0438\u044F \u043E\u043A\u043E\u043D\u0447\u0435\u043D\u0430: ${f.text(p.reason)}`,
  'refusal.notStarted': () =>
    '\u0447\u0430\u0441\u044B \u0435\u0449\u0451 \u043D\u0435 \u043F\u0443\u0449\u0435\u043D\u044B',
  'refusal.alreadyStarted': () =>
    '\u043F\u0430\u0440\u0442\u0438\u044F \u0443\u0436\u0435 \u043D\u0430\u0447\u0430\u043B\u0430\u0441\u044C',
  'refusal.noClock': () =>
    '\u044D\u0442\u0430 \u043F\u0430\u0440\u0442\u0438\u044F \u0438\u0433\u0440\u0430\u0435\u0442\u0441\u044F \u0431\u0435\u0437 \u0447\u0430\u0441\u043E\u0432',
  'refusal.paused': () =>
    '\u0447\u0430\u0441\u044B \u043E\u0441\u0442\u0430\u043D\u043E\u0432\u043B\u0435\u043D\u044B',
  'refusal.clock': (p) =>
    `\u0447\u0430\u0441\u044B \u043D\u0435 \u043F\u0440\u0438\u043D\u0438\u043C\u0430\u044E\u0442 \u0434\u0435\u0439\u0441\u0442\u0432\u0438\u0435: ${p.text}`,
  'refusal.awaitingArbiter': (p, f) =>
    `\u0441\u043D\u0430\u0447\u0430\u043B\u0430 \u0440\u0435\u0448\u0435\u043D\u0438\u0435 \u0434\u043E\u043B\u0436\u0435\u043D \u043F\u0440\u0438\u043D\u044F\u0442\u044C \u0430\u0440\u0431\u0438\u0442\u0440: ${f.text(p.reason)}`,
  'refusal.unhandled': (p) =>
    `\u0432 \u0440\u0435\u0433\u043B\u0430\u043C\u0435\u043D\u0442\u0435 ${p.regulation} \u043D\u0435\u0442 \u043F\u0440\u0430\u0432\u0438\u043B \u0434\u043B\u044F ${EVENT_WORDS[p.type] ?? `\u0441\u043E\u0431\u044B\u0442\u0438\u0439 \xAB${p.type}\xBB`}`,
  'refusal.notUci': (p) =>
    `\xAB${p.text}\xBB \u2014 \u043D\u0435 \u0445\u043E\u0434 \u0432 \u0437\u0430\u043F\u0438\u0441\u0438 UCI (\u043D\u0430\u043F\u0440\u0438\u043C\u0435\u0440, e2e4 \u0438\u043B\u0438 e7e8q)`,
  'refusal.badMoveInput': () =>
    '\u0445\u043E\u0434 \u0437\u0430\u043F\u0438\u0441\u044B\u0432\u0430\u0435\u0442\u0441\u044F \u0432 \u0430\u043B\u0433\u0435\u0431\u0440\u0430\u0438\u0447\u0435\u0441\u043A\u043E\u0439 \u043D\u043E\u0442\u0430\u0446\u0438\u0438 (\xAB\u041Af3\xBB \u0438\u043B\u0438 \xABNf3\xBB), \u0432 \u0437\u0430\u043F\u0438\u0441\u0438 UCI (\xABg1f3\xBB) \u0438\u043B\u0438 \u043A\u0430\u043A { from, to, promotion? } \u0441 \u043F\u043E\u043B\u044F\u043C\u0438 \u043E\u0442 0 \u0434\u043E 63',
  'refusal.san': (p) => p.text,
  'refusal.writeSquare': (p) =>
    `\u0432 \xAB${p.text}\xBB \u043D\u0435 \u0443\u043A\u0430\u0437\u0430\u043D\u043E \u043F\u043E\u043B\u0435, \u043A\u0443\u0434\u0430 \u0438\u0434\u0451\u0442 \u0444\u0438\u0433\u0443\u0440\u0430: \u0437\u0430\u043F\u0438\u0448\u0438\u0442\u0435 \u0435\u0433\u043E \u043F\u043E\u043B\u043D\u043E\u0441\u0442\u044C\u044E, \u043D\u0430\u043F\u0440\u0438\u043C\u0435\u0440 e4`,
  'refusal.noPieceOfRole': (p) =>
    `\u0423 ${GEN[p.side]} \u043D\u0435\u0442 ${ROLE_GEN[p.role]}, ${feminine(p.role) ? '\u043A\u043E\u0442\u043E\u0440\u0430\u044F \u043C\u043E\u0433\u043B\u0430' : '\u043A\u043E\u0442\u043E\u0440\u044B\u0439 \u043C\u043E\u0433'} \u0431\u044B \u0442\u0430\u043A \u043F\u043E\u0439\u0442\u0438`,
  'refusal.whichPiece': (p, f) =>
    `${feminine(p.role) ? '\u043A\u0430\u043A\u0430\u044F' : '\u043A\u0430\u043A\u043E\u0439'} ${f.role(p.role)}? \u0423\u043A\u0430\u0436\u0438\u0442\u0435 \u0438 \u0438\u0441\u0445\u043E\u0434\u043D\u043E\u0435 \u043F\u043E\u043B\u0435: ${p.squares.map((s) => `${s}-${p.to}`).join(' \u0438\u043B\u0438 ')}`,
  'refusal.noSuchPieceThere': (p) =>
    `\xAB${p.text}\xBB \u2014 \u043D\u0435 \u0442\u0430 \u0444\u0438\u0433\u0443\u0440\u0430, \u0447\u0442\u043E \u0441\u0442\u043E\u0438\u0442 \u043D\u0430 ${p.square}`,
  'refusal.notLegal': (p, f) =>
    `\u0445\u043E\u0434 ${p.move} \u0434\u043B\u044F ${GEN[p.side]} \u0432 \u044D\u0442\u043E\u0439 \u043F\u043E\u0437\u0438\u0446\u0438\u0438 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u0435\u043D: ${f.text(p.why)}`,
  'refusal.mustPlayIntended': (p, f) =>
    `\u043F\u043E\u0441\u043B\u0435 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E\u0433\u043E \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044F ${NOM[p.side]} \u0434\u043E\u043B\u0436\u043D\u044B \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u0437\u0430\u043F\u0438\u0441\u0430\u043D\u043D\u044B\u0439 \u0445\u043E\u0434 ${f.move(p.move)}`,
  'refusal.mustMoveBound': (p, f) =>
    `${f.side(p.side)} \u0434\u043E\u043B\u0436\u043D\u044B \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u0445\u043E\u0434 \u0444\u0438\u0433\u0443\u0440\u043E\u0439, \u0441\u0442\u043E\u044F\u0449\u0435\u0439 \u043D\u0430 ${p.square}: \u0435\u044E \u0431\u044B\u043B \u0441\u0434\u0435\u043B\u0430\u043D \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434`,
  'refusal.noPieceToMove': (p) =>
    `\u043D\u0430 ${p.square} \u043D\u0435\u0442 \u0444\u0438\u0433\u0443\u0440\u044B ${GEN[p.side]}, \u043A\u043E\u0442\u043E\u0440\u043E\u0439 \u043C\u043E\u0436\u043D\u043E \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u0445\u043E\u0434`,
  'refusal.noPieceToDrop': (p) =>
    `\u0423 ${GEN[p.side]} \u043D\u0435\u0442 \u0432 \u0437\u0430\u043F\u0430\u0441\u0435 ${ROLE_GEN[p.role]}`,
  'refusal.legalNotIllegal': (p, f) =>
    `${f.move(p.move)} \u2014 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434: \u0441\u0434\u0435\u043B\u0430\u0439\u0442\u0435 \u0435\u0433\u043E \u043A\u0430\u043A \u043E\u0431\u044B\u0447\u043D\u044B\u0439 \u0445\u043E\u0434`,
  'refusal.notYourClock': (p) =>
    `\u0427\u0430\u0441\u044B ${GEN[p.by]} \u043D\u0435 \u0438\u0434\u0443\u0442: \u043D\u0430\u0436\u0430\u0442\u044C \u043D\u0430 \u0447\u0430\u0441\u044B \u043C\u043E\u0433\u0443\u0442 \u0442\u043E\u043B\u044C\u043A\u043E ${NOM[p.turn]}`,
  'refusal.nothingToTouch': (p) =>
    `\u043D\u0430 ${p.square} \u043D\u0435\u0442 \u0444\u0438\u0433\u0443\u0440\u044B, \u043A\u043E\u0442\u043E\u0440\u043E\u0439 \u043C\u043E\u0436\u043D\u043E \u043A\u043E\u0441\u043D\u0443\u0442\u044C\u0441\u044F`,
  'refusal.notOnMove': (p) =>
    `\u041E\u0447\u0435\u0440\u0435\u0434\u044C \u0445\u043E\u0434\u0430 \u043D\u0435 \u0443 ${GEN[p.side]}`,
  'refusal.claimNotOnMove': () =>
    '\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u0442\u044C \u043C\u043E\u0436\u0435\u0442 \u0442\u043E\u043B\u044C\u043A\u043E \u0438\u0433\u0440\u043E\u043A, \u0438\u043C\u0435\u044E\u0449\u0438\u0439 \u043E\u0447\u0435\u0440\u0435\u0434\u044C \u0445\u043E\u0434\u0430',
  'refusal.claimIllegalFirst': () =>
    '\u0441\u043D\u0430\u0447\u0430\u043B\u0430 \u0437\u0430\u044F\u0432\u0438\u0442\u0435 \u043E \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u043E\u043C \u0445\u043E\u0434\u0435 \u0438\u043B\u0438 \u043F\u0440\u043E\u0434\u043E\u043B\u0436\u0430\u0439\u0442\u0435 \u0438\u0433\u0440\u0443',
  'refusal.intendedNotLegal': (p) =>
    `\u0437\u0430\u043F\u0438\u0441\u0430\u043D\u043D\u044B\u0439 \u0445\u043E\u0434 ${p.move} \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u0435\u043D`,
  'refusal.noClaimsOfKind': (p) => {
    const title = CLAIM_KIND_TITLES[p.kind];
    const what = title
      ? `\u043D\u0438\u0447\u044C\u0435\u0439 ${CLAIM_GROUNDS[title]}`
      : `\u0432\u0438\u0434\u0430 \xAB${p.kind}\xBB`;
    return `\u0440\u0435\u0433\u043B\u0430\u043C\u0435\u043D\u0442 ${p.regulation} \u043D\u0435 \u043F\u0440\u0435\u0434\u0443\u0441\u043C\u0430\u0442\u0440\u0438\u0432\u0430\u0435\u0442 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0439 ${what}`;
  },
  'refusal.nothingToDecide': () =>
    '\u043D\u0435\u0442 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044F, \u043E\u0436\u0438\u0434\u0430\u044E\u0449\u0435\u0433\u043E \u0440\u0435\u0448\u0435\u043D\u0438\u044F \u0430\u0440\u0431\u0438\u0442\u0440\u0430',
  'refusal.noIllegalToClaim': (p) =>
    `\u0423 ${GEN[p.offender]} \u043D\u0435\u0442 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u043E\u0433\u043E \u0445\u043E\u0434\u0430, \u043E \u043A\u043E\u0442\u043E\u0440\u043E\u043C \u043C\u043E\u0433\u043B\u0438 \u0431\u044B \u0437\u0430\u044F\u0432\u0438\u0442\u044C ${NOM[p.by]}`,
  'refusal.noRulingOnClaim': () =>
    '\u0440\u0435\u0433\u043B\u0430\u043C\u0435\u043D\u0442 \u043D\u0435 \u0434\u0430\u0451\u0442 \u0440\u0435\u0448\u0435\u043D\u0438\u044F \u043F\u043E \u044D\u0442\u043E\u043C\u0443 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044E',
  'refusal.clockCannotTakeBack': (p) =>
    `\u0447\u0430\u0441\u044B \u043D\u0435 \u043C\u043E\u0433\u0443\u0442 \u043E\u0442\u043C\u0435\u043D\u0438\u0442\u044C \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434: ${p.text}`,
  'refusal.ownFlag': (p, f) =>
    `${f.side(p.side)} \u043D\u0435 \u043C\u043E\u0433\u0443\u0442 \u0437\u0430\u044F\u0432\u0438\u0442\u044C \u043E \u043F\u0430\u0434\u0435\u043D\u0438\u0438 \u0441\u0432\u043E\u0435\u0433\u043E \u0444\u043B\u0430\u0436\u043A\u0430`,
  'refusal.flagNotFallen': (p) =>
    `\u0424\u043B\u0430\u0436\u043E\u043A ${GEN[p.side]} \u043D\u0435 \u0443\u043F\u0430\u043B`,
  'refusal.noFlag': () =>
    '\u043D\u0438 \u043E\u0434\u0438\u043D \u0444\u043B\u0430\u0436\u043E\u043A \u043D\u0435 \u0443\u043F\u0430\u043B',
  'refusal.flagFellFirst': (p) =>
    `\u0424\u043B\u0430\u0436\u043E\u043A ${GEN[p.side]} \u0443\u043F\u0430\u043B \u043F\u0435\u0440\u0432\u044B\u043C, \u0432 \u043C\u043E\u043C\u0435\u043D\u0442 ${p.at} \u043C\u0441: \u043F\u043E\u0440\u044F\u0434\u043E\u043A \u0438\u0437\u0432\u0435\u0441\u0442\u0435\u043D, \u0438 \u0440\u0435\u0448\u0430\u0435\u0442 \u044D\u0442\u043E\u0442 \u0444\u043B\u0430\u0436\u043E\u043A`,
  'refusal.flagBeforeEvent': (p) =>
    `\u0424\u043B\u0430\u0436\u043E\u043A ${GEN[p.side]} \u0443\u043F\u0430\u043B \u0432 \u043C\u043E\u043C\u0435\u043D\u0442 ${p.at} \u043C\u0441, \u0434\u043E \u044D\u0442\u043E\u0433\u043E \u0441\u043E\u0431\u044B\u0442\u0438\u044F, \u043D\u043E \u043F\u0430\u0434\u0435\u043D\u0438\u0435 \u0444\u043B\u0430\u0436\u043A\u0430 \u043D\u0435 \u0437\u0430\u043F\u0438\u0441\u0430\u043D\u043E`,
  'refusal.nothingToTakeBack': () =>
    '\u043D\u0435\u0442 \u0445\u043E\u0434\u0430, \u043A\u043E\u0442\u043E\u0440\u044B\u0439 \u043C\u043E\u0436\u043D\u043E \u0432\u0437\u044F\u0442\u044C \u043D\u0430\u0437\u0430\u0434',
  'refusal.badNow': () =>
    '\u0444\u0443\u043D\u043A\u0446\u0438\u044F now() \u043F\u0430\u0440\u0442\u0438\u0438 \u0432\u0435\u0440\u043D\u0443\u043B\u0430 \u043D\u0435 \u0447\u0438\u0441\u043B\u043E \u043C\u0438\u043B\u043B\u0438\u0441\u0435\u043A\u0443\u043D\u0434',
  'refusal.plugin': (p) =>
    `\u0441\u0431\u043E\u0439 \u043F\u043B\u0430\u0433\u0438\u043D\u0430 \xAB${p.plugin}\xBB \u0432 \u043E\u0431\u0440\u0430\u0431\u043E\u0442\u0447\u0438\u043A\u0435 ${p.hook}: ${p.text}`,
  // ---- why a move is not legal (the end of refusal.notLegal) ----
  'why.noPiece': (p) =>
    `\u043D\u0430 ${p.square} \u043D\u0435\u0442 \u0444\u0438\u0433\u0443\u0440\u044B`,
  'why.notYours': (p, f) =>
    `${f.role(p.role)} \u043D\u0430 ${p.square} \u043D\u0435 \u043F\u0440\u0438\u043D\u0430\u0434\u043B\u0435\u0436\u0438\u0442 ${DAT[p.side]}`,
  'why.mustPromote': (p) =>
    `\u043F\u0435\u0448\u043A\u0430, \u0434\u043E\u0448\u0435\u0434\u0448\u0430\u044F \u0434\u043E \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0435\u0439 \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u0438, \u0434\u043E\u043B\u0436\u043D\u0430 \u043F\u0440\u0435\u0432\u0440\u0430\u0442\u0438\u0442\u044C\u0441\u044F: \u0434\u043E\u0431\u0430\u0432\u044C\u0442\u0435 q, r, b \u0438\u043B\u0438 n (${p.uci}q)`,
  'why.noPromotion': () =>
    '\u043F\u0440\u0435\u0432\u0440\u0430\u0449\u0430\u0435\u0442\u0441\u044F \u0442\u043E\u043B\u044C\u043A\u043E \u043F\u0435\u0448\u043A\u0430, \u0434\u043E\u0448\u0435\u0434\u0448\u0430\u044F \u0434\u043E \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0435\u0439 \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u0438',
  'why.promotesTo': (p) =>
    `\u043F\u0435\u0448\u043A\u0430 \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043F\u0440\u0435\u0432\u0440\u0430\u0442\u0438\u0442\u044C\u0441\u044F \u0432 ${ROLE_ACC[p.role]} ${inVariant(p.variant)}`,
  'why.noMoves': (p, f) =>
    p.check
      ? `\u043A\u043E\u0440\u043E\u043B\u044E \u043E\u0431\u044A\u044F\u0432\u043B\u0435\u043D \u0448\u0430\u0445, \u0438 ${f.role(p.role)} \u043D\u0430 ${p.square} \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043E\u0442 \u043D\u0435\u0433\u043E \u0437\u0430\u0449\u0438\u0442\u0438\u0442\u044C`
      : `\u0443 ${ROLE_GEN[p.role]} \u043D\u0430 ${p.square} \u043D\u0435\u0442 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0445 \u0445\u043E\u0434\u043E\u0432`,
  'why.goesTo': (p, f) =>
    `${f.role(p.role)} \u043D\u0430 ${p.square} \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0439\u0442\u0438 \u043D\u0430 ${p.targets.join(', ')}${p.check ? ' (\u043A\u043E\u0440\u043E\u043B\u044E \u043E\u0431\u044A\u044F\u0432\u043B\u0435\u043D \u0448\u0430\u0445)' : ''}`,
  'why.noDrops': (p) =>
    `${inVariant(p.variant)} \u0444\u0438\u0433\u0443\u0440\u044B \u0438\u0437 \u0437\u0430\u043F\u0430\u0441\u0430 \u043D\u0435 \u0432\u044B\u0441\u0442\u0430\u0432\u043B\u044F\u044E\u0442\u0441\u044F`,
  'why.notInHand': (p) =>
    `\u0443 ${GEN[p.side]} \u043D\u0435\u0442 \u0432 \u0437\u0430\u043F\u0430\u0441\u0435 ${ROLE_GEN[p.role]}`,
  'why.occupied': (p) =>
    `\u043F\u043E\u043B\u0435 ${p.square} \u0437\u0430\u043D\u044F\u0442\u043E`,
  'why.pawnRank': () =>
    '\u043F\u0435\u0448\u043A\u0443 \u043D\u0435\u043B\u044C\u0437\u044F \u0432\u044B\u0441\u0442\u0430\u0432\u0438\u0442\u044C \u043D\u0430 \u043F\u0435\u0440\u0432\u0443\u044E \u0438\u043B\u0438 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u044E\u044E \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u044C',
  'why.dropNow': (p, f) =>
    p.check
      ? `\u043A\u043E\u0440\u043E\u043B\u044E \u043E\u0431\u044A\u044F\u0432\u043B\u0435\u043D \u0448\u0430\u0445, \u0438 ${f.role(p.role)} \u043D\u0430 ${p.square} \u043E\u0442 \u043D\u0435\u0433\u043E \u043D\u0435 \u0437\u0430\u0449\u0438\u0449\u0430\u0435\u0442`
      : `${ROLE_ACC[p.role]} \u0441\u0435\u0439\u0447\u0430\u0441 \u043D\u0435\u043B\u044C\u0437\u044F \u0432\u044B\u0441\u0442\u0430\u0432\u0438\u0442\u044C \u043D\u0430 ${p.square}`,
  // ---- the built-in plugins: refusals, reasons, the rules they put in force ----
  'rule.underCategory': (p, f) =>
    `${IN_CATEGORY[p.category] ?? `\u043F\u0440\u0438 \u043A\u043E\u043D\u0442\u0440\u043E\u043B\u0435 \xAB${p.category}\xBB`}: ${f.text(p.summary)}`,
  'core.rule.legal': () =>
    '\u043D\u0430 \u0434\u043E\u0441\u043A\u0435 \u0434\u0435\u043B\u0430\u0435\u0442\u0441\u044F \u0442\u043E\u043B\u044C\u043A\u043E \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434',
  'core.rule.resign': () =>
    '\u0438\u0433\u0440\u043E\u043A \u043C\u043E\u0436\u0435\u0442 \u0441\u0434\u0430\u0442\u044C\u0441\u044F \u0432 \u043B\u044E\u0431\u043E\u0439 \u043C\u043E\u043C\u0435\u043D\u0442; \u043F\u043E\u0431\u0435\u0434\u0430 \u043F\u0440\u0438\u0441\u0443\u0436\u0434\u0430\u0435\u0442\u0441\u044F \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0443',
  'core.rule.clock': () =>
    '\u0430\u0440\u0431\u0438\u0442\u0440 \u043C\u043E\u0436\u0435\u0442 \u043E\u0441\u0442\u0430\u043D\u0430\u0432\u043B\u0438\u0432\u0430\u0442\u044C \u0438 \u043F\u0443\u0441\u043A\u0430\u0442\u044C \u0447\u0430\u0441\u044B, \u0434\u043E\u0431\u0430\u0432\u043B\u044F\u0442\u044C \u0438 \u0443\u0431\u0430\u0432\u043B\u044F\u0442\u044C \u0432\u0440\u0435\u043C\u044F, \u0443\u0441\u0442\u0430\u043D\u0430\u0432\u043B\u0438\u0432\u0430\u0442\u044C \u0441\u0447\u0451\u0442\u0447\u0438\u043A\u0438 \u0445\u043E\u0434\u043E\u0432',
  'core.rule.arbiter': () =>
    '\u0430\u0440\u0431\u0438\u0442\u0440 \u043C\u043E\u0436\u0435\u0442 \u043E\u0431\u044A\u044F\u0432\u0438\u0442\u044C \u0440\u0435\u0437\u0443\u043B\u044C\u0442\u0430\u0442 \u043F\u0430\u0440\u0442\u0438\u0438 \u0438 \u0440\u0435\u0448\u0430\u0435\u0442 \u043F\u043E \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044F\u043C, \u043A\u043E\u0442\u043E\u0440\u044B\u0435 \u0435\u043C\u0443 \u0437\u0430\u044F\u0432\u043B\u0435\u043D\u044B',
  'variant.rule.start': () =>
    '\u0441\u0442\u0430\u043D\u0434\u0430\u0440\u0442\u043D\u0430\u044F \u043D\u0430\u0447\u0430\u043B\u044C\u043D\u0430\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u044F',
  'variant.rule.castling': () =>
    '\u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0430: \u043A\u043E\u0440\u043E\u043B\u044C \u043F\u0435\u0440\u0435\u0434\u0432\u0438\u0433\u0430\u0435\u0442\u0441\u044F \u043D\u0430 \u0434\u0432\u0430 \u043F\u043E\u043B\u044F \u0432 \u0441\u0442\u043E\u0440\u043E\u043D\u0443 \u043B\u0430\u0434\u044C\u0438',
  'variant.rule.moves': () =>
    '\u0444\u0438\u0433\u0443\u0440\u044B \u0445\u043E\u0434\u044F\u0442 \u0438 \u0431\u0435\u0440\u0443\u0442 \u043F\u043E \u043F\u0440\u0430\u0432\u0438\u043B\u0430\u043C \u0438\u0433\u0440\u044B; \u0441\u0432\u044F\u0437\u0430\u043D\u043D\u0430\u044F \u0444\u0438\u0433\u0443\u0440\u0430 \u0432\u0441\u0451 \u0440\u0430\u0432\u043D\u043E \u043D\u0430\u043F\u0430\u0434\u0430\u0435\u0442 \u043D\u0430 \u043F\u043E\u043B\u044F',
  'variant.rule.pawns': () =>
    '\u043F\u0435\u0448\u043A\u0438: \u0445\u043E\u0434 \u043D\u0430 \u0434\u0432\u0430 \u043F\u043E\u043B\u044F \u0441 \u043D\u0430\u0447\u0430\u043B\u044C\u043D\u043E\u0439 \u043F\u043E\u0437\u0438\u0446\u0438\u0438, \u0432\u0437\u044F\u0442\u0438\u0435 \u043D\u0430 \u043F\u0440\u043E\u0445\u043E\u0434\u0435 \u0442\u043E\u043B\u044C\u043A\u043E \u0441\u043B\u0435\u0434\u0443\u044E\u0449\u0438\u043C \u0445\u043E\u0434\u043E\u043C, \u043F\u0440\u0435\u0432\u0440\u0430\u0449\u0435\u043D\u0438\u0435',
  'variant.rule.check': () =>
    '\u043D\u0438 \u043E\u0434\u0438\u043D \u0445\u043E\u0434 \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043E\u0441\u0442\u0430\u0432\u043B\u044F\u0442\u044C \u0441\u0432\u043E\u0435\u0433\u043E \u043A\u043E\u0440\u043E\u043B\u044F \u043F\u043E\u0434 \u0448\u0430\u0445\u043E\u043C \u0438\u043B\u0438 \u0441\u0442\u0430\u0432\u0438\u0442\u044C \u0435\u0433\u043E \u043F\u043E\u0434 \u0448\u0430\u0445',
  'variant.rule.mate': () =>
    '\u043C\u0430\u0442 \u0441\u0440\u0430\u0437\u0443 \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u0435\u0442 \u043F\u0430\u0440\u0442\u0438\u044E \u043F\u043E\u0431\u0435\u0434\u043E\u0439',
  'variant.rule.stalemate': () =>
    '\u043F\u0430\u0442 \u0441\u0440\u0430\u0437\u0443 \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u0435\u0442 \u043F\u0430\u0440\u0442\u0438\u044E \u0432\u043D\u0438\u0447\u044C\u044E',
  'variant.rule.chess960': (p) =>
    `\u0448\u0430\u0445\u043C\u0430\u0442\u044B \u0424\u0438\u0448\u0435\u0440\u0430 (Chess960), \u043D\u0430\u0447\u0430\u043B\u044C\u043D\u0430\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u044F \u2116 ${p.start}, \u0435\u0441\u043B\u0438 \u0434\u043B\u044F \u043F\u0430\u0440\u0442\u0438\u0438 \u043D\u0435 \u0437\u0430\u0434\u0430\u043D\u0430 \u0434\u0440\u0443\u0433\u0430\u044F; \u043F\u0440\u0438 \u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0435 \u043A\u043E\u0440\u043E\u043B\u044C \u0438 \u043B\u0430\u0434\u044C\u044F \u0432\u0441\u0442\u0430\u044E\u0442 \u043D\u0430 \u0442\u0435 \u0436\u0435 \u043F\u043E\u043B\u044F, \u0447\u0442\u043E \u0438 \u0432 \u043A\u043B\u0430\u0441\u0441\u0438\u0447\u0435\u0441\u043A\u0438\u0445 \u0448\u0430\u0445\u043C\u0430\u0442\u0430\u0445`,
  'variant.rule.own': (p) => {
    const words = VARIANT_RULES[p.id];
    return (typeof words === 'function' ? words(p.text) : words) ?? p.text;
  },
  'variant.rule.variantMoves': (p) =>
    `\u0445\u043E\u0434\u044B \u0434\u0435\u043B\u0430\u044E\u0442\u0441\u044F \u043F\u043E \u043F\u0440\u0430\u0432\u0438\u043B\u0430\u043C \u0432\u0430\u0440\u0438\u0430\u043D\u0442\u0430 \xAB${variantTitle(p.variant)}\xBB`,
  'timeControl.rule.clock': (p) =>
    `\u043A\u043E\u043D\u0442\u0440\u043E\u043B\u044C \u0432\u0440\u0435\u043C\u0435\u043D\u0438 ${p.control}; \u0441\u043D\u0430\u0447\u0430\u043B\u0430 \u0438\u0434\u0443\u0442 \u0447\u0430\u0441\u044B \u0441\u0442\u043E\u0440\u043E\u043D\u044B, \u0438\u043C\u0435\u044E\u0449\u0435\u0439 \u043E\u0447\u0435\u0440\u0435\u0434\u044C \u0445\u043E\u0434\u0430`,
  'timeControl.rule.category': (p) =>
    `\u043A\u043E\u043D\u0442\u0440\u043E\u043B\u044C ${p.control} \u2014 \u044D\u0442\u043E ${CATEGORY[p.category] ?? p.category} (\u043E\u0441\u043D\u043E\u0432\u043D\u043E\u0435 \u0432\u0440\u0435\u043C\u044F + 60 \xD7 \u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u0438\u0435 \u043D\u0430 \u0445\u043E\u0434)`,
  'automaticDraws.rule.dead': (p) =>
    `\u043C\u0451\u0440\u0442\u0432\u0430\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u044F \u0441\u0440\u0430\u0437\u0443 \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u0435\u0442 \u043F\u0430\u0440\u0442\u0438\u044E \u0432\u043D\u0438\u0447\u044C\u044E (${p.how === 'full' ? '\u043F\u043E\u043B\u043D\u044B\u0439 \u0430\u043D\u0430\u043B\u0438\u0437 \u043F\u043E\u0437\u0438\u0446\u0438\u0438' : p.how === 'quick' ? '\u043F\u0440\u043E\u0432\u0435\u0440\u044F\u044E\u0442\u0441\u044F \u043C\u0430\u0442\u0435\u0440\u0438\u0430\u043B \u0438 \u0437\u0430\u043F\u0435\u0440\u0442\u044B\u0435 \u043F\u0435\u0448\u0435\u0447\u043D\u044B\u0435 \u0446\u0435\u043F\u0438' : '\u043F\u0440\u043E\u0432\u0435\u0440\u044F\u0435\u0442\u0441\u044F \u0442\u043E\u043B\u044C\u043A\u043E \u043D\u0435\u0434\u043E\u0441\u0442\u0430\u0442\u043E\u0447\u043D\u043E\u0441\u0442\u044C \u043C\u0430\u0442\u0435\u0440\u0438\u0430\u043B\u0430'})`,
  'automaticDraws.rule.fivefold': (p) =>
    `\u043F\u044F\u0442\u0438\u043A\u0440\u0430\u0442\u043D\u043E\u0435 \u043F\u043E\u0432\u0442\u043E\u0440\u0435\u043D\u0438\u0435 \u043F\u043E\u0437\u0438\u0446\u0438\u0438 \u0441\u0440\u0430\u0437\u0443 \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u0435\u0442 \u043F\u0430\u0440\u0442\u0438\u044E \u0432\u043D\u0438\u0447\u044C\u044E${p.consecutive ? ' (\u043D\u0430 \u043F\u043E\u0441\u043B\u0435\u0434\u043E\u0432\u0430\u0442\u0435\u043B\u044C\u043D\u044B\u0445 \u0447\u0435\u0440\u0435\u0434\u0443\u044E\u0449\u0438\u0445\u0441\u044F \u0445\u043E\u0434\u0430\u0445, \u043A\u0430\u043A \u0432 \u0440\u0435\u0434\u0430\u043A\u0446\u0438\u0438 2014\u20132017 \u0433\u043E\u0434\u043E\u0432)' : ''}`,
  'automaticDraws.rule.seventyFive': () =>
    `75 \u0445\u043E\u0434\u043E\u0432 \u043A\u0430\u0436\u0434\u043E\u0433\u043E \u0438\u0433\u0440\u043E\u043A\u0430 ${NO_PROGRESS} \u0441\u0440\u0430\u0437\u0443 \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u044E\u0442 \u043F\u0430\u0440\u0442\u0438\u044E \u0432\u043D\u0438\u0447\u044C\u044E, \u0435\u0441\u043B\u0438 \u0442\u043E\u043B\u044C\u043A\u043E \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0438\u0439 \u0445\u043E\u0434 \u043D\u0435 \u0434\u0430\u043B \u043C\u0430\u0442`,
  'claimableDraws.rule.threefold': (p) =>
    `\u0438\u0433\u0440\u043E\u043A, \u0438\u043C\u0435\u044E\u0449\u0438\u0439 \u043E\u0447\u0435\u0440\u0435\u0434\u044C \u0445\u043E\u0434\u0430, \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u0442\u044C \u043D\u0438\u0447\u044C\u044E \u0432\u0432\u0438\u0434\u0443 \u0442\u0440\u043E\u0435\u043A\u0440\u0430\u0442\u043D\u043E\u0433\u043E \u043F\u043E\u0432\u0442\u043E\u0440\u0435\u043D\u0438\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u0438${p.intendedMove ? ' \u2014 \u0441\u0440\u0430\u0437\u0443 \u0438\u043B\u0438 \u0437\u0430\u043F\u0438\u0441\u0430\u0432 \u0445\u043E\u0434, \u043A\u043E\u0442\u043E\u0440\u044B\u0439 \u0441\u043E\u0431\u0438\u0440\u0430\u0435\u0442\u0441\u044F \u0441\u0434\u0435\u043B\u0430\u0442\u044C' : ''}`,
  'claimableDraws.rule.fifty': (p) =>
    `\u0438\u0433\u0440\u043E\u043A, \u0438\u043C\u0435\u044E\u0449\u0438\u0439 \u043E\u0447\u0435\u0440\u0435\u0434\u044C \u0445\u043E\u0434\u0430, \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u0442\u044C \u043D\u0438\u0447\u044C\u044E, \u0435\u0441\u043B\u0438 \u043A\u0430\u0436\u0434\u044B\u0439 \u0438\u0433\u0440\u043E\u043A \u0441\u0434\u0435\u043B\u0430\u043B ${moves(p.moves)} ${NO_PROGRESS}`,
  'claimableDraws.rule.legacy75': () =>
    '\u043F\u043E \u0441\u0442\u0430\u0440\u044B\u043C \u043A\u043E\u0434\u0435\u043A\u0441\u0430\u043C \u043F\u0440\u0438 \u043D\u0435\u043A\u043E\u0442\u043E\u0440\u044B\u0445 \u0441\u043E\u043E\u0442\u043D\u043E\u0448\u0435\u043D\u0438\u044F\u0445 \u043C\u0430\u0442\u0435\u0440\u0438\u0430\u043B\u0430 \u043D\u0443\u0436\u043D\u043E 75 \u0445\u043E\u0434\u043E\u0432, \u0430 \u043D\u0435 50',
  'claimableDraws.rule.automatic': () =>
    '\u043B\u044E\u0431\u0438\u0442\u0435\u043B\u044C\u0441\u043A\u0430\u044F \u0438\u0433\u0440\u0430: \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 \u0437\u0430\u044F\u0432\u043B\u044F\u0435\u0442\u0441\u044F \u0437\u0430 \u0438\u0433\u0440\u043E\u043A\u0430, \u043A\u0430\u043A \u0442\u043E\u043B\u044C\u043A\u043E \u043E\u043D\u043E \u0441\u0442\u0430\u043D\u043E\u0432\u0438\u0442\u0441\u044F \u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u044B\u043C',
  'claimableDraws.currentOnly': () =>
    '\u044D\u0442\u043E\u0442 \u0440\u0435\u0433\u043B\u0430\u043C\u0435\u043D\u0442 \u043F\u0440\u0438\u043D\u0438\u043C\u0430\u0435\u0442 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044F \u0442\u043E\u043B\u044C\u043A\u043E \u043F\u043E \u0442\u0435\u043A\u0443\u0449\u0435\u0439 \u043F\u043E\u0437\u0438\u0446\u0438\u0438',
  'claimableDraws.notThird': () =>
    '\u0437\u0430\u043F\u0438\u0441\u0430\u043D\u043D\u044B\u0439 \u0445\u043E\u0434 \u043D\u0435 \u043F\u043E\u0432\u0442\u043E\u0440\u044F\u0435\u0442 \u043F\u043E\u0437\u0438\u0446\u0438\u044E \u0432 \u0442\u0440\u0435\u0442\u0438\u0439 \u0440\u0430\u0437',
  'claimableDraws.notThreeTimes': () =>
    '\u043F\u043E\u0437\u0438\u0446\u0438\u044F \u043D\u0435 \u043F\u043E\u0432\u0442\u043E\u0440\u0438\u043B\u0430\u0441\u044C \u0442\u0440\u0438\u0436\u0434\u044B',
  'claimableDraws.intendedNotFifty': (p) =>
    `\u0437\u0430\u043F\u0438\u0441\u0430\u043D\u043D\u044B\u0439 \u0445\u043E\u0434 \u043D\u0435 \u0437\u0430\u0432\u0435\u0440\u0448\u0430\u0435\u0442 ${moves(p.moves)} \u043A\u0430\u0436\u0434\u043E\u0433\u043E \u0438\u0433\u0440\u043E\u043A\u0430 ${NO_PROGRESS}`,
  'claimableDraws.notFifty': (p) =>
    `\u0435\u0449\u0451 \u043D\u0435 \u0441\u044B\u0433\u0440\u0430\u043D\u043E ${moves(p.moves)} \u043A\u0430\u0436\u0434\u044B\u043C \u0438\u0433\u0440\u043E\u043A\u043E\u043C ${NO_PROGRESS}`,
  'illegalMoves.rule.rejected': () =>
    '\u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0435 \u0445\u043E\u0434\u044B \u043D\u0435 \u043F\u0440\u0438\u043D\u0438\u043C\u0430\u044E\u0442\u0441\u044F: \u043F\u0440\u0438\u043B\u043E\u0436\u0435\u043D\u0438\u0435 \u0438\u0445 \u043D\u0435 \u0434\u043E\u043F\u0443\u0441\u043A\u0430\u0435\u0442',
  'illegalMoves.rule.completed': () =>
    '\u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434 \u0441\u0447\u0438\u0442\u0430\u0435\u0442\u0441\u044F \u0437\u0430\u0432\u0435\u0440\u0448\u0451\u043D\u043D\u044B\u043C, \u043A\u043E\u0433\u0434\u0430 \u043D\u0430\u0436\u0430\u0442\u044B \u0447\u0430\u0441\u044B; \u0432\u043E\u0441\u0441\u0442\u0430\u043D\u0430\u0432\u043B\u0438\u0432\u0430\u0435\u0442\u0441\u044F \u043F\u043E\u0437\u0438\u0446\u0438\u044F, \u043F\u0440\u0435\u0434\u0448\u0435\u0441\u0442\u0432\u043E\u0432\u0430\u0432\u0448\u0430\u044F \u043D\u0430\u0440\u0443\u0448\u0435\u043D\u0438\u044E, \u0438 \u0445\u043E\u0434 \u0434\u043E\u043B\u0436\u0435\u043D \u0431\u044B\u0442\u044C \u0441\u0434\u0435\u043B\u0430\u043D \u0442\u043E\u0439 \u0436\u0435 \u0444\u0438\u0433\u0443\u0440\u043E\u0439',
  'illegalMoves.rule.unpromoted': () =>
    '\u043F\u0435\u0448\u043A\u0430, \u043F\u043E\u0441\u0442\u0430\u0432\u043B\u0435\u043D\u043D\u0430\u044F \u043D\u0430 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u044E\u044E \u0433\u043E\u0440\u0438\u0437\u043E\u043D\u0442\u0430\u043B\u044C \u0431\u0435\u0437 \u0437\u0430\u043C\u0435\u043D\u044B \u043D\u043E\u0432\u043E\u0439 \u0444\u0438\u0433\u0443\u0440\u043E\u0439, \u2014 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434; \u043F\u0435\u0448\u043A\u0430 \u0437\u0430\u043C\u0435\u043D\u044F\u0435\u0442\u0441\u044F \u0444\u0435\u0440\u0437\u0451\u043C',
  'illegalMoves.rule.press': () =>
    '\u043D\u0430\u0436\u0430\u0442\u0438\u0435 \u043D\u0430 \u0447\u0430\u0441\u044B \u0431\u0435\u0437 \u0445\u043E\u0434\u0430 \u0441\u0447\u0438\u0442\u0430\u0435\u0442\u0441\u044F \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u043C \u0445\u043E\u0434\u043E\u043C',
  'illegalMoves.rule.twoHands': () =>
    '\u0445\u043E\u0434, \u0441\u0434\u0435\u043B\u0430\u043D\u043D\u044B\u0439 \u0434\u0432\u0443\u043C\u044F \u0440\u0443\u043A\u0430\u043C\u0438, \u0441\u0447\u0438\u0442\u0430\u0435\u0442\u0441\u044F \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u043C \u0445\u043E\u0434\u043E\u043C; \u0445\u043E\u0434 \u043E\u0441\u0442\u0430\u0451\u0442\u0441\u044F \u0432 \u0441\u0438\u043B\u0435',
  'illegalMoves.rule.forfeit': () =>
    '\u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434, \u043E \u043A\u043E\u0442\u043E\u0440\u043E\u043C \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A \u0437\u0430\u044F\u0432\u0438\u043B \u0434\u043E \u0441\u0432\u043E\u0435\u0433\u043E \u043E\u0442\u0432\u0435\u0442\u043D\u043E\u0433\u043E \u0445\u043E\u0434\u0430, \u0432\u0435\u0434\u0451\u0442 \u043A \u043F\u043E\u0440\u0430\u0436\u0435\u043D\u0438\u044E',
  'illegalMoves.rule.penalty': (p, f) =>
    p.lossOn === 2
      ? `\u0437\u0430 \u043F\u0435\u0440\u0432\u044B\u0439 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0443 \u0434\u043E\u0431\u0430\u0432\u043B\u044F\u0435\u0442\u0441\u044F ${f.time(p.bonus)}`
      : `\u0437\u0430 \u043A\u0430\u0436\u0434\u044B\u0439 \u0438\u0437 \u043F\u0435\u0440\u0432\u044B\u0445 ${p.lossOn - 1} \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0445 \u0445\u043E\u0434\u043E\u0432 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0443 \u0434\u043E\u0431\u0430\u0432\u043B\u044F\u0435\u0442\u0441\u044F ${f.time(p.bonus)}`,
  'illegalMoves.rule.loss': (p) =>
    `${ordinal2(p.lossOn)} \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434 \u0432\u0435\u0434\u0451\u0442 \u043A \u043F\u043E\u0440\u0430\u0436\u0435\u043D\u0438\u044E${p.drawIfCannotMate ? ', \u0430 \u0435\u0441\u043B\u0438 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0441\u0442\u0430\u0432\u0438\u0442\u044C \u043C\u0430\u0442 \u2014 \u043A \u043D\u0438\u0447\u044C\u0435\u0439' : ''}`,
  'illegalMoves.rule.unsupervised': () =>
    '\u0431\u0435\u0437 \u0430\u0440\u0431\u0438\u0442\u0440\u0430 \u0443 \u0434\u043E\u0441\u043A\u0438 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434 \u0443\u0447\u0438\u0442\u044B\u0432\u0430\u0435\u0442\u0441\u044F, \u0442\u043E\u043B\u044C\u043A\u043E \u0435\u0441\u043B\u0438 \u043E \u043D\u0451\u043C \u0437\u0430\u044F\u0432\u043B\u0435\u043D\u043E \u0434\u043E \u043E\u0442\u0432\u0435\u0442\u043D\u043E\u0433\u043E \u0445\u043E\u0434\u0430 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0430',
  'illegalMoves.rejected': () =>
    '\u044D\u0442\u043E\u0442 \u0440\u0435\u0433\u043B\u0430\u043C\u0435\u043D\u0442 \u043D\u0435 \u0437\u0430\u043F\u0438\u0441\u044B\u0432\u0430\u0435\u0442 \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0435 \u0445\u043E\u0434\u044B: \u0441\u0434\u0435\u043B\u0430\u0439\u0442\u0435 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u044B\u0439 \u0445\u043E\u0434',
  'incorrectClaim.rule.opponentBonus': (p, f) =>
    `\u0437\u0430 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E\u0435 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0443 \u0434\u043E\u0431\u0430\u0432\u043B\u044F\u0435\u0442\u0441\u044F ${f.time(p.time)}`,
  'incorrectClaim.rule.claimantDeduction': (p, f) =>
    `\u0437\u0430 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E\u0435 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 \u0441 \u0447\u0430\u0441\u043E\u0432 \u0437\u0430\u044F\u0432\u0438\u0442\u0435\u043B\u044F \u0441\u043D\u0438\u043C\u0430\u0435\u0442\u0441\u044F ${f.time(p.time)}`,
  'incorrectClaim.rule.halfUpToThree': () =>
    '\u0437\u0430 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E\u0435 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 \u0443 \u0437\u0430\u044F\u0432\u0438\u0442\u0435\u043B\u044F \u0432\u044B\u0447\u0438\u0442\u0430\u0435\u0442\u0441\u044F \u043F\u043E\u043B\u043E\u0432\u0438\u043D\u0430 \u043E\u0441\u0442\u0430\u0432\u0448\u0435\u0433\u043E\u0441\u044F \u0432\u0440\u0435\u043C\u0435\u043D\u0438 (\u043D\u0435 \u0431\u043E\u043B\u044C\u0448\u0435 3 \u043C\u0438\u043D\u0443\u0442), \u0430 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0443 \u0434\u043E\u0431\u0430\u0432\u043B\u044F\u044E\u0442\u0441\u044F 3 \u043C\u0438\u043D\u0443\u0442\u044B',
  'incorrectClaim.rule.none': () =>
    '\u0437\u0430 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E\u0435 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u0435 \u0432\u0440\u0435\u043C\u044F \u043D\u0435 \u0441\u043D\u0438\u043C\u0430\u0435\u0442\u0441\u044F',
  'incorrectClaim.rule.intended': () =>
    '\u043F\u043E\u0441\u043B\u0435 \u043D\u0435\u043F\u0440\u0430\u0432\u0438\u043B\u044C\u043D\u043E\u0433\u043E \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u043D\u0438\u044F \u0434\u043E\u043B\u0436\u0435\u043D \u0431\u044B\u0442\u044C \u0441\u0434\u0435\u043B\u0430\u043D \u0437\u0430\u043F\u0438\u0441\u0430\u043D\u043D\u044B\u0439 \u043F\u0440\u0438 \u043D\u0451\u043C \u0445\u043E\u0434',
  'flagFall.rule.flag': (p) =>
    `\u0441\u0442\u043E\u0440\u043E\u043D\u0430, \u0443 \u043A\u043E\u0442\u043E\u0440\u043E\u0439 \u0443\u043F\u0430\u043B \u0444\u043B\u0430\u0436\u043E\u043A, \u043F\u0440\u043E\u0438\u0433\u0440\u044B\u0432\u0430\u0435\u0442${p.drawIfCannotMate ? `, \u043D\u043E \u0435\u0441\u043B\u0438 ${CANNOT_MATE}, \u043F\u0430\u0440\u0442\u0438\u044F \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u0435\u0442\u0441\u044F \u0432\u043D\u0438\u0447\u044C\u044E` : ''}; \u043C\u0430\u0442, \u043F\u043E\u0441\u0442\u0430\u0432\u043B\u0435\u043D\u043D\u044B\u0439 \u043D\u0430 \u0434\u043E\u0441\u043A\u0435 \u0440\u0430\u043D\u044C\u0448\u0435, \u043E\u0441\u0442\u0430\u0451\u0442\u0441\u044F \u0432 \u0441\u0438\u043B\u0435`,
  'flagFall.rule.bothDraw': () =>
    '\u0435\u0441\u043B\u0438 \u0443\u043F\u0430\u043B\u0438 \u043E\u0431\u0430 \u0444\u043B\u0430\u0436\u043A\u0430 \u2014 \u043D\u0438\u0447\u044C\u044F',
  'flagFall.rule.bothFide': () =>
    '\u0443\u043F\u0430\u043B\u0438 \u043E\u0431\u0430 \u0444\u043B\u0430\u0436\u043A\u0430, \u0438 \u043D\u0435\u0438\u0437\u0432\u0435\u0441\u0442\u043D\u043E, \u043A\u0430\u043A\u043E\u0439 \u043F\u0435\u0440\u0432\u044B\u043C: \u0432 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0435\u043C \u043F\u0435\u0440\u0438\u043E\u0434\u0435 \u2014 \u043D\u0438\u0447\u044C\u044F, \u0438\u043D\u0430\u0447\u0435 \u0438\u0433\u0440\u0430 \u043F\u0440\u043E\u0434\u043E\u043B\u0436\u0430\u0435\u0442\u0441\u044F',
  'flagFall.playOn': () =>
    '\u043E\u0431\u0430 \u0444\u043B\u0430\u0436\u043A\u0430 \u0443\u043F\u0430\u043B\u0438 \u0434\u043E \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0435\u0433\u043E \u043F\u0435\u0440\u0438\u043E\u0434\u0430: \u0438\u0433\u0440\u0430 \u043F\u0440\u043E\u0434\u043E\u043B\u0436\u0430\u0435\u0442\u0441\u044F',
  'drawOffers.rule.stands': () =>
    '\u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0435 \u043D\u0438\u0447\u044C\u0435\u0439 \u0434\u0435\u0439\u0441\u0442\u0432\u0443\u0435\u0442, \u043F\u043E\u043A\u0430 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A \u043D\u0435 \u043F\u0440\u0438\u043C\u0435\u0442 \u0438\u043B\u0438 \u043D\u0435 \u043E\u0442\u043A\u043B\u043E\u043D\u0438\u0442 \u0435\u0433\u043E, \u043D\u0435 \u043A\u043E\u0441\u043D\u0451\u0442\u0441\u044F \u0444\u0438\u0433\u0443\u0440\u044B \u0438\u043B\u0438 \u043D\u0435 \u0441\u0434\u0435\u043B\u0430\u0435\u0442 \u0445\u043E\u0434; \u043E\u0442\u043E\u0437\u0432\u0430\u0442\u044C \u0435\u0433\u043E \u043D\u0435\u043B\u044C\u0437\u044F',
  'drawOffers.rule.agreement': () =>
    '\u043D\u0438\u0447\u044C\u044F \u043F\u043E \u0441\u043E\u0433\u043B\u0430\u0448\u0435\u043D\u0438\u044E \u0437\u0430\u043A\u0430\u043D\u0447\u0438\u0432\u0430\u0435\u0442 \u043F\u0430\u0440\u0442\u0438\u044E',
  'drawOffers.rule.notAllowed': () =>
    '\u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u044F \u043D\u0438\u0447\u044C\u0435\u0439 \u043D\u0430 \u044D\u0442\u043E\u043C \u0441\u043E\u0440\u0435\u0432\u043D\u043E\u0432\u0430\u043D\u0438\u0438 \u0437\u0430\u043F\u0440\u0435\u0449\u0435\u043D\u044B',
  'drawOffers.notAllowed': () =>
    '\u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u044F \u043D\u0438\u0447\u044C\u0435\u0439 \u043D\u0430 \u044D\u0442\u043E\u043C \u0441\u043E\u0440\u0435\u0432\u043D\u043E\u0432\u0430\u043D\u0438\u0438 \u0437\u0430\u043F\u0440\u0435\u0449\u0435\u043D\u044B',
  'drawOffers.ownStands': (p) =>
    `\u041F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0435 \u043D\u0438\u0447\u044C\u0435\u0439 ${GEN[p.side]} \u0443\u0436\u0435 \u0434\u0435\u0439\u0441\u0442\u0432\u0443\u0435\u0442; \u043E\u0442\u043E\u0437\u0432\u0430\u0442\u044C \u0435\u0433\u043E \u043D\u0435\u043B\u044C\u0437\u044F`,
  'drawOffers.otherStands': (p) =>
    `\u0414\u0435\u0439\u0441\u0442\u0432\u0443\u0435\u0442 \u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u0435 \u043D\u0438\u0447\u044C\u0435\u0439 ${GEN[p.side]}: \u043F\u0440\u0438\u043C\u0438\u0442\u0435 \u0438\u043B\u0438 \u043E\u0442\u043A\u043B\u043E\u043D\u0438\u0442\u0435 \u0435\u0433\u043E`,
  'drawOffers.noOffer': (p) =>
    `\u043D\u0435\u0442 \u043F\u0440\u0435\u0434\u043B\u043E\u0436\u0435\u043D\u0438\u044F \u043D\u0438\u0447\u044C\u0435\u0439, \u043A\u043E\u0442\u043E\u0440\u043E\u0435 ${NOM[p.side]} \u043C\u043E\u0433\u043B\u0438 \u0431\u044B ${p.answer === 'accept' ? '\u043F\u0440\u0438\u043D\u044F\u0442\u044C' : '\u043E\u0442\u043A\u043B\u043E\u043D\u0438\u0442\u044C'}`,
  'touchMove.rule.touched': () =>
    '\u043D\u0430\u043C\u0435\u0440\u0435\u043D\u043D\u043E \u0442\u0440\u043E\u043D\u0443\u0442\u043E\u0439 \u0441\u0432\u043E\u0435\u0439 \u0444\u0438\u0433\u0443\u0440\u043E\u0439 \u043D\u0443\u0436\u043D\u043E \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u0445\u043E\u0434, \u0430 \u0442\u0440\u043E\u043D\u0443\u0442\u0443\u044E \u0444\u0438\u0433\u0443\u0440\u0443 \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A\u0430 \u2014 \u0432\u0437\u044F\u0442\u044C',
  'touchMove.rule.castling': () =>
    '\u0442\u0440\u043E\u043D\u0443\u0442\u044B \u043A\u043E\u0440\u043E\u043B\u044C, \u0437\u0430\u0442\u0435\u043C \u043B\u0430\u0434\u044C\u044F: \u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0430 \u0441 \u044D\u0442\u043E\u0439 \u043B\u0430\u0434\u044C\u0451\u0439, \u0435\u0441\u043B\u0438 \u043E\u043D\u0430 \u0432\u043E\u0437\u043C\u043E\u0436\u043D\u0430; \u0441\u043D\u0430\u0447\u0430\u043B\u0430 \u043B\u0430\u0434\u044C\u044F: \u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0430 \u0441 \u043D\u0435\u0439 \u0437\u0430\u043F\u0440\u0435\u0449\u0435\u043D\u0430',
  'touchMove.rule.noClaim': () =>
    '\u0438\u0433\u0440\u043E\u043A, \u043A\u043E\u0441\u043D\u0443\u0432\u0448\u0438\u0439\u0441\u044F \u0444\u0438\u0433\u0443\u0440\u044B, \u0442\u0435\u0440\u044F\u0435\u0442 \u043F\u0440\u0430\u0432\u043E \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u0442\u044C \u043D\u0438\u0447\u044C\u044E \u043D\u0430 \u044D\u0442\u043E\u043C \u0445\u043E\u0434\u0443',
  'touchMove.noClaim': () =>
    '\u0438\u0433\u0440\u043E\u043A, \u043A\u043E\u0441\u043D\u0443\u0432\u0448\u0438\u0439\u0441\u044F \u0444\u0438\u0433\u0443\u0440\u044B, \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u0442\u0440\u0435\u0431\u043E\u0432\u0430\u0442\u044C \u043D\u0438\u0447\u044C\u044E \u043D\u0430 \u044D\u0442\u043E\u043C \u0445\u043E\u0434\u0443',
  'touchMove.mustTake': (p) =>
    `\u0444\u0438\u0433\u0443\u0440\u043E\u0439 \u0441 ${p.from} \u043D\u0443\u0436\u043D\u043E \u0432\u0437\u044F\u0442\u044C \u043D\u0430 ${p.to}`,
  'touchMove.mustCastle': (p) =>
    `\u043A\u043E\u0440\u043E\u043B\u044C \u0434\u043E\u043B\u0436\u0435\u043D \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0443 \u0441 \u043B\u0430\u0434\u044C\u0451\u0439 \u043D\u0430 ${p.rook}`,
  'touchMove.otherKingMove': (p) =>
    `\u0440\u043E\u043A\u0438\u0440\u043E\u0432\u043A\u0430 \u0441 \u043B\u0430\u0434\u044C\u0451\u0439 \u043D\u0430 ${p.rook} \u043D\u0435\u0432\u043E\u0437\u043C\u043E\u0436\u043D\u0430: \u043A\u043E\u0440\u043E\u043B\u044C \u0434\u043E\u043B\u0436\u0435\u043D \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u0434\u0440\u0443\u0433\u043E\u0439 \u0445\u043E\u0434`,
  'touchMove.mustMove': (p) =>
    `\u0444\u0438\u0433\u0443\u0440\u0443 \u043D\u0430 ${p.square} \u0442\u0440\u043E\u043D\u0443\u043B\u0438 \u043F\u0435\u0440\u0432\u043E\u0439: \u0435\u044E \u043D\u0443\u0436\u043D\u043E \u0441\u0434\u0435\u043B\u0430\u0442\u044C \u0445\u043E\u0434`,
  'touchMove.mustBeTaken': (p) =>
    `\u0444\u0438\u0433\u0443\u0440\u0443 \u043D\u0430 ${p.square} \u0442\u0440\u043E\u043D\u0443\u043B\u0438: \u0435\u0451 \u043D\u0443\u0436\u043D\u043E \u0432\u0437\u044F\u0442\u044C`,
  'quickplayFinish.rule': (p, f) =>
    `\u043F\u0440\u0438 \u043A\u043E\u043D\u0442\u0440\u043E\u043B\u0435 \u0431\u0435\u0437 \u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u0438\u044F \u0438\u0433\u0440\u043E\u043A, \u0438\u043C\u0435\u044E\u0449\u0438\u0439 \u043E\u0447\u0435\u0440\u0435\u0434\u044C \u0445\u043E\u0434\u0430, \u0443 \u043A\u043E\u0442\u043E\u0440\u043E\u0433\u043E \u043E\u0441\u0442\u0430\u043B\u043E\u0441\u044C \u043C\u0435\u043D\u044C\u0448\u0435 ${f.time(p.under)}, \u043C\u043E\u0436\u0435\u0442 \u043F\u043E\u0442\u0440\u0435\u0431\u043E\u0432\u0430\u0442\u044C \u043D\u0438\u0447\u044C\u044E, \u0442\u0430\u043A \u043A\u0430\u043A \u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u0432\u044B\u0438\u0433\u0440\u0430\u0442\u044C \u043E\u0431\u044B\u0447\u043D\u044B\u043C\u0438 \u0441\u0440\u0435\u0434\u0441\u0442\u0432\u0430\u043C\u0438; \u0447\u0430\u0441\u044B \u043E\u0441\u0442\u0430\u043D\u0430\u0432\u043B\u0438\u0432\u0430\u044E\u0442\u0441\u044F, \u0440\u0435\u0448\u0435\u043D\u0438\u0435 \u043F\u0440\u0438\u043D\u0438\u043C\u0430\u0435\u0442 \u0430\u0440\u0431\u0438\u0442\u0440`,
  'quickplayFinish.noClock': () =>
    '\u043F\u0430\u0440\u0442\u0438\u044F \u0438\u0433\u0440\u0430\u0435\u0442\u0441\u044F \u0431\u0435\u0437 \u0447\u0430\u0441\u043E\u0432',
  'quickplayFinish.notLastPeriod': (p) =>
    `\u0443 ${GEN[p.side]} \u0438\u0434\u0451\u0442 \u043D\u0435 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0438\u0439 \u043F\u0435\u0440\u0438\u043E\u0434 \u0431\u0435\u0437 \u0434\u043E\u0431\u0430\u0432\u043B\u0435\u043D\u0438\u044F \u0432\u0440\u0435\u043C\u0435\u043D\u0438`,
  'quickplayFinish.flagFallen': (p) =>
    `\u0443 ${GEN[p.side]} \u0443\u043F\u0430\u043B \u0444\u043B\u0430\u0436\u043E\u043A`,
  'quickplayFinish.notUnder': (p, f) =>
    `\u0443 ${GEN[p.side]} \u043E\u0441\u0442\u0430\u043B\u043E\u0441\u044C ${f.time(p.left)}, \u0430 \u044D\u0442\u043E \u043D\u0435 \u043C\u0435\u043D\u044C\u0448\u0435 ${f.time(p.under)}`,
  'quickplayFinish.cannotWin': () =>
    '\u0441\u043E\u043F\u0435\u0440\u043D\u0438\u043A \u043D\u0435 \u043C\u043E\u0436\u0435\u0442 \u0432\u044B\u0438\u0433\u0440\u0430\u0442\u044C \u043E\u0431\u044B\u0447\u043D\u044B\u043C\u0438 \u0441\u0440\u0435\u0434\u0441\u0442\u0432\u0430\u043C\u0438 \u0438\u043B\u0438 \u043D\u0435 \u043F\u044B\u0442\u0430\u0435\u0442\u0441\u044F \u044D\u0442\u043E\u0433\u043E \u0441\u0434\u0435\u043B\u0430\u0442\u044C',
  'scoring.rule': (p) => {
    const points = (n) =>
      n === 0.5
        ? '\xBD \u043E\u0447\u043A\u0430'
        : count(
            n,
            '\u043E\u0447\u043A\u043E',
            '\u043E\u0447\u043A\u0430',
            '\u043E\u0447\u043A\u043E\u0432',
          );
    return `\u0437\u0430 \u043F\u043E\u0431\u0435\u0434\u0443 ${points(p.win)}, \u0437\u0430 \u043D\u0438\u0447\u044C\u044E ${points(p.draw)}, \u0437\u0430 \u043F\u043E\u0440\u0430\u0436\u0435\u043D\u0438\u0435 ${points(p.loss)}`;
  },
  'drawOdds.rule': (p) =>
    `\u043B\u044E\u0431\u0430\u044F \u043D\u0438\u0447\u044C\u044F \u0437\u0430\u0441\u0447\u0438\u0442\u044B\u0432\u0430\u0435\u0442\u0441\u044F \u043A\u0430\u043A \u043F\u043E\u0431\u0435\u0434\u0430 ${GEN[p.side]}`,
  'takebacks.rule': () =>
    '\u0438\u0433\u0440\u043E\u043A \u043C\u043E\u0436\u0435\u0442 \u0432\u0437\u044F\u0442\u044C \u043D\u0430\u0437\u0430\u0434 \u043F\u043E\u0441\u043B\u0435\u0434\u043D\u0438\u0439 \u0445\u043E\u0434 (\u041F\u0440\u0430\u0432\u0438\u043B\u0430\u043C\u0438 \u0438\u0433\u0440\u044B \u043D\u0435 \u043F\u0440\u0435\u0434\u0443\u0441\u043C\u043E\u0442\u0440\u0435\u043D\u043E)',
};

// src/messages/catalogs.ts
var EN = Object.freeze({
  language: 'en',
  notation: 'en',
  sides: { white: 'White', black: 'Black' },
  roles: {
    pawn: 'pawn',
    knight: 'knight',
    bishop: 'bishop',
    rook: 'rook',
    queen: 'queen',
    king: 'king',
  },
  adjustment: (delta, side) => `${delta} to ${side === 'white' ? 'White' : 'Black'}`,
  templates: EN_TEMPLATES,
});
var RU = Object.freeze({
  language: 'ru',
  notation: 'ru',
  sides: { white: '\u0411\u0435\u043B\u044B\u0435', black: '\u0427\u0451\u0440\u043D\u044B\u0435' },
  roles: {
    pawn: '\u043F\u0435\u0448\u043A\u0430',
    knight: '\u043A\u043E\u043D\u044C',
    bishop: '\u0441\u043B\u043E\u043D',
    rook: '\u043B\u0430\u0434\u044C\u044F',
    queen: '\u0444\u0435\u0440\u0437\u044C',
    king: '\u043A\u043E\u0440\u043E\u043B\u044C',
  },
  adjustment: (delta, side) =>
    `${delta} ${side === 'white' ? '\u0431\u0435\u043B\u044B\u043C' : '\u0447\u0451\u0440\u043D\u044B\u043C'}`,
  templates: RU_TEMPLATES,
});
var MESSAGE_CATALOGS = Object.freeze({ en: EN, ru: RU });

// src/messages/formatMessage.ts
function formatMessage(message2, options = {}) {
  if (typeof message2 === 'string') return message2;
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
  return makeFormatter({ catalog, figurines: options.figurines ?? false, lookup }).text(message2);
}

// src/model/errors.ts
var RULES_ERROR_CODES = [
  /** The game has ended: nothing more can happen at the board (see `state.outcome`). */
  'ERR_RULES_GAME_OVER',
  /** A move that is not legal in the position, in a regulation that rejects illegal moves. */
  'ERR_RULES_ILLEGAL_MOVE',
  /** Move text that is not UCI (`e2e4`, `e7e8q`) or a square name that is not one. */
  'ERR_RULES_BAD_MOVE',
  /** An action with an argument of the wrong kind (a side that is not `'white'`/`'black'`, a time that is not whole ms). */
  'ERR_RULES_BAD_ACTION',
  /** An action by the side that may not take it now (a claim by the player not on move). */
  'ERR_RULES_NOT_ON_MOVE',
  /** A plugin refused the action; `rule` and `plugin` say which and why (Sofia rules, L-9.4). */
  'ERR_RULES_REFUSED',
  /** Accepting or declining a draw offer that is not there (never made, or lapsed). */
  'ERR_RULES_NO_OFFER',
  /** A second draw offer while one stands. */
  'ERR_RULES_OFFER_PENDING',
  /**
   * A flag call when no flag has fallen; to `reviewMoves`, the flag of the side not on move
   * after the last move (only the clock of the side on move runs).
   */
  'ERR_RULES_NO_FLAG',
  /** A takeback with no move to take back. */
  'ERR_RULES_NOTHING_TO_TAKE_BACK',
  /** The board cannot be played on until the arbiter decides (an illegal position stood). */
  'ERR_RULES_AWAITING_ARBITER',
  /** A claim of an illegal move when there is none to claim. */
  'ERR_RULES_NOTHING_TO_CLAIM',
  /** An arbiter's decision on a claim when no claim waits for one. */
  'ERR_RULES_NOTHING_TO_DECIDE',
  /** After an incorrect claim, the intended move must be played (L-9.5). */
  'ERR_RULES_INTENDED_MOVE',
  /** The clock refused the action (see the message; e.g. pausing a paused clock). */
  'ERR_RULES_CLOCK',
  /** A clock action in a game without a clock. */
  'ERR_RULES_NO_CLOCK',
  /** A start position or time control that cannot start a game under this regulation. */
  'ERR_RULES_START',
  /**
   * A time-control text that reads as two real controls (`'60+0'`: 1 h as a poster's minutes,
   * 1 min as a PGN tag's seconds), given to `createGame` (`location.field` `'clock'`) or as the
   * `timeControl` plugin's option (`'timeControl.control'`): the message gives both readings
   * and what to pass for each (`'60m+0'`, `'pgn:60+0'`).
   */
  'ERR_RULES_CONTROL_AMBIGUOUS',
  /** A saved game log that is not valid: `location.index` names the event. */
  'ERR_RULES_LOG',
  /** A saved game made under other rules than the regulation it is restored with. */
  'ERR_RULES_LOG_REGULATION',
  /** A plugin option of the wrong type or out of range: `location.field` names it. */
  'ERR_RULES_PLUGIN_OPTIONS',
  /** An override or a saved header names a plugin the regulation does not have. */
  'ERR_RULES_UNKNOWN_PLUGIN',
  /** A regulation lists a plugin twice (change a preset's plugin with its overrides, or `replaces`). */
  'ERR_RULES_DUPLICATE_PLUGIN',
  /** An override removes a plugin every regulation needs (`core`, `scoring`, the variant). */
  'ERR_RULES_PLUGIN_REQUIRED',
  /** A plugin's hook is not written as hooks are (a function, or `{ order, filter, handler }`): `location.field` names it. */
  'ERR_RULES_PLUGIN_HOOK',
  /** A plugin's hook threw: the event is dropped whole, and the game is as it was before it. */
  'ERR_RULES_PLUGIN_FAILED',
  /** A `reviewMoves` argument of the wrong kind (`flag` not a side, `final` not a position...): `location.field` names it. */
  'ERR_RULES_REVIEW_INPUT',
];
var RulesError = class extends import_board.ChesslawsError {
  /** The rule that refused the action, as an ID of REGULATIONS.md, when a rule did. */
  rule;
  /** The plugin that refused it, when a plugin did. */
  plugin;
  /** What the refusal says, as a message to render in any language (absent for a developer's error). */
  detail;
  /** Makes an error; `ruling` names the rule and plugin behind a refusal. */
  constructor(code, message2, location, ruling) {
    const english =
      typeof message2 === 'string' ? message2 : (ruling?.english ?? formatMessage(message2));
    super(
      code,
      ruling?.rule && typeof message2 !== 'string' ? `${english} (${ruling.rule})` : english,
      location,
    );
    this.rule = ruling?.rule;
    this.plugin = ruling?.plugin;
    this.detail = typeof message2 === 'string' ? void 0 : message2;
  }
};

// src/events/illegal.ts
var import_moves4 = require('@chesslaws/moves');

// src/events/steps.ts
var import_board3 = require('@chesslaws/board');
var import_moves3 = require('@chesslaws/moves');

// src/events/whyIllegal.ts
var import_board2 = require('@chesslaws/board');
var import_moves2 = require('@chesslaws/moves');
var ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
function whyIllegal(pos, move2) {
  if (move2.drop !== void 0) return whyNoDrop(pos, move2.drop, move2.to);
  const code = pos.pieceCodeAt(move2.from);
  const from = (0, import_board2.makeSquare)(move2.from);
  if (code === 0) return msg('why.noPiece', { square: from });
  const role = ROLES[(code & 7) - 1];
  if ((code & 8 ? 'black' : 'white') !== pos.turn)
    return msg('why.notYours', { role, square: from, side: pos.turn });
  const lastRank = move2.to >> 3 === (pos.turn === 'white' ? 7 : 0);
  if (role === 'pawn' && lastRank && move2.promotion === void 0)
    return msg('why.mustPromote', { uci: `${from}${(0, import_board2.makeSquare)(move2.to)}` });
  if (move2.promotion !== void 0 && (role !== 'pawn' || !lastRank))
    return msg('why.noPromotion', {});
  if (move2.promotion !== void 0 && !pos.variant.promotions.includes(move2.promotion))
    return msg('why.promotesTo', { role: move2.promotion, variant: variantName(pos) });
  const moves2 = pos.movesFrom(move2.from);
  if (moves2.length === 0) return msg('why.noMoves', { role, square: from, check: pos.isCheck() });
  const targets = [...new Set(moves2.map((m) => (0, import_moves2.makeUci)(pos, m).slice(2, 4)))];
  return msg('why.goesTo', { role, square: from, targets, check: pos.isCheck() });
}
function whyNoDrop(pos, role, square) {
  if (!pos.variant.pockets) return msg('why.noDrops', { variant: variantName(pos) });
  if (role === 'king' || pos.pocket(pos.turn)[role] === 0)
    return msg('why.notInHand', { side: pos.turn, role });
  const to = (0, import_board2.makeSquare)(square);
  if (pos.pieceCodeAt(square) !== 0) return msg('why.occupied', { square: to });
  if (role === 'pawn' && (square >> 3 === 0 || square >> 3 === 7)) return msg('why.pawnRank', {});
  return msg('why.dropNow', { role, square: to, check: pos.isCheck() });
}
var variantName = (pos) =>
  pos.chess960 ? 'Chess960' : pos.variant.standard ? 'standard chess' : pos.variant.title;

// src/events/steps.ts
var fail = (code, message2, ruling) => new RulesError(code, message2, void 0, ruling);
function ensurePlayable(tx) {
  const awaiting = tx.facts.awaiting;
  if (awaiting)
    return fail(
      'ERR_RULES_AWAITING_ARBITER',
      msg('refusal.awaitingArbiter', { reason: awaiting.reason }),
      {
        rule: awaiting.rule,
      },
    );
  if (tx.clock?.status() === 'paused') return fail('ERR_RULES_CLOCK', msg('refusal.paused', {}));
  return void 0;
}
function parseMove(text) {
  return (
    (0, import_moves3.parseUci)(text) ?? fail('ERR_RULES_BAD_MOVE', msg('refusal.notUci', { text }))
  );
}
function checkMoveCode(tx, text) {
  const blocked = ensurePlayable(tx);
  if (blocked) return blocked;
  const parsed = parseMove(text);
  if (parsed instanceof RulesError) return parsed;
  const pos = tx.position;
  const code = pos.encodeLegal(parsed);
  if (code === 0)
    return fail(
      'ERR_RULES_ILLEGAL_MOVE',
      msg('refusal.notLegal', { side: pos.turn, move: text, why: whyIllegal(pos, parsed) }),
      {
        rule: 'L-3.10',
      },
    );
  return boundBy(tx.facts, tx, code) ?? code;
}
function boundBy(facts, tx, code) {
  const pos = tx.position;
  const bound = facts.bound;
  if (
    bound &&
    bound.side === pos.turn &&
    ((0, import_moves3.decodeMove)(code).from !== bound.square ||
      (code & import_moves3.MOVE_DROP) !== 0) &&
    pos.movesFrom(bound.square).length > 0
  )
    return fail(
      'ERR_RULES_REFUSED',
      msg('refusal.mustMoveBound', {
        side: pos.turn,
        square: (0, import_board3.makeSquare)(bound.square),
      }),
      { rule: bound.rule, plugin: bound.plugin },
    );
  const must = facts.mustPlay;
  if (must && must.side === pos.turn && pos.encodeLegal(must.move) !== code)
    return fail(
      'ERR_RULES_INTENDED_MOVE',
      msg('refusal.mustPlayIntended', { side: pos.turn, move: moveParam(pos, must.move) }),
      { rule: must.move.rule, plugin: must.move.plugin },
    );
  return void 0;
}
function checkMove(tx, text) {
  const code = checkMoveCode(tx, text);
  return typeof code === 'number' ? (0, import_moves3.decodeMove)(code) : code;
}

// src/events/illegal.ts
function judgeIllegal(tx, report) {
  return (
    tx.judgeIllegalMove(report) ??
    fail(
      'ERR_RULES_REFUSED',
      msg('refusal.unhandled', { regulation: tx.regulation, type: 'illegal-move' }),
    )
  );
}
function settleIllegal(tx, decision, what) {
  const { offender } = what;
  const d = decision.value;
  if (d.action === 'await-claim') return void 0;
  const move2 = what.move === void 0 ? void 0 : moveParam(tx.position, what.move, 'lan');
  const label = msg('illegal.label', { side: offender, kind: what.kind, move: move2 });
  const replaced =
    what.replaced === void 0 ? void 0 : what.kind === 'unpromoted-pawn' ? 'queen' : 'move';
  if (d.action !== 'lose' && d.sequel === 'bind-piece') {
    const moved = what.move === void 0 ? void 0 : (0, import_moves4.parseUci)(what.move);
    if (moved && !moved.drop)
      tx.set('bound', {
        side: offender,
        square: moved.from,
        rule: tx.cite('L-7.5.1') ?? d.rule,
        plugin: decision.plugin,
      });
  }
  const counted = tx.facts.illegalMoves;
  if (d.action !== 'restore')
    tx.set('illegalMoves', { ...counted, [offender]: counted[offender] + 1 });
  if (d.action === 'lose') {
    tx.rule('illegal-move', d.rule, decision.plugin, offender, label);
    tx.end(
      d.outcome,
      decision.plugin,
      msg('cause.illegalLoses', { label, count: tx.facts.illegalMoves[offender] }),
    );
    return void 0;
  }
  if (d.action === 'penalize') {
    tx.adjustClocks(d.adjustments);
    tx.rule(
      'penalty',
      d.rule,
      decision.plugin,
      offender,
      msg('illegal.settled', { label, replaced, adjustments: d.adjustments }),
      d.adjustments,
    );
    return void 0;
  }
  tx.rule(
    'illegal-move',
    d.rule,
    decision.plugin,
    offender,
    msg('illegal.settled', { label, replaced, adjustments: [] }),
  );
  return void 0;
}

// src/events/kind.ts
var defineEvent = (kind) => kind;
var meaningOnly = () => void 0;

// src/events/claim.ts
var claim = defineEvent({
  type: 'claim',
  fields: { by: 'color', claim: 'claim', intended: 'uci?' },
  core: true,
  judgedElsewhere: true,
  apply: (tx, event) => {
    if (event.claim === 'illegal-move') return claimIllegalMove(tx, event);
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const declared = tx.claimSpec(event.claim);
    const ruleId = declared?.spec.rule;
    const by = event.by;
    if (by !== tx.turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.claimNotOnMove', {}), {
        rule: ruleId,
      });
    const pending = tx.facts.pendingIllegal;
    if (pending)
      return fail('ERR_RULES_REFUSED', msg('refusal.claimIllegalFirst', {}), {
        rule: pending.rule,
        plugin: pending.plugin,
      });
    let intended;
    if (event.intended !== void 0) {
      const parsed = parseMove(event.intended);
      if (parsed instanceof RulesError) return parsed;
      intended = tx.position.normalizeMove(parsed);
      if (!intended)
        return fail(
          'ERR_RULES_ILLEGAL_MOVE',
          msg('refusal.intendedNotLegal', { move: event.intended }),
          { rule: ruleId },
        );
    }
    const request = { by, claim: event.claim, ...(intended ? { intended } : {}) };
    const verdict = declared ? tx.judgeClaim(request) : void 0;
    if (!declared || !verdict)
      return fail(
        'ERR_RULES_REFUSED',
        msg('refusal.noClaimsOfKind', { regulation: tx.regulation, kind: event.claim }),
        {
          rule: ruleId,
        },
      );
    const v = verdict.value;
    if (v.correct === true) {
      tx.end(
        v.outcome,
        verdict.plugin,
        msg('cause.claimCorrect', {
          side: by,
          title: declared.spec.title,
          intended: intended && moveParam(tx.position, intended),
        }),
      );
      return void 0;
    }
    if (v.correct === void 0) {
      const clock = tx.clock;
      const clockRan = clock?.status() === 'running';
      if (clockRan) clock.pause();
      const reason = msg('claim.forArbiter', {
        side: by,
        title: declared.spec.title,
        reason: v.reason,
      });
      tx.set('awaiting', {
        rule: v.rule,
        reason,
        event: tx.index,
        claim: { by, kind: event.claim, plugin: verdict.plugin },
        upheld: v.outcome,
        clockRan,
        ...(intended ? { intended } : {}),
      });
      tx.rule('awaiting-arbiter', v.rule, verdict.plugin, by, reason);
      return void 0;
    }
    const penalty = tx.penalizeClaim({ ...request, decidedBy: 'rules', rule: v.rule });
    const adjustments = penalty?.value.adjustments ?? [];
    tx.adjustClocks(adjustments);
    const mustPlay = intended && penalty?.value.playIntended ? intended : void 0;
    tx.rule(
      'incorrect-claim',
      penalty?.value.rule ?? v.rule,
      penalty?.plugin ?? verdict.plugin,
      by,
      msg('claim.incorrect', {
        side: by,
        title: declared.spec.title,
        reason: v.reason,
        adjustments,
        mustPlay: mustPlay && moveParam(tx.position, mustPlay),
      }),
      adjustments,
    );
    if (mustPlay && penalty)
      tx.set('mustPlay', {
        side: by,
        move: {
          ...mustPlay,
          rule: penalty.value.intendedRule ?? penalty.value.rule,
          plugin: penalty.plugin,
        },
      });
    return void 0;
  },
});
function claimIllegalMove(tx, event) {
  const by = event.by;
  const pending = tx.facts.pendingIllegal;
  if (!pending || pending.offender === by)
    return fail(
      'ERR_RULES_NOTHING_TO_CLAIM',
      msg('refusal.noIllegalToClaim', { offender: (0, import_board4.opposite)(by), by }),
    );
  const decision = judgeIllegal(tx, {
    offender: pending.offender,
    kind: 'illegal-move',
    count: tx.facts.illegalMoves[pending.offender] + 1,
    claimedBy: by,
  });
  if (!('value' in decision)) return decision;
  if (decision.value.action === 'await-claim')
    return fail('ERR_RULES_REFUSED', msg('refusal.noRulingOnClaim', {}), {
      rule: decision.value.rule,
      plugin: decision.plugin,
    });
  if (tx.clock && tx.clock.status() !== 'frozen') {
    const back = tx.unpress();
    if (back) return back;
  }
  tx.set('pendingIllegal', void 0);
  tx.set('awaiting', void 0);
  tx.set('touches', []);
  return settleIllegal(tx, decision, {
    offender: pending.offender,
    kind: 'illegal-move',
    move: pending.move,
  });
}

// src/events/clockActions.ts
function onClock(tx, action) {
  if (!tx.clock) return fail('ERR_RULES_NO_CLOCK', msg('refusal.noClock', {}));
  const result = action(tx.clock);
  return result.ok
    ? void 0
    : fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: result.error.message }));
}
var pause = defineEvent({
  type: 'pause',
  fields: {},
  core: true,
  judgedElsewhere: false,
  apply: (tx) => onClock(tx, (clock) => clock.pause()),
});
var resume = defineEvent({
  type: 'resume',
  fields: {},
  core: true,
  judgedElsewhere: false,
  apply: (tx) => onClock(tx, (clock) => clock.resume()),
});
var adjust = defineEvent({
  type: 'adjust',
  fields: { side: 'color', ms: 'int' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => onClock(tx, (clock) => clock.adjust(event.side, event.ms)),
});
var setMoves = defineEvent({
  type: 'set-moves',
  fields: { moves: 'moves' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => onClock(tx, (clock) => clock.set({ moves: event.moves })),
});

// src/events/decideClaim.ts
var decideClaim = defineEvent({
  type: 'decide-claim',
  fields: { upheld: 'bool', reason: 'text?' },
  core: true,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const awaiting = tx.facts.awaiting;
    const claim2 = awaiting?.claim;
    if (!awaiting || !claim2 || !awaiting.upheld)
      return fail('ERR_RULES_NOTHING_TO_DECIDE', msg('refusal.nothingToDecide', {}));
    const title = tx.claimSpec(claim2.kind)?.spec.title ?? claim2.kind;
    tx.set('awaiting', void 0);
    if (event.upheld) {
      tx.end(
        awaiting.upheld,
        claim2.plugin,
        msg('cause.claimUpheld', { side: claim2.by, title, reason: event.reason }),
      );
      return void 0;
    }
    const clock = tx.clock;
    if (awaiting.clockRan && clock?.status() === 'paused') {
      const resumed = clock.resume();
      if (!resumed.ok)
        return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: resumed.error.message }));
    }
    tx.rule(
      'claim-rejected',
      awaiting.rule,
      claim2.plugin,
      claim2.by,
      msg('claim.rejected', { side: claim2.by, title, reason: event.reason }),
    );
    const penalty = tx.penalizeClaim({
      by: claim2.by,
      claim: claim2.kind,
      ...(awaiting.intended ? { intended: awaiting.intended } : {}),
      decidedBy: 'arbiter',
      rule: awaiting.rule,
    });
    if (penalty && penalty.value.adjustments.length > 0) {
      tx.adjustClocks(penalty.value.adjustments);
      tx.rule(
        'penalty',
        penalty.value.rule,
        penalty.plugin,
        claim2.by,
        msg('claim.rejectedPenalty', { side: claim2.by, adjustments: penalty.value.adjustments }),
        penalty.value.adjustments,
      );
    }
    return void 0;
  },
});

// src/events/declare.ts
var declare = defineEvent({
  type: 'declare',
  fields: { result: 'result', reason: 'text?' },
  core: true,
  judgedElsewhere: false,
  apply: meaningOnly,
});

// src/events/flag.ts
function firstUnjudged(view, facts) {
  if (facts.outcome || view.flags.length <= facts.flagsJudged) return void 0;
  const flag2 = view.flags[facts.flagsJudged];
  return { side: flag2.side, at: flag2.at, final: flag2.final };
}
function judgeFallenFlag(tx, flag2, calledBy, counted = true) {
  if (counted) tx.set('flagsJudged', tx.facts.flagsJudged + 1);
  const ruling = tx.judgeFlag({
    side: flag2.side,
    bothFlags: false,
    final: flag2.final,
    ...(calledBy ? { calledBy } : {}),
  });
  if (!ruling) return;
  const value = ruling.value;
  if ('playOn' in value)
    tx.rule('play-on', value.rule, ruling.plugin, flag2.side, asMessage(value.reason));
  else tx.end(value.outcome, ruling.plugin, msg('cause.flagFell', { side: flag2.side }), flag2.at);
}
var flag = defineEvent({
  type: 'flag',
  fields: { side: 'color', by: 'color?' },
  core: true,
  judgedElsewhere: true,
  unrefusable: true,
  apply: (tx, event) => {
    const { side, by } = event;
    const view = tx.clock?.view();
    const unjudged = view && firstUnjudged(view, tx.facts);
    const fell = view?.flags.find((f) => f.side === side);
    if (by === side)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.ownFlag', { side }), {
        rule: tx.cite('L-6.9'),
      });
    if (!fell || (unjudged === void 0 && by === void 0))
      return fail('ERR_RULES_NO_FLAG', msg('refusal.flagNotFallen', { side }), {
        rule: tx.cite('L-6.9'),
      });
    judgeFallenFlag(tx, { side, at: fell.at, final: fell.final }, by, unjudged !== void 0);
    return void 0;
  },
});

// src/events/flagsDown.ts
var flagsDown = defineEvent({
  type: 'flags-down',
  fields: {},
  core: true,
  judgedElsewhere: true,
  apply: (tx) => {
    const clock = tx.clock;
    if (!clock) return fail('ERR_RULES_NO_CLOCK', msg('refusal.noClock', {}));
    const first = clock.view().firstFlag;
    if (first)
      return fail(
        'ERR_RULES_REFUSED',
        msg('refusal.flagFellFirst', { side: first.side, at: first.at }),
        {
          rule: tx.cite('L-III.3.1'),
        },
      );
    const down = clock.flagsDown();
    if (!down.ok)
      return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: down.error.message }));
    tx.set('flagsJudged', down.value.flags.length);
    const final = down.value.flags.every((f) => f.final);
    const ruling = tx.judgeFlag({ bothFlags: true, final });
    if (!ruling) return void 0;
    const value = ruling.value;
    if ('playOn' in value)
      tx.rule('play-on', value.rule, ruling.plugin, tx.turn, asMessage(value.reason));
    else tx.end(value.outcome, ruling.plugin, msg('cause.bothFlags', {}));
    return void 0;
  },
});

// src/events/illegalMove.ts
var import_board6 = require('@chesslaws/board');
var import_moves6 = require('@chesslaws/moves');

// src/events/illegalPosition.ts
var import_board5 = require('@chesslaws/board');
var import_moves5 = require('@chesslaws/moves');
function positionAfterIllegalMove(before, move2, chess960) {
  const setup = before.toSetup();
  const variant = before.variant.standard ? {} : { variant: before.variant };
  if (move2.drop) {
    const pocket = setup.pockets?.[setup.turn];
    const role = move2.drop;
    if (!pocket || !(pocket[role] > 0))
      return (0, import_board5.err)(msg('unplayable.notInPocket', {}));
    if (setup.board.get(move2.to))
      return (0, import_board5.err)(msg('unplayable.dropSquareTaken', {}));
    pocket[role]--;
    setup.board.set(move2.to, { color: setup.turn, role: move2.drop });
    const dropped = import_moves5.Position.fromSetup(
      {
        ...setup,
        epSquare: void 0,
        turn: (0, import_board5.opposite)(setup.turn),
        halfmoves: setup.halfmoves + 1,
        fullmoves: setup.turn === 'black' ? setup.fullmoves + 1 : setup.fullmoves,
      },
      { chess960, ...variant },
    );
    return dropped.ok
      ? (0, import_board5.ok)(dropped.value)
      : (0, import_board5.err)(msg('unplayable.position', { text: dropped.error.message }));
  }
  const piece = setup.board.take(move2.from);
  if (!piece) return (0, import_board5.err)(msg('unplayable.noPiece', {}));
  const target = setup.board.get(move2.to);
  const rank = move2.from & 56;
  const ontoOwnRook = target?.color === piece.color && target.role === 'rook';
  const castles =
    piece.role === 'king' &&
    (move2.to & 56) === rank &&
    (ontoOwnRook || (!target && Math.abs(move2.to - move2.from) === 2));
  let zeroing = piece.role === 'pawn' || target !== void 0;
  if (castles) {
    const kingside = move2.to > move2.from;
    const rookFrom = ontoOwnRook ? move2.to : rank | (kingside ? 7 : 0);
    const rook = setup.board.take(rookFrom);
    if (rook) setup.board.set(rank | (kingside ? 5 : 3), rook);
    setup.board.set(rank | (kingside ? 6 : 2), piece);
    zeroing = false;
  } else {
    if (target?.role === 'king') return (0, import_board5.err)(msg('unplayable.kingTaken', {}));
    setup.board.set(
      move2.to,
      move2.promotion ? { color: piece.color, role: move2.promotion } : piece,
    );
  }
  let rights = setup.castlingRights;
  if (piece.role === 'king') rights = rights.diff(import_board5.SquareSet.fromRank(rank >> 3));
  rights = rights.without(move2.from).without(move2.to);
  const after = {
    ...setup,
    castlingRights: rights,
    epSquare: void 0,
    turn: (0, import_board5.opposite)(setup.turn),
    halfmoves: zeroing ? 0 : setup.halfmoves + 1,
    fullmoves: setup.turn === 'black' ? setup.fullmoves + 1 : setup.fullmoves,
  };
  const pos = import_moves5.Position.fromSetup(after, { chess960, ...variant });
  return pos.ok
    ? (0, import_board5.ok)(pos.value)
    : (0, import_board5.err)(msg('unplayable.position', { text: pos.error.message }));
}

// src/events/illegalMove.ts
var illegalMove = defineEvent({
  type: 'illegal-move',
  fields: { move: 'uci', twoHands: 'bool?' },
  core: false,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const text = event.move;
    const parsed = parseMove(text);
    if (parsed instanceof RulesError) return parsed;
    const pos = tx.position;
    const offender = pos.turn;
    const drop = parsed.drop;
    const inPocket = drop && drop !== 'king' ? pos.pocket(offender)[drop] > 0 : false;
    if (drop && !inPocket)
      return fail(
        'ERR_RULES_BAD_MOVE',
        msg('refusal.noPieceToDrop', { side: offender, role: drop }),
      );
    const piece = drop ? { color: offender, role: drop } : pos.pieceAt(parsed.from);
    if (!piece || piece.color !== offender)
      return fail(
        'ERR_RULES_BAD_MOVE',
        msg('refusal.noPieceToMove', {
          side: offender,
          square: (0, import_board6.makeSquare)(parsed.from),
        }),
      );
    const legal = pos.isLegal(parsed);
    if (legal && !event.twoHands)
      return fail(
        'ERR_RULES_BAD_MOVE',
        msg('refusal.legalNotIllegal', { move: moveParam(pos, parsed) }),
      );
    const unpromoted =
      !drop &&
      piece.role === 'pawn' &&
      !parsed.promotion &&
      pos.isLegal({ ...parsed, promotion: 'queen' });
    const kind = legal ? 'two-hands' : unpromoted ? 'unpromoted-pawn' : 'illegal-move';
    const replacement =
      kind === 'unpromoted-pawn'
        ? (0, import_moves6.makeUci)(pos, { ...parsed, promotion: 'queen' })
        : kind === 'two-hands'
          ? text
          : void 0;
    const decision = judgeIllegal(tx, {
      offender,
      kind,
      count: tx.facts.illegalMoves[offender] + 1,
      ...(replacement === void 0 ? {} : { replacement }),
    });
    if (!('value' in decision)) return decision;
    const d = decision.value;
    if (d.action === 'await-claim') {
      if (kind !== 'illegal-move') return void 0;
      const after = positionAfterIllegalMove(pos, parsed, pos.chess960);
      const pressed = tx.press(offender);
      if (pressed instanceof RulesError) return pressed;
      tx.set('pendingIllegal', {
        offender,
        move: text,
        event: tx.index,
        rule: d.rule,
        plugin: decision.plugin,
        position: after.ok ? after.value : void 0,
      });
      tx.set('touches', []);
      if (!after.ok) {
        const reason = msg('illegal.unplayable', {
          side: offender,
          move: moveParam(pos, parsed, 'lan'),
          why: after.error,
        });
        tx.set('awaiting', { rule: d.rule, reason, event: tx.index });
        tx.rule('awaiting-arbiter', d.rule, decision.plugin, offender, reason);
      }
      return void 0;
    }
    const sequel = d.action === 'lose' ? void 0 : d.sequel;
    const replaced = sequel === 'play-replacement' ? replacement : void 0;
    const problem2 = settleIllegal(tx, decision, { offender, kind, move: text, replaced });
    if (problem2 || tx.facts.outcome) return problem2;
    if (replaced !== void 0) return playReplacement(tx, replaced);
    return void 0;
  },
});
function playReplacement(tx, uci) {
  const code = checkMoveCode(tx, uci);
  if (code instanceof RulesError) return code;
  return tx.refusesMove(uci) ?? tx.play(code, uci);
}

// src/events/move.ts
var move = defineEvent({
  type: 'move',
  fields: { move: 'uci' },
  core: true,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const code = checkMoveCode(tx, event.move);
    if (code instanceof RulesError) return code;
    return tx.play(code, event.move);
  },
});

// src/events/offers.ts
var offerDraw = defineEvent({
  type: 'offer-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});
var acceptDraw = defineEvent({
  type: 'accept-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});
var declineDraw = defineEvent({
  type: 'decline-draw',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: meaningOnly,
});

// src/events/press.ts
var press = defineEvent({
  type: 'press',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: true,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const turn = tx.turn;
    if (event.by !== turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.notYourClock', { by: event.by, turn }));
    const decision = judgeIllegal(tx, {
      offender: event.by,
      kind: 'press-without-move',
      count: tx.facts.illegalMoves[event.by] + 1,
    });
    if (!('value' in decision)) return decision;
    return settleIllegal(tx, decision, { offender: event.by, kind: 'press-without-move' });
  },
});

// src/events/resign.ts
var resign = defineEvent({
  type: 'resign',
  fields: { by: 'color' },
  core: true,
  judgedElsewhere: false,
  apply: meaningOnly,
});

// src/events/start.ts
var start = defineEvent({
  type: 'start',
  fields: {},
  core: true,
  judgedElsewhere: false,
  unrefusable: true,
  apply: (tx) => {
    if (tx.facts.started) return fail('ERR_RULES_CLOCK', msg('refusal.alreadyStarted', {}));
    if (tx.clock) {
      const started = tx.clock.start(tx.turn);
      if (!started.ok)
        return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: started.error.message }));
    }
    tx.set('started', true);
    return void 0;
  },
});

// src/events/takeback.ts
var takeback = defineEvent({
  type: 'takeback',
  fields: { by: 'color' },
  core: false,
  judgedElsewhere: false,
  apply: (tx) => {
    const moves2 = tx.moves;
    const last = moves2[moves2.length - 1];
    if (!last || tx.facts.history.length <= 1)
      return fail('ERR_RULES_NOTHING_TO_TAKE_BACK', msg('refusal.nothingToTakeBack', {}));
    if (tx.clock && last.clock !== void 0) {
      const back = tx.unpress();
      if (back) return back;
    }
    tx.takeBackMove();
    tx.set('touches', []);
    tx.set('mustPlay', void 0);
    tx.set('bound', void 0);
    return void 0;
  },
});

// src/events/touch.ts
var import_board7 = require('@chesslaws/board');
var touch = defineEvent({
  type: 'touch',
  fields: { by: 'color', square: 'square', adjust: 'bool?' },
  core: true,
  judgedElsewhere: false,
  apply: (tx, event) => {
    const blocked = ensurePlayable(tx);
    if (blocked) return blocked;
    const square = (0, import_board7.parseSquare)(event.square);
    const piece = tx.position.pieceAt(square);
    if (!piece)
      return fail('ERR_RULES_BAD_MOVE', msg('refusal.nothingToTouch', { square: event.square }));
    if (event.by !== tx.turn)
      return fail('ERR_RULES_NOT_ON_MOVE', msg('refusal.notOnMove', { side: event.by }));
    if (event.adjust) return void 0;
    const touches = tx.facts.touches;
    if (!touches.some((t2) => t2.square === square))
      tx.set('touches', [...touches, { square, own: piece.color === event.by }]);
    return void 0;
  },
});

// src/events/index.ts
var KINDS = [
  start,
  move,
  illegalMove,
  press,
  touch,
  offerDraw,
  acceptDraw,
  declineDraw,
  claim,
  resign,
  flag,
  takeback,
  pause,
  resume,
  adjust,
  setMoves,
  flagsDown,
  declare,
  decideClaim,
];
var GAME_EVENT_TYPES = KINDS.map((k) => k.type);
var EVENT_KINDS = Object.fromEntries(KINDS.map((k) => [k.type, k]));
var CORE_EVENT_TYPES = KINDS.filter((k) => k.core).map((k) => k.type);
var ARBITER_EVENT_TYPES = [
  'pause',
  'resume',
  'adjust',
  'set-moves',
  'flags-down',
  'declare',
  'decide-claim',
];

// src/game/createGame.ts
var import_board17 = require('@chesslaws/board');
var import_clock5 = require('@chesslaws/clock');
var import_moves13 = require('@chesslaws/moves');

// src/arbiter/arbiter.ts
var import_clock2 = require('@chesslaws/clock');
var import_moves7 = require('@chesslaws/moves');
var import_termination = require('@chesslaws/termination');

// src/messages/say.ts
var import_board8 = require('@chesslaws/board');
var clip = (text, max = 120) =>
  text.length <= max ? text : `${text.slice(0, max)}\u2026 (${text.length - max} more characters)`;
var SIDE = { white: 'White', black: 'Black' };
var ordinal3 = (n) => (n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);
var adjustmentsInWords = (adjustments) =>
  adjustments
    .map((a) => `${a.delta > 0 ? '+' : ''}${formatMs(a.delta)} to ${SIDE[a.side]}`)
    .join(', ');
function describeOutcome(outcome3) {
  const who = outcome3.winner ? `${SIDE[outcome3.winner]} wins` : 'a draw';
  switch (outcome3.termination) {
    case 'timeout':
      return `${who} on time`;
    case 'timeout-vs-insufficient-material':
      return 'a draw, since the opponent cannot mate by any series of legal moves';
    case 'variant-end':
      return outcome3.winner
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
      return `${who} by ${outcome3.termination.replaceAll('-', ' ')}`;
  }
}
var EVENT_WORDS2 = {
  'illegal-move': 'completed illegal moves',
  press: 'a clock pressed without a move',
  'offer-draw': 'draw offers',
  'accept-draw': 'draw offers',
  'decline-draw': 'draw offers',
  takeback: 'takebacks',
};
var say = {
  /** An outcome's reason: what happened, the outcome, the rule. */
  outcome: (outcome3, cause) => {
    const words = describeOutcome(outcome3);
    return `${cause ? `${cause}: ${words}` : words} (${outcome3.byRule})`;
  },
  /** An outcome a plugin mapped (Armageddon). */
  mappedOutcome: (mapped, before) =>
    `${mapped.winner ? `${SIDE[mapped.winner]} wins` : 'a draw'} (${mapped.byRule}) instead of: ${before}`,
  /** A plugin's refusal, as the error's message. */
  refusal: (reason, rule) => `${reason} (${rule})`,
  /** A ruling's message: what happened and the rule. */
  ruling: (message2, rule) => `${message2} (${rule})`,
  outOfOrder: (at, previous) => `event at ${at} ms comes before the previous one (${previous} ms)`,
  gameOver: (reason) => `the game is over: ${reason}`,
  notStarted: 'the clock has not been started',
  alreadyStarted: 'the game has already started',
  noClock: 'this game has no clock',
  paused: 'the clocks are paused',
  awaitingArbiter: (reason) => `the arbiter must decide first: ${reason}`,
  unhandled: (regulation, type) =>
    `${regulation} has no rule for ${EVENT_WORDS2[type] ?? `'${type}' events`}`,
  notUci: (text) => `'${text}' is not a move in UCI (like e2e4 or e7e8q)`,
  badMoveInput:
    "a move is SAN ('Nf3'), UCI ('g1f3'), or { from, to, promotion? } with squares 0..63",
  noSuchPieceThere: (text, square) => `'${text}' is not the piece on ${square}`,
  writeSquare: (text) => `'${text}' names no square to move to: write it whole, like e4`,
  noPieceOfRole: (side, role) => `${SIDE[side]} has no ${role} that can be meant`,
  whichPiece: (role, squares, to) =>
    `which ${role}? write its square too: ${squares.map((s) => `${s}-${to}`).join(' or ')}`,
  notLegal: (text, side, why) => `${text} is not a legal move for ${SIDE[side]} here: ${why}`,
  // Why a move is not legal (see `whyIllegal.ts`), the end of `notLegal`'s sentence.
  why: {
    noPiece: (square) => `there is no piece on ${square}`,
    notYours: (role, square, side) => `the ${role} on ${square} is not ${SIDE[side]}'s`,
    mustPromote: (uci) => `a pawn reaching the last rank must promote: add q, r, b or n (${uci}q)`,
    noPromotion: 'only a pawn reaching the last rank promotes',
    promotesTo: (role, variant) => `a pawn may not promote to a ${role} in ${variant}`,
    noMoves: (role, square, check) =>
      check
        ? `the king is in check, and the ${role} on ${square} cannot help`
        : `the ${role} on ${square} has no legal move`,
    goesTo: (role, square, targets, check) =>
      `the ${role} on ${square} can go to ${targets.join(', ')}${check ? ' (the king is in check)' : ''}`,
    noDrops: (variant) => `there are no drops in ${variant}`,
    notInHand: (side, role) => `${SIDE[side]} has no ${role} in hand`,
    occupied: (square) => `${square} is not empty`,
    pawnRank: 'a pawn may not be dropped on the first or last rank',
    dropNow: (role, square, check) =>
      check
        ? `the king is in check, and a ${role} on ${square} does not stop it`
        : `a ${role} may not be dropped on ${square} now`,
  },
  mustPlayIntended: (side, uci) =>
    `after the incorrect claim ${SIDE[side]} must play the move written down, ${uci}`,
  noPieceToMove: (side, square) => `there is no ${side} piece on ${square} to move`,
  noPieceToDrop: (side, role) => `${SIDE[side]} has no ${role} in hand to drop`,
  legalNotIllegal: (text) => `${text} is a legal move: play it as a move`,
  unplayable: (side, move2, why) =>
    `${SIDE[side]}'s illegal move ${move2} left a position that cannot be played on (${why})`,
  illegalLabel: (kind, side, move2) =>
    kind === 'press-without-move'
      ? `${SIDE[side]} pressed the clock without moving (L-7.5.3)`
      : kind === 'unpromoted-pawn'
        ? `${SIDE[side]} left a pawn unpromoted on ${move2?.slice(2, 4)} (L-7.5.2)`
        : kind === 'two-hands'
          ? `${SIDE[side]} made the move ${move2} with two hands (L-7.5.4)`
          : `${SIDE[side]} completed the illegal move ${move2}`,
  illegalSettled: (label, replaced, adjustments = []) => {
    const bonus = adjustmentsInWords(adjustments);
    const board =
      replaced === void 0
        ? 'the position is restored'
        : replaced === 'queen'
          ? 'it becomes a queen'
          : 'the move stands';
    return `${label}; ${board}${bonus ? ` and ${bonus}` : ''}`;
  },
  illegalLoses: (label, count2) => `${label}, the ${ordinal3(count2)} illegal move`,
  illegalStood: (side, move2) => `${SIDE[side]}'s illegal move ${move2} stood: it was not claimed`,
  notYourClock: (by, turn) => `${SIDE[by]}'s clock is not running: only ${SIDE[turn]} can press it`,
  nothingToTouch: (square) => `there is no piece on ${square} to touch`,
  notOnMove: (side) => `${SIDE[side]} is not on move`,
  claimNotOnMove: (rule) => `only the player on move can claim (${rule})`,
  claimIllegalFirst: 'claim the illegal move first, or play on',
  intendedNotLegal: (text, rule) => `the intended move ${text} is not legal (${rule})`,
  noClaimsOfKind: (regulation, kind) => `${regulation} takes no ${kind} claims`,
  claimCorrect: (side, title, intended) =>
    `${SIDE[side]} claimed ${title}${intended ? ` with the move ${intended}` : ''}, correctly`,
  claimIncorrect: (side, kind, reason, adjustments, mustPlay) =>
    `${SIDE[side]}'s ${kind} claim was incorrect (${reason})${adjustments.length ? `: ${adjustmentsInWords(adjustments)}` : ''}${mustPlay ? `; ${mustPlay} must now be played` : ''}`,
  claimForArbiter: (side, title, reason) =>
    `${SIDE[side]} claims ${title}: ${reason}; the clocks are stopped and the arbiter decides`,
  claimUpheld: (side, title, reason) =>
    `the arbiter upheld ${SIDE[side]}'s claim of ${title}${reason ? ` (${reason})` : ''}`,
  claimRejected: (side, title, reason) =>
    `the arbiter rejected ${SIDE[side]}'s claim of ${title}${reason ? ` (${reason})` : ''}: play goes on`,
  claimRejectedPenalty: (side, adjustments) =>
    `${SIDE[side]}'s rejected claim costs ${adjustmentsInWords(adjustments)}`,
  nothingToDecide: 'no claim waits for the arbiter',
  noIllegalToClaim: (offender, by) =>
    `${SIDE[offender]} has no illegal move for ${SIDE[by]} to claim`,
  noRulingOnClaim: 'the regulation gives no ruling on this claim',
  clockCannotTakeBack: (message2) => `the clock cannot take back the illegal move: ${message2}`,
  ownFlag: (side) => `${SIDE[side]} cannot call his own flag`,
  flagNotFallen: (side) => `${SIDE[side]}'s flag has not fallen`,
  noFlag: 'no flag has fallen',
  flagFell: (side) => `${SIDE[side]}'s flag fell`,
  flagFellFirst: (side, at) =>
    `${SIDE[side]}'s flag fell first, at ${at} ms: the order is known, and that flag decides`,
  bothFlags: 'both flags fell and nobody can say which fell first',
  flagBeforeEvent: (flag2) =>
    `${SIDE[flag2.side]}'s flag fell at ${flag2.at} ms, before this event, and no flag event records it`,
  badNow: "the game's now() did not return a number of milliseconds",
  nothingToTakeBack: 'there is no move to take back',
  resigned: (side) => `${SIDE[side]} resigned`,
  acceptedOffer: (side, offerer) => `${SIDE[side]} accepted ${SIDE[offerer]}'s draw offer`,
  declared: (result, reason) => `the arbiter declared ${result}${reason ? `: ${reason}` : ''}`,
  noVariant: (regulation) =>
    `${regulation} has no variant plugin to set the start position: give one, or a start`,
  unscored: (result) => `no plugin scored the outcome ${result}`,
  pluginFailed: (plugin, where, e) =>
    `plugin '${plugin}' failed in ${where}: ${e instanceof Error ? e.message : String(e)}`,
  moveNotLegal: (ply) => `move ${ply + 1} is not legal`,
  review: {
    badInput: (field, expected) => `reviewMoves: ${field} must be ${expected}`,
    flagNotOnMove: (side) =>
      `${SIDE[side]}'s flag cannot have fallen after the last move: only the clock of the side on move (${SIDE[((0, import_board8.opposite))(side)]}) runs`,
  },
  recordMove: (ply, refusal) => `move ${ply + 1} of the record: ${refusal}`,
  recordedResult: 'the result recorded in the game',
  underCategory: (category, summary) => `under a ${category} control: ${summary}`,
  // Why an illegal move left a position that cannot be played on (the end of `unplayable`).
  unplayableBecause: {
    notInPocket: 'there is no such piece in the pocket',
    dropSquareTaken: 'the drop square is not empty',
    noPiece: 'there is no piece on the from-square',
    kingTaken: 'a king was taken',
  },
  // A plugin's options that do not fit its schema: `plugin: option 'field' <what is wrong>`.
  option: {
    wrong: (plugin, field, message2) => `${plugin}: option '${field}' ${message2}`,
    oneOf: (values) => `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`,
    boolean: 'must be true or false',
    integer: (min) => `must be a whole number of at least ${min}`,
    ms: 'must be a whole number of milliseconds, at least 0',
    points: 'must be a number of points, at least 0',
    ruleId: "must be a rule ID such as 'L-7.5.5' or 'S-blitz'",
    object: 'must be an object',
    unknown: (plugin, known) => `is not an option of ${plugin} (it has ${known.join(', ')})`,
    byCategory: 'must be an object keyed by time category',
    tooDeep: 'nests more than 32 levels deep (or contains itself): options are plain data',
    notACategory: (categories) => `is not a time category (${categories.join(', ')})`,
  },
  // A hook written wrong: `plugin 'name': field <what is wrong>`.
  hook: {
    wrong: (plugin, field, message2) => `plugin '${plugin}': ${field} ${message2}`,
    notAFunction: 'must be a function, or an object with a handler function',
    badOrder: "must be 'pre' or 'post'",
    filterNotAllowed: (eventHooks) => `is only for the event hooks (${eventHooks.join(', ')})`,
    noTypes: "must list event types, like ['offer-draw']",
    unreachable: (plugin, field, regulation, types) =>
      `plugin '${plugin}': ${field} would never be called: no plugin of ${regulation} gives ${types.map((t2) => `'${t2}'`).join(' or ')} events a meaning (add the plugin that does, or list them in handles)`,
    notAnEventType: (type, types) =>
      `${JSON.stringify(type)} is not an event type (${types.join(', ')})`,
  },
  // A saved game's regulation header that does not rebuild a regulation.
  header: {
    missing: 'the log has no regulation header',
    noName: 'the regulation header has no name',
    noPlugins: 'the regulation header lists no plugins',
    badEntry: (field) => `${field} is not { name, options }`,
    unknownVariant: (variant, known) =>
      `the game was played in the variant ${JSON.stringify(variant)}, not among ${known.join(', ')}: pass it, readRegulation(header, { variants: [...lichessVariants(), yourVariant] })`,
    unknownPlugin: (name) =>
      `the game used a plugin '${name}' that is not given: pass its factory, readRegulation(header, { plugins: [${name}] })`,
  },
  // Making or overriding a regulation.
  regulation: {
    needsConfig: 'defineRegulation takes { name, plugins }',
    needsName: 'a regulation needs a name',
    pluginsList: 'plugins must be a list of plugins and regulations',
    notAPlugin: (field) =>
      `${field} is not a plugin or a regulation (list plugins like drawOffers(), and presets like fideBlitz())`,
    duplicate: (regulation, plugin) =>
      `${regulation} lists '${plugin}' twice: change a preset's plugin with the preset's overrides, like fideBlitz({ ${plugin}: { ... } }), or give yours another name and replaces: '${plugin}'`,
    nothingToReplace: (regulation, plugin, replaced) =>
      `'${plugin}' replaces '${replaced}', which ${regulation} does not have before it: list it after the preset that has '${replaced}'`,
    overridesObject: "a preset's overrides are an object like { illegalMoves: { lossOn: 3 } }",
    overrideObject: (plugin) =>
      `the override of '${plugin}' must be its options as an object, or false to remove it`,
    noSuchPlugin: (regulation, key, names) =>
      `${regulation} has no plugin '${key}' (it has ${names.join(', ')})`,
    required: (plugin) =>
      `'${plugin}' cannot be removed: every regulation has it (change its options, or replace it with a plugin that replaces: '${plugin}')`,
    notConfigurable: (plugin) =>
      `plugin '${plugin}' has no configure(): it can be removed but not overridden`,
  },
  // A saved game that does not restore.
  log: {
    notObject: 'a saved game must be an object',
    format: (format) => `not a chesslaws game log (format ${JSON.stringify(format)})`,
    version: (version) => `unknown log version ${JSON.stringify(version)}`,
    unknownField: (field, known) =>
      `a saved game has no field '${field}' (it has ${known.join(', ')})`,
    events: 'events must be an array',
    noStartFen: 'start.fen is missing',
    unknownStartField: (field) =>
      `start has no field '${field}' (a saved start is { fen } or { fen, chess960 })`,
    noControl: 'control is missing (null for a game without a clock)',
    control: (problem2) => `control ${problem2}`,
    controlNotData: (control) =>
      `must be a TimeControl object ({ white, black }) or null, not ${JSON.stringify(control)}`,
    controlField: (field) => `has no field '${field}' (a TimeControl is { white, black })`,
    not960: (fen, n, expected) =>
      `start.fen ${JSON.stringify(fen)} is not Chess960 start position ${n} (${expected})`,
    otherRegulation: (name, expected) =>
      `the game was played under '${String(name)}', not '${expected}'`,
    otherPlugins: (theirs, ours) => `the game's plugins were ${theirs}, not ${ours}`,
    otherOptions: (plugin, options) =>
      `plugin '${plugin}' had other options when the game was played: ${clip(options)}`,
    tooDeep: (problem2) =>
      problem2.reason === 'too-deep'
        ? `${problem2.path} nests more than 32 levels deep (or contains itself): a saved game is never so deep`
        : `${problem2.path} holds more values than a saved game ever does`,
    eventRefused: (index, type, message2) => `events[${index}] (${type}): ${message2}`,
  },
  // An event of a log, or an action, whose shape is wrong: `events[i]: 'field' ...`.
  eventField: {
    located: (index, message2) => `events[${index}]: ${message2}`,
    notObject: 'an event must be an object',
    unknownType: (type) => `unknown event type ${JSON.stringify(type)}`,
    at: "'at' must be a whole, non-negative number of ms",
    unknownField: (type, field) => `a '${type}' event has no field '${field}'`,
    missing: (name) => `'${name}' is missing`,
    color: (name) => `'${name}' must be 'white' or 'black'`,
    uci: (name) => `'${name}' must be a move in UCI, like 'e2e4', 'e7e8q' or the drop 'N@f3'`,
    square: (name) => `'${name}' must be a square name, like 'e4'`,
    bool: (name) => `'${name}' must be true or false`,
    claim: (name, claims) => `'${name}' must be one of ${claims.join(', ')}`,
    int: (name) => `'${name}' must be a whole number of ms`,
    result: (name) => `'${name}' must be '1-0', '0-1' or '1/2-1/2'`,
    text: (name) => `'${name}' must be text`,
    movesObject: (name) => `'${name}' must be an object like { "white": 40 }`,
    moveCount: (name) => `'${name}' must be a side with a count of moves`,
    unknownShape: (name) => `'${name}' has an unknown shape`,
  },
  // A game's start that cannot be set up.
  start: {
    shape: 'start must be a FEN string, { fen } or { chess960 }',
    fenNotText: 'start.fen must be a FEN string',
    chess960InVariant: (variant) =>
      `a Chess960 start-position number needs the chess960 variant, not ${variant}: give a FEN`,
    variantFen: (variant, message2) => `${variant} FEN: ${message2}`,
    chess960Range: (n) => `Chess960 start positions are 0..959, not ${n}`,
  },
  // A time control given as text that does not read, or reads two ways.
  control: {
    what: 'time control',
    wrong: (what, message2) => `${what}: ${message2}`,
    passClock: (r, text) => `clock: '${r.explicit}' (or { ${r.notation}: '${text}' })`,
    ambiguous: (what, text, minutes, seconds, pass) => {
      const notation = {
        shorthand: 'minutes, as on a poster',
        pgn: 'seconds, as a PGN TimeControl tag',
      };
      const reading = (r) => `${r.words} (${notation[r.notation]})`;
      const passing = (r) => `${pass(r)} for ${r.words}`;
      return `${what} '${text}' reads two ways: ${reading(minutes)} or ${reading(seconds)}; pass ${passing(minutes)}, or ${passing(seconds)}`;
    },
  },
};

// src/arbiter/context.ts
var PluginContext = class {
  #source;
  #slot;
  constructor(source, slot) {
    this.#source = source;
    this.#slot = slot;
  }
  get setup() {
    return this.#source.setup;
  }
  get position() {
    return this.#source.position;
  }
  get history() {
    return this.#source.history;
  }
  get turn() {
    return this.#source.position.turn;
  }
  get moveNumber() {
    return this.#source.position.fullmoves;
  }
  get ply() {
    return this.#source.moves.length;
  }
  get moves() {
    return this.#source.moves;
  }
  get category() {
    return this.#source.category;
  }
  clock() {
    const call = this.#source.call;
    return this.#source.clockView(call.event?.at ?? call.at);
  }
  get illegalMoves() {
    return this.#source.illegalMoves;
  }
  get touches() {
    return this.#source.touches;
  }
  get pendingOffer() {
    return this.#source.standingOffer();
  }
  get rulings() {
    return this.#source.rulings;
  }
  get outcome() {
    return this.#source.outcome;
  }
  get events() {
    return this.#source.events;
  }
  get event() {
    return this.#source.call.event;
  }
  get index() {
    return this.#source.call.index;
  }
  get state() {
    return this.#source.state(this.#slot);
  }
};

// src/arbiter/end.ts
var import_board9 = require('@chesslaws/board');
function endGame(arbiter, outcome3, plugin, cause, at = arbiter.now) {
  const { hooks } = arbiter;
  const event = arbiter.call.index;
  const reason = msg('outcome.reason', { outcome: outcomeWords(outcome3), cause });
  const mapped = hooks.sequential('mapOutcome', outcome3);
  const points = hooks.first('score', mapped.value)?.value;
  if (!points)
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      `no plugin scored the outcome ${mapped.value.result}`,
    );
  const base = reported(outcome3, plugin, event, at, reason);
  let ended = base;
  if (mapped.changedBy !== void 0) {
    const words = msg('outcome.mapped', { winner: mapped.value.winner, before: reason });
    ended = reported(mapped.value, mapped.changedBy, event, at, words);
    ended.mappedFrom = base;
  }
  ended.points = Object.freeze({ ...points });
  if (ended.mappedFrom) Object.freeze(ended.mappedFrom);
  const scored = Object.freeze(ended);
  const side = scored.winner && (0, import_board9.opposite)(scored.winner);
  arbiter.recordOutcome(
    scored,
    rulingOf('outcome', scored.byRule, scored.plugin, event, side, scored.reason),
  );
  if (!arbiter.reviewing) hooks.notify('onOutcome', scored);
}
function reported(outcome3, plugin, event, at, reason) {
  const { result, termination, winner, byRule } = outcome3;
  return winner === void 0
    ? { result, termination, byRule, plugin, event, at, reason }
    : { result, termination, winner, byRule, plugin, event, at, reason };
}
function rulingOf(kind, rule, plugin, event, side, message2, adjustments) {
  const built = { kind, rule, plugin, event };
  if (side) built.side = side;
  built.message = message2;
  if (adjustments)
    built.adjustments = Object.freeze(adjustments.map((a) => Object.freeze({ ...a })));
  return Object.freeze(built);
}
var outcomeWords = (outcome3) =>
  msg('outcome', {
    result: outcome3.result,
    termination: outcome3.termination,
    winner: outcome3.winner,
  });

// src/arbiter/gameClock.ts
var import_clock = require('@chesslaws/clock');
function copyData(value) {
  if (Array.isArray(value)) return value.map(copyData);
  if (typeof value !== 'object' || value === null) return value;
  const out = {};
  for (const key of Object.keys(value)) out[key] = copyData(value[key]);
  return out;
}
var GameClock = class _GameClock {
  #control;
  #now;
  #clock;
  #count = 0;
  /** Both clocks right after the last change: what says cheaply that no flag can have fallen. */
  #last;
  constructor(control, clock, now) {
    this.#control = control;
    this.#clock = clock;
    this.#now = now;
  }
  /**
   * A clock for `control` on the time source `now`, or the clock's refusal. The clock gets its
   * own unfrozen copy of a frozen control (a plugin's options are frozen): the engine reads the
   * control's stages at every press, and frozen arrays would make that path polymorphic and
   * about twice as slow.
   */
  static create(control, now) {
    const own = Object.isFrozen(control) ? copyData(control) : control;
    const clock = (0, import_clock.createClock)(own, { now });
    return clock.ok ? new _GameClock(clock.value.control, clock.value, now) : clock.error;
  }
  /** The time control. */
  get control() {
    return this.#control;
  }
  /** How many clock events there are: what `rollback` returns to. */
  get count() {
    return this.#count;
  }
  /** Back to the clock as it was after `count` events. */
  rollback(count2) {
    if (count2 === this.#count) return;
    const events = this.#clock.toJSON().events.slice(0, count2);
    const restored = (0, import_clock.restoreClock)(
      { format: 'chesslaws-clock', version: 1, control: this.#control, events },
      { now: this.#now },
    );
    if (!restored.ok) throw restored.error;
    this.#clock = restored.value;
    this.#count = count2;
    this.#last = void 0;
  }
  #counted(result, events = 1) {
    if (result.ok) {
      this.#count += events;
      this.#last = result.value;
    }
    return result;
  }
  /**
   * True when no flag after the first `judged` can have fallen by `at`: the view after the
   * last change had no more flags, and the running side's fall lies after `at`. A replay asks
   * this before every event, without building a view of both clocks each time.
   */
  noNewFlag(at, judged) {
    const last = this.#last;
    return (
      last !== void 0 &&
      last.flags.length <= judged &&
      (last.status !== 'running' || (last.flagFallAt !== void 0 && at < last.flagFallAt))
    );
  }
  /**
   * The clock's status at `at`: from the view after the last change while that still holds
   * (no flag can have fallen since), else from a view built for `at`.
   */
  status(at) {
    const last = this.#last;
    if (
      last !== void 0 &&
      (last.status !== 'running' || (last.flagFallAt !== void 0 && at < last.flagFallAt))
    )
      return last.status;
    return this.#clock.view(at).status;
  }
  /** Both clocks at `at`. */
  view(at) {
    return this.#clock.view(at);
  }
  /** When the running side's flag falls if nobody presses. */
  flagFallAt(at) {
    return this.#clock.flagFallAt(at);
  }
  /** Starts `side`'s clock. */
  start(side) {
    return this.#counted(this.#clock.start(side));
  }
  /** `side` completes a move. */
  press(side) {
    return this.#counted(this.#clock.press(side));
  }
  /** Takes back the last press. */
  takeBack() {
    return this.#counted(this.#clock.takeBack());
  }
  /** Stops both clocks. */
  pause() {
    return this.#counted(this.#clock.pause());
  }
  /** Restarts the clock of the side to move. */
  resume() {
    return this.#counted(this.#clock.resume());
  }
  /** Adds `ms` to `side`. */
  adjust(side, ms) {
    return this.#counted(this.#clock.adjust(side, ms));
  }
  /** Several adjustments at one instant, all or none. */
  adjustAll(adjustments) {
    return this.#counted(this.#clock.adjustAll(adjustments), adjustments.length);
  }
  /** Sets move counters (and times, periods). */
  set(settings) {
    return this.#counted(this.#clock.set(settings));
  }
  /** Both flags down, order unknown. */
  flagsDown() {
    return this.#counted(this.#clock.flagsDown());
  }
};

// src/plugin/hooks.ts
var EVENT_HOOKS = ['judgeAction', 'outcomeOf', 'onEvent'];
var HOOK_KINDS = {
  setup: 'sequential',
  judgeAction: 'first',
  adjudicate: 'first',
  outcomeOf: 'first',
  judgeIllegalMove: 'first',
  offerClaims: 'sequential',
  judgeClaim: 'first',
  penalizeClaim: 'first',
  judgeFlag: 'first',
  standingOffer: 'first',
  mapOutcome: 'sequential',
  score: 'first',
  onEvent: 'notify',
  onOutcome: 'notify',
  screen: 'sequential',
};
var HOOK_NAMES = Object.keys(HOOK_KINDS);
var CONTEXT_FREE_HOOKS = /* @__PURE__ */ new Set(['setup', 'screen']);

// src/arbiter/hookRunner.ts
var ORDER = { pre: 0, normal: 1, post: 2 };
var CONTEXT_ONLY = /* @__PURE__ */ new Set(['adjudicate', 'standingOffer']);
function failure(handler, hook, e) {
  if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return e;
  return new RulesError(
    'ERR_RULES_PLUGIN_FAILED',
    say.pluginFailed(handler.plugin, hook, e),
    void 0,
    { plugin: handler.plugin },
  );
}
var tables = /* @__PURE__ */ new WeakMap();
function tablesOf(plugins) {
  let found = tables.get(plugins);
  if (!found) tables.set(plugins, (found = buildTables(plugins)));
  return found;
}
function buildTables(plugins) {
  const out = {};
  for (const name of HOOK_NAMES) {
    const list = [];
    for (const [slot, plugin] of plugins.entries()) {
      const hook = plugin[name];
      if (!hook) continue;
      if (typeof hook === 'function') list.push({ slot, plugin: plugin.name, fn: hook, rank: 1 });
      else
        list.push({
          slot,
          plugin: plugin.name,
          fn: hook.handler,
          rank: ORDER[hook.order ?? 'normal'],
          ...(hook.filter ? { types: hook.filter.type } : {}),
        });
    }
    const all = list.sort((a, b) => a.rank - b.rank);
    const byType = EVENT_HOOKS.includes(name)
      ? new Map(
          GAME_EVENT_TYPES.map((type) => [
            type,
            all.filter((h) => h.types === void 0 || h.types.includes(type)),
          ]),
        )
      : void 0;
    out[name] = {
      all,
      byType,
      lastType: void 0,
      lastHandlers: all,
      contextFree: CONTEXT_FREE_HOOKS.has(name),
      contextOnly: CONTEXT_ONLY.has(name),
    };
  }
  return out;
}
var HookRunner = class {
  #tables;
  #contexts;
  /** `contexts[slot]` is the context of the plugin at `slot` in `plugins` (none outside a game). */
  constructor(plugins, contexts = []) {
    this.#tables = tablesOf(plugins);
    this.#contexts = contexts;
  }
  /** Whether any plugin has hook `name`. */
  has(name) {
    return this.#tables[name].all.length > 0;
  }
  /** The handlers of `table` for a call given `a` first (an event hook's: those for the event's type). */
  #handlers(table2, a) {
    if (table2.byType === void 0) return table2.all;
    const type = a.type;
    if (type === table2.lastType) return table2.lastHandlers;
    const handlers = table2.byType.get(type) ?? table2.all;
    table2.lastType = type;
    table2.lastHandlers = handlers;
    return handlers;
  }
  first(name, a) {
    const table2 = this.#tables[name];
    const handlers = this.#handlers(table2, a);
    const contexts = this.#contexts;
    const contextOnly = table2.contextOnly;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i];
        const value = contextOnly ? h.fn(contexts[h.slot]) : h.fn(a, contexts[h.slot]);
        if (value !== void 0) return { value, plugin: h.plugin };
      }
    } catch (e) {
      throw failure(handlers[i], name, e);
    }
    return void 0;
  }
  sequential(name, value, ...args) {
    const table2 = this.#tables[name];
    const handlers = table2.all;
    const contexts = this.#contexts;
    let current = value;
    let changedBy;
    let i = 0;
    try {
      for (; i < handlers.length; i++) {
        const h = handlers[i];
        const next = table2.contextFree
          ? h.fn(current, ...args)
          : h.fn(current, ...args, contexts[h.slot]);
        if (next !== current) changedBy = h.plugin;
        current = next;
      }
    } catch (e) {
      throw failure(handlers[i], name, e);
    }
    return { value: current, changedBy };
  }
  notify(name, a) {
    const handlers = this.#handlers(this.#tables[name], a);
    const contexts = this.#contexts;
    let i = 0;
    try {
      for (; i < handlers.length; i++) handlers[i].fn(a, contexts[handlers[i].slot]);
    } catch (e) {
      throw failure(handlers[i], name, e);
    }
  }
};

// src/arbiter/ledger.ts
var Ledger = class {
  #events = [];
  #moves = [];
  #rulings = [];
  /** Each press that stood: whose, and that side's total thinking time then (for `spent`); two numbers each, no object. */
  #pressSides = [];
  #pressThinking = [];
  #journal = [];
  /** The log. */
  get events() {
    return this.#events;
  }
  /** The moves made. */
  get moves() {
    return this.#moves;
  }
  /** The rulings. */
  get rulings() {
    return this.#rulings;
  }
  /** How many presses stand (the `presses` of a {@link LedgerMark}). */
  get presses() {
    return this.#pressSides.length;
  }
  /** Where the lists stand now. */
  mark() {
    return {
      moves: this.#moves.length,
      rulings: this.#rulings.length,
      presses: this.#pressSides.length,
    };
  }
  /** Undoes everything since `mark`, last first. */
  rollback(mark) {
    if (this.#journal.length > 0) {
      for (let i = this.#journal.length - 1; i >= 0; i--) this.#journal[i]();
      this.#journal = [];
    }
    if (this.#moves.length !== mark.moves) this.#moves.length = mark.moves;
    if (this.#rulings.length !== mark.rulings) this.#rulings.length = mark.rulings;
    if (this.#pressSides.length !== mark.presses) {
      this.#pressSides.length = mark.presses;
      this.#pressThinking.length = mark.presses;
    }
  }
  /** Appends the committed event; the draft's changes stand. */
  commit(event) {
    this.#events.push(event);
    if (this.#journal.length > 0) this.#journal = [];
  }
  /** Runs `undo` if the draft is dropped (for changes the lists cannot cut off). */
  onRollback(undo) {
    this.#journal.push(undo);
  }
  /** Records a move. */
  addMove(move2) {
    this.#moves.push(move2);
  }
  /** Drops the last move (a takeback). */
  popMove() {
    const last = this.#moves.pop();
    if (last) this.onRollback(() => this.#moves.push(last));
  }
  /** Records a press; returns `side`'s thinking time at its previous press (0 before the first). */
  addPress(side, thinking) {
    const sides = this.#pressSides;
    let last = 0;
    for (let i = sides.length - 1; i >= 0; i--)
      if (sides[i] === side) {
        last = this.#pressThinking[i];
        break;
      }
    sides.push(side);
    this.#pressThinking.push(thinking);
    return last;
  }
  /** Drops the last press (taken back). */
  popPress() {
    const side = this.#pressSides.pop();
    if (side === void 0) return;
    const thinking = this.#pressThinking.pop();
    this.onRollback(() => {
      this.#pressSides.push(side);
      this.#pressThinking.push(thinking);
    });
  }
  /** Records a ruling. */
  addRuling(ruling) {
    this.#rulings.push(ruling);
  }
};

// src/arbiter/pluginStates.ts
var failed = (plugin, where, e) =>
  new RulesError('ERR_RULES_PLUGIN_FAILED', say.pluginFailed(plugin.name, where, e), void 0, {
    plugin: plugin.name,
  });
function initialStates(plugins, setup) {
  return plugins.map((plugin) => {
    if (!plugin.state) return void 0;
    try {
      return plugin.state.initial(setup);
    } catch (e) {
      throw failed(plugin, 'state.initial', e);
    }
  });
}
var reducersOf = (plugins) =>
  plugins.flatMap((plugin, slot) => {
    const state = plugin.state;
    return state ? [{ slot, plugin, reduce: state.reduce.bind(state) }] : [];
  });
function reduceStates(reducers, states, event, contexts) {
  let next;
  for (let i = 0; i < reducers.length; i++) {
    const { slot, reduce } = reducers[i];
    let reduced;
    try {
      reduced = reduce(states[slot], event, contexts[slot]);
    } catch (e) {
      throw failed(reducers[i].plugin, 'state.reduce', e);
    }
    if (reduced !== states[slot]) (next ??= [...states])[slot] = reduced;
  }
  return next ?? states;
}

// src/model/decisions.ts
var CLAIM_KINDS = ['threefold', 'fifty', 'illegal-move', 'quickplay-finish'];

// src/arbiter/resolved.ts
var cache = /* @__PURE__ */ new WeakMap();
function resolvePlugins(regulation, category) {
  let byCategory = cache.get(regulation);
  if (!byCategory) cache.set(regulation, (byCategory = /* @__PURE__ */ new Map()));
  let resolved = byCategory.get(category);
  if (!resolved) {
    const plugins = Object.freeze(regulation.plugins.map((p) => p.forCategory?.(category) ?? p));
    const claims = /* @__PURE__ */ new Map();
    for (const plugin of plugins)
      for (const spec of plugin.claims ?? []) claims.set(spec.kind, { spec, plugin: plugin.name });
    const handled = new Set(plugins.flatMap((p) => p.handles ?? []));
    const inForce = new Set(plugins.flatMap((p) => (p.rules ?? []).map((r) => r.id)));
    const stateful = reducersOf(plugins);
    const claimKinds = [.../* @__PURE__ */ new Set([...CLAIM_KINDS, ...claims.keys()])];
    const events = new Map(
      GAME_EVENT_TYPES.map((type) => [
        type,
        {
          apply: EVENT_KINDS[type].apply,
          unrefusable: EVENT_KINDS[type].unrefusable === true,
          handled: handled.has(type),
          judgedElsewhere: EVENT_KINDS[type].judgedElsewhere,
        },
      ]),
    );
    byCategory.set(
      category,
      (resolved = {
        plugins,
        claims,
        handled,
        inForce,
        stateful,
        claimKinds,
        events,
        movePlan: events.get('move'),
      }),
    );
  }
  return resolved;
}
var UNKNOWN_EVENT = {
  apply: () => void 0,
  unrefusable: false,
  handled: false,
  judgedElsewhere: true,
};
var planOf = (resolved, type) =>
  (type === 'move' ? resolved.movePlan : resolved.events.get(type)) ?? UNKNOWN_EVENT;

// src/arbiter/stitchedHistory.ts
function priorOf(prior, history) {
  const keys = [];
  const clocks = [];
  for (let i = 0; i < (prior?.length ?? 0); i++) {
    keys.push(prior.key(i));
    clocks.push(prior.clock(i));
  }
  for (let i = 0; i < history.length; i++) {
    keys.push(history.key(i));
    clocks.push(history.halfmoveClock(i));
  }
  return { length: keys.length, key: (i) => keys[i], clock: (i) => clocks[i] };
}
function stitchHistory(prior, history) {
  return new StitchedHistory(prior, history);
}
var StitchedHistory = class {
  #prior;
  #history;
  constructor(prior, history) {
    this.#prior = prior;
    this.#history = history;
  }
  #keyAt(i) {
    const before = this.#prior.length;
    return i < before ? this.#prior.key(i) : this.#history.key(i - before);
  }
  #clockAt(i) {
    const before = this.#prior.length;
    return i < before ? this.#prior.clock(i) : this.#history.halfmoveClock(i - before);
  }
  // ---- stitched: the positions of `prior`, then the history's ----
  get length() {
    return this.#prior.length + this.#history.length;
  }
  get keys() {
    return Array.from({ length: this.length }, (_, i) => this.#keyAt(i));
  }
  key(index = this.length - 1) {
    return this.#keyAt(index);
  }
  halfmoveClock(index = this.length - 1) {
    return this.#clockAt(index);
  }
  occurrences(index = this.length - 1) {
    const key = this.#keyAt(index);
    const oldest = Math.max(0, index - this.#clockAt(index));
    let count2 = 1;
    for (let j = index - 2; j >= oldest; j -= 2) if (this.#keyAt(j) === key) count2++;
    return count2;
  }
  occurrencesOfNextKey(key) {
    const last = this.length - 1;
    const oldest = Math.max(0, last - this.#clockAt(last));
    let count2 = 0;
    for (let j = last - 1; j >= oldest; j -= 2) if (this.#keyAt(j) === key) count2++;
    return count2;
  }
  // ---- the history's own ----
  get start() {
    return this.#history.start;
  }
  get current() {
    return this.#history.current;
  }
  get position() {
    return this.#history.position;
  }
  get moves() {
    return this.#history.moves;
  }
  peekPosition() {
    return this.#history.peekPosition();
  }
  play(...args) {
    return this.#history.play(...args);
  }
  make(...args) {
    return this.#history.make(...args);
  }
  reserve(...args) {
    this.#history.reserve(...args);
  }
  undo() {
    return this.#history.undo();
  }
  cutAt(...args) {
    return this.#history.cutAt(...args);
  }
  clone() {
    return this.#history.clone();
  }
};
var StitchedHistories = class {
  #last;
  /** `history` after `prior`, as one history (see {@link stitchHistory}). */
  of(prior, history) {
    const last = this.#last;
    if (last?.history === history && last.prior === prior) return last.view;
    const view = stitchHistory(prior, history);
    this.#last = { prior, history, view };
    return view;
  }
};

// src/arbiter/arbiter.ts
var IDLE = { event: void 0, index: -1 };
var NO_PRESS = { clock: void 0, spent: void 0 };
var FLAG_ENDED = 'flag-ended';
var Arbiter = class _Arbiter {
  #regulation;
  #setup;
  #category;
  #hooks;
  #contexts;
  #stateful;
  #clock;
  #txClock;
  #initialClock;
  /** The plugins resolved for the game's category, and what is looked up in them. */
  #resolved;
  #ledger = new Ledger();
  #committed;
  #current;
  #call = IDLE;
  /** The call of the event being applied: one object per game, rewritten by each event. */
  #applying = { event: void 0, index: -1 };
  /** Where everything stood before the event being applied (plain numbers, no object per event). */
  #mark = { moves: 0, rulings: 0, presses: 0, positions: 0, clock: 0, now: 0 };
  constructor(regulation, setup, category) {
    this.#regulation = regulation;
    this.#setup = setup;
    this.#category = category;
    const resolved = resolvePlugins(regulation, category);
    const plugins = resolved.plugins;
    const contexts = plugins.map((_, slot) => new PluginContext(this, slot));
    this.#contexts = contexts;
    this.#stateful = resolved.stateful;
    this.#hooks = new HookRunner(plugins, contexts);
    this.#resolved = resolved;
    this.#committed = this.#current = {
      started: false,
      outcome: void 0,
      history: import_termination.PositionHistory.fromPosition(setup.position),
      prior: void 0,
      playedFrom: { position: setup.position, ply: 0 },
      illegalMoves: { white: 0, black: 0 },
      touches: [],
      bound: void 0,
      mustPlay: void 0,
      pendingIllegal: void 0,
      awaiting: void 0,
      flagsJudged: 0,
      states: initialStates(plugins, setup),
      offer: void 0,
    };
    if (setup.control) {
      const clock = GameClock.create(setup.control, () => this.#now);
      if (!(clock instanceof GameClock))
        throw new RulesError(
          'ERR_RULES_START',
          say.control.wrong(say.control.what, clock.message),
          { field: 'clock' },
        );
      this.#clock = clock;
      this.#txClock = this.#transactionClock(clock);
    }
    this.#initialClock = this.#clock?.view(0);
  }
  /**
   * An arbiter for `regulation` from a start the caller resolved: the `setup` hooks run, the
   * variant sets the start position, the plugins are resolved for the control's category.
   */
  static create(regulation, initial) {
    try {
      const setup = new HookRunner(regulation.plugins).sequential('setup', initial).value;
      if (!setup.position) return new RulesError('ERR_RULES_START', say.noVariant(regulation.name));
      const category = setup.control
        ? (0, import_clock2.classifyTimeControl)(setup.control)
        : void 0;
      return new _Arbiter(regulation, setup, category);
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
  }
  // ---- what the game, the contexts and the transaction read (the current state) ----
  /** The regulation. */
  get regulationObject() {
    return this.#regulation;
  }
  /** The regulation's name (what refusals name). */
  get regulation() {
    return this.#regulation.name;
  }
  /** The game's setup. */
  get setup() {
    return this.#setup;
  }
  /** The time category of the game's control. */
  get category() {
    return this.#category;
  }
  /** The plugins as they apply in this game. */
  get plugins() {
    return this.#resolved.plugins;
  }
  /** The hooks, with each plugin's context. */
  get hooks() {
    return this.#hooks;
  }
  /** The clock as an event changes it, when the game has one. */
  get clock() {
    return this.#txClock;
  }
  /** Both clocks before the first move. */
  get initialClock() {
    return this.#initialClock;
  }
  /** When the running side's flag falls if nobody presses. */
  flagFallAt(at) {
    return this.#clock?.flagFallAt(at);
  }
  /** The log. */
  get events() {
    return this.#ledger.events;
  }
  /** The moves made. */
  get moves() {
    return this.#ledger.moves;
  }
  /** The rulings. */
  get rulings() {
    return this.#ledger.rulings;
  }
  /** The state between events (the draft while one is applied). */
  get facts() {
    return this.#current;
  }
  /** The event being judged, its index, and the instant asked about. */
  get call() {
    return this.#call;
  }
  /** The index of the event being applied (the log's length between events). */
  get index() {
    return this.#call === IDLE ? this.#ledger.events.length : this.#call.index;
  }
  /** The position the side to move plays on (a standing illegal move's, while one is pending). */
  get position() {
    return this.#current.pendingIllegal?.position ?? this.#current.history.current;
  }
  /** The side to move. */
  get turn() {
    return this.position.turn;
  }
  /** The repetition history, across an illegal move that stood. */
  get history() {
    const { prior, history } = this.#current;
    return prior ? (this.#stitched ??= new StitchedHistories()).of(prior, history) : history;
  }
  #stitched;
  get illegalMoves() {
    return this.#current.illegalMoves;
  }
  get touches() {
    return this.#current.touches;
  }
  get outcome() {
    return this.#current.outcome;
  }
  /** Both clocks at `at` (default: the last event's instant). */
  clockView(at) {
    return this.#clock?.view(at ?? this.#now);
  }
  /** The draw offer that stands (as the plugin that keeps offers said after the last event). */
  standingOffer() {
    return this.#current.outcome ? void 0 : this.#current.offer;
  }
  /** The state of the plugin at `slot`. */
  state(slot) {
    return this.#current.states[slot];
  }
  /** The claim kind `kind` and the plugin that declares it, if one does. */
  claimSpec(kind) {
    return this.#resolved.claims.get(kind);
  }
  /** The plugins resolved for the game's category: their claim kinds, rules, event plans. */
  get resolved() {
    return this.#resolved;
  }
  /** `id` if a plugin puts that rule in force: a refusal on the facts cites no rule that is not. */
  cite(id) {
    return this.#resolved.inForce.has(id) ? id : void 0;
  }
  /** What an event of `type` asks of the plugins. */
  plan(type) {
    return planOf(this.#resolved, type);
  }
  /** Whether some plugin gives events of `type` a meaning. */
  handles(type) {
    return this.#resolved.handled.has(type);
  }
  /** The first flag on the clock at `at` that the rules have not judged yet. */
  unjudgedFlag(at) {
    const clock = this.#clock;
    const facts = this.#current;
    if (!clock || facts.outcome || !facts.started) return void 0;
    const when = Math.max(at, this.#now);
    if (clock.noNewFlag(when, facts.flagsJudged)) return void 0;
    return firstUnjudged(clock.view(when), facts);
  }
  /**
   * Runs `fn` with hooks seeing `event` as the event judged (a dry run, or a move inside an
   * event); without an event, `at` is the instant their `clock()` shows (a query asked now).
   */
  judging(event, fn, at) {
    const call = this.#call;
    const index = this.index;
    this.#call = at === void 0 ? { event, index } : { event, index, at };
    try {
      return fn();
    } finally {
      this.#call = call;
    }
  }
  /** Whether a plugin refuses `event` (`judgeAction`), or no plugin gives its type a meaning. */
  refusal(event, plan = this.plan(event.type)) {
    if (plan.unrefusable) return void 0;
    const answer = this.#hooks.first('judgeAction', event);
    if (answer) return answer;
    return plan.handled ? void 0 : 'unhandled';
  }
  // ---- the transaction: what an event's `apply` may change ----
  /** The instant of the event being applied (of the last event, between events). */
  get now() {
    return this.#now;
  }
  #now = 0;
  set(key, value) {
    if (this.#current === this.#committed) this.#current = { ...this.#committed };
    this.#current[key] = value;
  }
  press(side) {
    const clock = this.#clock;
    if (!clock) return void 0;
    if (clock.status(this.#now) === 'frozen') return void 0;
    const pressed = clock.press(side);
    if (!pressed.ok)
      return fail('ERR_RULES_CLOCK', msg('refusal.clock', { text: pressed.error.message }));
    const own = pressed.value[side];
    return { clock: own.time, spent: own.thinking - this.#ledger.addPress(side, own.thinking) };
  }
  play(code, uci) {
    if (this.#current.pendingIllegal) this.#illegalMoveStands();
    const pos = this.position;
    const mover = pos.turn;
    const pressed = this.press(mover);
    if (pressed instanceof RulesError) return pressed;
    const written2 = uciOf(pos, code, uci);
    const move2 = Object.freeze(this.#current.history.make(code));
    const index = this.#call.index;
    const at = this.#now;
    const { clock, spent } = pressed ?? NO_PRESS;
    this.#ledger.addMove(
      Object.freeze(
        clock === void 0
          ? { move: move2, uci: written2, side: mover, event: index, at }
          : { move: move2, uci: written2, side: mover, event: index, at, clock, spent },
      ),
    );
    if (this.#current.touches.length > 0) this.set('touches', []);
    if (this.#current.mustPlay) this.set('mustPlay', void 0);
    if (this.#current.bound) this.set('bound', void 0);
    this.adjudicate();
    return void 0;
  }
  /** Asks the plugins whether the position just reached ends the game, and ends it if so. */
  adjudicate() {
    const answer = this.#hooks.first('adjudicate');
    if (answer) this.end(answer.value, answer.plugin);
  }
  /**
   * The opponent played on: the pending illegal move stands and the game goes on from the
   * position it left (L-A.5.2). The positions before it still count for repetitions.
   */
  #illegalMoveStands() {
    const facts = this.#current;
    const pending = facts.pendingIllegal;
    this.set('prior', priorOf(facts.prior, facts.history));
    this.set('history', import_termination.PositionHistory.fromPosition(pending.position));
    this.set('playedFrom', { position: pending.position, ply: this.moves.length });
    this.set('pendingIllegal', void 0);
    this.rule(
      'illegal-move-stood',
      pending.rule,
      pending.plugin,
      pending.offender,
      msg('illegal.stood', {
        side: pending.offender,
        move: moveParam(this.#committed.history.current, pending.move, 'lan'),
      }),
    );
  }
  takeBackMove() {
    const history = this.#current.history;
    const move2 = history.undo();
    if (move2) this.#ledger.onRollback(() => history.play(move2));
    this.#ledger.popMove();
  }
  unpress() {
    const back = this.#clock?.takeBack();
    if (back && !back.ok)
      return fail(
        'ERR_RULES_CLOCK',
        msg('refusal.clockCannotTakeBack', { text: back.error.message }),
      );
    this.#ledger.popPress();
    return void 0;
  }
  adjustClocks(adjustments) {
    if (this.#clock && adjustments.length > 0) this.#clock.adjustAll(adjustments);
  }
  rule(kind, rule, plugin, side, message2, adjustments) {
    this.#ledger.addRuling(
      rulingOf(kind, rule, plugin, this.#call.index, side, message2, adjustments),
    );
  }
  end(outcome3, plugin, cause, at = this.#now) {
    endGame(this, outcome3, plugin, cause, at);
  }
  /** Records the outcome `endGame` built, with its ruling (the clock stopped). */
  recordOutcome(outcome3, ruling) {
    this.set('outcome', outcome3);
    const clock = this.#clock;
    if (clock?.status(this.#now) === 'running') clock.pause();
    this.#ledger.addRuling(ruling);
  }
  refusesMove(uci) {
    const move2 = { type: 'move', at: this.#now, move: uci };
    const answer = this.judging(move2, () => this.#hooks.first('judgeAction', move2));
    return answer && this.refusalError(answer);
  }
  judgeIllegalMove(report) {
    return this.#hooks.first('judgeIllegalMove', report);
  }
  judgeClaim(request) {
    return this.#hooks.first('judgeClaim', request);
  }
  penalizeClaim(decision) {
    return this.#hooks.first('penalizeClaim', decision);
  }
  judgeFlag(report) {
    return this.#hooks.first('judgeFlag', report);
  }
  // ---- applying an event ----
  /**
   * Applies `event` as the log's next one, or says why it cannot happen (changing nothing).
   * A flag that fell before the event is judged first, inside it; if it ends the game, the
   * event is dropped and the answer is {@link FLAG_ENDED}: the caller records the flag alone.
   */
  apply(event) {
    const base = this.#committed;
    const previous = this.#now;
    if (event.at < previous)
      return fail('ERR_RULES_LOG', msg('refusal.outOfOrder', { at: event.at, previous }));
    if (base.outcome)
      return fail('ERR_RULES_GAME_OVER', msg('refusal.gameOver', { reason: base.outcome.reason }), {
        rule: base.outcome.byRule,
        plugin: base.outcome.plugin,
      });
    if (event.type !== 'start' && !base.started && this.#clock)
      return fail('ERR_RULES_CLOCK', msg('refusal.notStarted', {}));
    this.#begin(event);
    let committed = false;
    try {
      const flag2 =
        event.type === 'flag' || event.type === 'flags-down' ? void 0 : this.#flagsBefore(event.at);
      if (flag2) return flag2;
      const plan = this.plan(event.type);
      const problem2 =
        this.#refused(event, plan) ?? plan.apply(this, event) ?? this.#finish(event, plan);
      if (problem2) return problem2;
      this.#ledger.commit(event);
      this.#committed = this.#current;
      committed = true;
      return void 0;
    } catch (e) {
      if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return e;
      throw e;
    } finally {
      this.#call = IDLE;
      this.#applying.event = void 0;
      if (!committed) this.rollback(base, previous);
    }
  }
  /** Notes where everything stands, and makes `event` the one the hooks judge. */
  #begin(event) {
    const mark = this.#mark;
    mark.moves = this.#ledger.moves.length;
    mark.rulings = this.#ledger.rulings.length;
    mark.presses = this.#ledger.presses;
    mark.positions = this.#committed.history.length;
    mark.clock = this.#clock?.count ?? 0;
    this.#now = event.at;
    this.#applying.event = event;
    this.#applying.index = this.#ledger.events.length;
    this.#call = this.#applying;
  }
  /** Refused or thrown: back to where everything stood, in every list, the board and the clock. */
  rollback(base, previous) {
    const mark = this.#mark;
    this.#ledger.rollback(mark);
    this.#now = previous;
    if (base.history.length > mark.positions) base.history.cutAt(mark.positions - 1);
    this.#clock?.rollback(mark.clock);
    this.#current = base;
  }
  /** Judges the flags that fell before `at`; {@link FLAG_ENDED} if one ends the game. */
  #flagsBefore(at) {
    for (let flag2 = this.unjudgedFlag(at); flag2; flag2 = this.unjudgedFlag(at)) {
      judgeFallenFlag(this, flag2, void 0);
      if (this.#current.outcome) return FLAG_ENDED;
    }
    return void 0;
  }
  /** A plugin's refusal, or no plugin giving the event's type a meaning, as the event's error. */
  #refused(event, plan) {
    const answer = this.refusal(event, plan);
    if (answer === void 0) return void 0;
    if (answer === 'unhandled')
      return fail(
        'ERR_RULES_REFUSED',
        msg('refusal.unhandled', { regulation: this.#regulation.name, type: event.type }),
      );
    return this.refusalError(answer);
  }
  /** A plugin's refusal as the action's error: its words as data, in English with the rule. */
  refusalError(answer) {
    const reason = asMessage(answer.value.reason);
    return new RulesError(answer.value.code ?? 'ERR_RULES_REFUSED', reason, void 0, {
      rule: answer.value.rule,
      plugin: answer.plugin,
      english: this.english(reason),
    });
  }
  /** `message` in English, plugins' own keys included. */
  english(message2) {
    return formatMessage(message2, { plugins: this.#resolved.plugins });
  }
  /** After `apply`: the outcome an event brings about, every plugin's state, `onEvent`. */
  #finish(event, plan) {
    if (!this.#current.outcome && !plan.judgedElsewhere) {
      const answer = this.#hooks.first('outcomeOf', event);
      if (answer) {
        const cause = answer.value.cause;
        this.end(answer.value.outcome, answer.plugin, cause === void 0 ? void 0 : asMessage(cause));
      }
    }
    const states = reduceStates(this.#stateful, this.#current.states, event, this.#contexts);
    if (states !== this.#current.states) this.set('states', states);
    const offer = this.#hooks.first('standingOffer')?.value;
    if (offer !== this.#current.offer) this.set('offer', offer);
    this.#hooks.notify('onEvent', event);
    return void 0;
  }
  /** The start position may already be over (a mate set up from a FEN): asked once, before any event. */
  adjudicateStart() {
    const base = this.#committed;
    this.#begin({ type: 'start', at: 0 });
    this.#call = { event: void 0, index: -1 };
    try {
      this.adjudicate();
      this.#committed = this.#current;
    } catch (e) {
      this.rollback(base, 0);
      throw e;
    } finally {
      this.#call = IDLE;
      this.#applying.event = void 0;
    }
  }
  /**
   * Runs `fn` on a scratch state at the position `history` ends in, then forgets it: the
   * plugins judge a position of a move list (`reviewMoves`) as they would in a game.
   */
  atPosition(history, fn) {
    const base = this.#committed;
    const mark = this.#ledger.mark();
    this.#current = { ...base, history, prior: void 0 };
    this.#call = { event: void 0, index: -1 };
    this.#reviewing = true;
    try {
      return fn();
    } finally {
      this.#ledger.rollback(mark);
      this.#current = base;
      this.#call = IDLE;
      this.#reviewing = false;
    }
  }
  #reviewing = false;
  /** Whether the state is a scratch one of {@link atPosition} (no plugin is told of an outcome then). */
  get reviewing() {
    return this.#reviewing;
  }
  /** The clock as the transaction hands it to an event: every change counted for a rollback. */
  #transactionClock(clock) {
    const now = () => this.#now;
    return {
      view: (at) => clock.view(at ?? now()),
      status: () => clock.status(now()),
      start: (side) => clock.start(side),
      takeBack: () => clock.takeBack(),
      pause: () => clock.pause(),
      resume: () => clock.resume(),
      adjust: (side, ms) => clock.adjust(side, ms),
      set: (settings) => clock.set(settings),
      flagsDown: () => clock.flagsDown(),
    };
  }
};
function uciOf(pos, code, text) {
  const plain =
    (code & import_moves7.MOVE_KIND_MASK) !== import_moves7.MOVE_CASTLING &&
    (code & import_moves7.MOVE_DROP) === 0;
  return plain ? text : (0, import_moves7.makeUci)(pos, (0, import_moves7.decodeMove)(code));
}

// src/model/readControl.ts
var import_board10 = require('@chesslaws/board');
var import_clock3 = require('@chesslaws/clock');
function readControl(input, site) {
  const read = (0, import_clock3.readTimeControl)(input);
  if (read.ok) return read;
  const e = read.error;
  const offset = e.location?.offset;
  const location = { field: site.field, ...(offset !== void 0 ? { offset } : {}) };
  const ruling = site.plugin ? { plugin: site.plugin } : void 0;
  if (!(e instanceof import_clock3.AmbiguousTimeControlError))
    return (0, import_board10.err)(
      new RulesError(site.code, say.control.wrong(site.what, e.message), location, ruling),
    );
  const [minutes, seconds] = e.readings;
  return (0, import_board10.err)(
    new RulesError(
      'ERR_RULES_CONTROL_AMBIGUOUS',
      say.control.ambiguous(site.what, e.text, minutes, seconds, (r) => site.pass(r, e.text)),
      location,
      ruling,
    ),
  );
}

// src/plugins/variant.ts
var import_board11 = require('@chesslaws/board');
var import_moves8 = require('@chesslaws/moves');
var import_termination2 = require('@chesslaws/termination');

// src/plugin/plugin.ts
var import_clock4 = require('@chesslaws/clock');

// src/model/plainData.ts
var MAX_DEPTH = 32;
var MAX_VALUES = 1e6;
function dataProblem(value, root, maxDepth = MAX_DEPTH, maxValues = MAX_VALUES) {
  const values = [value];
  const parents = [-1];
  const keys = [''];
  const depths = [0];
  const stack = [0];
  const pathOf = (at) => {
    const parts = [];
    for (let i = at; i > 0; i = parents[i])
      parts.push(typeof keys[i] === 'number' ? `[${keys[i]}]` : `.${keys[i]}`);
    return root + parts.reverse().join('');
  };
  while (stack.length > 0) {
    const at = stack.pop();
    const item = values[at];
    if (typeof item !== 'object' || item === null) continue;
    if (depths[at] >= maxDepth) return { path: pathOf(at), reason: 'too-deep' };
    const entries = Array.isArray(item)
      ? item.map((v, i) => [i, v])
      : Object.keys(item).map((k) => [k, item[k]]);
    for (const [key, child] of entries) {
      if (values.length >= maxValues) return { path: pathOf(at), reason: 'too-large' };
      values.push(child);
      parents.push(at);
      keys.push(key);
      depths.push(depths[at] + 1);
      stack.push(values.length - 1);
    }
  }
  return void 0;
}

// src/plugin/options.ts
var isPlainObject = (v) =>
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
var is = {
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
var optionError = (plugin, field, message2) =>
  new RulesError(
    'ERR_RULES_PLUGIN_OPTIONS',
    say.option.wrong(plugin, field, message2),
    { field: `${plugin}.${field}` },
    { plugin },
  );
function checkOptions(plugin, schema, options, path = '') {
  const fail2 = (field, message2) => {
    throw optionError(plugin, field, message2);
  };
  if (!isPlainObject(options)) fail2(path || '(options)', say.option.object);
  const record = options;
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(schema, key))
      fail2(path + key, say.option.unknown(plugin, Object.keys(schema)));
  }
  for (const [key, check] of Object.entries(schema)) {
    const value = record[key];
    if (typeof check === 'function') {
      const problem2 = check(value);
      if (problem2 !== void 0)
        fail2(path + key, `${problem2} (got ${clip(String(JSON.stringify(value)))})`);
    } else if (value !== void 0) {
      checkOptions(plugin, check, value, `${path}${key}.`);
    }
  }
}

// src/plugin/plugin.ts
var sameWords = (a, b) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : JSON.stringify(a) === JSON.stringify(b);
function splitCategories(name, schema, options) {
  const { byCategory, ...base } = options;
  if (schema) checkOptions(name, schema, base);
  if (byCategory === void 0) return { base, byCategory: void 0 };
  if (typeof byCategory !== 'object' || byCategory === null || Array.isArray(byCategory))
    throw optionError(name, 'byCategory', say.option.byCategory);
  for (const [category, extra] of Object.entries(byCategory)) {
    if (!import_clock4.TIME_CATEGORIES.includes(category))
      throw optionError(
        name,
        `byCategory.${category}`,
        say.option.notACategory(import_clock4.TIME_CATEGORIES),
      );
    if (schema) checkOptions(name, schema, mergeOptions(base, extra));
  }
  return { base, byCategory };
}
function definePlugin(spec) {
  const build = (options) => {
    const deep = dataProblem(options, '(options)');
    if (deep)
      throw optionError(
        spec.name,
        deep.path.replace(/^\(options\)\.?/, '') || '(options)',
        say.option.tooDeep,
      );
    const { base, byCategory } = splitCategories(spec.name, spec.schema, options);
    const frozen = freezeDeep(structuredClone(options));
    const own = spec.rules?.(frozen) ?? [];
    const rules = [...own];
    for (const [category, extra] of Object.entries(byCategory ?? {})) {
      for (const rule of spec.rules?.(mergeOptions(base, extra)) ?? [])
        if (!own.some((r) => r.id === rule.id && sameWords(r.summary, rule.summary)))
          rules.push({ ...rule, category });
    }
    const plugin = {
      name: spec.name,
      ...(spec.replaces ? { replaces: spec.replaces } : {}),
      options: frozen,
      ...(spec.enforce ? { enforce: spec.enforce } : {}),
      ...(spec.slot ? { slot: spec.slot } : {}),
      ...(spec.variant ? { variant: spec.variant } : {}),
      rules: Object.freeze(rules),
      ...(spec.claims ? { claims: Object.freeze([...spec.claims(frozen)]) } : {}),
      ...(spec.handles ? { handles: Object.freeze([...spec.handles]) } : {}),
      ...(spec.messages ? { messages: spec.messages } : {}),
      ...(spec.state ? { state: spec.state(frozen) } : {}),
      ...spec.hooks?.(frozen),
      configure: (next) => build(next),
      ...(byCategory
        ? {
            forCategory: (category) => {
              const extra = category === void 0 ? void 0 : byCategory[category];
              return extra ? build(mergeOptions(base, extra)) : plugin;
            },
          }
        : {}),
    };
    return Object.freeze(plugin);
  };
  const factory = (overrides) => {
    const deep = dataProblem(overrides, '(options)');
    if (deep)
      throw optionError(
        spec.name,
        deep.path.replace(/^\(options\)\.?/, '') || '(options)',
        say.option.tooDeep,
      );
    return build(mergeOptions(spec.defaults, overrides));
  };
  return Object.assign(factory, { pluginName: spec.name, defaults: spec.defaults });
}

// src/plugins/variant.ts
var VARIANT_SLOT = 'variant';
function adjudicateBoard(ctx) {
  const pos = ctx.position;
  if (pos.hasLegalMoves()) return void 0;
  return pos.isCheck()
    ? {
        result: pos.turn === 'white' ? '0-1' : '1-0',
        termination: 'checkmate',
        winner: (0, import_board11.opposite)(pos.turn),
        byRule: 'L-5.1.1',
      }
    : { result: '1/2-1/2', termination: 'stalemate', byRule: 'L-5.2.1' };
}
var screenBoard = (plies2, game) => (game.final.hasLegalMoves() ? plies2 : [...plies2, game.plies]);
var BOARD_RULES = [
  { id: 'L-3.1', summary: msg('variant.rule.moves', {}) },
  { id: 'L-3.7', summary: msg('variant.rule.pawns', {}) },
  { id: 'L-3.9', summary: msg('variant.rule.check', {}) },
  { id: 'L-5.1.1', summary: msg('variant.rule.mate', {}) },
  { id: 'L-5.2.1', summary: msg('variant.rule.stalemate', {}) },
];
function variantRules(variant, options) {
  if (variant === import_moves8.STANDARD)
    return [
      { id: 'L-2.4', summary: msg('variant.rule.start', {}) },
      { id: 'L-3.8', summary: msg('variant.rule.castling', {}) },
      ...BOARD_RULES,
    ];
  if (variant === import_moves8.CHESS960)
    return [
      {
        id: 'L-G2',
        summary: msg('variant.rule.chess960', { start: options.startPosition ?? 518 }),
      },
      ...BOARD_RULES,
    ];
  return [
    { id: 'L-3.10', summary: msg('variant.rule.variantMoves', { variant: variant.title }) },
    // The variant's own rules, in its words; a catalog may word them by their ID.
    ...variant.rules.map((r) => ({
      id: r.id,
      summary: msg('variant.rule.own', { id: r.id, text: r.summary }),
    })),
    // Mate and stalemate stand where the variant keeps check and says nothing else of no moves.
    ...(variant.check === 'none' || variant.noMoves
      ? []
      : [
          { id: 'L-5.1.1', summary: msg('variant.rule.mate', {}) },
          { id: 'L-5.2.1', summary: msg('variant.rule.stalemate', {}) },
        ]),
  ];
}
function variantSetup(variant, options, setup) {
  const name = variant.name;
  if (variant === import_moves8.CHESS960) {
    if (setup.startGiven && setup.position) {
      if (setup.variant === 'chess960') return setup;
      const pos2 = import_moves8.Position.fromSetup(setup.position.toSetup(), { chess960: true });
      if (!pos2.ok) throw new RulesError('ERR_RULES_START', pos2.error.message, { field: 'start' });
      return { ...setup, variant: name, position: pos2.value };
    }
    const start2 = options.startPosition ?? 518;
    const pos = import_moves8.Position.fromSetup((0, import_moves8.chess960Setup)(start2), {
      chess960: true,
    });
    if (!pos.ok)
      throw new RulesError('ERR_RULES_START', pos.error.message, { field: 'startPosition' });
    return { ...setup, variant: name, position: pos.value, chess960: start2 };
  }
  if (variant === import_moves8.STANDARD)
    return setup.position
      ? setup
      : { ...setup, variant: name, position: import_moves8.Position.default() };
  if (setup.startGiven && setup.position) {
    if (setup.position.variant === variant) return { ...setup, variant: name };
    const pos = import_moves8.Position.fromSetup(setup.position.toSetup(), { variant });
    if (!pos.ok)
      throw new RulesError('ERR_RULES_START', `${variant.title}: ${pos.error.message}`, {
        field: 'start',
      });
    return { ...setup, variant: name, position: pos.value };
  }
  return { ...setup, variant: name, position: import_moves8.Position.default(variant) };
}
function variantHooks(variant, options) {
  const setup = (s) => variantSetup(variant, options, s);
  if (variant.standard) return { setup, adjudicate: adjudicateBoard, screen: screenBoard };
  return {
    setup,
    // The variant's end, mate, stalemate, or its draw by material: termination's, as lichess.
    adjudicate: (ctx) => (0, import_termination2.variantBoardOutcome)(ctx.position),
    // The end on the board leaves no legal move; insufficient material, once reached, stays.
    screen: (plies2, game) => {
      const out = screenBoard(plies2, game);
      if (!(0, import_termination2.isVariantDrawnByMaterial)(game.final)) return out;
      let lo = 0;
      let hi = game.plies;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((0, import_termination2.isVariantDrawnByMaterial)(game.position(mid))) hi = mid;
        else lo = mid + 1;
      }
      return [...out, lo];
    },
  };
}
var isVariant = (v) =>
  typeof v === 'object' &&
  v !== null &&
  typeof v.name === 'string' &&
  typeof v.standard === 'boolean' &&
  typeof v.startFen === 'string';
function variantPlugin(variant = import_moves8.STANDARD, options = {}) {
  if (!isVariant(variant))
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      'variantPlugin takes a Variant (STANDARD, CHESS960, one from defineVariant, or @chesslaws/variants such as atomic())',
      { field: 'variant' },
      { plugin: 'variant' },
    );
  const start2 = options.startPosition;
  if (
    start2 !== void 0 &&
    (variant !== import_moves8.CHESS960 || !Number.isInteger(start2) || start2 < 0 || start2 > 959)
  )
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      variant === import_moves8.CHESS960
        ? `variant: option 'startPosition' must be a start-position number 0..959 (got ${JSON.stringify(start2)})`
        : "variant: option 'startPosition' is Chess960's only",
      { field: 'variant.startPosition' },
      { plugin: 'variant' },
    );
  const defaults =
    variant === import_moves8.CHESS960
      ? { variant: variant.name, startPosition: start2 ?? 518 }
      : { variant: variant.name };
  return definePlugin({
    name: 'variant',
    slot: VARIANT_SLOT,
    variant,
    defaults,
    rules: (o) => variantRules(variant, o),
    hooks: (o) => variantHooks(variant, o),
  })();
}

// src/game/liveGame.ts
var import_board16 = require('@chesslaws/board');
var import_notation4 = require('@chesslaws/notation');

// src/game/gameCore.ts
var import_board14 = require('@chesslaws/board');
var import_moves11 = require('@chesslaws/moves');

// src/arbiter/rights.ts
var import_board12 = require('@chesslaws/board');
var import_moves9 = require('@chesslaws/moves');
var NONE = Object.freeze({
  move: false,
  illegalMove: false,
  offerDraw: false,
  answerDraw: false,
  claims: [],
  claimIllegalMove: false,
  takeback: false,
  callFlag: false,
  resign: false,
});
function safely(ask, failed2) {
  try {
    return ask();
  } catch (e) {
    if (e instanceof RulesError && e.code === 'ERR_RULES_PLUGIN_FAILED') return failed2;
    throw e;
  }
}
var refused = (arbiter, event) =>
  safely(() => arbiter.judging(event, () => arbiter.refusal(event)) !== void 0, true);
function mayPlay(arbiter, move2, at = arbiter.now) {
  if (arbiter.facts.outcome) return false;
  const uci = (0, import_moves9.makeUci)(arbiter.position, move2);
  if (checkMove(arbiter, uci) instanceof RulesError) return false;
  return !refused(arbiter, { type: 'move', at, move: uci });
}
function rightsOf(arbiter, side, at = arbiter.now) {
  const facts = arbiter.facts;
  if (facts.outcome) return NONE;
  const onMove = arbiter.turn === side && !facts.awaiting;
  const offer = arbiter.standingOffer();
  const view = arbiter.clockView();
  const pending = facts.pendingIllegal;
  return {
    move: onMove,
    illegalMove: onMove && !refused(arbiter, { type: 'illegal-move', at, move: 'a1a2' }),
    offerDraw: !offer && !refused(arbiter, { type: 'offer-draw', at, by: side }),
    answerDraw:
      offer !== void 0 &&
      offer.by !== side &&
      !refused(arbiter, { type: 'accept-draw', at, by: side }),
    claims: onMove && !pending ? claimRights(arbiter, side, true, at) : [],
    claimIllegalMove: pending !== void 0 && pending.offender !== side,
    takeback: arbiter.moves.length > 0 && !refused(arbiter, { type: 'takeback', at, by: side }),
    callFlag: view?.flags.some((f) => f.side === (0, import_board12.opposite)(side)) ?? false,
    resign: true,
  };
}
function claimRights(arbiter, side, intendedMoves, at = arbiter.now) {
  const pos = arbiter.position;
  const none = [];
  const offers = safely(
    () =>
      arbiter.judging(
        void 0,
        () => arbiter.hooks.sequential('offerClaims', none, { side, intendedMoves }),
        at,
      ).value,
    none,
  );
  const correct = (kind, intended) => {
    const event = {
      type: 'claim',
      at,
      by: side,
      claim: kind,
      ...(intended ? { intended: (0, import_moves9.makeUci)(pos, intended) } : {}),
    };
    if (refused(arbiter, event)) return false;
    const verdict = safely(
      () =>
        arbiter.judging(event, () =>
          arbiter.hooks.first('judgeClaim', {
            by: side,
            claim: kind,
            ...(intended ? { intended } : {}),
          }),
        ),
      void 0,
    );
    return verdict !== void 0 && verdict.value.correct !== false;
  };
  const out = [];
  for (const offer of offers) {
    const declared = arbiter.claimSpec(offer.kind);
    if (!declared || out.some((c) => c.kind === offer.kind)) continue;
    const now = offer.now && correct(offer.kind);
    const intendedMoves2 = now
      ? []
      : offer.intendedMoves.filter((m) => mayPlay(arbiter, m, at) && correct(offer.kind, m));
    if (now || intendedMoves2.length > 0)
      out.push({
        kind: offer.kind,
        rule: declared.spec.rule,
        title: declared.spec.title,
        plugin: declared.plugin,
        now,
        intendedMoves: intendedMoves2,
      });
  }
  return out;
}

// src/events/checkEvent.ts
var import_board13 = require('@chesslaws/board');
var problem = (field, message2) => ({ field, message: message2 });
var isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
var isColor = (v) => import_board13.COLORS.includes(v);
var isInteger = (v) => typeof v === 'number' && Number.isSafeInteger(v);
var UCI = /^(?:[a-h][1-8][a-h][1-8][nbrqk]?|[PNBRQ]@[a-h][1-8])$/;
function logError(index, name, message2) {
  return new RulesError('ERR_RULES_LOG', say.eventField.located(index, message2), {
    index,
    field: `events[${index}].${name}`,
  });
}
var FIELDS = Object.fromEntries(
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
      return typeof value === 'string' && (0, import_board13.parseSquare)(value) !== void 0
        ? void 0
        : problem(name, say.eventField.square(name));
    case 'bool':
      return typeof value === 'boolean' ? void 0 : problem(name, say.eventField.bool(name));
    case 'claim':
      return claims.includes(value) ? void 0 : problem(name, say.eventField.claim(name, claims));
    case 'int':
      return isInteger(value) ? void 0 : problem(name, say.eventField.int(name));
    case 'result':
      return import_board13.GAME_RESULTS.includes(value)
        ? void 0
        : problem(name, say.eventField.result(name));
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
  return wrong ? (0, import_board13.err)(wrong) : (0, import_board13.ok)(value);
}
var inRange = (code, from) => code >= from && code < from + 8;
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
  const move2 = value.move;
  const at = value.at;
  if (typeof move2 !== 'string' || typeof at !== 'number' || !(at >= 0) || !isBoardUci(move2))
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

// src/game/ownEvent.ts
function ownEvent(event) {
  if (event.type === 'move' && Object.keys(event).length === 3)
    return Object.freeze({ type: 'move', at: event.at, move: event.move });
  const copy = { ...event };
  if (event.type === 'set-moves') copy.moves = Object.freeze({ ...event.moves });
  return Object.freeze(copy);
}

// src/game/playedMoves.ts
var PlayedMoves = class {
  #arbiter;
  /** Final entries, and the board moves they were made from (a takeback replaces them). */
  #made = [];
  #from = [];
  #list = Object.freeze([]);
  #version = -1;
  constructor(arbiter) {
    this.#arbiter = arbiter;
  }
  /** The moves at the arbiter's last event. */
  list() {
    const arbiter = this.#arbiter;
    const version = arbiter.events.length;
    if (version === this.#version) return this.#list;
    const moves2 = arbiter.moves;
    let kept = Math.min(this.#made.length, Math.max(0, moves2.length - 1));
    for (let i = 0; i < kept; i++)
      if (this.#from[i] !== moves2[i]) {
        kept = i;
        break;
      }
    this.#made.length = kept;
    this.#from.length = kept;
    const out = this.#made.slice();
    for (let i = kept; i < moves2.length; i++) {
      const played = this.#annotate(moves2, i);
      out.push(played);
      if (i < moves2.length - 1) {
        this.#made.push(played);
        this.#from.push(moves2[i]);
      }
    }
    this.#version = version;
    this.#list = Object.freeze(out);
    return this.#list;
  }
  /** Move `i` with its notes and its draw offer mark (as `record/annotations.ts` places them). */
  #annotate(moves2, i) {
    const arbiter = this.#arbiter;
    const move2 = moves2[i];
    const previous = i > 0 ? moves2[i - 1].event : -1;
    const next = i + 1 < moves2.length ? moves2[i + 1].event : arbiter.events.length;
    const notes = notesBetween(arbiter.rulings, previous, move2.event);
    const events = arbiter.events;
    let drawOffer = false;
    for (let k = previous + 1; k < next && !drawOffer; k++) {
      const e = events[k];
      drawOffer = e.type === 'offer-draw' && e.by === move2.side;
    }
    return Object.freeze({ ...move2, drawOffer, notes: Object.freeze(notes) });
  }
};
function notesBetween(rulings, after, upTo) {
  let lo = 0;
  let hi = rulings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rulings[mid].event <= after) lo = mid + 1;
    else hi = mid;
  }
  let notes = [];
  for (let r = lo; r < rulings.length && rulings[r].event <= upTo; r++) {
    const ruling = rulings[r];
    if (ruling.kind === 'outcome') continue;
    if (ruling.kind === 'illegal-move-stood') notes = [];
    else notes.push(ruling);
  }
  return notes;
}

// src/game/snapshot.ts
var import_moves10 = require('@chesslaws/moves');

// src/game/annotations.ts
function recordNotes(moves2, rulings) {
  const notes = [];
  let pending = [];
  let start2 = [];
  let next = 0;
  const take = (upTo) => {
    for (; next < rulings.length && rulings[next].event <= upTo; next++) {
      const ruling = rulings[next];
      if (ruling.kind === 'outcome') continue;
      if (ruling.kind === 'illegal-move-stood') {
        start2 = [...pending, ruling];
        pending = [];
      } else pending.push(ruling);
    }
  };
  for (const move2 of moves2) {
    take(move2.event);
    notes.push(pending);
    pending = [];
  }
  take(Number.POSITIVE_INFINITY);
  return { moves: notes, start: start2, after: pending };
}
function drawOfferMarks(moves2, events) {
  const marks = moves2.map(() => false);
  let after = 0;
  for (const [index, event] of events.entries()) {
    if (event.type !== 'offer-draw') continue;
    while (after < moves2.length && moves2[after].event < index) after++;
    const next = moves2[after];
    const last = moves2[after - 1];
    if (next?.side === event.by) marks[after] = true;
    else if (last?.side === event.by) marks[after - 1] = true;
  }
  return marks;
}
function annotateMoves(moves2, rulings, events) {
  const notes = recordNotes(moves2, rulings);
  const offers = drawOfferMarks(moves2, events);
  return {
    moves: moves2.map((move2, i) => ({ ...move2, drawOffer: offers[i], notes: notes.moves[i] })),
    notes,
  };
}

// src/game/snapshot.ts
var StateSnapshot = class {
  version;
  status;
  position;
  turn;
  check;
  lastMove;
  clock;
  outcome;
  pendingOffer;
  illegalMoves;
  touches;
  boundPiece;
  mustPlay;
  pendingIllegalMove;
  awaitingArbiter;
  #arbiter;
  #boardMoves;
  moves;
  #ruled;
  #playedFrom;
  #fen;
  #rulings;
  #annotated;
  constructor(arbiter, moves2) {
    const facts = arbiter.facts;
    const position = arbiter.position.clone();
    const clock = frozenView(arbiter.clockView());
    this.#arbiter = arbiter;
    this.#boardMoves = moves2;
    this.moves = moves2;
    this.#ruled = arbiter.rulings.length;
    this.#playedFrom = facts.playedFrom;
    this.version = arbiter.events.length;
    this.status = facts.outcome
      ? 'over'
      : facts.awaiting
        ? 'awaiting-arbiter'
        : !facts.started
          ? 'ready'
          : clock?.status === 'paused'
            ? 'paused'
            : 'playing';
    this.position = position;
    this.turn = position.turn;
    this.check = position.isCheck();
    this.lastMove = this.#boardMoves[this.#boardMoves.length - 1]?.move;
    this.clock = clock;
    this.outcome = facts.outcome;
    this.pendingOffer = arbiter.standingOffer();
    this.illegalMoves = Object.freeze({ ...facts.illegalMoves });
    this.touches = Object.freeze(facts.touches.map((t2) => Object.freeze({ ...t2 })));
    this.boundPiece = facts.bound && Object.freeze({ ...facts.bound });
    this.mustPlay = facts.mustPlay && Object.freeze({ ...facts.mustPlay.move });
    const pending = facts.pendingIllegal;
    this.pendingIllegalMove =
      pending &&
      Object.freeze({
        offender: pending.offender,
        move: pending.move,
        event: pending.event,
        rule: pending.rule,
        plugin: pending.plugin,
      });
    const awaiting = facts.awaiting;
    this.awaitingArbiter =
      awaiting &&
      Object.freeze({
        rule: awaiting.rule,
        reason: awaiting.reason,
        event: awaiting.event,
        ...(awaiting.claim ? { claim: Object.freeze({ ...awaiting.claim }) } : {}),
      });
    Object.freeze(this);
  }
  get fen() {
    this.#fen ??= (0, import_moves10.makeFen)(this.position);
    return this.#fen;
  }
  get rulings() {
    this.#rulings ??= Object.freeze(this.#arbiter.rulings.slice(0, this.#ruled));
    return this.#rulings;
  }
  #annotations() {
    this.#annotated ??= annotateMoves(
      this.#boardMoves,
      this.rulings,
      this.#arbiter.events.slice(0, this.version),
    );
    return this.#annotated;
  }
  get notes() {
    return this.#annotations().notes.after;
  }
  get recordStart() {
    return {
      position: this.#playedFrom.position.clone(),
      ply: this.#playedFrom.ply,
      notes: this.#annotations().notes.start,
    };
  }
  /** Every field, the derived ones included, as plain data (what `JSON.stringify` writes). */
  toJSON() {
    const { fen, moves: moves2, rulings, notes, recordStart } = this;
    return { ...this, fen, moves: moves2, rulings, notes, recordStart };
  }
};
function frozenView(view) {
  if (!view) return void 0;
  for (const value of Object.values(view))
    if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value))
        if (typeof inner === 'object' && inner !== null) Object.freeze(inner);
      Object.freeze(value);
    }
  return Object.freeze(view);
}
function snapshot(arbiter, moves2) {
  return new StateSnapshot(arbiter, moves2);
}

// src/game/gameCore.ts
var rethrowLater = (error) =>
  queueMicrotask(() => {
    throw error;
  });
var GameCore = class {
  #arbiter;
  #now;
  #onListenerError;
  // Made on the first `on`: a game restored or replayed to be read has no listener.
  #listeners;
  #claimKinds;
  #played;
  #state;
  #setup;
  #control;
  constructor(arbiter, now, onListenerError = rethrowLater) {
    this.#arbiter = arbiter;
    this.#now = now;
    this.#onListenerError = onListenerError;
    this.#claimKinds = arbiter.resolved.claimKinds;
    this.#played = new PlayedMoves(arbiter);
  }
  /** The arbiter of this game (for the actions of {@link LiveGame}). */
  get runtime() {
    return this.#arbiter;
  }
  get regulation() {
    return this.#arbiter.regulationObject;
  }
  get events() {
    return this.#arbiter.events.slice();
  }
  get state() {
    if (this.#state?.version !== this.#arbiter.events.length)
      this.#state = snapshot(this.#arbiter, this.#played.list());
    return this.#state;
  }
  /** The outcome and the side to move, without a snapshot (for replays that look after every move). */
  get progress() {
    return { outcome: this.#arbiter.facts.outcome, turn: this.#arbiter.turn };
  }
  get setup() {
    if (!this.#setup) {
      const { setup, category, clock } = this.#arbiter;
      this.#setup = Object.freeze({
        variant: setup.variant,
        position: setup.position.clone(),
        ...(setup.chess960 !== void 0 ? { chess960: setup.chess960 } : {}),
        control: this.#publicControl(),
        category,
        clock: clock ? this.#arbiter.initialClock : void 0,
        firstToMove: setup.position.turn,
      });
    }
    return { ...this.#setup, position: this.#setup.position.clone() };
  }
  get claimKinds() {
    return [...this.#arbiter.resolved.claims.values()].map(({ spec, plugin }) =>
      Object.freeze({ ...spec, plugin }),
    );
  }
  accepts(type) {
    return this.#arbiter.handles(type);
  }
  /** The time an action is stamped with: the injected clock, never before the last event. */
  time() {
    const now = this.#now();
    if (typeof now !== 'number' || !Number.isFinite(now)) return Number.NaN;
    return Math.max(Math.floor(now), this.#arbiter.now);
  }
  /** Appends `event`; the shared path of every action. */
  act(event) {
    const problem2 = this.actQuietly(event);
    return problem2 ? (0, import_board14.err)(problem2) : (0, import_board14.ok)(this.state);
  }
  /** {@link act} without the state snapshot (a record rebuilt move by move needs none per event). */
  actQuietly(event) {
    const arbiter = this.#arbiter;
    const outcome3 = arbiter.facts.outcome;
    if (outcome3)
      return new RulesError(
        'ERR_RULES_GAME_OVER',
        msg('refusal.gameOver', { reason: outcome3.reason }),
        void 0,
        {
          rule: outcome3.byRule,
          plugin: outcome3.plugin,
        },
      );
    if (Number.isNaN(event.at))
      return new RulesError('ERR_RULES_BAD_ACTION', msg('refusal.badNow', {}));
    const checked = checkEvent(event, arbiter.events.length, this.#claimKinds);
    if (!checked.ok) return badAction(checked.error);
    const own = ownEvent(event);
    const answer = this.#append(own);
    if (answer !== FLAG_ENDED) return answer;
    const flag2 = arbiter.unjudgedFlag(own.at);
    const flagged = this.#append(ownEvent({ type: 'flag', at: own.at, side: flag2.side }));
    if (flagged) return flagged instanceof RulesError ? flagged : void 0;
    const ended = arbiter.facts.outcome;
    return new RulesError(
      'ERR_RULES_GAME_OVER',
      msg('refusal.gameOver', { reason: ended.reason }),
      void 0,
      {
        rule: ended.byRule,
        plugin: ended.plugin,
      },
    );
  }
  #append(event) {
    const arbiter = this.#arbiter;
    const before =
      this.#listeners !== void 0 && this.#listeners.size > 0
        ? {
            rulings: arbiter.rulings.length,
            moves: arbiter.moves.length,
            outcome: arbiter.facts.outcome,
          }
        : void 0;
    const answer = arbiter.apply(event);
    if (answer) return answer;
    if (before) this.#emitAfter(event, before);
    return void 0;
  }
  #emitAfter(event, before) {
    const arbiter = this.#arbiter;
    const index = arbiter.events.length - 1;
    this.#emit('event', Object.freeze({ event, index }));
    if (arbiter.moves.length > before.moves) {
      const state = this.state;
      this.#emit('move', state.moves[state.moves.length - 1]);
      if (state.check) this.#emit('check', Object.freeze({ side: state.turn }));
    }
    const fresh = arbiter.rulings.slice(before.rulings);
    for (const ruling of fresh)
      if (
        ruling.kind === 'penalty' ||
        ruling.kind === 'illegal-move' ||
        ruling.kind === 'incorrect-claim'
      )
        this.#emit('penalty', ruling);
    if (
      event.type === 'offer-draw' ||
      event.type === 'accept-draw' ||
      event.type === 'decline-draw'
    )
      this.#emit('offer', Object.freeze({ event, index }));
    if (event.type === 'claim')
      this.#emit('claim', Object.freeze({ event, index, ruling: fresh.at(-1) }));
    if (!before.outcome && arbiter.facts.outcome) this.#emit('outcome', arbiter.facts.outcome);
    this.#emit('change', this.state);
  }
  #emit(type, payload) {
    for (const listener of [...(this.#listeners?.get(type) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }
  /** Replays a saved log: the same checks, no listeners, strict about missing flag events. */
  replay(events) {
    const arbiter = this.#arbiter;
    arbiter.facts.history.reserve(Math.min(events.length, 2048));
    for (let index = 0; index < events.length; index++) {
      const raw = events[index];
      const wrong = eventProblem(raw, index, this.#claimKinds);
      if (wrong) return (0, import_board14.err)(wrong);
      const event = ownEvent(raw);
      const answer = arbiter.apply(event);
      if (answer === void 0) continue;
      const e =
        answer === FLAG_ENDED
          ? new RulesError(
              'ERR_RULES_LOG',
              msg('refusal.flagBeforeEvent', arbiter.unjudgedFlag(event.at)),
            )
          : answer;
      return (0, import_board14.err)(
        new RulesError(
          'ERR_RULES_LOG',
          say.log.eventRefused(index, event.type, e.message),
          { index, field: `events[${index}]` },
          { rule: e.rule, plugin: e.plugin },
        ),
      );
    }
    return (0, import_board14.ok)(void 0);
  }
  on(type, listener) {
    this.#listeners ??= /* @__PURE__ */ new Map();
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = /* @__PURE__ */ new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }
  checkTime() {
    const at = this.time();
    if (Number.isNaN(at))
      return (0, import_board14.err)(
        new RulesError('ERR_RULES_BAD_ACTION', msg('refusal.badNow', {})),
      );
    const flag2 = this.#arbiter.unjudgedFlag(at);
    return flag2
      ? this.act({ type: 'flag', at, side: flag2.side })
      : (0, import_board14.ok)(this.state);
  }
  flagFallAt() {
    const arbiter = this.#arbiter;
    if (arbiter.facts.outcome) return void 0;
    const at = this.time();
    return arbiter.unjudgedFlag(at)?.at ?? arbiter.flagFallAt(at);
  }
  clockAt(at) {
    return this.#arbiter.clockView(at ?? this.time());
  }
  legalMoves() {
    const arbiter = this.#arbiter;
    if (arbiter.facts.outcome || arbiter.facts.awaiting) return [];
    const at = this.time();
    return arbiter.position.legalMoves().filter((m) => mayPlay(arbiter, m, at));
  }
  rights(side) {
    return rightsOf(this.#arbiter, side, this.time());
  }
  toJSON() {
    const { setup, events } = this.#arbiter;
    const fen = (0, import_moves11.makeFen)(setup.position);
    return {
      format: 'chesslaws-game',
      version: 1,
      regulation: this.#arbiter.regulationObject.header,
      start: setup.chess960 !== void 0 ? { fen, chess960: setup.chess960 } : { fen },
      control: this.#publicControl(),
      events: events.slice(),
    };
  }
  /**
   * The game's control as handed out (`setup.control`, the saved log's `control`): a frozen copy,
   * made once, so no caller reaches the clock's own (which stays unfrozen: the engine is faster so).
   */
  #publicControl() {
    if (this.#control === void 0) {
      const control = this.#arbiter.setup.control;
      this.#control = control ? freezeDeep(copyData(control)) : null;
    }
    return this.#control;
  }
  /** The moves as the state lists them, each made once (see {@link PlayedMoves}). */
  get playedMoves() {
    return this.#played.list();
  }
};
function badAction(error) {
  const field = error.location?.field?.replace(/^events\[\d+\]\./, '');
  const code =
    field === 'move' || field === 'intended' || field === 'square'
      ? 'ERR_RULES_BAD_MOVE'
      : 'ERR_RULES_BAD_ACTION';
  return new RulesError(
    code,
    error.message.replace(/^events\[\d+\]: /, ''),
    field ? { field } : void 0,
  );
}

// src/game/moveInput.ts
var import_board15 = require('@chesslaws/board');
var import_moves12 = require('@chesslaws/moves');
var import_notation3 = require('@chesslaws/notation');
var UCI2 = /^(?:[a-h][1-8][a-h][1-8][nbrqk]?|[PNBRQ]@[a-h][1-8])$/;
var PROMOTION_LETTER = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n', king: 'k' };
var DROP_LETTER = {
  pawn: 'P',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  king: 'K',
};
function moveUci(pos, input) {
  const legal = pos.normalizeMove(input);
  if (legal) return (0, import_moves12.makeUci)(pos, legal);
  if (input.drop) return `${DROP_LETTER[input.drop]}@${(0, import_board15.makeSquare)(input.to)}`;
  const promotion = input.promotion ? PROMOTION_LETTER[input.promotion] : '';
  return `${(0, import_board15.makeSquare)(input.from)}${(0, import_board15.makeSquare)(input.to)}${promotion}`;
}
function sanRefusal(error, field) {
  const code =
    error.code === 'ERR_SAN_ILLEGAL' || error.code === 'ERR_SAN_NO_SUCH_MOVE'
      ? 'ERR_RULES_ILLEGAL_MOVE'
      : 'ERR_RULES_BAD_MOVE';
  const offset = error.location?.offset;
  return new RulesError(code, msg('refusal.san', { text: error.message }), {
    field,
    ...(offset === void 0 ? {} : { offset }),
  });
}
var isMoveObject = (input) =>
  typeof input === 'object' &&
  input !== null &&
  Number.isInteger(input.to) &&
  (input.drop !== void 0 || Number.isInteger(input.from));
function legalMoveUci(pos, input, locale, field = 'move') {
  if (isMoveObject(input)) return moveUci(pos, input);
  if (typeof input !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.badMoveInput', {}), { field });
  const text = input.trim();
  if (UCI2.test(text)) return text;
  const read = (0, import_notation3.parseSan)(
    pos.clone({ undo: false }),
    text,
    locale ? { locale } : {},
  );
  return read.ok ? (0, import_moves12.makeUci)(pos, read.value) : sanRefusal(read.error, field);
}
function anyMoveUci(pos, input, locale, field = 'move') {
  if (isMoveObject(input)) return moveUci(pos, input);
  if (typeof input !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.badMoveInput', {}), { field });
  const text = input.trim();
  if (UCI2.test(text)) return text;
  const read = (0, import_notation3.readMoveText)(text, locale ? { locale } : {});
  if (!read.ok) return sanRefusal(read.error, field);
  const syntax = read.value;
  if (syntax.kind === 'drop')
    return `${DROP_LETTER[syntax.role]}@${(0, import_board15.makeSquare)(syntax.to)}`;
  if (syntax.kind === 'castling') return castlingUci(pos, syntax.side);
  if (syntax.toRank === void 0)
    return new RulesError('ERR_RULES_BAD_MOVE', msg('refusal.writeSquare', { text }), { field });
  const to = (syntax.toRank << 3) | syntax.toFile;
  const from = departure(pos, syntax, to);
  if (from instanceof RulesError) return from;
  const promotion = syntax.promotion ? (PROMOTION_LETTER[syntax.promotion] ?? '') : '';
  return `${(0, import_board15.makeSquare)(from)}${(0, import_board15.makeSquare)(to)}${promotion}`;
}
function castlingUci(pos, side) {
  const king = pos.board.kingOf(pos.turn);
  const from = king ?? (pos.turn === 'white' ? 4 : 60);
  const to = from + (side === 'short' ? 2 : -2);
  return `${(0, import_board15.makeSquare)(from)}${(0, import_board15.makeSquare)(to)}`;
}
function departure(pos, syntax, to) {
  if (syntax.fromFile !== void 0 && syntax.fromRank !== void 0)
    return (syntax.fromRank << 3) | syntax.fromFile;
  const role = syntax.role ?? 'pawn';
  const found = [];
  for (let square = 0; square < 64; square++) {
    const piece = pos.pieceAt(square);
    if (!piece || piece.color !== pos.turn || piece.role !== role || square === to) continue;
    if (syntax.fromFile !== void 0 && (square & 7) !== syntax.fromFile) continue;
    if (syntax.fromRank !== void 0 && square >> 3 !== syntax.fromRank) continue;
    found.push(square);
  }
  if (found.length === 1) return found[0];
  const field = 'move';
  if (found.length === 0)
    return new RulesError(
      'ERR_RULES_BAD_MOVE',
      msg('refusal.noPieceOfRole', { side: pos.turn, role }),
      { field },
    );
  return new RulesError(
    'ERR_RULES_BAD_MOVE',
    msg('refusal.whichPiece', {
      role,
      squares: found.map(import_board15.makeSquare),
      to: (0, import_board15.makeSquare)(to),
    }),
    { field },
  );
}

// src/game/liveGame.ts
var LiveGame = class extends GameCore {
  #locale;
  constructor(arbiter, now, onListenerError, locale) {
    super(arbiter, now, onListenerError);
    this.#locale = locale;
  }
  /** The log's UCI for a legal move given as SAN, UCI or a `Move`, or what was understood of it. */
  #legal(input, options, field = 'move') {
    return legalMoveUci(this.runtime.position, input, options?.locale ?? this.#locale, field);
  }
  #withMove(uci, make) {
    if (uci instanceof RulesError) return (0, import_board16.err)(uci);
    return this.act(make(uci));
  }
  start() {
    return this.act({ type: 'start', at: this.time() });
  }
  play(move2, options) {
    return this.#withMove(this.#legal(move2, options), (uci) => ({
      type: 'move',
      at: this.time(),
      move: uci,
    }));
  }
  /** {@link play} without the state snapshot: the refusal, or `undefined` (records rebuilt move by move). */
  playQuietly(move2) {
    const uci = this.#legal(move2, void 0);
    return uci instanceof RulesError
      ? uci
      : this.actQuietly({ type: 'move', at: this.time(), move: uci });
  }
  illegalMove(move2, options = {}) {
    const uci = anyMoveUci(this.runtime.position, move2, options.locale ?? this.#locale);
    return this.#withMove(uci, (uci2) => ({
      type: 'illegal-move',
      at: this.time(),
      move: uci2,
      ...(options.twoHands ? { twoHands: true } : {}),
    }));
  }
  pressClock(side) {
    return this.act({ type: 'press', at: this.time(), by: side });
  }
  touch(side, square, adjust2 = false) {
    const name = touchedSquare(this.runtime.position, square, this.#locale);
    if (name instanceof RulesError) return (0, import_board16.err)(name);
    return this.act({
      type: 'touch',
      at: this.time(),
      by: side,
      square: name,
      ...(adjust2 ? { adjust: adjust2 } : {}),
    });
  }
  offerDraw(side) {
    return this.act({ type: 'offer-draw', at: this.time(), by: side });
  }
  acceptDraw(side) {
    return this.act({ type: 'accept-draw', at: this.time(), by: side });
  }
  declineDraw(side) {
    return this.act({ type: 'decline-draw', at: this.time(), by: side });
  }
  claim(claim2, options) {
    if (claim2.intended === void 0)
      return this.act({ type: 'claim', at: this.time(), by: claim2.by, claim: claim2.kind });
    return this.#withMove(this.#legal(claim2.intended, options, 'intended'), (uci) => ({
      type: 'claim',
      at: this.time(),
      by: claim2.by,
      claim: claim2.kind,
      intended: uci,
    }));
  }
  resign(side) {
    return this.act({ type: 'resign', at: this.time(), by: side });
  }
  callFlag(by, side) {
    const at = this.time();
    const fallen =
      side ?? this.runtime.unjudgedFlag(at)?.side ?? this.runtime.clockView(at)?.flags[0]?.side;
    if (!fallen)
      return (0, import_board16.err)(
        new RulesError('ERR_RULES_NO_FLAG', msg('refusal.noFlag', {}), void 0, {
          rule: this.runtime.cite('L-6.9'),
        }),
      );
    return this.act({ type: 'flag', at, side: fallen, ...(by ? { by } : {}) });
  }
  takeback(side) {
    return this.act({ type: 'takeback', at: this.time(), by: side });
  }
  /** The arbiter's actions, made on first use (a game restored to be read needs none). */
  get arbiter() {
    this.#arbiterActions ??= Object.freeze({
      pause: () => this.act({ type: 'pause', at: this.time() }),
      resume: () => this.act({ type: 'resume', at: this.time() }),
      adjust: (side, ms) => this.act({ type: 'adjust', at: this.time(), side, ms }),
      setMoves: (moves2) => this.act({ type: 'set-moves', at: this.time(), moves: moves2 }),
      flagsDown: () => this.act({ type: 'flags-down', at: this.time() }),
      declare: (result, reason) =>
        this.act({ type: 'declare', at: this.time(), result, ...(reason ? { reason } : {}) }),
      decideClaim: (upheld, reason) =>
        this.act({ type: 'decide-claim', at: this.time(), upheld, ...(reason ? { reason } : {}) }),
    });
    return this.#arbiterActions;
  }
  #arbiterActions;
};
function touchedSquare(pos, square, locale) {
  if (typeof square === 'number') return (0, import_board16.makeSquare)(square);
  if (typeof square !== 'string')
    return new RulesError('ERR_RULES_BAD_MOVE', say.eventField.square('square'), {
      field: 'square',
    });
  if ((0, import_board16.parseSquare)(square) !== void 0) return square;
  const read = (0, import_notation4.readMoveText)(square, locale ? { locale } : {});
  if (!read.ok || read.value.kind !== 'move' || read.value.toRank === void 0)
    return new RulesError('ERR_RULES_BAD_MOVE', say.eventField.square('square'), {
      field: 'square',
    });
  const at = (read.value.toRank << 3) | read.value.toFile;
  const piece = pos.pieceAt(at);
  if (read.value.role && piece?.role !== read.value.role)
    return new RulesError(
      'ERR_RULES_BAD_MOVE',
      msg('refusal.noSuchPieceThere', { text: square, square: (0, import_board16.makeSquare)(at) }),
      {
        field: 'square',
      },
    );
  return (0, import_board16.makeSquare)(at);
}

// src/game/createGame.ts
var defaultNow = () => Math.floor(performance.now());
function resolveControl(clock) {
  if (clock === void 0 || clock === false) return (0, import_board17.ok)(void 0);
  return readControl(clock, {
    field: 'clock',
    what: say.control.what,
    code: 'ERR_RULES_START',
    pass: say.control.passClock,
  });
}
var regulationVariant = (regulation) =>
  regulation.plugins.find((p) => p.slot === VARIANT_SLOT)?.variant;
function variantStart(start2, variant) {
  if ('chess960' in start2)
    return (0, import_board17.err)(
      new RulesError('ERR_RULES_START', say.start.chess960InVariant(variant.name), {
        field: 'start.chess960',
      }),
    );
  if (typeof start2.fen !== 'string')
    return (0, import_board17.err)(
      new RulesError('ERR_RULES_START', say.start.fenNotText, { field: 'start.fen' }),
    );
  const pos = import_moves13.Position.fromFen(start2.fen, { variant });
  if (!pos.ok) {
    const e = pos.error;
    return (0, import_board17.err)(
      new RulesError('ERR_RULES_START', say.start.variantFen(variant.title, e.message), {
        field: 'start.fen',
        ...(e.location?.offset !== void 0 ? { offset: e.location.offset } : {}),
      }),
    );
  }
  return (0, import_board17.ok)({ variant: variant.name, position: pos.value, startGiven: true });
}
function resolveStart(given, variant) {
  if (given === void 0) return (0, import_board17.ok)({ variant: 'standard', startGiven: false });
  const start2 = typeof given === 'string' ? { fen: given } : given;
  if (typeof start2 !== 'object' || start2 === null)
    return (0, import_board17.err)(
      new RulesError('ERR_RULES_START', say.start.shape, {
        field: 'start',
      }),
    );
  if (variant && !variant.standard) return variantStart(start2, variant);
  if ('chess960' in start2) {
    const n = start2.chess960;
    if (!Number.isInteger(n) || n < 0 || n > 959)
      return (0, import_board17.err)(
        new RulesError('ERR_RULES_START', say.start.chess960Range(n), {
          field: 'start.chess960',
        }),
      );
    const pos2 = import_moves13.Position.fromSetup((0, import_moves13.chess960Setup)(n), {
      chess960: true,
    });
    if (!pos2.ok)
      return (0, import_board17.err)(
        new RulesError('ERR_RULES_START', pos2.error.message, { field: 'start.chess960' }),
      );
    return (0, import_board17.ok)({
      variant: 'chess960',
      position: pos2.value,
      chess960: n,
      startGiven: true,
    });
  }
  if (typeof start2.fen !== 'string')
    return (0, import_board17.err)(
      new RulesError('ERR_RULES_START', say.start.fenNotText, { field: 'start.fen' }),
    );
  let pos =
    start2.fen === import_moves13.INITIAL_FEN
      ? (0, import_board17.ok)(import_moves13.Position.default())
      : import_moves13.Position.fromFen(start2.fen);
  if (!pos.ok) {
    const c960 = import_moves13.Position.fromFen(start2.fen, { chess960: true });
    if (c960.ok) pos = c960;
  }
  if (!pos.ok) {
    const e = pos.error;
    return (0, import_board17.err)(
      new RulesError('ERR_RULES_START', `FEN: ${e.message}`, {
        field: 'start.fen',
        ...(e.location?.offset !== void 0 ? { offset: e.location.offset } : {}),
      }),
    );
  }
  return (0, import_board17.ok)({
    variant: pos.value.chess960 ? 'chess960' : 'standard',
    position: pos.value,
    startGiven: true,
  });
}
function initialSetup(regulation, options) {
  const start2 = resolveStart(options.start, regulationVariant(regulation));
  if (!start2.ok) return start2;
  const control = resolveControl(options.clock);
  if (!control.ok) return control;
  return (0, import_board17.ok)({
    ...start2.value,
    ...(options.clock === false
      ? { control: null }
      : control.value
        ? { control: control.value }
        : {}),
  });
}
function gameSetup(regulation, options = {}) {
  const initial = initialSetup(regulation, options);
  if (!initial.ok) return initial;
  let setup;
  try {
    setup = new HookRunner(regulation.plugins).sequential('setup', initial.value).value;
  } catch (e) {
    if (e instanceof RulesError) return (0, import_board17.err)(e);
    throw e;
  }
  if (!setup.position)
    return (0, import_board17.err)(
      new RulesError('ERR_RULES_START', say.noVariant(regulation.name), {
        field: 'start',
      }),
    );
  const control = setup.control ?? null;
  return (0, import_board17.ok)({
    variant: setup.variant,
    position: setup.position.clone(),
    ...(setup.chess960 !== void 0 ? { chess960: setup.chess960 } : {}),
    control,
    category: control ? (0, import_clock5.classifyTimeControl)(control) : void 0,
  });
}
function createGame(regulation, options = {}) {
  const initial = initialSetup(regulation, options);
  if (!initial.ok) return initial;
  const arbiter = Arbiter.create(regulation, initial.value);
  if (arbiter instanceof RulesError) return (0, import_board17.err)(arbiter);
  const game = new LiveGame(
    arbiter,
    options.now ?? defaultNow,
    options.onListenerError,
    options.locale,
  );
  try {
    arbiter.adjudicateStart();
  } catch (e) {
    if (e instanceof RulesError) return (0, import_board17.err)(e);
    throw e;
  }
  if (options.autoStart !== false && !arbiter.outcome) {
    const started = game.start();
    if (!started.ok) return started;
  }
  return (0, import_board17.ok)(game);
}

// src/game/restoreGame.ts
var import_board18 = require('@chesslaws/board');
var import_clock6 = require('@chesslaws/clock');

// src/regulation/migrateHeader.ts
function migrateEntry(entry) {
  if (typeof entry !== 'object' || entry === null) return entry;
  const options = entry.options ?? {};
  switch (entry.name) {
    // 0.1 had three names for the variant's plugin: one now, `variant`.
    case 'standardChess':
      return { name: 'variant', options: { variant: 'standard' } };
    case 'chess960':
      return {
        name: 'variant',
        options: { variant: 'chess960', startPosition: options.startPosition ?? 518 },
      };
    case 'variantPlugin':
      return { name: 'variant', options };
    // 0.1's `ms` is the opponent's bonus or the claimant's deduction, as the penalty says.
    case 'incorrectClaim':
      return Object.hasOwn(options, 'ms')
        ? { name: entry.name, options: renameMs(options) }
        : entry;
    default:
      return entry;
  }
}
function renameMs(options) {
  const { ms, byCategory, ...rest } = options;
  const out = { ...rest, opponentBonus: ms };
  if (rest.penalty === 'claimant-deduction') {
    out.claimantDeduction = ms;
    out.opponentBonus = 12e4;
  } else out.claimantDeduction = 3e5;
  if (byCategory && typeof byCategory === 'object')
    out.byCategory = Object.fromEntries(
      Object.entries(byCategory).map(([category, extra]) => {
        const { ms: m, ...keep } = extra;
        return [category, m === void 0 ? keep : { ...keep, opponentBonus: m }];
      }),
    );
  return out;
}
function migrateHeader(header) {
  if (!Array.isArray(header.plugins)) return header;
  const plugins = header.plugins.map((p) => migrateEntry(p));
  return plugins.every((p, i) => p === header.plugins[i]) ? header : { ...header, plugins };
}

// src/game/restoreGame.ts
function restoreGame(regulation, log, options = {}) {
  const bad = (message2, field) =>
    (0, import_board18.err)(new RulesError('ERR_RULES_LOG', message2, { field }));
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
    return (0, import_board18.err)(
      new RulesError('ERR_RULES_LOG_REGULATION', mismatch, { field: 'regulation' }),
    );
  const start2 = data.start;
  if (typeof start2 !== 'object' || start2 === null || typeof start2.fen !== 'string')
    return bad(say.log.noStartFen, 'start');
  const startField = unknownField(start2, START_FIELDS);
  if (startField !== void 0)
    return bad(say.log.unknownStartField(startField), `start.${startField}`);
  const gameStart =
    start2.chess960 !== void 0 ? { chess960: start2.chess960 } : { fen: start2.fen };
  const control = data.control;
  if (control === void 0) return bad(say.log.noControl, 'control');
  if (control !== null) {
    const deep = dataProblem(control, 'control');
    if (deep) return bad(say.log.tooDeep(deep), deep.path);
    const problem2 = controlProblem(control);
    if (problem2) return bad(say.log.control(problem2), 'control');
  }
  const created = createGame(regulation, {
    start: gameStart,
    clock: control === null ? false : control,
    autoStart: false,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!created.ok)
    return (0, import_board18.err)(
      new RulesError('ERR_RULES_LOG', created.error.message, {
        field: created.error.location?.field ?? 'start',
      }),
    );
  if ('chess960' in gameStart) {
    const fen = created.value.toJSON().start.fen;
    if (fen !== start2.fen) return bad(say.log.not960(start2.fen, start2.chess960, fen), 'start');
  }
  const game = created.value;
  const replayed = game.replay(data.events);
  if (!replayed.ok) return replayed;
  return (0, import_board18.ok)(game);
}
var LOG_FIELDS = ['format', 'version', 'regulation', 'start', 'control', 'events'];
var START_FIELDS = ['fen', 'chess960'];
function unknownField(value, known) {
  for (const key in value) if (Object.hasOwn(value, key) && !known.includes(key)) return key;
  return void 0;
}
function controlProblem(control) {
  if (typeof control !== 'object' || control === null || Array.isArray(control))
    return say.log.controlNotData(control);
  const field = unknownField(control, ['white', 'black']);
  if (field !== void 0) return say.log.controlField(field);
  const valid = (0, import_clock6.validateTimeControl)(control);
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
var written = /* @__PURE__ */ new WeakMap();
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

// src/plugins/automaticDraws.ts
var import_termination3 = require('@chesslaws/termination');
var draw = (termination, byRule) => ({ result: '1/2-1/2', termination, byRule });
var automaticDraws = definePlugin({
  name: 'automaticDraws',
  defaults: {
    deadPosition: 'quick',
    nodeBudget: 2e4,
    fivefold: true,
    fivefoldConsecutive: false,
    seventyFiveMoves: true,
  },
  schema: {
    deadPosition: is.oneOf('quick', 'full', 'material', false),
    nodeBudget: is.integer(1),
    fivefold: is.boolean(),
    fivefoldConsecutive: is.boolean(),
    seventyFiveMoves: is.boolean(),
  },
  rules: (o) => [
    ...(o.deadPosition
      ? [
          {
            id: 'L-5.2.2',
            summary: msg('automaticDraws.rule.dead', { how: o.deadPosition }),
          },
        ]
      : []),
    ...(o.fivefold
      ? [
          {
            id: 'L-9.6.1',
            summary: msg('automaticDraws.rule.fivefold', { consecutive: o.fivefoldConsecutive }),
          },
        ]
      : []),
    ...(o.seventyFiveMoves
      ? [
          {
            id: 'L-9.6.2',
            summary: msg('automaticDraws.rule.seventyFive', {}),
          },
        ]
      : []),
  ],
  hooks: (o) => {
    const fivefold = { consecutive: o.fivefoldConsecutive };
    const full = { nodeBudget: o.nodeBudget, reuseLines: true };
    let keyA = -1;
    let drawA;
    let keyB = -1;
    let drawB;
    const quick = (pos, key) => {
      if (key === keyA) return drawA;
      if (key === keyB) return drawB;
      const verdict = (0, import_termination3.quickDeadVerdict)(pos);
      const answer =
        verdict === void 0
          ? void 0
          : verdict === 'dead'
            ? draw('dead-position', 'L-5.2.2')
            : draw('insufficient-material', 'L-5.2.2');
      keyB = keyA;
      drawB = drawA;
      keyA = key;
      drawA = answer;
      return answer;
    };
    const dead = (pos, key) => {
      if (!o.deadPosition || !pos.variant.standard) return void 0;
      if (o.deadPosition === 'quick') return quick(pos, key ?? pos.hash());
      if ((0, import_termination3.isInsufficientMaterial)(pos))
        return draw('insufficient-material', 'L-5.2.2');
      if (o.deadPosition === 'full' && (0, import_termination3.analyzeDeadPosition)(pos, full).dead)
        return draw('dead-position', 'L-5.2.2');
      return void 0;
    };
    return {
      adjudicate: (ctx) => {
        const history = ctx.history;
        const deadDraw = dead(ctx.position, history.key());
        if (deadDraw) return deadDraw;
        if (o.fivefold && (0, import_termination3.isFivefoldRepetition)(history, fivefold))
          return draw('fivefold-repetition', 'L-9.6.1');
        if (o.seventyFiveMoves && (0, import_termination3.isSeventyFiveMoves)(history))
          return draw('seventyfive-moves', 'L-9.6.2');
        return void 0;
      },
      // A position five times, 150 quiet plies, or the first dead position (a dead position
      // stays dead, so the dead ones are the last plies: found back from the end, where most
      // games that reach one stop, by steps that double, then a binary search).
      screen: (plies2, game) => {
        const fivefold2 = o.fivefold && game.repetitions >= 5;
        const seventyFive = o.seventyFiveMoves && game.quietPlies >= 150;
        const deadAtEnd = dead(game.final);
        if (!fivefold2 && !seventyFive && !deadAtEnd) return plies2;
        const out = [...plies2];
        if (fivefold2 || seventyFive) {
          for (let p = 0; p <= game.plies; p++) {
            const five = fivefold2 && game.occurrences(p) >= 5;
            if (five || (seventyFive && game.halfmoves(p) >= 150)) out.push(p);
          }
        }
        if (deadAtEnd) {
          let hi = game.plies;
          let lo = hi - 1;
          for (let step = 1; lo >= 0 && dead(game.position(lo)); step *= 2) {
            hi = lo;
            lo = Math.max(-1, hi - 2 * step);
          }
          while (hi - lo > 1) {
            const mid = (lo + hi) >> 1;
            if (dead(game.position(mid))) hi = mid;
            else lo = mid;
          }
          out.push(hi);
        }
        return out.length === plies2.length ? plies2 : out;
      },
    };
  },
});

// src/plugins/claimableDraws.ts
var import_termination4 = require('@chesslaws/termination');
var same = (a, b) => a.from === b.from && a.to === b.to && a.promotion === b.promotion;
var claimableDraws = definePlugin({
  name: 'claimableDraws',
  defaults: {
    threefold: true,
    fiftyMoves: true,
    moves: 50,
    legacyMaterialClasses: false,
    intendedMove: true,
    automatic: false,
  },
  schema: {
    threefold: is.boolean(),
    fiftyMoves: is.boolean(),
    moves: is.integer(1),
    legacyMaterialClasses: is.boolean(),
    intendedMove: is.boolean(),
    automatic: is.boolean(),
  },
  claims: (o) => [
    ...(o.threefold
      ? [{ kind: 'threefold', rule: 'L-9.2', title: msg('claim.threefold', {}) }]
      : []),
    ...(o.fiftyMoves ? [{ kind: 'fifty', rule: 'L-9.3', title: msg('claim.fifty', {}) }] : []),
  ],
  rules: (o) => [
    ...(o.threefold
      ? [
          {
            id: 'L-9.2',
            summary: msg('claimableDraws.rule.threefold', { intendedMove: o.intendedMove }),
          },
        ]
      : []),
    ...(o.fiftyMoves
      ? [
          {
            id: 'L-9.3',
            summary: msg('claimableDraws.rule.fifty', { moves: o.moves }),
          },
        ]
      : []),
    ...(o.legacyMaterialClasses
      ? [{ id: 'S-75', summary: msg('claimableDraws.rule.legacy75', {}) }]
      : []),
    ...(o.automatic
      ? [
          {
            id: 'L-9.2',
            summary: msg('claimableDraws.rule.automatic', {}),
          },
        ]
      : []),
  ],
  hooks: (o) => {
    const fifty = { moves: o.moves, legacyMaterialClasses: o.legacyMaterialClasses };
    return {
      judgeAction: {
        filter: { type: ['claim'] },
        handler: (action) =>
          action.type === 'claim' && action.intended !== void 0 && !o.intendedMove
            ? {
                rule: 'L-9.2',
                reason: msg('claimableDraws.currentOnly', {}),
              }
            : void 0,
      },
      // The claims the player on move could make: the runtime checks each against judgeClaim.
      offerClaims: (claims, ask, ctx) => {
        const { history } = ctx;
        const pos = ctx.position;
        const offers = [];
        if (o.threefold) {
          const now = (0, import_termination4.canClaimThreefold)(history);
          const intendedMoves =
            now || !o.intendedMove || !ask.intendedMoves
              ? []
              : (0, import_termination4.threefoldClaimMoves)(history);
          if (now || intendedMoves.length) offers.push({ kind: 'threefold', now, intendedMoves });
        }
        if (o.fiftyMoves) {
          const now = (0, import_termination4.canClaimFiftyMoves)(history, fifty);
          const intendedMoves =
            now ||
            !o.intendedMove ||
            !ask.intendedMoves ||
            (0, import_termination4.fiftyMoveClaimMoves)(history, fifty).length === 0
              ? []
              : pos.legalMoves().filter((m) => !pos.isZeroing(m));
          if (now || intendedMoves.length) offers.push({ kind: 'fifty', now, intendedMoves });
        }
        return offers.length ? [...claims, ...offers] : claims;
      },
      // A position three times, or 2 x moves quiet plies (S-75 needs more), before any claim.
      screen: (plies2, game) => {
        const threefold =
          o.threefold && game.repetitions >= 3 && (game.wanted?.has('threefold') ?? true);
        const fiftyMoves =
          o.fiftyMoves && game.quietPlies >= 2 * o.moves && (game.wanted?.has('fifty') ?? true);
        if (!threefold && !fiftyMoves) return plies2;
        const out = [...plies2];
        for (let p = 0; p <= game.plies; p++)
          if (
            (threefold && game.occurrences(p) >= 3) ||
            (fiftyMoves && game.halfmoves(p) >= 2 * o.moves)
          )
            out.push(p);
        return out;
      },
      judgeClaim: (claim2, ctx) => {
        const { history } = ctx;
        if (claim2.claim === 'threefold') {
          if (!o.threefold) return void 0;
          if ((0, import_termination4.canClaimThreefold)(history))
            return {
              correct: true,
              outcome: {
                result: '1/2-1/2',
                termination: 'threefold-repetition',
                byRule: 'L-9.2.1.2',
              },
            };
          if (claim2.intended) {
            const move2 = claim2.intended;
            return (0, import_termination4.threefoldClaimMoves)(history).some((m) => same(m, move2))
              ? {
                  correct: true,
                  outcome: {
                    result: '1/2-1/2',
                    termination: 'threefold-repetition',
                    byRule: 'L-9.2.1.1',
                  },
                }
              : {
                  correct: false,
                  rule: 'L-9.2.1.1',
                  reason: msg('claimableDraws.notThird', {}),
                };
          }
          return (0, import_termination4.canClaimThreefold)(history)
            ? {
                correct: true,
                outcome: {
                  result: '1/2-1/2',
                  termination: 'threefold-repetition',
                  byRule: 'L-9.2.1.2',
                },
              }
            : {
                correct: false,
                rule: 'L-9.2.1.2',
                reason: msg('claimableDraws.notThreeTimes', {}),
              };
        }
        if (claim2.claim !== 'fifty' || !o.fiftyMoves) return void 0;
        if ((0, import_termination4.canClaimFiftyMoves)(history, fifty))
          return {
            correct: true,
            outcome: { result: '1/2-1/2', termination: 'fifty-moves', byRule: 'L-9.3.2' },
          };
        if (claim2.intended) {
          const move2 = claim2.intended;
          return (0, import_termination4.fiftyMoveClaimMoves)(history, fifty).some((m) =>
            same(m, move2),
          )
            ? {
                correct: true,
                outcome: { result: '1/2-1/2', termination: 'fifty-moves', byRule: 'L-9.3.1' },
              }
            : {
                correct: false,
                rule: 'L-9.3.1',
                reason: msg('claimableDraws.intendedNotFifty', { moves: o.moves }),
              };
        }
        return {
          correct: false,
          rule: 'L-9.3.2',
          reason: msg('claimableDraws.notFifty', { moves: o.moves }),
        };
      },
      ...(o.automatic
        ? {
            adjudicate: (ctx) => {
              if (o.threefold && (0, import_termination4.canClaimThreefold)(ctx.history))
                return {
                  result: '1/2-1/2',
                  termination: 'threefold-repetition',
                  byRule: 'L-9.2.1.2',
                };
              if (o.fiftyMoves && (0, import_termination4.canClaimFiftyMoves)(ctx.history, fifty))
                return {
                  result: '1/2-1/2',
                  termination: 'fifty-moves',
                  byRule: 'L-9.3.2',
                };
              return void 0;
            },
          }
        : {}),
    };
  },
});

// src/plugins/drawOdds.ts
var drawOdds = definePlugin({
  name: 'drawOdds',
  defaults: { side: 'black' },
  schema: { side: is.oneOf('white', 'black') },
  enforce: 'post',
  rules: (o) => [
    {
      id: 'E-armageddon',
      summary: msg('drawOdds.rule', { side: o.side }),
    },
  ],
  hooks: (o) => ({
    mapOutcome: (outcome3) =>
      outcome3.result === '1/2-1/2'
        ? {
            ...outcome3,
            result: o.side === 'black' ? '0-1' : '1-0',
            winner: o.side,
            byRule: 'E-armageddon',
          }
        : outcome3,
  }),
});

// src/plugins/drawOffers.ts
var import_board19 = require('@chesslaws/board');
var NO_OFFER = Object.freeze({ offer: void 0 });
var offerState = {
  initial: () => NO_OFFER,
  reduce(state, event, ctx) {
    if (event.type === 'offer-draw')
      return { offer: { by: event.by, event: ctx.index, ply: ctx.ply } };
    const offer = state.offer;
    if (!offer) return state;
    switch (event.type) {
      case 'accept-draw':
      case 'decline-draw':
      case 'takeback':
        return NO_OFFER;
      case 'touch':
        return !event.adjust && event.by !== offer.by ? NO_OFFER : state;
      default: {
        const last = ctx.moves[ctx.moves.length - 1];
        return last && last.event === ctx.index && last.side !== offer.by ? NO_OFFER : state;
      }
    }
  },
};
function offerRefusal(event, offer) {
  if (event.type === 'offer-draw' && offer)
    return {
      code: 'ERR_RULES_OFFER_PENDING',
      rule: 'L-9.1',
      reason:
        offer.by === event.by
          ? msg('drawOffers.ownStands', { side: event.by })
          : msg('drawOffers.otherStands', { side: (0, import_board19.opposite)(event.by) }),
    };
  if (
    (event.type === 'accept-draw' || event.type === 'decline-draw') &&
    (!offer || offer.by === event.by)
  )
    return {
      code: 'ERR_RULES_NO_OFFER',
      rule: 'L-9.1',
      reason: msg('drawOffers.noOffer', {
        side: event.by,
        answer: event.type === 'accept-draw' ? 'accept' : 'decline',
      }),
    };
  return void 0;
}
var drawOffers = definePlugin({
  name: 'drawOffers',
  defaults: { allowed: true },
  schema: { allowed: is.boolean() },
  handles: ['offer-draw', 'accept-draw', 'decline-draw'],
  rules: (o) =>
    o.allowed
      ? [
          {
            id: 'L-9.1',
            summary: msg('drawOffers.rule.stands', {}),
          },
          { id: 'L-5.2.3', summary: msg('drawOffers.rule.agreement', {}) },
        ]
      : [{ id: 'L-5.2.3', summary: msg('drawOffers.rule.notAllowed', {}) }],
  state: () => offerState,
  hooks: (o) => ({
    // After the other plugins' vetoes (Sofia rules), as the Laws' own conditions on an offer.
    judgeAction: {
      order: 'post',
      filter: { type: ['offer-draw', 'accept-draw', 'decline-draw'] },
      handler: (action, ctx) =>
        !o.allowed && action.type === 'offer-draw'
          ? { rule: 'L-5.2.3', reason: msg('drawOffers.notAllowed', {}) }
          : offerRefusal(action, ctx.state.offer),
    },
    outcomeOf: {
      filter: { type: ['accept-draw'] },
      handler: (event, ctx) =>
        event.type === 'accept-draw' && ctx.state.offer
          ? {
              outcome: { result: '1/2-1/2', termination: 'agreement', byRule: 'L-5.2.3' },
              cause: msg('cause.acceptedOffer', { side: event.by, offerer: ctx.state.offer.by }),
            }
          : void 0,
    },
    standingOffer: (ctx) => ctx.state.offer,
  }),
});

// src/plugins/flagFall.ts
var import_board20 = require('@chesslaws/board');
var import_termination5 = require('@chesslaws/termination');
var flagFall = definePlugin({
  name: 'flagFall',
  defaults: {
    drawIfOpponentCannotMate: true,
    onUnknown: 'win',
    nodeBudget: 2e5,
    bothFlags: 'fide',
  },
  schema: {
    drawIfOpponentCannotMate: is.boolean(),
    onUnknown: is.oneOf('win', 'draw'),
    nodeBudget: is.integer(1),
    bothFlags: is.oneOf('fide', 'draw'),
  },
  rules: (o) => [
    {
      id: 'L-6.9',
      summary: msg('flagFall.rule.flag', { drawIfCannotMate: o.drawIfOpponentCannotMate }),
    },
    o.bothFlags === 'draw'
      ? { id: 'S-14.8', summary: msg('flagFall.rule.bothDraw', {}) }
      : {
          id: 'L-III.3.1',
          summary: msg('flagFall.rule.bothFide', {}),
        },
  ],
  hooks: (o) => ({
    judgeFlag: (flag2, ctx) => {
      if (flag2.bothFlags || flag2.side === void 0) {
        if (o.bothFlags === 'draw')
          return {
            outcome: { result: '1/2-1/2', termination: 'both-flags-fallen', byRule: 'S-14.8' },
          };
        return flag2.final
          ? {
              outcome: { result: '1/2-1/2', termination: 'both-flags-fallen', byRule: 'L-III.3.1' },
            }
          : {
              playOn: true,
              rule: 'L-III.3.1',
              reason: msg('flagFall.playOn', {}),
            };
      }
      if (!o.drawIfOpponentCannotMate) {
        const winner = (0, import_board20.opposite)(flag2.side);
        return {
          outcome: {
            result: winner === 'white' ? '1-0' : '0-1',
            termination: 'timeout',
            winner,
            byRule: 'L-6.9',
          },
        };
      }
      const outcome3 = (0, import_termination5.flagFallOutcome)(ctx.position, flag2.side, {
        onUnknown: o.onUnknown,
        nodeBudget: o.nodeBudget,
      });
      return { outcome: { ...outcome3, byRule: 'L-6.9' } };
    },
    // A review (a record's time forfeit) names the flag only where the quick sound test shows
    // the opponent cannot mate: the full analysis on every time forfeit (about 0.7 ms) would
    // cost many times the rest of a game's review. In a variant that test is the whole rule.
    screen: (plies2, game) =>
      game.flag !== void 0 &&
      o.drawIfOpponentCannotMate &&
      (0, import_termination5.quickUnwinnableCheck)(
        game.final,
        (0, import_board20.opposite)(game.flag),
      )
        ? [...plies2, game.plies]
        : plies2,
  }),
});

// src/plugins/illegalMoves.ts
var import_board21 = require('@chesslaws/board');
var import_termination6 = require('@chesslaws/termination');
var illegalMoves = definePlugin({
  name: 'illegalMoves',
  handles: ['illegal-move', 'press'],
  defaults: {
    mode: 'record',
    supervised: true,
    opponentBonus: 12e4,
    penaltyRule: 'L-7.5.5',
    unsupervisedRule: 'L-A.5.2',
    lossOn: 2,
    drawIfOpponentCannotMate: true,
  },
  schema: {
    mode: is.oneOf('reject', 'record', 'forfeit'),
    supervised: is.boolean(),
    opponentBonus: is.ms(),
    penaltyRule: is.ruleId(),
    unsupervisedRule: is.ruleId(),
    lossOn: is.integer(1),
    drawIfOpponentCannotMate: is.boolean(),
  },
  rules: (o) => {
    if (o.mode === 'reject')
      return [{ id: 'L-3.10', summary: msg('illegalMoves.rule.rejected', {}) }];
    const rules = [
      { id: 'L-7.5.1', summary: msg('illegalMoves.rule.completed', {}) },
      { id: 'L-7.5.2', summary: msg('illegalMoves.rule.unpromoted', {}) },
      { id: 'L-7.5.3', summary: msg('illegalMoves.rule.press', {}) },
      { id: 'L-7.5.4', summary: msg('illegalMoves.rule.twoHands', {}) },
    ];
    if (o.mode === 'forfeit')
      return [...rules, { id: 'S-blitz', summary: msg('illegalMoves.rule.forfeit', {}) }];
    const n = o.lossOn;
    return [
      ...rules,
      {
        id: o.penaltyRule,
        summary: msg('illegalMoves.rule.penalty', { lossOn: n, bonus: o.opponentBonus }),
      },
      {
        id: n === 2 ? 'L-7.5.5' : 'S-strikes',
        summary: msg('illegalMoves.rule.loss', {
          lossOn: n,
          drawIfCannotMate: o.drawIfOpponentCannotMate,
        }),
      },
      ...(o.supervised
        ? []
        : [{ id: o.unsupervisedRule, summary: msg('illegalMoves.rule.unsupervised', {}) }]),
    ];
  },
  hooks: (o) => {
    const lose = (report, ctx, rule) => {
      const pos = ctx.history.current;
      const outcome3 = o.drawIfOpponentCannotMate
        ? (0, import_termination6.illegalMovesOutcome)(pos, report.offender)
        : {
            result: report.offender === 'white' ? '0-1' : '1-0',
            termination: 'illegal-moves',
            winner: (0, import_board21.opposite)(report.offender),
          };
      return { action: 'lose', rule, outcome: { ...outcome3, byRule: rule } };
    };
    const sequelOf = (report) =>
      report.replacement !== void 0
        ? 'play-replacement'
        : report.kind === 'illegal-move'
          ? 'bind-piece'
          : void 0;
    return {
      judgeAction: {
        filter: { type: ['illegal-move', 'press'] },
        handler: () =>
          o.mode === 'reject'
            ? {
                rule: 'L-3.10',
                reason: msg('illegalMoves.rejected', {}),
              }
            : void 0,
      },
      judgeIllegalMove: (report, ctx) => {
        if (o.mode === 'reject') return void 0;
        const sequel = sequelOf(report);
        const claimable = report.kind === 'illegal-move' && report.claimedBy === void 0;
        if (o.mode === 'forfeit') {
          if (report.kind !== 'illegal-move')
            return sequel
              ? { action: 'restore', rule: 'S-blitz', sequel }
              : { action: 'restore', rule: 'S-blitz' };
          return claimable
            ? { action: 'await-claim', rule: 'S-blitz' }
            : lose(report, ctx, 'S-blitz');
        }
        if (!o.supervised && claimable) return { action: 'await-claim', rule: o.unsupervisedRule };
        if (report.count >= o.lossOn)
          return lose(report, ctx, o.lossOn === 2 ? 'L-7.5.5' : 'S-strikes');
        const adjustments =
          ctx.category === void 0
            ? []
            : [{ side: (0, import_board21.opposite)(report.offender), delta: o.opponentBonus }];
        return sequel
          ? { action: 'penalize', rule: o.penaltyRule, adjustments, sequel }
          : { action: 'penalize', rule: o.penaltyRule, adjustments };
      },
    };
  },
});

// src/plugins/incorrectClaim.ts
var import_board22 = require('@chesslaws/board');
var import_clock7 = require('@chesslaws/clock');
var RULE = {
  'opponent-bonus': 'L-9.5',
  'claimant-deduction': 'S-claim-5',
  'half-up-to-three': 'S-claim-9.5-old',
  none: 'L-9.5',
};
var incorrectClaim = definePlugin({
  name: 'incorrectClaim',
  defaults: {
    penalty: 'opponent-bonus',
    opponentBonus: 12e4,
    claimantDeduction: 3e5,
  },
  schema: {
    penalty: is.oneOf('opponent-bonus', 'claimant-deduction', 'half-up-to-three', 'none'),
    opponentBonus: is.ms(),
    claimantDeduction: is.ms(),
    penaltyRule: is.optional(is.ruleId()),
  },
  rules: (o) => {
    const summary = {
      'opponent-bonus': msg('incorrectClaim.rule.opponentBonus', { time: o.opponentBonus }),
      'claimant-deduction': msg('incorrectClaim.rule.claimantDeduction', {
        time: o.claimantDeduction,
      }),
      'half-up-to-three': msg('incorrectClaim.rule.halfUpToThree', {}),
      none: msg('incorrectClaim.rule.none', {}),
    }[o.penalty];
    return [
      {
        id: o.penaltyRule ?? RULE[o.penalty],
        summary,
      },
      {
        id: 'L-9.5',
        summary: msg('incorrectClaim.rule.intended', {}),
      },
    ];
  },
  hooks: (o) => {
    const rule = o.penaltyRule ?? RULE[o.penalty];
    const adjustments = (claimant, view) => {
      if (!view || o.penalty === 'none') return [];
      if (o.penalty === 'opponent-bonus')
        return [{ side: (0, import_board22.opposite)(claimant), delta: o.opponentBonus }];
      if (o.penalty === 'claimant-deduction')
        return [{ side: claimant, delta: -Math.min(o.claimantDeduction, view[claimant].time) }];
      return (0, import_clock7.halfTimeUpToThree)(claimant, view);
    };
    return {
      // L-9.5: whatever the time penalty, the move written down with the claim must then be
      // played. A claim the arbiter rejects (S-10.2) is not this rule's.
      penalizeClaim: (claim2, ctx) =>
        claim2.decidedBy !== 'rules'
          ? void 0
          : {
              rule,
              adjustments: adjustments(claim2.by, ctx.clock()),
              playIntended: true,
              intendedRule: 'L-9.5',
            },
    };
  },
});

// src/plugins/quickplayFinish.ts
var KIND = 'quickplay-finish';
function inQuickplayFinish(control, view, side) {
  const own = view[side];
  const stage = control[side][own.stage];
  return own.final && stage?.kind === 'period' && stage.bonus === void 0;
}
function cannotClaim(ctx, side, under) {
  const view = ctx.clock();
  const control = ctx.setup.control;
  if (!view || !control) return msg('quickplayFinish.noClock', {});
  if (!inQuickplayFinish(control, view, side))
    return msg('quickplayFinish.notLastPeriod', { side });
  if (view[side].flagged) return msg('quickplayFinish.flagFallen', { side });
  if (view[side].time >= under)
    return msg('quickplayFinish.notUnder', { side, left: view[side].time, under });
  return void 0;
}
var quickplayFinish = definePlugin({
  name: 'quickplayFinish',
  defaults: { under: 12e4 },
  schema: { under: is.ms() },
  claims: () => [{ kind: KIND, rule: 'S-10.2', title: msg('claim.quickplayFinish', {}) }],
  rules: (o) => [
    {
      id: 'S-10.2',
      summary: msg('quickplayFinish.rule', { under: o.under }),
    },
  ],
  hooks: (o) => ({
    judgeAction: {
      filter: { type: ['claim'] },
      handler: (action, ctx) => {
        if (action.type !== 'claim' || action.claim !== KIND) return void 0;
        const why = cannotClaim(ctx, action.by, o.under);
        return why ? { rule: 'S-10.2', reason: why } : void 0;
      },
    },
    offerClaims: (claims, ask, ctx) =>
      cannotClaim(ctx, ask.side, o.under) === void 0
        ? [...claims, { kind: KIND, now: true, intendedMoves: [] }]
        : claims,
    judgeClaim: (claim2) =>
      claim2.claim === KIND
        ? {
            arbiter: true,
            rule: 'S-10.2',
            reason: msg('quickplayFinish.cannotWin', {}),
            outcome: { result: '1/2-1/2', termination: 'arbiter', byRule: 'S-10.2' },
          }
        : void 0,
  }),
});

// src/plugins/scoring.ts
var FOOTBALL_SCORING = Object.freeze({ win: 3, draw: 1, loss: 0 });
var scoring = definePlugin({
  name: 'scoring',
  defaults: { win: 1, draw: 0.5, loss: 0 },
  schema: { win: is.points(), draw: is.points(), loss: is.points() },
  rules: (o) => [
    {
      id: 'L-10.1',
      summary: msg('scoring.rule', { win: o.win, draw: o.draw, loss: o.loss }),
    },
  ],
  hooks: (o) => ({
    score: (outcome3) =>
      outcome3.winner === void 0
        ? { white: o.draw, black: o.draw }
        : outcome3.winner === 'white'
          ? { white: o.win, black: o.loss }
          : { white: o.loss, black: o.win },
  }),
});

// src/plugins/takebacks.ts
var takebacks = definePlugin({
  name: 'takebacks',
  defaults: {},
  handles: ['takeback'],
  rules: () => [{ id: 'casual', summary: msg('takebacks.rule', {}) }],
});

// src/plugins/timeControl.ts
var import_clock8 = require('@chesslaws/clock');
function resolve(control) {
  const read = readControl(control, {
    field: 'timeControl.control',
    what: "timeControl: option 'control'",
    code: 'ERR_RULES_PLUGIN_OPTIONS',
    plugin: 'timeControl',
    pass: (r) => `control: '${r.explicit}'`,
  });
  if (!read.ok) throw read.error;
  return read.value;
}
var CATEGORY_RULE = {
  bullet: 'L-B.1',
  blitz: 'L-B.1',
  rapid: 'L-A.1',
  standard: 'L-A.1',
};
var timeControl = definePlugin({
  name: 'timeControl',
  defaults: { control: '90/40+30, 30+30' },
  schema: {
    control: (v) => {
      if (typeof v !== 'string' && (typeof v !== 'object' || v === null))
        return 'must be time-control text or a TimeControl';
      resolve(v);
      return void 0;
    },
  },
  rules: (o) => {
    const control = resolve(o.control);
    const category = (0, import_clock8.classifyTimeControl)(control);
    const text =
      typeof o.control === 'string' ? o.control : (0, import_clock8.makeTimeControl)(control);
    return [
      { id: 'L-6.1', summary: msg('timeControl.rule.clock', { control: text }) },
      ...(category
        ? [
            {
              id: CATEGORY_RULE[category],
              summary: msg('timeControl.rule.category', { control: text, category }),
            },
          ]
        : []),
    ];
  },
  hooks: (o) => {
    const control = resolve(o.control);
    return {
      setup: (setup) => (setup.control === void 0 ? { ...setup, control } : setup),
    };
  },
});

// src/plugins/touchMove.ts
var import_board23 = require('@chesslaws/board');
var import_moves14 = require('@chesslaws/moves');
function touchObligation(pos, touches) {
  if (touches.length === 0) return void 0;
  const legal = pos.legalMoves();
  const own = touches.filter((t2) => t2.own);
  const theirs = touches.filter((t2) => !t2.own);
  const name = (t2) => (0, import_board23.makeSquare)(t2.square);
  if (own.length > 0 && theirs.length > 0) {
    const capture = legal.filter((m) => m.from === own[0].square && m.to === theirs[0].square);
    if (capture.length > 0)
      return {
        rule: 'L-4.3',
        message: msg('touchMove.mustTake', { from: name(own[0]), to: name(theirs[0]) }),
        moves: capture,
      };
  }
  const [first, second] = own;
  if (
    first &&
    second &&
    pos.board.getRole(first.square) === 'king' &&
    pos.board.getRole(second.square) === 'rook'
  ) {
    const castle = legal.filter((m) => m.from === first.square && m.to === second.square);
    if (castle.length > 0)
      return {
        rule: 'L-4.4',
        message: msg('touchMove.mustCastle', { rook: name(second) }),
        moves: castle,
      };
    const kingMoves = legal.filter((m) => m.from === first.square);
    if (kingMoves.length > 0)
      return {
        rule: 'L-4.4',
        message: msg('touchMove.otherKingMove', { rook: name(second) }),
        moves: kingMoves,
      };
    return void 0;
  }
  const forbiddenCastle =
    first &&
    second &&
    pos.board.getRole(first.square) === 'rook' &&
    pos.board.getRole(second.square) === 'king'
      ? { king: second.square, rook: first.square }
      : void 0;
  for (const touch2 of touches) {
    const moves2 = touch2.own
      ? legal.filter(
          (m) =>
            m.from === touch2.square &&
            !(forbiddenCastle && m.from === forbiddenCastle.king && m.to === forbiddenCastle.rook),
        )
      : legal.filter((m) => m.to === touch2.square && !pos.isCastling(m));
    if (moves2.length > 0)
      return touch2.own
        ? {
            rule: forbiddenCastle ? 'L-4.4' : 'L-4.3',
            message: msg('touchMove.mustMove', { square: name(touch2) }),
            moves: moves2,
          }
        : {
            rule: 'L-4.3',
            message: msg('touchMove.mustBeTaken', { square: name(touch2) }),
            moves: moves2,
          };
  }
  return void 0;
}
var touchMove = definePlugin({
  name: 'touchMove',
  defaults: {},
  rules: () => [
    {
      id: 'L-4.3',
      summary: msg('touchMove.rule.touched', {}),
    },
    {
      id: 'L-4.4',
      summary: msg('touchMove.rule.castling', {}),
    },
    {
      id: 'L-9.4',
      summary: msg('touchMove.rule.noClaim', {}),
    },
  ],
  hooks: () => ({
    judgeAction: {
      filter: { type: ['move', 'claim'] },
      handler: (action, ctx) => {
        if (ctx.touches.length === 0) return void 0;
        if (action.type === 'claim' && action.claim !== 'illegal-move')
          return {
            rule: 'L-9.4',
            reason: msg('touchMove.noClaim', {}),
          };
        if (action.type !== 'move') return void 0;
        const duty = touchObligation(ctx.position, ctx.touches);
        const move2 = (0, import_moves14.parseUci)(action.move);
        if (!duty || !move2) return void 0;
        const played = ctx.position.normalizeMove(move2);
        const ok9 =
          played &&
          duty.moves.some(
            (m) => m.from === played.from && m.to === played.to && m.promotion === played.promotion,
          );
        return ok9 ? void 0 : { rule: duty.rule, reason: duty.message };
      },
    },
  }),
});

// src/plugins/core.ts
var import_board24 = require('@chesslaws/board');
var CORE_EVENTS = [
  'start',
  'move',
  'touch',
  'claim',
  'resign',
  'flag',
  'flags-down',
  'pause',
  'resume',
  'adjust',
  'set-moves',
  'declare',
  'decide-claim',
];
var core = definePlugin({
  name: 'core',
  defaults: {},
  enforce: 'pre',
  handles: CORE_EVENTS,
  rules: () => [
    { id: 'L-3.10', summary: msg('core.rule.legal', {}) },
    { id: 'L-5.1.2', summary: msg('core.rule.resign', {}) },
    {
      id: 'S-arbiter-clock',
      summary: msg('core.rule.clock', {}),
    },
    { id: 'L-12', summary: msg('core.rule.arbiter', {}) },
  ],
  hooks: () => ({
    outcomeOf: {
      filter: { type: ['resign', 'declare'] },
      handler: (event) => {
        if (event.type === 'resign')
          return {
            outcome: {
              result: event.by === 'white' ? '0-1' : '1-0',
              termination: 'resignation',
              winner: (0, import_board24.opposite)(event.by),
              byRule: 'L-5.1.2',
            },
            cause: msg('cause.resigned', { side: event.by }),
          };
        if (event.type === 'declare')
          return {
            outcome: {
              result: event.result,
              termination: 'arbiter',
              ...(event.result === '1-0'
                ? { winner: 'white' }
                : event.result === '0-1'
                  ? { winner: 'black' }
                  : {}),
              byRule: 'L-12',
            },
            cause: msg('cause.declared', { result: event.result, reason: event.reason }),
          };
        return void 0;
      },
    },
  }),
});

// src/regulation/checkHandled.ts
var ASKED_FOR = {
  judgeIllegalMove: ['illegal-move', 'press'],
  standingOffer: ['offer-draw'],
};
function checkHandled(regulation, plugins) {
  const handled = /* @__PURE__ */ new Set([
    ...CORE_EVENT_TYPES,
    ...plugins.flatMap((p) => p.handles ?? []),
  ]);
  const fail2 = (plugin, field, types) =>
    new RulesError(
      'ERR_RULES_PLUGIN_HOOK',
      say.hook.unreachable(plugin.name, field, regulation, types),
      { field: `${plugin.name}.${field}` },
      { plugin: plugin.name },
    );
  for (const plugin of plugins) {
    for (const name of EVENT_HOOKS) {
      const hook = plugin[name];
      const types = typeof hook === 'object' ? hook.filter?.type : void 0;
      if (types && !types.some((t2) => handled.has(t2)))
        throw fail2(plugin, `${name}.filter.type`, types);
    }
    for (const [name, types] of Object.entries(ASKED_FOR))
      if (plugin[name] !== void 0 && !types.some((t2) => handled.has(t2)))
        throw fail2(plugin, name, types);
  }
}

// src/regulation/checkHooks.ts
var hookError = (plugin, field, message2) =>
  new RulesError(
    'ERR_RULES_PLUGIN_HOOK',
    say.hook.wrong(plugin.name, field, message2),
    { field: `${plugin.name}.${field}` },
    { plugin: plugin.name },
  );
function checkHooks(plugin) {
  for (const name of HOOK_NAMES) {
    const hook = plugin[name];
    if (hook === void 0 || typeof hook === 'function') continue;
    if (typeof hook !== 'object' || hook === null || typeof hook.handler !== 'function')
      throw hookError(plugin, name, say.hook.notAFunction);
    const { order, filter } = hook;
    if (order !== void 0 && order !== 'pre' && order !== 'post')
      throw hookError(plugin, `${name}.order`, say.hook.badOrder);
    if (filter === void 0) continue;
    if (!EVENT_HOOKS.includes(name))
      throw hookError(plugin, `${name}.filter`, say.hook.filterNotAllowed(EVENT_HOOKS));
    const types = filter.type;
    if (!Array.isArray(types) || types.length === 0)
      throw hookError(plugin, `${name}.filter.type`, say.hook.noTypes);
    for (const [i, type] of types.entries())
      if (!GAME_EVENT_TYPES.includes(type))
        throw hookError(
          plugin,
          `${name}.filter.type[${i}]`,
          say.hook.notAnEventType(type, GAME_EVENT_TYPES),
        );
  }
}

// src/regulation/regulation.ts
var ENFORCE_ORDER = { pre: 0, normal: 1, post: 2 };
var optionsError = (message2, field, plugin) =>
  new RulesError('ERR_RULES_PLUGIN_OPTIONS', message2, { field }, plugin ? { plugin } : void 0);
var isRegulation = (input) => 'header' in input && Array.isArray(input.plugins);
function assemble(name, inputs) {
  const out = [];
  const at = /* @__PURE__ */ new Map();
  const place = (plugin, field) => {
    const slot = plugin.slot ? `slot:${plugin.slot}` : void 0;
    const replaced = plugin.replaces;
    const earlier =
      (slot !== void 0 ? at.get(slot) : void 0) ??
      (replaced !== void 0 ? at.get(replaced) : void 0);
    if (at.has(plugin.name) && earlier !== at.get(plugin.name))
      throw new RulesError(
        'ERR_RULES_DUPLICATE_PLUGIN',
        say.regulation.duplicate(name, plugin.name),
        { field },
        { plugin: plugin.name },
      );
    if (earlier !== void 0) {
      const old = out[earlier];
      at.delete(old.name);
      if (old.slot) at.delete(`slot:${old.slot}`);
      out[earlier] = plugin;
      at.set(plugin.name, earlier);
      if (slot) at.set(slot, earlier);
      return;
    }
    if (replaced !== void 0)
      throw new RulesError(
        'ERR_RULES_UNKNOWN_PLUGIN',
        say.regulation.nothingToReplace(name, plugin.name, replaced),
        { field },
        { plugin: plugin.name },
      );
    at.set(plugin.name, out.length);
    if (slot) at.set(slot, out.length);
    out.push(plugin);
  };
  if (!Array.isArray(inputs)) throw optionsError(say.regulation.pluginsList, 'plugins');
  for (const [i, input] of inputs.entries()) {
    const field = `plugins[${i}]`;
    if (input === false || input === null || input === void 0) continue;
    if (typeof input !== 'object' || Array.isArray(input))
      throw optionsError(say.regulation.notAPlugin(field), field);
    if (isRegulation(input)) for (const plugin of input.plugins) place(plugin, field);
    else if (typeof input.name === 'string' && typeof input.options === 'object')
      place(input, field);
    else throw optionsError(say.regulation.notAPlugin(field), field);
  }
  return out.filter((p) => p !== void 0);
}
function withRequired(plugins) {
  const out = [...plugins];
  if (!out.some((p) => p.slot === 'variant')) out.unshift(variantPlugin());
  if (!out.some((p) => p.name === 'core')) out.unshift(core());
  if (!out.some((p) => p.score)) out.push(scoring());
  return out;
}
function defineRegulation(config) {
  if (typeof config !== 'object' || config === null)
    throw optionsError(say.regulation.needsConfig, '(config)');
  if (typeof config.name !== 'string' || config.name === '')
    throw optionsError(say.regulation.needsName, 'name');
  return makeRegulation(config.name, assemble(config.name, config.plugins));
}
function makeRegulation(name, listed) {
  for (const plugin of listed) checkHooks(plugin);
  const ordered = withRequired(listed).sort(
    (a, b) => ENFORCE_ORDER[a.enforce ?? 'normal'] - ENFORCE_ORDER[b.enforce ?? 'normal'],
  );
  checkHandled(name, ordered);
  const header = freezeDeep({
    name,
    plugins: ordered.map((p) => ({ name: p.name, options: structuredClone(p.options) })),
  });
  const regulation = {
    name,
    plugins: Object.freeze(ordered),
    header,
    plugin: (n) => ordered.find((p) => p.name === n),
  };
  return Object.freeze(regulation);
}

// src/regulation/preset.ts
var REQUIRED = /* @__PURE__ */ new Set(['core', 'scoring', 'variant']);
function overrideOptions(options, override) {
  const merged = mergeOptions(options, override);
  const byCategory = options.byCategory;
  if (!byCategory || Object.hasOwn(override, 'byCategory')) return merged;
  const written2 = Object.keys(override);
  const trimmed = {};
  for (const [category, extra] of Object.entries(byCategory)) {
    const kept = Object.fromEntries(Object.entries(extra).filter(([k]) => !written2.includes(k)));
    if (Object.keys(kept).length > 0) trimmed[category] = kept;
  }
  const { byCategory: _, ...rest } = merged;
  return Object.keys(trimmed).length > 0 ? { ...rest, byCategory: trimmed } : rest;
}
function applyOverrides(regulation, overrides) {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides))
    throw new RulesError('ERR_RULES_PLUGIN_OPTIONS', say.regulation.overridesObject, {
      field: '(overrides)',
    });
  const table2 = overrides;
  const names = new Set(regulation.plugins.map((p) => p.name));
  for (const key of Object.keys(table2))
    if (key !== 'name' && key !== 'variant' && !names.has(key))
      throw new RulesError(
        'ERR_RULES_UNKNOWN_PLUGIN',
        say.regulation.noSuchPlugin(regulation.name, key, [...names]),
        { field: key },
      );
  const name = table2.name === void 0 ? regulation.name : table2.name;
  if (typeof name !== 'string' || name === '')
    throw new RulesError('ERR_RULES_PLUGIN_OPTIONS', say.regulation.needsName, { field: 'name' });
  if (table2.variant === false)
    throw new RulesError(
      'ERR_RULES_PLUGIN_REQUIRED',
      say.regulation.required('variant'),
      { field: 'variant' },
      { plugin: 'variant' },
    );
  const variant = table2.variant === void 0 ? void 0 : variantPlugin(table2.variant);
  const plugins = [];
  for (const original of regulation.plugins) {
    if (variant && original.slot === VARIANT_SLOT) {
      plugins.push(variant);
      continue;
    }
    const override = Object.hasOwn(table2, original.name) ? table2[original.name] : void 0;
    if (override === void 0) plugins.push(original);
    else if (override === false) {
      if (REQUIRED.has(original.name))
        throw new RulesError(
          'ERR_RULES_PLUGIN_REQUIRED',
          say.regulation.required(original.name),
          { field: original.name },
          { plugin: original.name },
        );
    } else if (typeof override !== 'object' || override === null || Array.isArray(override))
      throw new RulesError(
        'ERR_RULES_PLUGIN_OPTIONS',
        say.regulation.overrideObject(original.name),
        { field: original.name },
        { plugin: original.name },
      );
    else if (!original.configure)
      throw new RulesError(
        'ERR_RULES_PLUGIN_OPTIONS',
        say.regulation.notConfigurable(original.name),
        { field: original.name },
        { plugin: original.name },
      );
    else plugins.push(original.configure(overrideOptions(original.options, override)));
  }
  return makeRegulation(name, plugins);
}
function preset(name, plugins) {
  const make = (overrides) => {
    const base = defineRegulation({ name, plugins: plugins() });
    return overrides === void 0 ? base : applyOverrides(base, overrides);
  };
  return Object.assign(make, { presetName: name });
}

// src/presets/casual.ts
var casual = preset('casual', () => [
  variantPlugin(),
  automaticDraws(),
  claimableDraws(),
  illegalMoves({ mode: 'reject' }),
  incorrectClaim({ penalty: 'none' }),
  flagFall(),
  drawOffers(),
  takebacks(),
]);

// src/presets/fide.ts
var import_clock9 = require('@chesslaws/clock');
var MINUTE = 6e4;
function fastIllegalMoves(supervised) {
  const blitz = {
    opponentBonus: MINUTE,
    penaltyRule: supervised ? 'L-B.2' : 'L-B.3',
    ...(supervised ? {} : { unsupervisedRule: 'L-B.3' }),
  };
  return { rapid: { opponentBonus: MINUTE, penaltyRule: 'L-A.3' }, blitz, bullet: blitz };
}
var fastIncorrectClaim = () => ({
  rapid: { opponentBonus: MINUTE, penaltyRule: 'L-A.3' },
  blitz: { opponentBonus: MINUTE, penaltyRule: 'L-B.2' },
  bullet: { opponentBonus: MINUTE, penaltyRule: 'L-B.2' },
});
var fidePlugins = (control, supervised, offers = true) => [
  variantPlugin(),
  timeControl({ control }),
  automaticDraws(),
  claimableDraws(),
  illegalMoves({
    mode: 'record',
    supervised,
    opponentBonus: 2 * MINUTE,
    lossOn: 2,
    byCategory: fastIllegalMoves(supervised),
  }),
  incorrectClaim({
    penalty: 'opponent-bonus',
    opponentBonus: 2 * MINUTE,
    byCategory: fastIncorrectClaim(),
  }),
  flagFall(),
  drawOffers({ allowed: offers }),
  touchMove(),
];
var fideStandard = preset('fide-standard', () => fidePlugins('90/40+30, 30+30', true));
var fideRapid = preset('fide-rapid', () => fidePlugins('15+10', true));
var fideRapidUnsupervised = preset('fide-rapid-unsupervised', () => fidePlugins('15+10', false));
var fideBlitz = preset('fide-blitz', () => fidePlugins('3+2', true));
var fideBlitzUnsupervised = preset('fide-blitz-unsupervised', () => fidePlugins('3+2', false));
var armageddon = preset('armageddon', () => [
  ...fidePlugins(import_clock9.PRESETS.armageddon, true, false),
  drawOdds({ side: 'black' }),
]);

// src/presets/legacy.ts
var legacy = preset('legacy', () => [
  variantPlugin(),
  timeControl({ control: '120/40, 60' }),
  automaticDraws({ fivefold: false, seventyFiveMoves: false }),
  claimableDraws({ legacyMaterialClasses: true }),
  illegalMoves({
    mode: 'record',
    supervised: true,
    opponentBonus: 12e4,
    lossOn: 3,
    byCategory: { blitz: { mode: 'forfeit' }, bullet: { mode: 'forfeit' } },
  }),
  incorrectClaim({ penalty: 'half-up-to-three' }),
  flagFall({ byCategory: { rapid: { bothFlags: 'draw' } } }),
  drawOffers(),
  touchMove(),
  quickplayFinish(),
]);

// src/presets/presets.ts
var REGULATIONS = {
  'fide-standard': fideStandard,
  'fide-rapid': fideRapid,
  'fide-rapid-unsupervised': fideRapidUnsupervised,
  'fide-blitz': fideBlitz,
  'fide-blitz-unsupervised': fideBlitzUnsupervised,
  armageddon,
  casual,
  legacy,
};

// src/record/record.ts
var import_board25 = require('@chesslaws/board');
var import_clock10 = require('@chesslaws/clock');
var import_moves15 = require('@chesslaws/moves');
function toGameRecord(game, tags = {}, options = {}) {
  const state = game.state;
  const words = { ...options, plugins: game.regulation.plugins };
  const note = (ruling) => `${formatMessage(ruling.message, words)} (${ruling.rule})`;
  const log = game.toJSON();
  const control = log.control ? (0, import_clock10.makePgnTimeControl)(log.control) : void 0;
  const segment = state.recordStart;
  const plies2 = state.moves.slice(segment.ply);
  const moves2 = plies2.map((ply, i) => {
    const next = plies2[i + 1];
    const comments = (next ? next.notes : state.notes).map(note);
    return {
      move: ply.move,
      ...(ply.clock !== void 0 ? { clock: ply.clock } : {}),
      ...(ply.spent !== void 0 ? { elapsed: ply.spent } : {}),
      ...(comments.length ? { comments } : {}),
      ...(ply.drawOffer ? { drawOffer: true } : {}),
    };
  });
  const before = [
    ...segment.notes,
    ...(plies2[0]?.notes ?? []),
    ...(plies2.length === 0 ? state.notes : []),
  ].map(note);
  const outcome3 = state.outcome;
  return {
    start: segment.position,
    moves: moves2,
    tags: { ...(control ? { TimeControl: control } : {}), ...tags },
    ...(outcome3
      ? {
          outcome: {
            result: outcome3.result,
            termination: outcome3.termination,
            byRule: outcome3.byRule,
          },
        }
      : {}),
    ...(before.length ? { comment: before.join('; ') } : {}),
  };
}
function fromGameRecord(regulation, record, options = {}) {
  let t2 = 0;
  const created = createGame(regulation, {
    ...(record.start ? { start: { fen: (0, import_moves15.makeFen)(record.start) } } : {}),
    ...(options.clock !== void 0 ? { clock: options.clock } : {}),
    now: () => t2,
  });
  if (!created.ok) return created;
  const game = created.value;
  const control = game.setup.control;
  const clockEvents = [{ type: 'start', at: 0 }];
  const think = Math.round((options.defaultThink ?? 1) * 1e3);
  for (const [ply, entry] of record.moves.entries()) {
    if (game.progress.outcome) break;
    const mover = game.progress.turn;
    let at = t2 + think;
    if (entry.elapsed !== void 0) at = t2 + Math.max(0, Math.round(entry.elapsed));
    else if (entry.clock !== void 0 && control)
      at = instantShowing(control, clockEvents, t2, mover, entry.clock);
    t2 = at;
    const refused2 = game.playQuietly(entry.move);
    if (refused2)
      return (0, import_board25.err)(
        new RulesError(
          refused2.code,
          say.recordMove(ply, refused2.message),
          { ply },
          { rule: refused2.rule, plugin: refused2.plugin },
        ),
      );
    clockEvents.push({ type: 'press', at });
  }
  const result = record.result;
  if (game.progress.outcome || result === void 0 || result === '*')
    return (0, import_board25.ok)(game);
  t2 += 1;
  if (control && recordedFlag(record, game.progress.turn)) {
    const fall = game.flagFallAt();
    if (fall !== void 0) t2 = Math.max(t2, fall);
    const state = game.checkTime();
    if (!state.ok) return state;
    if (state.value.outcome) return (0, import_board25.ok)(game);
  }
  const declared = game.arbiter.declare(result, say.recordedResult);
  return declared.ok ? (0, import_board25.ok)(game) : (0, import_board25.err)(declared.error);
}
var isTimeForfeit = (termination) =>
  termination !== void 0 &&
  (termination.toLowerCase() === 'time forfeit' || / won on time$/i.test(termination));
function recordedFlag(record, turn) {
  if (!isTimeForfeit(record.termination)) return void 0;
  const loser = record.result === '1-0' ? 'black' : record.result === '0-1' ? 'white' : void 0;
  return loser === turn ? loser : void 0;
}
function instantShowing(control, events, from, side, target) {
  const shown = (at) => {
    const view = (0, import_clock10.clockState)(control, [...events, { type: 'press', at }], at);
    return view.ok ? view.value[side].time : 0;
  };
  const goal = Math.round(target);
  let lo = from;
  if (!Number.isFinite(goal) || shown(lo) <= goal) return lo;
  let hi = from + Math.max(1, shown(from) - goal) + 1;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (shown(mid) >= goal) lo = mid;
    else hi = mid;
  }
  return lo;
}

// src/regulation/describe.ts
function notInVariant(regulation) {
  const variant = regulation.plugins.find((p) => p.slot === VARIANT_SLOT)?.variant;
  if (!variant || variant.standard) return /* @__PURE__ */ new Set();
  return /* @__PURE__ */ new Set([
    'L-5.2.2',
    ...(variant.moveCountDraws ? [] : ['L-9.3', 'L-9.6.2']),
  ]);
}
function describeRegulation(regulation) {
  const out = [];
  const skipped = notInVariant(regulation);
  for (const plugin of regulation.plugins)
    for (const rule of plugin.rules ?? [])
      if (!skipped.has(rule.id) || plugin.slot === VARIANT_SLOT)
        out.push({
          id: rule.id,
          summary: rule.category
            ? msg('rule.underCategory', { category: rule.category, summary: rule.summary })
            : asMessage(rule.summary),
          plugin: plugin.name,
          ...(rule.category ? { category: rule.category } : {}),
        });
  return out;
}
function regulationClaims(regulation) {
  return regulation.plugins.flatMap((p) => (p.claims ?? []).map((c) => ({ ...c, plugin: p.name })));
}
function formatRegulation(regulation, options = {}) {
  const rules = describeRegulation(regulation);
  const words = { ...options, plugins: regulation.plugins };
  const idWidth = Math.max(...rules.map((r) => r.id.length));
  const pluginWidth = Math.max(...rules.map((r) => r.plugin.length));
  return [
    `${regulation.name}`,
    ...rules.map(
      (r) =>
        `  ${r.id.padEnd(idWidth)}  ${r.plugin.padEnd(pluginWidth)}  ${formatMessage(r.summary, words)}`,
    ),
  ].join('\n');
}

// src/regulation/readRegulation.ts
var import_board26 = require('@chesslaws/board');
var import_moves16 = require('@chesslaws/moves');
var BUILT_IN = [
  core,
  scoring,
  timeControl,
  automaticDraws,
  claimableDraws,
  illegalMoves,
  incorrectClaim,
  flagFall,
  drawOffers,
  touchMove,
  takebacks,
  drawOdds,
  quickplayFinish,
];
function readRegulation(header, options = {}) {
  const bad = (message2, field) =>
    (0, import_board26.err)(new RulesError('ERR_RULES_LOG', message2, { field }));
  if (typeof header !== 'object' || header === null) return bad(say.header.missing, 'regulation');
  const deep = dataProblem(header, 'regulation');
  if (deep) return bad(say.log.tooDeep(deep), deep.path);
  const h = migrateHeader(header);
  if (typeof h.name !== 'string') return bad(say.header.noName, 'regulation.name');
  if (!Array.isArray(h.plugins)) return bad(say.header.noPlugins, 'regulation.plugins');
  const table2 = new Map([...BUILT_IN, ...(options.plugins ?? [])].map((f) => [f.pluginName, f]));
  const variants = [import_moves16.STANDARD, import_moves16.CHESS960, ...(options.variants ?? [])];
  const plugins = [];
  for (const [i, entry] of h.plugins.entries()) {
    const field = `regulation.plugins[${i}]`;
    if (typeof entry !== 'object' || entry === null || typeof entry.name !== 'string')
      return bad(say.header.badEntry(field), field);
    const given = entry.options;
    try {
      if (entry.name === 'variant') {
        const variant = variants.find((v) => v.name === given?.variant);
        if (!variant)
          return (0, import_board26.err)(
            new RulesError(
              'ERR_RULES_UNKNOWN_PLUGIN',
              say.header.unknownVariant(
                given?.variant,
                variants.map((v) => v.name),
              ),
              { field: `${field}.options.variant` },
            ),
          );
        const start2 = given?.startPosition;
        plugins.push(
          variantPlugin(variant, typeof start2 === 'number' ? { startPosition: start2 } : {}),
        );
        continue;
      }
      const factory = table2.get(entry.name);
      if (!factory)
        return (0, import_board26.err)(
          new RulesError('ERR_RULES_UNKNOWN_PLUGIN', say.header.unknownPlugin(entry.name), {
            field,
          }),
        );
      plugins.push(factory(given));
    } catch (e) {
      if (e instanceof RulesError) return (0, import_board26.err)(e);
      throw e;
    }
  }
  try {
    return (0, import_board26.ok)(makeRegulation(h.name, plugins));
  } catch (e) {
    if (e instanceof RulesError) return (0, import_board26.err)(e);
    throw e;
  }
}

// src/review/reviewMoves.ts
var import_board28 = require('@chesslaws/board');

// src/review/judge.ts
var import_board27 = require('@chesslaws/board');
var import_termination7 = require('@chesslaws/termination');
function sortedOnce(plies2) {
  let sorted = true;
  for (let i = 1; i < plies2.length && sorted; i++) sorted = plies2[i - 1] <= plies2[i];
  if (!sorted) plies2.sort((x, y) => x - y);
  let kept = 0;
  for (let i = 0; i < plies2.length; i++)
    if (i === 0 || plies2[i] !== plies2[kept - 1]) plies2[kept++] = plies2[i];
  plies2.length = kept;
  return plies2;
}
function judge(j) {
  const { arbiter, summary, endings, open, anyKind } = j;
  const last = summary.plies;
  let claimPlies = j.claimPlies;
  const found = [];
  let e = 0;
  let c = 0;
  for (;;) {
    const atEnding = e < endings.length ? endings[e] : Number.POSITIVE_INFINITY;
    const atClaim = c < claimPlies.length ? claimPlies[c] : Number.POSITIVE_INFINITY;
    const ply = Math.min(atEnding, atClaim);
    if (ply > last) break;
    if (atEnding === ply) e++;
    if (atClaim === ply) c++;
    if (ply < 0) continue;
    const wantEnding = atEnding === ply;
    const wantClaims = atClaim === ply && (open.size > 0 || anyKind);
    if (!wantEnding && !wantClaims) continue;
    const position = summary.position(ply);
    let outcome3;
    let claimed2 = 0;
    arbiter.atPosition(historyAt(summary, ply, position), () => {
      if (wantEnding) {
        arbiter.adjudicate();
        outcome3 = arbiter.outcome;
      }
      if (outcome3 || !wantClaims) return;
      const side = position.turn;
      for (const right of claimRights(arbiter, side, false)) {
        if (!right.now || !open.has(right.kind)) continue;
        const { kind, rule, title, plugin } = right;
        found.push({ ply, side, kind, rule, title, plugin });
        claimed2++;
      }
    });
    for (let i = found.length - claimed2; i < found.length; i++) open.delete(found[i].kind);
    if (outcome3) return { ending: { outcome: outcome3, ply }, claims: found };
    if (claimed2 > 0) {
      claimPlies = open.size > 0 || anyKind ? j.rescreen() : [];
      c = 0;
      while (c < claimPlies.length && claimPlies[c] <= ply) c++;
    }
  }
  if (j.flag === void 0) return { claims: found };
  const flag2 = flagRuling(arbiter, summary, j.flag);
  return flag2 ? { claims: found, flag: flag2 } : { claims: found };
}
function flagRuling(arbiter, summary, side) {
  const ply = summary.plies;
  return arbiter.atPosition(historyAt(summary, ply, summary.position(ply)), () => {
    const calledBy = (0, import_board27.opposite)(side);
    const ruling = arbiter.hooks.first('judgeFlag', {
      side,
      calledBy,
      bothFlags: false,
      final: true,
    });
    if (!ruling) return void 0;
    const value = ruling.value;
    if ('playOn' in value) return { playOn: true, rule: value.rule, reason: value.reason };
    arbiter.end(value.outcome, ruling.plugin, msg('cause.flagFell', { side }));
    return arbiter.outcome ? { outcome: arbiter.outcome } : void 0;
  });
}
function historyAt(summary, ply, position) {
  const prior = { length: ply, key: summary.key, clock: summary.halfmoves };
  return stitchHistory(prior, import_termination7.PositionHistory.fromPosition(position));
}

// src/review/samePosition.ts
var A_LO = new Int32Array(16);
var A_HI = new Int32Array(16);
var B_LO = new Int32Array(16);
var B_HI = new Int32Array(16);
function samePosition(a, b) {
  if (
    a.turn !== b.turn ||
    a.halfmoves !== b.halfmoves ||
    a.fullmoves !== b.fullmoves ||
    a.chess960 !== b.chess960 ||
    a.variant !== b.variant ||
    a.epSquare !== b.epSquare
  )
    return false;
  a.copyBitboards(A_LO, A_HI);
  b.copyBitboards(B_LO, B_HI);
  for (let code = 0; code < 16; code++)
    if (A_LO[code] !== B_LO[code] || A_HI[code] !== B_HI[code]) return false;
  return a.castlingRights.equals(b.castlingRights);
}

// src/review/quickCount.ts
var ROLES2 = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
var PAWN = 1;
var KING = 6;
var BLACK = 8;
var Z = new Int32Array(16 * 64 * 2);
{
  let x = 625341585;
  for (let i = 0; i < Z.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    Z[i] = x;
  }
}
function quickCount(start2, moves2) {
  const board = BOARD;
  board.fill(0);
  let lo = 0;
  let hi = 0;
  for (let sq = 0; sq < 64; sq++) {
    const code = start2.pieceCodeAt(sq);
    if (code === 0) continue;
    board[sq] = code;
    const i = (code * 64 + sq) * 2;
    lo ^= Z[i];
    hi ^= Z[i + 1];
  }
  let black = start2.turn === 'black';
  let clock = start2.halfmoves;
  let quietPlies = clock;
  let repetitions = 1;
  const keys = new Float64Array(moves2.length + 1);
  keys[0] = ((hi & 1048575) * 2 ** 32 + (lo >>> 0)) * 2 + (black ? 1 : 0);
  for (let ply = 0; ply < moves2.length; ) {
    const move2 = moves2[ply];
    const from = move2.from;
    const to = move2.to;
    const piece = board[from];
    const target = board[to];
    const role = piece & 7;
    let zeroing = role === PAWN || (target !== 0 && (target & BLACK) !== (piece & BLACK));
    let i = (piece * 64 + from) * 2;
    lo ^= Z[i];
    hi ^= Z[i + 1];
    board[from] = 0;
    if (role === KING && target !== 0 && (target & BLACK) === (piece & BLACK)) {
      const rank = from & 56;
      const kingside = to > from;
      const kingTo = rank | (kingside ? 6 : 2);
      const rookTo = rank | (kingside ? 5 : 3);
      i = (target * 64 + to) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
      board[to] = 0;
      board[kingTo] = piece;
      i = (piece * 64 + kingTo) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
      board[rookTo] = target;
      i = (target * 64 + rookTo) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
      zeroing = false;
    } else {
      if (target !== 0) {
        i = (target * 64 + to) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
      } else if (role === PAWN && (from & 7) !== (to & 7)) {
        const taken = (from & 56) | (to & 7);
        i = (board[taken] * 64 + taken) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
        board[taken] = 0;
      } else if (role === KING && (to - from === 2 || from - to === 2)) {
        const rank = from & 56;
        const rookFrom = rank | (to > from ? 7 : 0);
        const rookTo = rank | (to > from ? 5 : 3);
        const rook = board[rookFrom];
        i = (rook * 64 + rookFrom) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
        board[rookFrom] = 0;
        board[rookTo] = rook;
        i = (rook * 64 + rookTo) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
      }
      const lands = move2.promotion ? ROLES2.indexOf(move2.promotion) + 1 + (piece & BLACK) : piece;
      board[to] = lands;
      i = (lands * 64 + to) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
    }
    black = !black;
    clock = zeroing ? 0 : clock + 1;
    if (clock > quietPlies) quietPlies = clock;
    const k = ((hi & 1048575) * 2 ** 32 + (lo >>> 0)) * 2 + (black ? 1 : 0);
    keys[++ply] = k;
    let count2 = 1;
    for (let j = ply - 2, oldest = Math.max(0, ply - clock); j >= oldest; j -= 2)
      if (keys[j] === k) count2++;
    if (count2 > repetitions) repetitions = count2;
  }
  return { quietPlies, repetitions };
}
var BOARD = new Int8Array(64);

// src/review/summary.ts
function walk(start2, moves2) {
  const walker = start2.clone();
  const codes = new Int32Array(moves2.length);
  const keys = new Array(moves2.length + 1);
  const clocks = new Uint16Array(moves2.length + 1);
  const counts = new Uint16Array(moves2.length + 1);
  const seen = /* @__PURE__ */ new Map();
  const note = (ply) => {
    const key = walker.hash();
    const clock = walker.halfmoves;
    if (clock === 0) seen.clear();
    const count2 = (seen.get(key) ?? 0) + 1;
    seen.set(key, count2);
    keys[ply] = key;
    clocks[ply] = Math.min(clock, 65535);
    counts[ply] = count2;
  };
  note(0);
  for (let i = 0; i < moves2.length; i++) {
    const m = walker.encodeLegal(moves2[i]);
    if (m === 0) return i;
    codes[i] = m;
    walker.make(m);
    note(i + 1);
  }
  let at = moves2.length;
  return {
    keys,
    clocks,
    counts,
    position(ply) {
      for (; at > ply; at--) walker.unmake();
      for (; at < ply; at++) walker.make(codes[at]);
      return walker;
    },
  };
}
var illegal = (ply) => new RulesError('ERR_RULES_ILLEGAL_MOVE', say.moveNotLegal(ply), { ply });
function summarize(start2, moves2, final) {
  let walked;
  const exact = () => {
    if (!walked) {
      const made = walk(start2, moves2);
      if (typeof made === 'number') throw illegal(made);
      walked = made;
    }
    return walked;
  };
  if (!final) {
    const made = walk(start2, moves2);
    if (typeof made === 'number') return made;
    walked = made;
  }
  const quick = quickCount(start2, moves2);
  const last = final ?? walked.position(moves2.length);
  return {
    start: start2,
    final: final ?? last.clone({ undo: false }),
    plies: moves2.length,
    repetitions: quick.repetitions,
    quietPlies: quick.quietPlies,
    key: (ply) => exact().keys[ply],
    occurrences: (ply) => exact().counts[ply],
    halfmoves: (ply) => exact().clocks[ply],
    position: (ply) => exact().position(ply),
  };
}

// src/review/traced.ts
function tracedSummary(start2, final, trace) {
  const { codes, keys, clocks } = trace;
  const plies2 = codes.length;
  const counts = new Array(plies2 + 1);
  const { quietPlies, repetitions } = countOccurrences(keys, clocks, counts);
  const reach = plies2 - final.undoDepth;
  let back;
  let backAt = plies2;
  let forth;
  let forthAt = 0;
  return {
    start: start2,
    final,
    plies: plies2,
    repetitions,
    quietPlies,
    key: (ply) => keys[ply],
    occurrences: (ply) => counts[ply],
    // As a walk of the moves stores it.
    halfmoves: (ply) => Math.min(clocks[ply], 65535),
    position(ply) {
      if (ply === plies2) return final;
      if (ply >= reach) {
        back ??= final.clone();
        for (; backAt > ply; backAt--) back.unmake();
        for (; backAt < ply; backAt++) back.make(codes[backAt]);
        return back;
      }
      if (!forth || forthAt > ply) {
        forth = start2.clone({ undo: false });
        forthAt = 0;
      }
      for (; forthAt < ply; forthAt++) forth.makeWithoutUndo(codes[forthAt]);
      return forth;
    },
  };
}
var table = {
  keys: new Float64Array(1024),
  counts: new Int32Array(1024),
  stamps: new Int32Array(1024),
};
var stamp = 0;
function countOccurrences(keys, clocks, counts) {
  const plies2 = keys.length - 1;
  let size = table.keys.length;
  while (size < 2 * (plies2 + 1)) size *= 2;
  if (size > table.keys.length)
    table = {
      keys: new Float64Array(size),
      counts: new Int32Array(size),
      stamps: new Int32Array(size),
    };
  const { keys: slots, counts: slotCounts, stamps } = table;
  const mask = size - 1;
  let current = stamp;
  let quiet = 0;
  let most = 1;
  for (let ply = 0; ply <= plies2; ply++) {
    const clock = clocks[ply];
    if (clock > quiet) quiet = clock;
    if (ply === 0 || clock === 0) {
      current = (current + 1) | 0;
      if (current === 0) {
        stamps.fill(0);
        current = 1;
      }
    }
    const key = keys[ply];
    let slot = (key | 0) & mask;
    let count2 = 1;
    for (;;) {
      if (stamps[slot] !== current) {
        stamps[slot] = current;
        slots[slot] = key;
        slotCounts[slot] = 1;
        break;
      }
      if (slots[slot] === key) {
        count2 = ++slotCounts[slot];
        break;
      }
      slot = (slot + 1) & mask;
    }
    counts[ply] = count2;
    if (count2 > most) most = count2;
  }
  stamp = current;
  return { quietPlies: quiet, repetitions: most };
}

// src/review/reviewMoves.ts
function screen(plugin, summary) {
  const hook = plugin.screen;
  const fn = typeof hook === 'function' ? hook : hook.handler;
  try {
    return fn([], summary);
  } catch (e) {
    throw new RulesError(
      'ERR_RULES_PLUGIN_FAILED',
      say.pluginFailed(plugin.name, 'screen', e),
      void 0,
      { plugin: plugin.name },
    );
  }
}
var reviewers = /* @__PURE__ */ new WeakMap();
function reviewer(regulation, start2) {
  const last = reviewers.get(regulation);
  if (last && samePosition(last.start, start2)) return last.arbiter;
  const own = start2.clone({ undo: false });
  const arbiter = Arbiter.create(regulation, {
    variant: 'standard',
    position: own,
    startGiven: true,
    control: null,
  });
  if (!(arbiter instanceof RulesError)) reviewers.set(regulation, { start: own, arbiter });
  return arbiter;
}
var plans = /* @__PURE__ */ new WeakMap();
function planOf2(regulation) {
  let plan = plans.get(regulation);
  if (!plan) {
    const plugins = resolvePlugins(regulation, void 0).plugins;
    const kinds = /* @__PURE__ */ new Set();
    for (const plugin of plugins)
      if (plugin.offerClaims) for (const spec of plugin.claims ?? []) kinds.add(spec.kind);
    const screeners = plugins.filter((p) => p.adjudicate || p.offerClaims || p.judgeFlag);
    plans.set(regulation, (plan = { screeners, kinds: [...kinds], all: kinds }));
  }
  return plan;
}
function screenAll(plan, summary, claimsFrom, all) {
  const out = { claims: [], endings: [], flag: false };
  const askFlag = all && summary.flag !== void 0;
  for (const plugin of plan.screeners) {
    const judgesFlag = askFlag && plugin.judgeFlag !== void 0;
    if (!plugin.offerClaims && !(all && plugin.adjudicate) && !judgesFlag) continue;
    const plies2 = plugin.screen ? screen(plugin, summary) : everyPly(summary);
    if (plies2.length === 0) continue;
    if (all && plugin.adjudicate) for (const p of plies2) out.endings.push(p);
    if (plugin.offerClaims) {
      for (const p of plies2) if (p >= claimsFrom) out.claims.push(p);
    }
    if (judgesFlag && plies2.includes(summary.plies)) out.flag = true;
  }
  return out;
}
var isPosition = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.clone === 'function' &&
  typeof value.hash === 'function';
var isTrace = (trace, plies2) => {
  const { codes, keys, clocks } = trace ?? {};
  return (
    Array.isArray(codes) &&
    Array.isArray(keys) &&
    Array.isArray(clocks) &&
    codes.length === plies2 &&
    keys.length === plies2 + 1 &&
    clocks.length === plies2 + 1
  );
};
function inputProblem(start2, moves2, options) {
  const bad = (field, expected) =>
    new RulesError('ERR_RULES_REVIEW_INPUT', say.review.badInput(field, expected), { field });
  if (!isPosition(start2)) return bad('start', 'a Position');
  if (!Array.isArray(moves2)) return bad('moves', 'an array of moves');
  const { claimsFrom, final, trace, flag: flag2 } = options;
  if (claimsFrom !== void 0 && !(Number.isSafeInteger(claimsFrom) && claimsFrom >= 0))
    return bad('claimsFrom', 'a whole number from 0 up');
  if (final !== void 0 && !isPosition(final)) return bad('final', 'a Position');
  if (final !== void 0 && trace !== void 0 && !isTrace(trace, moves2.length))
    return bad('trace', "replayMainline's trace of these moves (codes, keys and clocks)");
  if (flag2 !== void 0 && flag2 !== 'white' && flag2 !== 'black')
    return bad('flag', "'white' or 'black'");
  return void 0;
}
var everyPly = (summary) => Array.from({ length: summary.plies + 1 }, (_, p) => p);
function reviewMoves(regulation, start2, moves2, options = {}) {
  const wrong = inputProblem(start2, moves2, options);
  if (wrong) return (0, import_board28.err)(wrong);
  const claimsFrom = options.claimsFrom ?? 0;
  const summary =
    options.final && options.trace
      ? tracedSummary(start2, options.final, options.trace)
      : summarize(start2, moves2, options.final);
  if (typeof summary === 'number') return (0, import_board28.err)(illegal(summary));
  const plan = planOf2(regulation);
  const anyKind = plan.kinds.length === 0;
  summary.wanted = plan.all;
  if (options.flag !== void 0) {
    if (summary.final.turn !== options.flag)
      return (0, import_board28.err)(
        new RulesError('ERR_RULES_NO_FLAG', say.review.flagNotOnMove(options.flag), {
          field: 'flag',
        }),
      );
    summary.flag = options.flag;
  }
  let screened;
  try {
    screened = screenAll(plan, summary, claimsFrom, true);
  } catch (e) {
    if (e instanceof RulesError) return (0, import_board28.err)(e);
    throw e;
  }
  const { endings, claims } = screened;
  if (endings.length === 0 && claims.length === 0 && !screened.flag)
    return (0, import_board28.ok)({ claims: [] });
  const arbiter = reviewer(regulation, start2);
  if (arbiter instanceof RulesError) return (0, import_board28.err)(arbiter);
  const open = new Set(plan.kinds);
  summary.wanted = open;
  try {
    return (0, import_board28.ok)(
      judge({
        arbiter,
        summary,
        endings: sortedOnce(endings),
        claimPlies: sortedOnce(claims),
        open,
        anyKind,
        ...(screened.flag ? { flag: summary.flag } : {}),
        rescreen: () => sortedOnce(screenAll(plan, summary, claimsFrom, false).claims),
      }),
    );
  } catch (e) {
    if (e instanceof RulesError) return (0, import_board28.err)(e);
    throw e;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 &&
  (module.exports = {
    ARBITER_EVENT_TYPES,
    CLAIM_KINDS,
    EN,
    FOOTBALL_SCORING,
    GAME_EVENT_TYPES,
    HOOK_KINDS,
    HOOK_NAMES,
    MESSAGE_CATALOGS,
    REGULATIONS,
    RU,
    RULES_ERROR_CODES,
    RulesError,
    armageddon,
    automaticDraws,
    casual,
    claimableDraws,
    createGame,
    definePlugin,
    defineRegulation,
    describeRegulation,
    drawOdds,
    drawOffers,
    fideBlitz,
    fideBlitzUnsupervised,
    fideRapid,
    fideRapidUnsupervised,
    fideStandard,
    flagFall,
    formatMessage,
    formatRegulation,
    fromGameRecord,
    gameSetup,
    illegalMoves,
    incorrectClaim,
    is,
    isMessage,
    legacy,
    message,
    quickplayFinish,
    readRegulation,
    recordedFlag,
    regulationClaims,
    restoreGame,
    reviewMoves,
    scoring,
    takebacks,
    timeControl,
    toGameRecord,
    touchMove,
    touchObligation,
    variantPlugin,
  });
//# sourceMappingURL=index.cjs.map
