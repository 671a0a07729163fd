// The README's own example: knightmate defined in a few lines, played, written to PGN, read back.
import { defineVariant, makeFen, Position, parseUci } from '@chesslaws/moves';
import { buildGame, makePgn, parsePgn, replayMainline } from '@chesslaws/notation';

export function knightmateExample() {
  const knightmate = defineVariant({
    name: 'knightmate',
    title: 'Knightmate',
    startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1',
    pieces: {
      king: { letter: 'k', moves: 'N' }, // the royal king leaps as a knight
      knight: false,
      commoner: { letter: 'm', moves: 'K' }, // a commoner steps as a king, not royal
    },
    promotions: ['commoner', 'queen', 'rook', 'bishop'],
  });
  const pos = Position.default(knightmate);
  const moves = ['e2e4', 'd7d5', 'e1f3', 'd5e4', 'f3g5'].map((uci) => {
    const move = pos.normalizeMove(parseUci(uci, knightmate)!)!;
    pos.play(move);
    return { move };
  });
  const game = buildGame({ start: Position.default(knightmate), moves });
  if (!game.ok) throw game.error;
  const pgn = makePgn(game.value);
  const [read] = parsePgn(pgn, { variants: [knightmate] });
  if (!read?.ok) throw read?.error;
  const replay = replayMainline(read.value);
  if (!replay.ok) throw replay.error;
  return {
    movetext: pgn.trim().split('\n').at(-1),
    fen: makeFen(replay.value.final),
    check: pos.isCheck(),
  };
}
