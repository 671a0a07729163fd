// The English catalog: every message the rules say, by key. Its keys and parameters are the contract.
import type { Color, GameResult, Role } from '@chesslaws/board';
import type { Template } from './catalog.js';
import type { AdjustmentParam, Message, MoveParam } from './message.js';

/** A template with its parameters' type (so every catalog is checked against this one). */
const t = <P>(template: Template<P>): Template<P> => template;

type Side = { readonly side: Color };
type Text = Message | string;
type IllegalKind = 'illegal-move' | 'press-without-move' | 'unpromoted-pawn' | 'two-hands';

const ORDINAL = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth'];
const ordinal = (n: number): string => ORDINAL[n] ?? `${n}th`;
const plies = (targets: readonly string[]) => targets.join(', ');

/** The outcome in words ("Black wins by checkmate"), each termination of termination's list. */
const outcome = t<{
  readonly result: GameResult;
  readonly termination: string;
  readonly winner?: Color | undefined;
  /** How a variant's game ended: the last part of its `V-` rule (`extinction`, `bare-king`). */
  readonly ending?: string | undefined;
}>((p, f) => {
  const who = p.winner ? `${f.side(p.winner)} wins` : 'a draw';
  const loser = p.winner ? f.side(p.winner === 'white' ? 'black' : 'white') : '';
  if (p.termination === 'variant-end' || p.termination === 'stalemate')
    switch (p.ending) {
      case 'king-exploded':
        return `${who}: ${loser}'s king exploded`;
      case 'hill':
        return `${who}: the king reached the centre`;
      case 'checks':
        return `${who} by giving the last check`;
      case 'goal':
        return `${who}: the king reached the eighth rank first`;
      case 'both-reached':
        return 'a draw: both kings reached the eighth rank';
      case 'no-pieces':
        return `${who}: no pieces left to lose`;
      case 'wiped-out':
        return `${who}: every white piece is taken`;
      case 'extinction':
        return `${who}: ${loser} has lost every piece of a kind`;
      case 'bare-king':
        return `${who}: ${loser}'s king is bare`;
      case 'counting':
        return 'a draw by counting: the moves allowed have run out';
      case 'stalemate':
        return p.winner ? `${who} by stalemate` : 'a draw by stalemate';
    }
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
      return `${who}: ${loser}'s illegal moves`;
    case 'arbiter':
      return `${who} by the arbiter's decision`;
    default:
      return `${who} by ${p.termination.replaceAll('-', ' ')}`;
  }
});

