// Every event kind, in one list: the log's event union, its types, shapes and handlers follow from it.
import { claim } from './claim.js';
import { adjust, pause, resume, setMoves } from './clockActions.js';
import { decideClaim } from './decideClaim.js';
import { declare } from './declare.js';
import { flag } from './flag.js';
import { flagsDown } from './flagsDown.js';
import { illegalMove } from './illegalMove.js';
import type { EventKind, EventOf } from './kind.js';
import { move } from './move.js';
import { acceptDraw, declineDraw, offerDraw } from './offers.js';
import { press } from './press.js';
import { resign } from './resign.js';
import { start } from './start.js';
import { takeback } from './takeback.js';
import { touch } from './touch.js';

export type { ClaimEvent } from './claim.js';
export type { AdjustEvent, PauseEvent, ResumeEvent, SetMovesEvent } from './clockActions.js';
export type { DecideClaimEvent } from './decideClaim.js';
export type { DeclareEvent } from './declare.js';
export type { FlagEvent } from './flag.js';
export type { FlagsDownEvent } from './flagsDown.js';
export type { IllegalMoveEvent } from './illegalMove.js';
export type { MoveEvent } from './move.js';
export type { AcceptDrawEvent, DeclineDrawEvent, OfferDrawEvent } from './offers.js';
export type { PressEvent } from './press.js';
export type { ResignEvent } from './resign.js';
export type { StartEvent } from './start.js';
export type { TakebackEvent } from './takeback.js';
export type { TouchEvent } from './touch.js';

/** Every event kind, in the log's fixed order. A new kind is one module and one line here. */
const KINDS = [
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
] as const;

/** Everything that can happen at the board, as the game log records it. */
export type GameEvent = EventOf<(typeof KINDS)[number]>;

/** The `type` of a {@link GameEvent}. */
export type GameEventType = GameEvent['type'];

/** The event of type `T`. */
export type GameEventOf<T extends GameEventType> = Extract<GameEvent, { readonly type: T }>;

/** Every event type, in a fixed order. */
export const GAME_EVENT_TYPES: readonly GameEventType[] = KINDS.map((k) => k.type);

/** Each event type's kind (shape, meaning, `apply`). */
export const EVENT_KINDS: { readonly [T in GameEventType]: EventKind<GameEventOf<T>> } =
  Object.fromEntries(KINDS.map((k) => [k.type, k])) as never;

/** The event types the `core` plugin gives a meaning, so every regulation takes them. */
export const CORE_EVENT_TYPES: readonly GameEventType[] = KINDS.filter((k) => k.core).map(
  (k) => k.type,
);

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
