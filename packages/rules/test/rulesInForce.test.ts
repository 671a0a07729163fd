// Every rule the game rules under is one its regulation lists: nothing the runtime does is unlisted.
import { unwrap } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  definePlugin,
  defineRegulation,
  describeRegulation,
  fideBlitz,
  fideRapid,
  fideStandard,
  type Game,
  type GameOptions,
  REGULATIONS,
  type Regulation,
  type RegulationName,
} from '../src/index.js';
import { english } from './harness.js';

/** A control of each FIDE category (L-A.1, L-B.1). */
const CONTROLS = { standard: '90+30', rapid: '15+10', blitz: '3+2', bullet: '1+0' } as const;

/** The rule IDs `regulation` lists for a game of `category`. */
const listed = (regulation: Regulation, category: string) =>
  new Set(
    describeRegulation(regulation)
      .filter((r) => r.category === undefined || r.category === category)
      .map((r) => r.id),
  );

/** A game on an injected clock, from a position where a pawn can reach the last rank. */
function game(regulation: Regulation, options: GameOptions) {
  const clock = { t: 0 };
  const fen = '4k3/1P6/8/8/8/8/4P3/4K2R w K - 0 1';
  const g = unwrap(createGame(regulation, { now: () => clock.t, start: { fen }, ...options }));
  return { g, tick: () => (clock.t += 1_000) };
}

/** Every rule a game cites while it is played through irregularities: rulings, outcome, refusals. */
function cited(regulation: Regulation, control: string): string[] {
  const rules: (string | undefined)[] = [];
  const note = (g: Game, r: ReturnType<Game['play']>) => {
    if (!r.ok) rules.push(r.error.rule);
    rules.push(...g.state.rulings.map((x) => x.rule), g.state.outcome?.byRule);
  };
  // An illegal move, then a claim of it (unsupervised), a press without a move, an unpromoted pawn.
  let { g, tick } = game(regulation, { clock: control });
  tick();
  note(g, g.illegalMove('e2e5'));
  tick();
  note(g, g.claim({ by: 'black', kind: 'illegal-move' }));
  tick();
  note(g, g.pressClock(g.state.turn));
  tick();
  note(g, g.illegalMove(g.state.turn === 'white' ? 'b7b8' : 'e8d8'));
  // An incorrect claim with an intended move, and another move played instead.
  ({ g, tick } = game(regulation, { clock: control }));
  tick();
  note(g, g.claim({ by: 'white', kind: 'fifty', intended: 'e2e4' }));
  note(g, g.play('e2e3'));
  // A two-handed castling, and a fallen flag.
  ({ g, tick } = game(regulation, { clock: control }));
  tick();
  note(g, g.illegalMove('e1g1', { twoHands: true }));
  note(g, g.callFlag('black', 'white'));
  return rules.filter((r): r is string => r !== undefined);
}

describe('every rule a game cites is listed by describeRegulation', () => {
  const cases = (Object.keys(REGULATIONS) as RegulationName[]).flatMap((name) =>
    Object.entries(CONTROLS).map(([category, control]) => [name, category, control] as const),
  );
  it.each(cases)('%s under a %s control (%s)', (name, category, control) => {
    const regulation = REGULATIONS[name]();
    const rules = cited(regulation, control);
    expect(rules.length).toBeGreaterThan(0);
    const inForce = listed(regulation, category);
    for (const rule of rules) expect(inForce, `${rule} cited in ${name}`).toContain(rule);
  });

  it('L-A.3 L-B.2 L-B.3 the 1-minute penalties are ruled under, and listed under, their own articles', () => {
    const penalty = (regulation: Regulation, control: string) => {
      const { g, tick } = game(regulation, { clock: control });
      tick();
      g.illegalMove('e2e5');
      return g.state.rulings.at(-1)?.rule;
    };
    expect(penalty(fideStandard(), '90+30')).toBe('L-7.5.5');
    expect(penalty(fideRapid(), '15+10')).toBe('L-A.3');
    expect(penalty(fideBlitz(), '3+2')).toBe('L-B.2');
    const unsupervised = REGULATIONS['fide-blitz-unsupervised']();
    const { g, tick } = game(unsupervised, { clock: '3+2' });
    tick();
    g.illegalMove('e2e5');
    expect(g.state.pendingIllegalMove?.rule).toBe('L-B.3');
    tick();
    g.claim({ by: 'black', kind: 'illegal-move' });
    expect(g.state.rulings.at(-1)?.rule).toBe('L-B.3');
    const blitz = describeRegulation(unsupervised).filter((r) => r.category === 'blitz');
    expect(blitz.map((r) => r.id)).toEqual(['L-B.3', 'L-B.3', 'L-B.2']);
  });
});

