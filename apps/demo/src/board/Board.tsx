import {
  type Color,
  makeSquare,
  opposite,
  type Role,
  type Square,
  squareAt,
  squareFile,
  squareRank,
} from '@chesslaws/board';
import {
  dropMove,
  type Move,
  makeFen,
  type Pocket,
  type Position,
  type PromotionRole,
} from '@chesslaws/moves';
import { useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/lang.js';
import { type Drawing, Drawings, drawColor, toggleDrawing } from './Drawings.js';
import { PieceImage } from './PieceImage.js';
import { pieceId } from './pieces.js';

/** What the board needs to draw a position and take a move. */
export interface BoardProps {
  /** The position shown (never mutated). */
  position: Position;
  /** The side at the bottom. */
  orientation: Color;
  /** Legal moves of the side to move, from the rules; empty when nothing may move. */
  legal: readonly Move[];
  /** Whether a move may be made now. */
  interactive: boolean;
  /**
   * Arbiter mode: any piece of the side to move may go to any square, as on a real board,
   * and the regulation decides what an illegal move costs.
   */
  allowIllegal: boolean;
  /** The last move, highlighted. */
  lastMove?: { from: Square; to: Square } | undefined;
  /** The square of a king in check, highlighted. */
  check?: Square | undefined;
  /** The squares the variant's goal names (King of the Hill's hill), marked. */
  goalSquares?: readonly Square[] | undefined;
  /** The squares the last move blew up (atomic), marked. */
  exploded?: readonly Square[] | undefined;
  /** Called with a complete move (promotion chosen). */
  onMove: (move: Move) => void;
  /** Called when a piece is picked up (touch-move training). */
  onPick?: ((square: Square) => void) | undefined;
  /** Accessible name of the board. */
  label?: string;
  /** Arrows and circles given with the position (a PGN comment's `[%cal]`, `[%csl]`). */
  marks?: readonly Drawing[] | undefined;
}

const PROMOTIONS: readonly PromotionRole[] = ['queen', 'rook', 'bishop', 'knight'];
/** How long a finger rests on a square before the press draws instead of moving. */
const LONG_PRESS_MS = 500;
/** The roles a pocket holds, in the order shown. */
const POCKET_ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen'] as const;

/** What is being dragged: a piece from a square, or one from the pocket. */
type DragSource =
  | { readonly from: Square; readonly drop?: undefined }
  | { readonly drop: Role; readonly again?: boolean };

/** Row and column on screen of a square, for `orientation`. */
function screenOf(square: Square, orientation: Color): [row: number, col: number] {
  const file = squareFile(square);
  const rank = squareRank(square);
  return orientation === 'white' ? [7 - rank, file] : [rank, 7 - file];
}

function squareOnScreen(row: number, col: number, orientation: Color): Square {
  return (orientation === 'white' ? squareAt(col, 7 - row) : squareAt(7 - col, row))!;
}

const isLight = (square: Square) => (squareFile(square) + squareRank(square)) % 2 === 1;

/**
 * The chess board: an 8x8 grid of squares (`data-square="e4"`) holding pieces
 * (`data-piece="white-pawn"`). Click a piece and then a target, drag it, or use the arrow keys
 * and Enter. It knows no rule: the legal targets are the `legal` moves it is given.
 */
export function Board(props: BoardProps) {
  const { position, orientation, legal, interactive, allowIllegal, lastMove, check, onMove } =
    props;
  // A selection belongs to the position it was made in (by FEN: a touch or a refused move leaves
  // the position as it was): another position drops it without an effect.
  const fen = useMemo(() => makeFen(position), [position]);
  const [selection, setSelection] = useState<{ fen: string; square: Square } | undefined>();
  const selected = selection?.fen === fen ? selection.square : undefined;
  const setSelected = (square: Square | undefined) =>
    setSelection(square === undefined ? undefined : { fen, square });
  const [focus, setFocus] = useState<Square>(orientation === 'white' ? 12 : 52);
  const [pending, setPending] = useState<{ fen: string; from: Square; to: Square } | undefined>();
  const promotion = pending?.fen === fen ? pending : undefined;
  const setPromotion = (move: { from: Square; to: Square } | undefined) =>
    setPending(move && { fen, ...move });
  // A pocket piece picked up for a drop (crazyhouse), in the position it was picked in.
  const [dropSelection, setDropSelection] = useState<{ fen: string; role: Role } | undefined>();
  const dropping = dropSelection?.fen === fen ? dropSelection.role : undefined;
  const setDropping = (role: Role | undefined) =>
    setDropSelection(role === undefined ? undefined : { fen, role });
  const [drag, setDrag] = useState<(DragSource & { x: number; y: number }) | undefined>();
  const gridRef = useRef<HTMLTableElement>(null);
  const dragStart = useRef<(DragSource & { x: number; y: number; moved: boolean }) | undefined>(
    undefined,
  );
  // Arrows and circles drawn on this position (a move or another position clears them).
  const [drawn, setDrawn] = useState<{ fen: string; list: readonly Drawing[] }>({ fen, list: [] });
  const drawings = drawn.fen === fen ? drawn.list : [];
  const drawStart = useRef<{ from: Square; color: Drawing['color'] } | undefined>(undefined);
  const longPress = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const draw = (drawing: Drawing) => setDrawn({ fen, list: toggleDrawing(drawings, drawing) });

  const { targets, drops } = useMemo(() => {
    const targets = new Map<Square, Set<Square>>();
    const drops = new Map<Role, Set<Square>>();
    for (const m of legal) {
      const [map, key] = m.drop ? ([drops, m.drop] as const) : ([targets, m.from] as const);
      let set = (map as Map<number | Role, Set<Square>>).get(key);
      if (!set) (map as Map<number | Role, Set<Square>>).set(key, (set = new Set()));
      set.add(m.to);
    }
    return { targets, drops };
  }, [legal]);
  const hasPockets = position.variant.pockets;
  const pocketOf = (color: Color): Pocket => position.pocket(color);
  const canDrop = (role: Role) =>
    interactive &&
    pocketOf(position.turn)[role as keyof Pocket] > 0 &&
    (allowIllegal || drops.has(role));

  const own = (square: Square) => position.pieceAt(square)?.color === position.turn;
  const canPick = (square: Square) =>
    interactive && own(square) && (allowIllegal || targets.has(square));

  function complete(from: Square, to: Square) {
    if (from === to) return;
    const candidates = legal.filter((m) => m.from === from && m.to === to);
    const piece = position.pieceAt(from);
    const lastRank = position.turn === 'white' ? 7 : 0;
    const promoting =
      candidates.some((m) => m.promotion) ||
      (allowIllegal &&
        candidates.length === 0 &&
        piece?.role === 'pawn' &&
        squareRank(to) === lastRank);
    setSelected(undefined);
    if (promoting) {
      setPromotion({ from, to });
      return;
    }
    if (candidates.length > 0) onMove(candidates[0]!);
    else if (allowIllegal) onMove({ from, to });
  }

  /** Drops `role` on `to`: a legal drop, or in arbiter mode any drop on an empty square (the rules judge it). */
  function completeDrop(role: Role, to: Square) {
    setDropping(undefined);
    const move = legal.find((m) => m.drop === role && m.to === to);
    if (move) onMove(move);
    else if (allowIllegal && !position.pieceAt(to)) onMove(dropMove(role, to));
  }

  function pickDrop(role: Role) {
    if (!canDrop(role)) return;
    setSelected(undefined);
    setDropping(dropping === role ? undefined : role);
  }

  function activate(square: Square) {
    if (!interactive) return;
    if (dropping !== undefined) {
      if (drops.get(dropping)?.has(square) || (allowIllegal && !position.pieceAt(square))) {
        completeDrop(dropping, square);
        return;
      }
      setDropping(undefined);
    }
    if (selected !== undefined && selected !== square) {
      const legalTarget = targets.get(selected)?.has(square) ?? false;
      if (legalTarget || (allowIllegal && !own(square))) {
        complete(selected, square);
        return;
      }
    }
    if (selected === square) setSelected(undefined);
    else if (canPick(square)) {
      setSelected(square);
      props.onPick?.(square);
    } else setSelected(undefined);
  }

  function squareFromPoint(x: number, y: number): Square | undefined {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-square]');
    const name = el?.dataset.square;
    if (!name || !gridRef.current?.contains(el)) return undefined;
    return name.charCodeAt(0) - 97 + (name.charCodeAt(1) - 49) * 8;
  }

  function onPointerDown(event: PointerEvent, square: Square) {
    // The right button draws: an arrow to where it is let go, or a circle on the same square.
    if (event.button === 2) {
      drawStart.current = { from: square, color: drawColor(event) };
      return;
    }
    if (event.button !== 0) return;
    if (drawings.length > 0) setDrawn({ fen, list: [] });
    // A long press on a touch screen draws, as the right button does.
    clearTimeout(longPress.current);
    if (event.pointerType === 'touch')
      longPress.current = setTimeout(() => {
        if (dragStart.current?.moved) return;
        dragStart.current = undefined;
        setSelected(undefined);
        drawStart.current = { from: square, color: 'green' };
      }, LONG_PRESS_MS);
    const wasSelected = selected;
    activate(square);
    if (canPick(square) && wasSelected !== square) {
      dragStart.current = { from: square, x: event.clientX, y: event.clientY, moved: false };
      (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    }
  }

  function onPocketPointerDown(event: PointerEvent, role: Role) {
    if (event.button !== 0 || !canDrop(role)) return;
    // Picked up at once, dragged or not; a press without a drag on the piece picked puts it back.
    const again = dropping === role;
    if (!again) pickDrop(role);
    dragStart.current = { drop: role, again, x: event.clientX, y: event.clientY, moved: false };
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent) {
    const start = dragStart.current;
    if (!start) return;
    if (!start.moved && Math.hypot(event.clientX - start.x, event.clientY - start.y) < 6) return;
    clearTimeout(longPress.current);
    start.moved = true;
    setDrag(
      start.drop
        ? { drop: start.drop, x: event.clientX, y: event.clientY }
        : { from: start.from, x: event.clientX, y: event.clientY },
    );
  }

  function onPointerUp(event: PointerEvent) {
    clearTimeout(longPress.current);
    const drawFrom = drawStart.current;
    if (drawFrom) {
      drawStart.current = undefined;
      const to = squareFromPoint(event.clientX, event.clientY);
      if (to !== undefined) draw({ from: drawFrom.from, to, color: drawFrom.color });
      return;
    }
    const start = dragStart.current;
    dragStart.current = undefined;
    setDrag(undefined);
    if (start?.drop && !start.moved && start.again) setDropping(undefined);
    if (!start?.moved) return;
    const to = squareFromPoint(event.clientX, event.clientY);
    // A drag from the pocket ends the pick, wherever it ends.
    if (start.drop) setDropping(undefined);
    if (to === undefined) return;
    if (start.drop) {
      // A drop on a square the rules do not offer is refused, as a piece's move is.
      if (drops.get(start.drop)?.has(to) || (allowIllegal && !position.pieceAt(to)))
        completeDrop(start.drop, to);
    } else if (to !== start.from) complete(start.from, to);
  }

  function onKeyDown(event: KeyboardEvent) {
    const [row, col] = screenOf(focus, orientation);
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const delta = step[event.key];
    if (delta) {
      event.preventDefault();
      const r = Math.min(7, Math.max(0, row + delta[0]));
      const c = Math.min(7, Math.max(0, col + delta[1]));
      const next = squareOnScreen(r, c, orientation);
      setFocus(next);
      gridRef.current?.querySelector<HTMLElement>(`[data-square="${makeSquare(next)}"]`)?.focus();
    } else if (event.key === 'Escape') {
      setSelected(undefined);
      setDropping(undefined);
      setPromotion(undefined);
    }
  }

  const selectedTargets =
    dropping !== undefined
      ? drops.get(dropping)
      : selected === undefined
        ? undefined
        : targets.get(selected);
  const goals = new Set(props.goalSquares ?? []);
  const exploded = new Set(props.exploded ?? []);
  const rows = [];
  for (let row = 0; row < 8; row++) {
    const cells = [];
    for (let col = 0; col < 8; col++) {
      const square = squareOnScreen(row, col, orientation);
      const name = makeSquare(square);
      const piece = position.pieceAt(square);
      const classes = ['sq', isLight(square) ? 'sq--light' : 'sq--dark'];
      if (lastMove && (lastMove.from === square || lastMove.to === square))
        classes.push('sq--last');
      if (check === square) classes.push('sq--check');
      if (goals.has(square)) classes.push('sq--goal');
      if (exploded.has(square)) classes.push('sq--exploded');
      if (selected === square) classes.push('sq--selected');
      const target = selectedTargets?.has(square) ?? false;
      if (target) classes.push(piece ? 'sq--capture' : 'sq--target');
      const pieceLabel = piece
        ? t.pieceName(piece.color, t.roles[piece.role] ?? piece.role)
        : t.empty;
      cells.push(
        <td key={name} class="cell" data-cell={name}>
          <button
            type="button"
            class={classes.join(' ')}
            data-square={name}
            tabIndex={focus === square ? 0 : -1}
            aria-label={`${name}, ${pieceLabel}${check === square ? `, ${t.check}` : ''}${
              goals.has(square) ? `, ${t.goalSquare}` : ''
            }${exploded.has(square) ? `, ${t.exploded}` : ''}`}
            data-goal={goals.has(square) ? '' : undefined}
            data-exploded={exploded.has(square) ? '' : undefined}
            aria-pressed={selected === square}
            onPointerDown={(e) => onPointerDown(e as PointerEvent, square)}
            onClick={(e) => {
              // Pointer presses are handled on pointerdown; a click without one is the keyboard's.
              if ((e as MouseEvent).detail === 0) activate(square);
            }}
            onFocus={() => setFocus(square)}
          >
            {piece && (
              <PieceImage
                piece={piece}
                label={false}
                class={
                  drag && drag.drop === undefined && drag.from === square
                    ? 'piece--ghost'
                    : undefined
                }
                data-piece={pieceId(piece)}
              />
            )}
          </button>
          {promotion?.to === square && (
            <PromotionPicker
              color={position.turn}
              down={row < 4}
              roles={position.variant.fairy ? position.variant.promotions : PROMOTIONS}
              onPick={(role) => {
                setPromotion(undefined);
                onMove({ from: promotion.from, to: promotion.to, promotion: role });
              }}
              onCancel={() => setPromotion(undefined)}
            />
          )}
        </td>,
      );
    }
    rows.push(
      <tr class="board-row" key={row}>
        <td class="coord coord--rank" aria-hidden="true">
          {makeSquare(squareOnScreen(row, 0, orientation))[1]}
        </td>
        {cells}
      </tr>,
    );
  }
  const files = Array.from(
    { length: 8 },
    (_, col) => makeSquare(squareOnScreen(7, col, orientation))[0],
  );

  const dragged = drag
    ? drag.drop
      ? { color: position.turn, role: drag.drop }
      : position.pieceAt(drag.from)
    : undefined;
  const pocket = (color: Color) =>
    hasPockets && (
      <PocketView
        color={color}
        pocket={pocketOf(color)}
        live={interactive && color === position.turn}
        canDrop={canDrop}
        dropping={color === position.turn ? dropping : undefined}
        onPointerDown={onPocketPointerDown}
        onKeyPick={pickDrop}
      />
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drags and drawings end over the squares, which are the controls
    <div
      class={`board-wrap${hasPockets ? ' board-wrap--pockets' : ''}`}
      onPointerMove={(e) => onPointerMove(e as PointerEvent)}
      onPointerUp={(e) => onPointerUp(e as PointerEvent)}
      onPointerCancel={() => {
        clearTimeout(longPress.current);
        dragStart.current = undefined;
        drawStart.current = undefined;
        setDrag(undefined);
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      {pocket(opposite(orientation))}
      <div class="board-box">
        <table
          ref={gridRef}
          class={`board${interactive ? ' board--live' : ''}`}
          aria-label={props.label ?? t.board}
          data-orientation={orientation}
          data-turn={position.turn}
          onKeyDown={(e) => onKeyDown(e as KeyboardEvent)}
        >
          <tbody>{rows}</tbody>
          <tfoot aria-hidden="true">
            <tr>
              <td class="coord" />
              {files.map((file) => (
                <td key={file} class="coord coord--file">
                  {file}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
        <Drawings drawings={[...(props.marks ?? []), ...drawings]} orientation={orientation} />
        {promotion && (
          <button
            type="button"
            class="promotion-backdrop"
            tabIndex={-1}
            aria-label={t.cancel}
            onClick={() => setPromotion(undefined)}
          />
        )}
      </div>
      {pocket(orientation)}
      {dragged && drag && (
        <PieceImage
          piece={dragged}
          label={false}
          class="piece--dragging"
          style={{ left: `${drag.x}px`, top: `${drag.y}px` }}
        />
      )}
    </div>
  );
}

/**
 * A side's pocket (crazyhouse): one button per role (`data-pocket="white-knight"`,
 * `data-count="2"`); click one and then a square, or drag it onto the board, to drop it.
 */
function PocketView(props: {
  color: Color;
  pocket: Pocket;
  live: boolean;
  canDrop: (role: Role) => boolean;
  dropping: Role | undefined;
  onPointerDown: (event: PointerEvent, role: Role) => void;
  onKeyPick: (role: Role) => void;
}) {
  const side = props.color === 'white' ? t.whiteName : t.blackName;
  return (
    <fieldset class={`pocket pocket--${props.color} plain`} data-pocket-of={props.color}>
      <legend class="sr-only">{t.pocket(side)}</legend>
      {POCKET_ROLES.map((role) => {
        const count = props.pocket[role];
        const usable = props.live && props.canDrop(role);
        return (
          <button
            type="button"
            key={role}
            class={`pocket-piece${count === 0 ? ' pocket-piece--empty' : ''}`}
            data-pocket={`${props.color}-${role}`}
            data-count={String(count)}
            aria-label={t.pocketPiece(t.pieceName(props.color, t.roles[role] ?? role), count)}
            aria-pressed={props.dropping === role}
            aria-disabled={!usable}
            onPointerDown={(e) => props.onPointerDown(e as PointerEvent, role)}
            onClick={(e) => {
              if ((e as MouseEvent).detail === 0 && usable) props.onKeyPick(role);
            }}
          >
            <PieceImage piece={{ color: props.color, role }} label={false} />
            <span class="pocket-count" aria-hidden="true">
              {count}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * The promotion picker on the board (L-3.7.3.3): the four pieces in a column over the
 * promotion square's file, from that square toward the middle, as lichess players know it.
 */
function PromotionPicker(props: {
  color: Color;
  /** The column runs down the board (the promotion square is in the top half). */
  down: boolean;
  /** The pieces a pawn may become (a fairy variant's own: makruk's met). */
  roles: readonly PromotionRole[];
  onPick: (role: PromotionRole) => void;
  onCancel: () => void;
}) {
  // Focus moves into the picker as it opens (a ref callback runs at commit, not after paint).
  const first = (el: HTMLButtonElement | null) => el?.focus({ preventScroll: true });
  return (
    <div
      class={`promotion ${props.down ? 'promotion--down' : 'promotion--up'}`}
      role="dialog"
      aria-modal="true"
      aria-label={t.promotionTitle}
      onKeyDown={(e) => e.key === 'Escape' && props.onCancel()}
    >
      {props.roles.map((role: Role, i) => (
        <button
          type="button"
          ref={i === 0 ? first : undefined}
          key={role}
          data-promotion={role}
          aria-label={t.roles[role] ?? role}
          onClick={() => props.onPick(role as PromotionRole)}
        >
          <PieceImage piece={{ color: props.color, role }} label={false} />
        </button>
      ))}
    </div>
  );
}
