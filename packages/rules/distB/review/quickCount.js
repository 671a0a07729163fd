const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
const PAWN = 1;
const KING = 6;
const BLACK = 8;
const Z = new Int32Array(16 * 64 * 2);
{
  let x = 625341585;
  for (let i = 0; i < Z.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    Z[i] = x;
  }
}
function quickCount(start, moves) {
  const board = BOARD;
  board.fill(0);
  let lo = 0;
  let hi = 0;
  for (let sq = 0; sq < 64; sq++) {
    const code = start.pieceCodeAt(sq);
    if (code === 0) continue;
    board[sq] = code;
    const i = (code * 64 + sq) * 2;
    lo ^= Z[i];
    hi ^= Z[i + 1];
  }
  let black = start.turn === 'black';
  let clock = start.halfmoves;
  let quietPlies = clock;
  let repetitions = 1;
  const keys = new Float64Array(moves.length + 1);
  keys[0] = ((hi & 1048575) * 2 ** 32 + (lo >>> 0)) * 2 + (black ? 1 : 0);
  for (let ply = 0; ply < moves.length; ) {
    const move = moves[ply];
    const from = move.from;
    const to = move.to;
    const piece = board[from];
    const target = board[to];
    const role = piece & 7;
    let zeroing = role === PAWN || (target !== 0 && (target & BLACK) !== (piece & BLACK));
    let i = (piece * 64 + from) * 2;
    lo ^= Z[i];
    hi ^= Z[i + 1];
    board[from] = 0;
    if (role === KING && target !== 0 && (target & BLACK) === (piece & BLACK)) {
      const rank = from & 56;
      const kingside = to > from;
      const kingTo = rank | (kingside ? 6 : 2);
      const rookTo = rank | (kingside ? 5 : 3);
      i = (target * 64 + to) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
      board[to] = 0;
      board[kingTo] = piece;
      i = (piece * 64 + kingTo) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
      board[rookTo] = target;
      i = (target * 64 + rookTo) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
      zeroing = false;
    } else {
      if (target !== 0) {
        i = (target * 64 + to) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
      } else if (role === PAWN && (from & 7) !== (to & 7)) {
        const taken = (from & 56) | (to & 7);
        i = (board[taken] * 64 + taken) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
        board[taken] = 0;
      } else if (role === KING && (to - from === 2 || from - to === 2)) {
        const rank = from & 56;
        const rookFrom = rank | (to > from ? 7 : 0);
        const rookTo = rank | (to > from ? 5 : 3);
        const rook = board[rookFrom];
        i = (rook * 64 + rookFrom) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
        board[rookFrom] = 0;
        board[rookTo] = rook;
        i = (rook * 64 + rookTo) * 2;
        lo ^= Z[i];
        hi ^= Z[i + 1];
      }
      const lands = move.promotion ? ROLES.indexOf(move.promotion) + 1 + (piece & BLACK) : piece;
      board[to] = lands;
      i = (lands * 64 + to) * 2;
      lo ^= Z[i];
      hi ^= Z[i + 1];
    }
    black = !black;
    clock = zeroing ? 0 : clock + 1;
    if (clock > quietPlies) quietPlies = clock;
    const k = ((hi & 1048575) * 2 ** 32 + (lo >>> 0)) * 2 + (black ? 1 : 0);
    keys[++ply] = k;
    let count = 1;
    for (let j = ply - 2, oldest = Math.max(0, ply - clock); j >= oldest; j -= 2)
      if (keys[j] === k) count++;
    if (count > repetitions) repetitions = count;
  }
  return { quietPlies, repetitions };
}
const BOARD = new Int8Array(64);

export { quickCount };
//# sourceMappingURL=quickCount.js.map
