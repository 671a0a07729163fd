// How many mainline moves the reader built for each game: a traced replay sizes its arrays by it.
import type { PgnGame } from './game.js';

/**
 * The mainline length of each game as read, set by the PGN readers. Only a hint: the tree is
 * plain data and may be changed after reading, so a replay checks what it finds against it.
 */
export const readMainlines = new WeakMap<PgnGame, number>();
