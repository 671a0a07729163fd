// The README's variant example, run by examples/variants.test.ts with notation's own test
// variants and by packages/variants/test/notationReadme.test.ts with `allVariants()` itself
// (notation never depends on @chesslaws/variants, so the variants come in as an argument).
import { isDrop, makeFen, type Variant } from '@chesslaws/moves';
import { isNullMove, mainline, makePgn, parsePgn, replayMainline } from '@chesslaws/notation';

// A crazyhouse game as lichess exports it: Variant tag, clocks, drops written P@e6 and B@e5#.
const pgn = `[Event "Rated Crazyhouse game"]
[Site "https://lichess.org/Zh4pLq1m"]
[Result "1-0"]
[Variant "Crazyhouse"]
[TimeControl "180+2"]

1. a4 { [%clk 0:03:00] } 1... Nh6 { [%clk 0:03:00] } 2. Na3 c5 3. Nf3 Qb6 4. Ng5 g6 5. Nxf7 Kxf7 6. P@e6+ Kg8 7. c4 d5 8. Nb5 N@h4 9. Nxa7 Qd6 10. P@f7+ Kg7 11. Nxc8 Qa6 12. B@e5# 1-0`;

export function variantExample(variants: readonly Variant[]) {
  // Without the variants, a variant game is an error on that game alone, at its Variant tag.
  const [refused] = parsePgn(pgn);
  const error = refused && !refused.ok ? refused.error.message : undefined;

  // With them (`allVariants()` of @chesslaws/variants), the tag picks the rules.
  const [read] = parsePgn(pgn, { variants });
  if (!read?.ok) throw read?.error;
  const game = read.value;
  const replay = replayMainline(game);
  if (!replay.ok) throw replay.error;
  const drops = [...mainline(game)]
    .filter((node) => node.move !== undefined && !isNullMove(node.move) && isDrop(node.move))
    .map((node) => node.san);

  return {
    variant: game.variant?.title,
    error,
    drops,
    fen: makeFen(replay.value.final),
    outcome: replay.value.final.outcome(),
    german: makePgn(game, { locale: 'de', comments: false }).trim().split('\n').at(-1),
  };
}
