/**
 * The one module where what the rules decided is put into the interface's words: rulings,
 * refusals, results, touch-move obligations and the "Rules in force" panel, with moves in SAN.
 *
 * The rules package writes these as English sentences today (with UCI moves). Until its
 * message catalog lands, the demo words them here from the structured facts the rules give (a
 * ruling's kind, side, rule, event and clock adjustments; an outcome's termination, winner and
 * event; a refusal's code and rule), in English and Russian. When the catalog lands, each
 * function below becomes a call to it: this file is the only one to change.
 */
import { type Color, makeSquare, opposite } from '@chesslaws/board';
import { formatClockTime } from '@chesslaws/clock';
import { type Move, type Position, parseUci } from '@chesslaws/moves';
import type {
  GameEvent,
  GameOutcome,
  LineMove,
  RuleDescription,
  Ruling,
  TouchObligation,
} from '@chesslaws/rules';
import { notationById, writeIllegalMove, writeMove } from '../record/notation.js';
import { lang, t } from './lang.js';

/** What a ruling or an outcome is read against: the game's log, its line and its start. */
export interface RulingContext {
  /** The game's events (the log). */
  readonly events: readonly GameEvent[];
  /** The moves on the board, as the rules keep them. */
  readonly line: readonly LineMove[];
  /** The start position. */
  readonly start: Position;
}

type Side = Color;
const ru = lang === 'ru';
/** Moves in rulings: SAN with the interface language's letters (Кf3 in Russian). */
const SAN = notationById(ru ? 'san:ru' : 'san:en');

