// Every event kind, in one list: the log's event union, its types, shapes and handlers follow from it.

import type { ClaimEvent } from './claim.js';
import { claim } from './claim.js';
import type { AdjustEvent, PauseEvent, ResumeEvent, SetMovesEvent } from './clockActions.js';
import { adjust, pause, resume, setMoves } from './clockActions.js';
import type { DecideClaimEvent } from './decideClaim.js';
import { decideClaim } from './decideClaim.js';
import type { DeclareEvent } from './declare.js';
import { declare } from './declare.js';
import type { FlagEvent } from './flag.js';
import { flag } from './flag.js';
import type { FlagsDownEvent } from './flagsDown.js';
import { flagsDown } from './flagsDown.js';
import type { IllegalMoveEvent } from './illegalMove.js';
import { illegalMove } from './illegalMove.js';
import type { EventKind } from './kind.js';
import type { MoveEvent } from './move.js';
import { move } from './move.js';
import type { AcceptDrawEvent, DeclineDrawEvent, OfferDrawEvent } from './offers.js';
import { acceptDraw, declineDraw, offerDraw } from './offers.js';
import type { PressEvent } from './press.js';
import { press } from './press.js';
import type { ResignEvent } from './resign.js';
import { resign } from './resign.js';
import type { StartEvent } from './start.js';
import { start } from './start.js';
import type { TakebackEvent } from './takeback.js';
import { takeback } from './takeback.js';
import type { TouchEvent } from './touch.js';
import { touch } from './touch.js';

export type {
  AcceptDrawEvent,
  AdjustEvent,
  ClaimEvent,
  DecideClaimEvent,
  DeclareEvent,
  DeclineDrawEvent,
  FlagEvent,
  FlagsDownEvent,
  IllegalMoveEvent,
  MoveEvent,
  OfferDrawEvent,
  PauseEvent,
  PressEvent,
  ResignEvent,
  ResumeEvent,
  SetMovesEvent,
  StartEvent,
  TakebackEvent,
  TouchEvent,
};

/**
 * Every event kind, in the log's fixed order. A new kind is its module, a line here and its
 * event in {@link GameEvent} (a type test checks that the two lists agree).
 */
export const KINDS = [
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
