import { unwrap } from '@chesslaws/board';
import type { Move, Position } from '@chesslaws/moves';
import { isInsufficientMaterial, PositionHistory } from '@chesslaws/termination';
import {
  createGame,
  formatMessage,
  type Game,
  type GameOptions,
  type Message,
  type Regulation,
} from '../src/index.js';

/** A message in English, as a reader sees it (the plugins of `game`'s regulation word their own). */
export const english = (message: Message | string | undefined, game?: Game): string =>
  message === undefined ? '' : formatMessage(message, { plugins: game?.regulation.plugins ?? [] });

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

/**
 * A random game from `start`, moves drawn with `random`: to the end the board gives (mate,
 * stalemate, no mating material, fivefold, 75 moves) or, with `plies`, cut after that many.
 */
export function randomGame(
  random: () => number,
  start: Position,
  plies = Number.POSITIVE_INFINITY,
): { moves: Move[]; history: PositionHistory } {
  const history = PositionHistory.fromPosition(start);
  const moves: Move[] = [];
  while (moves.length < plies) {
    const pos = history.current;
    const legal = pos.legalMoves();
    if (legal.length === 0 || isInsufficientMaterial(pos.board)) break;
    if (history.occurrences() >= 5 || history.halfmoveClock() >= 150) break;
    const move = legal[Math.floor(random() * legal.length)]!;
    history.play(move);
    moves.push(move);
  }
  return { moves, history };
}