const NOM = ru ? { white: 'белые', black: 'чёрные' } : { white: 'White', black: 'Black' };
const GEN = ru ? { white: 'белых', black: 'чёрных' } : { white: "White's", black: "Black's" };
const DAT = ru ? { white: 'белым', black: 'чёрным' } : { white: 'White', black: 'Black' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The position on the board just before event `index`, as the rules' line has it. */
function positionBefore(ctx: RulingContext, index: number): Position {
  let pos = ctx.start;
  for (const entry of ctx.line) {
    if (entry.event >= index) break;
    pos = entry.after;
  }
  return pos;
}

/** A move in SAN, or in long form when the position does not allow it (an illegal move). */
function moveText(pos: Position, move: Move): string {
  try {
    return pos.isLegal(move) ? writeMove(pos, move, SAN) : writeIllegalMove(pos, move, SAN);
  } catch {
    return writeIllegalMove(pos, move, SAN);
  }
}

/** The move UCI text `uci` names, written as people read it, in the position before event `index`. */
function eventMove(ctx: RulingContext, index: number, uci: string | undefined): string {
  const move = uci === undefined ? undefined : parseUci(uci);
  if (!move) return uci ?? '';
  return moveText(positionBefore(ctx, index), move);
}

/** How an ID of REGULATIONS.md is shown: L-articles as they are; a source's ID in the interface's words. */
export function ruleName(id: string): string {
  if (!ru) return id;
  const variant = /^V-([a-z0-9]+)\./.exec(id);
  if (variant) return `вариант «${t.variants[variant[1]!] ?? variant[1]}»`;
  return RU_RULE_NAMES[id] ?? id;
}

/** The non-article IDs in Russian (an article's ID is the same in every language). */
const RU_RULE_NAMES: Readonly<Record<string, string>> = {
  'S-blitz': 'старый кодекс, блиц',
  'S-strikes': 'старый кодекс, три хода',
  'S-claim-9.5-old': 'старый кодекс, 9.5',
  'S-claim-5': 'советский кодекс, 5 минут',
  'S-arbiter-clock': 'часы судьи',
  'S-modes': 'режимы часов',
  'S-freeze': 'остановка часов',
  'S-apportion': 'пересчёт времени',
  'E-armageddon': 'Армагеддон',
  casual: 'товарищеская партия',
};

/** Clock changes in words: `+1:00 to Black`. */
function adjustments(list: Ruling['adjustments']): string {
  return (list ?? [])
    .map(
      (a) =>
        `${a.delta > 0 ? '+' : '−'}${formatClockTime(Math.abs(a.delta))} ${ru ? DAT[a.side] : `to ${DAT[a.side]}`}`,
    )
    .join(', ');
}

/** A claim kind in words: the Laws' draws in this app's words, another kind in its plugin's. */
export function claimTitle(kind: string, pluginTitle: string): string {
  if (kind === 'threefold') return ru ? 'троекратное повторение' : 'threefold repetition';
  if (kind === 'fifty') return ru ? 'правило 50 ходов' : 'the fifty-move rule';
  if (kind === 'quickplay-finish' && ru) return 'ничью в быстром окончании';
  if (kind === 'illegal-move') return ru ? 'невозможный ход' : 'an illegal move';
  return pluginTitle;
}

/** What the illegal move of event `index` was: a press without a move, two hands, a pawn left unpromoted, or a move. */
function illegalLabel(ctx: RulingContext, index: number, side: Side): string {
  let event = ctx.events[index];
  // A claim of an illegal move rules on the illegal move before it.
  if (event?.type === 'claim')
    for (let i = index - 1; i >= 0; i--)
      if (ctx.events[i]?.type === 'illegal-move') {
        event = ctx.events[i];
        index = i;
        break;
      }
  if (event?.type === 'press')
    return ru
      ? `${cap(NOM[side])} нажали часы без хода`
      : `${NOM[side]} pressed the clock without a move`;
  if (event?.type !== 'illegal-move') return ru ? 'Невозможный ход' : 'An illegal move';
  const move = eventMove(ctx, index, event.move);
  const parsed = parseUci(event.move);
  const before = positionBefore(ctx, index);
  const piece = parsed && !parsed.drop ? before.pieceAt(parsed.from) : undefined;
  const lastRank = parsed && (parsed.to >> 3 === 7 || parsed.to >> 3 === 0);
  if (event.twoHands)
    return ru
      ? `${cap(NOM[side])}: ход ${move} двумя руками`
      : `${NOM[side]} played ${move} with two hands`;
  if (piece?.role === 'pawn' && lastRank && !parsed?.promotion)
    return ru
      ? `${cap(NOM[side])}: пешка не превращена на ${makeSquare(parsed!.to)}`
      : `${NOM[side]} left a pawn unpromoted on ${makeSquare(parsed!.to)}`;
  return ru
    ? `${cap(NOM[side])}: невозможный ход ${move}`
    : `${NOM[side]} completed the illegal move ${move}`;
}

/** A ruling in words, without its rule (shown beside it once). */
export function rulingText(ruling: Ruling, ctx: RulingContext): string {
  const side = ruling.side ?? 'white';
  const event = ctx.events[ruling.event];
  const bonus = adjustments(ruling.adjustments);
  switch (ruling.kind) {
    case 'illegal-move':
    case 'penalty': {
      const label = illegalLabel(ctx, ruling.event, side);
      const twoHands = event?.type === 'illegal-move' && event.twoHands;
      const board = twoHands
        ? ru
          ? 'ход остаётся'
          : 'the move stands'
        : ru
          ? 'позиция восстановлена'
          : 'the position is restored';
      return `${label}; ${board}${bonus ? `; ${bonus}` : ''}`;
    }
    case 'illegal-move-stood': {
      const illegal = [...ctx.events.slice(0, ruling.event).entries()]
        .reverse()
        .find(([, e]) => e.type === 'illegal-move');
      const move = illegal ? eventMove(ctx, illegal[0], (illegal[1] as { move: string }).move) : '';
      return ru
        ? `Невозможный ход ${move} (${NOM[side]}) остался: о нём не заявили до ответного хода`
        : `${GEN[side]} illegal move ${move} stood: it was not claimed before the reply`;
    }
    case 'incorrect-claim': {
      const claim = event?.type === 'claim' ? event : undefined;
      const title = claimTitle(claim?.claim ?? '', claim?.claim ?? '');
      const intended =
        claim?.intended !== undefined ? eventMove(ctx, ruling.event, claim.intended) : undefined;
      const withMove = intended ? (ru ? ` с ходом ${intended}` : ` with ${intended}`) : '';
      return ru
        ? `Неверное заявление (${NOM[side]}): ${title}${withMove}${bonus ? `; ${bonus}` : ''}`
        : `${GEN[side]} claim of ${title}${withMove} was incorrect${bonus ? `: ${bonus}` : ''}`;
    }
    case 'claim-rejected':
      return ru
        ? `Судья отклонил заявление (${NOM[side]}); игра продолжается`
        : `The arbiter rejected ${GEN[side]} claim; play goes on`;
    case 'awaiting-arbiter':
      return awaitingText(ctx, ruling.event, side);
    case 'play-on':
      return ru ? 'Игра продолжается' : 'Play goes on';
    default:
      return ruling.message;
  }
}

/** Why the board waits for the arbiter, from the event that stopped it. */
export function awaitingText(ctx: RulingContext, index: number, side: Side): string {
  const event = ctx.events[index];
  if (event?.type === 'claim') {
    const title = claimTitle(event.claim, event.claim);
    return ru
      ? `${cap(NOM[side])} заявляют ${title}: часы остановлены, решает судья`
      : `${NOM[side]} claims ${title}: the clocks are stopped and the arbiter decides`;
  }
  const move = event?.type === 'illegal-move' ? eventMove(ctx, index, event.move) : '';
  return ru
    ? `Невозможный ход ${move} (${NOM[side]}) оставил позицию, в которой играть нельзя: решает судья`
    : `${GEN[side]} illegal move ${move} left a position that cannot be played on: the arbiter decides`;
}

/** The result in words: `1-0`, and who won. */
function winnerWords(winner: Side | undefined): string {
  if (!winner) return ru ? 'ничья' : 'a draw';
  return ru ? `победа ${GEN[winner]}` : `${NOM[winner]} wins`;
}

/** Why the game ended, in one sentence, without its rule: the cause, then the result. */
export function outcomeText(outcome: GameOutcome, ctx: RulingContext): string {
  const event = ctx.events[outcome.event];
  const loser = outcome.winner ? opposite(outcome.winner) : undefined;
  const who = winnerWords(outcome.winner);
  let cause: string | undefined;
  switch (event?.type) {
    case 'resign':
      cause = ru ? `${cap(NOM[event.by])} сдались` : `${NOM[event.by]} resigned`;
      break;
    case 'accept-draw':
      cause = ru
        ? `${cap(NOM[event.by])} приняли предложение ничьей`
        : `${NOM[event.by]} accepted the draw offer`;
      break;
    case 'claim': {
      const title = claimTitle(event.claim, event.claim);
      const intended =
        event.intended !== undefined ? eventMove(ctx, outcome.event, event.intended) : undefined;
      const withMove = intended ? (ru ? ` с ходом ${intended}` : ` with ${intended}`) : '';
      cause =
        event.claim === 'illegal-move'
          ? illegalLabel(ctx, outcome.event, opposite(event.by))
          : ru
            ? `${cap(NOM[event.by])} заявили ${title}${withMove}, верно`
            : `${NOM[event.by]} claimed ${title}${withMove}, correctly`;
      break;
    }
    case 'illegal-move':
    case 'press':
      cause = illegalLabel(ctx, outcome.event, positionBefore(ctx, outcome.event).turn);
      break;
    case 'decide-claim':
      cause = ru ? 'Судья признал заявление верным' : 'The arbiter upheld the claim';
      break;
    case 'declare':
      cause = ru
        ? `Судья объявил результат ${event.result}`
        : `The arbiter declared ${event.result}`;
      break;
    case 'move': {
      const entry = ctx.line.find((m) => m.event === outcome.event);
      if (entry)
        cause = ru
          ? `После хода ${moveText(entry.before, entry.move)}`
          : `After ${moveText(entry.before, entry.move)}`;
      break;
    }
    default:
      break;
  }
  if (
    outcome.termination === 'timeout' ||
    outcome.termination === 'timeout-vs-insufficient-material'
  ) {
    // The flag that fell is the running clock's: the loser's, or in a draw the side on move's.
    const flagged = loser ?? positionBefore(ctx, outcome.event).turn;
    cause = ru ? `У ${GEN[flagged]} упал флажок` : `${GEN[flagged]} flag fell`;
  }
  const mapped = outcome.mappedFrom
    ? ru
      ? ` вместо ничьей (${ruleName(outcome.mappedFrom.byRule)} → ${ruleName(outcome.byRule)})`
      : ` instead of a draw (${outcome.mappedFrom.byRule} → ${outcome.byRule})`
    : '';
  return `${cause ? `${cause}: ` : ''}${who}${mapped}.`;
}

/** A refusal of the rules in words, with its rule when a rule refused. */
export function refusalText(error: {
  readonly code: string;
  readonly message: string;
  readonly rule?: string | undefined;
}): string {
  const rule = error.rule ? ` (${ruleName(error.rule)})` : '';
  if (!ru) return error.message.endsWith(')') || !rule ? error.message : `${error.message}${rule}`;
  const words = RU_REFUSALS[error.code] ?? 'Это действие сейчас невозможно';
  return `${words}${rule}`;
}

/** The rules' refusals by code, in Russian. */
const RU_REFUSALS: Readonly<Record<string, string>> = {
  ERR_RULES_GAME_OVER: 'Партия окончена',
  ERR_RULES_ILLEGAL_MOVE: 'Этот ход невозможен',
  ERR_RULES_BAD_MOVE: 'Такого хода нет',
  ERR_RULES_BAD_ACTION: 'Неверное действие',
  ERR_RULES_NOT_ON_MOVE: 'Сейчас ход соперника',
  ERR_RULES_REFUSED: 'Регламент этого не допускает',
  ERR_RULES_NO_OFFER: 'Предложения ничьей нет',
  ERR_RULES_OFFER_PENDING: 'Предложение ничьей уже сделано',
  ERR_RULES_NO_FLAG: 'Флажок не упал',
  ERR_RULES_NOTHING_TO_TAKE_BACK: 'Нечего брать назад',
  ERR_RULES_AWAITING_ARBITER: 'Сначала должен решить судья',
  ERR_RULES_NOTHING_TO_CLAIM: 'Заявлять не о чем',
  ERR_RULES_NOTHING_TO_DECIDE: 'Судье нечего решать',
  ERR_RULES_INTENDED_MOVE: 'После неверного заявления нужно сделать записанный ход',
  ERR_RULES_CLOCK: 'Часы этого не позволяют',
  ERR_RULES_NO_CLOCK: 'В партии нет часов',
  ERR_RULES_START: 'Партию с такими настройками начать нельзя',
};

/** What the pieces touched oblige the side to move to do (L-4.3, L-4.4): the piece, and the moves that satisfy it. */
export function touchText(obligation: TouchObligation, position: Position): string {
  const moves = obligation.moves.map((m) => moveText(position, m)).join(', ');
  const from = obligation.moves[0]?.from;
  const piece = from === undefined ? undefined : position.pieceAt(from);
  const what = piece ? `${t.roles[piece.role]} ${ru ? 'на' : 'on'} ${makeSquare(from!)}` : '';
  return ru
    ? `${what ? `${cap(what)}: ` : ''}нужно сделать ход: ${moves}`
    : `${what ? `the ${what}` : 'the piece touched'} must move: ${moves}`;
}

/** One line of the "Rules in force" panel. */
export interface RuleLine {
  /** The ID of REGULATIONS.md (`L-7.5.5`). */
  readonly id: string;
  /** The ID as shown. */
  readonly name: string;
  /** What the rule says in this game, in the interface's words. */
  readonly text: string;
}

/** The rules in force, one line each, in the interface's words. */
export function ruleLines(rules: readonly RuleDescription[]): RuleLine[] {
  return rules.map((r) => ({
    id: r.id,
    name: ruleName(r.id),
    text: ru ? ruSummary(r) : r.summary,
  }));
}

/** A rule's summary in Russian: a phrase for each summary the presets write, their numbers kept. */
function ruSummary(r: RuleDescription): string {
  const s = r.summary;
  const category = /^under an? (\w+) control: (.*)$/.exec(s);
  if (category) {
    const inner = ruSummary({ ...r, summary: category[2]! });
    return `при контроле ${RU_CATEGORY[category[1]!] ?? category[1]}: ${inner}`;
  }
  for (const [pattern, words] of RU_PATTERNS) {
    const m = pattern.exec(s);
    if (m) return words(m);
  }
  return RU_SUMMARIES[s] ?? s;
}

const RU_CATEGORY: Readonly<Record<string, string>> = {
  standard: 'классики',
  rapid: 'рапида',
  blitz: 'блица',
  bullet: 'пули',
};

const RU_PATTERNS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [
    /^clock (.+); the clock of the side to move starts$/,
    (m) => `контроль ${m[1]}; пускаются часы стороны, чей ход`,
  ],
  [
    /^(.+) is (\w+) by base \+ 60 × increment$/,
    (m) => `${m[1]}: ${RU_CATEGORY[m[2]!] ?? m[2]} (основное время + 60 × добавление)`,
  ],
  [
    /^the first illegal move gives the opponent \+(.+)$/,
    (m) => `первый невозможный ход: сопернику +${m[1]}`,
  ],
  [
    /^each of the first (\d+) illegal moves gives the opponent \+(.+)$/,
    (m) => `каждый из первых ${m[1]} невозможных ходов: сопернику +${m[2]}`,
  ],
  [
    /^the (\d+)\w\w illegal move loses, or draws if the opponent cannot mate$/,
    (m) => `${m[1]}-й невозможный ход проигрывает (ничья, если соперник не может поставить мат)`,
  ],
  [
    /^an incorrect claim gives the opponent \+(.+)$/,
    (m) => `неверное заявление: сопернику +${m[1]}`,
  ],
  [/^the moves are those of (.+)$/, (m) => `ходы по правилам варианта «${ruVariant(m[1]!)}»`],
  [
    /^Chess960 from start position (\d+) unless the game names another; castling onto the standard squares$/,
    (m) =>
      `шахматы Фишера: позиция ${m[1]}, если партия не называет другую; рокировка на обычные поля`,
  ],
  [
    /^under a control without increment, the player on move with less than (.+) left may claim a draw because the opponent cannot win by normal means; the clocks stop and the arbiter decides$/,
    (m) =>
      `при контроле без добавления игрок, у которого меньше ${m[1]}, может заявить ничью: соперник не может выиграть обычными средствами; часы останавливаются, решает судья`,
  ],
];

