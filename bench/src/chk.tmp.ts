import { type Move, Position } from '@chesslaws/moves';
import { makeSanAndPlay, parsePgn } from '@chesslaws/notation';
import { seededRandom } from '@chesslaws/testkit';
import { checkBatch } from '../../packages/cli/src/pgnRules/checkBatch.js';

function corpus(games: number, seed: number): string {
  const random = seededRandom(seed);
  const out: string[] = [];
  const results = ['1-0', '0-1', '1/2-1/2', '*'];
  for (let g = 0; g < games; g++) {
    const pos = Position.default();
    const tokens: string[] = [];
    const length = 60 + Math.floor(random() * 140);
    for (let ply = 0; ply < length; ply++) {
      const legal = pos.legalMoves();
      if (legal.length === 0) break;
      if (ply % 2 === 0) tokens.push(`${ply / 2 + 1}.`);
      tokens.push(makeSanAndPlay(pos, legal[Math.floor(random() * legal.length)]!));
    }
    const result = pos.isCheckmate()
      ? pos.turn === 'white'
        ? '0-1'
        : '1-0'
      : results[Math.floor(random() * results.length)]!;
    out.push(`[Event "R"]\n[Result "${result}"]\n\n${tokens.join(' ')} ${result}\n`);
  }
  return out.join('\n');
}
const text = corpus(2000, 11);
const time = (f: () => unknown) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
for (let r = 0; r < 3; r++) {
  const a = time(() => parsePgn(text).forEach(() => {}));
  const b = time(() => checkBatch({ text, startLine: 1, rules: 'fide-standard' }));
  console.log(`parse ${a.toFixed(0)} ms, check ${b.toFixed(0)} ms`);
}
