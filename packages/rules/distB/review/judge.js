import { opposite } from '@chesslaws/board';
import { PositionHistory } from '@chesslaws/termination';
import { claimRights } from '../arbiter/rights.js';
import { stitchHistory } from '../arbiter/stitchedHistory.js';
import { msg } from '../messages/msg.js';

function sortedOnce(plies) {
  let sorted = true;
  for (let i = 1; i < plies.length && sorted; i++) sorted = plies[i - 1] <= plies[i];
  if (!sorted) plies.sort((x, y) => x - y);
  let kept = 0;
  for (let i = 0; i < plies.length; i++)
    if (i === 0 || plies[i] !== plies[kept - 1]) plies[kept++] = plies[i];
  plies.length = kept;
  return plies;
}
function judge(j) {
  const { arbiter, summary, endings, open, anyKind } = j;
  const last = summary.plies;
  let claimPlies = j.claimPlies;
  const found = [];
  let e = 0;
  let c = 0;
  for (;;) {
    const atEnding = e < endings.length ? endings[e] : Number.POSITIVE_INFINITY;
    const atClaim = c < claimPlies.length ? claimPlies[c] : Number.POSITIVE_INFINITY;
    const ply = Math.min(atEnding, atClaim);
    if (ply > last) break;
    if (atEnding === ply) e++;
    if (atClaim === ply) c++;
    if (ply < 0) continue;
    const wantEnding = atEnding === ply;
    const wantClaims = atClaim === ply && (open.size > 0 || anyKind);
    if (!wantEnding && !wantClaims) continue;
    const position = summary.position(ply);
    let outcome;
    let claimed = 0;
    arbiter.atPosition(historyAt(summary, ply, position), () => {
      if (wantEnding) {
        arbiter.adjudicate();
        outcome = arbiter.outcome;
      }
      if (outcome || !wantClaims) return;
      const side = position.turn;
      for (const right of claimRights(arbiter, side, false)) {
        if (!right.now || !open.has(right.kind)) continue;
        const { kind, rule, title, plugin } = right;
        found.push({ ply, side, kind, rule, title, plugin });
        claimed++;
      }
    });
    for (let i = found.length - claimed; i < found.length; i++) open.delete(found[i].kind);
    if (outcome) return { ending: { outcome, ply }, claims: found };
    if (claimed > 0) {
      claimPlies = open.size > 0 || anyKind ? j.rescreen() : [];
      c = 0;
      while (c < claimPlies.length && claimPlies[c] <= ply) c++;
    }
  }
  if (j.flag === void 0) return { claims: found };
  const flag = flagRuling(arbiter, summary, j.flag);
  return flag ? { claims: found, flag } : { claims: found };
}
function flagRuling(arbiter, summary, side) {
  const ply = summary.plies;
  return arbiter.atPosition(historyAt(summary, ply, summary.position(ply)), () => {
    const calledBy = opposite(side);
    const ruling = arbiter.hooks.first('judgeFlag', {
      side,
      calledBy,
      bothFlags: false,
      final: true,
    });
    if (!ruling) return void 0;
    const value = ruling.value;
    if ('playOn' in value) return { playOn: true, rule: value.rule, reason: value.reason };
    arbiter.end(value.outcome, ruling.plugin, msg('cause.flagFell', { side }));
    return arbiter.outcome ? { outcome: arbiter.outcome } : void 0;
  });
}
function historyAt(summary, ply, position) {
  const prior = { length: ply, key: summary.key, clock: summary.halfmoves };
  return stitchHistory(prior, PositionHistory.fromPosition(position));
}

export { judge, sortedOnce };
//# sourceMappingURL=judge.js.map
