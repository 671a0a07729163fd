import type { Color } from '@chesslaws/board';
import { formatClockTime } from '@chesslaws/clock';
import type { Move, Position } from '@chesslaws/moves';
import {
  afterNullMove,
  isNullMove,
  type MoveNode,
  makeSan,
  nagToGlyph,
  type PgnComment,
  type PgnGame,
  parsePgn,
  replayGame,
  startingPosition,
} from '@chesslaws/notation';
import { fairyVariants, lichessVariants } from '@chesslaws/variants';
import { useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.js';
import type { Drawing } from '../board/Drawings.js';
import { errorText } from '../i18n/errors.js';
import { t } from '../i18n/lang.js';
import { NOTATIONS, type NotationChoice, notationById } from './notation.js';

/** A move of the tree, replayed: the positions around it and its parent line. */
interface Replayed {
  readonly node: MoveNode;
  readonly before: Position;
  readonly after: Position;
  readonly move: Move | undefined;
  readonly parent: MoveNode | undefined;
}

interface Tree {
  readonly game: PgnGame;
  readonly start: Position;
  readonly nodes: Map<MoveNode, Replayed>;
}

/** Where a PGN error is, as `line 3, column 7`, when the reader says. */
function located(error: { readonly location?: { line?: number; column?: number } | undefined }) {
  const at = error.location;
  return at?.line === undefined ? undefined : t.pgnAt(at.line, at.column ?? 1);
}

/** Replays every line of `game`; the error text when a move or the FEN is bad. */
function replayTree(game: PgnGame): Tree | string {
  const start = startingPosition(game);
  if (!start.ok) return errorText(start.error, located(start.error));
  const nodes = new Map<MoveNode, Replayed>();
  const parents = new Map<MoveNode, MoveNode | undefined>();
  const mark = (children: MoveNode[], parent: MoveNode | undefined) => {
    for (const child of children) parents.set(child, parent);
  };
  mark(game.root.children, undefined);
  const replay = replayGame(game, (node, move, before) => {
    mark(node.children, node);
    const b = before.clone();
    let after: Position;
    if (isNullMove(move)) after = afterNullMove(b) ?? b;
    else {
      after = b.clone();
      after.play(move);
    }
    nodes.set(node, {
      node,
      before: b,
      after,
      move: isNullMove(move) ? undefined : move,
      parent: parents.get(node),
    });
  });
  if (!replay.ok) return errorText(replay.error, located(replay.error));
  return { game, start: start.value, nodes };
}

/** Props of {@link PgnViewer}. */
export interface PgnViewerProps {
  /** Text to open at once (an exported game). */
  initialText?: string;
  /** Notation of the move list. */
  notation: string;
  /** Close the viewer. */
  onClose: () => void;
}

/**
 * Opens PGN pasted or read from a file and shows its games, variations included, on a board
 * that steps through them. Loaded only when first opened.
 */
export default function PgnViewer(props: PgnViewerProps) {
  const [text, setText] = useState(props.initialText ?? '');
  const [opened, setOpened] = useState(props.initialText ?? '');
  const [index, setIndex] = useState(0);
  const [current, setCurrent] = useState<MoveNode | undefined>();
  const [notationId, setNotationId] = useState(props.notation);
  const notation = notationById(notationId);

  // A game in a lichess variant is read and replayed by its rules (its `Variant` tag).
  const games = useMemo(
    () =>
      opened.trim()
        ? parsePgn(opened, { variants: [...lichessVariants(), ...fairyVariants()] })
        : [],
    [opened],
  );
  const chosen = games[index];
  const tree = useMemo(() => (chosen?.ok ? replayTree(chosen.value) : undefined), [chosen]);
  const error =
    chosen && !chosen.ok
      ? errorText(chosen.error, located(chosen.error))
      : typeof tree === 'string'
        ? tree
        : undefined;
  const good = tree && typeof tree !== 'string' ? tree : undefined;
  const shown = good && current ? good.nodes.get(current) : undefined;
  const position = shown?.after ?? good?.start;

  const open = (value: string) => {
    setOpened(value);
    setIndex(0);
    setCurrent(undefined);
  };
  const step = (delta: 1 | -1) => {
    if (!good) return;
    if (delta === -1) setCurrent(shown?.parent);
    else setCurrent(current ? (current.children[0] ?? current) : good.game.root.children[0]);
  };
  // The last move of the line the current move is on (the mainline from the start).
  const last = () => {
    if (!good) return;
    let node = current ?? good.game.root.children[0];
    while (node?.children[0]) node = node.children[0];
    setCurrent(node);
  };
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (target.closest('textarea, input, select')) return;
    const go: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => setCurrent(undefined),
      End: last,
    };
    const action = go[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };
  const clocks = good ? clocksAt(good, shown) : undefined;
  const marks = shown ? shapesOf(shown.node.comments) : shapesOf(good?.game.root.comments);

  return (
    <section
      class="panel pgn-viewer"
      aria-labelledby="pgn-viewer-title"
      data-panel="pgn-viewer"
      onKeyDown={(e) => onKey(e as KeyboardEvent)}
    >
      <div class="record-head">
        <h2 id="pgn-viewer-title">{t.pgnViewer}</h2>
        <button type="button" onClick={props.onClose} data-action="close-viewer">
          {t.close}
        </button>
      </div>
      <label class="field">
        <span>{t.pgnPaste}</span>
        <textarea
          rows={5}
          value={text}
          data-control="pgn-text"
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
      </label>
      <div class="row">
        <button type="button" data-action="open-pgn" onClick={() => open(text)}>
          {t.pgnOpen}
        </button>
        <label class="inline">
          <span>{t.pgnFile}</span>
          <input
            type="file"
            accept=".pgn,text/plain"
            onChange={async (e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (!file) return;
              const content = await file.text();
              setText(content);
              open(content);
            }}
          />
        </label>
      </div>
      {games.length > 1 && (
        <label class="field">
          <span>{t.pgnGames(games.length)}</span>
          <select
            value={index}
            onChange={(e) => {
              setIndex(Number((e.target as HTMLSelectElement).value));
              setCurrent(undefined);
            }}
          >
            {games.map((g, i) => (
              <option key={i} value={i}>
                {i + 1}.{' '}
                {g.ok
                  ? `${g.value.headers.get('White') ?? '?'} – ${g.value.headers.get('Black') ?? '?'}`
                  : t.pgnError}
              </option>
            ))}
          </select>
        </label>
      )}
      {error && (
        <p class="error" role="alert" data-error="pgn">
          {t.pgnError}: {error}
        </p>
      )}
      {good && position && (
        <div class="viewer-body">
          <Board
            position={position}
            orientation="white"
            legal={[]}
            interactive={false}
            allowIllegal={false}
            lastMove={shown?.move}
            onMove={() => undefined}
            label={t.pgnViewer}
            marks={marks}
          />
          <div class="viewer-side">
            <Headers game={good.game} />
            {clocks && (
              <p class="pgn-clocks" data-pgn-clocks>
                {(['white', 'black'] as const).map((side) =>
                  clocks[side] === undefined ? null : (
                    <span key={side} data-pgn-clock={side}>
                      {side === 'white' ? t.whiteName : t.blackName}{' '}
                      <strong>{formatClockTime(clocks[side]!)}</strong>
                    </span>
                  ),
                )}
              </p>
            )}
            <label class="inline">
              <span>{t.notation}</span>
              <select
                value={notationId}
                onChange={(e) => setNotationId((e.target as HTMLSelectElement).value)}
              >
                {NOTATIONS.map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.label}
                  </option>
                ))}
              </select>
            </label>
            <div class="pgn-moves" data-pgn-moves>
              <Comments comments={good.game.root.comments} />
              <Line
                children={good.game.root.children}
                tree={good}
                notation={notation}
                current={current}
                onPick={setCurrent}
              />
            </div>
            <fieldset class="nav plain">
              <legend class="sr-only">{t.moves}</legend>
              <button
                type="button"
                aria-label={t.first}
                data-action="pgn-first"
                onClick={() => setCurrent(undefined)}
              >
                «
              </button>
              <button
                type="button"
                aria-label={t.previous}
                data-action="pgn-previous"
                onClick={() => step(-1)}
              >
                ‹
              </button>
              <button
                type="button"
                aria-label={t.next}
                data-action="pgn-next"
                onClick={() => step(1)}
              >
                ›
              </button>
              <button type="button" aria-label={t.last} data-action="pgn-last" onClick={last}>
                »
              </button>
            </fieldset>
          </div>
        </div>
      )}
    </section>
  );
}

