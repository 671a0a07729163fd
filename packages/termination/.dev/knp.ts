import { Position } from '@chesslaws/moves';
import { analyzeWinnability } from '../src/dead/winnability.js';

for (const f of process.argv.slice(2)) {
  const p = Position.fromFen(f, { mode: 'lenient' });
  if (!p.ok) throw p.error;
  for (const c of ['white', 'black'] as const) {
    const t = performance.now();
    const r = analyzeWinnability(p.value, c);
    console.log(
      c,
      r.verdict,
      r.nodes,
      r.verdict === 'winnable' ? r.line.length : '',
      (performance.now() - t).toFixed(0) + 'ms',
    );
  }
}
