import { automaticDraws } from '../plugins/automaticDraws.js';
import { claimableDraws } from '../plugins/claimableDraws.js';
import { drawOffers } from '../plugins/drawOffers.js';
import { flagFall } from '../plugins/flagFall.js';
import { illegalMoves } from '../plugins/illegalMoves.js';
import { incorrectClaim } from '../plugins/incorrectClaim.js';
import { takebacks } from '../plugins/takebacks.js';
import { variantPlugin } from '../plugins/variant.js';
import { preset } from '../regulation/preset.js';

const casual = preset('casual', () => [
  variantPlugin(),
  automaticDraws(),
  claimableDraws(),
  illegalMoves({ mode: 'reject' }),
  incorrectClaim({ penalty: 'none' }),
  flagFall(),
  drawOffers(),
  takebacks(),
]);

export { casual };
//# sourceMappingURL=casual.js.map
