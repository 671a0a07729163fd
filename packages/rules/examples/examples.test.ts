import { readFileSync } from 'node:fs';
import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { createGame, fideBlitz, formatRegulation } from '../src/index.js';
import { readmeExample } from './readme.js';
import { flagNeedsClaim, houseBlitz, sofiaRules } from './userPlugins.js';

describe('the README examples', () => {
  it('L-7.5.5 L-9.2.1.1 L-6.9 the quick start runs and says what the README says', () => {
    expect(readmeExample()).toEqual({
      white: 183_000,
      penalty:
        'Black completed the illegal move e7e4; the position is restored and +1:00 to White (L-B.2)',
      claim:
        'Black claimed a draw by threefold repetition with the move c6b8, correctly: a draw by threefold repetition (L-9.2.1.1)',
      sameAfterRestore: true,
    });
  });
});

describe('your own rules (README)', () => {
  it('L-5.2.3 sofiaRules refuses draw offers before move 30, and names itself', () => {
    let t = 0;
    const game = unwrap(createGame(houseBlitz, { now: () => t }));
    const early = game.offerDraw('white');
    expect(!early.ok && early.error).toMatchObject({
      code: 'ERR_RULES_REFUSED',
      rule: 'L-5.2.3',
      plugin: 'sofiaRules',
    });
    const late = unwrap(
      createGame(houseBlitz, { start: { fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 30' }, now: () => t }),
    );
    t += 1;
    expect(late.offerDraw('white').ok).toBe(true);
    expect(sofiaRules().options.beforeMove).toBe(30);
  });

  it('L-6.9 flagNeedsClaim: a flag fall ends the game only when the opponent calls it', () => {
    let t = 0;
    const game = unwrap(createGame(houseBlitz, { now: () => t }));
    t = 10 * 60_000;
    expect(game.checkTime().outcome).toBeUndefined();
    expect(game.state.rulings.at(-1)).toMatchObject({ kind: 'play-on', plugin: 'flagNeedsClaim' });
    unwrap(game.play('e2e4')); // play goes on while nobody calls it
    unwrap(game.callFlag('black', 'white'));
    expect(game.state.outcome).toMatchObject({
      result: '0-1',
      termination: 'timeout',
      plugin: 'flagFall',
    });
    expect(houseBlitz.plugins.map((p) => p.name).slice(0, 2)).toEqual([
      'core',
      flagNeedsClaim().name,
    ]);
  });
});

describe('the README shows what the code does', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const body = (file: string) =>
    readFileSync(new URL(file, import.meta.url), 'utf8')
      .split('\n')
      .slice(1)
      .join('\n')
      .trim();

  it('shows the examples as they are', () => {
    expect(readme).toContain(body('./readme.ts'));
    expect(readme).toContain(body('./userPlugins.ts'));
  });

  it("shows describeRegulation's output for fideBlitz as it is", () => {
    expect(readme).toContain(formatRegulation(fideBlitz()));
  });
});
