import { readFileSync } from 'node:fs';
import { unwrap } from '@chesslaws/board';
import type { Variant } from '@chesslaws/moves';
import { lichessVariants } from '@chesslaws/variants';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  fideBlitz,
  formatMessage,
  formatRegulation,
  restoreGame,
} from '../src/index.js';
import { readmeExample } from './readme.js';
import {
  flagNeedsClaim,
  houseBlitz,
  offerCooldown,
  quickplayBlitz,
  quickplayClaim,
  sofiaRules,
} from './userPlugins.js';
import { atomicExample } from './variantGame.js';

describe('the README examples', () => {
  it('L-7.5.5 L-9.2.1.1 L-6.9 the quick start runs and says what the README says', () => {
    expect(readmeExample()).toEqual({
      white: 183_000,
      penalty:
        'L-B.2: Black completed the illegal move Qd8-h4; the position is restored and +1:00 to White',
      penaltyRu: expect.stringMatching(/^Чёрные сделали невозможный ход Фd8-h4/),
      claim:
        'L-9.2.1.1: Black claimed a draw by threefold repetition with the move Nb8, correctly: a draw by threefold repetition',
      sameAfterRestore: true,
    });
  });
});

/** A game of `houseBlitz` from a position at move `move`, on a clock the test moves. */
function house(move = 1, board = 'r3k3/8/8/8/8/8/8/R3K3') {
  const clock = { t: 0 };
  const start = { fen: `${board} w - - 0 ${move}` };
  const game = unwrap(createGame(houseBlitz, { now: () => clock.t, start }));
  return { game, clock };
}

describe('your own rules (README)', () => {
  it('L-5.2.3 sofiaRules refuses draw offers before move 30, and names itself', () => {
    const early = house(1).game.offerDraw('white');
    expect(!early.ok && early.error).toMatchObject({
      code: 'ERR_RULES_REFUSED',
      rule: 'L-5.2.3',
      plugin: 'sofiaRules',
      message: 'no draw offers before move 30 (L-5.2.3)',
    });
    // The plugin's own message, in the reader's language.
    const plugins = houseBlitz.plugins;
    expect(!early.ok && formatMessage(early.error.detail!, { locale: 'ru', plugins })).toBe(
      'ничью нельзя предлагать до 30-го хода',
    );
    expect(house(30).game.offerDraw('white').ok).toBe(true);
    expect(sofiaRules().options.beforeMove).toBe(30);
  });

  it('L-6.9 flagNeedsClaim: a flag fall ends the game only when the opponent calls it', () => {
    const { game, clock } = house();
    clock.t = 10 * 60_000;
    expect(unwrap(game.checkTime()).outcome).toBeUndefined();
    expect(game.state.rulings.at(-1)).toMatchObject({ kind: 'play-on', plugin: 'flagNeedsClaim' });
    unwrap(game.play('a1a2')); // play goes on while nobody calls it
    unwrap(game.callFlag('black', 'white'));
    expect(game.state.outcome).toMatchObject({
      result: '0-1',
      termination: 'timeout',
      plugin: 'flagFall',
    });
    expect(flagNeedsClaim().judgeFlag).toMatchObject({ order: 'pre' });
  });

  it('L-5.2.3 offerCooldown: after a declined offer, the same side offers again only 10 moves later', () => {
    const { game, clock } = house(30, '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3');
    const files = 'abcdefgh'.split('');
    // Pawns forward, file by file: ten moves each that never repeat a position.
    const moves = [...files, 'a', 'b'].flatMap((f, i) => {
      const [w, b] = i < 8 ? ['2', '3'] : ['3', '4'];
      const [x, y] = i < 8 ? ['7', '6'] : ['6', '5'];
      return [`${f}${w}${f}${b}`, `${f}${x}${f}${y}`];
    });
    unwrap(game.offerDraw('white'));
    unwrap(game.declineDraw('black'));
    const again = game.offerDraw('white');
    expect(!again.ok && again.error).toMatchObject({ rule: 'L-5.2.3', plugin: 'offerCooldown' });
    expect(again.ok || formatMessage(again.error.detail!)).toBe(
      'an offer was declined at move 30: wait 10 moves',
    );
    // Black's offers are not held back, and White may offer again from move 40 on.
    unwrap(game.offerDraw('black'));
    unwrap(game.declineDraw('white'));
    for (let i = 0; i < 20; i++) {
      clock.t += 1_000;
      unwrap(game.play(moves[i]!));
    }
    expect(game.state.position.fullmoves).toBe(40);
    expect(game.offerDraw('white').ok).toBe(true);
    // The state is the log's: a restored game refuses exactly what the live one did.
    const restored = unwrap(restoreGame(houseBlitz, game.toJSON()));
    expect(restored.state.pendingOffer).toEqual(game.state.pendingOffer);
    const fresh = house(30, '4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3').game;
    unwrap(fresh.offerDraw('white'));
    unwrap(fresh.declineDraw('black'));
    expect(fresh.offerDraw('white').ok).toBe(false);
    expect(offerCooldown().options.moves).toBe(10);
  });

  it('S-10.2 quickplayClaim: a new claim kind, offered under two minutes, decided by the arbiter', () => {
    let t = 0;
    const game = unwrap(createGame(quickplayBlitz, { now: () => t }));
    expect(game.rights('white').claims).toEqual([]);
    const early = game.claim({ by: 'white', kind: 'quickplay' });
    expect(!early.ok && early.error).toMatchObject({ rule: 'S-10.2', plugin: 'quickplayClaim' });
    t = 3.5 * 60_000; // 1:30 left on White's clock
    expect(game.rights('white').claims).toEqual([
      {
        kind: 'quickplay',
        rule: 'S-10.2',
        title: 'a draw: the opponent cannot win by normal means',
        plugin: 'quickplayClaim',
        now: true,
        intendedMoves: [],
      },
    ]);
    unwrap(game.claim({ by: 'white', kind: 'quickplay' }));
    expect(game.state.status).toBe('awaiting-arbiter');
    expect(game.state.clock?.status).toBe('paused');
    t += 60_000;
    unwrap(game.arbiter.decideClaim(true));
    expect(game.state.outcome).toMatchObject({
      result: '1/2-1/2',
      byRule: 'S-10.2',
      plugin: 'quickplayClaim',
      points: { white: 0.5, black: 0.5 },
    });
    expect(quickplayClaim().claims?.map((c) => c.kind)).toEqual(['quickplay']);
  });

  it('S-10.2 quickplayClaim: a claim the arbiter rejects costs the claimant a minute (penalizeClaim)', () => {
    let t = 0;
    const game = unwrap(createGame(quickplayBlitz, { now: () => t }));
    t = 3.5 * 60_000;
    unwrap(game.claim({ by: 'white', kind: 'quickplay' }));
    const before = game.clockAt()!.white.time;
    unwrap(game.arbiter.decideClaim(false));
    expect(game.clockAt()!.white.time).toBe(before - 60_000);
    expect(game.state.rulings.map((r) => [r.kind, r.rule, r.plugin])).toEqual([
      ['awaiting-arbiter', 'S-10.2', 'quickplayClaim'],
      ['claim-rejected', 'S-10.2', 'quickplayClaim'],
      ['penalty', 'S-10.2', 'quickplayClaim'],
    ]);
  });
});

