// The arbiter's dispatch: one handler per event kind, each in its own file.
import type { RulesError } from '../../errors.js';
import type { GameEvent, GameEventType } from '../../game/events.js';
import type { Arbiter } from '../arbiter.js';
import { adjust } from './adjust.js';
import { claim } from './claim.js';
import { decideClaim } from './decideClaim.js';
import { flag } from './flag.js';
import { flagsDown } from './flagsDown.js';
import { illegalMove } from './illegalMove.js';
import { move } from './move.js';
import { pause } from './pause.js';
import { press } from './press.js';
import { resume } from './resume.js';
import { setMoves } from './setMoves.js';
import { start } from './start.js';
import { takeback } from './takeback.js';
import { touch } from './touch.js';

/**
 * What an event of one kind does to the draft: the runtime's mechanics (the board, the clock,
 * what is pending). What it means under the rules is the plugins' (their hooks and state).
 */
export type Handler<E extends GameEvent> = (arbiter: Arbiter, event: E) => RulesError | undefined;

/**
 * Events with no mechanics of their own: a draw offer and its answer (the `drawOffers`
 * plugin keeps the offer), a resignation and the arbiter's declaration (the `core` plugin's
 * `outcomeOf` ends the game).
 */
const meaningOnly = (): undefined => undefined;

/** Each event kind's handler. */
export const HANDLERS: { readonly [K in GameEventType]: Handler<Extract<GameEvent, { type: K }>> } =
  {
    start,
    move,
    'illegal-move': illegalMove,
    press,
    touch,
    'offer-draw': meaningOnly,
    'accept-draw': meaningOnly,
    'decline-draw': meaningOnly,
    claim,
    resign: meaningOnly,
    flag,
    takeback,
    pause,
    resume,
    adjust,
    'set-moves': setMoves,
    'flags-down': flagsDown,
    declare: meaningOnly,
    'decide-claim': decideClaim,
  };
