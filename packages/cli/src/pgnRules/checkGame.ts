import { type Move, makeFen, type Position } from '@chesslaws/moves';
import {
  isNullMove,
  type LocaleId,
  mainline,
  type Game as PgnGame,
  replayMainline,
  resultOf,
} from '@chesslaws/notation';
import {
  createGame,
  fromGameRecord,
  type Game,
  type GameOutcome,
  type Regulation,
} from '@chesslaws/rules';
import {
  analyzeDeadPosition,
  canClaimFiftyMoves,
  canClaimThreefold,
  isInsufficientMaterial,
  PositionHistory,
  quickDeadCheck,
  quickUnwinnableCheck,
} from '@chesslaws/termination';

/** What `pgn check --rules` can find wrong with a game. */
export type FindingKind =
  | 'unreadable'
  | 'illegal-move'
  | 'result-contradicts-board'
  | 'played-past-ending'
  | 'claim-not-made';

/** One thing wrong with a game under a regulation. */
export interface RulesFinding {
  /** What kind of problem. */
  readonly kind: FindingKind;
  /** The rule broken or in question, an ID of REGULATIONS.md (`'L-9.6.1'`), or the error code of an unreadable game. */
  readonly rule: string;
  /** One sentence for people. */
  readonly message: string;
  /** The ply (half-move, 1 = White's first) after which it happened, when it is about a move. */
  readonly ply?: number;
  /** That move as written, with its number (`'23... Nf6'`). */
  readonly move?: string;
  /** One-based line in the input where the problem is, when known. */
  readonly line?: number;
}

/** What the checks need to know about a regulation, read once from its plugins' options. */
export interface RegulationFacts {
  /** The regulation itself: the judge of every ending found. */
  readonly regulation: Regulation;
  /** How dead positions are found (`automaticDraws.deadPosition`), `false` when they are not. */
  readonly dead: 'quick' | 'full' | 'material' | false;
  /** Node budget of the full dead-position analysis. */
  readonly nodeBudget: number;
  /** Threefold claims allowed (L-9.2). */
  readonly threefold: boolean;
  /** Fifty-move claims allowed (L-9.3), with their move count and the S-75 classes. */
  readonly fifty: false | { readonly moves: number; readonly legacyMaterialClasses: boolean };
  /** Claims are made automatically (casual play): an available claim ends the game. */
  readonly automaticClaims: boolean;
}

/** Reads the draw rules a regulation's plugins are configured with. */
export function regulationFacts(regulation: Regulation): RegulationFacts {
  const options = (name: string) =>
    regulation.plugins.find((p) => p.name === name)?.options as Record<string, unknown> | undefined;
  const auto = options('automaticDraws');
  const claims = options('claimableDraws');
  return {
    regulation,
    dead: (auto?.deadPosition as RegulationFacts['dead'] | undefined) ?? false,
    nodeBudget: (auto?.nodeBudget as number | undefined) ?? 20_000,
    threefold: claims?.threefold === true,
    fifty:
      claims?.fiftyMoves === true
        ? {
            moves: (claims.moves as number | undefined) ?? 50,
            legacyMaterialClasses: claims.legacyMaterialClasses === true,
          }
        : false,
    automaticClaims: claims?.automatic === true,
  };
}

/** Whether `pos` may be dead as the regulation looks for dead positions (a cheap superset of its verdict). */
function mayBeDead(pos: Position, facts: RegulationFacts): boolean {
  if (facts.dead === false) return false;
  if (isInsufficientMaterial(pos.board)) return true;
  if (facts.dead === 'material') return false;
  if (quickDeadCheck(pos)) return true;
  return (
    facts.dead === 'full' &&
    analyzeDeadPosition(pos, { nodeBudget: facts.nodeBudget }).dead === true
  );
}

const SIDE = { white: 'White', black: 'Black' } as const;

// The keys of one game's positions, reused from game to game.
const keys: number[] = [];

/**
 * What a game's position keys (L-9.2.2 identity, `hash()`) and halfmove counts allow: a
 * claim (a position three times, 100 quiet plies) or an automatic ending (five times, 150
 * plies). A superset of what the rules find, so a game ruled out here has neither. One walk
 * on one position without undo records: cheaper than copies or a PositionHistory.
 */
function scanKeys(
  start: Position,
  moves: readonly Move[],
  facts: RegulationFacts,
): { claims: boolean; ending: boolean } {
  const fifty = facts.fifty ? 2 * facts.fifty.moves : 100;
  let claims = false;
  let ending = false;
  const pos = start.clone({ undo: false });
  keys.length = 0;
  keys.push(pos.hash());
  for (const move of moves) {
    pos.makeWithoutUndo(pos.encodeLegal(move));
    const key = pos.hash();
    const quiet = pos.halfmoves;
    keys.push(key);
    if (quiet >= fifty) claims = true;
    if (quiet >= 150) ending = true;
    // A repeat needs the same side to move and no irreversible move in between.
    if (quiet < 4) continue;
    let seen = 1;
    const last = keys.length - 1;
    for (let j = last - 2; j >= 0 && j >= last - quiet; j -= 2) if (keys[j] === key) seen++;
    if (seen >= 3) claims = true;
    if (seen >= 5) ending = true;
  }
  return { claims: claims || ending, ending };
}

