import { claim } from './claim.js';
import { adjust, pause, resume, setMoves } from './clockActions.js';
import { decideClaim } from './decideClaim.js';
import { declare } from './declare.js';
import { flag } from './flag.js';
import { flagsDown } from './flagsDown.js';
import { illegalMove } from './illegalMove.js';
import { move } from './move.js';
import { acceptDraw, declineDraw, offerDraw } from './offers.js';
import { press } from './press.js';
import { resign } from './resign.js';
import { start } from './start.js';
import { takeback } from './takeback.js';
import { touch } from './touch.js';

const KINDS = [
  start,
  move,
  illegalMove,
  press,
  touch,
  offerDraw,
  acceptDraw,
  declineDraw,
  claim,
  resign,
  flag,
  takeback,
  pause,
  resume,
  adjust,
  setMoves,
  flagsDown,
  declare,
  decideClaim,
];
const GAME_EVENT_TYPES = KINDS.map((k) => k.type);
const EVENT_KINDS = Object.fromEntries(KINDS.map((k) => [k.type, k]));
const CORE_EVENT_TYPES = KINDS.filter((k) => k.core).map((k) => k.type);
const ARBITER_EVENT_TYPES = [
  'pause',
  'resume',
  'adjust',
  'set-moves',
  'flags-down',
  'declare',
  'decide-claim',
];

export { ARBITER_EVENT_TYPES, CORE_EVENT_TYPES, EVENT_KINDS, GAME_EVENT_TYPES };
//# sourceMappingURL=index.js.map