/** A line of moves, its variations in parentheses after the move they replace. */
function Line(props: {
  children: MoveNode[];
  tree: Tree;
  notation: NotationChoice;
  current: MoveNode | undefined;
  onPick: (node: MoveNode) => void;
  variation?: boolean;
}) {
  const { tree, notation, current, onPick } = props;
  const out = [];
  let siblings = props.children;
  let first = true;
  while (siblings.length > 0) {
    const [main, ...variations] = siblings as [MoveNode, ...MoveNode[]];
    const replayed = tree.nodes.get(main);
    if (!replayed) break;
    const { before, move } = replayed;
    const white = before.turn === 'white';
    const number = white ? `${before.fullmoves}.` : first ? `${before.fullmoves}…` : '';
    const text = move
      ? makeSan(before, move, { style: notation.style, locale: notation.locale })
      : '--';
    const { move: moveGlyphs, position: positionGlyphs } = glyphs(main.nags);
    if (main.startingComments)
      out.push(<Comments key={`s${main.line}:${main.column}`} comments={main.startingComments} />);
    out.push(
      <button
        type="button"
        class="move"
        key={`${main.line}:${main.column}:${text}`}
        aria-current={current === main}
        data-san={main.san}
        onClick={() => onPick(main)}
      >
        {number && <span class="move-number">{number}</span>}
        {text}
        {moveGlyphs && (
          <span class="nag" data-nag={moveGlyphs}>
            {moveGlyphs}
          </span>
        )}
        {positionGlyphs && (
          <span class="nag nag--position" data-nag={positionGlyphs}>
            {' '}
            {positionGlyphs}
          </span>
        )}
      </button>,
    );
    if (main.comments?.length)
      out.push(<Comments key={`c${main.line}:${main.column}`} comments={main.comments} />);
    for (const v of variations)
      out.push(
        <span class="variation" key={`v${v.line}:${v.column}`}>
          ({' '}
          <Line
            children={[v]}
            tree={tree}
            notation={notation}
            current={current}
            onPick={onPick}
            variation
          />
          )
        </span>,
      );
    // After a variation or a comment, Black's move is numbered again (`18... Bxg1`).
    first = variations.length > 0 || (main.comments?.some((c) => c.text) ?? false);
    siblings = main.children;
  }
  return <>{out}</>;
}

