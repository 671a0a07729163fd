import { parseUci } from '@chesslaws/moves';
import * as R from './src/index.ts';

const { fromGameRecord, fideBlitz } = R as any;
const log = (...a: any[]) => console.log(...a);
const mv = (s: string) => parseUci(s)!;
// White to move after 1.e4 e5; record: 1-0 Time forfeit (Black lost on time — inconsistent with turn, but common when the flag is of the side not on move? no)
const r = fromGameRecord(fideBlitz(), {
  moves: [{ move: mv('e2e4') }, { move: mv('e7e5') }],
  result: '1-0',
  termination: 'Time forfeit',
});
log(
  r.ok
    ? JSON.stringify([r.value.state.outcome.result, r.value.state.outcome.reason])
    : r.error.message,
);
const r2 = fromGameRecord(fideBlitz(), { moves: [{ move: mv('e2e4') }, { move: mv('e1e3') }] });
log(r2.ok ? 'ok' : `${r2.error.code} ${r2.error.message} ${JSON.stringify(r2.error.location)}`);
