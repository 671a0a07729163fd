import {
  ByColor,
  ChesslawsError,
  Color,
  ErrorLocation,
  GameResult,
  Result,
  Role,
  Square,
  SquareName,
} from '@chesslaws/board';
import {
  Adjustment,
  ClockSettings,
  ClockView,
  TimeCategory,
  TimeControl,
  TimeControlInput,
} from '@chesslaws/clock';
import { Move, Position, ReadonlyPosition, Variant } from '@chesslaws/moves';
import { LocaleOption, MoveFacts } from '@chesslaws/notation';
import { Outcome, PositionHistory } from '@chesslaws/termination';

/**
 * A move named in a message, as notation's facts about it: the catalog writes it in the
 * reader's language (`Nf3`, `Кf3`, `♘f3`). `style: 'lan'` names the square it left too
 * (`Qd1-d8`), as an arbiter names an illegal move.
 */
interface MoveParam {
  /** Discriminant. */
  readonly kind: 'move';
  /** What notation needs to write it. */
  readonly facts: MoveFacts;
  /** `'san'` (`Nf3`) or `'lan'` (`Ng1-f3`). */
  readonly style: 'san' | 'lan';
}
/** A clock change named in a message: `+1:00 to White`. */
interface AdjustmentParam {
  /** Whose clock. */
  readonly side: Color;
  /** Milliseconds added; negative removes. */
  readonly delta: number;
}
/** What a message's parameters may be: plain data, so a message can be saved and compared. */
type MessageParam =
  | string
  | number
  | boolean
  | undefined
  | Color
  | Role
  | SquareName
  | MoveParam
  | Message
  | readonly string[]
  | readonly AdjustmentParam[];
/** A message's parameters, by name. */
type MessageParams = {
  readonly [name: string]: MessageParam;
};
/**
 * Something the rules say, as data: a `key` in a message catalog and its `params` (sides,
 * moves, durations in ms, nested messages). `formatMessage` renders it in a language; the rule
 * it is said under is never part of it (a ruling and an error carry their `rule` beside it).
 */
interface Message {
  /** The catalog key: `'illegal.settled'`, or a plugin's own (`'sofiaRules.tooEarly'`). */
  readonly key: string;
  /** The values the catalog's template fills in. */
  readonly params: MessageParams;
}
/** A message, frozen with its parameters. */
declare const message: (key: string, params?: MessageParams) => Message;
/** Whether `value` is a {@link Message} (a plugin may give one where it could give text). */
declare const isMessage: (value: unknown) => value is Message;

/**
 * Every way an action, a saved game or a regulation can be refused, as stable codes: switch on
 * these, not on messages.
 */
declare const RULES_ERROR_CODES: readonly [
  'ERR_RULES_GAME_OVER',
  'ERR_RULES_ILLEGAL_MOVE',
  'ERR_RULES_BAD_MOVE',
  'ERR_RULES_BAD_ACTION',
  'ERR_RULES_NOT_ON_MOVE',
  'ERR_RULES_REFUSED',
  'ERR_RULES_NO_OFFER',
  'ERR_RULES_OFFER_PENDING',
  'ERR_RULES_NO_FLAG',
  'ERR_RULES_NOTHING_TO_TAKE_BACK',
  'ERR_RULES_AWAITING_ARBITER',
  'ERR_RULES_NOTHING_TO_CLAIM',
  'ERR_RULES_NOTHING_TO_DECIDE',
  'ERR_RULES_INTENDED_MOVE',
  'ERR_RULES_CLOCK',
  'ERR_RULES_NO_CLOCK',
  'ERR_RULES_START',
  'ERR_RULES_CONTROL_AMBIGUOUS',
  'ERR_RULES_LOG',
  'ERR_RULES_LOG_REGULATION',
  'ERR_RULES_PLUGIN_OPTIONS',
  'ERR_RULES_UNKNOWN_PLUGIN',
  'ERR_RULES_DUPLICATE_PLUGIN',
  'ERR_RULES_PLUGIN_REQUIRED',
  'ERR_RULES_PLUGIN_HOOK',
  'ERR_RULES_PLUGIN_FAILED',
  'ERR_RULES_REVIEW_INPUT',
];
/** One of {@link RULES_ERROR_CODES}. */
type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];
/** What names a refusal: the rule and the plugin behind it, and its English text when a plugin worded it. */
interface RefusalSource {
  /** The rule, an ID of REGULATIONS.md. */
  readonly rule?: string | undefined;
  /** The plugin. */
  readonly plugin?: string | undefined;
  /** The message in English, when the caller has rendered it (a plugin's own key). */
  readonly english?: string | undefined;
}
/**
 * The error of this package: a stable `code`, a location in the input where there is one
 * (`index` of a log event or script step, `field` of an option), and for refusals the rule
 * (`'L-9.4'`) and the plugin (`'touchMove'`) that refused. A refusal at the board carries what
 * it says as data too (`detail`), for a UI to render in its language with `formatMessage`;
 * `message` is its English text, with the rule.
 */
declare class RulesError extends ChesslawsError<RulesErrorCode> {
  /** The rule that refused the action, as an ID of REGULATIONS.md, when a rule did. */
  readonly rule: string | undefined;
  /** The plugin that refused it, when a plugin did. */
  readonly plugin: string | undefined;
  /** What the refusal says, as a message to render in any language (absent for a developer's error). */
  readonly detail: Message | undefined;
  /** Makes an error; `ruling` names the rule and plugin behind a refusal. */
  constructor(
    code: RulesErrorCode,
    message: string | Message,
    location?: ErrorLocation,
    ruling?: RefusalSource,
  );
}

/** An outcome as a rule decides it: termination's `Outcome` with its rule always named. */
interface RuledOutcome extends Outcome {
  /** The rule that ended the game, an ID of REGULATIONS.md such as `'L-6.9'`. */
  readonly byRule: string;
}
/**
 * How the game ended, and why, as the runtime reports it: the outcome, the rule, the plugin
 * that applied the rule, the event that caused it, and a sentence for people.
 */
interface GameOutcome extends RuledOutcome {
  /** The plugin that decided (`'flagFall'`, `'drawOdds'`, `'core'` for a resignation ...). */
  readonly plugin: string;
  /** Index in the event log of the event that ended the game; `-1` when the start position was already over. */
  readonly event: number;
  /** When it ended, on the game's clock (a flag's exact instant). */
  readonly at: number;
  /**
   * Why, as a message ("White's flag fell: Black wins on time"): render it with `formatMessage`
   * in any language; the rule is `byRule`, beside it.
   */
  readonly reason: Message;
  /** Each side's points for it, as the regulation scores (L-10.1: 1, ½, 0 unless announced otherwise). */
  readonly points: Readonly<ByColor<number>>;
  /** The outcome before a plugin mapped it (Armageddon's draw before it became a Black win). */
  readonly mappedFrom?: Omit<GameOutcome, 'points'>;
}
/** What kind of decision a {@link Ruling} records. */
type RulingKind =
  | 'illegal-move'
  | 'illegal-move-stood'
  | 'penalty'
  | 'incorrect-claim'
  | 'claim-rejected'
  | 'awaiting-arbiter'
  | 'play-on'
  | 'outcome';
/**
 * A decision the runtime made under a rule: a penalty, a rejected claim, an illegal move
 * restored or left standing, an outcome. Every one names its rule and its plugin, so "why
 * did I lose two minutes?" always has an answer.
 */
interface Ruling {
  /** What was decided. */
  readonly kind: RulingKind;
  /** The rule applied, e.g. `'L-7.5.5'`. */
  readonly rule: string;
  /** The plugin that applied it. */
  readonly plugin: string;
  /** Index in the event log of the event it answers. */
  readonly event: number;
  /** The side it concerns (the offender, the claimant). */
  readonly side?: Color;
  /** Clock changes it made. */
  readonly adjustments?: readonly Adjustment[];
  /** What was decided, as a message to render in any language (`formatMessage`); the rule is `rule`. */
  readonly message: Message;
}

/** A claim kind: the built-in ones (`threefold`, `fifty`, `illegal-move`, `quickplay-finish`) or one a plugin adds. */
type ClaimKind = BuiltInClaimKind | (string & {});
/** The claim kinds of the built-in plugins, in a fixed order. */
declare const CLAIM_KINDS: readonly ['threefold', 'fifty', 'illegal-move', 'quickplay-finish'];
/** One of {@link CLAIM_KINDS}. */
type BuiltInClaimKind = (typeof CLAIM_KINDS)[number];
/** A claim kind a plugin adds: `rights()` offers it, `claim()` takes it, the plugin judges it. */
interface ClaimSpec {
  /** The kind, as claim events and `play` scripts write it (`'quickplay-finish'`). */
  readonly kind: ClaimKind;
  /** The rule it claims under (`'S-10.2'`). */
  readonly rule: string;
  /**
   * A few words for a button or a list ("a draw: the opponent cannot win by normal means"):
   * text, the same in every language, or a message a catalog renders (`definePlugin`'s `messages`).
   */
  readonly title: Message | string;
}
/** A `judgeAction` answer: the action is refused under a rule. */
interface Refusal {
  /** The rule that refuses it, e.g. `'L-9.4'`. */
  readonly rule: string;
  /** Why, in one sentence without the rule (the error carries it): text, or a message a catalog renders. */
  readonly reason: Message | string;
  /** The error code (default `ERR_RULES_REFUSED`; `ERR_RULES_NO_OFFER` and the like name a common case). */
  readonly code?: RulesErrorCode;
}
/** What happened, when a player completes an illegal move (L-7.5). */
interface IllegalMoveReport {
  /** Who completed it. */
  readonly offender: Color;
  /**
   * `illegal-move` (L-7.5.1), `press-without-move` (L-7.5.3), `unpromoted-pawn` (L-7.5.2:
   * a pawn left on the last rank), `two-hands` (L-7.5.4: a legal move made with two hands).
   */
  readonly kind: 'illegal-move' | 'press-without-move' | 'unpromoted-pawn' | 'two-hands';
  /** How many illegal moves `offender` has completed in the game, this one included. */
  readonly count: number;
  /** The opponent who claimed it; absent when the arbiter sees it as it happens. */
  readonly claimedBy?: Color;
  /**
   * The legal move the Laws may let stand in its place, in UCI: the pawn promoted to a queen
   * (L-7.5.2), or the two-handed move itself (L-7.5.4). Played only if the decision says
   * `sequel: 'play-replacement'`.
   */
  readonly replacement?: string;
}
/**
 * What follows a penalty, or a restore without one:
 * - `'play-replacement'`: the report's `replacement` is played instead of restoring the
 *   position (L-7.5.2's queen, L-7.5.4's two-handed move);
 * - `'bind-piece'`: the position is restored and the piece moved illegally must be moved
 *   (L-7.5.1: touch-move applies to the move replacing the illegal one);
 * - absent: the position is restored, and nothing binds the offender.
 */
type IllegalMoveSequel = 'play-replacement' | 'bind-piece';
/**
 * What becomes of a completed illegal move:
 * - `penalize`: the position before it is restored and the clocks adjusted (L-7.5.5: +2 min);
 * - `lose`: the offender loses, or draws when the opponent cannot mate (L-7.5.5);
 * - `await-claim`: it stands unless the opponent claims before his next move (L-A.5.2, L-B.3);
 * - `restore`: the position is restored with no penalty.
 *
 * `sequel` says what follows a penalty or a restore (see {@link IllegalMoveSequel}).
 */
type IllegalMoveDecision =
  | {
      readonly action: 'penalize';
      readonly rule: string;
      readonly adjustments: readonly Adjustment[];
      readonly sequel?: IllegalMoveSequel;
    }
  | {
      readonly action: 'lose';
      readonly rule: string;
      readonly outcome: RuledOutcome;
    }
  | {
      readonly action: 'await-claim';
      readonly rule: string;
    }
  | {
      readonly action: 'restore';
      readonly rule: string;
      readonly sequel?: IllegalMoveSequel;
    };
/** A claim to judge: a draw (L-9.2, L-9.3), or a kind a plugin added (S-10.2). */
interface ClaimRequest {
  /** Who claims (always the player on move). */
  readonly by: Color;
  /** What is claimed (`threefold`, `fifty`, or a kind a plugin declares in `claims`). */
  readonly claim: ClaimKind;
  /** The move written down and not yet played (L-9.2.1.1, L-9.3.1). */
  readonly intended?: Move;
}
/**
 * A claim decided against its claimant, for `penalizeClaim`: found incorrect by a plugin's
 * `judgeClaim` (`decidedBy: 'rules'`), or rejected by the arbiter (`decidedBy: 'arbiter'`).
 */
interface ClaimDecision extends ClaimRequest {
  /** `'rules'`: `judgeClaim` found it incorrect; `'arbiter'`: the arbiter rejected it. */
  readonly decidedBy: 'rules' | 'arbiter';
  /** The rule it was decided under. */
  readonly rule: string;
}
/**
 * A `judgeClaim` answer: correct (the game ends), incorrect (the game goes on, and
 * `penalizeClaim` says what it costs), or for the arbiter to decide: the clocks stop
 * and the game waits until the arbiter upholds the claim (`outcome`) or rejects it.
 */
type ClaimVerdict =
  | {
      readonly correct: true;
      readonly outcome: RuledOutcome;
    }
  | {
      readonly correct: false;
      readonly rule: string;
      readonly reason: Message | string;
    }
  | {
      readonly correct?: undefined;
      readonly arbiter: true;
      readonly rule: string;
      readonly reason: Message | string;
      readonly outcome: RuledOutcome;
    };
/** A claim the player on move may make now, as a plugin offers it (the runtime then checks it). */
interface ClaimOffer {
  /** The kind (declared in the plugin's `claims`). */
  readonly kind: ClaimKind;
  /** The claim is correct (or for the arbiter) on the position as it stands. */
  readonly now: boolean;
  /** The moves that make it correct when written down first (L-9.2.1.1, L-9.3.1). */
  readonly intendedMoves: readonly Move[];
}
/** Who the claims are for, and whether their intended moves are wanted (a review asks only about claims as the position stands). */
interface ClaimQuestion {
  /** The player on move. */
  readonly side: Color;
  /** List the moves that make a claim correct when written down (`false`: leave them out). */
  readonly intendedMoves: boolean;
}
/** What an incorrect claim costs under a rule (L-9.5). */
interface ClaimPenalty {
  /** The rule, e.g. `'L-9.5'`. */
  readonly rule: string;
  /** The clock changes. */
  readonly adjustments: readonly Adjustment[];
  /** The move written down with the claim must now be played (L-9.5). */
  readonly playIntended?: boolean;
  /** The rule that binds the intended move (default: `rule`); the Laws' is `'L-9.5'`. */
  readonly intendedRule?: string;
}
/** A fallen flag to judge (L-6.9, L-III.3.1). */
interface FlagReport {
  /** Whose flag fell; absent when both fell and the order is unknown. */
  readonly side?: Color;
  /** The player who called the flag; absent when the clock or the arbiter noticed it. */
  readonly calledBy?: Color;
  /** Both flags are down, order unknown (L-III.3.1). */
  readonly bothFlags: boolean;
  /** Whether the flag fell in the final period. */
  readonly final: boolean;
}
/** A `judgeFlag` answer: the game ends, or play goes on under a rule. */
type FlagRuling =
  | {
      readonly outcome: RuledOutcome;
    }
  | {
      readonly playOn: true;
      readonly rule: string;
      readonly reason: Message | string;
    };
/** An `outcomeOf` answer: the outcome an event brings about, and what happened in words. */
interface EventOutcome {
  /** The outcome. */
  readonly outcome: RuledOutcome;
  /** What happened, for the reason sentence ("White resigned"); absent: the outcome says it. */
  readonly cause?: Message | string;
}
/** Points for each side (L-10.1). */
type Points = Readonly<ByColor<number>>;

/** One move as it was made on the board: what, by whom, when, and the clock after it. */
interface BoardMove {
  /** The move (castling as king onto rook). */
  readonly move: Move;
  /** The move in UCI as `makeUci` writes it for the position. */
  readonly uci: string;
  /** Who played it. */
  readonly side: Color;
  /** Index of its event in the log. */
  readonly event: number;
  /** When the clock was pressed. */
  readonly at: number;
  /** The mover's clock right after the press, ms (for `[%clk]`); absent without a clock. */
  readonly clock?: number;
  /** Time the mover spent on it, ms (for `[%emt]`); absent without a clock. */
  readonly spent?: number;
}
/** One move as the game's state lists it: the board's facts and what a record writes with it. */
interface PlayedMove extends BoardMove {
  /** The mover offered a draw with this move (written `(=)`, L-9.1). */
  readonly drawOffer: boolean;
  /** What the arbiter noted before this move (penalties, rejected claims), for PGN comments. */
  readonly notes: readonly Ruling[];
}
/** A completed illegal move that stands unless the opponent claims it (L-A.5.2, L-B.3). */
interface PendingIllegalMove {
  /** Who completed it. */
  readonly offender: Color;
  /** The piece's way in UCI. */
  readonly move: string;
  /** Index of its event. */
  readonly event: number;
  /** The rule it falls under (`'L-A.5.2'` in rapid, `'L-B.3'` in blitz, `'S-blitz'`). */
  readonly rule: string;
  /** The plugin that ruled it stands unless claimed. */
  readonly plugin: string;
}
/** The move written down with an incorrect claim, which must now be played (L-9.5), as a `Move` with its rule. */
interface IntendedMove extends Move {
  /** The rule that binds it (`'L-9.5'`, as the incorrect-claim plugin says). */
  readonly rule: string;
  /** The plugin that said it must be played. */
  readonly plugin: string;
}
/** The board waits for an arbiter: an illegal position that cannot be played on, or a claim. */
interface ArbiterNeeded {
  /** The rule that asks for the arbiter. */
  readonly rule: string;
  /** Why, in one sentence. */
  readonly reason: Message;
  /** Index of the event that caused it. */
  readonly event: number;
  /** The claim the arbiter is to uphold or reject (`arbiter.decideClaim`), when it is one. */
  readonly claim?: {
    readonly by: Color;
    readonly kind: ClaimKind;
    readonly plugin: string;
  };
}

