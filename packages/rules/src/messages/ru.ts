// The Russian catalog: every message of the English one, in the words of FIDE's Russian Laws of Chess.
import type { Color, Role } from '@chesslaws/board';
import type { Formatter, Template } from './catalog.js';
import type { BuiltInMessages } from './en.js';
import type { Message } from './message.js';

type Text = Message | string;
type Params<K extends keyof BuiltInMessages> = BuiltInMessages[K];

// Sides in the cases a sentence needs (the catalog's `sides` are the subject: `Белые`).
const NOM: Readonly<Record<Color, string>> = { white: 'белые', black: 'чёрные' };
const GEN: Readonly<Record<Color, string>> = { white: 'белых', black: 'чёрных' };
const DAT: Readonly<Record<Color, string>> = { white: 'белым', black: 'чёрным' };

// Pieces in the cases a sentence needs (the catalog's `roles` are the nominative: `конь`).
const ROLE_GEN: Readonly<Partial<Record<Role, string>>> = {
  pawn: 'пешки',
  knight: 'коня',
  bishop: 'слона',
  rook: 'ладьи',
  queen: 'ферзя',
  king: 'короля',
};
const ROLE_ACC: Readonly<Partial<Record<Role, string>>> = {
  pawn: 'пешку',
  knight: 'коня',
  bishop: 'слона',
  rook: 'ладью',
  queen: 'ферзя',
  king: 'короля',
};
const feminine = (role: Role): boolean => role === 'pawn' || role === 'rook';

/** The Russian plural form for `n`: `plural(n, 'ход', 'хода', 'ходов')` → 1 ход, 2 хода, 5 ходов. */
function plural(n: number, one: string, few: string, many: string): string {
  if (!Number.isInteger(n)) return few; // 1,5 хода, ½ очка
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
}

/** A number as Russian writes it (`1,5`) with its noun in the right form. */
const count = (n: number, one: string, few: string, many: string): string =>
  `${String(n).replace('.', ',')} ${plural(n, one, few, many)}`;
const moves = (n: number): string => count(n, 'ход', 'хода', 'ходов');

const ORDINAL = ['нулевой', 'первый', 'второй', 'третий', 'четвёртый', 'пятый', 'шестой'];
const ordinal = (n: number): string => ORDINAL[n] ?? `${n}-й`;
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The variants' titles in Russian, by the English title a message names them with. */
const VARIANT_TITLES: Readonly<Record<string, string>> = {
  Standard: 'Классические шахматы',
  'standard chess': 'Классические шахматы',
  Chess960: 'Шахматы Фишера',
  Antichess: 'Антишахматы',
  Atomic: 'Атомные шахматы',
  Crazyhouse: 'Крейзихаус',
  Horde: 'Орда',
  'King of the Hill': 'Царь горы',
  'Racing Kings': 'Гонки королей',
  'Three-check': 'Три шаха',
  Knightmate: 'Коневой мат',
  Extinction: 'Вымирание',
  Almost: 'Почти шахматы',
  Amazon: 'Амазонка',
  Shatranj: 'Шатрандж',
  Makruk: 'Макрук',
};
const variantTitle = (name: string): string => VARIANT_TITLES[name] ?? name;
/** "in standard chess", "in Atomic": a variant in the prepositional case, or by its title in quotes. */
const inVariant = (name: string): string =>
  name === 'standard chess' || name === 'Standard'
    ? 'в классических шахматах'
    : name === 'Chess960'
      ? 'в шахматах Фишера'
      : `в варианте «${variantTitle(name)}»`;

/** Why the built-in claims ask for a draw ("ввиду троекратного повторения позиции"), by title key. */
const CLAIM_GROUNDS: Readonly<Record<string, string>> = {
  'claim.threefold': 'ввиду троекратного повторения позиции',
  'claim.fifty': 'по правилу 50 ходов',
  'claim.quickplayFinish': 'при ускоренном окончании партии',
};
const CLAIM_KIND_TITLES: Readonly<Record<string, string>> = {
  threefold: 'claim.threefold',
  fifty: 'claim.fifty',
  'quickplay-finish': 'claim.quickplayFinish',
};
const grounds = (title: Text): string | undefined =>
  typeof title === 'string' ? undefined : CLAIM_GROUNDS[title.key];