/** The glyphs of a move's NAGs: those about the move (`!`, `?!`, `??`) and those about the position (`±`). */
function glyphs(nags: readonly number[] | undefined): { move: string; position: string } {
  const move: string[] = [];
  const position: string[] = [];
  for (const nag of nags ?? []) {
    const glyph = nagToGlyph(nag) ?? `$${nag}`;
    (nag >= 1 && nag <= 6 ? move : position).push(glyph);
  }
  return { move: move.join(''), position: position.join(' ') };
}

/** A move's comments: the prose, and the clock and time spent its commands give. */
function Comments({ comments }: { comments: readonly PgnComment[] | undefined }) {
  if (!comments?.length) return null;
  return (
    <>
      {comments.map((c, i) => (
        <span class="comment" key={i}>
          {c.text && <span data-comment>{c.text}</span>}
          {c.clock !== undefined && (
            <span class="clk" data-clk={c.clock} title={t.pgnClock}>
              {' '}
              {formatClockTime(c.clock)}
            </span>
          )}
          {c.elapsed !== undefined && (
            <span class="clk" data-emt={c.elapsed} title={t.pgnSpent}>
              {' '}
              ({formatClockTime(c.elapsed)})
            </span>
          )}
        </span>
      ))}
    </>
  );
}

/** The headers a reader looks for: the event and where and when, the players with ratings, the opening. */
function Headers({ game }: { game: PgnGame }) {
  const h = (name: string) => game.headers.get(name);
  const player = (name: string, elo: string) =>
    h(name) ? `${h(name)}${h(elo) ? ` (${h(elo)})` : ''}` : '?';
  const opening = [h('ECO'), h('Opening'), h('Variation')].filter(Boolean).join(' ');
  const rows: [string, string, string | undefined][] = [
    ['Event', t.pgnEvent, h('Event')],
    ['Site', t.pgnSite, h('Site')],
    ['Date', t.pgnDate, h('Date')],
    ['Round', t.pgnRound, h('Round')],
    ['Opening', t.pgnOpening, opening || undefined],
    ['TimeControl', t.timeControl, h('TimeControl')],
  ];
  return (
    <div class="pgn-headers">
      <p class="game-tags">
        <span data-pgn-header="White">{player('White', 'WhiteElo')}</span> –{' '}
        <span data-pgn-header="Black">{player('Black', 'BlackElo')}</span>{' '}
        <strong data-pgn-result>{h('Result') ?? game.result ?? '*'}</strong>
      </p>
      <dl class="pgn-tags">
        {rows
          .filter(([, , value]) => value && value !== '?' && value !== '????.??.??')
          .map(([tag, label, value]) => (
            <div key={tag} class="pgn-tag" data-pgn-header={tag}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/** Each side's clock at the move shown: the last `[%clk]` each wrote on the way there. */
function clocksAt(
  tree: Tree,
  shown: Replayed | undefined,
): Partial<Record<Color, number>> | undefined {
  const found: Partial<Record<Color, number>> = {};
  for (let at = shown; at; at = at.parent ? tree.nodes.get(at.parent) : undefined) {
    const side = at.before.turn;
    const clock = at.node.comments?.find((c) => c.clock !== undefined)?.clock;
    if (clock !== undefined && found[side] === undefined) found[side] = clock;
    if (found.white !== undefined && found.black !== undefined) break;
  }
  return found.white === undefined && found.black === undefined ? undefined : found;
}

/** The arrows and highlighted squares of a move's comments (`[%cal]`, `[%csl]`), to draw on the board. */
function shapesOf(comments: readonly PgnComment[] | undefined): Drawing[] {
  const colors = { green: 'green', red: 'red', blue: 'blue', yellow: 'red' } as const;
  return (comments ?? []).flatMap((c) =>
    (c.shapes ?? []).map((shape) => ({
      from: shape.from,
      to: shape.to,
      color: colors[shape.color],
    })),
  );
}