/**
 * A variant's name: `'standard'`, `'chess960'`, or the name of the `Variant` that
 * `variantPlugin` plays (`'atomic'`, `'crazyhouse'`, `'3check'`...).
 */
type VariantName = 'standard' | 'chess960' | (string & {});
/** Where a game starts and under which clock: what the `setup` hooks shape. */
interface GameSetup {
  /** The variant's name (set by the variant plugin; `'standard'` until one says otherwise). */
  readonly variant: VariantName;
  /** The start position: the one the game's creator gave, or the variant plugin's. */
  readonly position?: Position;
  /** The Chess960 start-position number (0..959), when the variant is Chess960. */
  readonly chess960?: number;
  /** Whether the game's creator chose the start position (a variant keeps it then). */
  readonly startGiven: boolean;
  /**
   * The time control. `undefined`: none chosen yet (a `timeControl` plugin sets its own);
   * `null`: the game has no clock, whatever the plugins say.
   */
  readonly control?: TimeControl | null;
}
/** A touch that binds (L-4.3): a piece touched by the side to move during this move. */
interface Touch {
  /** The square of the touched piece. */
  readonly square: Square;
  /** Whether the piece is the toucher's own. */
  readonly own: boolean;
}
/** A standing draw offer (L-9.1). */
interface DrawOffer {
  /** Who offered. */
  readonly by: Color;
  /** Index of the offer's event in the log. */
  readonly event: number;
  /** Halfmoves played when it was made. */
  readonly ply: number;
}

/** Positions before the ones a history holds: their L-9.2.2 keys and halfmove clocks, oldest first. */
interface PriorPositions {
  /** How many there are. */
  readonly length: number;
  /** The key of the `i`-th. */
  key(i: number): number;
  /** The halfmove clock of the `i`-th. */
  clock(i: number): number;
}
/** A piece that must be moved, by whom, and under which rule and plugin. */
interface BoundPiece {
  /** The player who must move it. */
  readonly side: Color;
  /** Its square. */
  readonly square: number;
  /** The rule that binds it (L-7.5.1). */
  readonly rule: string;
  /** The plugin that bound it. */
  readonly plugin: string;
}
/** An illegal move pending a claim, with the position it left (none when it cannot be played on). */
interface PendingIllegal extends PendingIllegalMove {
  /** The position the illegal move left. */
  readonly position: Position | undefined;
}
/** Why the board waits for the arbiter, with what an upheld claim would decide. */
interface Awaiting extends ArbiterNeeded {
  /** The outcome if the arbiter upholds the claim. */
  readonly upheld?: RuledOutcome;
  /** Whether the clock ran when the claim stopped it (it runs again if the claim is rejected). */
  readonly clockRan?: boolean;
  /** The move written down with the claim, if one was. */
  readonly intended?: Move;
}
/**
 * The arbiter's derived state between events: plain, frozen-by-convention data. An event is
 * applied to a copy of it (the draft), which replaces it only when the whole event succeeded.
 * The position history is the one mutable object here; the draft journals its changes.
 */
interface Facts {
  /** The clock has been started (or the game has no clock and has begun). */
  readonly started: boolean;
  /** How the game ended. */
  readonly outcome: GameOutcome | undefined;
  /** The positions since the start, or since an illegal move that stood. */
  readonly history: PositionHistory;
  /** The positions before an illegal move that stood, which repetitions still count. */
  readonly prior: PriorPositions | undefined;
  /** Where the current history starts: the start, or the position an illegal move left. */
  readonly playedFrom: {
    readonly position: Position;
    readonly ply: number;
  };
  /** Completed illegal moves each side was ruled on. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces the side to move touched this move. */
  readonly touches: readonly Touch[];
  /**
   * The piece a player moved illegally, which must now be moved (L-7.5.1, as the plugin that
   * ruled on the illegal move binds it with `sequel: 'bind-piece'`).
   */
  readonly bound: BoundPiece | undefined;
  /** The intended move that must be played after an incorrect claim (L-9.5), and who must play it. */
  readonly mustPlay:
    | {
        readonly side: Color;
        readonly move: IntendedMove;
      }
    | undefined;
  /** An illegal move that stands unless claimed. */
  readonly pendingIllegal: PendingIllegal | undefined;
  /** Why the board waits for the arbiter. */
  readonly awaiting: Awaiting | undefined;
  /** Flags the rules have judged (a flag that let play go on is not judged again). */
  readonly flagsJudged: number;
  /** Each plugin's own state, by its place in the regulation. */
  readonly states: readonly unknown[];
  /** The draw offer that stands after the last event, as the `standingOffer` hook said then. */
  readonly offer: DrawOffer | undefined;
}
/** The draft of one event: the facts, writable while the event is applied. */
type Draft = {
  -readonly [K in keyof Facts]: Facts[K];
};

/** A plugin's answer, with the plugin that gave it. */
interface Answer<V> {
  /** What the plugin answered. */
  readonly value: V;
  /** The plugin's name. */
  readonly plugin: string;
}
/** A clock change's outcome: the clocks after it, or the clock's refusal in words. */
type ClockChange =
  | {
      readonly ok: true;
      readonly value: ClockView;
    }
  | {
      readonly ok: false;
      readonly error: {
        readonly message: string;
      };
    };
/** The clock as an event may change it (every change is undone if the event is dropped). */
interface TransactionClock {
  /** Both clocks now (`at` the event's instant by default). */
  view(at?: number): ClockView;
  /** The clock's status at the event's instant. */
  status(): ClockView['status'];
  /** Starts `side`'s clock. */
  start(side: Color): ClockChange;
  /** Takes back the last press; the press's record goes with it. */
  takeBack(): ClockChange;
  /** Stops both clocks. */
  pause(): ClockChange;
  /** Restarts the clock of the side to move. */
  resume(): ClockChange;
  /** Adds `ms` to `side` (negative removes). */
  adjust(side: Color, ms: number): ClockChange;
  /** Sets the move counters (and times, periods). */
  set(settings: ClockSettings): ClockChange;
  /** Both flags down, order unknown. */
  flagsDown(): ClockChange;
}
/**
 * The operations an event's `apply` may do: read the game as it stands (the draft, with this
 * event's changes so far) and change it through these methods only. The runtime keeps a
 * journal of every change, and drops them all if the event is refused or a plugin throws:
 * an event applies whole or not at all.
 */
interface Transaction {
  /** The event's index in the log. */
  readonly index: number;
  /** The event's instant, ms. */
  readonly now: number;
  /** The regulation's name, for refusals. */
  readonly regulation: string;
  /** The position the side to move plays on (a standing illegal move's, while one is pending). */
  readonly position: ReadonlyPosition;
  /** The side to move. */
  readonly turn: Color;
  /** What the game knows between events, with this event's changes so far. */
  readonly facts: Facts;
  /** The moves made so far. */
  readonly moves: readonly BoardMove[];
  /** The clock, when the game has one. */
  readonly clock: TransactionClock | undefined;
  /** Changes one fact for this event. */
  set<K extends keyof Draft>(key: K, value: Draft[K]): void;
  /** Presses `side`'s clock (none: no clock, or a frozen one): the time after it and the time spent. */
  press(side: Color):
    | {
        readonly clock: number;
        readonly spent: number;
      }
    | RulesError
    | undefined;
  /**
   * Plays the legal move `code` (read from `uci`), pressing the clock: a pending illegal move
   * stands first, the move is recorded, touches and the intended move are cleared, and the
   * position is adjudicated.
   */
  play(code: number, uci: string): RulesError | undefined;
  /** Takes the last move back (the board and the move list; the clock is the caller's). */
  takeBackMove(): void;
  /** Takes the last press back: the clock and the press's record. */
  unpress(): RulesError | undefined;
  /** Applies clock changes a plugin decided (a clock with no time to change refuses them silently). */
  adjustClocks(adjustments: readonly Adjustment[]): void;
  /** Records a ruling of `plugin` under `rule` about `side`. */
  rule(
    kind: Ruling['kind'],
    rule: string,
    plugin: string,
    side: Color | undefined,
    message: Message,
    adjustments?: readonly Adjustment[],
  ): void;
  /** Ends the game: mapped, scored, recorded, the clock stopped, the plugins told. */
  end(outcome: RuledOutcome, plugin: string, cause?: Message, at?: number): void;
  /** The claim kind `kind` and the plugin that declares it, if one does. */
  claimSpec(kind: string):
    | {
        readonly spec: ClaimSpec;
        readonly plugin: string;
      }
    | undefined;
  /** `id` if a plugin puts that rule in force (a refusal on the facts cites no other rule). */
  cite(id: string): string | undefined;
  /** Why a plugin refuses a move event `uci` now, as it would refuse the move played. */
  refusesMove(uci: string): RulesError | undefined;
  /** The regulation's ruling on an illegal move (`judgeIllegalMove`), if a plugin gives one. */
  judgeIllegalMove(report: IllegalMoveReport): Answer<IllegalMoveDecision> | undefined;
  /** The regulation's verdict on a claim (`judgeClaim`). */
  judgeClaim(request: ClaimRequest): Answer<ClaimVerdict> | undefined;
  /** What a claim decided against its claimant costs (`penalizeClaim`). */
  penalizeClaim(decision: ClaimDecision): Answer<ClaimPenalty> | undefined;
  /** What a fallen flag means (`judgeFlag`). */
  judgeFlag(report: FlagReport): Answer<FlagRuling> | undefined;
}

/** What one field of an event holds, as the log's checks read it; `?` marks an optional field. */
type FieldKind =
  | 'color'
  | 'uci'
  | 'square'
  | 'bool'
  | 'claim'
  | 'int'
  | 'moves'
  | 'result'
  | 'text';
/** A field's kind, optional with `?`. */
type FieldSpec = FieldKind | `${FieldKind}?`;
/** Every event has a `type` and the instant it happened on the game's monotonic clock. */
interface EventBase {
  /** Discriminant. */
  readonly type: string;
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}
/** The fields of `E` besides `type` and `at`, each with its kind. */
type FieldsOf<E extends EventBase> = {
  readonly [K in Exclude<keyof E, 'type' | 'at'>]-?: FieldSpec;
};
/**
 * One kind of event, whole: the shape the log checks, whether the `core` plugin gives it a
 * meaning (otherwise a plugin must list it in `handles`), and `apply`, what it does to the
 * game through a {@link Transaction}. What it *means* under a regulation (a penalty, an
 * outcome) is asked of the plugins from `apply` or, for an event no hook judges, by
 * `outcomeOf` afterwards.
 */
interface EventKind<E extends EventBase> {
  /** The `type` of its events. */
  readonly type: E['type'];
  /** Each field's kind (`'color'`, `'uci?'` ...). */
  readonly fields: FieldsOf<E>;
  /** The `core` plugin gives it a meaning, so every regulation takes it. */
  readonly core: boolean;
  /**
   * What it brings about is judged by a hook of its own (a move's `adjudicate`, a claim's
   * `judgeClaim`...), so `outcomeOf` is not asked after it.
   */
  readonly judgedElsewhere: boolean;
  /** Never refused by `judgeAction` (the clock's start, a flag: facts, not choices). */
  readonly unrefusable?: boolean;
  /** What it does to the game, or why it cannot happen. */
  readonly apply: (tx: Transaction, event: E) => RulesError | undefined;
}
/** The event type an {@link EventKind} describes. */
type EventOf<K> = K extends EventKind<infer E> ? E : never;

/** The arbiter upholds or rejects a claim the game waits on (S-10.2: a quickplay finish). */
interface DecideClaimEvent {
  /** Discriminant. */
  readonly type: 'decide-claim';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** `true`: the claim is upheld and the game ends as it claimed; `false`: play goes on. */
  readonly upheld: boolean;
  /** Why, in the arbiter's words. */
  readonly reason?: string;
}

/** The arbiter declares a result (an adjudication, a decision on an irregularity). */
interface DeclareEvent {
  /** Discriminant. */
  readonly type: 'declare';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The result declared. */
  readonly result: GameResult;
  /** Why, in the arbiter's words. */
  readonly reason?: string;
}

