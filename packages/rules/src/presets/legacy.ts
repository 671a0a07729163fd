import { automaticDraws } from '../plugins/automaticDraws.js';
import { claimableDraws } from '../plugins/claimableDraws.js';
import { drawOffers } from '../plugins/drawOffers.js';
import { flagFall } from '../plugins/flagFall.js';
import { illegalMoves } from '../plugins/illegalMoves.js';
import { incorrectClaim } from '../plugins/incorrectClaim.js';
import { quickplayFinish } from '../plugins/quickplayFinish.js';
import { timeControl } from '../plugins/timeControl.js';
import { touchMove } from '../plugins/touchMove.js';
import { variantPlugin } from '../plugins/variant.js';
import { preset } from '../regulation/preset.js';

/**
 * The older codes of the seeds (FIDE before 2014, the Soviet code), following the time
 * control's category: three illegal moves lose (S-strikes), but in blitz a claimed illegal
 * move loses at once (S-blitz); an incorrect claim costs half the claimant's time up to 3 min
 * and gives the opponent 3 min (S-claim-9.5-old); both flags down in rapid is a draw
 * (S-14.8); the fifty-move claim needs 75 moves for the old material classes (S-75); a
 * player with less than two minutes in a last period without increment may claim a draw for
 * the arbiter to decide (S-10.2); there are no automatic fivefold or 75-move draws (they came
 * in 2014).
 */
export const legacy = preset('legacy', () => [
  variantPlugin(),
  timeControl({ control: '120/40, 60' }),
  automaticDraws({ fivefold: false, seventyFiveMoves: false }),
  claimableDraws({ legacyMaterialClasses: true }),
  illegalMoves({
    mode: 'record',
    supervised: true,
    opponentBonus: 120_000,
    lossOn: 3,
    byCategory: { blitz: { mode: 'forfeit' }, bullet: { mode: 'forfeit' } },
  }),
  incorrectClaim({ penalty: 'half-up-to-three' }),
  flagFall({ byCategory: { rapid: { bothFlags: 'draw' } } }),
  drawOffers(),
  touchMove(),
  quickplayFinish(),
]);
