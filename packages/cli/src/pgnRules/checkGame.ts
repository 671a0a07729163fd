import type { Move, Position } from '@chesslaws/moves';
import {
  isNullMove,
  type LocaleId,
  type PgnGame,
  replayMainline,
  resultOf,
} from '@chesslaws/notation';
import {
  formatMessage,
  type Message,
  type Regulation,
  type ReviewedClaim,
  type ReviewedFlag,
  recordedFlag,
  reviewMoves,
} from '@chesslaws/rules';
import { regulationIn } from './variants.js';

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

const SIDE = { white: 'White', black: 'Black' } as const;

/**
 * Checks one read game under a regulation: illegal moves, a result the board contradicts,
 * play after an ending the regulation declares by itself (fivefold, 75 moves, a dead
 * position) and claims that could be made and were not. Every ruling is the regulation's
 * own, from `reviewMoves`, which asks its plugins only about the plies they may rule on.
 */
export function checkGame(
  game: PgnGame,
  regulation: Regulation,
  locale?: LocaleId,
): RulesFinding[] {
  // The trace lets the review count repetitions and reach any ply without replaying the game.
  const replay = replayMainline(
    game,
    locale === undefined
      ? { positions: false, trace: true }
      : { positions: false, trace: true, locale },
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
  const { start, final, trace } = replay.value;
  // A trace is there only when the mainline has no null move.
  const moves = trace
    ? (replay.value.moves as Move[])
    : replay.value.moves.filter((m): m is Move => !isNullMove(m));
  if (moves.length < replay.value.moves.length)
    return [
      { kind: 'illegal-move', rule: 'L-3.10', message: 'a null move (--): the Laws have no pass' },
    ];
  // Claims count from the first move on: the start position's are the record's given state.
  // A variant game is judged by the regulation with that variant in its variant slot.
  const rules = regulationIn(regulation, start.variant);
  // A recorded time forfeit: the regulation's flag rule is asked about that flag.
  const flag = recordedFlag(
    { result: resultOf(game), termination: game.headers.get('Termination') },
    final.turn,
  );
  // Literals, not a spread: a spread with fields added is a slow path in V8, once per game.
  const review = reviewMoves(
    rules,
    start,
    moves,
    trace
      ? flag
        ? { claimsFrom: 1, final, trace, flag }
        : { claimsFrom: 1, final, trace }
      : flag
        ? { claimsFrom: 1, final, flag }
        : { claimsFrom: 1, final },
  );
  if (!review.ok)
    return [{ kind: 'unreadable', rule: review.error.code, message: review.error.message }];
  const findings: RulesFinding[] = [];
  const label = labeller(game, start);
  // The rules' messages, in English with the regulation's own plugins' words.
  const words = (m: Message | string) => formatMessage(m, { plugins: rules.plugins });
  const plies = moves.length;
  const result = resultOf(game);
  for (const claim of review.value.claims) {
    // A claim on the last move of a drawn game is taken to be the claim that drew it.
    if (claim.ply === plies && result === '1/2-1/2') continue;
    findings.push(claimNotMade(claim, label(claim.ply), words));
  }
  const ending = review.value.ending;
  if (ending && ending.ply < plies) {
    findings.push({
      kind: 'played-past-ending',
      rule: ending.outcome.byRule,
      ply: ending.ply,
      move: label(ending.ply),
      message: `the game was over after ${label(ending.ply)} (${words(ending.outcome.reason)}), yet ${plies - ending.ply} more ${plies - ending.ply === 1 ? 'move was' : 'moves were'} played`,
    });
  }
  const flagRuling = ending ? undefined : review.value.flag;
  if (flagRuling)
    findings.push(...timeForfeit(flagRuling, rules.name, result, plies, label, words));
  if (ending && result !== '*' && result !== ending.outcome.result) {
    findings.push({
      kind: 'result-contradicts-board',
      rule: ending.outcome.byRule,
      ...(ending.ply > 0 ? { ply: ending.ply, move: label(ending.ply) } : {}),
      message: `the result is ${result}, but the board says ${ending.outcome.result}: ${words(ending.outcome.reason)}`,
    });
  }
  return findings;
}

function claimNotMade(
  claim: ReviewedClaim,
  move: string,
  words: (m: Message | string) => string,
): RulesFinding {
  return {
    kind: 'claim-not-made',
    rule: claim.rule,
    ply: claim.ply,
    move,
    message: `after ${move} ${SIDE[claim.side]} could claim ${words(claim.title)} (${claim.rule}), and play went on`,
  };
}

/**
 * A recorded win on time the regulation rules otherwise: its flag rule (FIDE's L-6.9: a draw
 * when the winner cannot mate), asked by the review where the flag plugin's screen named it.
 */
function timeForfeit(
  ruling: ReviewedFlag,
  regulation: string,
  result: string,
  plies: number,
  label: (ply: number) => string,
  words: (m: Message | string) => string,
): RulesFinding[] {
  const at = plies > 0 ? { ply: plies, move: label(plies) } : {};
  if ('playOn' in ruling)
    return [
      {
        kind: 'result-contradicts-board',
        rule: ruling.rule,
        ...at,
        message: `the result is ${result} on time, but under ${regulation} the flag does not end the game: ${words(ruling.reason)}`,
      },
    ];
  const { outcome } = ruling;
  if (outcome.result === result) return [];
  return [
    {
      kind: 'result-contradicts-board',
      rule: outcome.byRule,
      ...at,
      message: `the result is ${result} on time, but ${regulation} rules ${outcome.result}: ${words(outcome.reason)}`,
    },
  ];
}

/** Writes ply `n` (1-based) of the mainline with its number, as the game wrote it: `23... Nf6`. */
function labeller(game: PgnGame, start: Position): (ply: number) => string {
  return (ply) => {
    // Walked to the ply, not listed: most games get one label, often none.
    let node = ply >= 1 ? game.root.children[0] : undefined;
    for (let p = 1; node && p < ply; p++) node = node.children[0];
    const index = ply - 1 + (start.turn === 'black' ? 1 : 0);
    const number = start.fullmoves + Math.floor(index / 2);
    return `${number}${index % 2 === 0 ? '.' : '...'} ${node?.san ?? '?'}`;
  };
}
