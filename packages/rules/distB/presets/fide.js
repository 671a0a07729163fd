import { PRESETS } from '@chesslaws/clock';
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

const MINUTE = 6e4;
function fastIllegalMoves(supervised) {
  const blitz = {
    opponentBonus: MINUTE,
    penaltyRule: supervised ? 'L-B.2' : 'L-B.3',
    ...(supervised ? {} : { unsupervisedRule: 'L-B.3' }),
  };
  return { rapid: { opponentBonus: MINUTE, penaltyRule: 'L-A.3' }, blitz, bullet: blitz };
}
const fastIncorrectClaim = () => ({
  rapid: { opponentBonus: MINUTE, penaltyRule: 'L-A.3' },
  blitz: { opponentBonus: MINUTE, penaltyRule: 'L-B.2' },
  bullet: { opponentBonus: MINUTE, penaltyRule: 'L-B.2' },
});
const fidePlugins = (control, supervised, offers = true) => [
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
const fideStandard = preset('fide-standard', () => fidePlugins('90/40+30, 30+30', true));
const fideRapid = preset('fide-rapid', () => fidePlugins('15+10', true));
const fideRapidUnsupervised = preset('fide-rapid-unsupervised', () => fidePlugins('15+10', false));
const fideBlitz = preset('fide-blitz', () => fidePlugins('3+2', true));
const fideBlitzUnsupervised = preset('fide-blitz-unsupervised', () => fidePlugins('3+2', false));
const armageddon = preset('armageddon', () => [
  ...fidePlugins(PRESETS.armageddon, true, false),
  drawOdds({ side: 'black' }),
]);

export {
  armageddon,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
};
//# sourceMappingURL=fide.js.map