/** The arbiter finds both flags down and cannot say which fell first (L-III.3.1). */
interface FlagsDownEvent {
  /** Discriminant. */
  readonly type: 'flags-down';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The arbiter stops both clocks. */
interface PauseEvent {
  /** Discriminant. */
  readonly type: 'pause';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}
/** The arbiter restarts the clock of the side to move. */
interface ResumeEvent {
  /** Discriminant. */
  readonly type: 'resume';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}
/** The arbiter adds (or, negative, removes) time on one clock (S-arbiter-clock). */
interface AdjustEvent {
  /** Discriminant. */
  readonly type: 'adjust';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Whose clock. */
  readonly side: Color;
  /** Milliseconds to add; negative removes. */
  readonly ms: number;
}
/** The arbiter sets the clocks' move counters (S-arbiter-clock). */
interface SetMovesEvent {
  /** Discriminant. */
  readonly type: 'set-moves';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Completed moves per side, as the clock should count them. */
  readonly moves: Partial<ByColor<number>>;
}

/** A player takes back the last move, where the regulation allows it (casual play). */
interface TakebackEvent {
  /** Discriminant. */
  readonly type: 'takeback';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who asks (and is granted) the takeback. */
  readonly by: Color;
}

/** A fallen flag is noticed: called by a player (`by`), or seen by the clock or the arbiter. */
interface FlagEvent {
  /** Discriminant. */
  readonly type: 'flag';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Whose flag fell. */
  readonly side: Color;
  /** The player who called it; absent when the clock or the arbiter noticed it. */
  readonly by?: Color;
}

/** A player resigns (L-5.1.2). */
interface ResignEvent {
  /** Discriminant. */
  readonly type: 'resign';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who resigns. */
  readonly by: Color;
}

/** A claim: a draw now or with an intended move written down (L-9.2, L-9.3), or an illegal move (L-A.5.2). */
interface ClaimEvent {
  /** Discriminant. */
  readonly type: 'claim';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who claims. */
  readonly by: Color;
  /** What is claimed. */
  readonly claim: ClaimKind;
  /** The move written down and not yet played, in UCI (L-9.2.1.1, L-9.3.1). */
  readonly intended?: string;
}

/** A player offers a draw (L-9.1). */
interface OfferDrawEvent {
  /** Discriminant. */
  readonly type: 'offer-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who offers. */
  readonly by: Color;
}
/** A player accepts the opponent's standing draw offer (L-5.2.3). */
interface AcceptDrawEvent {
  /** Discriminant. */
  readonly type: 'accept-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who accepts. */
  readonly by: Color;
}
/** A player declines the opponent's standing draw offer. */
interface DeclineDrawEvent {
  /** Discriminant. */
  readonly type: 'decline-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who declines. */
  readonly by: Color;
}

/** A player touches a piece on `square` (L-4.3); with `adjust`, after saying "j'adoube" (L-4.2). */
interface TouchEvent {
  /** Discriminant. */
  readonly type: 'touch';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who touched. */
  readonly by: Color;
  /** The square of the touched piece. */
  readonly square: SquareName;
  /** Adjusting a piece after "j'adoube": binds to nothing. */
  readonly adjust?: boolean;
}

/** A player presses the clock without making a move, which counts as an illegal move (L-7.5.3). */
interface PressEvent {
  /** Discriminant. */
  readonly type: 'press';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who pressed. */
  readonly by: Color;
}

/** The side to move completes an illegal move: moves the piece and presses the clock (L-7.5.1). */
interface IllegalMoveEvent {
  /** Discriminant. */
  readonly type: 'illegal-move';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The piece's way, from and to square (`e2e5`); a pawn left unpromoted on the last rank is `e7e8` (L-7.5.2). */
  readonly move: string;
  /** A legal move made with two hands (castling, a capture, a promotion): penalized as an illegal move (L-7.5.4). */
  readonly twoHands?: boolean;
}

/** The side to move makes a move and presses the clock. */
interface MoveEvent {
  /** Discriminant. */
  readonly type: 'move';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The move in UCI (`e2e4`, `e7e8q`; castling as the king's two-square step or king onto rook). */
  readonly move: string;
}

/** The clock of the side to move starts (L-6.1: White's, from the start position). */
interface StartEvent {
  /** Discriminant. */
  readonly type: 'start';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** Every event kind, in the log's fixed order. A new kind is one module and one line here. */
declare const KINDS: readonly [
  EventKind<StartEvent>,
  EventKind<MoveEvent>,
  EventKind<IllegalMoveEvent>,
  EventKind<PressEvent>,
  EventKind<TouchEvent>,
  EventKind<OfferDrawEvent>,
  EventKind<AcceptDrawEvent>,
  EventKind<DeclineDrawEvent>,
  EventKind<ClaimEvent>,
  EventKind<ResignEvent>,
  EventKind<FlagEvent>,
  EventKind<TakebackEvent>,
  EventKind<PauseEvent>,
  EventKind<ResumeEvent>,
  EventKind<AdjustEvent>,
  EventKind<SetMovesEvent>,
  EventKind<FlagsDownEvent>,
  EventKind<DeclareEvent>,
  EventKind<DecideClaimEvent>,
];
/** Everything that can happen at the board, as the game log records it. */
type GameEvent = EventOf<(typeof KINDS)[number]>;
/** The `type` of a {@link GameEvent}. */
type GameEventType = GameEvent['type'];
/** The event of type `T`. */
type GameEventOf<T extends GameEventType> = Extract<
  GameEvent,
  {
    readonly type: T;
  }
>;
/** Every event type, in a fixed order. */
declare const GAME_EVENT_TYPES: readonly GameEventType[];
/** The events only an arbiter makes. */
declare const ARBITER_EVENT_TYPES: readonly [
  'pause',
  'resume',
  'adjust',
  'set-moves',
  'flags-down',
  'declare',
  'decide-claim',
];

/**
 * What a template writes with: the catalog's words for sides and pieces, moves in the reader's
 * notation, durations, lists, and nested messages. One per rendering.
 */
interface Formatter {
  /** The catalog's language (`'en'`, `'ru'`). */
  readonly language: string;
  /** A move in the catalog's notation: `Nf3`, `Кf3`, or `♘f3` when figurines were asked for. */
  move(move: MoveParam): string;
  /** A duration in ms as a clock shows it: `1:00`, `-0:30`. */
  time(ms: number): string;
  /** Clock changes in words: `+1:00 to White`. */
  adjustments(list: readonly AdjustmentParam[]): string;
  /** A nested message (or text a plugin gave as is); empty for none. */
  text(value: Message | string | undefined): string;
  /** A side, as the catalog names it in the subject of a sentence. */
  side(side: Color): string;
  /** A piece, as the catalog names it. */
  role(role: Role): string;
}
/** A template: the text of a message, written from its parameters with a formatter. */
type Template<P = MessageParams> = (params: P, f: Formatter) => string;
/** A catalog's templates by key (a plain object: add your own keys, or replace any). */
type Templates = {
  readonly [key: string]: Template<never>;
};
/**
 * A language's message catalog: plain data a user can copy and add to
 * (`{ ...RU, templates: { ...RU.templates, 'sofiaRules.tooEarly': (p) => '…' } }`).
 */
interface MessageCatalog {
  /** The language (`'en'`, `'ru'`); plugins' own messages are looked up by it. */
  readonly language: string;
  /** The notation locale moves are written in (`'ru'`: `Кf3`). */
  readonly notation: LocaleOption;
  /** Side names in the subject of a sentence (`White`, `Белые`). */
  readonly sides: {
    readonly [side in Color]: string;
  };
  /** Piece names (`knight`, `конь`). */
  readonly roles: {
    readonly [role in Role]: string;
  };
  /** How clock changes read: `+1:00 to White`. */
  readonly adjustment: (delta: string, side: Color) => string;
  /** The templates, by key. */
  readonly templates: Templates;
}

/** English: what the errors' own messages say. */
declare const EN: MessageCatalog;
/** Russian (moves with Russian piece letters: `Кf3`, `Фd1-d8`). */
declare const RU: MessageCatalog;
/** The catalogs by language. */
declare const MESSAGE_CATALOGS: Readonly<{
  en: MessageCatalog;
  ru: MessageCatalog;
}>;

/** Where plugins keep their own messages: by language, then key (`definePlugin`'s `messages`). */
interface PluginMessages {
  readonly [language: string]:
    | {
        readonly [key: string]: Template<never>;
      }
    | undefined;
}
/** Options of {@link formatMessage}. */
interface FormatOptions {
  /** A catalog (`RU`, or your own), or a shipped one's language (`'ru'`); English by default. */
  readonly locale?: MessageCatalog | keyof typeof MESSAGE_CATALOGS;
  /** Pieces as figurines (`♘f3`) instead of the language's letters. */
  readonly figurines?: boolean;
  /**
   * The plugins whose own messages may be named (`regulation.plugins`, or a game's
   * `regulation.plugins`): a plugin's key is looked up in its `messages` for the catalog's
   * language, then in English.
   */
  readonly plugins?: readonly {
    readonly messages?: PluginMessages;
  }[];
}
/**
 * `message` in words: in a catalog's language, with moves in its notation (`Кf3` in Russian,
 * `♘f3` with figurines). A key the catalog lacks is looked up in the plugins' own messages
 * (in that language, then English), then in the English catalog; a key nobody knows is
 * written as the key and its parameters, never dropped.
 *
 * ```ts
 * formatMessage(game.state.rulings[0].message, { locale: 'ru', plugins: game.regulation.plugins });
 * ```
 */
declare function formatMessage(message: Message | string, options?: FormatOptions): string;

/**
 * What a hook may read about the game at the event being judged: a read-only view, valid
 * during the call (do not keep it). Hooks decide; the runtime acts. Cheap fields are plain;
 * costly ones are methods.
 *
 * `State` is the plugin's own per-game state (see `PluginState`): each plugin's hooks see
 * only their own.
 */
interface RuleContext<State = unknown> {
  /** The game's start and clock, as the `setup` hooks left them. */
  readonly setup: Readonly<GameSetup> & {
    readonly position: Position;
  };
  /** The position on the board (read-only: do not play on it). */
  readonly position: ReadonlyPosition;
  /**
   * The positions of the game so far, as the draw rules need them (read-only). After an
   * unclaimed illegal move that stood (L-A.5.2), the positions before it still count.
   */
  readonly history: PositionHistory;
  /** The side to move. */
  readonly turn: Color;
  /** The fullmove number of the move being played (1 for White's first move). */
  readonly moveNumber: number;
  /** Halfmoves played in the game. */
  readonly ply: number;
  /** The moves played so far, oldest first. */
  readonly moves: readonly BoardMove[];
  /** The time control's FIDE category (L-A.1, L-B.1); `undefined` without a clock. */
  readonly category: TimeCategory | undefined;
  /** Both clocks at this event's instant; `undefined` without a clock. */
  clock(): ClockView | undefined;
  /** Completed illegal moves so far by each side, counting those that were penalized. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces touched by the side to move during this move (touch-move). */
  readonly touches: readonly Touch[];
  /** The draw offer that stands, if any (as the `standingOffer` hook says). */
  readonly pendingOffer: DrawOffer | undefined;
  /** The rulings so far, this event's included. */
  readonly rulings: readonly Ruling[];
  /** How the game ended, once it has (set during the event that ends it). */
  readonly outcome: GameOutcome | undefined;
  /** The log before this event. */
  readonly events: readonly GameEvent[];
  /** The event being judged (absent while adjudicating the start position or answering a query). */
  readonly event: GameEvent | undefined;
  /** Its index in the log (the log's length for an event not yet appended). */
  readonly index: number;
  /** This plugin's own state in this game (`undefined` for a plugin without `state`). */
  readonly state: State;
}

/**
 * A played game's positions in a few numbers, for the `screen` hook: enough to find the few
 * positions a plugin may rule on, without a game (`pgn check --rules` asks the rules only
 * about those). Ply `p` is the position after `p` moves; 0 is the start.
 */
interface MovesSummary {
  /** The position the moves start from. */
  readonly start: ReadonlyPosition;
  /** The position after the last move. */
  readonly final: ReadonlyPosition;
  /** Halfmoves played (the last ply). */
  readonly plies: number;
  /**
   * Never less than the most times any one position appeared (L-9.2.2 identity), start
   * included: a quick count, to rule a game out without asking `occurrences` (which is exact).
   */
  readonly repetitions: number;
  /** The highest halfmove clock reached (plies without a capture or pawn move). */
  readonly quietPlies: number;
  /** How many times the position at `ply` had appeared by then, itself included (as L-9.2 counts). */
  occurrences(ply: number): number;
  /** The halfmove clock at `ply`. */
  halfmoves(ply: number): number;
  /** The position at `ply`: read it before the next call, which moves it. */
  position(ply: number): ReadonlyPosition;
  /**
   * The claim kinds the review still looks for when it calls `screen` (absent: every kind).
   * A ply that matters only to claims of other kinds may be left out: once a claim is found,
   * the screens are asked again, from the next ply on, with that kind gone.
   */
  readonly wanted?: ReadonlySet<ClaimKind>;
  /**
   * The side whose flag fell after the last move, when the review is asked what that flag
   * means (a record's time forfeit). A plugin with `judgeFlag` names the last ply to be asked.
   */
  readonly flag?: Color;
}

/**
 * How a hook's results from several plugins combine (as Rollup's hooks do):
 * - `first`: plugins are asked in order and the first answer (not `undefined`) wins;
 * - `sequential`: each plugin gets the previous one's result and returns the next;
 * - `notify`: every plugin is told; results are ignored.
 */
type HookKind = 'first' | 'sequential' | 'notify';
/** A `first` hook: answers `Value`, or `undefined` to let the next plugin answer. */
interface FirstHook<Value, Args extends readonly unknown[]> {
  /** The combination. */
  readonly kind: 'first';
  /** What an answer is. */
  readonly value: Value;
  /** What the hook is given. */
  readonly args: Args;
}
/** A `sequential` hook: takes the value so far (and `Args`) and returns the next value. */
interface SequentialHook<Value, Args extends readonly unknown[]> {
  /** The combination. */
  readonly kind: 'sequential';
  /** The value passed along. */
  readonly value: Value;
  /** What the hook is given after the value. */
  readonly args: Args;
}
/** A `notify` hook: every plugin is told; nothing is returned. */
interface NotifyHook<Args extends readonly unknown[]> {
  /** The combination. */
  readonly kind: 'notify';
  /** What the hook is given. */
  readonly args: Args;
}
/**
 * Every hook a plugin may have, with its combination kind, its value and its arguments.
 * A hook's function type follows from its kind (see {@link HookFunction}). Hooks are called
 * in plugin order (`enforce: 'pre'` plugins first, `'post'` last), and a hook written as
 * `{ order: 'pre' | 'post', handler }` moves ahead of or behind the others for that hook only.
 * The event hooks (`judgeAction`, `outcomeOf`, `onEvent`) also take `{ filter: { type: [...] },
 * handler }`, to be called only for those event types.
 * Every hook but `setup` and `screen` is given the plugin's {@link RuleContext} last.
 *
 * Hooks run while an event is applied to a draft: if one throws, the whole event is dropped
 * (`ERR_RULES_PLUGIN_FAILED`) and the game is as it was.
 */
interface HookSpecs<State = unknown> {
  /**
   * Shapes the start: variant, start position, time control. Called once by `createGame`
   * (and `gameSetup`), before the game exists. Earlier plugins' changes are in `setup`: a
   * variant plugin has set the position, a `timeControl` the control.
   */
  setup: SequentialHook<GameSetup, []>;
  /**
   * Is this action refused? Called before every player and arbiter event is applied (not
   * before the clock's start or a flag), and in dry runs for `rights()` and `legalMoves()`.
   * Answer only to refuse: the first refusal wins, so any plugin can veto; an earlier plugin
   * has not refused. The runtime's own checks (whose move, a paused clock) come after.
   */
  judgeAction: FirstHook<Refusal, [action: GameEvent, ctx: RuleContext<State>]>;
  /**
   * Does the position just reached end the game at once (mate, stalemate, dead position,
   * fivefold, 75 moves)? Called after every move (a played one, or one that stands after an
   * illegal move) and once on the start position. An earlier plugin found no ending (the
   * variant, first, has already ruled on mate).
   */
  adjudicate: FirstHook<RuledOutcome, [ctx: RuleContext<State>]>;
  /**
   * Does this event end the game (a resignation, an accepted draw offer, the arbiter's
   * declaration)? Called once the runtime has applied an event whose meaning no other hook
   * judges: not a move, an illegal move, a press, a claim, a flag, flags down or the
   * arbiter's decision on a claim. An earlier plugin did not end the game with it.
   */
  outcomeOf: FirstHook<EventOutcome, [event: GameEvent, ctx: RuleContext<State>]>;
  /**
   * What a completed illegal move costs. Called when one is completed (or pressing the clock
   * without a move, L-7.5.3) and again when the opponent claims one that stood pending; an
   * earlier plugin gave no ruling. Nobody answering refuses the illegal move.
   */
  judgeIllegalMove: FirstHook<
    IllegalMoveDecision,
    [report: IllegalMoveReport, ctx: RuleContext<State>]
  >;
  /**
   * The claims `ask.side` may make now, for `rights(side)` and `reviewMoves`: add yours to
   * `claims` (earlier plugins' offers are there) and return the list. Called only while the
   * side is on move and no illegal move is pending; the runtime then drops any claim
   * `judgeAction` refuses or `judgeClaim` does not find correct, and any intended move the
   * side may not play.
   */
  offerClaims: SequentialHook<readonly ClaimOffer[], [ask: ClaimQuestion, ctx: RuleContext<State>]>;
  /**
   * Is the claim correct? Called for a claim of a kind some plugin declares (not an illegal
   * move's, which `judgeIllegalMove` rules on), after `judgeAction` let it through and the
   * intended move was found legal; an earlier plugin did not judge it (answer only for your
   * own kinds).
   */
  judgeClaim: FirstHook<ClaimVerdict, [claim: ClaimRequest, ctx: RuleContext<State>]>;
  /**
   * What a claim decided against its claimant costs, and whether the intended move must then
   * be played (L-9.5). Called after `judgeClaim` found a claim incorrect
   * (`decidedBy: 'rules'`), and after the arbiter rejected a claim the game waited on
   * (`decidedBy: 'arbiter'`); an earlier plugin set no penalty. Answer for the decisions your
   * rule covers: `incorrectClaim` (L-9.5) answers only `'rules'`, so "+1 minute to the
   * opponent when the arbiter rejects a claim" is a plugin of its own.
   */
  penalizeClaim: FirstHook<ClaimPenalty, [claim: ClaimDecision, ctx: RuleContext<State>]>;
  /**
   * What a fallen flag means. Called when a flag event is applied (a flag seen by the clock
   * or called by a player) and when the arbiter finds both flags down; an earlier plugin gave
   * no ruling. Nobody answering records the flag and changes nothing else. Also called by
   * `reviewMoves` asked about a recorded flag (`flag`), at the final position outside any game:
   * called by the opponent, in the last period, with no clock and each plugin's initial state.
   */
  judgeFlag: FirstHook<FlagRuling, [flag: FlagReport, ctx: RuleContext<State>]>;
  /**
   * The draw offer that stands now (L-9.1), for the state, the rights and `ctx.pendingOffer`.
   * Called once per event, after every plugin's state is reduced; the first plugin to answer
   * (the one that keeps offers, `drawOffers`) decides, and what it said holds until the next
   * event.
   */
  standingOffer: FirstHook<DrawOffer, [ctx: RuleContext<State>]>;
  /**
   * Maps the outcome (Armageddon: a draw is a Black win). Called once when the game ends,
   * with the outcome as earlier plugins mapped it.
   */
  mapOutcome: SequentialHook<RuledOutcome, [ctx: RuleContext<State>]>;
  /**
   * The points of each side for the final outcome (L-10.1). Called once when the game ends,
   * after `mapOutcome`; the first answer counts (the `scoring` plugin is in every regulation).
   */
  score: FirstHook<Points, [outcome: RuledOutcome, ctx: RuleContext<State>]>;
  /**
   * Told every event, after it has been applied and every plugin's state reduced, before it
   * is committed: throwing drops the event. Earlier plugins have been told.
   */
  onEvent: NotifyHook<[event: GameEvent, ctx: RuleContext<State>]>;
  /**
   * Told the game ended, with the final outcome (mapped and scored), before the event that
   * ended it is committed: throwing drops the event.
   */
  onOutcome: NotifyHook<[outcome: GameOutcome, ctx: RuleContext<State>]>;
  /**
   * At which plies of these moves might this plugin end the game (`adjudicate`) or allow a
   * claim on the position as it stands (`offerClaims`)? Called by `reviewMoves`, outside any
   * game, for each plugin on its own with an empty `plies`: add yours and return the list
   * (no other plugin's answer is in it, and yours gates only your own hooks). A plugin that
   * adds none is ruled out of the game; one with `adjudicate` or `offerClaims` and no
   * `screen` is asked at every ply (the safe default), so leave a ply out only when your
   * test never misses. Asked again, from the next ply on, once a claim kind is found.
   * When the review is asked about a flag (`game.flag`), a plugin with `judgeFlag` names the
   * last ply to have that flag judged there (one without `screen` is asked); leave it out
   * where your ruling is surely the loss the record shows.
   */
  screen: SequentialHook<readonly number[], [game: MovesSummary]>;
}
/** The name of a hook. */
type HookName = keyof HookSpecs;
/** The function a plugin gives for a hook spec: its return type follows the hook's kind. */
type HookFunction<Spec> =
  Spec extends FirstHook<infer Value, infer Args>
    ? (...args: Args) => Value | undefined
    : Spec extends SequentialHook<infer Value, infer Args>
      ? (value: Value, ...args: Args) => Value
      : Spec extends NotifyHook<infer Args>
        ? (...args: Args) => void
        : never;
/**
 * A hook as a plugin writes it: the function, or `{ order, handler }` to run it before
 * (`'pre'`) or after (`'post'`) the other plugins' handlers of the same hook (as in Vite).
 */
type PluginHook<F> =
  | F
  | {
      readonly order?: 'pre' | 'post';
      readonly handler: F;
    };
/** The hooks given an event first: a `filter` may say which event types they are called for. */
type EventHookName = 'judgeAction' | 'outcomeOf' | 'onEvent';
/**
 * Which events a hook is called for, as Rolldown's hook filters say which modules: only events
 * of these types. The runtime skips the hook for every other event, so a plugin that judges
 * draw offers costs nothing per move.
 */
interface HookFilter {
  /** The event types the hook is called for. */
  readonly type: readonly GameEventType[];
}
/**
 * An event hook as a plugin writes it: also `{ filter: { type: [...] }, handler }`, called only
 * for events of those types (see {@link HookFilter}).
 */
type EventPluginHook<F> =
  | F
  | {
      readonly order?: 'pre' | 'post';
      readonly filter?: HookFilter;
      readonly handler: F;
    };
/** The hooks of a plugin, every one optional; `State` is the plugin's per-game state. */
type PluginHooks<State = unknown> = {
  readonly [K in HookName]?: K extends EventHookName
    ? EventPluginHook<HookFunction<HookSpecs<State>[K]>>
    : PluginHook<HookFunction<HookSpecs<State>[K]>>;
};
/** Each hook's combination kind, as data (the types above say the same). */
declare const HOOK_KINDS: {
  readonly [K in HookName]: HookSpecs[K]['kind'];
};
/** Every hook name, in the order this file documents them. */
declare const HOOK_NAMES: readonly HookName[];

/** Options made optional at every depth: what an override may give. Arrays are replaced whole. */
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? {
        readonly [K in keyof T]?: DeepPartial<T[K]>;
      }
    : T;
/** Checks one option value; returns what is wrong with it, or `undefined`. */
type OptionCheck = (value: unknown) => string | undefined;
/** The checks of a plugin's options, field by field (nested objects nest). */
type OptionSchema = {
  readonly [field: string]: OptionCheck | OptionSchema;
};
/** Option checks for the built-in plugins' schemas. */
declare const is: {
  /** One of the listed strings. */
  readonly oneOf: (...values: readonly (string | boolean | number)[]) => OptionCheck;
  /** `true` or `false`. */
  readonly boolean: () => OptionCheck;
  /** A whole number of at least `min`. */
  readonly integer: (min?: number) => OptionCheck;
  /** A duration in whole milliseconds, at least 0. */
  readonly ms: () => OptionCheck;
  /** A number of points, at least 0 (halves allowed). */
  readonly points: () => OptionCheck;
  /** A rule's ID as REGULATIONS.md writes it: a prefix, a dash, the article (`L-B.2`, `S-blitz`). */
  readonly ruleId: () => OptionCheck;
  /** Any value of `check`, or absent. */
  readonly optional: (check: OptionCheck) => OptionCheck;
  /** Anything (checked elsewhere, e.g. a time control by the clock). */
  readonly any: () => OptionCheck;
};

/** A rule a plugin puts in force, as `describeRegulation` lists it. */
interface RuleInForce {
  /** The rule's ID in REGULATIONS.md (`'L-9.6.1'`, `'S-blitz'`, `'E-armageddon'`). */
  readonly id: string;
  /** What it does under this plugin's options, in one sentence: text, or a message a catalog renders. */
  readonly summary: Message | string;
  /** Only under a control of this category (from `byCategory` options). */
  readonly category?: TimeCategory;
}
/**
 * A plugin's per-game state, derived from the log: an initial value from the game's setup,
 * then a reducer over every event. The state is rebuilt exactly by `restoreGame`, never
 * shared between two games, and only this plugin's hooks see it (`ctx.state`).
 */
interface PluginState<State> {
  /** The state at the start of a game. */
  initial(
    setup: GameSetup & {
      readonly position: NonNullable<GameSetup['position']>;
    },
  ): State;
  /**
   * The state after `event`: called once the event has been applied (`ctx` shows the game
   * after it, `ctx.state` is still the state before), before `onEvent`. Return a new value,
   * or `state` itself when nothing changed; never change `state` in place.
   */
  reduce(state: State, event: GameEvent, ctx: RuleContext<State>): State;
}
/**
 * A plugin: a plain object with a `name`, its options as data, the rules it puts in force,
 * and optional hooks (see `HookSpecs` for each hook and how results combine). Plugins run in
 * array order; `enforce: 'pre'` plugins run before the others and `'post'` after, as in Vite.
 */
interface Plugin<Name extends string = string, Options extends object = object, State = any>
  extends PluginHooks<State> {
  /** Unique in a regulation; overrides and saved games find the plugin by it. */
  readonly name: Name;
  /**
   * The name of a plugin this one takes the place of in a regulation (`'scoring'`, `'flagFall'`):
   * listed with a preset, it removes that plugin and runs where it ran, so its answers to the
   * `first` hooks (`score`, `judgeFlag`...) are the ones heard, and `describeRegulation` lists
   * its rules instead.
   */
  readonly replaces?: string;
  /** The options, as JSON data (saved in each game's log header). */
  readonly options: Options;
  /** Run before (`'pre'`) or after (`'post'`) the plugins without `enforce`. */
  readonly enforce?: 'pre' | 'post';
  /**
   * A slot holds one plugin: a later plugin of the same slot replaces an earlier one. The
   * variant plugin (`variantPlugin(variant)`) takes the slot `'variant'`.
   */
  readonly slot?: string;
  /**
   * The move rules a plugin of the `'variant'` slot plays (a `Variant` of `@chesslaws/moves`):
   * `createGame` reads a start FEN in them (pockets, check counters).
   */
  readonly variant?: Variant;
  /** The rules in force under these options, for `describeRegulation`. */
  readonly rules?: readonly RuleInForce[];
  /** The claim kinds this plugin adds and judges. */
  readonly claims?: readonly ClaimSpec[];
  /**
   * The plugin's own messages, by language then key (`{ en: { 'sofiaRules.tooEarly': … }, ru: … }`):
   * what its refusals, rulings, claim titles and rules say when they are messages rather than
   * text. `formatMessage` finds them in the reader's language, then in English.
   */
  readonly messages?: PluginMessages;
  /**
   * The event types this plugin gives a meaning to, beyond the core's: an event type no
   * plugin lists is refused (without `drawOffers` a regulation takes no draw offers).
   */
  readonly handles?: readonly GameEventType[];
  /** The plugin's per-game state (see {@link PluginState}). */
  readonly state?: PluginState<State>;
  /**
   * The same plugin with other options (set by {@link definePlugin}): what a preset's overrides
   * call. A plugin without it can only be kept or removed.
   * @internal
   */
  configure?(options: Options): Plugin<Name, Options, State>;
  /**
   * The plugin as it applies in a game of `category`: its `byCategory` options merged in (set
   * by {@link definePlugin} when there are any). The runtime calls it once per game.
   * @internal
   */
  forCategory?(category: TimeCategory | undefined): Plugin<Name, Options, State>;
}
/** Per-category option overrides, applied once the game's time control is known (`legacy`). */
type ByCategory<Options> = {
  readonly [C in TimeCategory]?: DeepPartial<Options>;
};
/** A plugin factory made by {@link definePlugin}: call it with option overrides. */
interface PluginFactory<Name extends string, Options extends object, State = unknown> {
  /** A plugin with the defaults and `overrides` merged (deeply; later wins). */
  (overrides?: DeepPartial<Options>): Plugin<Name, Options, State>;
  /** The plugins' name. */
  readonly pluginName: Name;
  /** The default options. */
  readonly defaults: Options;
}
/** A plugin factory of any options (for lists of factories, e.g. `readRegulation`'s). */
type AnyPluginFactory = PluginFactory<string, any, any>;
/** What {@link definePlugin} needs to make a plugin factory. */
interface PluginSpec<Name extends string, Options extends object, State = unknown> {
  /** The plugins' name (use the factory's name, camelCase). */
  readonly name: Name;
  /** See {@link Plugin.replaces}. */
  readonly replaces?: string;
  /** The options when none are given. */
  readonly defaults: Options;
  /**
   * Checks for each option: a bad one throws a located `ERR_RULES_PLUGIN_OPTIONS`. Every
   * plugin also takes `byCategory` (checked here, per category, against this schema).
   */
  readonly schema?: OptionSchema;
  /** See {@link Plugin.enforce}. */
  readonly enforce?: 'pre' | 'post';
  /** See {@link Plugin.slot}. */
  readonly slot?: string;
  /** See {@link Plugin.variant}. */
  readonly variant?: Variant;
  /** The rules in force under `options` (called per category too, for `byCategory`). */
  readonly rules?: (options: Options) => readonly RuleInForce[];
  /** The claim kinds the plugin adds under `options`. */
  readonly claims?: (options: Options) => readonly ClaimSpec[];
  /** See {@link Plugin.handles}. */
  readonly handles?: readonly GameEventType[];
  /** See {@link Plugin.messages}. */
  readonly messages?: PluginMessages;
  /** The per-game state under `options`. */
  readonly state?: (options: Options) => PluginState<State>;
  /** The hooks, made once per options (keep per-game memory in `state`, never in a closure). */
  readonly hooks?: (options: Options) => PluginHooks<State>;
}
/**
 * Makes a plugin factory: options are data, merged over the defaults, checked and frozen; the
 * hooks close over them. `byCategory` options are handled here, once for every plugin: the
 * runtime asks `forCategory` for the plugin of a game's category, and `rules` lists what
 * changes per category. Every built-in plugin is made this way, and so can yours be.
 *
 * ```ts
 * export const noEarlyDraws = definePlugin({
 *   name: 'noEarlyDraws',
 *   defaults: { beforeMove: 30 },
 *   rules: (o) => [{ id: 'L-5.2.3', summary: `no draw offers before move ${o.beforeMove}` }],
 *   hooks: (o) => ({
 *     judgeAction: (action, ctx) =>
 *       action.type === 'offer-draw' && ctx.moveNumber < o.beforeMove
 *         ? { rule: 'L-5.2.3', reason: `no draw offers before move ${o.beforeMove}` }
 *         : undefined,
 *   }),
 * });
 * ```
 */
declare function definePlugin<const Name extends string, Options extends object, State = unknown>(
  spec: PluginSpec<Name, Options, State>,
): PluginFactory<Name, Options, State>;

/**
 * The rules no regulation goes without: a move is played only if the variant allows it
 * (L-3.10), a player may resign (L-5.1.2), and the arbiter runs the clocks and may declare a
 * result or decide a claim (L-12, S-arbiter-clock). `makeRegulation` puts it first in every
 * regulation; it cannot be removed.
 */
declare const core: PluginFactory<'core', {}, unknown>;

/** Options of {@link scoring}: the points of a win, a draw and a loss. */
interface ScoringOptions {
  /** A win (1). */
  readonly win: number;
  /** A draw (½). */
  readonly draw: number;
  /** A loss (0). */
  readonly loss: number;
}
/** "Football" scoring (S: seed 002): 3 for a win, 1 for a draw, 0 for a loss. */
declare const FOOTBALL_SCORING: ScoringOptions;
/**
 * The points of each side for a game's outcome (L-10.1): 1 / ½ / 0 by default, or as the
 * event announces (`scoring(FOOTBALL_SCORING)`). Every regulation has it: `makeRegulation`
 * adds it when no plugin scores, and every outcome carries the points of both sides.
 */
declare const scoring: PluginFactory<'scoring', ScoringOptions, unknown>;

/** Options of {@link variantPlugin}, as a saved game's header records them. */
interface VariantPluginOptions {
  /** The variant's name: `'standard'`, `'chess960'`, or a `Variant`'s (`'atomic'`). */
  readonly variant: VariantName;
  /** Chess960 only: the start position's number, 0..959 (518 is standard), when a game names none. */
  readonly startPosition?: number;
}
/**
 * The plugin of the `variant` slot: which game is played on the board. Standard chess by
 * default (the start RNBQKBNR, L-2.4; the moves of Article 3; mate and stalemate end the game);
 * `variantPlugin(CHESS960, { startPosition: 7 })` for Chess960 (L-G2); any `Variant` of
 * `@chesslaws/moves` (the lichess ones of `@chesslaws/variants`, or your own) with its start,
 * its moves and the ends termination gives it (`V-atomic.king-exploded`, and a draw when
 * neither side can win by the variant's material). Every regulation has one; listing another
 * in `defineRegulation` replaces it, and a preset takes one as `casual({ variant: atomic() })`.
 *
 * ```ts
 * const atomicBlitz = defineRegulation({ name: 'atomic-blitz', plugins: [fideBlitz(), variantPlugin(atomic())] });
 * ```
 */
declare function variantPlugin(
  variant?: Variant,
  options?: {
    readonly startPosition?: number;
  },
): Plugin<'variant', VariantPluginOptions>;

/** What a regulation's plugin list may hold: plugins, regulations (a preset to build on), and gaps (`false`, for a plugin left out on a condition). */
type PluginInput = Plugin | Regulation | false | null | undefined;
/** A regulation's name and plugin options, as a game log's header records them. */
interface RegulationHeader {
  /** The regulation's name (`'fide-blitz'`). */
  readonly name: string;
  /** Every plugin's name and options, in order. */
  readonly plugins: readonly {
    readonly name: string;
    readonly options: object;
  }[];
}
/** The plugin of `P` named `N` (any plugin, when `P` does not say which names it has). */
type PluginNamed<P extends Plugin, N extends string> = [
  Extract<
    P,
    {
      name: N;
    }
  >,
] extends [never]
  ? Plugin
  : Extract<
      P,
      {
        name: N;
      }
    >;
/**
 * A set of competition rules: an ordered, frozen list of plugins with unique names. Made by
 * {@link defineRegulation} or a preset (`fideBlitz()`, `fideBlitz({ illegalMoves: … })`); a
 * game runs under one. Every regulation has the `core` plugin, a variant (standard chess
 * unless a plugin says otherwise) and a plugin that scores (`scoring`).
 */
interface Regulation<P extends Plugin = Plugin> {
  /** The regulation's name, saved in game logs. */
  readonly name: string;
  /** The plugins, in hook order (`enforce: 'pre'`, none, `'post'`). */
  readonly plugins: readonly P[];
  /** The plugin named `name`, if the regulation has it. */
  plugin<N extends P['name']>(name: N): PluginNamed<P, N> | undefined;
  /** The name and options, as saved in a game's log. */
  readonly header: RegulationHeader;
}
/** What {@link defineRegulation} takes. */
interface RegulationConfig<I extends readonly PluginInput[] = readonly PluginInput[]> {
  /** The name saved in game logs. */
  readonly name: string;
  /** Plugins and regulations to build on, in order; `false`, `null` and `undefined` are skipped. */
  readonly plugins: I;
}
/** The plugins every regulation has, whatever it lists: `core` and `scoring`, and the variant. */
type RequiredPlugin =
  | ReturnType<typeof core>
  | ReturnType<typeof scoring>
  | ReturnType<typeof variantPlugin>;
/** The plugin type of a list of plugin inputs (the required plugins besides). */
type PluginsOf<I> = ListedPlugins<I> | RequiredPlugin;
/** The plugin type of a list of plugin inputs, as listed. */
type ListedPlugins<I> =
  I extends Regulation<infer P>
    ? P
    : I extends Plugin
      ? I
      : I extends readonly (infer E)[]
        ? ListedPlugins<E>
        : never;
/**
 * A regulation from plugins and regulations to build on, checked, ordered by `enforce` (as in
 * Vite) and frozen. A regulation in the list brings its plugins; a plugin of the variant's slot
 * replaces the variant; a plugin with `replaces` takes the place of the one it names. Any other
 * plugin listed twice is refused (`ERR_RULES_DUPLICATE_PLUGIN`): a preset's options change with
 * the preset's overrides, `fideBlitz({ illegalMoves: { … } })`. A hook written wrong, or one
 * that no event of the regulation can ever reach (`judgeIllegalMove` where no plugin handles
 * illegal moves), is refused too (`ERR_RULES_PLUGIN_HOOK`), naming the field.
 *
 * ```ts
 * const sofia = defineRegulation({ name: 'sofia-blitz', plugins: [fideBlitz(), sofiaRules({ beforeMove: 30 })] });
 * ```
 */
declare function defineRegulation<const I extends readonly PluginInput[]>(
  config: RegulationConfig<I>,
): Regulation<PluginsOf<I>>;

/** A claim the player on move may make correctly now, or by writing down one of `intendedMoves`. */
interface ClaimRight {
  /** The kind (`threefold`, `fifty`, or one a plugin adds, like `quickplay-finish`). */
  readonly kind: ClaimKind;
  /** The rule it claims under (`'L-9.2'`, `'S-10.2'`). */
  readonly rule: string;
  /** A few words for its button, from the plugin that adds it (render a message with `formatMessage`). */
  readonly title: Message | string;
  /** The plugin that judges it. */
  readonly plugin: string;
  /** The claim is correct (or goes to the arbiter) on the position as it stands (L-9.2.1.2, L-9.3.2). */
  readonly now: boolean;
  /** The moves that make it correct when written down first (L-9.2.1.1, L-9.3.1); one button for all. */
  readonly intendedMoves: readonly Move[];
}
/** What one side may do now, as the regulation's plugins judge it: what a UI enables. */
interface Rights {
  /** It is this side's move and the board can be played on. */
  readonly move: boolean;
  /** It may complete an illegal move, which the rules then rule on (arbiter mode); `false`: an illegal move is refused. */
  readonly illegalMove: boolean;
  /** It may offer a draw. */
  readonly offerDraw: boolean;
  /** The opponent's offer stands, to accept or decline. */
  readonly answerDraw: boolean;
  /** The claims it may make correctly (an incorrect claim is always possible, and penalized). */
  readonly claims: readonly ClaimRight[];
  /** It may claim the opponent's illegal move (L-A.5.2). */
  readonly claimIllegalMove: boolean;
  /** It may take back the last move. */
  readonly takeback: boolean;
  /** The opponent's flag has fallen and it may call it. */
  readonly callFlag: boolean;
  /** It may resign (always, until the game ends). */
  readonly resign: boolean;
}

/** Options every action that takes a move accepts. */
interface MoveOptions {
  /** The language of the move's piece letters (`'ru'`: `Кf3`); the game's `locale` by default, then English. */
  readonly locale?: LocaleOption;
}
/** A move as the game's actions take it: SAN (`'Nf3'`, `'0-0'`, `'exd6 e.p.'`), UCI (`'g1f3'`), or a `Move`. */
type MoveInput = Move | string;

/** Where a game starts: a FEN, or a Chess960 start position by number (0..959; 518 is standard). */
type GameStart =
  | {
      readonly fen: string;
    }
  | {
      readonly chess960: number;
    };
/** Options of {@link createGame}. */
interface GameOptions {
  /**
   * The start position (default: the variant's: the standard start, the Chess960 plugin's, or
   * the variant's own). A FEN is read in the regulation's variant (crazyhouse pockets, three-check
   * counters). A bare FEN string is short for `{ fen }`.
   */
  readonly start?: GameStart | string;
  /**
   * The time control, replacing the regulation's: a `TimeControl`; text as people write it,
   * read by clock's `readTimeControl` (`'3+2'`, `'90+30'`, `'90/40+30, 30+30'` in minutes,
   * `'180+2'`, `'5400+30'` as PGN tags in seconds, `'60m+0'` with a unit, `'pgn:60+0'`);
   * text in a named notation (`{ shorthand: '60+0' }`, `{ pgn: '60+0' }`); or `false` for a
   * game without a clock. Text that is two real controls (`'60+0'`: 1 h or 1 min) is refused
   * with `ERR_RULES_CONTROL_AMBIGUOUS`.
   */
  readonly clock?: TimeControlInput | false;
  /** A monotonic source of integer ms for the events' times (default: `performance.now()`). */
  readonly now?: () => number;
  /** Start the clock at once (the default); `false` waits for {@link Game.start}. */
  readonly autoStart?: boolean;
  /**
   * The language of piece letters in moves the game is given (`'ru'`: `game.play('Кf3')`);
   * English is always read too. Any notation locale id, or a `Locale` object.
   */
  readonly locale?: LocaleOption;
  /**
   * Called with what a listener of {@link Game.on} threw. A listener runs after its event
   * was committed, so the action still succeeds; by default the error is thrown again in a
   * microtask, where the platform reports it (as an event listener's error is).
   */
  readonly onListenerError?: (error: unknown) => void;
}
/** How a game was set up: what `createGame` and the regulation's `setup` hooks decided. */
interface GameSetupView {
  /** The variant (`'standard'`, `'chess960'`, ...). */
  readonly variant: VariantName;
  /** The start position (a copy). */
  readonly position: Position;
  /** The Chess960 start-position number, when it is one. */
  readonly chess960?: number;
  /** The time control; `null` without a clock. */
  readonly control: TimeControl | null;
  /** The control's FIDE category (L-A.1, L-B.1); `undefined` without a clock. */
  readonly category: TimeCategory | undefined;
  /** Both clocks before the first move (`undefined` without a clock). */
  readonly clock: ClockView | undefined;
  /** The side whose clock starts (L-6.1: the side to move in the start position). */
  readonly firstToMove: Color;
}
/** A claim kind a game takes, with the plugin that judges it: what a UI lists as claim buttons. */
interface ClaimKindInfo extends ClaimSpec {
  /** The plugin that declares and judges it. */
  readonly plugin: string;
}
/** A saved game: the regulation's header, the start, the time control and every event. */
interface GameLog {
  /** Always `'chesslaws-game'`. */
  readonly format: 'chesslaws-game';
  /** Format version, currently 1. */
  readonly version: 1;
  /** The regulation's name and every plugin's options. */
  readonly regulation: RegulationHeader;
  /** The start position as FEN, and its Chess960 number when it is one. */
  readonly start: {
    readonly fen: string;
    readonly chess960?: number;
  };
  /** The time control in force; `null` without a clock. */
  readonly control: TimeControl | null;
  /** Every event, oldest first. */
  readonly events: readonly GameEvent[];
}
/** The game at one moment: a snapshot, derived from the log (it does not change afterwards). */
interface GameState {
  /** Number of events so far: a version that grows with every accepted action. */
  readonly version: number;
  /** `'ready'` (clock not started), `'playing'`, `'paused'`, `'awaiting-arbiter'`, or `'over'`. */
  readonly status: 'ready' | 'playing' | 'paused' | 'awaiting-arbiter' | 'over';
  /** The position on the board (a copy of the game's). */
  readonly position: Position;
  /** The position as FEN. */
  readonly fen: string;
  /** The side to move. */
  readonly turn: Color;
  /** Whether the side to move is in check. */
  readonly check: boolean;
  /** The moves played, in order, with clock readings. */
  readonly moves: readonly PlayedMove[];
  /** The last move played, if any. */
  readonly lastMove: Move | undefined;
  /** Both clocks at the last event; `undefined` without a clock. */
  readonly clock: ClockView | undefined;
  /** How the game ended, once it has. */
  readonly outcome: GameOutcome | undefined;
  /** The draw offer that stands, if any. */
  readonly pendingOffer: DrawOffer | undefined;
  /** Every ruling so far (penalties, incorrect claims, illegal moves, the outcome). */
  readonly rulings: readonly Ruling[];
  /** Completed illegal moves by each side that were ruled on. */
  readonly illegalMoves: Readonly<ByColor<number>>;
  /** Pieces the side to move has touched this move (touch-move). */
  readonly touches: readonly Touch[];
  /** The piece moved illegally that must now be moved (L-7.5.1), with the rule and plugin that bind it. */
  readonly boundPiece: BoundPiece | undefined;
  /** The intended move that must be played after an incorrect claim (L-9.5), with its rule. */
  readonly mustPlay: IntendedMove | undefined;
  /** An illegal move that stands unless the opponent claims it (L-A.5.2), with the rule it falls under. */
  readonly pendingIllegalMove: PendingIllegalMove | undefined;
  /** Set when the board cannot be played on until the arbiter decides (an illegal position, a claim). */
  readonly awaitingArbiter: ArbiterNeeded | undefined;
  /** What the arbiter ruled since the last move (for the record's comments). */
  readonly notes: readonly Ruling[];
  /**
   * Where a record's movetext starts: the start position (ply 0), or the position an
   * unclaimed illegal move left (L-A.5.2), with what was noted before it.
   */
  readonly recordStart: {
    readonly position: Position;
    readonly ply: number;
    readonly notes: readonly Ruling[];
  };
}
/** What each listener of {@link Game.on} receives. */
interface GameEvents {
  /** Any accepted event. */
  event: {
    readonly event: GameEvent;
    readonly index: number;
  };
  /** A move was played. */
  move: PlayedMove;
  /** The side to move is in check after a move. */
  check: {
    readonly side: Color;
  };
  /** A time penalty or an illegal move was ruled. */
  penalty: Ruling;
  /** A draw was offered, accepted or declined. */
  offer: {
    readonly event: GameEvent;
    readonly index: number;
  };
  /** A claim was judged. */
  claim: {
    readonly event: GameEvent;
    readonly index: number;
    readonly ruling: Ruling | undefined;
  };
  /** The game ended. */
  outcome: GameOutcome;
  /** The state changed (after any event). */
  change: GameState;
}
/**
 * A game under a regulation. Every action stamps the injected time, and either appends one
 * event to the log and returns the new state, or returns why it cannot happen and appends
 * nothing. The state is derived from the log alone: `restoreGame(game.toJSON())` rebuilds it.
 */
interface Game {
  /** The regulation the game runs under. */
  readonly regulation: Regulation;
  /** The event log so far (read-only; save it with {@link Game.toJSON}). */
  readonly events: readonly GameEvent[];
  /** How the game was set up: variant, start position, control and its category, the first clocks. */
  readonly setup: GameSetupView;
  /** The claim kinds this game takes besides an illegal move's (the draws, and kinds plugins add). */
  readonly claimKinds: readonly ClaimKindInfo[];
  /**
   * Whether the regulation gives events of `type` a meaning (some plugin handles them): a game
   * without `takebacks` refuses every takeback, one without `drawOffers` every offer.
   */
  accepts(type: GameEventType): boolean;
  /** The current state (a snapshot, computed once per event). */
  readonly state: GameState;
  /** Starts the clock (when created with `autoStart: false`). */
  start(): Result<GameState, RulesError>;
  /**
   * The side to move plays `move` and presses the clock: SAN as people write it (`'e4'`,
   * `'Nf3'`, `'0-0'`, `'exd6 e.p.'`, `'Ngf3'`), in the game's `locale` or `options.locale`
   * too (`'Кf3'`), UCI (`'g1f3'`), or a `Move`. The log records UCI.
   */
  play(move: MoveInput, options?: MoveOptions): Result<GameState, RulesError>;
  /**
   * The side to move completes an illegal move (arbiter mode; L-7.5.1), or a legal one with two
   * hands (L-7.5.4): UCI, long algebraic (`'Bf1-f3'`), SAN whose piece is the only one of its
   * kind that fits (`'Qd8'`), or a `Move`.
   */
  illegalMove(
    move: MoveInput,
    options?: MoveOptions & {
      readonly twoHands?: boolean;
    },
  ): Result<GameState, RulesError>;
  /** `side` presses the clock without moving (L-7.5.3). */
  pressClock(side: Color): Result<GameState, RulesError>;
  /**
   * `side` touches the piece on `square` (touch-move, L-4.3): a square (`'g1'`), or the piece and
   * its square as a player says it (`'Ng1'`); `adjust` after "j'adoube".
   */
  touch(side: Color, square: Square | string, adjust?: boolean): Result<GameState, RulesError>;
  /** `side` offers a draw (L-9.1). */
  offerDraw(side: Color): Result<GameState, RulesError>;
  /** `side` accepts the opponent's offer. */
  acceptDraw(side: Color): Result<GameState, RulesError>;
  /** `side` declines the opponent's offer. */
  declineDraw(side: Color): Result<GameState, RulesError>;
  /**
   * `claim.by` claims a draw (now, or with `intended` written down: `'Nb8'`), an illegal move,
   * or a kind a plugin adds.
   */
  claim(
    claim: {
      readonly by: Color;
      readonly kind: ClaimKind;
      readonly intended?: MoveInput;
    },
    options?: MoveOptions,
  ): Result<GameState, RulesError>;
  /** `side` resigns. */
  resign(side: Color): Result<GameState, RulesError>;
  /** `by` calls the flag of `side` (default: the side whose flag fell). */
  callFlag(by?: Color, side?: Color): Result<GameState, RulesError>;
  /** `side` takes back the last move, where the regulation allows it. */
  takeback(side: Color): Result<GameState, RulesError>;
  /** Arbiter actions. */
  readonly arbiter: {
    /** Stops both clocks. */
    pause(): Result<GameState, RulesError>;
    /** Restarts the clock of the side to move. */
    resume(): Result<GameState, RulesError>;
    /** Adds `ms` to `side`'s clock (negative removes). */
    adjust(side: Color, ms: number): Result<GameState, RulesError>;
    /** Sets the clocks' move counters. */
    setMoves(moves: Partial<ByColor<number>>): Result<GameState, RulesError>;
    /** Both flags down, order unknown (L-III.3.1). */
    flagsDown(): Result<GameState, RulesError>;
    /** Declares a result. */
    declare(result: GameResult, reason?: string): Result<GameState, RulesError>;
    /** Upholds (`true`) or rejects (`false`) the claim the game waits on (S-10.2). */
    decideClaim(upheld: boolean, reason?: string): Result<GameState, RulesError>;
  };
  /**
   * Appends a flag event if a flag has fallen by now (the UI calls it when its timer fires),
   * and returns the state; a plugin that fails while the flag is judged is an error, and the
   * flag stays unrecorded (every later action judges it first).
   */
  checkTime(): Result<GameState, RulesError>;
  /** The instant the running side's flag falls if nobody moves (set one timer from it). */
  flagFallAt(): number | undefined;
  /** Both clocks now (or at `at`); `undefined` without a clock. */
  clockAt(at?: number): ClockView | undefined;
  /**
   * The moves the side to move may play now: legal, and allowed by the regulation (the
   * intended move after an incorrect claim, a touched piece); none once the game is over.
   */
  legalMoves(): Move[];
  /** What `side` may do now (move, offer, answer an offer, claim, take back, call a flag). */
  rights(side: Color): Rights;
  /** Listens to `type`; returns the function that stops listening. */
  on<K extends keyof GameEvents>(type: K, listener: (payload: GameEvents[K]) => void): () => void;
  /** The log as JSON data: save it, and {@link restoreGame} replays it exactly. */
  toJSON(): GameLog;
}

/** What a game under a regulation starts with, as its plugins decide it (see {@link gameSetup}). */
interface StartDecision {
  /** The variant. */
  readonly variant: VariantName;
  /** The start position. */
  readonly position: Position;
  /** The Chess960 start-position number, when it is one. */
  readonly chess960?: number;
  /** The time control; `null` without a clock. */
  readonly control: TimeControl | null;
  /** Its FIDE category (L-A.1, L-B.1); `undefined` without a clock. */
  readonly category: TimeCategory | undefined;
}
/**
 * What a game under `regulation` would start with, given `options` (only `start` and `clock`
 * count): the variant, the start position and the time control the plugins set, e.g. a
 * preset's default control (`gameSetup(fideRapid()).value.control` is 15+10). No game is made.
 */
declare function gameSetup(
  regulation: Regulation,
  options?: Pick<GameOptions, 'start' | 'clock'>,
): Result<StartDecision, RulesError>;
/**
 * A new game under `regulation`. Bad input (a FEN, a time control) is an error result with a
 * located `RulesError`; the clock of the side to move starts at once unless `autoStart: false`.
 *
 * ```ts
 * const game = unwrap(createGame(fideBlitz(), { now: () => Date.now() }));
 * game.play('e2e4');
 * ```
 */
declare function createGame(
  regulation: Regulation,
  options?: GameOptions,
): Result<Game, RulesError>;

/** Options of {@link restoreGame}. */
interface RestoreOptions {
  /** The time source for actions after the restore. */
  readonly now?: () => number;
}
/**
 * Rebuilds a game from its saved log under `regulation`, which must be the one the log's
 * header names, with the same options. A bad log (from a file, a browser's storage) is an
 * error result naming the event index and the reason; nothing is dropped silently.
 */
declare function restoreGame(
  regulation: Regulation,
  log: unknown,
  options?: RestoreOptions,
): Result<Game, RulesError>;

type Side = {
  readonly side: Color;
};
type Text = Message | string;
type IllegalKind = 'illegal-move' | 'press-without-move' | 'unpromoted-pawn' | 'two-hands';
/** Every message the rules say, in English. */
declare const EN_TEMPLATES: {
  /** Text a plugin gave as it is: the same in every language. */
  readonly text: Template<{
    readonly text: string;
  }>;
  readonly outcome: Template<{
    readonly result: GameResult;
    readonly termination: string;
    readonly winner?: Color | undefined;
  }>;
  readonly 'outcome.reason': Template<{
    readonly outcome: Message;
    readonly cause?: Message | undefined;
  }>;
  readonly 'outcome.mapped': Template<{
    readonly winner?: Color | undefined;
    readonly before: Message;
  }>;
  readonly 'cause.resigned': Template<Side>;
  readonly 'cause.acceptedOffer': Template<
    Side & {
      readonly offerer: Color;
    }
  >;
  readonly 'cause.declared': Template<{
    readonly result: GameResult;
    readonly reason?: string | undefined;
  }>;
  readonly 'cause.flagFell': Template<Side>;
  readonly 'cause.bothFlags': Template<object>;
  readonly 'cause.claimCorrect': Template<
    Side & {
      readonly title: Text;
      readonly intended?: MoveParam | undefined;
    }
  >;
  readonly 'cause.claimUpheld': Template<
    Side & {
      readonly title: Text;
      readonly reason?: string | undefined;
    }
  >;
  readonly 'cause.illegalLoses': Template<{
    readonly label: Message;
    readonly count: number;
  }>;
  readonly 'illegal.label': Template<
    Side & {
      readonly kind: IllegalKind;
      readonly move?: MoveParam | undefined;
    }
  >;
  readonly 'illegal.settled': Template<{
    readonly label: Message;
    readonly replaced?: 'queen' | 'move' | undefined;
    readonly adjustments: readonly AdjustmentParam[];
  }>;
  readonly 'illegal.stood': Template<
    Side & {
      readonly move: MoveParam;
    }
  >;
  readonly 'illegal.unplayable': Template<
    Side & {
      readonly move: MoveParam;
      readonly why: Message;
    }
  >;
  readonly 'unplayable.notInPocket': Template<object>;
  readonly 'unplayable.dropSquareTaken': Template<object>;
  readonly 'unplayable.noPiece': Template<object>;
  readonly 'unplayable.kingTaken': Template<object>;
  readonly 'unplayable.position': Template<{
    readonly text: string;
  }>;
  readonly 'claim.forArbiter': Template<
    Side & {
      readonly title: Text;
      readonly reason: Text;
    }
  >;
  readonly 'claim.incorrect': Template<
    Side & {
      readonly title: Text;
      readonly reason: Text;
      readonly adjustments: readonly AdjustmentParam[];
      readonly mustPlay?: MoveParam | undefined;
    }
  >;
  readonly 'claim.rejected': Template<
    Side & {
      readonly title: Text;
      readonly reason?: string | undefined;
    }
  >;
  readonly 'claim.rejectedPenalty': Template<
    Side & {
      readonly adjustments: readonly AdjustmentParam[];
    }
  >;
  readonly 'claim.threefold': Template<object>;
  readonly 'claim.fifty': Template<object>;
  readonly 'claim.quickplayFinish': Template<object>;
  readonly 'refusal.outOfOrder': Template<{
    readonly at: number;
    readonly previous: number;
  }>;
  readonly 'refusal.gameOver': Template<{
    readonly reason: Message;
  }>;
  readonly 'refusal.notStarted': Template<object>;
  readonly 'refusal.alreadyStarted': Template<object>;
  readonly 'refusal.noClock': Template<object>;
  readonly 'refusal.paused': Template<object>;
  readonly 'refusal.clock': Template<{
    readonly text: string;
  }>;
  readonly 'refusal.awaitingArbiter': Template<{
    readonly reason: Message;
  }>;
  readonly 'refusal.unhandled': Template<{
    readonly regulation: string;
    readonly type: string;
  }>;
  readonly 'refusal.notUci': Template<{
    readonly text: string;
  }>;
  readonly 'refusal.badMoveInput': Template<object>;
  readonly 'refusal.san': Template<{
    readonly text: string;
  }>;
  readonly 'refusal.writeSquare': Template<{
    readonly text: string;
  }>;
  readonly 'refusal.noPieceOfRole': Template<
    Side & {
      readonly role: Role;
    }
  >;
  readonly 'refusal.whichPiece': Template<{
    readonly role: Role;
    readonly squares: readonly string[];
    readonly to: string;
  }>;
  readonly 'refusal.noSuchPieceThere': Template<{
    readonly text: string;
    readonly square: string;
  }>;
  readonly 'refusal.notLegal': Template<
    Side & {
      readonly move: string;
      readonly why: Message;
    }
  >;
  readonly 'refusal.mustPlayIntended': Template<
    Side & {
      readonly move: MoveParam;
    }
  >;
  readonly 'refusal.mustMoveBound': Template<
    Side & {
      readonly square: string;
    }
  >;
  readonly 'refusal.noPieceToMove': Template<
    Side & {
      readonly square: string;
    }
  >;
  readonly 'refusal.noPieceToDrop': Template<
    Side & {
      readonly role: Role;
    }
  >;
  readonly 'refusal.legalNotIllegal': Template<{
    readonly move: MoveParam;
  }>;
  readonly 'refusal.notYourClock': Template<{
    readonly by: Color;
    readonly turn: Color;
  }>;
  readonly 'refusal.nothingToTouch': Template<{
    readonly square: string;
  }>;
  readonly 'refusal.notOnMove': Template<Side>;
  readonly 'refusal.claimNotOnMove': Template<object>;
  readonly 'refusal.claimIllegalFirst': Template<object>;
  readonly 'refusal.intendedNotLegal': Template<{
    readonly move: string;
  }>;
  readonly 'refusal.noClaimsOfKind': Template<{
    readonly regulation: string;
    readonly kind: string;
  }>;
  readonly 'refusal.nothingToDecide': Template<object>;
  readonly 'refusal.noIllegalToClaim': Template<{
    readonly offender: Color;
    readonly by: Color;
  }>;
  readonly 'refusal.noRulingOnClaim': Template<object>;
  readonly 'refusal.clockCannotTakeBack': Template<{
    readonly text: string;
  }>;
  readonly 'refusal.ownFlag': Template<Side>;
  readonly 'refusal.flagNotFallen': Template<Side>;
  readonly 'refusal.noFlag': Template<object>;
  readonly 'refusal.flagFellFirst': Template<
    Side & {
      readonly at: number;
    }
  >;
  readonly 'refusal.flagBeforeEvent': Template<
    Side & {
      readonly at: number;
    }
  >;
  readonly 'refusal.nothingToTakeBack': Template<object>;
  readonly 'refusal.badNow': Template<object>;
  readonly 'refusal.plugin': Template<{
    readonly plugin: string;
    readonly hook: string;
    readonly text: string;
  }>;
  readonly 'why.noPiece': Template<{
    readonly square: string;
  }>;
  readonly 'why.notYours': Template<
    Side & {
      readonly role: Role;
      readonly square: string;
    }
  >;
  readonly 'why.mustPromote': Template<{
    readonly uci: string;
  }>;
  readonly 'why.noPromotion': Template<object>;
  readonly 'why.promotesTo': Template<{
    readonly role: Role;
    readonly variant: string;
  }>;
  readonly 'why.noMoves': Template<{
    readonly role: Role;
    readonly square: string;
    readonly check: boolean;
  }>;
  readonly 'why.goesTo': Template<{
    readonly role: Role;
    readonly square: string;
    readonly targets: readonly string[];
    readonly check: boolean;
  }>;
  readonly 'why.noDrops': Template<{
    readonly variant: string;
  }>;
  readonly 'why.notInHand': Template<
    Side & {
      readonly role: Role;
    }
  >;
  readonly 'why.occupied': Template<{
    readonly square: string;
  }>;
  readonly 'why.pawnRank': Template<object>;
  readonly 'why.dropNow': Template<{
    readonly role: Role;
    readonly square: string;
    readonly check: boolean;
  }>;
  readonly 'rule.underCategory': Template<{
    readonly category: string;
    readonly summary: Text;
  }>;
  readonly 'core.rule.legal': Template<object>;
  readonly 'core.rule.resign': Template<object>;
  readonly 'core.rule.clock': Template<object>;
  readonly 'core.rule.arbiter': Template<object>;
  readonly 'variant.rule.start': Template<object>;
  readonly 'variant.rule.castling': Template<object>;
  readonly 'variant.rule.moves': Template<object>;
  readonly 'variant.rule.pawns': Template<object>;
  readonly 'variant.rule.check': Template<object>;
  readonly 'variant.rule.mate': Template<object>;
  readonly 'variant.rule.stalemate': Template<object>;
  readonly 'variant.rule.chess960': Template<{
    readonly start: number;
  }>;
  readonly 'variant.rule.own': Template<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly 'variant.rule.variantMoves': Template<{
    readonly variant: string;
  }>;
  readonly 'timeControl.rule.clock': Template<{
    readonly control: string;
  }>;
  readonly 'timeControl.rule.category': Template<{
    readonly control: string;
    readonly category: string;
  }>;
  readonly 'automaticDraws.rule.dead': Template<{
    readonly how: 'full' | 'quick' | 'material';
  }>;
  readonly 'automaticDraws.rule.fivefold': Template<{
    readonly consecutive: boolean;
  }>;
  readonly 'automaticDraws.rule.seventyFive': Template<object>;
  readonly 'claimableDraws.rule.threefold': Template<{
    readonly intendedMove: boolean;
  }>;
  readonly 'claimableDraws.rule.fifty': Template<{
    readonly moves: number;
  }>;
  readonly 'claimableDraws.rule.legacy75': Template<object>;
  readonly 'claimableDraws.rule.automatic': Template<object>;
  readonly 'claimableDraws.currentOnly': Template<object>;
  readonly 'claimableDraws.notThird': Template<object>;
  readonly 'claimableDraws.notThreeTimes': Template<object>;
  readonly 'claimableDraws.intendedNotFifty': Template<{
    readonly moves: number;
  }>;
  readonly 'claimableDraws.notFifty': Template<{
    readonly moves: number;
  }>;
  readonly 'illegalMoves.rule.rejected': Template<object>;
  readonly 'illegalMoves.rule.completed': Template<object>;
  readonly 'illegalMoves.rule.unpromoted': Template<object>;
  readonly 'illegalMoves.rule.press': Template<object>;
  readonly 'illegalMoves.rule.twoHands': Template<object>;
  readonly 'illegalMoves.rule.forfeit': Template<object>;
  readonly 'illegalMoves.rule.penalty': Template<{
    readonly lossOn: number;
    readonly bonus: number;
  }>;
  readonly 'illegalMoves.rule.loss': Template<{
    readonly lossOn: number;
    readonly drawIfCannotMate: boolean;
  }>;
  readonly 'illegalMoves.rule.unsupervised': Template<object>;
  readonly 'illegalMoves.rejected': Template<object>;
  readonly 'incorrectClaim.rule.opponentBonus': Template<{
    readonly time: number;
  }>;
  readonly 'incorrectClaim.rule.claimantDeduction': Template<{
    readonly time: number;
  }>;
  readonly 'incorrectClaim.rule.halfUpToThree': Template<object>;
  readonly 'incorrectClaim.rule.none': Template<object>;
  readonly 'incorrectClaim.rule.intended': Template<object>;
  readonly 'flagFall.rule.flag': Template<{
    readonly drawIfCannotMate: boolean;
  }>;
  readonly 'flagFall.rule.bothDraw': Template<object>;
  readonly 'flagFall.rule.bothFide': Template<object>;
  readonly 'flagFall.playOn': Template<object>;
  readonly 'drawOffers.rule.stands': Template<object>;
  readonly 'drawOffers.rule.agreement': Template<object>;
  readonly 'drawOffers.rule.notAllowed': Template<object>;
  readonly 'drawOffers.notAllowed': Template<object>;
  readonly 'drawOffers.ownStands': Template<Side>;
  readonly 'drawOffers.otherStands': Template<Side>;
  readonly 'drawOffers.noOffer': Template<
    Side & {
      readonly answer: 'accept' | 'decline';
    }
  >;
  readonly 'touchMove.rule.touched': Template<object>;
  readonly 'touchMove.rule.castling': Template<object>;
  readonly 'touchMove.rule.noClaim': Template<object>;
  readonly 'touchMove.noClaim': Template<object>;
  readonly 'touchMove.mustTake': Template<{
    readonly from: string;
    readonly to: string;
  }>;
  readonly 'touchMove.mustCastle': Template<{
    readonly rook: string;
  }>;
  readonly 'touchMove.otherKingMove': Template<{
    readonly rook: string;
  }>;
  readonly 'touchMove.mustMove': Template<{
    readonly square: string;
  }>;
  readonly 'touchMove.mustBeTaken': Template<{
    readonly square: string;
  }>;
  readonly 'quickplayFinish.rule': Template<{
    readonly under: number;
  }>;
  readonly 'quickplayFinish.noClock': Template<object>;
  readonly 'quickplayFinish.notLastPeriod': Template<Side>;
  readonly 'quickplayFinish.flagFallen': Template<Side>;
  readonly 'quickplayFinish.notUnder': Template<
    Side & {
      readonly left: number;
      readonly under: number;
    }
  >;
  readonly 'quickplayFinish.cannotWin': Template<object>;
  readonly 'scoring.rule': Template<{
    readonly win: number;
    readonly draw: number;
    readonly loss: number;
  }>;
  readonly 'drawOdds.rule': Template<Side>;
  readonly 'takebacks.rule': Template<object>;
};
/** The built-in messages: each key with the parameters its template takes. */
type BuiltInMessages = {
  readonly [K in keyof typeof EN_TEMPLATES]: (typeof EN_TEMPLATES)[K] extends Template<infer P>
    ? P
    : never;
};
/** A built-in message's key. */
type MessageKey = keyof BuiltInMessages;

/** Options of {@link automaticDraws}. */
interface AutomaticDrawsOptions {
  /**
   * Dead positions (L-5.2.2): `'quick'` (insufficient material and frozen pawn walls, in
   * microseconds per move), `'full'` (termination's whole analysis, up to `nodeBudget` per
   * move), `'material'` (insufficient material only), or `false`.
   */
  readonly deadPosition: 'quick' | 'full' | 'material' | false;
  /** Node budget of the full analysis. */
  readonly nodeBudget: number;
  /** The fivefold repetition draw (L-9.6.1). */
  readonly fivefold: boolean;
  /** The 2014-2017 reading of fivefold: on consecutive alternate moves only. */
  readonly fivefoldConsecutive: boolean;
  /** The 75-move draw (L-9.6.2); a mate on the 75th move stands. */
  readonly seventyFiveMoves: boolean;
}
/** The draws the arbiter applies without a claim: dead position, fivefold, 75 moves (L-5.2.2, L-9.6). */
declare const automaticDraws: PluginFactory<'automaticDraws', AutomaticDrawsOptions, unknown>;

/** Options of {@link claimableDraws}. */
interface ClaimableDrawsOptions {
  /** Threefold repetition may be claimed (L-9.2). */
  readonly threefold: boolean;
  /** The fifty-move rule may be claimed (L-9.3). */
  readonly fiftyMoves: boolean;
  /** Moves each player must have made without a capture or pawn move (50). */
  readonly moves: number;
  /** S-75: 75 moves for the material classes of the old codes (seed 002). */
  readonly legacyMaterialClasses: boolean;
  /** A claim may name a move written down and not yet played (L-9.2.1.1, L-9.3.1). */
  readonly intendedMove: boolean;
  /** Casual play: the runtime claims for the player as soon as a claim would be correct. */
  readonly automatic: boolean;
}
/** Draws a player on move may claim: threefold repetition and fifty moves, now or with an intended move. */
declare const claimableDraws: PluginFactory<'claimableDraws', ClaimableDrawsOptions, unknown>;

/** Options of {@link drawOdds}. */
interface DrawOddsOptions {
  /** The side a draw counts for (Black in Armageddon). */
  readonly side: Color;
}
/**
 * Draw odds, as in Armageddon (E-armageddon): every draw counts as a win for `side` (Black).
 * It runs last (`enforce: 'post'`), so it maps the outcome every other plugin decided.
 */
declare const drawOdds: PluginFactory<'drawOdds', DrawOddsOptions, unknown>;

/** Options of {@link drawOffers}. */
interface DrawOffersOptions {
  /** Whether players may offer draws at all (Armageddon events often forbid them). */
  readonly allowed: boolean;
}
/** The state of {@link drawOffers} in a game: the offer that stands. */
interface DrawOffersState {
  /** The standing offer, if any. */
  readonly offer: DrawOffer | undefined;
}
/**
 * Draw offers (L-9.1, L-5.2.3): an offer stands until the opponent accepts or declines it,
 * touches a piece to move it, or moves; it cannot be withdrawn; accepting it draws. The
 * standing offer is the plugin's per-game state, and a regulation without the plugin takes
 * no offers at all.
 */
declare const drawOffers: PluginFactory<'drawOffers', DrawOffersOptions, DrawOffersState>;

/** Options of {@link flagFall}. */
interface FlagFallOptions {
  /**
   * A flag against a side whose opponent cannot mate by any series of legal moves draws
   * (L-6.9), decided by termination's unwinnability analysis, not a material count.
   */
  readonly drawIfOpponentCannotMate: boolean;
  /** When the analysis runs out of budget: the opponent wins (`'win'`, as chess servers do) or `'draw'`. */
  readonly onUnknown: 'win' | 'draw';
  /** Node budget of the analysis. */
  readonly nodeBudget: number;
  /**
   * Both flags down, order unknown: `'fide'` draws in the last period and plays on otherwise
   * (L-III.3.1); `'draw'` always draws (S-14.8, old rapid).
   */
  readonly bothFlags: 'fide' | 'draw';
  /** Options per time category (the `legacy` preset's rapid). */
  readonly byCategory?: ByCategory<Omit<FlagFallOptions, 'byCategory'>>;
}
/**
 * What a fallen flag means (L-6.9, L-III.3.1, S-14.8). A mate or stalemate on the board before
 * it stands. In `reviewMoves` (`pgn check --rules`) a recorded time forfeit is judged where
 * termination's quick test shows the opponent cannot mate; the rare position only the full
 * analysis proves is judged in a game but not in a review.
 */
declare const flagFall: PluginFactory<'flagFall', FlagFallOptions, unknown>;

/** Options of {@link illegalMoves}. */
interface IllegalMovesOptions {
  /**
   * - `'reject'`: an app prevents illegal moves; completing one is refused;
   * - `'record'`: an over-the-board record: the position before it is restored and it is
   *   penalized (L-7.5);
   * - `'forfeit'`: older blitz: a claimed illegal move loses (S-blitz).
   */
  readonly mode: 'reject' | 'record' | 'forfeit';
  /**
   * With an arbiter at the board (`true`), a completed illegal move is ruled on at once.
   * Without (`false`: rapid L-A.5.2, blitz L-B.3), it counts only if the opponent claims it
   * before making his own move; otherwise it stands.
   */
  readonly supervised: boolean;
  /** Time the opponent gets for the first illegal moves (2 min standard L-7.5.5, 1 min rapid and blitz L-A.3). */
  readonly opponentBonus: number;
  /** The rule that sets that time: `'L-7.5.5'`, or `'L-A.3'` / `'L-B.2'` / `'L-B.3'` per category (the FIDE presets). */
  readonly penaltyRule: string;
  /** The rule an unsupervised illegal move waits for a claim under: `'L-A.5.2'`, `'L-B.3'` in blitz. */
  readonly unsupervisedRule: string;
  /** The illegal move that loses: the 2nd (L-7.5.5) or the 3rd (S-strikes, 2005-2013). */
  readonly lossOn: number;
  /** The loss is a draw when the opponent cannot mate by any series of legal moves (L-7.5.5). */
  readonly drawIfOpponentCannotMate: boolean;
  /** Options per time category (the FIDE presets' 1-minute penalties, the `legacy` blitz forfeit). */
  readonly byCategory?: ByCategory<Omit<IllegalMovesOptions, 'byCategory'>>;
}
/** What a completed illegal move costs (L-7.5, L-A.3, L-A.5.2, L-B.2, L-B.3, S-blitz, S-strikes). */
declare const illegalMoves: PluginFactory<'illegalMoves', IllegalMovesOptions, unknown>;

/** Options of {@link incorrectClaim}. */
interface IncorrectClaimOptions {
  /**
   * - `'opponent-bonus'`: the opponent gets `opponentBonus` (L-9.5: 2 min; L-A.3: 1 min in rapid and blitz);
   * - `'claimant-deduction'`: `claimantDeduction` is added to the claimant's used time (S-claim-5: 5 min);
   * - `'half-up-to-three'`: FIDE 1997: half the claimant's time, at most 3 min, and 3 min to
   *   the opponent (S-claim-9.5-old);
   * - `'none'`: no time penalty.
   */
  readonly penalty: 'opponent-bonus' | 'claimant-deduction' | 'half-up-to-three' | 'none';
  /** Time the opponent gets, ms, under `'opponent-bonus'` (as `illegalMoves` names its own). */
  readonly opponentBonus: number;
  /** Time added to the claimant's used time, ms, under `'claimant-deduction'`. */
  readonly claimantDeduction: number;
  /**
   * The rule the penalty is ruled under; absent: the penalty's own (L-9.5, S-claim-5,
   * S-claim-9.5-old). The FIDE presets give `'L-A.3'` in rapid and `'L-B.2'` in blitz.
   */
  readonly penaltyRule?: string;
  /** Options per time category. */
  readonly byCategory?: ByCategory<Omit<IncorrectClaimOptions, 'byCategory'>>;
}
/** What an incorrect draw claim costs (L-9.5, L-A.3, S-claim-5, S-claim-9.5-old). The game goes on. */
declare const incorrectClaim: PluginFactory<'incorrectClaim', IncorrectClaimOptions, unknown>;

/** Options of {@link quickplayFinish}. */
interface QuickplayFinishOptions {
  /** The claimant must have less than this left, ms (2 minutes). */
  readonly under: number;
}
/**
 * The quickplay-finish claim of the older codes (S-10.2; seed 002 "ничья фиксируется ... 7",
 * seed 004 16.1): under a control without increment, the player on move with less than two
 * minutes left may claim a draw because the opponent cannot win by normal means (or is not
 * trying to). The clocks stop and the arbiter decides: upheld, a draw; rejected, play goes on.
 */
declare const quickplayFinish: PluginFactory<'quickplayFinish', QuickplayFinishOptions, unknown>;

/**
 * Takebacks (casual play): a player may take back the last move, clock included. It gives the
 * `takeback` event its meaning: a regulation without it refuses takebacks.
 */
declare const takebacks: PluginFactory<'takebacks', {}, unknown>;

/** Options of {@link timeControl}. */
interface TimeControlOptions {
  /**
   * The control: text as people write it, read by clock's `readTimeControl` (`'3+2'`,
   * `'90+30'`, `'90/40+30, 30+30'` in minutes; `'180+2'`, `'5400+30'` as PGN tags in seconds;
   * `'60m+0'` with a unit, `'pgn:60+0'` with the prefix), or a `TimeControl` object from
   * `@chesslaws/clock`'s builders. Text that is two real controls (`'60+0'`: 1 h or 1 min)
   * is refused with `ERR_RULES_CONTROL_AMBIGUOUS`.
   */
  readonly control: string | TimeControl;
}
/**
 * The game's clock (L-6.1: two displays; the side to move's starts, White's from the start
 * position). A time control given to
 * `createGame` replaces this one. Its FIDE category (L-A.1, L-B.1) decides which
 * category rules apply (`byCategory` options, the `legacy` preset).
 */
declare const timeControl: PluginFactory<'timeControl', TimeControlOptions, unknown>;

/** What the touched pieces oblige the player to do (L-4.3, L-4.4); `undefined` when nothing binds. */
interface TouchObligation {
  /** The rule that binds. */
  readonly rule: 'L-4.3' | 'L-4.4';
  /** What must happen, as a message (render it with `formatMessage`). */
  readonly message: Message;
  /** The moves that satisfy it. */
  readonly moves: readonly Move[];
}
/**
 * The obligation of the touches in `touches` (in the order they were made) in `pos`:
 * - own and opponent's piece: capture the first with the first if legal (4.3.3), else
 * - the first touched piece that can be moved or captured must be (4.3.1, 4.3.2);
 * - king then rook: castle with that rook if legal, else another king move (4.4.1, 4.4.4);
 *   rook then king: no castling with that rook (4.4.3).
 * No touched piece that can move or be captured binds nothing (4.3.4).
 */
declare function touchObligation(
  pos: ReadonlyPosition,
  touches: readonly Touch[],
): TouchObligation | undefined;
/**
 * Touch-move for over-the-board training (L-4.3, L-4.4): touched pieces bind the player, and
 * a player who touched a piece loses this move's right to claim a draw (L-9.4).
 */
declare const touchMove: PluginFactory<'touchMove', {}, unknown>;

/**
 * Casual play: no clock (give `createGame` one if you want it), illegal moves refused,
 * takebacks allowed, no penalties, and draws claimed by hand (set
 * `claimableDraws: { automatic: true }` to have them claimed for you).
 */
declare const casual: Preset<
  PluginsOf<
    readonly [
      Plugin<'variant', VariantPluginOptions, any>,
      Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>,
      Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>,
      Plugin<'illegalMoves', IllegalMovesOptions, unknown>,
      Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>,
      Plugin<'flagFall', FlagFallOptions, unknown>,
      Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>,
      Plugin<'takebacks', {}, unknown>,
    ]
  >
>;

/** FIDE standard chess (Laws of Chess 2023): 90/40+30, 30+30; +2 min penalties; loss on the 2nd illegal move. */
declare const fideStandard: Preset<
  PluginsOf<
    (
      | Plugin<'variant', VariantPluginOptions, any>
      | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
      | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
      | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
      | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
      | Plugin<'flagFall', FlagFallOptions, unknown>
      | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
      | Plugin<'timeControl', TimeControlOptions, unknown>
      | Plugin<'touchMove', {}, unknown>
    )[]
  >
>;
/** FIDE rapid with an arbiter at the board (Appendix A): 15+10; penalties of 1 minute (L-A.3). */
declare const fideRapid: Preset<
  PluginsOf<
    (
      | Plugin<'variant', VariantPluginOptions, any>
      | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
      | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
      | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
      | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
      | Plugin<'flagFall', FlagFallOptions, unknown>
      | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
      | Plugin<'timeControl', TimeControlOptions, unknown>
      | Plugin<'touchMove', {}, unknown>
    )[]
  >
>;
/** FIDE rapid without full supervision: an illegal move counts only if claimed before the opponent moves (L-A.5.2). */
declare const fideRapidUnsupervised: Preset<
  PluginsOf<
    (
      | Plugin<'variant', VariantPluginOptions, any>
      | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
      | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
      | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
      | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
      | Plugin<'flagFall', FlagFallOptions, unknown>
      | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
      | Plugin<'timeControl', TimeControlOptions, unknown>
      | Plugin<'touchMove', {}, unknown>
    )[]
  >
>;
/** FIDE blitz, adequately supervised (L-B.2): 3+2; penalties of 1 minute. */
declare const fideBlitz: Preset<
  PluginsOf<
    (
      | Plugin<'variant', VariantPluginOptions, any>
      | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
      | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
      | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
      | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
      | Plugin<'flagFall', FlagFallOptions, unknown>
      | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
      | Plugin<'timeControl', TimeControlOptions, unknown>
      | Plugin<'touchMove', {}, unknown>
    )[]
  >
>;
/** FIDE blitz without adequate supervision (L-B.3): as unsupervised rapid. */
declare const fideBlitzUnsupervised: Preset<
  PluginsOf<
    (
      | Plugin<'variant', VariantPluginOptions, any>
      | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
      | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
      | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
      | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
      | Plugin<'flagFall', FlagFallOptions, unknown>
      | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
      | Plugin<'timeControl', TimeControlOptions, unknown>
      | Plugin<'touchMove', {}, unknown>
    )[]
  >
>;
/**
 * Armageddon (E-armageddon): White 5 min, Black 4 min, +2 s from move 61, blitz rules,
 * no draw offers, and every draw counts as a Black win.
 */
declare const armageddon: Preset<
  PluginsOf<
    readonly [
      ...(
        | Plugin<'variant', VariantPluginOptions, any>
        | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
        | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
        | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
        | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
        | Plugin<'flagFall', FlagFallOptions, unknown>
        | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
        | Plugin<'timeControl', TimeControlOptions, unknown>
        | Plugin<'touchMove', {}, unknown>
      )[],
      Plugin<'drawOdds', DrawOddsOptions, unknown>,
    ]
  >
>;

/**
 * The older codes of the seeds (FIDE before 2014, the Soviet code), following the time
 * control's category: three illegal moves lose (S-strikes), but in blitz a claimed illegal
 * move loses at once (S-blitz); an incorrect claim costs half the claimant's time up to 3 min
 * and gives the opponent 3 min (S-claim-9.5-old); both flags down in rapid is a draw
 * (S-14.8); the fifty-move claim needs 75 moves for the old material classes (S-75); a
 * player with less than two minutes in a last period without increment may claim a draw for
 * the arbiter to decide (S-10.2); there are no automatic fivefold or 75-move draws (they came
 * in 2014).
 */
declare const legacy: Preset<
  PluginsOf<
    readonly [
      Plugin<'variant', VariantPluginOptions, any>,
      Plugin<'timeControl', TimeControlOptions, unknown>,
      Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>,
      Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>,
      Plugin<'illegalMoves', IllegalMovesOptions, unknown>,
      Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>,
      Plugin<'flagFall', FlagFallOptions, unknown>,
      Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>,
      Plugin<'touchMove', {}, unknown>,
      Plugin<'quickplayFinish', QuickplayFinishOptions, unknown>,
    ]
  >
>;

/**
 * Overrides for a preset's plugins, by name: options merged at any depth, or `false` to remove
 * the plugin. What you write wins over the preset's per-category options too:
 * `fideBlitz({ illegalMoves: { opponentBonus: 30_000 } })` gives 30 s in every category.
 * `name` renames the result; `variant` plays another variant (`casual({ variant: atomic() })`).
 */
type RegulationOverrides<P extends Plugin> = {
  readonly [K in P as K['name'] extends 'name' | 'variant' ? never : K['name']]?:
    | DeepPartial<K['options']>
    | false;
} & {
  /** The regulation's name instead of the preset's. */
  readonly name?: string;
  /** The variant to play, in place of the preset's (any `Variant`: see `variantPlugin`). */
  readonly variant?: Variant;
};
/** A preset: a function from overrides to a regulation, with its name. */
interface Preset<P extends Plugin> {
  /** The preset's regulation with `overrides` applied. */
  (overrides?: RegulationOverrides<P>): Regulation<P>;
  /** The preset's name, as the CLI and saved games know it (`'fide-blitz'`). */
  readonly presetName: string;
}

/**
 * The preset regulations by the names the CLI and saved games use:
 * `REGULATIONS['fide-blitz']()` is `fideBlitz()`. (Clock presets, `PRESETS` in
 * `@chesslaws/clock`, are time controls; these are whole regulations.)
 */
declare const REGULATIONS: {
  readonly 'fide-standard': Preset<
    PluginsOf<
      (
        | Plugin<'variant', VariantPluginOptions, any>
        | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
        | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
        | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
        | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
        | Plugin<'flagFall', FlagFallOptions, unknown>
        | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
        | Plugin<'timeControl', TimeControlOptions, unknown>
        | Plugin<'touchMove', {}, unknown>
      )[]
    >
  >;
  readonly 'fide-rapid': Preset<
    PluginsOf<
      (
        | Plugin<'variant', VariantPluginOptions, any>
        | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
        | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
        | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
        | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
        | Plugin<'flagFall', FlagFallOptions, unknown>
        | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
        | Plugin<'timeControl', TimeControlOptions, unknown>
        | Plugin<'touchMove', {}, unknown>
      )[]
    >
  >;
  readonly 'fide-rapid-unsupervised': Preset<
    PluginsOf<
      (
        | Plugin<'variant', VariantPluginOptions, any>
        | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
        | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
        | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
        | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
        | Plugin<'flagFall', FlagFallOptions, unknown>
        | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
        | Plugin<'timeControl', TimeControlOptions, unknown>
        | Plugin<'touchMove', {}, unknown>
      )[]
    >
  >;
  readonly 'fide-blitz': Preset<
    PluginsOf<
      (
        | Plugin<'variant', VariantPluginOptions, any>
        | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
        | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
        | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
        | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
        | Plugin<'flagFall', FlagFallOptions, unknown>
        | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
        | Plugin<'timeControl', TimeControlOptions, unknown>
        | Plugin<'touchMove', {}, unknown>
      )[]
    >
  >;
  readonly 'fide-blitz-unsupervised': Preset<
    PluginsOf<
      (
        | Plugin<'variant', VariantPluginOptions, any>
        | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
        | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
        | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
        | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
        | Plugin<'flagFall', FlagFallOptions, unknown>
        | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
        | Plugin<'timeControl', TimeControlOptions, unknown>
        | Plugin<'touchMove', {}, unknown>
      )[]
    >
  >;
  readonly armageddon: Preset<
    PluginsOf<
      readonly [
        ...(
          | Plugin<'variant', VariantPluginOptions, any>
          | Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>
          | Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>
          | Plugin<'illegalMoves', IllegalMovesOptions, unknown>
          | Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>
          | Plugin<'flagFall', FlagFallOptions, unknown>
          | Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>
          | Plugin<'timeControl', TimeControlOptions, unknown>
          | Plugin<'touchMove', {}, unknown>
        )[],
        Plugin<'drawOdds', DrawOddsOptions, unknown>,
      ]
    >
  >;
  readonly casual: Preset<
    PluginsOf<
      readonly [
        Plugin<'variant', VariantPluginOptions, any>,
        Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>,
        Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>,
        Plugin<'illegalMoves', IllegalMovesOptions, unknown>,
        Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>,
        Plugin<'flagFall', FlagFallOptions, unknown>,
        Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>,
        Plugin<'takebacks', {}, unknown>,
      ]
    >
  >;
  readonly legacy: Preset<
    PluginsOf<
      readonly [
        Plugin<'variant', VariantPluginOptions, any>,
        Plugin<'timeControl', TimeControlOptions, unknown>,
        Plugin<'automaticDraws', AutomaticDrawsOptions, unknown>,
        Plugin<'claimableDraws', ClaimableDrawsOptions, unknown>,
        Plugin<'illegalMoves', IllegalMovesOptions, unknown>,
        Plugin<'incorrectClaim', IncorrectClaimOptions, unknown>,
        Plugin<'flagFall', FlagFallOptions, unknown>,
        Plugin<'drawOffers', DrawOffersOptions, DrawOffersState>,
        Plugin<'touchMove', {}, unknown>,
        Plugin<'quickplayFinish', QuickplayFinishOptions, unknown>,
      ]
    >
  >;
};
/** A preset regulation's name (`'fide-blitz'`). */
type RegulationName = keyof typeof REGULATIONS;

/** One move of a {@link GameRecordData}: the shape `@chesslaws/notation`'s `buildGame` takes. */
interface RecordedMoveData {
  /** The move. */
  readonly move: Move;
  /** The mover's clock after the move, ms (`[%clk]`). */
  readonly clock?: number;
  /** Time spent on the move, ms (`[%emt]`). */
  readonly elapsed?: number;
  /** What the arbiter noted after this move (penalties, incorrect claims, illegal moves). */
  readonly comments?: readonly string[];
  /** The mover offered a draw with this move (`(=)`). */
  readonly drawOffer?: boolean;
}
/**
 * A played game as plain data, shaped as `@chesslaws/notation`'s `GameRecord`, so
 * `makePgn(unwrap(buildGame(toGameRecord(game))))` writes its PGN (rules does not depend on
 * notation, per the layering).
 */
interface GameRecordData {
  /** The position the record starts from. */
  readonly start: Position;
  /** The moves, with clocks, draw offers and the arbiter's notes. */
  readonly moves: readonly RecordedMoveData[];
  /** `TimeControl` (PGN form) and the tags given. */
  readonly tags: Readonly<Record<string, string>>;
  /** How the game ended, if it has. */
  readonly outcome?: {
    readonly result: GameResult;
    readonly termination: string;
    readonly byRule: string;
  };
  /** A comment before the first move (what happened before it, e.g. an illegal move). */
  readonly comment?: string;
}
/**
 * The game as a record for a PGN: moves with `[%clk]`/`[%emt]` in ms, draw offers, the
 * arbiter's rulings (illegal moves, penalties, rejected claims) as comments in the language
 * `options.locale` names (English by default), each with its rule, the outcome, and the
 * `TimeControl` tag. If an unclaimed illegal move stood (L-A.5.2), the record starts from the
 * position it left, and the comment says so.
 */
declare function toGameRecord(
  game: Game,
  tags?: Readonly<Record<string, string>>,
  options?: Pick<FormatOptions, 'locale' | 'figurines'>,
): GameRecordData;
/** A recorded game to rebuild: moves with optional clock readings, and the result. */
interface RecordInput {
  /** The start position (default: the standard one). */
  readonly start?: Position;
  /** The moves, in order; `clock` is the mover's clock after the move, `elapsed` the time spent, both ms. */
  readonly moves: readonly {
    /** The move: SAN as the record writes it (`'Nf3'`), UCI, or a `Move`. */
    readonly move: MoveInput;
    readonly clock?: number;
    readonly elapsed?: number;
  }[];
  /** The recorded result, if the game ended; a result the board does not explain becomes the arbiter's. */
  readonly result?: GameResult | '*';
  /** The recorded `Termination` tag (`'time forfeit'`, chess.com's `'… won on time'`, turns a decisive result into a flag fall). */
  readonly termination?: string;
}
/** Options of {@link fromGameRecord}. */
interface FromRecordOptions extends Pick<GameOptions, 'clock'> {
  /** Seconds per move where the record has no clock reading (default 1). */
  readonly defaultThink?: number;
}
/**
 * A game rebuilt from a record (a PGN read by `@chesslaws/notation`): each move played at the
 * instant that makes the clock show the recorded `[%clk]` (or after the recorded `[%emt]`),
 * then the result: an ending the board explains stands; a time forfeit is a flag fall; any
 * other result is declared by the arbiter, as the record gives it.
 */
declare function fromGameRecord(
  regulation: Regulation,
  record: RecordInput,
  options?: FromRecordOptions,
): Result<Game, RulesError>;
/**
 * The side whose flag a record says fell: the loser of a decisive result with the `Termination`
 * tag `time forfeit` (chess.com writes `Hikaru won on time`), if that side is on move after the
 * last move (`turn`), as only its clock runs; otherwise the result is the arbiter's. What
 * `fromGameRecord` reads a flag fall from, and what to pass `reviewMoves` as its `flag`.
 */
declare function recordedFlag(
  record: Pick<RecordInput, 'result' | 'termination'>,
  turn: Color,
): Color | undefined;

/** One rule in force under a regulation, with the plugin that supplies it. */
interface RuleDescription {
  /** The rule's ID in REGULATIONS.md. */
  readonly id: string;
  /**
   * What it does, in one sentence (prefixed with the category when it applies in one only), as
   * a message: `formatMessage(rule.summary, { locale: 'ru', plugins: regulation.plugins })`.
   */
  readonly summary: Message;
  /** The plugin that supplies it (`'core'` for what every regulation does). */
  readonly plugin: string;
  /** Only under a control of this category (the `byCategory` options). */
  readonly category?: TimeCategory;
}
/**
 * Every rule in force under `regulation`: its ID, what it does under the options given, and
 * the plugin that supplies it, in plugin order. Nothing the runtime does is left out: the
 * `core` plugin lists what every regulation does, and removing a plugin removes its lines.
 *
 * A regulation that plays a variant (`casual({ variant: atomic() })`) lists the variant's own
 * rules with their IDs (`V-atomic.explosions`, `V-atomic.king-exploded`...), from the variant
 * plugin, and leaves out the standard rules the variant's game does not apply: L-5.2.2 (a
 * dead position; the variant's draw by material stands instead) and, in a variant without
 * move-count draws (crazyhouse), L-9.3 and L-9.6.2.
 */
declare function describeRegulation(regulation: Regulation): RuleDescription[];
/** A claim kind a regulation takes, with the plugin that declares and judges it. */
interface RegulationClaim extends ClaimSpec {
  /** The plugin. */
  readonly plugin: string;
}
/**
 * The claim kinds `regulation` takes besides an illegal move's (L-A.5.2), as its plugins
 * declare them: what a script reader or a UI lists (`threefold`, `fifty`, `quickplay-finish`).
 */
declare function regulationClaims(regulation: Regulation): RegulationClaim[];
/** {@link describeRegulation} as aligned text, one rule a line, in a catalog's language (English by default). */
declare function formatRegulation(
  regulation: Regulation,
  options?: Pick<FormatOptions, 'locale'>,
): string;

/** What {@link readRegulation} may rebuild besides the built-in plugins. */
interface ReadRegulationOptions {
  /** Your plugins' factories (made with `definePlugin`), found by their name. */
  readonly plugins?: readonly AnyPluginFactory[];
  /** The variants a header may name besides standard chess and Chess960 (`lichessVariants()`, yours). */
  readonly variants?: readonly Variant[];
}
/**
 * The regulation a saved game's header describes (`log.regulation`), rebuilt from the built-in
 * plugins, your plugins' factories and your variants: then `restoreGame(regulation, log)`
 * replays the game under it. A header of an earlier version is read as that version wrote it.
 * An unknown plugin or variant, or a bad option, is an error naming it (and what to pass).
 */
declare function readRegulation(
  header: unknown,
  options?: ReadRegulationOptions,
): Result<Regulation, RulesError>;

/** A claim that could have been made on a position of the moves, as it stood. */
interface ReviewedClaim {
  /** The ply (moves played) of the position. */
  readonly ply: number;
  /** The player on move there, who could claim. */
  readonly side: Color;
  /** The claim kind (`threefold`, `fifty`, ...). */
  readonly kind: ClaimKind;
  /** The rule it is claimed under. */
  readonly rule: string;
  /** What it claims, in a few words ("a draw by threefold repetition"). */
  readonly title: Message | string;
  /** The plugin that judges it. */
  readonly plugin: string;
}
/**
 * What a regulation rules on a flag that fell after the last move of a list (`reviewMoves`'
 * `flag`): the game's outcome (mapped and scored, as in a game), or play going on.
 */
type ReviewedFlag =
  | {
      readonly outcome: GameOutcome;
    }
  | {
      readonly playOn: true;
      readonly rule: string;
      readonly reason: Message | string;
    };
/** What a regulation rules on a list of moves played without a clock. */
interface MovesReview {
  /** The ending it rules, and the ply after which it came (0: the start position was over). */
  readonly ending?: {
    readonly outcome: GameOutcome;
    readonly ply: number;
  };
  /** The first position, before the ending, where each claim kind could have been made. */
  readonly claims: readonly ReviewedClaim[];
  /**
   * The ruling on the flag the review was asked about, where a plugin's screen named it and
   * the game did not end on the board first. Absent: not asked, the game ended first, no
   * screen named the flag (none may rule it anything but a loss for that side), or no plugin
   * ruled on it (then a game records the flag and changes nothing).
   */
  readonly flag?: ReviewedFlag;
}

/**
 * What a replay saw at each position (`replayMainline(game, { trace: true }).trace` of
 * notation): index 0 is the start, `i` the position after `i` moves.
 */
interface MovesTrace {
  /** Each move as the move integer `Position.make` takes, in order. */
  readonly codes: readonly number[];
  /** The L-9.2.2 key (`Position.hash()`) of each position. */
  readonly keys: readonly number[];
  /** The halfmove clock of each position. */
  readonly clocks: readonly number[];
}

/** Options of {@link reviewMoves}. */
interface ReviewOptions {
  /** The first ply whose claims count (default 0, the start; 1: only claims after a move). */
  readonly claimsFrom?: number;
  /**
   * The position after the moves, from the replay that read them (a PGN's): the moves are then
   * trusted to be legal, and a game nobody may rule on is never walked again.
   */
  readonly final?: ReadonlyPosition;
  /**
   * With `final`, what that replay saw at each position (notation's `ReplayTrace`): the
   * review then counts repetitions from its keys and makes its move integers, and never
   * tests or replays the moves.
   */
  readonly trace?: MovesTrace;
  /**
   * The side whose flag fell after the last move (a record's time forfeit): the side on move
   * there, as only its clock runs (another side is `ERR_RULES_NO_FLAG`). Unless the game ended
   * on the board first, and where a plugin's `screen` names that flag, the review asks
   * `judgeFlag` what it means at the final position (`MovesReview.flag`), as the opponent's
   * call in the last period, without a clock and with each plugin's initial state.
   * `flagFall`'s screen names it where termination's quick test shows the opponent cannot
   * mate, so a position only the full analysis proves (a game would rule it a draw) is left out.
   */
  readonly flag?: Color;
}
/**
 * What `regulation` rules on `moves` played from `start` without a clock: the ending its
 * plugins would declare (mate, a dead position, fivefold, 75 moves, an automatic claim) and
 * the claims that could have been made as each position stood. The plugins' `screen` hooks
 * name the few plies worth asking about (a game nobody may rule on costs one walk over its
 * moves); at those plies the plugins judge the position with the positions before it, as in a
 * game (their per-game state stays the initial one: moves alone bring no other event). With
 * `flag`, the regulation's `judgeFlag` also rules on that side's flag after the last move, where
 * a screen names it. A move that is not legal is `ERR_RULES_ILLEGAL_MOVE` with its ply; an
 * argument of the wrong kind, `ERR_RULES_REVIEW_INPUT` naming it.
 */
declare function reviewMoves(
  regulation: Regulation,
  start: Position,
  moves: readonly Move[],
  options?: ReviewOptions,
): Result<MovesReview, RulesError>;

export {
  type AcceptDrawEvent,
  type AdjustEvent,
  type AdjustmentParam,
  type AnyPluginFactory,
  ARBITER_EVENT_TYPES,
  type ArbiterNeeded,
  type AutomaticDrawsOptions,
  armageddon,
  automaticDraws,
  type BoardMove,
  type BuiltInClaimKind,
  type BuiltInMessages,
  type ByCategory,
  CLAIM_KINDS,
  type ClaimableDrawsOptions,
  type ClaimDecision,
  type ClaimEvent,
  type ClaimKind,
  type ClaimKindInfo,
  type ClaimOffer,
  type ClaimPenalty,
  type ClaimQuestion,
  type ClaimRequest,
  type ClaimRight,
  type ClaimSpec,
  type ClaimVerdict,
  casual,
  claimableDraws,
  createGame,
  type DecideClaimEvent,
  type DeclareEvent,
  type DeclineDrawEvent,
  type DeepPartial,
  type DrawOddsOptions,
  type DrawOffer,
  type DrawOffersOptions,
  type DrawOffersState,
  definePlugin,
  defineRegulation,
  describeRegulation,
  drawOdds,
  drawOffers,
  EN,
  type EventHookName,
  type EventOutcome,
  type EventPluginHook,
  type FirstHook,
  type FlagEvent,
  type FlagFallOptions,
  type FlagReport,
  type FlagRuling,
  type FlagsDownEvent,
  FOOTBALL_SCORING,
  type FormatOptions,
  type Formatter,
  type FromRecordOptions,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
  flagFall,
  formatMessage,
  formatRegulation,
  fromGameRecord,
  GAME_EVENT_TYPES,
  type Game,
  type GameEvent,
  type GameEventOf,
  type GameEvents,
  type GameEventType,
  type GameLog,
  type GameOptions,
  type GameOutcome,
  type GameRecordData,
  type GameSetup,
  type GameSetupView,
  type GameStart,
  type GameState,
  gameSetup,
  HOOK_KINDS,
  HOOK_NAMES,
  type HookFilter,
  type HookFunction,
  type HookKind,
  type HookName,
  type HookSpecs,
  type IllegalMoveDecision,
  type IllegalMoveEvent,
  type IllegalMoveReport,
  type IllegalMoveSequel,
  type IllegalMovesOptions,
  type IncorrectClaimOptions,
  type IntendedMove,
  illegalMoves,
  incorrectClaim,
  is,
  isMessage,
  type ListedPlugins,
  legacy,
  MESSAGE_CATALOGS,
  type Message,
  type MessageCatalog,
  type MessageKey,
  type MessageParam,
  type MessageParams,
  type MoveEvent,
  type MoveInput,
  type MoveOptions,
  type MoveParam,
  type MovesReview,
  type MovesSummary,
  type MovesTrace,
  message,
  type NotifyHook,
  type OfferDrawEvent,
  type OptionCheck,
  type OptionSchema,
  type PauseEvent,
  type PendingIllegalMove,
  type PlayedMove,
  type Plugin,
  type PluginFactory,
  type PluginHook,
  type PluginHooks,
  type PluginInput,
  type PluginMessages,
  type PluginNamed,
  type PluginSpec,
  type PluginState,
  type PluginsOf,
  type Points,
  type Preset,
  type PressEvent,
  type QuickplayFinishOptions,
  quickplayFinish,
  REGULATIONS,
  type ReadRegulationOptions,
  type RecordedMoveData,
  type RecordInput,
  type Refusal,
  type RefusalSource,
  type Regulation,
  type RegulationClaim,
  type RegulationConfig,
  type RegulationHeader,
  type RegulationName,
  type RegulationOverrides,
  type RequiredPlugin,
  type ResignEvent,
  type RestoreOptions,
  type ResumeEvent,
  type ReviewedClaim,
  type ReviewedFlag,
  type ReviewOptions,
  type Rights,
  RU,
  RULES_ERROR_CODES,
  type RuleContext,
  type RuleDescription,
  type RuledOutcome,
  type RuleInForce,
  RulesError,
  type RulesErrorCode,
  type Ruling,
  type RulingKind,
  readRegulation,
  recordedFlag,
  regulationClaims,
  restoreGame,
  reviewMoves,
  type ScoringOptions,
  type SequentialHook,
  type SetMovesEvent,
  type StartDecision,
  type StartEvent,
  scoring,
  type TakebackEvent,
  type Template,
  type Templates,
  type TimeControlOptions,
  type Touch,
  type TouchEvent,
  type TouchObligation,
  takebacks,
  timeControl,
  toGameRecord,
  touchMove,
  touchObligation,
  type VariantName,
  type VariantPluginOptions,
  variantPlugin,
};
