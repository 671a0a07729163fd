import { clockRules } from '../src/game/rulesGame.ts';

for (const regulation of [
  'fide-standard',
  'fide-rapid',
  'fide-blitz',
  'fide-blitz-unsupervised',
  'armageddon',
  'casual',
  'legacy',
] as const)
  for (const tc of ['3+2', '15+10', '90/40+30, 30+30'])
    console.log(
      regulation,
      tc,
      JSON.stringify(
        clockRules({
          regulation,
          timeControl: tc,
          illegalMoves: regulation === 'casual' ? 'reject' : 'record',
          start: { kind: 'standard' },
          layout: 'clock' as any,
        }),
      ),
    );