const ruVariant = (title: string): string =>
  Object.entries(t.variants).find(([, v]) => v === title)?.[1] ??
  (
    {
      Antichess: 'Поддавки',
      Atomic: 'Атомные шахматы',
      Crazyhouse: 'Крейзихаус',
      Horde: 'Орда',
      'King of the Hill': 'Царь горы',
      'Racing Kings': 'Гонка королей',
      'Three-check': 'Три шаха',
    } as Record<string, string>
  )[title] ??
  title;

/** The presets' fixed summaries in Russian. */
const RU_SUMMARIES: Readonly<Record<string, string>> = {
  'any draw counts as a win for Black': 'любая ничья засчитывается как победа чёрных',
  'a win scores 1, a draw ½, a loss 0': 'победа — 1 очко, ничья — ½, поражение — 0',
  'the arbiter may declare a result, and decides the claims put to him':
    'судья может объявить результат и решает поданные ему заявления',
  'the standard start position': 'обычная начальная позиция',
  'only a legal move is played on the board': 'на доске делается только возможный ход',
  'illegal moves are refused: the app prevents them':
    'невозможные ходы не принимаются: приложение их не допускает',
  'pieces move and capture as Article 3 says; a pinned piece still attacks':
    'фигуры ходят и бьют по статье 3; связанная фигура всё равно нападает',
  'pawns: double step, en passant on the very next move only, promotion':
    'пешки: ход на два поля, взятие на проходе только сразу, превращение',
  'castling with the king two squares toward the rook':
    'рокировка: король идёт на два поля к ладье',
  'no move may leave or place the own king in check':
    'нельзя ходить так, чтобы свой король оказался или остался под шахом',
  "a deliberately touched piece must be moved, or taken if it is the opponent's":
    'тронутой намеренно фигурой нужно сходить, а тронутую фигуру соперника — взять',
  'king then rook touched: castle with that rook if legal; rook first: no castling with it':
    'тронуты король, затем ладья — рокировка с этой ладьёй, если возможна; сначала ладья — с ней рокироваться нельзя',
  'checkmate wins the game at once': 'мат сразу выигрывает партию',
  'a player may resign at any time; the opponent wins':
    'игрок может сдаться в любой момент; выигрывает соперник',
  'stalemate draws the game at once': 'пат сразу означает ничью',
  'a dead position ends the game at once (material and blocked pawn walls)':
    'мёртвая позиция сразу заканчивает партию (материал и запертые пешечные цепи)',
  'a draw by agreement ends the game': 'ничья по соглашению заканчивает партию',
  'draw offers are not allowed in this event': 'в этом соревновании предлагать ничью нельзя',
  'the side whose flag falls loses, but draws if the opponent cannot mate by any series of legal moves; a mate on the board before stands':
    'у кого упал флажок, тот проигрывает; ничья, если соперник не может поставить мат никакой последовательностью ходов; мат на доске до этого остаётся в силе',
  'an illegal move is completed when the clock is pressed; the position before it is restored, and the piece moved must be moved (L-4.3)':
    'невозможный ход завершён, когда нажаты часы; позиция перед ним восстанавливается, и ходить нужно той же фигурой (L-4.3)',
  'a pawn left unpromoted on the last rank is an illegal move; it becomes a queen':
    'пешка, не превращённая на последней горизонтали, — невозможный ход; она становится ферзём',
  'pressing the clock without a move is an illegal move':
    'нажатие часов без хода — невозможный ход',
  'a move made with two hands is an illegal move; the move stands':
    'ход двумя руками — невозможный ход; ход остаётся',
  'a draw offer stands until accepted, declined, or the opponent touches a piece or moves; it cannot be withdrawn':
    'предложение ничьей действует, пока его не примут, не отклонят или соперник не тронет фигуру или не сделает ход; взять его назад нельзя',
  'casual play: the claim is made for the player as soon as it is correct':
    'товарищеская партия: ничья фиксируется сама, как только заявление было бы верным',
  'the player on move may claim a threefold repetition, now or with an intended move written down (L-9.2.1.1)':
    'игрок, чей ход, может заявить троекратное повторение сейчас или записав задуманный ход (L-9.2.1.1)',
  'the player on move may claim after 50 moves each without a capture or pawn move':
    'игрок, чей ход, может заявить ничью после 50 ходов каждой стороны без взятий и ходов пешкой',
  "a player who touched a piece loses this move's right to claim a draw":
    'тронувший фигуру теряет право на этом ходу заявить ничью',
  'after an incorrect claim, the move written down with it must be played':
    'после неверного заявления нужно сделать записанный ход',
  'an incorrect claim costs no time': 'за неверное заявление время не добавляется',
  'the same position five times draws at once': 'пятикратное повторение позиции — сразу ничья',
  '75 moves each without a capture or pawn move draw at once, unless the last move mates':
    '75 ходов каждой стороны без взятий и ходов пешкой — сразу ничья, если последний ход не мат',
  'without an arbiter at the board, an illegal move counts only if claimed before the opponent moves':
    'без судьи у доски невозможный ход учитывается, только если о нём заявлено до ответного хода',
  'both flags down, order unknown: a draw in the last period, else play on':
    'упали оба флажка и порядок неизвестен: в последнем периоде — ничья, иначе игра продолжается',
  'both flags down is a draw': 'упали оба флажка — ничья',
  "the old codes' material classes need 75 moves, not 50":
    'в старых кодексах для некоторых соотношений материала нужно 75 ходов, а не 50',
  'the arbiter may pause and resume the clocks, add or remove time, and set the move counters':
    'судья может остановить и пустить часы, добавить или убавить время и выставить счётчики ходов',
  'an illegal move the opponent claims before his own move loses':
    'невозможный ход, о котором соперник заявил до своего хода, проигрывает',
  "an incorrect claim costs half the claimant's time (at most 3 min) and gives the opponent 3 min":
    'неверное заявление стоит половины времени заявившего (не более 3 мин), сопернику +3 мин',
  'the side that gives check three times wins at once': 'объявивший три шаха сразу выигрывает',
  'a draw at once when both sides have nothing but their kings':
    'ничья сразу, если у обеих сторон остались одни короли',
  'when a capture is possible, a capture must be made': 'если можно бить, бить обязательно',
  'a draw at once when only bishops of opposite colours are left (with pawns stuck where they cannot be taken): nothing can ever be taken':
    'ничья сразу, если остались только разноцветные слоны (и запертые пешки): ничего нельзя будет взять',
  'the king is an ordinary piece: no check, no castling; a pawn may promote to a king':
    'король — обычная фигура: шаха и рокировки нет; пешка может превратиться в короля',
  'a side that has lost all its pieces wins': 'сторона, потерявшая все фигуры, выигрывает',
  'a side with no legal move wins': 'сторона без возможных ходов выигрывает',
  'a capture explodes: the capturing piece and every piece but pawns around the capture square leave the board':
    'взятие взрывается: бьющая фигура и все фигуры, кроме пешек, вокруг поля взятия уходят с доски',
  'a draw at once when neither side can win by material: against a bare king a lone rook, minor piece or two knights cannot; nor can lone bishops of opposite colours; nor a closed position of kings, bishops and pawns stuck behind pawns':
    'ничья сразу, если никто не может выиграть по материалу',
  'exploding the enemy king wins at once': 'взорванный король соперника — сразу победа',
  'a king may not capture; kings side by side are never in check; a move that explodes the own king is illegal':
    'король не бьёт; соседние короли не под шахом; ход, взрывающий своего короля, невозможен',
  'instead of a move, a piece from the pocket may be dropped on an empty square (pawns not on the first or last rank); a drop may give check or mate':
    'вместо хода фигуру из запаса можно поставить на пустое поле (пешку не на первую и последнюю горизонталь); постановка может дать шах и мат',
  'a draw at once only with two bare kings and empty pockets':
    'ничья сразу, только если остались два короля и запасы пусты',
  'the 50- and 75-move rules do not apply': 'правила 50 и 75 ходов не действуют',
  "a captured piece goes to the capturer's pocket; a promoted piece goes back as a pawn":
    'взятая фигура идёт в запас взявшего; превращённая возвращается пешкой',
  "White has 36 pawns and no king, so it is never in check; White's pawns on the first rank may step one or two squares":
    'у белых 36 пешек и нет короля, шаха им нет; пешки белых с первой горизонтали ходят на одно или два поля',
  'Black wins by taking every white piece; White wins by mate':
    'чёрные выигрывают, забрав все белые фигуры; белые — матом',
  'King of the Hill: a king that reaches the hill (d4, e4, d5, e5) wins at once':
    'король, дошедший до вершины (d4, e4, d5, e5), сразу выигрывает',
  'both kings on the eighth rank: a draw': 'оба короля на восьмой горизонтали — ничья',
  'the first king on the eighth rank wins; when White gets there first, Black has one move to catch up':
    'первый король на восьмой горизонтали выигрывает; если первыми дошли белые, у чёрных есть ход, чтобы догнать',
  'no pawns, no castling; a move may not give check, and no king is ever in check':
    'ни пешек, ни рокировки; шах давать нельзя, король никогда не под шахом',
  'a player may take back the last move (not part of the Laws)':
    'игрок может взять последний ход назад (не по Правилам)',
};
