import { CHESS960 } from '@chesslaws/moves';
import { describeRegulation, REGULATIONS } from '@chesslaws/rules';
import { lichessVariants } from '@chesslaws/variants';

const seen = new Map<string, string>();
const add = (r: any) => {
  for (const d of describeRegulation(r)) {
    const k = `${d.id}|${d.plugin}|${d.category ?? ''}|${d.summary}`;
    seen.set(k, k);
  }
};
for (const [name, preset] of Object.entries(REGULATIONS)) {
  add((preset as any)());
  for (const v of [CHESS960, ...lichessVariants()]) add((preset as any)({ variant: v }));
  add((preset as any)({ illegalMoves: { lossOn: 3 } }));
  add((preset as any)({ illegalMoves: { supervised: false } }));
  add((preset as any)({ drawOffers: { allowed: false } }));
  add((preset as any)({ claimableDraws: { automatic: true } }));
}
console.log([...seen.keys()].sort().join('\n'));
