/**
 * FEN reading and writing against chessops and chess.js: parse a FEN into plain data, build a
 * validated position from a FEN, and write the FEN of a position and of plain data.
 * chess.js has no syntax-only parser, so it appears only where a whole position is built.
 */
import { makeFen, Position, parseFen } from '@chesslaws/moves';
import { Chess } from 'chess.js';
import { Chess as ChessopsChess } from 'chessops/chess';
import { makeFen as chessopsMakeFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { compare } from './harness.js';

// A mix of openings, middlegames with castling rights and e.p., and sparse endgames.
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  '8/8/8/4k3/8/8/8/4K2R w K - 99 200',
];

const unwrapPosition = (fen: string): Position => {
  const pos = Position.fromFen(fen);
  if (!pos.ok) throw pos.error;
  return pos.value;
};

export function run(): void {
  compare('parse FEN into plain data (per FEN)', 'fens', [
    {
      name: 'chesslaws',
      run: () => {
        for (const fen of FENS) if (!parseFen(fen).ok) throw new Error(fen);
        return FENS.length;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (const fen of FENS) if (!chessopsParseFen(fen).isOk) throw new Error(fen);
        return FENS.length;
      },
    },
  ]);

  compare('FEN to a validated position (per FEN)', 'fens', [
    {
      name: 'chesslaws',
      run: () => {
        for (const fen of FENS) if (!Position.fromFen(fen).ok) throw new Error(fen);
        return FENS.length;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (const fen of FENS)
          if (!ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).isOk) throw new Error(fen);
        return FENS.length;
      },
    },
    {
      name: 'chess.js',
      run: () => {
        for (const fen of FENS) new Chess(fen);
        return FENS.length;
      },
    },
  ]);

  const ours = FENS.map(unwrapPosition);
  const oursSetups = FENS.map((fen) => parseFen(fen)).map((r) => (r.ok ? r.value : undefined)!);
  const theirs = FENS.map((fen) =>
    ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap(),
  );
  const theirSetups = FENS.map((fen) => chessopsParseFen(fen).unwrap());
  const chessJs = FENS.map((fen) => new Chess(fen));
  let sink = 0;

  compare('write the FEN of a position, e.p. only when legal (per FEN)', 'fens', [
    {
      name: 'chesslaws',
      run: () => {
        for (const pos of ours) sink += makeFen(pos).length;
        return ours.length;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (const pos of theirs) sink += chessopsMakeFen(pos.toSetup()).length;
        return theirs.length;
      },
    },
    {
      name: 'chess.js',
      run: () => {
        for (const game of chessJs) sink += game.fen().length;
        return chessJs.length;
      },
    },
  ]);

  compare('write the FEN of plain data (per FEN)', 'fens', [
    {
      name: 'chesslaws',
      run: () => {
        for (const setup of oursSetups) sink += makeFen(setup).length;
        return oursSetups.length;
      },
    },
    {
      name: 'chessops',
      run: () => {
        for (const setup of theirSetups) sink += chessopsMakeFen(setup).length;
        return theirSetups.length;
      },
    },
  ]);
  if (sink === 0) console.log('(nothing written)');
}
