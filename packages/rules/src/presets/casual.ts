import { automaticDraws } from '../plugins/automaticDraws.js';
import { claimableDraws } from '../plugins/claimableDraws.js';
import { drawOffers } from '../plugins/drawOffers.js';
import { flagFall } from '../plugins/flagFall.js';
import { illegalMoves } from '../plugins/illegalMoves.js';
import { incorrectClaim } from '../plugins/incorrectClaim.js';
import { takebacks } from '../plugins/takebacks.js';
import { variantPlugin } from '../plugins/variant.js';
import { preset } from '../regulation/preset.js';

/**
 * Casual play: no clock (give `createGame` one if you want it), illegal moves refused,
 * takebacks allowed, no penalties, and draws claimed by hand (set
 * `claimableDraws: { automatic: true }` to have them claimed for you).
 */
export const casual = preset('casual', () => [
  variantPlugin(),
  automaticDraws(),
  claimableDraws(),
  illegalMoves({ mode: 'reject' }),
  incorrectClaim({ penalty: 'none' }),
  flagFall(),
  drawOffers(),
  takebacks(),
]);
