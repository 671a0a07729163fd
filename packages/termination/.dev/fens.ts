import { readFileSync } from 'node:fs';
import { Position } from '@chesslaws/moves';

const rows = readFileSync('/work/shared/testdata/dead/unwinnability.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
for (const r of rows) {
  const p = Position.fromFen(r.fen);
  if (!p.ok)
    console.log(
      r.fen,
      r.label,
      (p.error as any).problems?.map((x: any) => x.code) ?? p.error.message,
    );
}
