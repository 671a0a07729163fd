import { Position, perft } from '@chesslaws/moves';

const p = Position.fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
if (!p.ok) throw p.error;
const t = performance.now();
console.log(perft(p.value, 3), performance.now() - t);
const t2 = performance.now();
console.log(perft(p.value, 4), performance.now() - t2);
