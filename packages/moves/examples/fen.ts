// The "FEN and validation" example from the README, run by examples/fen.test.ts.
import { makeFen, normalizeSetup, Position, parseFen, validateSetup } from '@chesslaws/moves';

export function fenExample() {
  // 1. Syntax: a typed error with a stable code, the field and the offset.
  const bad = parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1');
  const syntax = bad.ok
    ? undefined
    : { code: bad.error.code, location: bad.error.location, message: bad.error.message };

  // 2. Legality: every problem of a parsed setup, each with a code (here: no rook on h1 for the K right).
  const setup = parseFen('4k3/8/8/8/8/8/8/4K3 w K - 0 1');
  if (!setup.ok) throw setup.error;
  const strict = validateSetup(setup.value).map((p) => p.code); // ['ERR_CASTLING_RIGHTS']
  const lenient = validateSetup(setup.value, { mode: 'lenient' }).map((p) => p.code); // []
  const normalized = makeFen(normalizeSetup(setup.value)); // the impossible right dropped

  // 3. Positions: fromFen validates; makeFen writes the e.p. square only when a capture is legal.
  const pos = Position.fromFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  if (!pos.ok) throw pos.error;
  const rejected = Position.fromFen('4k3/8/8/8/8/8/8/4K3 w K - 0 1');

  return {
    syntax,
    strict,
    lenient,
    normalized,
    positionFen: makeFen(pos.value),
    positionFenAlways: makeFen(pos.value, { epMode: 'always' }),
    shredder: makeFen(Position.default(), { castling: 'shredder' }),
    rejectedCodes: rejected.ok ? [] : [rejected.error.code],
  };
}
