// Fairy variants under a regulation: fairy promotions by UCI and SAN, the fairy endings ruled
// and worded, saved games restored (issue 31's rules side).
import { unwrap } from '@chesslaws/board';
import { makeUci } from '@chesslaws/moves';
import { seededRandom, testRun } from '@chesslaws/testkit';
import { extinction, fairyVariants, knightmate, makruk, shatranj } from '@chesslaws/variants';
import { describe, expect, it } from 'vitest';
import {
  casual,
  createGame,
  fideBlitz,
  formatMessage,
  readRegulation,
  restoreGame,
} from '../src/index.js';

const words = (message: Parameters<typeof formatMessage>[0]) => ({
  en: formatMessage(message),
  ru: formatMessage(message, { locale: 'ru' }),
});

describe('fairy promotions', () => {
  const start = { fen: '8/8/8/3k4/1p6/8/8/4K3 b - - 0 1' };

  it('V-makruk.pieces a pawn promotes to a met by UCI (b4b3m) and by SAN (b3=M)', () => {
    for (const text of ['b4b3m', 'b3=M', 'b3M']) {
      let t = 0;
      const game = unwrap(createGame(fideBlitz({ variant: makruk() }), { now: () => t, start }));
      expect(game.legalMoves().some((m) => (m.promotion as string) === 'met')).toBe(true);
      t = 1_000;
      const played = game.play(text);
      expect(played.ok, text).toBe(true);
      expect(game.events.at(-1)).toMatchObject({ type: 'move', move: 'b4b3m' });
      expect(game.state.position.pieceAt(17)).toEqual({ color: 'black', role: 'met' });
    }
  });

  it('L-7.5.5 an illegal move in a fairy variant is recorded and worded', () => {
    let t = 0;
    const game = unwrap(createGame(fideBlitz({ variant: makruk() }), { now: () => t, start }));
    t = 1_000;
    // A pawn cannot go back: an illegal move the arbiter records, with a penalty (L-7.5.5).
    expect(game.illegalMove('b4b5').ok).toBe(true);
    const ruling = game.state.rulings.find((r) => r.kind === 'penalty');
    expect(ruling && formatMessage(ruling.message)).toContain('b4-b5');
  });
});

describe('fairy endings, ruled and worded', () => {
  it('V-shatranj.bare-king a bare king loses, in English and Russian', () => {
    let t = 0;
    // White's rook takes Black's last piece: Black's king is bare. As in Fairy-Stockfish, the bare
    // side moves once more (it might bare the other side back); then it has lost.
    const start = { fen: '4k3/8/8/8/8/8/r7/R3K3 w - - 0 1' };
    const game = unwrap(createGame(casual({ variant: shatranj() }), { now: () => t, start }));
    t = 1_000;
    unwrap(game.play('Rxa2'));
    expect(game.state.outcome).toBeUndefined();
    t = 2_000;
    unwrap(game.play('Kd8'));
    const outcome = game.state.outcome!;
    expect(outcome).toMatchObject({ winner: 'white', byRule: 'V-shatranj.bare-king' });
    expect(words(outcome.reason)).toEqual({
      en: "White wins: Black's king is bare",
      ru: 'Победа белых: у чёрных остался голый король',
    });
  });

  it('V-extinction.extinction losing every piece of a kind loses', () => {
    let t = 0;
    // Black's only queen stands where White's pawn takes it.
    const start = { fen: 'rnb1kbnr/pppppppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1' };
    const game = unwrap(createGame(casual({ variant: extinction() }), { now: () => t, start }));
    t = 1_000;
    unwrap(game.play('exd5'));
    const outcome = game.state.outcome!;
    expect(outcome).toMatchObject({ winner: 'white', byRule: 'V-extinction.extinction' });
    expect(words(outcome.reason).en).toBe('White wins: Black has lost every piece of a kind');
  });
});

describe('random fairy games under a regulation (seed printed by testRun)', () => {
  it('V-makruk.counting every legal move the rules list is played, and the saved game restores', () => {
    const random = seededRandom(testRun().seed);
    const endings = new Set<string>();
    for (const variant of fairyVariants()) {
      for (let g = 0; g < 4; g++) {
        let t = 0;
        const regulation = fideBlitz({ variant });
        const game = unwrap(createGame(regulation, { now: () => t }));
        for (let ply = 0; ply < 300 && !game.state.outcome; ply++) {
          const legal = game.legalMoves();
          // A position with no move for the side to move has an outcome: never a stuck game.
          expect(legal.length, game.state.fen).toBeGreaterThan(0);
          const move = legal[Math.floor(random() * legal.length)]!;
          t += 200;
          const played = game.play(ply % 2 ? move : makeUci(game.state.position, move));
          expect(played.ok).toBe(true);
        }
        if (game.state.outcome) endings.add(game.state.outcome.byRule);
        const header = readRegulation(regulation.header, { variants: fairyVariants() });
        const back = restoreGame(unwrap(header), JSON.parse(JSON.stringify(game.toJSON())));
        expect(back.ok && back.value.state.fen).toBe(game.state.fen);
      }
    }
    expect(endings.size).toBeGreaterThan(1);
  });

  it('V-knightmate.pieces SAN names the royal knight-king with K', () => {
    let t = 0;
    const game = unwrap(createGame(casual({ variant: knightmate() }), { now: () => t }));
    t = 1_000;
    const moves = game.legalMoves();
    expect(moves.length).toBeGreaterThan(0);
    expect(game.play(moves[0]!).ok).toBe(true);
  });
});