/** "потребовали ничью ввиду …" for a built-in claim; a plugin's own title in quotes. */
const claimed = (title: Text, f: Formatter, verb: 'past' | 'present'): string => {
  const g = grounds(title);
  if (g) return `${verb === 'past' ? 'потребовали' : 'требуют'} ничью ${g}`;
  return `${verb === 'past' ? 'заявили' : 'заявляют'} требование «${f.text(title)}»`;
};
/** "требование белых о ничьей ввиду …": a side's claim as a noun. */
const claimOf = (side: Color, title: Text, f: Formatter): string => {
  const g = grounds(title);
  return g ? `требование ${GEN[side]} о ничьей ${g}` : `требование ${GEN[side]} «${f.text(title)}»`;
};

/** Time categories (L-A.1, L-B.1): as a name, and "in blitz". */
const CATEGORY: Readonly<Record<string, string>> = {
  bullet: 'пуля',
  blitz: 'блиц',
  rapid: 'быстрые шахматы',
  standard: 'классические шахматы',
};
const IN_CATEGORY: Readonly<Record<string, string>> = {
  bullet: 'в пуле',
  blitz: 'в блице',
  rapid: 'в быстрых шахматах',
  standard: 'в классических шахматах',
};

const NO_PROGRESS = 'без взятий и ходов пешками';
const CANNOT_MATE = 'соперник не может поставить мат никакой серией возможных ходов';

/** The outcome in words ("мат: победа чёрных"), each termination of termination's list. */
const outcome: Template<Params<'outcome'>> = (p) => {
  const who = p.winner ? `победа ${GEN[p.winner]}` : 'ничья';
  const loser = p.winner ? GEN[p.winner === 'white' ? 'black' : 'white'] : '';
  if (p.termination === 'variant-end' || p.termination === 'stalemate')
    switch (p.ending) {
      case 'king-exploded':
        return `${who}: король ${loser} взорван`;
      case 'hill':
        return `${who}: король дошёл до центра`;
      case 'checks':
        return `${who}: объявлен последний нужный шах`;
      case 'goal':
        return `${who}: король первым дошёл до восьмой горизонтали`;
      case 'both-reached':
        return 'ничья: оба короля дошли до восьмой горизонтали';
      case 'no-pieces':
        return `${who}: не осталось фигур`;
      case 'wiped-out':
        return `${who}: взяты все фигуры белых`;
      case 'extinction':
        return `${who}: у ${loser} не осталось фигур одного из видов`;
      case 'bare-king':
        return `${who}: у ${loser} остался голый король`;
      case 'counting':
        return 'ничья по счёту: отпущенные ходы истекли';
      case 'stalemate':
        return `пат: ${who}`;
    }
  switch (p.termination) {
    case 'checkmate':
      return `мат: ${who}`;
    case 'stalemate':
      return `пат: ${who}`;
    case 'variant-end':
      return `${who} по правилам варианта`;
    case 'dead-position':
      return `${who}: мёртвая позиция, ни одна из сторон не может поставить мат`;
    case 'insufficient-material':
      return `${who}: ни у одной из сторон не хватает материала для мата`;
    case 'fivefold-repetition':
      return `${who}: позиция повторилась в пятый раз`;
    case 'seventyfive-moves':
      return `${who}: каждый игрок сделал 75 ходов ${NO_PROGRESS}`;
    case 'threefold-repetition':
      return `${who} ввиду троекратного повторения позиции`;
    case 'fifty-moves':
      return `${who} по правилу 50 ходов`;
    case 'agreement':
      return `${who} по соглашению`;
    case 'resignation':
      return who;
    case 'timeout':
      return p.winner ? `${who} по времени` : `${who}: время истекло`;
    case 'timeout-vs-insufficient-material':
      return `${who}: флажок упал, но ${CANNOT_MATE}`;
    case 'both-flags-fallen':
      return `${who}: упали оба флажка`;
    case 'illegal-moves':
      return p.winner
        ? `${who} ввиду невозможных ходов соперника`
        : `${who} ввиду невозможных ходов (соперник не может поставить мат)`;
    case 'forfeit':
      return p.winner ? `${who}: сопернику засчитано поражение` : `${who} без игры`;
    case 'arbiter':
      return `${who} по решению арбитра`;
    default:
      return `${who} (${p.termination})`;
  }
};

