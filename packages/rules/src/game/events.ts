import type { ByColor, Color, GameResult, SquareName } from '@chesslaws/board';

/**
 * What a player claims: a draw (L-9.2 `threefold`, L-9.3 `fifty`), the opponent's illegal
 * move (L-A.5.2 `illegal-move`), a quickplay finish (S-10.2 `quickplay-finish`), or a kind
 * a plugin adds (declared in its `claims`).
 */
export type ClaimKind = BuiltInClaimKind | (string & {});

/** The claim kinds of the built-in plugins, in a fixed order. */
export const CLAIM_KINDS = ['threefold', 'fifty', 'illegal-move', 'quickplay-finish'] as const;

/** One of {@link CLAIM_KINDS}. */
export type BuiltInClaimKind = (typeof CLAIM_KINDS)[number];

/** The clock of the side to move starts (L-6.1: White's, from the start position). */
export interface StartEvent {
  /** Discriminant. */
  readonly type: 'start';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The side to move makes a move and presses the clock. */
export interface MoveEvent {
  /** Discriminant. */
  readonly type: 'move';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The move in UCI (`e2e4`, `e7e8q`; castling as the king's two-square step or king onto rook). */
  readonly move: string;
}

/** The side to move completes an illegal move: moves the piece and presses the clock (L-7.5.1). */
export interface IllegalMoveEvent {
  /** Discriminant. */
  readonly type: 'illegal-move';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The piece's way, from and to square (`e2e5`); a pawn left unpromoted on the last rank is `e7e8` (L-7.5.2). */
  readonly move: string;
  /** A legal move made with two hands (castling, a capture, a promotion): penalized as an illegal move (L-7.5.4). */
  readonly twoHands?: boolean;
}

/** A player presses the clock without making a move, which counts as an illegal move (L-7.5.3). */
export interface PressEvent {
  /** Discriminant. */
  readonly type: 'press';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who pressed. */
  readonly by: Color;
}

/** A player touches a piece on `square` (L-4.3); with `adjust`, after saying "j'adoube" (L-4.2). */
export interface TouchEvent {
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

/** A player offers a draw (L-9.1). */
export interface OfferDrawEvent {
  /** Discriminant. */
  readonly type: 'offer-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who offers. */
  readonly by: Color;
}

/** A player accepts the opponent's standing draw offer (L-5.2.3). */
export interface AcceptDrawEvent {
  /** Discriminant. */
  readonly type: 'accept-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who accepts. */
  readonly by: Color;
}

/** A player declines the opponent's standing draw offer. */
export interface DeclineDrawEvent {
  /** Discriminant. */
  readonly type: 'decline-draw';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who declines. */
  readonly by: Color;
}

/** A claim: a draw now or with an intended move written down (L-9.2, L-9.3), or an illegal move (L-A.5.2). */
export interface ClaimEvent {
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

/** A player resigns (L-5.1.2). */
export interface ResignEvent {
  /** Discriminant. */
  readonly type: 'resign';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who resigns. */
  readonly by: Color;
}

/** A fallen flag is noticed: called by a player (`by`), or seen by the clock or the arbiter. */
export interface FlagEvent {
  /** Discriminant. */
  readonly type: 'flag';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Whose flag fell. */
  readonly side: Color;
  /** The player who called it; absent when the clock or the arbiter noticed it. */
  readonly by?: Color;
}

/** A player takes back the last move, where the regulation allows it (casual play). */
export interface TakebackEvent {
  /** Discriminant. */
  readonly type: 'takeback';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Who asks (and is granted) the takeback. */
  readonly by: Color;
}

/** The arbiter stops both clocks. */
export interface PauseEvent {
  /** Discriminant. */
  readonly type: 'pause';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The arbiter restarts the clock of the side to move. */
export interface ResumeEvent {
  /** Discriminant. */
  readonly type: 'resume';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The arbiter adds (or, negative, removes) time on one clock (S-arbiter-clock). */
export interface AdjustEvent {
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
export interface SetMovesEvent {
  /** Discriminant. */
  readonly type: 'set-moves';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** Completed moves per side, as the clock should count them. */
  readonly moves: Partial<ByColor<number>>;
}

/** The arbiter finds both flags down and cannot say which fell first (L-III.3.1). */
export interface FlagsDownEvent {
  /** Discriminant. */
  readonly type: 'flags-down';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
}

/** The arbiter declares a result (an adjudication, a decision on an irregularity). */
export interface DeclareEvent {
  /** Discriminant. */
  readonly type: 'declare';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** The result declared. */
  readonly result: GameResult;
  /** Why, in the arbiter's words. */
  readonly reason?: string;
}

/** The arbiter upholds or rejects a claim the game waits on (S-10.2: a quickplay finish). */
export interface DecideClaimEvent {
  /** Discriminant. */
  readonly type: 'decide-claim';
  /** Milliseconds on the game's monotonic clock. */
  readonly at: number;
  /** `true`: the claim is upheld and the game ends as it claimed; `false`: play goes on. */
  readonly upheld: boolean;
  /** Why, in the arbiter's words. */
  readonly reason?: string;
}

/** Everything that can happen at the board, as the game log records it. */
export type GameEvent =
  | StartEvent
  | MoveEvent
  | IllegalMoveEvent
  | PressEvent
  | TouchEvent
  | OfferDrawEvent
  | AcceptDrawEvent
  | DeclineDrawEvent
  | ClaimEvent
  | ResignEvent
  | FlagEvent
  | TakebackEvent
  | PauseEvent
  | ResumeEvent
  | AdjustEvent
  | SetMovesEvent
  | FlagsDownEvent
  | DeclareEvent
  | DecideClaimEvent;

/** The `type` of a {@link GameEvent}. */
export type GameEventType = GameEvent['type'];

/** Every event type, in a fixed order. */
export const GAME_EVENT_TYPES = [
  'start',
  'move',
  'illegal-move',
  'press',
  'touch',
  'offer-draw',
  'accept-draw',
  'decline-draw',
  'claim',
  'resign',
  'flag',
  'takeback',
  'pause',
  'resume',
  'adjust',
  'set-moves',
  'flags-down',
  'declare',
  'decide-claim',
] as const satisfies readonly GameEventType[];

/** The events only an arbiter makes. */
export const ARBITER_EVENT_TYPES = [
  'pause',
  'resume',
  'adjust',
  'set-moves',
  'flags-down',
  'declare',
  'decide-claim',
] as const satisfies readonly GameEventType[];
