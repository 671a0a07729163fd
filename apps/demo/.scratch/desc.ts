import {
  describeRegulation,
  fideBlitz,
  fideRapid,
  fideStandard,
  gameSetup,
  REGULATIONS,
} from '@chesslaws/rules';

for (const r of [fideBlitz(), fideStandard()]) {
  for (const d of describeRegulation(r)) console.log(JSON.stringify(d));
  const s = gameSetup(r);
  console.log(s.ok && JSON.stringify({ c: s.value.category, control: s.value.control }));
}
