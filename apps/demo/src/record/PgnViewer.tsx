import type { Move, Position } from '@chesslaws/moves';
import {
  afterNullMove,
  type Game,
  isNullMove,
  type MoveNode,
  makeSan,
  parsePgn,
  replayGame,
  startingPosition,
} from '@chesslaws/notation';
import { fairyVariants, lichessVariants } from '@chesslaws/variants';
import { useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.js';
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
  readonly game: Game;
  readonly start: Position;
  readonly nodes: Map<MoveNode, Replayed>;
}

/** Replays every line of `game`; the error text when a move or the FEN is bad. */
function replayTree(game: Game): Tree | string {
  const start = startingPosition(game);
  if (!start.ok) return start.error.message;
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
  if (!replay.ok) return replay.error.message;
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
    chosen && !chosen.ok ? chosen.error.message : typeof tree === 'string' ? tree : undefined;
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

  return (
    <section class="panel pgn-viewer" aria-labelledby="pgn-viewer-title" data-panel="pgn-viewer">
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
          />
          <div class="viewer-side">
            <p class="game-tags">
              {good.game.headers.get('White') ?? '?'} – {good.game.headers.get('Black') ?? '?'}{' '}
              <strong data-pgn-result>
                {good.game.headers.get('Result') ?? good.game.result ?? '*'}
              </strong>
            </p>
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
              <button type="button" aria-label={t.first} onClick={() => setCurrent(undefined)}>
                «
              </button>
              <button type="button" aria-label={t.previous} onClick={() => step(-1)}>
                ‹
              </button>
              <button type="button" aria-label={t.next} onClick={() => step(1)}>
                ›
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
      </button>,
    );
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
    first = variations.length > 0;
    siblings = main.children;
  }
  return <>{out}</>;
}