/** The variants' own rules (`@chesslaws/variants`) in Russian, by rule ID; `text` is the English. */
const VARIANT_RULES: Readonly<Record<string, string | ((text: string) => string | undefined)>> = {
  'V-atomic.explosions':
    'взятие вызывает взрыв: бьющая фигура и все фигуры, кроме пешек, вокруг поля взятия уходят с доски',
  'V-atomic.kings':
    'король не может брать; короли, стоящие рядом, никогда не находятся под шахом; ход, взрывающий своего короля, невозможен',
  'V-atomic.king-exploded': 'взрыв короля соперника сразу приносит победу',
  'V-atomic.insufficient-material':
    'ничья сразу, если ни одна из сторон не может выиграть по материалу: против одинокого короля не выигрывают одна ладья, одна лёгкая фигура или два коня; не выигрывают одни разнопольные слоны; не выигрывает и закрытая позиция, где у сторон только короли, слоны и пешки, запертые за пешками',
  'V-racingkings.no-checks':
    'пешек и рокировки нет; ход не может объявлять шах, и ни один король никогда не находится под шахом',
  'V-racingkings.goal':
    'побеждает король, первым дошедший до восьмой горизонтали; если первыми дошли белые, у чёрных есть один ход, чтобы догнать их',
  'V-racingkings.both-reached': 'оба короля на восьмой горизонтали: ничья',
  'V-horde.horde':
    'у белых 36 пешек и нет короля, поэтому им никогда не объявляется шах; белые пешки с первой горизонтали могут пойти на одно или два поля',
  'V-horde.wiped-out': 'чёрные побеждают, взяв все фигуры белых; белые побеждают матом',
  'V-antichess.forced-captures': 'если взятие возможно, брать обязательно',
  'V-antichess.king':
    'король — обычная фигура: шаха и рокировки нет; пешка может превратиться в короля',
  'V-antichess.no-pieces': 'побеждает сторона, потерявшая все свои фигуры',
  'V-antichess.stalemate': 'побеждает сторона, у которой нет возможного хода',
  'V-antichess.insufficient-material':
    'ничья сразу, если остались только разнопольные слоны (и пешки, которые нельзя взять): больше ничего нельзя будет взять',
  'V-crazyhouse.pockets':
    'взятая фигура уходит в запас взявшей стороны; превращённая фигура уходит туда пешкой',
  'V-crazyhouse.drops':
    'вместо хода можно выставить фигуру из запаса на свободное поле (пешку — не на первую и не на последнюю горизонталь); выставленная фигура может объявить шах и мат',
  'V-crazyhouse.no-move-count': 'правила 50 и 75 ходов не действуют',
  'V-crazyhouse.insufficient-material':
    'ничья сразу, только если остались два одиноких короля и запасы пусты',
  // The number of checks and the hill are options: read them from the English text.
  'V-3check.checks': (text) => {
    const n = /(\d+) times/.exec(text)?.[1];
    const times = n === undefined ? 'три раза' : count(Number(n), 'раз', 'раза', 'раз');
    return /three times|\d+ times/.test(text)
      ? `сторона, объявившая шах ${times}, сразу побеждает`
      : undefined;
  },
  'V-3check.insufficient-material':
    'ничья сразу, если у обеих сторон не осталось ничего, кроме королей',
  'V-kingofthehill.hill': (text) => {
    const hill = /\(([a-h][1-8](?:, [a-h][1-8])*)\)/.exec(text)?.[1];
    return hill && `«Царь горы»: король, дошедший до центра (${hill}), сразу побеждает`;
  },
};

/** Event types in words, for a regulation that has no rule for one. */
const EVENT_WORDS: Readonly<Record<string, string>> = {
  'illegal-move': 'завершённых невозможных ходов',
  press: 'нажатия на часы без хода',
  'offer-draw': 'предложений ничьей',
  'accept-draw': 'предложений ничьей',
  'decline-draw': 'предложений ничьей',
  takeback: 'возврата ходов',
};

