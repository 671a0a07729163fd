import { unwrap } from '@chesslaws/board';
import { Position } from '@chesslaws/moves';
import { TERMINATIONS } from '@chesslaws/termination';
import { kingOfTheHill, lichessVariants, threeCheck } from '@chesslaws/variants';
import { describe, expect, it } from 'vitest';
import {
  type BuiltInMessages,
  createGame,
  fideBlitz,
  formatMessage,
  formatRegulation,
  type Message,
  type MessageKey,
  RU,
} from '../src/index.js';
import { EN_TEMPLATES } from '../src/messages/en.js';
import { moveParam } from '../src/messages/moveParam.js';
import { msg } from '../src/messages/msg.js';

const ru = (message: Message): string => formatMessage(message, { locale: 'ru' });
const en = (message: Message): string => formatMessage(message);

const START = Position.default();
const CASTLING = unwrap(Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'));
const PROMOTION = unwrap(Position.fromFen('8/4P3/8/8/8/k7/8/4K3 w - - 0 1'));
const KNIGHT = moveParam(START, 'g1f3');
const QUEEN_ILLEGAL = moveParam(START, 'd1d8', 'lan');
const CASTLE = moveParam(CASTLING, 'e1g1');
const UNPROMOTED = moveParam(PROMOTION, 'e7e8');

const THREEFOLD = msg('claim.threefold', {});
const WHY = msg('why.goesTo', {
  role: 'knight',
  square: 'g1',
  targets: ['f3', 'h3'],
  check: false,
});
const LABEL = msg('illegal.label', { side: 'white', kind: 'illegal-move', move: QUEEN_ILLEGAL });
const CAUSE = msg('cause.resigned', { side: 'black' });
const OUTCOME = msg('outcome', { result: '1-0', termination: 'resignation', winner: 'white' });
const REASON = msg('outcome.reason', { outcome: OUTCOME, cause: CAUSE });
const BONUS = [{ side: 'black', delta: 60_000 }] as const;

/** Every built-in key with parameters that take each of its template's branches. */
const SAMPLES: { readonly [K in MessageKey]: readonly BuiltInMessages[K][] } = {
  text: [{ text: 'as the plugin wrote it' }],
  outcome: TERMINATIONS.flatMap((termination) => [
    { result: '1-0' as const, termination, winner: 'white' as const },
    { result: '1/2-1/2' as const, termination },
  ]),
  'outcome.reason': [{ outcome: OUTCOME, cause: CAUSE }, { outcome: OUTCOME }],
  'outcome.mapped': [{ winner: 'black', before: REASON }, { before: REASON }],
  'cause.resigned': [{ side: 'white' }, { side: 'black' }],
  'cause.acceptedOffer': [{ side: 'black', offerer: 'white' }],
  'cause.declared': [{ result: '1-0', reason: 'the player did not appear' }, { result: '1/2-1/2' }],
  'cause.flagFell': [{ side: 'white' }],
  'cause.bothFlags': [{}],
  'cause.claimCorrect': [
    { side: 'white', title: THREEFOLD },
    { side: 'black', title: msg('claim.fifty', {}), intended: KNIGHT },
    { side: 'white', title: 'Sofia draw' },
  ],
  'cause.claimUpheld': [
    { side: 'white', title: msg('claim.quickplayFinish', {}), reason: 'bare kings' },
    { side: 'black', title: 'Sofia draw' },
  ],
  'cause.illegalLoses': [
    { label: LABEL, count: 2 },
    { label: LABEL, count: 3 },
  ],
  'illegal.label': [
    { side: 'white', kind: 'illegal-move', move: QUEEN_ILLEGAL },
    { side: 'black', kind: 'press-without-move' },
    { side: 'white', kind: 'unpromoted-pawn', move: UNPROMOTED },
    { side: 'white', kind: 'two-hands', move: CASTLE },
  ],
  'illegal.settled': [
    { label: LABEL, adjustments: BONUS },
    { label: LABEL, replaced: 'queen', adjustments: [] },
    { label: LABEL, replaced: 'move', adjustments: BONUS },
  ],
  'illegal.stood': [{ side: 'white', move: QUEEN_ILLEGAL }],
  'illegal.unplayable': [
    { side: 'white', move: QUEEN_ILLEGAL, why: msg('unplayable.kingTaken', {}) },
  ],
  'unplayable.notInPocket': [{}],
  'unplayable.dropSquareTaken': [{}],
  'unplayable.noPiece': [{}],
  'unplayable.kingTaken': [{}],
  'unplayable.position': [{ text: 'too many kings' }],
  'claim.forArbiter': [
    {
      side: 'white',
      title: msg('claim.quickplayFinish', {}),
      reason: msg('quickplayFinish.cannotWin', {}),
    },
  ],
  'claim.incorrect': [
    {
      side: 'white',
      title: THREEFOLD,
      reason: msg('claimableDraws.notThreeTimes', {}),
      adjustments: BONUS,
    },
    {
      side: 'black',
      title: msg('claim.fifty', {}),
      reason: msg('claimableDraws.intendedNotFifty', { moves: 50 }),
      adjustments: [],
      mustPlay: KNIGHT,
    },
  ],
  'claim.rejected': [
    { side: 'white', title: msg('claim.quickplayFinish', {}), reason: 'the opponent tries' },
    { side: 'black', title: THREEFOLD },
  ],
  'claim.rejectedPenalty': [{ side: 'white', adjustments: BONUS }],
  'claim.threefold': [{}],
  'claim.fifty': [{}],
  'claim.quickplayFinish': [{}],
  'refusal.outOfOrder': [{ at: 1000, previous: 2000 }],
  'refusal.gameOver': [{ reason: REASON }],
  'refusal.notStarted': [{}],
  'refusal.alreadyStarted': [{}],
  'refusal.noClock': [{}],
  'refusal.paused': [{}],
  'refusal.clock': [{ text: 'the clock is stopped' }],
  'refusal.awaitingArbiter': [{ reason: REASON }],
  'refusal.unhandled': ['illegal-move', 'press', 'offer-draw', 'takeback'].map((type) => ({
    regulation: 'fide-blitz',
    type,
  })),
  'refusal.notUci': [{ text: 'e2-e9' }],
  'refusal.badMoveInput': [{}],
  'refusal.san': [{ text: 'no such move' }],
  'refusal.writeSquare': [{ text: 'Nf' }],
  'refusal.noPieceOfRole': [
    { side: 'white', role: 'knight' },
    { side: 'black', role: 'rook' },
  ],
  'refusal.whichPiece': [
    { role: 'knight', squares: ['g1', 'e5'], to: 'f3' },
    { role: 'rook', squares: ['a1', 'h1'], to: 'd1' },
  ],
  'refusal.noSuchPieceThere': [{ text: 'Bc4', square: 'c4' }],
  'refusal.notLegal': [{ side: 'white', move: 'g1g3', why: WHY }],
  'refusal.mustPlayIntended': [{ side: 'white', move: KNIGHT }],
  'refusal.mustMoveBound': [{ side: 'white', square: 'd1' }],
  'refusal.noPieceToMove': [{ side: 'black', square: 'e4' }],
  'refusal.noPieceToDrop': [{ side: 'white', role: 'queen' }],
  'refusal.legalNotIllegal': [{ move: KNIGHT }],
  'refusal.notYourClock': [{ by: 'black', turn: 'white' }],
  'refusal.nothingToTouch': [{ square: 'e4' }],
  'refusal.notOnMove': [{ side: 'black' }],
  'refusal.claimNotOnMove': [{}],
  'refusal.claimIllegalFirst': [{}],
  'refusal.intendedNotLegal': [{ move: 'e2e5' }],
  'refusal.noClaimsOfKind': ['threefold', 'fifty', 'quickplay-finish'].map((kind) => ({
    regulation: 'casual',
    kind,
  })),
  'refusal.nothingToDecide': [{}],
  'refusal.noIllegalToClaim': [{ offender: 'black', by: 'white' }],
  'refusal.noRulingOnClaim': [{}],
  'refusal.clockCannotTakeBack': [{ text: 'no press to undo' }],
  'refusal.ownFlag': [{ side: 'white' }],
  'refusal.flagNotFallen': [{ side: 'black' }],
  'refusal.noFlag': [{}],
  'refusal.flagFellFirst': [{ side: 'white', at: 180_000 }],
  'refusal.flagBeforeEvent': [{ side: 'black', at: 180_000 }],
  'refusal.nothingToTakeBack': [{}],
  'refusal.badNow': [{}],
  'refusal.plugin': [{ plugin: 'sofiaRules', hook: 'validate', text: 'boom' }],
  'why.noPiece': [{ square: 'e4' }],
  'why.notYours': [{ side: 'white', role: 'knight', square: 'g8' }],
  'why.mustPromote': [{ uci: 'e7e8' }],
  'why.noPromotion': [{}],
  'why.promotesTo': [
    { role: 'king', variant: 'standard chess' },
    { role: 'king', variant: 'Chess960' },
    { role: 'king', variant: 'Atomic' },
  ],
  'why.noMoves': [
    { role: 'bishop', square: 'c1', check: false },
    { role: 'rook', square: 'a1', check: true },
  ],
  'why.goesTo': [
    { role: 'knight', square: 'g1', targets: ['f3', 'h3'], check: false },
    { role: 'king', square: 'e1', targets: ['d1'], check: true },
  ],
  'why.noDrops': [{ variant: 'standard chess' }, { variant: 'Racing Kings' }],
  'why.notInHand': [{ side: 'black', role: 'pawn' }],
  'why.occupied': [{ square: 'e4' }],
  'why.pawnRank': [{}],
  'why.dropNow': [
    { role: 'knight', square: 'e4', check: true },
    { role: 'pawn', square: 'e4', check: false },
  ],
  'rule.underCategory': ['bullet', 'blitz', 'rapid', 'standard'].map((category) => ({
    category,
    summary: msg('drawOffers.rule.agreement', {}),
  })),
  'core.rule.legal': [{}],
  'core.rule.resign': [{}],
  'core.rule.clock': [{}],
  'core.rule.arbiter': [{}],
  'variant.rule.start': [{}],
  'variant.rule.castling': [{}],
  'variant.rule.moves': [{}],
  'variant.rule.pawns': [{}],
  'variant.rule.check': [{}],
  'variant.rule.mate': [{}],
  'variant.rule.stalemate': [{}],
  'variant.rule.chess960': [{ start: 518 }],
  'variant.rule.own': lichessVariants().flatMap((v) =>
    v.rules.map((r) => ({ id: r.id, text: r.summary })),
  ),
  'variant.rule.variantMoves': lichessVariants().map((v) => ({ variant: v.title })),
  'timeControl.rule.clock': [{ control: '3+2' }],
  'timeControl.rule.category': ['bullet', 'blitz', 'rapid', 'standard'].map((category) => ({
    control: '3+2',
    category,
  })),
  'automaticDraws.rule.dead': [{ how: 'full' }, { how: 'quick' }, { how: 'material' }],
  'automaticDraws.rule.fivefold': [{ consecutive: false }, { consecutive: true }],
  'automaticDraws.rule.seventyFive': [{}],
  'claimableDraws.rule.threefold': [{ intendedMove: true }, { intendedMove: false }],
  'claimableDraws.rule.fifty': [{ moves: 50 }],
  'claimableDraws.rule.legacy75': [{}],
  'claimableDraws.rule.automatic': [{}],
  'claimableDraws.currentOnly': [{}],
  'claimableDraws.notThird': [{}],
  'claimableDraws.notThreeTimes': [{}],
  'claimableDraws.intendedNotFifty': [{ moves: 50 }],
  'claimableDraws.notFifty': [{ moves: 75 }],
  'illegalMoves.rule.rejected': [{}],
  'illegalMoves.rule.completed': [{}],
  'illegalMoves.rule.unpromoted': [{}],
  'illegalMoves.rule.press': [{}],
  'illegalMoves.rule.twoHands': [{}],
  'illegalMoves.rule.forfeit': [{}],
  'illegalMoves.rule.penalty': [
    { lossOn: 2, bonus: 120_000 },
    { lossOn: 3, bonus: 60_000 },
  ],
  'illegalMoves.rule.loss': [
    { lossOn: 2, drawIfCannotMate: true },
    { lossOn: 3, drawIfCannotMate: false },
  ],
  'illegalMoves.rule.unsupervised': [{}],
  'illegalMoves.rejected': [{}],
  'incorrectClaim.rule.opponentBonus': [{ time: 120_000 }],
  'incorrectClaim.rule.claimantDeduction': [{ time: 60_000 }],
  'incorrectClaim.rule.halfUpToThree': [{}],
  'incorrectClaim.rule.none': [{}],
  'incorrectClaim.rule.intended': [{}],
  'flagFall.rule.flag': [{ drawIfCannotMate: true }, { drawIfCannotMate: false }],
  'flagFall.rule.bothDraw': [{}],
  'flagFall.rule.bothFide': [{}],
  'flagFall.playOn': [{}],
  'drawOffers.rule.stands': [{}],
  'drawOffers.rule.agreement': [{}],
  'drawOffers.rule.notAllowed': [{}],
  'drawOffers.notAllowed': [{}],
  'drawOffers.ownStands': [{ side: 'white' }],
  'drawOffers.otherStands': [{ side: 'black' }],
  'drawOffers.noOffer': [
    { side: 'white', answer: 'accept' },
    { side: 'black', answer: 'decline' },
  ],
  'touchMove.rule.touched': [{}],
  'touchMove.rule.castling': [{}],
  'touchMove.rule.noClaim': [{}],
  'touchMove.noClaim': [{}],
  'touchMove.mustTake': [{ from: 'e4', to: 'd5' }],
  'touchMove.mustCastle': [{ rook: 'h1' }],
  'touchMove.otherKingMove': [{ rook: 'a1' }],
  'touchMove.mustMove': [{ square: 'g1' }],
  'touchMove.mustBeTaken': [{ square: 'd5' }],
  'quickplayFinish.rule': [{ under: 120_000 }],
  'quickplayFinish.noClock': [{}],
  'quickplayFinish.notLastPeriod': [{ side: 'white' }],
  'quickplayFinish.flagFallen': [{ side: 'black' }],
  'quickplayFinish.notUnder': [{ side: 'white', left: 150_000, under: 120_000 }],
  'quickplayFinish.cannotWin': [{}],
  'scoring.rule': [
    { win: 1, draw: 0.5, loss: 0 },
    { win: 3, draw: 1, loss: 0 },
  ],
  'drawOdds.rule': [{ side: 'black' }],
  'takebacks.rule': [{}],
};

/** Keys whose Russian is the text a plugin, the clock or notation gave, as it is. */
const AS_GIVEN = new Set<string>(['text', 'unplayable.position', 'refusal.san']);

/** Parameters that hold text from outside (a plugin's words, a name, notation): kept as given. */
const GIVEN_PARAMS = new Set([
  'text',
  'reason',
  'regulation',
  'plugin',
  'hook',
  'move',
  'uci',
  'control',
  'square',
  'squares',
  'targets',
  'from',
  'to',
  'rook',
  'result',
  'id',
  'title',
]);

/** The strings of a message's parameters that may stand in Latin letters (nested messages too). */
function givenText(key: string, params: object): string[] {
  return Object.entries(params).flatMap(([name, value]): string[] => {
    // A variant's rule comes in English: the catalog words it by ID.
    if (key === 'variant.rule.own' && name === 'text') return [];
    if (typeof value === 'string') return GIVEN_PARAMS.has(name) ? [value] : [];
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
    if (value && typeof value === 'object' && 'key' in value)
      return givenText((value as Message).key, (value as Message).params);
    return [];
  });
}

/** Names and notation a Russian arbiter writes in Latin letters too. */
const LATIN_ALLOWED = new Set([
  'FIDE',
  'PGN',
  'UCI',
  'SAN',
  'Chess960',
  'now',
  'from',
  'to',
  'promotion',
]);

/** The Latin words of `text` other than squares, moves, allowed names and `given` text. */
function latinWords(text: string, given: readonly string[]): string[] {
  let rest = text;
  for (const g of [...given].sort((a, b) => b.length - a.length)) rest = rest.split(g).join(' ');
  rest = rest.replace(/O-O(-O)?/g, ' ').replace(/[a-h][1-8]/g, ' ');
  return (rest.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
}

const every = Object.entries(SAMPLES).flatMap(([key, list]) =>
  (list as readonly object[]).map((params) => ({ key, params })),
);

describe('the Russian catalog', () => {
  it('words every key of the English catalog, and the samples cover them all', () => {
    expect(Object.keys(RU.templates).sort()).toEqual(Object.keys(EN_TEMPLATES).sort());
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(EN_TEMPLATES).sort());
  });

  it.each(every.map((s) => [s.key, JSON.stringify(s.params).slice(0, 80), s] as const))(
    '%s %s reads as Russian',
    (_key, _params, { key, params }) => {
      const message = msg(key as MessageKey, params as never);
      const text = ru(message);
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/undefined|\[object|NaN|null/);
      // No rule ID in the words: the rule is shown beside the message.
      expect(text).not.toMatch(/\b[LSV]-(\d|[a-z]+\.)/);
      // No gap a missing part would leave.
      expect(text).not.toMatch(/ {2}|\s[,.;:)]|\(\s| \(\)/);
      expect(latinWords(text, givenText(key, params))).toEqual([]);
      if (!AS_GIVEN.has(key)) {
        expect(text).toMatch(/[а-яё]/i);
        expect(text).not.toBe(en(message));
      }
    },
  );

  it('L-5.1.1 L-5.2.1 L-5.2.2 L-9.2 L-9.3 L-9.6.1 L-6.9 every termination in FIDE words, and an unknown one kept', () => {
    const words = (termination: string, winner?: 'white' | 'black') =>
      ru(
        msg('outcome', {
          result: winner ? (winner === 'white' ? '1-0' : '0-1') : '1/2-1/2',
          termination,
          winner,
        }),
      );
    expect(words('checkmate', 'black')).toBe('мат: победа чёрных');
    expect(words('stalemate')).toBe('пат: ничья');
    expect(words('dead-position')).toContain('мёртвая позиция');
    expect(words('threefold-repetition')).toBe('ничья ввиду троекратного повторения позиции');
    expect(words('fifty-moves')).toBe('ничья по правилу 50 ходов');
    expect(words('fivefold-repetition')).toContain('в пятый раз');
    expect(words('agreement')).toBe('ничья по соглашению');
    expect(words('timeout', 'white')).toBe('победа белых по времени');
    expect(words('timeout-vs-insufficient-material')).toContain('никакой серией возможных ходов');
    expect(words('arbiter', 'white')).toBe('победа белых по решению арбитра');
    expect(words('sofia-forfeit', 'white')).toBe('победа белых (sofia-forfeit)');
  });

  it('L-9.3 move counts take the Russian plural: 1 ход, 2 хода, 5 ходов, 11 ходов, 21 ход', () => {
    const fifty = (moves: number) => ru(msg('claimableDraws.rule.fifty', { moves }));
    for (const [n, form] of [
      [1, '1 ход '],
      [2, '2 хода '],
      [4, '4 хода '],
      [5, '5 ходов '],
      [11, '11 ходов '],
      [14, '14 ходов '],
      [21, '21 ход '],
      [22, '22 хода '],
      [50, '50 ходов '],
      [112, '112 ходов '],
    ] as const)
      expect(fifty(n)).toContain(`сделал ${form}`);
  });

  it('L-10.1 points take the Russian plural, ½ and fractions too', () => {
    expect(ru(msg('scoring.rule', { win: 1, draw: 0.5, loss: 0 }))).toBe(
      'за победу 1 очко, за ничью ½ очка, за поражение 0 очков',
    );
    expect(ru(msg('scoring.rule', { win: 3, draw: 1.5, loss: 0 }))).toBe(
      'за победу 3 очка, за ничью 1,5 очка, за поражение 0 очков',
    );
  });

  it('L-9.2 L-9.5 claims read as a Russian arbiter says them, a plugin title in quotes', () => {
    expect(
      ru(msg('cause.claimCorrect', { side: 'white', title: THREEFOLD, intended: KNIGHT })),
    ).toBe(
      'Белые правильно потребовали ничью ввиду троекратного повторения позиции, записав ход Кf3',
    );
    expect(ru(msg('claim.rejected', { side: 'black', title: 'Sofia draw' }))).toBe(
      'арбитр отклонил требование чёрных «Sofia draw»: игра продолжается',
    );
  });

  it('V- the variants name their own rules in Russian by ID, options read from the English', () => {
    const own = (variant: { rules: readonly { id: string; summary: string }[] }, id: string) => {
      const rule = variant.rules.find((r) => r.id === id)!;
      return ru(msg('variant.rule.own', { id: rule.id, text: rule.summary }));
    };
    expect(own(threeCheck(), 'V-3check.checks')).toBe(
      'сторона, объявившая шах три раза, сразу побеждает',
    );
    expect(own(threeCheck({ checks: 5 }), 'V-3check.checks')).toBe(
      'сторона, объявившая шах 5 раз, сразу побеждает',
    );
    expect(own(threeCheck({ checks: 2 }), 'V-3check.checks')).toContain('2 раза');
    expect(own(kingOfTheHill(), 'V-kingofthehill.hill')).toBe(
      '«Царь горы»: король, дошедший до центра (d4, e4, d5, e5), сразу побеждает',
    );
    expect(own(kingOfTheHill({ hill: ['e4', 'd5'] }), 'V-kingofthehill.hill')).toContain(
      '(e4, d5)',
    );
    // A rule the catalog does not know keeps the variant's own words.
    expect(ru(msg('variant.rule.own', { id: 'V-mine.rule', text: 'kings may jump' }))).toBe(
      'kings may jump',
    );
    expect(own(threeCheck({ name: 'fivecheck', checks: 5 }), 'V-fivecheck.checks')).toBe(
      'the side that gives check 5 times wins at once',
    );
  });
});

describe('Russian through the public API', () => {
  /** A FIDE blitz game on an injected clock at 0. */
  const blitz = () => {
    const clock = { t: 0 };
    const game = unwrap(createGame(fideBlitz(), { now: () => clock.t }));
    return { game, clock };
  };

  it('L-7.5.1 L-B.2 an illegal move in blitz: «Белые сделали невозможный ход Фd1:d8», the position restored, +1:00 to Black', () => {
    const { game, clock } = blitz();
    clock.t += 1000;
    unwrap(game.illegalMove('Qd1xd8'));
    const ruling = game.state.rulings.at(-1)!;
    expect(ruling.rule).toBe('L-B.2');
    expect(formatMessage(ruling.message, { locale: 'ru' })).toBe(
      'Белые сделали невозможный ход Фd1:d8; восстановлена позиция, предшествовавшая нарушению; +1:00 чёрным',
    );
  });

  it('L-7.5.5 the second illegal move loses: the outcome says so in Russian', () => {
    const { game, clock } = blitz();
    clock.t += 1000;
    unwrap(game.illegalMove('Qd1xd8'));
    clock.t += 1000;
    unwrap(game.illegalMove('Ng1-g3'));
    const outcome = game.state.outcome!;
    expect(outcome.termination).toBe('illegal-moves');
    expect(formatMessage(outcome.reason, { locale: 'ru' })).toBe(
      'Белые сделали невозможный ход Кg1-g3; это их второй невозможный ход: победа чёрных ввиду невозможных ходов соперника',
    );
  });

  it('L-9.2 L-9.5 an incorrect threefold claim in blitz costs the claimant a minute to the opponent', () => {
    const { game, clock } = blitz();
    clock.t += 1000;
    unwrap(game.claim({ by: 'white', kind: 'threefold' }));
    const ruling = game.state.rulings.at(-1)!;
    expect(ruling.kind).toBe('incorrect-claim');
    expect(formatMessage(ruling.message, { locale: 'ru' })).toBe(
      'Требование белых о ничьей ввиду троекратного повторения позиции оказалось неправильным (позиция не повторилась трижды): +1:00 чёрным',
    );
  });

  it('L-9.2 a correct threefold claim ends the game, in Russian', () => {
    const { game, clock } = blitz();
    for (const uci of 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'.split(' ')) {
      clock.t += 1000;
      unwrap(game.play(uci));
    }
    unwrap(game.claim({ by: 'white', kind: 'threefold' }));
    expect(formatMessage(game.state.outcome!.reason, { locale: 'ru' })).toBe(
      'Белые правильно потребовали ничью ввиду троекратного повторения позиции: ничья ввиду троекратного повторения позиции',
    );
  });

  it('L-6.9 a flag fall: «У белых упал флажок: победа чёрных по времени»', () => {
    const { game, clock } = blitz();
    clock.t += 60 * 60_000;
    unwrap(game.callFlag('black'));
    const outcome = game.state.outcome!;
    expect(outcome.termination).toBe('timeout');
    expect(formatMessage(outcome.reason, { locale: 'ru' })).toBe(
      'У белых упал флажок: победа чёрных по времени',
    );
  });

  it('L-3.10 a refused move explains itself in Russian', () => {
    const { game } = blitz();
    const refused = game.play('g1g3');
    expect(refused.ok).toBe(false);
    const detail = !refused.ok ? refused.error.detail : undefined;
    expect(detail && formatMessage(detail, { locale: 'ru' })).toBe(
      'ход g1g3 для белых в этой позиции невозможен: конь на g1 может пойти на f3, h3',
    );
  });

  it('L-B.2 L-7.5.5 L-9.5 formatRegulation of FIDE blitz in Russian has no English words', () => {
    const lines = formatRegulation(fideBlitz(), { locale: 'ru' }).split('\n').slice(1);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      // `  ID  plugin  summary`: the ID and the plugin's name are the same in every language.
      const summary = line
        .trim()
        .split(/\s{2,}/)
        .slice(2)
        .join('  ');
      expect(summary, line).toMatch(/[а-яё]/i);
      expect(latinWords(summary, ['3+2']), line).toEqual([]);
    }
    const text = lines.join('\n');
    expect(text).toContain('в блице: ');
    expect(text).toContain('невозможный ход');
  });
});
