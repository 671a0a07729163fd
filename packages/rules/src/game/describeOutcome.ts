import type { RuledOutcome } from './ruling.js';

const SIDE = { white: 'White', black: 'Black' } as const;

/** The outcome in words: "Black wins by checkmate", "a draw by agreement". */
export function describeOutcome(outcome: RuledOutcome): string {
  const who = outcome.winner ? `${SIDE[outcome.winner]} wins` : 'a draw';
  switch (outcome.termination) {
    case 'timeout':
      return `${who} on time`;
    case 'timeout-vs-insufficient-material':
      return 'a draw: the flag fell, but the opponent cannot mate by any series of legal moves';
    case 'dead-position':
      return 'a draw: the position is dead, neither side can mate';
    case 'insufficient-material':
      return 'a draw: neither side has the material to mate';
    case 'fivefold-repetition':
      return 'a draw: the same position for the fifth time';
    case 'seventyfive-moves':
      return 'a draw: 75 moves each without a capture or a pawn move';
    case 'both-flags-fallen':
      return 'a draw: both flags are down';
    case 'arbiter':
      return `${who} by the arbiter's decision`;
    default:
      return `${who} by ${outcome.termination.replaceAll('-', ' ')}`;
  }
}
