import {
  type Color,
  makeSquare,
  type Role,
  type Square,
  squareAt,
  squareFile,
  squareRank,
} from '@chesslaws/board';
import { type Move, makeFen, type Position, type PromotionRole } from '@chesslaws/moves';
import { useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/lang.js';
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
  /** Called with a complete move (promotion chosen). */
  onMove: (move: Move) => void;
  /** Called when a piece is picked up (touch-move training). */
  onPick?: ((square: Square) => void) | undefined;
  /** Accessible name of the board. */
  label?: string;
}

const PROMOTIONS: readonly PromotionRole[] = ['queen', 'rook', 'bishop', 'knight'];

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
  const [drag, setDrag] = useState<{ from: Square; x: number; y: number } | undefined>();
  const gridRef = useRef<HTMLTableElement>(null);
  const dragStart = useRef<{ from: Square; x: number; y: number; moved: boolean } | undefined>(
    undefined,
  );

  const targets = useMemo(() => {
    const map = new Map<Square, Set<Square>>();
    for (const m of legal) {
      let set = map.get(m.from);
      if (!set) map.set(m.from, (set = new Set()));
      set.add(m.to);
    }
    return map;
  }, [legal]);

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

  function activate(square: Square) {
    if (!interactive) return;
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
    if (event.button !== 0) return;
    const wasSelected = selected;
    activate(square);
    if (canPick(square) && wasSelected !== square) {
      dragStart.current = { from: square, x: event.clientX, y: event.clientY, moved: false };
      (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    }
  }

  function onPointerMove(event: PointerEvent) {
    const start = dragStart.current;
    if (!start) return;
    if (!start.moved && Math.hypot(event.clientX - start.x, event.clientY - start.y) < 6) return;
    start.moved = true;
    setDrag({ from: start.from, x: event.clientX, y: event.clientY });
  }

  function onPointerUp(event: PointerEvent) {
    const start = dragStart.current;
    dragStart.current = undefined;
    setDrag(undefined);
    if (!start?.moved) return;
    const to = squareFromPoint(event.clientX, event.clientY);
    if (to !== undefined && to !== start.from) complete(start.from, to);
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
      setPromotion(undefined);
    }
  }

  const selectedTargets = selected === undefined ? undefined : targets.get(selected);
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
      if (selected === square) classes.push('sq--selected');
      const target = selectedTargets?.has(square) ?? false;
      if (target) classes.push(piece ? 'sq--capture' : 'sq--target');
      const pieceLabel = piece ? t.pieceName(piece.color, t.roles[piece.role]) : t.empty;
      cells.push(
        <td key={name} class="cell">
          <button
            type="button"
            class={classes.join(' ')}
            data-square={name}
            tabIndex={focus === square ? 0 : -1}
            aria-label={`${name}, ${pieceLabel}${check === square ? `, ${t.check}` : ''}`}
            aria-pressed={selected === square}
            onPointerDown={(e) => onPointerDown(e as PointerEvent, square)}
            onClick={(e) => {
              // Pointer presses are handled on pointerdown; a click without one is the keyboard's.
              if ((e as MouseEvent).detail === 0) activate(square);
            }}
            onFocus={() => setFocus(square)}
          >
            {col === 0 && (
              <span class="coord coord--rank" aria-hidden="true">
                {name[1]}
              </span>
            )}
            {row === 7 && (
              <span class="coord coord--file" aria-hidden="true">
                {name[0]}
              </span>
            )}
            {piece && (
              <PieceImage
                piece={piece}
                label={false}
                class={drag?.from === square ? 'piece--ghost' : undefined}
                data-piece={pieceId(piece)}
              />
            )}
          </button>
        </td>,
      );
    }
    rows.push(
      <tr class="board-row" key={row}>
        {cells}
      </tr>,
    );
  }

  const dragged = drag ? position.pieceAt(drag.from) : undefined;
  return (
    <div class="board-wrap">
      <table
        ref={gridRef}
        class={`board${interactive ? ' board--live' : ''}`}
        aria-label={props.label ?? t.board}
        data-orientation={orientation}
        data-turn={position.turn}
        onKeyDown={(e) => onKeyDown(e as KeyboardEvent)}
        onPointerMove={(e) => onPointerMove(e as PointerEvent)}
        onPointerUp={(e) => onPointerUp(e as PointerEvent)}
        onPointerCancel={() => {
          dragStart.current = undefined;
          setDrag(undefined);
        }}
      >
        <tbody>{rows}</tbody>
      </table>
      {dragged && drag && (
        <PieceImage
          piece={dragged}
          label={false}
          class="piece--dragging"
          style={{ left: `${drag.x}px`, top: `${drag.y}px` }}
        />
      )}
      {promotion && (
        <PromotionChooser
          color={position.turn}
          onPick={(role) => {
            setPromotion(undefined);
            onMove({ from: promotion.from, to: promotion.to, promotion: role });
          }}
          onCancel={() => setPromotion(undefined)}
        />
      )}
    </div>
  );
}

function PromotionChooser(props: {
  color: Color;
  onPick: (role: PromotionRole) => void;
  onCancel: () => void;
}) {
  // Focus moves into the dialog as it opens (a ref callback runs at commit, not after paint).
  const first = (el: HTMLButtonElement | null) => el?.focus();
  return (
    <div
      class="promotion"
      role="dialog"
      aria-modal="true"
      aria-label={t.promotionTitle}
      onKeyDown={(e) => e.key === 'Escape' && props.onCancel()}
    >
      <p>{t.promotionTitle}</p>
      <div class="promotion-choices">
        {PROMOTIONS.map((role: Role, i) => (
          <button
            type="button"
            ref={i === 0 ? first : undefined}
            key={role}
            data-promotion={role}
            aria-label={t.roles[role]}
            onClick={() => props.onPick(role as PromotionRole)}
          >
            <PieceImage piece={{ color: props.color, role }} label={false} />
          </button>
        ))}
      </div>
      <button type="button" class="link" onClick={props.onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