/**
 * Checks one read game under a regulation: illegal moves, a result the board contradicts,
 * play after an automatic ending (fivefold, 75 moves, dead position) and draw claims that
 * were available and not made. Every ending is judged by the regulation's own runtime, but
 * only for games where a cheap scan of the position keys found a candidate: most games
 * cost one replay.
 */
export function checkGame(
  game: PgnGame,
  facts: RegulationFacts,
  locale?: LocaleId,
): RulesFinding[] {
  const replay = replayMainline(
    game,
    locale === undefined ? { positions: false } : { positions: false, locale },
  );
  if (!replay.ok) {
    const { code, message, location } = replay.error;
    return [
      {
        kind: code === 'ERR_PGN_MOVE' ? 'illegal-move' : 'unreadable',
        rule: code === 'ERR_PGN_MOVE' ? 'L-3.10' : code,
        message: message.replace(/^\d+:\d+: /, ''),
        ...(location?.line === undefined ? {} : { line: location.line }),
      },
    ];
  }
  const { start, final } = replay.value;
  const moves = replay.value.moves.filter((m): m is Move => !isNullMove(m));
  if (moves.length < replay.value.moves.length)
    return [
      { kind: 'illegal-move', rule: 'L-3.10', message: 'a null move (--): the Laws have no pass' },
    ];
  const findings: RulesFinding[] = [];
  const label = labeller(game, start);
  const plies = moves.length;
  const result = resultOf(game);
  const isDraw = result === '1/2-1/2';

  // Most games repeat nothing and keep no long quiet run: their keys say so, and only the
  // others are walked through termination's PositionHistory, which decides the claims.
  const scan = scanKeys(start, moves, facts);
  let endingCandidate = scan.ending;
  if (scan.claims) {
    const history = PositionHistory.fromPosition(start);
    let threefoldAt = 0;
    let fiftyAt = 0;
    for (let i = 0; i < plies; i++) {
      history.play(moves[i]!);
      const ply = i + 1;
      const claimable =
        (facts.threefold &&
          threefoldAt === 0 &&
          canClaimThreefold(history) &&
          ('threefold' as const)) ||
        (facts.fifty &&
          fiftyAt === 0 &&
          canClaimFiftyMoves(history, facts.fifty) &&
          ('fifty' as const));
      if (!claimable) continue;
      if (facts.automaticClaims && ply < plies) endingCandidate = true;
      // A claim on the last move of a drawn game is taken to be the claim that drew it.
      if (ply === plies && isDraw) continue;
      if (claimable === 'threefold') threefoldAt = ply;
      else fiftyAt = ply;
      findings.push(claimNotMade(claimable, ply, label(ply), history.current.turn, facts));
    }
  }

  let ruled: Ruled | string;
  if (endingCandidate) ruled = judgeMoves(facts.regulation, start, moves);
  else if (mayBeDead(final, facts)) ruled = firstDeadPly(facts.regulation, start, moves);
  else if (final.isCheckmate() || final.isStalemate())
    ruled = judgeAt(facts.regulation, final, plies);
  else ruled = undefined;
  if (typeof ruled === 'string')
    return [...findings, { kind: 'unreadable', rule: 'ERR_RULES_START', message: ruled }];
  const outcome = ruled;
  if (outcome && outcome.ply < plies) {
    findings.push({
      kind: 'played-past-ending',
      rule: outcome.outcome.byRule,
      ply: outcome.ply,
      move: label(outcome.ply),
      message: `the game was over after ${label(outcome.ply)} (${outcome.outcome.reason}), yet ${plies - outcome.ply} more ${plies - outcome.ply === 1 ? 'move was' : 'moves were'} played`,
    });
  }
  if (!outcome && (result === '1-0' || result === '0-1'))
    findings.push(...timeForfeit(game, facts, start, moves, final, result, label));
  if (outcome && result !== '*' && result !== outcome.outcome.result) {
    findings.push({
      kind: 'result-contradicts-board',
      rule: outcome.outcome.byRule,
      ...(outcome.ply > 0 ? { ply: outcome.ply, move: label(outcome.ply) } : {}),
      message: `the result is ${result}, but the board says ${outcome.outcome.result}: ${outcome.outcome.reason}`,
    });
  }
  return findings;
}

