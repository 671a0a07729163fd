// The README's first example: play atomic chess and crazyhouse, read FENs, find a variant by name.
import { makeFen, Position, parseUci, perft } from '@chesslaws/moves';
import { atomic, crazyhouse, findVariant } from '@chesslaws/variants';

export function readmeExample() {
  const pos = Position.default(atomic());
  for (const uci of ['g1f3', 'd7d5', 'f3e5', 'c8g4', 'e5f7']) pos.play(parseUci(uci)!);
  // Nxf7 explodes the knight, the pawn's neighbours f8, e8 (the black king) and g8.
  const atomicEnd = pos.outcome();

  const zh = Position.fromFen('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2', {
    variant: crazyhouse(),
  });
  if (!zh.ok) throw zh.error;
  zh.value.play(parseUci('e4d5')!);
  zh.value.play(parseUci('d8d5')!);
  const drops = zh.value.legalMoves().filter((m) => m.drop).length;

  return {
    atomicEnd,
    crazyhouseFen: makeFen(zh.value),
    drops,
    byTag: findVariant('King of the Hill')?.name,
    perft3: perft(Position.default(crazyhouse()), 3),
  };
}