describe('what follows an illegal move is the plugin decision (L-7.5.1, L-7.5.2, L-7.5.4)', () => {
  /** Restores every completed illegal move and says nothing more: no queen, no binding. */
  const lenient = definePlugin({
    name: 'lenient',
    defaults: {},
    replaces: 'illegalMoves',
    handles: ['illegal-move', 'press'],
    rules: () => [{ id: 'L-7.5.1', summary: 'every illegal move is restored, without penalty' }],
    hooks: () => ({
      judgeIllegalMove: () => ({ action: 'restore', rule: 'L-7.5.1' }),
    }),
  });
  const regulation = defineRegulation({
    name: 'lenient-blitz',
    plugins: [fideBlitz(), lenient()],
  });

  it('L-7.5.2 a pawn left unpromoted becomes a queen only when the plugin says so', () => {
    const blitz = game(fideBlitz(), { clock: '3+2' });
    blitz.tick();
    unwrap(blitz.g.illegalMove('b7b8'));
    expect(blitz.g.state.fen.split(' ')[0]).toBe('1Q2k3/8/8/8/8/8/4P3/4K2R');
    expect(english(blitz.g.state.rulings.at(-1)?.message)).toContain('it becomes a queen');
    const own = game(regulation, { clock: '3+2' });
    own.tick();
    unwrap(own.g.illegalMove('b7b8'));
    expect(own.g.state.fen).toBe('4k3/1P6/8/8/8/8/4P3/4K2R w K - 0 1');
    expect(english(own.g.state.rulings.at(-1)?.message)).toContain('the position is restored');
  });

  it('L-7.5.4 a two-handed move stands only when the plugin says so', () => {
    const blitz = game(fideBlitz(), { clock: '3+2' });
    blitz.tick();
    unwrap(blitz.g.illegalMove('e1g1', { twoHands: true }));
    expect(blitz.g.state.turn).toBe('black');
    const own = game(regulation, { clock: '3+2' });
    own.tick();
    unwrap(own.g.illegalMove('e1g1', { twoHands: true }));
    expect(own.g.state.turn).toBe('white');
  });

  it('L-7.5.1 the piece moved illegally is bound only when the plugin says so', () => {
    const blitz = game(fideBlitz(), { clock: '3+2' });
    blitz.tick();
    unwrap(blitz.g.illegalMove('e2e5'));
    expect(blitz.g.state.boundPiece).toMatchObject({ side: 'white', square: 12, rule: 'L-7.5.1' }); // e2
    expect(blitz.g.play('e1f1').ok).toBe(false);
    const own = game(regulation, { clock: '3+2' });
    own.tick();
    unwrap(own.g.illegalMove('e2e5'));
    expect(own.g.state.boundPiece).toBeUndefined();
    expect(own.g.play('e1f1').ok).toBe(true);
  });

  it('L-7.5.1 the plugin that lists the binding enforces it: without touch-move, the piece moved illegally must still be moved', () => {
    const blitz = game(fideBlitz({ touchMove: false }), { clock: '3+2' });
    expect(describeRegulation(fideBlitz({ touchMove: false })).map((r) => r.id)).toContain(
      'L-7.5.1',
    );
    blitz.tick();
    unwrap(blitz.g.illegalMove('e2e5'));
    const other = blitz.g.play('e1f1');
    expect(!other.ok && other.error).toMatchObject({ rule: 'L-7.5.1', plugin: 'illegalMoves' });
    expect(blitz.g.legalMoves().every((m) => m.from === 12)).toBe(true);
    unwrap(blitz.g.play('e2e4'));
    expect(blitz.g.state.boundPiece).toBeUndefined();
  });
});

describe('a refusal on the facts cites only rules in force', () => {
  it('L-6.9 calling your own flag cites L-6.9 under flagFall, and no rule without it', () => {
    const call = (regulation: Regulation) => {
      const { g } = game(regulation, { clock: '3+2' });
      const r = g.callFlag('white', 'white');
      return !r.ok && [r.error.code, r.error.rule];
    };
    expect(call(fideBlitz())).toEqual(['ERR_RULES_NOT_ON_MOVE', 'L-6.9']);
    expect(call(fideBlitz({ flagFall: false }))).toEqual(['ERR_RULES_NOT_ON_MOVE', undefined]);
  });
});
