// The README's two home-made variants: one from options alone, one from hooks.
import { defineVariant, Position, perft, type Variant } from '@chesslaws/moves';
import { threeCheck } from '@chesslaws/variants';

/** Five-check: three-check with another number. Options only. */
export const fiveCheck: Variant = threeCheck({ checks: 5, name: 'fivecheck', title: 'Five-check' });

const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;

/**
 * Extinction chess: no check (the king is an ordinary piece and may promote), and a side loses
 * when one of its piece kinds is gone from the board.
 */
export const extinction: Variant = defineVariant({
  name: 'extinction',
  title: 'Extinction chess',
  check: 'none',
  promotions: ['queen', 'knight', 'rook', 'bishop', 'king'],
  validate: (_setup, problems) => problems.filter((p) => p.code !== 'ERR_OPPOSITE_CHECK'),
  outcome: (pos) => {
    for (const color of ['white', 'black'] as const) {
      const extinct = ROLES.find((role) => pos.piecesOf(color, role).isEmpty());
      if (extinct)
        return { winner: color === 'white' ? 'black' : 'white', rule: `V-extinction.${extinct}` };
    }
    return undefined;
  },
});

/** What the README says these do. */
export function ownVariantsExample() {
  const five = Position.default(fiveCheck);
  // 1. e4 f6 2. Qh5+ g6 ... : one check given, four to go.
  for (const uci of ['e2e4', 'f7f6', 'd1h5']) five.play(parse(five, uci));
  const game = Position.default(extinction);
  // 1. e3 e6 2. Qg4 Qg5 3. Qxg5: Black's only queen is gone, so Black loses.
  for (const uci of ['e2e3', 'e7e6', 'd1g4', 'd8g5', 'g4g5']) game.play(parse(game, uci));
  return {
    fiveCheckStart: perft(Position.default(fiveCheck), 2),
    checksLeft: five.remainingChecks,
    fiveCheckCheck: five.isCheck(),
    extinction: game.outcome(),
  };
}

function parse(pos: Position, uci: string) {
  const move = pos.legalMoves().find((m) => `${sq(m.from)}${sq(m.to)}` === uci);
  if (!move) throw new Error(`${uci} is not legal here`);
  return move;
}
const sq = (s: number) => 'abcdefgh'[s & 7]! + ((s >> 3) + 1);
