import { Position } from '@chesslaws/moves';
import { pawnFutures } from '../src/dead/pawnFutures.js';
import { isStaticallyUnwinnable } from '../src/dead/staticUnwinnability.js';

const p = Position.fromFen(process.argv[2]!, { mode: 'lenient' });
if (!p.ok) throw p.error;
const f = pawnFutures(p.value.board, false);
console.log(
  f
    ? {
        walls: [...f.walls],
        kw: [...f.kings.white],
        kb: [...f.kings.black],
        pw: f.pieces.white.map((x) => [x.role, [...x.region]]),
        pb: f.pieces.black.map((x) => [x.role, [...x.region]]),
      }
    : 'no futures',
);
console.log(
  isStaticallyUnwinnable(p.value.board, 'white'),
  isStaticallyUnwinnable(p.value.board, 'black'),
);
