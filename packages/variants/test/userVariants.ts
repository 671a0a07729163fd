/**
 * Ten more 8×8 variants, written as a user would from the README (`defineVariant` with pieces
 * in Betza, options and, where no option fits, a hook), each with the name Fairy-Stockfish 11.1
 * knows it by, or the INI text that defines it there (loaded through `VariantPath`). The oracle
 * test checks each against Fairy-Stockfish.
 */
import { defineVariant, type Variant } from '@chesslaws/moves';

/** A variant of ours and how Fairy-Stockfish knows it. */
export interface OracleVariant {
  /** Ours. */
  readonly variant: Variant;
  /** Fairy-Stockfish's UCI_Variant name. */
  readonly fsf: string;
  /** The INI section that defines it, when Fairy-Stockfish has it not built in. */
  readonly ini?: string;
  /** Positions to play random games from besides the start. */
  readonly starts?: readonly string[];
}

export const USER_VARIANTS: readonly OracleVariant[] = [
  {
    // Kinglet: kings are ordinary pieces, pawns promote to kings only, losing all pawns loses.
    fsf: 'kinglet',
    variant: defineVariant({
      name: 'kinglet',
      royal: false,
      promotions: ['king'],
      extinction: { roles: ['pawn'] },
    }),
  },
  {
    // Three kings: three ordinary kings a side; the side that loses one loses.
    fsf: 'threekings',
    variant: defineVariant({
      name: 'threekings',
      startFen: 'knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1',
      royal: false,
      castling: false,
      extinction: { roles: ['king'], atMost: 2 },
    }),
  },
  {
    // Chigorin chess: knights and a chancellor against bishops and a queen (seven kinds).
    fsf: 'chigorin',
    variant: defineVariant({
      name: 'chigorin',
      startFen: 'rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1',
      pieces: { chancellor: { letter: 'c', moves: 'RN' } },
      promotions: ['queen', 'chancellor', 'rook', 'bishop', 'knight'],
    }),
  },
  {
    // Hoppel-Poppel: knights capture as bishops and bishops as knights.
    fsf: 'hoppelpoppel',
    variant: defineVariant({
      name: 'hoppelpoppel',
      pieces: {
        knight: { letter: 'n', moves: 'mNcB' },
        bishop: { letter: 'b', moves: 'mBcN' },
      },
    }),
  },
  {
    // New Zealand chess: rooks capture as knights and knights as rooks; castling with the rook.
    fsf: 'newzealand',
    variant: defineVariant({
      name: 'newzealand',
      pieces: {
        rook: { letter: 'r', moves: 'mRcN' },
        knight: { letter: 'n', moves: 'mNcR' },
      },
    }),
  },
  {
    // Ai-wok: makruk with an ai-wok (rook, knight and ferz) for the met.
    fsf: 'ai-wok',
    variant: defineVariant({
      name: 'ai-wok',
      startFen: 'rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1',
      pieces: {
        bishop: false,
        queen: false,
        khon: { letter: 's', moves: 'FfW' },
        aiwok: { letter: 'a', moves: 'RNF' },
      },
      promotions: ['aiwok'],
      promotionRank: 6,
      doubleStep: false,
      castling: false,
      counting: 'makruk',
    }),
  },
  {
    // Losers: captures are forced; a side left with its king alone, stalemated or mated wins.
    fsf: 'losers',
    variant: defineVariant({
      name: 'losers',
      forcedCaptures: true,
      extinction: { roles: 'all', atMost: 1, result: 'win' },
      stalemate: 'win',
      noMoves: (pos) => ({ winner: pos.turn, rule: 'V-losers.no-moves' }),
    }),
  },
  {
    // Cannon chess: a cannon (moves as a rook, captures by hopping over one piece) for the queen.
    fsf: 'cannonchess',
    ini: [
      '[cannonchess:chess]',
      'queen = -',
      'cannon = c',
      'startFen = rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
      'promotionPieceTypes = nbrc',
      '',
    ].join('\n'),
    variant: defineVariant({
      name: 'cannonchess',
      startFen: 'rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
      pieces: { queen: false, cannon: { letter: 'c', moves: 'mRcpR' } },
      promotions: ['knight', 'bishop', 'rook', 'cannon'],
    }),
  },
  {
    // Forward pieces: shogi knights (fN), silvers (FfW) and lances (fR), no castling.
    fsf: 'forward',
    ini: [
      '[forward:chess]',
      'knight = -',
      'bishop = -',
      'rook = -',
      'shogiKnight = n',
      'silver = s',
      'lance = l',
      'startFen = lnsqksnl/pppppppp/8/8/8/8/PPPPPPPP/LNSQKSNL w - - 0 1',
      'promotionPieceTypes = qlsn',
      'castling = false',
      '',
    ].join('\n'),
    variant: defineVariant({
      name: 'forward',
      startFen: 'lnsqksnl/pppppppp/8/8/8/8/PPPPPPPP/LNSQKSNL w - - 0 1',
      pieces: {
        knight: { letter: 'n', moves: 'fN' },
        bishop: false,
        rook: false,
        silver: { letter: 's', moves: 'FfW' },
        lance: { letter: 'l', moves: 'fR' },
      },
      promotions: ['queen', 'lance', 'silver', 'knight'],
      castling: false,
    }),
  },
  {
    // Knightmate with three checks to win.
    fsf: 'knightmate3',
    ini: [
      '[knightmate3:knightmate]',
      'checkCounting = true',
      'startFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 3+3 0 1',
      '',
    ].join('\n'),
    variant: defineVariant({
      name: 'knightmate3',
      startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 3+3 0 1',
      pieces: {
        king: { letter: 'k', moves: 'N' },
        knight: false,
        commoner: { letter: 'm', moves: 'K' },
      },
      promotions: ['commoner', 'queen', 'rook', 'bishop'],
      checksToWin: 3,
    }),
  },
];