function claimNotMade(
  kind: 'threefold' | 'fifty',
  ply: number,
  move: string,
  onMove: 'white' | 'black',
  facts: RegulationFacts,
): RulesFinding {
  const mover = onMove === 'white' ? 'black' : 'white';
  const what =
    kind === 'threefold'
      ? 'the position appeared for the third time'
      : `${facts.fifty ? facts.fifty.moves : 50} moves each passed without a capture or pawn move`;
  return {
    kind: 'claim-not-made',
    rule: kind === 'threefold' ? 'L-9.2' : 'L-9.3',
    ply,
    move,
    message: `after ${move} ${what}: ${SIDE[onMove]} could claim a draw (${SIDE[mover]} too, writing the move first), and play went on`,
  };
}

/**
 * L-6.9: a win on time recorded (`Termination "time forfeit"`) for a side that cannot mate
 * is a draw. The runtime judges the flag fall, but only where termination's quick sound
 * test already shows the winner cannot mate (a full analysis per game would cost more than
 * the whole check); the positions only the full analysis proves are not looked at.
 */
function timeForfeit(
  game: PgnGame,
  facts: RegulationFacts,
  start: Position,
  moves: readonly Move[],
  final: Position,
  result: '1-0' | '0-1',
  label: (ply: number) => string,
): RulesFinding[] {
  if (game.headers.get('Termination')?.toLowerCase() !== 'time forfeit') return [];
  if (!quickUnwinnableCheck(final, result === '1-0' ? 'white' : 'black')) return [];
  const rebuilt = fromGameRecord(facts.regulation, {
    start,
    moves: moves.map((move) => ({ move })),
    result,
    termination: 'time forfeit',
  });
  const outcome = rebuilt.ok ? rebuilt.value.state.outcome : undefined;
  if (!outcome || outcome.result === result) return [];
  return [
    {
      kind: 'result-contradicts-board',
      rule: outcome.byRule,
      ...(moves.length > 0 ? { ply: moves.length, move: label(moves.length) } : {}),
      message: `the result is ${result} on time, but the board says ${outcome.result}: ${outcome.reason}`,
    },
  ];
}

/** An ending the regulation ruled, and the ply after which it came; `undefined` for none. */
type Ruled = { readonly outcome: GameOutcome; readonly ply: number } | undefined;

/** The regulation's runtime on the whole game (it stops at the first ending), or why it refused the game. */
function judgeMoves(
  regulation: Regulation,
  start: Position,
  moves: readonly Move[],
): Ruled | string {
  const rebuilt = fromGameRecord(regulation, { start, moves: moves.map((move) => ({ move })) });
  if (!rebuilt.ok) return `${rebuilt.error.code}: ${rebuilt.error.message}`;
  const state = (rebuilt.value as Game).state;
  return state.outcome ? { outcome: state.outcome, ply: state.moves.length } : undefined;
}

/** The regulation's verdict on a position that ends the game by itself (mate, stalemate, dead), reached at `ply`. */
function judgeAt(regulation: Regulation, pos: Position, ply: number): Ruled | string {
  const created = createGame(regulation, { start: { fen: makeFen(pos) }, clock: false });
  if (!created.ok) return `${created.error.code}: ${created.error.message}`;
  const outcome = created.value.state.outcome;
  return outcome ? { outcome, ply } : undefined;
}

/**
 * The first ply after which the regulation finds the position dead. A dead position stays
 * dead, so the dead plies are a suffix of the game: a binary search asks the runtime about
 * log2(plies) positions instead of every one. Only for games whose final position is dead
 * and that had no repetition or move-count candidate (those replay in full).
 */
function firstDeadPly(
  regulation: Regulation,
  start: Position,
  moves: readonly Move[],
): Ruled | string {
  const at = (ply: number) => {
    const pos = start.clone({ undo: false });
    for (let i = 0; i < ply; i++) pos.makeWithoutUndo(pos.encodeLegal(moves[i]!));
    return judgeAt(regulation, pos, ply);
  };
  const last = at(moves.length);
  if (last === undefined || typeof last === 'string') return last;
  let lo = 0;
  let hi = moves.length;
  let found: Ruled = last;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const ruled = at(mid);
    if (typeof ruled === 'string') return ruled;
    if (ruled) {
      found = ruled;
      hi = mid;
    } else lo = mid + 1;
  }
  return found;
}

/** Writes ply `n` (1-based) of the mainline with its number, as the game wrote it: `23... Nf6`. */
function labeller(game: PgnGame, start: Position): (ply: number) => string {
  let sans: string[] | undefined;
  return (ply) => {
    sans ??= [...mainline(game)].map((node) => node.san);
    const index = ply - 1 + (start.turn === 'black' ? 1 : 0);
    const number = start.fullmoves + Math.floor(index / 2);
    return `${number}${index % 2 === 0 ? '.' : '...'} ${sans[ply - 1] ?? '?'}`;
  };
}
