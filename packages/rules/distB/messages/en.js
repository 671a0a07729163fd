const t = (template) => template;
const ORDINAL = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth'];
const ordinal = (n) => ORDINAL[n] ?? `${n}th`;
const plies = (targets) => targets.join(', ');
const outcome = t((p, f) => {
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
const EN_TEMPLATES = {
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

export { EN_TEMPLATES };
//# sourceMappingURL=en.js.map
