import { createGame, fideBlitz, gameSetup } from '@chesslaws/rules';
const reg = fideBlitz();
for (let r = 0; r < 5; r++) {
  let t0 = performance.now();
  for (let i = 0; i < 2000; i++) createGame(reg, { clock: false });
  const a = (performance.now() - t0) / 2000;
  t0 = performance.now();
  for (let i = 0; i < 2000; i++) createGame(reg, {});
  const b = (performance.now() - t0) / 2000;
  t0 = performance.now();
  for (let i = 0; i < 2000; i++) gameSetup(reg, {});
  const c = (performance.now() - t0) / 2000;
  console.log(`createGame noclock ${(a*1000).toFixed(1)}us clock ${(b*1000).toFixed(1)}us gameSetup ${(c*1000).toFixed(1)}us`);
}