/** Every message the rules say, in English. */
export const EN_TEMPLATES = {
  /** Text a plugin gave as it is: the same in every language. */
  text: t<{ readonly text: string }>((p) => p.text),

  // ---- how a game ended ----
  outcome,
  'outcome.reason': t<{ readonly outcome: Message; readonly cause?: Message | undefined }>(
    (p, f) => (p.cause ? `${f.text(p.cause)}: ${f.text(p.outcome)}` : f.text(p.outcome)),
  ),
  'outcome.mapped': t<{ readonly winner?: Color | undefined; readonly before: Message }>(
    (p, f) =>
      `${f.text(p.before)}, which counts as ${p.winner ? `a win for ${f.side(p.winner)}` : 'a draw'}`,
  ),
  'cause.resigned': t<Side>((p, f) => `${f.side(p.side)} resigned`),
  'cause.acceptedOffer': t<Side & { readonly offerer: Color }>(
    (p, f) => `${f.side(p.side)} accepted ${f.side(p.offerer)}'s draw offer`,
  ),
  'cause.declared': t<{ readonly result: GameResult; readonly reason?: string | undefined }>(
    (p) => `the arbiter declared ${p.result}${p.reason ? `: ${p.reason}` : ''}`,
  ),
  'cause.flagFell': t<Side>((p, f) => `${f.side(p.side)}'s flag fell`),
  'cause.bothFlags': t<object>(() => 'both flags fell and nobody can say which fell first'),
  'cause.claimCorrect': t<
    Side & { readonly title: Text; readonly intended?: MoveParam | undefined }
  >(
    (p, f) =>
      `${f.side(p.side)} claimed ${f.text(p.title)}${p.intended ? ` with the move ${f.move(p.intended)}` : ''}, correctly`,
  ),
  'cause.claimUpheld': t<Side & { readonly title: Text; readonly reason?: string | undefined }>(
    (p, f) =>
      `the arbiter upheld ${f.side(p.side)}'s claim of ${f.text(p.title)}${p.reason ? ` (${p.reason})` : ''}`,
  ),
  'cause.illegalLoses': t<{ readonly label: Message; readonly count: number }>(
    (p, f) => `${f.text(p.label)}, the ${ordinal(p.count)} illegal move`,
  ),

  // ---- rulings ----
  'illegal.label': t<Side & { readonly kind: IllegalKind; readonly move?: MoveParam | undefined }>(
    (p, f) => {
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
    },
  ),
  'illegal.settled': t<{
    readonly label: Message;
    readonly replaced?: 'queen' | 'move' | undefined;
    readonly adjustments: readonly AdjustmentParam[];
  }>((p, f) => {
    const board =
      p.replaced === undefined
        ? 'the position is restored'
        : p.replaced === 'queen'
          ? 'it becomes a queen'
          : 'the move stands';
    const bonus = f.adjustments(p.adjustments);
    return `${f.text(p.label)}; ${board}${bonus ? ` and ${bonus}` : ''}`;
  }),
  'illegal.stood': t<Side & { readonly move: MoveParam }>(
    (p, f) => `${f.side(p.side)}'s illegal move ${f.move(p.move)} stood: it was not claimed`,
  ),
  'illegal.unplayable': t<Side & { readonly move: MoveParam; readonly why: Message }>(
    (p, f) =>
      `${f.side(p.side)}'s illegal move ${f.move(p.move)} left a position that cannot be played on (${f.text(p.why)})`,
  ),
  'unplayable.notInPocket': t<object>(() => 'there is no such piece in the pocket'),
  'unplayable.dropSquareTaken': t<object>(() => 'the drop square is not empty'),
  'unplayable.noPiece': t<object>(() => 'there is no piece on the from-square'),
  'unplayable.kingTaken': t<object>(() => 'a king was taken'),
  'unplayable.position': t<{ readonly text: string }>((p) => p.text),
  'claim.forArbiter': t<Side & { readonly title: Text; readonly reason: Text }>(
    (p, f) =>
      `${f.side(p.side)} claims ${f.text(p.title)}: ${f.text(p.reason)}; the clocks are stopped and the arbiter decides`,
  ),
  'claim.incorrect': t<
    Side & {
      readonly title: Text;
      readonly reason: Text;
      readonly adjustments: readonly AdjustmentParam[];
      readonly mustPlay?: MoveParam | undefined;
    }
  >((p, f) => {
    const cost = f.adjustments(p.adjustments);
    return `${f.side(p.side)}'s claim of ${f.text(p.title)} was incorrect (${f.text(p.reason)})${cost ? `: ${cost}` : ''}${p.mustPlay ? `; ${f.move(p.mustPlay)} must now be played` : ''}`;
  }),
  'claim.rejected': t<Side & { readonly title: Text; readonly reason?: string | undefined }>(
    (p, f) =>
      `the arbiter rejected ${f.side(p.side)}'s claim of ${f.text(p.title)}${p.reason ? ` (${p.reason})` : ''}: play goes on`,
  ),
  'claim.rejectedPenalty': t<Side & { readonly adjustments: readonly AdjustmentParam[] }>(
    (p, f) => `${f.side(p.side)}'s rejected claim costs ${f.adjustments(p.adjustments)}`,
  ),
  'claim.threefold': t<object>(() => 'a draw by threefold repetition'),
  'claim.fifty': t<object>(() => 'a draw by the fifty-move rule'),
  'claim.quickplayFinish': t<object>(() => 'a draw in a quickplay finish'),

  // ---- why an action is refused ----
  'refusal.outOfOrder': t<{ readonly at: number; readonly previous: number }>(
    (p) => `event at ${p.at} ms comes before the previous one (${p.previous} ms)`,
  ),
  'refusal.gameOver': t<{ readonly reason: Message }>(
    (p, f) => `the game is over: ${f.text(p.reason)}`,
  ),
  'refusal.notStarted': t<object>(() => 'the clock has not been started'),
  'refusal.alreadyStarted': t<object>(() => 'the game has already started'),
  'refusal.noClock': t<object>(() => 'this game has no clock'),
  'refusal.paused': t<object>(() => 'the clocks are paused'),
  'refusal.clock': t<{ readonly text: string }>((p) => `the clock refuses: ${p.text}`),
  'refusal.awaitingArbiter': t<{ readonly reason: Message }>(
    (p, f) => `the arbiter must decide first: ${f.text(p.reason)}`,
  ),
  'refusal.unhandled': t<{ readonly regulation: string; readonly type: string }>((p) => {
    const words: Readonly<Record<string, string>> = {
      'illegal-move': 'completed illegal moves',
      press: 'a clock pressed without a move',
      'offer-draw': 'draw offers',
      'accept-draw': 'draw offers',
      'decline-draw': 'draw offers',
      takeback: 'takebacks',
    };
    return `${p.regulation} has no rule for ${words[p.type] ?? `'${p.type}' events`}`;
  }),
  'refusal.notUci': t<{ readonly text: string }>(
    (p) => `'${p.text}' is not a move in UCI (like e2e4 or e7e8q)`,
  ),
  'refusal.badMoveInput': t<object>(
    () => "a move is SAN ('Nf3'), UCI ('g1f3'), or { from, to, promotion? } with squares 0..63",
  ),
  'refusal.san': t<{ readonly text: string }>((p) => p.text),
  'refusal.writeSquare': t<{ readonly text: string }>(
    (p) => `'${p.text}' names no square to move to: write it whole, like e4`,
  ),
  'refusal.noPieceOfRole': t<Side & { readonly role: Role }>(
    (p, f) => `${f.side(p.side)} has no ${f.role(p.role)} that can be meant`,
  ),
  'refusal.whichPiece': t<{
    readonly role: Role;
    readonly squares: readonly string[];
    readonly to: string;
  }>(
    (p, f) =>
      `which ${f.role(p.role)}? write its square too: ${p.squares.map((s) => `${s}-${p.to}`).join(' or ')}`,
  ),
  'refusal.noSuchPieceThere': t<{ readonly text: string; readonly square: string }>(
    (p) => `'${p.text}' is not the piece on ${p.square}`,
  ),
  'refusal.notLegal': t<Side & { readonly move: string; readonly why: Message }>(
    (p, f) => `${p.move} is not a legal move for ${f.side(p.side)} here: ${f.text(p.why)}`,
  ),
  'refusal.mustPlayIntended': t<Side & { readonly move: MoveParam }>(
    (p, f) =>
      `after the incorrect claim ${f.side(p.side)} must play the move written down, ${f.move(p.move)}`,
  ),
  'refusal.mustMoveBound': t<Side & { readonly square: string }>(
    (p, f) => `${f.side(p.side)} must move the piece on ${p.square}, which was moved illegally`,
  ),
  'refusal.noPieceToMove': t<Side & { readonly square: string }>(
    (p, f) => `there is no ${f.side(p.side).toLowerCase()} piece on ${p.square} to move`,
  ),
  'refusal.noPieceToDrop': t<Side & { readonly role: Role }>(
    (p, f) => `${f.side(p.side)} has no ${f.role(p.role)} in hand to drop`,
  ),
  'refusal.legalNotIllegal': t<{ readonly move: MoveParam }>(
    (p, f) => `${f.move(p.move)} is a legal move: play it as a move`,
  ),
  'refusal.notYourClock': t<{ readonly by: Color; readonly turn: Color }>(
    (p, f) => `${f.side(p.by)}'s clock is not running: only ${f.side(p.turn)} can press it`,
  ),
  'refusal.nothingToTouch': t<{ readonly square: string }>(
    (p) => `there is no piece on ${p.square} to touch`,
  ),
  'refusal.notOnMove': t<Side>((p, f) => `${f.side(p.side)} is not on move`),
  'refusal.claimNotOnMove': t<object>(() => 'only the player on move can claim'),
  'refusal.claimIllegalFirst': t<object>(() => 'claim the illegal move first, or play on'),
  'refusal.intendedNotLegal': t<{ readonly move: string }>(
    (p) => `the intended move ${p.move} is not legal`,
  ),
  'refusal.noClaimsOfKind': t<{ readonly regulation: string; readonly kind: string }>(
    (p) => `${p.regulation} takes no ${p.kind} claims`,
  ),
  'refusal.nothingToDecide': t<object>(() => 'no claim waits for the arbiter'),
  'refusal.noIllegalToClaim': t<{ readonly offender: Color; readonly by: Color }>(
    (p, f) => `${f.side(p.offender)} has no illegal move for ${f.side(p.by)} to claim`,
  ),
  'refusal.noRulingOnClaim': t<object>(() => 'the regulation gives no ruling on this claim'),
  'refusal.clockCannotTakeBack': t<{ readonly text: string }>(
    (p) => `the clock cannot take back the illegal move: ${p.text}`,
  ),
  'refusal.ownFlag': t<Side>((p, f) => `${f.side(p.side)} cannot call his own flag`),
  'refusal.flagNotFallen': t<Side>((p, f) => `${f.side(p.side)}'s flag has not fallen`),
  'refusal.noFlag': t<object>(() => 'no flag has fallen'),
  'refusal.flagFellFirst': t<Side & { readonly at: number }>(
    (p, f) =>
      `${f.side(p.side)}'s flag fell first, at ${p.at} ms: the order is known, and that flag decides`,
  ),
  'refusal.flagBeforeEvent': t<Side & { readonly at: number }>(
    (p, f) =>
      `${f.side(p.side)}'s flag fell at ${p.at} ms, before this event, and no flag event records it`,
  ),
  'refusal.nothingToTakeBack': t<object>(() => 'there is no move to take back'),
  'refusal.badNow': t<object>(() => "the game's now() did not return a number of milliseconds"),
  'refusal.plugin': t<{ readonly plugin: string; readonly hook: string; readonly text: string }>(
    (p) => `plugin '${p.plugin}' failed in ${p.hook}: ${p.text}`,
  ),

  // ---- why a move is not legal (the end of refusal.notLegal) ----
  'why.noPiece': t<{ readonly square: string }>((p) => `there is no piece on ${p.square}`),
  'why.notYours': t<Side & { readonly role: Role; readonly square: string }>(
    (p, f) => `the ${f.role(p.role)} on ${p.square} is not ${f.side(p.side)}'s`,
  ),
  'why.mustPromote': t<{ readonly uci: string }>(
    (p) => `a pawn reaching the last rank must promote: add q, r, b or n (${p.uci}q)`,
  ),
  'why.noPromotion': t<object>(() => 'only a pawn reaching the last rank promotes'),
  'why.promotesTo': t<{ readonly role: Role; readonly variant: string }>(
    (p, f) => `a pawn may not promote to a ${f.role(p.role)} in ${p.variant}`,
  ),
  'why.noMoves': t<{ readonly role: Role; readonly square: string; readonly check: boolean }>(
    (p, f) =>
      p.check
        ? `the king is in check, and the ${f.role(p.role)} on ${p.square} cannot help`
        : `the ${f.role(p.role)} on ${p.square} has no legal move`,
  ),
  'why.goesTo': t<{
    readonly role: Role;
    readonly square: string;
    readonly targets: readonly string[];
    readonly check: boolean;
  }>(
    (p, f) =>
      `the ${f.role(p.role)} on ${p.square} can go to ${plies(p.targets)}${p.check ? ' (the king is in check)' : ''}`,
  ),
  'why.noDrops': t<{ readonly variant: string }>((p) => `there are no drops in ${p.variant}`),
  'why.notInHand': t<Side & { readonly role: Role }>(
    (p, f) => `${f.side(p.side)} has no ${f.role(p.role)} in hand`,
  ),
  'why.occupied': t<{ readonly square: string }>((p) => `${p.square} is not empty`),
  'why.pawnRank': t<object>(() => 'a pawn may not be dropped on the first or last rank'),
  'why.dropNow': t<{ readonly role: Role; readonly square: string; readonly check: boolean }>(
    (p, f) =>
      p.check
        ? `the king is in check, and a ${f.role(p.role)} on ${p.square} does not stop it`
        : `a ${f.role(p.role)} may not be dropped on ${p.square} now`,
  ),

  // ---- the built-in plugins: refusals, reasons, the rules they put in force ----
  'rule.underCategory': t<{ readonly category: string; readonly summary: Text }>(
    (p, f) => `under a ${p.category} control: ${f.text(p.summary)}`,
  ),
  'core.rule.legal': t<object>(() => 'only a legal move is played on the board'),
  'core.rule.resign': t<object>(() => 'a player may resign at any time; the opponent wins'),
  'core.rule.clock': t<object>(
    () =>
      'the arbiter may pause and resume the clocks, add or remove time, and set the move counters',
  ),
  'core.rule.arbiter': t<object>(
    () => 'the arbiter may declare a result, and decides the claims put to him',
  ),
  'variant.rule.start': t<object>(() => 'the standard start position'),
  'variant.rule.castling': t<object>(() => 'castling with the king two squares toward the rook'),
  'variant.rule.moves': t<object>(
    () => 'pieces move and capture as Article 3 says; a pinned piece still attacks',
  ),
  'variant.rule.pawns': t<object>(
    () => 'pawns: double step, en passant on the very next move only, promotion',
  ),
  'variant.rule.check': t<object>(() => 'no move may leave or place the own king in check'),
  'variant.rule.mate': t<object>(() => 'checkmate wins the game at once'),
  'variant.rule.stalemate': t<object>(() => 'stalemate draws the game at once'),
  'variant.rule.chess960': t<{ readonly start: number }>(
    (p) =>
      `Chess960 from start position ${p.start} unless the game names another; castling onto the standard squares`,
  ),
  'variant.rule.own': t<{ readonly id: string; readonly text: string }>((p) => p.text),
  'variant.rule.variantMoves': t<{ readonly variant: string }>(
    (p) => `the moves are those of ${p.variant}`,
  ),
  'timeControl.rule.clock': t<{ readonly control: string }>(
    (p) => `clock ${p.control}; the clock of the side to move starts`,
  ),
  'timeControl.rule.category': t<{ readonly control: string; readonly category: string }>(
    (p) => `${p.control} is ${p.category} by base + 60 × increment`,
  ),
  'automaticDraws.rule.dead': t<{ readonly how: 'full' | 'quick' | 'material' }>(
    (p) =>
      `a dead position ends the game at once (${p.how === 'full' ? 'full analysis' : p.how === 'quick' ? 'material and blocked pawn walls' : 'insufficient material'})`,
  ),
  'automaticDraws.rule.fivefold': t<{ readonly consecutive: boolean }>(
    (p) =>
      `the same position five times draws at once${p.consecutive ? ' (on consecutive alternate moves, 2014-2017)' : ''}`,
  ),
  'automaticDraws.rule.seventyFive': t<object>(
    () => '75 moves each without a capture or pawn move draw at once, unless the last move mates',
  ),
  'claimableDraws.rule.threefold': t<{ readonly intendedMove: boolean }>(
    (p) =>
      `the player on move may claim a threefold repetition${p.intendedMove ? ', now or with an intended move written down' : ''}`,
  ),
  'claimableDraws.rule.fifty': t<{ readonly moves: number }>(
    (p) =>
      `the player on move may claim after ${p.moves} moves each without a capture or pawn move`,
  ),
  'claimableDraws.rule.legacy75': t<object>(
    () => "the old codes' material classes need 75 moves, not 50",
  ),
  'claimableDraws.rule.automatic': t<object>(
    () => 'casual play: the claim is made for the player as soon as it is correct',
  ),
  'claimableDraws.currentOnly': t<object>(
    () => 'this regulation takes claims on the current position only',
  ),
  'claimableDraws.notThird': t<object>(
    () => 'the intended move does not repeat a position for the third time',
  ),
  'claimableDraws.notThreeTimes': t<object>(() => 'the position has not appeared three times'),
  'claimableDraws.intendedNotFifty': t<{ readonly moves: number }>(
    (p) => `the intended move does not complete ${p.moves} moves without a capture or pawn move`,
  ),
  'claimableDraws.notFifty': t<{ readonly moves: number }>(
    (p) => `there have not been ${p.moves} moves each without a capture or pawn move`,
  ),
  'illegalMoves.rule.rejected': t<object>(() => 'illegal moves are refused: the app prevents them'),
  'illegalMoves.rule.completed': t<object>(
    () =>
      'an illegal move is completed when the clock is pressed; the position before it is restored, and the piece moved must be moved',
  ),
  'illegalMoves.rule.unpromoted': t<object>(
    () => 'a pawn left unpromoted on the last rank is an illegal move; it becomes a queen',
  ),
  'illegalMoves.rule.press': t<object>(
    () => 'pressing the clock without a move is an illegal move',
  ),
  'illegalMoves.rule.twoHands': t<object>(
    () => 'a move made with two hands is an illegal move; the move stands',
  ),
  'illegalMoves.rule.forfeit': t<object>(
    () => 'an illegal move the opponent claims before his own move loses',
  ),
  'illegalMoves.rule.penalty': t<{ readonly lossOn: number; readonly bonus: number }>((p, f) =>
    p.lossOn === 2
      ? `the first illegal move gives the opponent +${f.time(p.bonus)}`
      : `each of the first ${p.lossOn - 1} illegal moves gives the opponent +${f.time(p.bonus)}`,
  ),
  'illegalMoves.rule.loss': t<{ readonly lossOn: number; readonly drawIfCannotMate: boolean }>(
    (p) =>
      `the ${ordinal(p.lossOn)} illegal move loses${p.drawIfCannotMate ? ', or draws if the opponent cannot mate' : ''}`,
  ),
  'illegalMoves.rule.unsupervised': t<object>(
    () =>
      'without an arbiter at the board, an illegal move counts only if claimed before the opponent moves',
  ),
  'illegalMoves.rejected': t<object>(
    () => 'this regulation does not record illegal moves: play a legal one',
  ),
  'incorrectClaim.rule.opponentBonus': t<{ readonly time: number }>(
    (p, f) => `an incorrect claim gives the opponent +${f.time(p.time)}`,
  ),
  'incorrectClaim.rule.claimantDeduction': t<{ readonly time: number }>(
    (p, f) => `an incorrect claim adds ${f.time(p.time)} to the claimant's used time`,
  ),
  'incorrectClaim.rule.halfUpToThree': t<object>(
    () =>
      "an incorrect claim costs half the claimant's time (at most 3 min) and gives the opponent 3 min",
  ),
  'incorrectClaim.rule.none': t<object>(() => 'an incorrect claim costs no time'),
  'incorrectClaim.rule.intended': t<object>(
    () => 'after an incorrect claim, the move written down with it must be played',
  ),
  'flagFall.rule.flag': t<{ readonly drawIfCannotMate: boolean }>(
    (p) =>
      `the side whose flag falls loses${p.drawIfCannotMate ? ', but draws if the opponent cannot mate by any series of legal moves' : ''}; a mate on the board before stands`,
  ),
  'flagFall.rule.bothDraw': t<object>(() => 'both flags down is a draw'),
  'flagFall.rule.bothFide': t<object>(
    () => 'both flags down, order unknown: a draw in the last period, else play on',
  ),
  'flagFall.playOn': t<object>(() => 'both flags fell before the last period: play goes on'),
  'drawOffers.rule.stands': t<object>(
    () =>
      'a draw offer stands until accepted, declined, or the opponent touches a piece or moves; it cannot be withdrawn',
  ),
  'drawOffers.rule.agreement': t<object>(() => 'a draw by agreement ends the game'),
  'drawOffers.rule.notAllowed': t<object>(() => 'draw offers are not allowed in this event'),
  'drawOffers.notAllowed': t<object>(() => 'draw offers are not allowed in this event'),
  'drawOffers.ownStands': t<Side>(
    (p, f) => `${f.side(p.side)}'s draw offer already stands; it cannot be withdrawn`,
  ),
  'drawOffers.otherStands': t<Side>(
    (p, f) => `${f.side(p.side)}'s draw offer stands: accept or decline it`,
  ),
  'drawOffers.noOffer': t<Side & { readonly answer: 'accept' | 'decline' }>(
    (p, f) => `there is no draw offer for ${f.side(p.side)} to ${p.answer}`,
  ),
  'touchMove.rule.touched': t<object>(
    () => "a deliberately touched piece must be moved, or taken if it is the opponent's",
  ),
  'touchMove.rule.castling': t<object>(
    () => 'king then rook touched: castle with that rook if legal; rook first: no castling with it',
  ),
  'touchMove.rule.noClaim': t<object>(
    () => "a player who touched a piece loses this move's right to claim a draw",
  ),
  'touchMove.noClaim': t<object>(
    () => 'a player who touched a piece may not claim a draw on this move',
  ),
  'touchMove.mustTake': t<{ readonly from: string; readonly to: string }>(
    (p) => `the piece on ${p.from} must take on ${p.to}`,
  ),
  'touchMove.mustCastle': t<{ readonly rook: string }>(
    (p) => `the king must castle with the rook on ${p.rook}`,
  ),
  'touchMove.otherKingMove': t<{ readonly rook: string }>(
    (p) => `castling with the rook on ${p.rook} is illegal: the king must make another move`,
  ),
  'touchMove.mustMove': t<{ readonly square: string }>(
    (p) => `the piece on ${p.square} was touched first and must move`,
  ),
  'touchMove.mustBeTaken': t<{ readonly square: string }>(
    (p) => `the piece on ${p.square} was touched and must be taken`,
  ),
  'quickplayFinish.rule': t<{ readonly under: number }>(
    (p, f) =>
      `under a control without increment, the player on move with less than ${f.time(p.under)} left may claim a draw because the opponent cannot win by normal means; the clocks stop and the arbiter decides`,
  ),
  'quickplayFinish.noClock': t<object>(() => 'the game has no clock'),
  'quickplayFinish.notLastPeriod': t<Side>(
    (p, f) => `${f.side(p.side)} is not in a last period without increment`,
  ),
  'quickplayFinish.flagFallen': t<Side>((p, f) => `${f.side(p.side)}'s flag has fallen`),
  'quickplayFinish.notUnder': t<Side & { readonly left: number; readonly under: number }>(
    (p, f) => `${f.side(p.side)} has ${f.time(p.left)} left, not less than ${f.time(p.under)}`,
  ),
  'quickplayFinish.cannotWin': t<object>(
    () => 'the opponent cannot win by normal means, or is not trying to',
  ),
  'scoring.rule': t<{ readonly win: number; readonly draw: number; readonly loss: number }>((p) => {
    const points = (n: number) => (n === 0.5 ? '½' : String(n));
    return `a win scores ${points(p.win)}, a draw ${points(p.draw)}, a loss ${points(p.loss)}`;
  }),
  'drawOdds.rule': t<Side>((p, f) => `any draw counts as a win for ${f.side(p.side)}`),
  'takebacks.rule': t<object>(() => 'a player may take back the last move (not part of the Laws)'),
} as const;

/** The built-in messages: each key with the parameters its template takes. */
export type BuiltInMessages = {
  readonly [K in keyof typeof EN_TEMPLATES]: (typeof EN_TEMPLATES)[K] extends Template<infer P>
    ? P
    : never;
};

/** A built-in message's key. */
export type MessageKey = keyof BuiltInMessages;
