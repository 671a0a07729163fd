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

const legacy = preset('legacy', () => [
  variantPlugin(),
  timeControl({ control: '120/40, 60' }),
  automaticDraws({ fivefold: false, seventyFiveMoves: false }),
  claimableDraws({ legacyMaterialClasses: true }),
  illegalMoves({
    mode: 'record',
    supervised: true,
    opponentBonus: 12e4,
    lossOn: 3,
    byCategory: { blitz: { mode: 'forfeit' }, bullet: { mode: 'forfeit' } },
  }),
  incorrectClaim({ penalty: 'half-up-to-three' }),
  flagFall({ byCategory: { rapid: { bothFlags: 'draw' } } }),
  drawOffers(),
  touchMove(),
  quickplayFinish(),
]);

export { legacy };
//# sourceMappingURL=legacy.js.map
