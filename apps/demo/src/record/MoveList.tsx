import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/lang.js';
import { NOTATIONS } from './notation.js';

/** Props of {@link MoveList}. */
export interface MoveListProps {
  /** The moves as written in the chosen notation. */
  moves: readonly string[];
  /** For each move, whether it is an illegal move on the board, and whether it stood (L-A.5.2). */
  illegal?: readonly ({ readonly rule: string; readonly stood: boolean } | undefined)[];
  /** Full-move number of the first move. */
  firstMoveNumber: number;
  /** Whether Black makes the first move. */
  blackFirst: boolean;
  /** The ply shown on the board: 0 is the start, `moves.length` the live position. */
  ply: number;
  /** Show the position after `ply` moves. */
  onSelect: (ply: number) => void;
  /** The notation id in use. */
  notation: string;
  /** Pick another notation. */
  onNotation: (id: string) => void;
}

const illegalState = (illegal: { readonly stood: boolean } | undefined) =>
  illegal ? (illegal.stood ? 'stood' : 'pending') : undefined;

const illegalNote = (illegal: { readonly rule: string; readonly stood: boolean }) =>
  `${illegal.stood ? t.illegalStood : t.illegalPending} (${illegal.rule})`;

/** The game record, navigable with buttons and the arrow keys, in any notation. */
export function MoveList(props: MoveListProps) {
  const { moves, firstMoveNumber, blackFirst, ply, onSelect } = props;
  const listRef = useRef<HTMLOListElement>(null);
  // The list scrolls within its own box to the move shown; the page never moves (scrollIntoView
  // would scroll every scrollable ancestor, the page included, and take the board off a phone's screen).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !current) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + current.offsetHeight - list.clientHeight;
  }, [ply, moves.length]);

  const rows: { number: number; white?: number; black?: number }[] = [];
  moves.forEach((_, i) => {
    const index = i + (blackFirst ? 1 : 0);
    const number = firstMoveNumber + Math.floor(index / 2);
    if (index % 2 === 0) rows.push({ number, white: i });
    else {
      const last = rows[rows.length - 1];
      if (last && last.number === number) last.black = i;
      else rows.push({ number, black: i });
    }
  });
  const cell = (i: number | undefined) =>
    i === undefined ? (
      <span class="move move--empty">…</span>
    ) : (
      <button
        type="button"
        class={props.illegal?.[i] ? 'move move--illegal' : 'move'}
        data-ply={i + 1}
        data-illegal={illegalState(props.illegal?.[i])}
        aria-current={ply === i + 1}
        title={props.illegal?.[i] ? illegalNote(props.illegal[i]!) : undefined}
        onClick={() => onSelect(i + 1)}
      >
        {moves[i]}
        {props.illegal?.[i] && <small class="move-flag"> {illegalNote(props.illegal[i]!)}</small>}
      </button>
    );
  const go = (next: number) => onSelect(Math.max(0, Math.min(moves.length, next)));
  return (
    <section class="record" aria-label={t.moves}>
      <div class="record-head">
        <h2>{t.moves}</h2>
        <label class="inline">
          <span>{t.notation}</span>
          <select
            value={props.notation}
            data-control="notation"
            onChange={(e) => props.onNotation((e.target as HTMLSelectElement).value)}
          >
            {NOTATIONS.map((n) => (
              <option key={n.id} value={n.id}>
                {n.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {moves.length === 0 ? (
        <p class="muted">{t.noMoves}</p>
      ) : (
        <ol
          class="moves"
          ref={listRef}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') go(ply - 1);
            else if (e.key === 'ArrowRight') go(ply + 1);
          }}
        >
          {rows.map((row) => (
            <li key={row.number} class="move-row">
              <span class="move-number">{row.number}.</span>
              {cell(row.white)}
              {cell(row.black)}
            </li>
          ))}
        </ol>
      )}
      <fieldset class="nav plain">
        <legend class="sr-only">{t.moves}</legend>
        <button type="button" aria-label={t.first} onClick={() => go(0)} disabled={ply === 0}>
          «
        </button>
        <button
          type="button"
          aria-label={t.previous}
          onClick={() => go(ply - 1)}
          disabled={ply === 0}
        >
          ‹
        </button>
        <button
          type="button"
          aria-label={t.next}
          onClick={() => go(ply + 1)}
          disabled={ply >= moves.length}
        >
          ›
        </button>
        <button
          type="button"
          aria-label={t.last}
          onClick={() => go(moves.length)}
          disabled={ply >= moves.length}
        >
          »
        </button>
      </fieldset>
    </section>
  );
}
