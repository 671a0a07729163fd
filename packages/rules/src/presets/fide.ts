import { PRESETS, type TimeControl } from '@chesslaws/clock';
import { automaticDraws } from '../plugins/automaticDraws.js';
import { claimableDraws } from '../plugins/claimableDraws.js';
import { drawOdds } from '../plugins/drawOdds.js';
import { drawOffers } from '../plugins/drawOffers.js';
import { flagFall } from '../plugins/flagFall.js';
import { illegalMoves } from '../plugins/illegalMoves.js';
import { incorrectClaim } from '../plugins/incorrectClaim.js';
import { timeControl } from '../plugins/timeControl.js';
import { touchMove } from '../plugins/touchMove.js';
import { variantPlugin } from '../plugins/variant.js';
import { preset } from '../regulation/preset.js';

const MINUTE = 60_000;

/**
 * The 1-minute penalties for an illegal move in rapid and blitz, each under its article: L-A.3
 * in rapid, L-B.2 in supervised blitz, L-B.3 without an arbiter at the board (which also says
 * when an unclaimed illegal move stands).
 */
function fastIllegalMoves(supervised: boolean) {
  const blitz = {
    opponentBonus: MINUTE,
    penaltyRule: supervised ? 'L-B.2' : 'L-B.3',
    ...(supervised ? {} : { unsupervisedRule: 'L-B.3' }),
  };
  return { rapid: { opponentBonus: MINUTE, penaltyRule: 'L-A.3' }, blitz, bullet: blitz };
}

/** The 1-minute penalties for an incorrect claim in rapid and blitz (L-A.3, L-B.2), supervised or not. */
const fastIncorrectClaim = () => ({
  rapid: { opponentBonus: MINUTE, penaltyRule: 'L-A.3' },
  blitz: { opponentBonus: MINUTE, penaltyRule: 'L-B.2' },
  bullet: { opponentBonus: MINUTE, penaltyRule: 'L-B.2' },
});

/**
 * The plugins of every FIDE preset: its default control and supervision; the penalties follow
 * the game's category (2 min in standard play, 1 min in rapid and blitz: L-A.3, L-B.2).
 */
const fidePlugins = (control: string | TimeControl, supervised: boolean, offers = true) => [
  variantPlugin(),
  timeControl({ control }),
  automaticDraws(),
  claimableDraws(),
  illegalMoves({
    mode: 'record',
    supervised,
    opponentBonus: 2 * MINUTE,
    lossOn: 2,
    byCategory: fastIllegalMoves(supervised),
  }),
  incorrectClaim({
    penalty: 'opponent-bonus',
    opponentBonus: 2 * MINUTE,
    byCategory: fastIncorrectClaim(),
  }),
  flagFall(),
  drawOffers({ allowed: offers }),
  touchMove(),
];

/** FIDE standard chess (Laws of Chess 2023): 90/40+30, 30+30; +2 min penalties; loss on the 2nd illegal move. */
export const fideStandard = preset('fide-standard', () => fidePlugins('90/40+30, 30+30', true));

/** FIDE rapid with an arbiter at the board (Appendix A): 15+10; penalties of 1 minute (L-A.3). */
export const fideRapid = preset('fide-rapid', () => fidePlugins('15+10', true));

/** FIDE rapid without full supervision: an illegal move counts only if claimed before the opponent moves (L-A.5.2). */
export const fideRapidUnsupervised = preset('fide-rapid-unsupervised', () =>
  fidePlugins('15+10', false),
);

/** FIDE blitz, adequately supervised (L-B.2): 3+2; penalties of 1 minute. */
export const fideBlitz = preset('fide-blitz', () => fidePlugins('3+2', true));

/** FIDE blitz without adequate supervision (L-B.3): as unsupervised rapid. */
export const fideBlitzUnsupervised = preset('fide-blitz-unsupervised', () =>
  fidePlugins('3+2', false),
);

/**
 * Armageddon (E-armageddon): White 5 min, Black 4 min, +2 s from move 61, blitz rules,
 * no draw offers, and every draw counts as a Black win.
 */
export const armageddon = preset('armageddon', () => [
  ...fidePlugins(PRESETS.armageddon, true, false),
  drawOdds({ side: 'black' }),
]);