/** Every built-in message in Russian. */
export const RU_TEMPLATES: { readonly [K in keyof BuiltInMessages]: Template<BuiltInMessages[K]> } =
  {
    text: (p) => p.text,

    // ---- how a game ended ----
    outcome,
    'outcome.reason': (p, f) =>
      capital(p.cause ? `${f.text(p.cause)}: ${f.text(p.outcome)}` : f.text(p.outcome)),
    'outcome.mapped': (p, f) =>
      `${f.text(p.before)}, что засчитывается как ${p.winner ? `победа ${GEN[p.winner]}` : 'ничья'}`,
    'cause.resigned': (p, f) => `${f.side(p.side)} сдались`,
    'cause.acceptedOffer': (p, f) =>
      `${f.side(p.side)} приняли предложение ничьей ${GEN[p.offerer]}`,
    'cause.declared': (p) =>
      `арбитр объявил результат ${p.result}${p.reason ? `: ${p.reason}` : ''}`,
    'cause.flagFell': (p) => `У ${GEN[p.side]} упал флажок`,
    'cause.bothFlags': () => 'упали оба флажка, и установить, какой упал первым, нельзя',
    'cause.claimCorrect': (p, f) =>
      `${f.side(p.side)} правильно ${claimed(p.title, f, 'past')}${p.intended ? `, записав ход ${f.move(p.intended)}` : ''}`,
    'cause.claimUpheld': (p, f) =>
      `арбитр удовлетворил ${claimOf(p.side, p.title, f)}${p.reason ? ` (${p.reason})` : ''}`,
    'cause.illegalLoses': (p, f) =>
      `${f.text(p.label)}; это их ${ordinal(p.count)} невозможный ход`,

    // ---- rulings ----
    'illegal.label': (p, f) => {
      const side = f.side(p.side);
      const move = p.move ? ` ${f.move(p.move)}` : '';
      switch (p.kind) {
        case 'press-without-move':
          return `${side} нажали на часы, не сделав хода`;
        case 'unpromoted-pawn':
          return `${side} поставили пешку на последнюю горизонталь, не заменив её новой фигурой${p.move ? ` (${f.move(p.move)})` : ''}`;
        case 'two-hands':
          return `${side} сделали ход${move} двумя руками`;
        default:
          return `${side} сделали невозможный ход${move}`;
      }
    },
    'illegal.settled': (p, f) => {
      const board =
        p.replaced === undefined
          ? 'восстановлена позиция, предшествовавшая нарушению'
          : p.replaced === 'queen'
            ? 'пешка заменена ферзём'
            : 'ход остаётся в силе';
      const bonus = f.adjustments(p.adjustments);
      return `${f.text(p.label)}; ${board}${bonus ? `; ${bonus}` : ''}`;
    },
    'illegal.stood': (p, f) =>
      `Невозможный ход ${GEN[p.side]} ${f.move(p.move)} остаётся в силе: о нём не было заявлено`,
    'illegal.unplayable': (p, f) =>
      `Невозможный ход ${GEN[p.side]} ${f.move(p.move)} привёл к позиции, в которой игру продолжить нельзя (${f.text(p.why)})`,
    'unplayable.notInPocket': () => 'такой фигуры нет в запасе',
    'unplayable.dropSquareTaken': () => 'поле, на которое выставлена фигура, занято',
    'unplayable.noPiece': () => 'на исходном поле нет фигуры',
    'unplayable.kingTaken': () => 'взят король',
    'unplayable.position': (p) => p.text,
    'claim.forArbiter': (p, f) =>
      `${f.side(p.side)} ${claimed(p.title, f, 'present')}: ${f.text(p.reason)}; часы остановлены, решение принимает арбитр`,
    'claim.incorrect': (p, f) => {
      const cost = f.adjustments(p.adjustments);
      return `${capital(claimOf(p.side, p.title, f))} оказалось неправильным (${f.text(p.reason)})${cost ? `: ${cost}` : ''}${p.mustPlay ? `; теперь должен быть сделан ход ${f.move(p.mustPlay)}` : ''}`;
    },
    'claim.rejected': (p, f) =>
      `арбитр отклонил ${claimOf(p.side, p.title, f)}${p.reason ? ` (${p.reason})` : ''}: игра продолжается`,
    'claim.rejectedPenalty': (p, f) =>
      `За отклонённое требование ${GEN[p.side]}: ${f.adjustments(p.adjustments)}`,
    'claim.threefold': () => `ничья ${CLAIM_GROUNDS['claim.threefold']}`,
    'claim.fifty': () => `ничья ${CLAIM_GROUNDS['claim.fifty']}`,
    'claim.quickplayFinish': () => `ничья ${CLAIM_GROUNDS['claim.quickplayFinish']}`,

    // ---- why an action is refused ----
    'refusal.outOfOrder': (p) =>
      `событие в момент ${p.at} мс идёт раньше предыдущего (${p.previous} мс)`,
    'refusal.gameOver': (p, f) => `партия окончена: ${f.text(p.reason)}`,
    'refusal.notStarted': () => 'часы ещё не пущены',
    'refusal.alreadyStarted': () => 'партия уже началась',
    'refusal.noClock': () => 'эта партия играется без часов',
    'refusal.paused': () => 'часы остановлены',
    'refusal.clock': (p) => `часы не принимают действие: ${p.text}`,
    'refusal.awaitingArbiter': (p, f) =>
      `сначала решение должен принять арбитр: ${f.text(p.reason)}`,
    'refusal.unhandled': (p) =>
      `в регламенте ${p.regulation} нет правил для ${EVENT_WORDS[p.type] ?? `событий «${p.type}»`}`,
    'refusal.notUci': (p) => `«${p.text}» — не ход в записи UCI (например, e2e4 или e7e8q)`,
    'refusal.badMoveInput': () =>
      'ход записывается в алгебраической нотации («Кf3» или «Nf3»), в записи UCI («g1f3») или как { from, to, promotion? } с полями от 0 до 63',
    'refusal.san': (p) => p.text,
    'refusal.writeSquare': (p) =>
      `в «${p.text}» не указано поле, куда идёт фигура: запишите его полностью, например e4`,
    'refusal.noPieceOfRole': (p) =>
      `У ${GEN[p.side]} нет ${ROLE_GEN[p.role] ?? p.role}, ${feminine(p.role) ? 'которая могла' : 'который мог'} бы так пойти`,
    'refusal.whichPiece': (p, f) =>
      `${feminine(p.role) ? 'какая' : 'какой'} ${f.role(p.role)}? Укажите и исходное поле: ${p.squares.map((s) => `${s}-${p.to}`).join(' или ')}`,
    'refusal.noSuchPieceThere': (p) => `«${p.text}» — не та фигура, что стоит на ${p.square}`,
    'refusal.notLegal': (p, f) =>
      `ход ${p.move} для ${GEN[p.side]} в этой позиции невозможен: ${f.text(p.why)}`,
    'refusal.mustPlayIntended': (p, f) =>
      `после неправильного требования ${NOM[p.side]} должны сделать записанный ход ${f.move(p.move)}`,
    'refusal.mustMoveBound': (p, f) =>
      `${f.side(p.side)} должны сделать ход фигурой, стоящей на ${p.square}: ею был сделан невозможный ход`,
    'refusal.noPieceToMove': (p) =>
      `на ${p.square} нет фигуры ${GEN[p.side]}, которой можно сделать ход`,
    'refusal.noPieceToDrop': (p) => `У ${GEN[p.side]} нет в запасе ${ROLE_GEN[p.role] ?? p.role}`,
    'refusal.legalNotIllegal': (p, f) =>
      `${f.move(p.move)} — возможный ход: сделайте его как обычный ход`,
    'refusal.notYourClock': (p) =>
      `Часы ${GEN[p.by]} не идут: нажать на часы могут только ${NOM[p.turn]}`,
    'refusal.nothingToTouch': (p) => `на ${p.square} нет фигуры, которой можно коснуться`,
    'refusal.notOnMove': (p) => `Очередь хода не у ${GEN[p.side]}`,
    'refusal.claimNotOnMove': () => 'требовать может только игрок, имеющий очередь хода',
    'refusal.claimIllegalFirst': () => 'сначала заявите о невозможном ходе или продолжайте игру',
    'refusal.intendedNotLegal': (p) => `записанный ход ${p.move} невозможен`,
    'refusal.noClaimsOfKind': (p) => {
      const title = CLAIM_KIND_TITLES[p.kind];
      const what = title ? `ничьей ${CLAIM_GROUNDS[title]}` : `вида «${p.kind}»`;
      return `регламент ${p.regulation} не предусматривает требований ${what}`;
    },
    'refusal.nothingToDecide': () => 'нет требования, ожидающего решения арбитра',
    'refusal.noIllegalToClaim': (p) =>
      `У ${GEN[p.offender]} нет невозможного хода, о котором могли бы заявить ${NOM[p.by]}`,
    'refusal.noRulingOnClaim': () => 'регламент не даёт решения по этому требованию',
    'refusal.clockCannotTakeBack': (p) => `часы не могут отменить невозможный ход: ${p.text}`,
    'refusal.ownFlag': (p, f) => `${f.side(p.side)} не могут заявить о падении своего флажка`,
    'refusal.flagNotFallen': (p) => `Флажок ${GEN[p.side]} не упал`,
    'refusal.noFlag': () => 'ни один флажок не упал',
    'refusal.flagFellFirst': (p) =>
      `Флажок ${GEN[p.side]} упал первым, в момент ${p.at} мс: порядок известен, и решает этот флажок`,
    'refusal.flagBeforeEvent': (p) =>
      `Флажок ${GEN[p.side]} упал в момент ${p.at} мс, до этого события, но падение флажка не записано`,
    'refusal.nothingToTakeBack': () => 'нет хода, который можно взять назад',
    'refusal.badNow': () => 'функция now() партии вернула не число миллисекунд',
    'refusal.plugin': (p) => `сбой плагина «${p.plugin}» в обработчике ${p.hook}: ${p.text}`,

    // ---- why a move is not legal (the end of refusal.notLegal) ----
    'why.noPiece': (p) => `на ${p.square} нет фигуры`,
    'why.notYours': (p, f) => `${f.role(p.role)} на ${p.square} не принадлежит ${DAT[p.side]}`,
    'why.mustPromote': (p) =>
      `пешка, дошедшая до последней горизонтали, должна превратиться: добавьте q, r, b или n (${p.uci}q)`,
    'why.noPromotion': () => 'превращается только пешка, дошедшая до последней горизонтали',
    'why.promotesTo': (p) =>
      `пешка не может превратиться в ${ROLE_ACC[p.role] ?? p.role} ${inVariant(p.variant)}`,
    'why.noMoves': (p, f) =>
      p.check
        ? `королю объявлен шах, и ${f.role(p.role)} на ${p.square} не может от него защитить`
        : `у ${ROLE_GEN[p.role] ?? p.role} на ${p.square} нет возможных ходов`,
    'why.goesTo': (p, f) =>
      `${f.role(p.role)} на ${p.square} может пойти на ${p.targets.join(', ')}${p.check ? ' (королю объявлен шах)' : ''}`,
    'why.noDrops': (p) => `${inVariant(p.variant)} фигуры из запаса не выставляются`,
    'why.notInHand': (p) => `у ${GEN[p.side]} нет в запасе ${ROLE_GEN[p.role] ?? p.role}`,
    'why.occupied': (p) => `поле ${p.square} занято`,
    'why.pawnRank': () => 'пешку нельзя выставить на первую или последнюю горизонталь',
    'why.dropNow': (p, f) =>
      p.check
        ? `королю объявлен шах, и ${f.role(p.role)} на ${p.square} от него не защищает`
        : `${ROLE_ACC[p.role] ?? p.role} сейчас нельзя выставить на ${p.square}`,

    // ---- the built-in plugins: refusals, reasons, the rules they put in force ----
    'rule.underCategory': (p, f) =>
      `${IN_CATEGORY[p.category] ?? `при контроле «${p.category}»`}: ${f.text(p.summary)}`,
    'core.rule.legal': () => 'на доске делается только возможный ход',
    'core.rule.resign': () => 'игрок может сдаться в любой момент; победа присуждается сопернику',
    'core.rule.clock': () =>
      'арбитр может останавливать и пускать часы, добавлять и убавлять время, устанавливать счётчики ходов',
    'core.rule.arbiter': () =>
      'арбитр может объявить результат партии и решает по требованиям, которые ему заявлены',
    'variant.rule.start': () => 'стандартная начальная позиция',
    'variant.rule.castling': () => 'рокировка: король передвигается на два поля в сторону ладьи',
    'variant.rule.moves': () =>
      'фигуры ходят и берут по правилам игры; связанная фигура всё равно нападает на поля',
    'variant.rule.pawns': () =>
      'пешки: ход на два поля с начальной позиции, взятие на проходе только следующим ходом, превращение',
    'variant.rule.check': () =>
      'ни один ход не может оставлять своего короля под шахом или ставить его под шах',
    'variant.rule.mate': () => 'мат сразу заканчивает партию победой',
    'variant.rule.stalemate': () => 'пат сразу заканчивает партию вничью',
    'variant.rule.chess960': (p) =>
      `шахматы Фишера (Chess960), начальная позиция № ${p.start}, если для партии не задана другая; при рокировке король и ладья встают на те же поля, что и в классических шахматах`,
    'variant.rule.own': (p) => {
      const words = VARIANT_RULES[p.id];
      return (typeof words === 'function' ? words(p.text) : words) ?? p.text;
    },
    'variant.rule.variantMoves': (p) =>
      `ходы делаются по правилам варианта «${variantTitle(p.variant)}»`,
    'timeControl.rule.clock': (p) =>
      `контроль времени ${p.control}; сначала идут часы стороны, имеющей очередь хода`,
    'timeControl.rule.category': (p) =>
      `контроль ${p.control} — это ${CATEGORY[p.category] ?? p.category} (основное время + 60 × добавление на ход)`,
    'automaticDraws.rule.dead': (p) =>
      `мёртвая позиция сразу заканчивает партию вничью (${p.how === 'full' ? 'полный анализ позиции' : p.how === 'quick' ? 'проверяются материал и запертые пешечные цепи' : 'проверяется только недостаточность материала'})`,
    'automaticDraws.rule.fivefold': (p) =>
      `пятикратное повторение позиции сразу заканчивает партию вничью${p.consecutive ? ' (на последовательных чередующихся ходах, как в редакции 2014–2017 годов)' : ''}`,
    'automaticDraws.rule.seventyFive': () =>
      `75 ходов каждого игрока ${NO_PROGRESS} сразу заканчивают партию вничью, если только последний ход не дал мат`,
    'claimableDraws.rule.threefold': (p) =>
      `игрок, имеющий очередь хода, может потребовать ничью ввиду троекратного повторения позиции${p.intendedMove ? ' — сразу или записав ход, который собирается сделать' : ''}`,
    'claimableDraws.rule.fifty': (p) =>
      `игрок, имеющий очередь хода, может потребовать ничью, если каждый игрок сделал ${moves(p.moves)} ${NO_PROGRESS}`,
    'claimableDraws.rule.legacy75': () =>
      'по старым кодексам при некоторых соотношениях материала нужно 75 ходов, а не 50',
    'claimableDraws.rule.automatic': () =>
      'любительская игра: требование заявляется за игрока, как только оно становится правильным',
    'claimableDraws.currentOnly': () =>
      'этот регламент принимает требования только по текущей позиции',
    'claimableDraws.notThird': () => 'записанный ход не повторяет позицию в третий раз',
    'claimableDraws.notThreeTimes': () => 'позиция не повторилась трижды',
    'claimableDraws.intendedNotFifty': (p) =>
      `записанный ход не завершает ${moves(p.moves)} каждого игрока ${NO_PROGRESS}`,
    'claimableDraws.notFifty': (p) =>
      `ещё не сыграно ${moves(p.moves)} каждым игроком ${NO_PROGRESS}`,
    'illegalMoves.rule.rejected': () =>
      'невозможные ходы не принимаются: приложение их не допускает',
    'illegalMoves.rule.completed': () =>
      'невозможный ход считается завершённым, когда нажаты часы; восстанавливается позиция, предшествовавшая нарушению, и ход должен быть сделан той же фигурой',
    'illegalMoves.rule.unpromoted': () =>
      'пешка, поставленная на последнюю горизонталь без замены новой фигурой, — невозможный ход; пешка заменяется ферзём',
    'illegalMoves.rule.press': () => 'нажатие на часы без хода считается невозможным ходом',
    'illegalMoves.rule.twoHands': () =>
      'ход, сделанный двумя руками, считается невозможным ходом; ход остаётся в силе',
    'illegalMoves.rule.forfeit': () =>
      'невозможный ход, о котором соперник заявил до своего ответного хода, ведёт к поражению',
    'illegalMoves.rule.penalty': (p, f) =>
      p.lossOn === 2
        ? `за первый невозможный ход сопернику добавляется ${f.time(p.bonus)}`
        : `за каждый из первых ${p.lossOn - 1} невозможных ходов сопернику добавляется ${f.time(p.bonus)}`,
    'illegalMoves.rule.loss': (p) =>
      `${ordinal(p.lossOn)} невозможный ход ведёт к поражению${p.drawIfCannotMate ? ', а если соперник не может поставить мат — к ничьей' : ''}`,
    'illegalMoves.rule.unsupervised': () =>
      'без арбитра у доски невозможный ход учитывается, только если о нём заявлено до ответного хода соперника',
    'illegalMoves.rejected': () =>
      'этот регламент не записывает невозможные ходы: сделайте возможный ход',
    'incorrectClaim.rule.opponentBonus': (p, f) =>
      `за неправильное требование сопернику добавляется ${f.time(p.time)}`,
    'incorrectClaim.rule.claimantDeduction': (p, f) =>
      `за неправильное требование с часов заявителя снимается ${f.time(p.time)}`,
    'incorrectClaim.rule.halfUpToThree': () =>
      'за неправильное требование у заявителя вычитается половина оставшегося времени (не больше 3 минут), а сопернику добавляются 3 минуты',
    'incorrectClaim.rule.none': () => 'за неправильное требование время не снимается',
    'incorrectClaim.rule.intended': () =>
      'после неправильного требования должен быть сделан записанный при нём ход',
    'flagFall.rule.flag': (p) =>
      `сторона, у которой упал флажок, проигрывает${p.drawIfCannotMate ? `, но если ${CANNOT_MATE}, партия заканчивается вничью` : ''}; мат, поставленный на доске раньше, остаётся в силе`,
    'flagFall.rule.bothDraw': () => 'если упали оба флажка — ничья',
    'flagFall.rule.bothFide': () =>
      'упали оба флажка, и неизвестно, какой первым: в последнем периоде — ничья, иначе игра продолжается',
    'flagFall.playOn': () => 'оба флажка упали до последнего периода: игра продолжается',
    'drawOffers.rule.stands': () =>
      'предложение ничьей действует, пока соперник не примет или не отклонит его, не коснётся фигуры или не сделает ход; отозвать его нельзя',
    'drawOffers.rule.agreement': () => 'ничья по соглашению заканчивает партию',
    'drawOffers.rule.notAllowed': () => 'предложения ничьей на этом соревновании запрещены',
    'drawOffers.notAllowed': () => 'предложения ничьей на этом соревновании запрещены',
    'drawOffers.ownStands': (p) =>
      `Предложение ничьей ${GEN[p.side]} уже действует; отозвать его нельзя`,
    'drawOffers.otherStands': (p) =>
      `Действует предложение ничьей ${GEN[p.side]}: примите или отклоните его`,
    'drawOffers.noOffer': (p) =>
      `нет предложения ничьей, которое ${NOM[p.side]} могли бы ${p.answer === 'accept' ? 'принять' : 'отклонить'}`,
    'touchMove.rule.touched': () =>
      'намеренно тронутой своей фигурой нужно сделать ход, а тронутую фигуру соперника — взять',
    'touchMove.rule.castling': () =>
      'тронуты король, затем ладья: рокировка с этой ладьёй, если она возможна; сначала ладья: рокировка с ней запрещена',
    'touchMove.rule.noClaim': () =>
      'игрок, коснувшийся фигуры, теряет право требовать ничью на этом ходу',
    'touchMove.noClaim': () => 'игрок, коснувшийся фигуры, не может требовать ничью на этом ходу',
    'touchMove.mustTake': (p) => `фигурой с ${p.from} нужно взять на ${p.to}`,
    'touchMove.mustCastle': (p) => `король должен сделать рокировку с ладьёй на ${p.rook}`,
    'touchMove.otherKingMove': (p) =>
      `рокировка с ладьёй на ${p.rook} невозможна: король должен сделать другой ход`,
    'touchMove.mustMove': (p) => `фигуру на ${p.square} тронули первой: ею нужно сделать ход`,
    'touchMove.mustBeTaken': (p) => `фигуру на ${p.square} тронули: её нужно взять`,
    'quickplayFinish.rule': (p, f) =>
      `при контроле без добавления игрок, имеющий очередь хода, у которого осталось меньше ${f.time(p.under)}, может потребовать ничью, так как соперник не может выиграть обычными средствами; часы останавливаются, решение принимает арбитр`,
    'quickplayFinish.noClock': () => 'партия играется без часов',
    'quickplayFinish.notLastPeriod': (p) =>
      `у ${GEN[p.side]} идёт не последний период без добавления времени`,
    'quickplayFinish.flagFallen': (p) => `у ${GEN[p.side]} упал флажок`,
    'quickplayFinish.notUnder': (p, f) =>
      `у ${GEN[p.side]} осталось ${f.time(p.left)}, а это не меньше ${f.time(p.under)}`,
    'quickplayFinish.cannotWin': () =>
      'соперник не может выиграть обычными средствами или не пытается этого сделать',
    'scoring.rule': (p) => {
      const points = (n: number) => (n === 0.5 ? '½ очка' : count(n, 'очко', 'очка', 'очков'));
      return `за победу ${points(p.win)}, за ничью ${points(p.draw)}, за поражение ${points(p.loss)}`;
    },
    'drawOdds.rule': (p) => `любая ничья засчитывается как победа ${GEN[p.side]}`,
    'takebacks.rule': () =>
      'игрок может взять назад последний ход (Правилами игры не предусмотрено)',
  };
