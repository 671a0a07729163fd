import { say } from '../messages/say.js';
import { RulesError } from '../model/errors.js';
import { quickCount } from './quickCount.js';

function walk(start, moves) {
  const walker = start.clone();
  const codes = new Int32Array(moves.length);
  const keys = new Array(moves.length + 1);
  const clocks = new Uint16Array(moves.length + 1);
  const counts = new Uint16Array(moves.length + 1);
  const seen = /* @__PURE__ */ new Map();
  const note = (ply) => {
    const key = walker.hash();
    const clock = walker.halfmoves;
    if (clock === 0) seen.clear();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    keys[ply] = key;
    clocks[ply] = Math.min(clock, 65535);
    counts[ply] = count;
  };
  note(0);
  for (let i = 0; i < moves.length; i++) {
    const m = walker.encodeLegal(moves[i]);
    if (m === 0) return i;
    codes[i] = m;
    walker.make(m);
    note(i + 1);
  }
  let at = moves.length;
  return {
    keys,
    clocks,
    counts,
    position(ply) {
      for (; at > ply; at--) walker.unmake();
      for (; at < ply; at++) walker.make(codes[at]);
      return walker;
    },
  };
}
const illegal = (ply) => new RulesError('ERR_RULES_ILLEGAL_MOVE', say.moveNotLegal(ply), { ply });
function summarize(start, moves, final) {
  let walked;
  const exact = () => {
    if (!walked) {
      const made = walk(start, moves);
      if (typeof made === 'number') throw illegal(made);
      walked = made;
    }
    return walked;
  };
  if (!final) {
    const made = walk(start, moves);
    if (typeof made === 'number') return made;
    walked = made;
  }
  const quick = quickCount(start, moves);
  const last = final ?? walked.position(moves.length);
  return {
    start,
    final: final ?? last.clone({ undo: false }),
    plies: moves.length,
    repetitions: quick.repetitions,
    quietPlies: quick.quietPlies,
    key: (ply) => exact().keys[ply],
    occurrences: (ply) => exact().counts[ply],
    halfmoves: (ply) => exact().clocks[ply],
    position: (ply) => exact().position(ply),
  };
}

export { illegal, summarize };
//# sourceMappingURL=summary.js.map
