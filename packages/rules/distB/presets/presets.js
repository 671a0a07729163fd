import { casual } from './casual.js';
import {
  armageddon,
  fideBlitz,
  fideBlitzUnsupervised,
  fideRapid,
  fideRapidUnsupervised,
  fideStandard,
} from './fide.js';
import { legacy } from './legacy.js';

const REGULATIONS = {
  'fide-standard': fideStandard,
  'fide-rapid': fideRapid,
  'fide-rapid-unsupervised': fideRapidUnsupervised,
  'fide-blitz': fideBlitz,
  'fide-blitz-unsupervised': fideBlitzUnsupervised,
  armageddon,
  casual,
  legacy,
};

export { REGULATIONS };
//# sourceMappingURL=presets.js.map
