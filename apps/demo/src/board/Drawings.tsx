import { type Color, makeSquare, type Square, squareFile, squareRank } from '@chesslaws/board';

/** An arrow from one square to another, or a circle on one square (`from === to`). */
export interface Drawing {
  readonly from: Square;
  readonly to: Square;
  /** Green by default; red with Shift, blue with Alt or Ctrl (as lichess players draw). */
  readonly color: DrawColor;
}

/** The colours a drawing takes. */
export type DrawColor = 'green' | 'red' | 'blue';

/** The colour a pointer event's modifier keys ask for. */
export const drawColor = (e: {
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
}): DrawColor => (e.shiftKey ? 'red' : e.altKey || e.ctrlKey ? 'blue' : 'green');

/** The drawings with `drawing` toggled: drawn again, the same arrow or circle goes away. */
export function toggleDrawing(drawings: readonly Drawing[], drawing: Drawing): Drawing[] {
  const same = (d: Drawing) => d.from === drawing.from && d.to === drawing.to;
  const existing = drawings.find(same);
  if (existing && existing.color === drawing.color) return drawings.filter((d) => !same(d));
  return [...drawings.filter((d) => !same(d)), drawing];
}

const STROKE: Record<DrawColor, string> = {
  green: 'rgb(21 120 27 / 0.8)',
  red: 'rgb(200 30 30 / 0.8)',
  blue: 'rgb(0 48 136 / 0.8)',
};

/** The centre of a square on an 8x8 grid of unit squares, as the side at the bottom sees it. */
function centre(square: Square, orientation: Color): [number, number] {
  const file = squareFile(square);
  const rank = squareRank(square);
  return orientation === 'white' ? [file + 0.5, 7 - rank + 0.5] : [7 - file + 0.5, rank + 0.5];
}

/**
 * The arrows and circles players draw on the board (right-drag, or a long press on a touch
 * screen): an SVG over the squares that lets every pointer through
 * (`data-arrow="e2-e4"`, `data-circle="e4"`).
 */
export function Drawings(props: { drawings: readonly Drawing[]; orientation: Color }) {
  if (props.drawings.length === 0) return null;
  return (
    <svg class="drawings" viewBox="0 0 8 8" aria-hidden="true">
      <defs>
        {(Object.keys(STROKE) as DrawColor[]).map((color) => (
          <marker
            key={color}
            id={`arrowhead-${color}`}
            viewBox="0 0 4 4"
            refX="2"
            refY="2"
            markerWidth="3.2"
            markerHeight="3.2"
            orient="auto"
          >
            <path d="M0,0 L4,2 L0,4 z" fill={STROKE[color]} />
          </marker>
        ))}
      </defs>
      {props.drawings.map((d) => {
        const [x1, y1] = centre(d.from, props.orientation);
        const [x2, y2] = centre(d.to, props.orientation);
        if (d.from === d.to)
          return (
            <circle
              key={`c${d.from}`}
              data-circle={makeSquare(d.from)}
              cx={x1}
              cy={y1}
              r={0.44}
              fill="none"
              stroke={STROKE[d.color]}
              stroke-width={0.08}
            />
          );
        // The shaft stops short of the target's centre, so the head ends there.
        const len = Math.hypot(x2 - x1, y2 - y1);
        const k = (len - 0.35) / len;
        return (
          <line
            key={`a${d.from}-${d.to}`}
            data-arrow={`${makeSquare(d.from)}-${makeSquare(d.to)}`}
            x1={x1}
            y1={y1}
            x2={x1 + (x2 - x1) * k}
            y2={y1 + (y2 - y1) * k}
            stroke={STROKE[d.color]}
            stroke-width={0.2}
            stroke-linecap="round"
            marker-end={`url(#arrowhead-${d.color})`}
          />
        );
      })}
    </svg>
  );
}