/** The V- rules of the variants, as the README's table lists them. */
const variantRuleTable = (variants: readonly Variant[]): string =>
  [
    '| variant | rule | what it says |',
    '|---|---|---|',
    ...variants.flatMap((v) => v.rules.map((r) => `| ${v.title} | \`${r.id}\` | ${r.summary} |`)),
  ].join('\n');

describe('the README variant game', () => {
  it('V-atomic.king-exploded casual({ variant: atomic() }) is played to the explosion, and restores', () => {
    const { outcome, fen, sameAfterRestore } = atomicExample();
    expect(outcome).toEqual({
      result: '1-0',
      termination: 'variant-end',
      byRule: 'V-atomic.king-exploded',
      reason: "White wins: Black's king exploded",
    });
    expect(fen).toBe('rnbq3r/1pppp1pp/8/p7/8/8/PPPPPPPP/RNBQKB1R b KQ - 0 3');
    expect(sameAfterRestore).toBe(true);
  });

  it('V-atomic.explosions the README shows the example, its rules and the V- table as they are', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL('./variantGame.ts', import.meta.url), 'utf8');
    const example = source.split('\n').slice(1).join('\n').trim();
    expect(readme).toContain(example);
    expect(readme).toContain(`\`\`\`text\n${atomicExample().rules}\n\`\`\``);
    expect(readme).toContain(variantRuleTable(lichessVariants()));
    expect(atomicExample().rules).not.toContain('L-5.2.2');
  });
});

describe('the README shows what the code does', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  const body = (file: string) => source(file).split('\n').slice(1).join('\n').trim();

  it('shows the examples as they are', () => {
    expect(readme).toContain(body('./readme.ts'));
    expect(readme).toContain(body('./userPlugins.ts'));
  });

  it('each of the four plugins is at most 40 lines, its doc comment included', () => {
    const text = source('./userPlugins.ts');
    const plugins = text.split(/\n(?=\/\*\*)/).filter((part) => part.includes('definePlugin({'));
    expect(plugins).toHaveLength(4);
    for (const plugin of plugins) expect(plugin.trim().split('\n').length).toBeLessThanOrEqual(40);
  });

  it("shows describeRegulation's output for fideBlitz as it is", () => {
    expect(readme).toContain(formatRegulation(fideBlitz()));
  });
});

describe('the README lists every preset rule by rule', () => {
  it('shows the tables of examples/presetTables.ts as they are', async () => {
    const { presetTables } = await import('./presetTables.js');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(presetTables());
  });
});
