import type { Command } from '../command.js';
import { clockCommand } from './clock.js';
import { deadCommand } from './dead.js';
import { fenCommand } from './fen.js';
import { movesCommand } from './moves.js';
import { perftCommand } from './perft.js';
import { pgnCommand } from './pgn.js';
import { playCommand } from './play.js';
import { sanCommand } from './san.js';

/**
 * Every command, in the order `chesslaws --help` lists them. Each lives in its
 * own file in this folder; add one line here to register a new one.
 */
export const COMMANDS: readonly Command[] = [
  fenCommand,
  perftCommand,
  movesCommand,
  clockCommand,
  deadCommand,
  sanCommand,
  pgnCommand,
  playCommand,
];
