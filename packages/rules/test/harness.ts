import { unwrap } from '@chesslaws/board';
import { createGame, type Game, type GameOptions, type Regulation } from '../src/index.js';

/** A game on an injected clock: `wait(ms)` moves time on, `play` thinks a second per move. */
export interface Table {
  readonly game: Game;
  /** The injected time, ms. */
  t: number;
  /** Moves time on by `ms`. */
  wait(ms: number): void;
  /** Plays the UCI moves in order, thinking `think` ms on each; throws on a refusal. */
  play(moves: string, think?: number): void;
}

/** A game under `regulation` at a table whose clock starts at 0. */
export function table(regulation: Regulation, options: GameOptions = {}): Table {
  const clock = { t: 0 };
  const game = unwrap(createGame(regulation, { now: () => clock.t, ...options }));
  return {
    game,
    get t() {
      return clock.t;
    },
    set t(v: number) {
      clock.t = v;
    },
    wait(ms) {
      clock.t += ms;
    },
    play(moves, think = 1000) {
      for (const uci of moves.split(/\s+/).filter(Boolean)) {
        clock.t += think;
        unwrap(game.play(uci));
      }
    },
  };
}

/** Knights out and back: the start position again after each round (4 plies). */
export const KNIGHT_ROUND = 'g1f3 g8f6 f3g1 f6g8';
