// An event as the log keeps it: the game's own frozen copy, never the caller's object.
import type { GameEvent } from '../events/index.js';

/**
 * A frozen copy of a well-formed `event`: hooks and listeners see it and cannot change it, and
 * a caller who edits the object they passed (or a saved log they restored) changes nothing in
 * the game. A plain move, nearly every event of a game, is copied field by field.
 */
export function ownEvent(event: GameEvent): GameEvent {
  if (event.type === 'move' && Object.keys(event).length === 3)
    return Object.freeze({ type: 'move', at: event.at, move: event.move });
  const copy: Record<string, unknown> = { ...event };
  if (event.type === 'set-moves') copy.moves = Object.freeze({ ...event.moves });
  return Object.freeze(copy) as unknown as GameEvent;
}
