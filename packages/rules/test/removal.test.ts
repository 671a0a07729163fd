import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  describeRegulation,
  type Game,
  type GameOptions,
  REGULATIONS,
  type Regulation,
  type RegulationName,
} from '../src/index.js';
import { KNIGHT_ROUND } from './harness.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A game on a clock the probe moves; always from a FEN, so a regulation without a variant starts too. */
function game(regulation: Regulation, options: GameOptions = {}) {
  const clock = { t: 0 };
  const g = unwrap(
    createGame(regulation, { now: () => clock.t, start: { fen: START }, ...options }),
  );
  const play = (moves: string) => {
    for (const uci of moves.split(' ')) {
      clock.t += 1_000;
      unwrap(g.play(uci));
    }
  };
  return { g, clock, play };
}

/** What an action did, as far as a rule shows: accepted, or refused with a code by a plugin. */
const result = (r: ReturnType<Game['play']>) =>
  r.ok ? 'ok' : `${r.error.code} ${r.error.plugin ?? '-'} ${r.error.rule ?? '-'}`;

/**
 * For each plugin, a situation where its rules show: what the game does there. A regulation
 * without the plugin must do something else there, for every preset that has it.
 */
const PROBES: Readonly<Record<string, (regulation: Regulation) => unknown>> = {
  standardChess: (reg) => {
    const { g, play } = game(reg, { clock: false });
    play('f2f3 e7e5 g2g4 d8h4');
    return g.state.outcome?.byRule; // L-5.1.1
  },
  timeControl: (reg) => unwrap(createGame(reg, { start: { fen: START } })).state.clock?.white.time,
  automaticDraws: (reg) => {
    const { g, play } = game(reg, { start: { fen: '4k3/8/8/8/8/8/3p4/3BK3 w - - 0 1' } });
    play('e1d2');
    return g.state.outcome?.byRule; // L-5.2.2
  },
  claimableDraws: (reg) => {
    const { g, play } = game(reg);
    play(`${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    return result(g.claim({ by: 'white', kind: 'threefold' })); // L-9.2
  },
  illegalMoves: (reg) => {
    const { g } = game(reg);
    return [result(g.illegalMove('e2e5')), g.state.rulings.at(-1)?.rule]; // L-7.5 / L-3.10
  },
  incorrectClaim: (reg) => {
    const { g } = game(reg);
    g.claim({ by: 'white', kind: 'fifty', intended: 'e2e4' });
    const ruling = g.state.rulings.at(-1);
    return [ruling?.plugin, ruling?.adjustments, g.state.mustPlay]; // L-9.5
  },
  flagFall: (reg) => {
    const { g, clock } = game(reg, { clock: '1+0' });
    clock.t = 2 * 60_000;
    return unwrap(g.checkTime()).outcome?.byRule; // L-6.9
  },
  drawOffers: (reg) => {
    const { g, play } = game(reg);
    play('e2e4');
    return [result(g.offerDraw('white')), result(g.acceptDraw('black'))]; // L-9.1, L-5.2.3
  },
  touchMove: (reg) => {
    const { g } = game(reg);
    g.touch('white', 'g1');
    return result(g.play('e2e4')); // L-4.3
  },
  takebacks: (reg) => {
    const { g, play } = game(reg);
    play('e2e4');
    return result(g.takeback('white')); // casual
  },
  drawOdds: (reg) => {
    const { g, play } = game(reg);
    play(`${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND} ${KNIGHT_ROUND}`);
    return g.state.outcome?.result; // E-armageddon
  },
  quickplayFinish: (reg) => {
    const { g, clock } = game(reg, { clock: '5+0' });
    clock.t = 3.5 * 60_000;
    return [result(g.claim({ by: 'white', kind: 'quickplay-finish' })), g.state.status]; // S-10.2
  },
};

/** Every preset's name; the plugins no regulation goes without. */
const NAMES = Object.keys(REGULATIONS) as RegulationName[];
const REQUIRED = ['core', 'variant', 'scoring'];

/** `regulation` without the plugin `name`, as a preset's overrides remove one. */
const without = (name: RegulationName, plugin: string): Regulation =>
  (REGULATIONS[name] as (o: object) => Regulation)({ [plugin]: false });

const cases = NAMES.flatMap((name) =>
  REGULATIONS[name]()
    .plugins.map((p) => p.name)
    .filter((plugin) => !REQUIRED.includes(plugin))
    .map((plugin) => [name, plugin] as const),
);

describe('removing a plugin removes its rules, from the list and from what the game does', () => {
  it.each(cases)('%s without %s', (name, plugin) => {
    const regulation: Regulation = REGULATIONS[name]();
    const less = without(name, plugin);
    const listed = (reg: Regulation) => describeRegulation(reg).filter((r) => r.plugin === plugin);
    expect(listed(regulation).length).toBeGreaterThan(0);
    expect(listed(less)).toEqual([]);
    const probe = PROBES[plugin];
    expect(probe, `a probe for ${plugin}`).toBeDefined();
    expect(JSON.stringify(probe!(less))).not.toBe(JSON.stringify(probe!(regulation)));
  });

  it.each(NAMES.flatMap((name) => REQUIRED.map((p) => [name, p] as const)))(
    '%s keeps %s: every regulation has it',
    (name, plugin) => {
      expect(() => without(name, plugin)).toThrow(
        expect.objectContaining({ code: 'ERR_RULES_PLUGIN_REQUIRED', plugin }),
      );
    },
  );
});
