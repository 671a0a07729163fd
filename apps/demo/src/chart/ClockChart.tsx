import { formatClockTime } from '@chesslaws/clock';
import { t } from '../i18n/lang.js';
import type { ClockPoint } from './series.js';

/** Props of {@link ClockChart}. */
export interface ClockChartProps {
  /** One point per move, in game order. */
  points: readonly ClockPoint[];
  /** Each side's time at the start, for the first point of each line. */
  initial: { white: number; black: number };
}

const W = 400;
const TOP = 130;
const BARS = 45;
const H = TOP + BARS * 2 + 26;
const PAD = 56;

/**
 * The clocks over the game as lichess players read theirs: each side's time left after every
 * move (the lines), and the time each move took (bars, White's up and Black's down). An SVG
 * picture with a text summary for screen readers; loaded only when first shown.
 */
export default function ClockChart({ points, initial }: ClockChartProps) {
  if (points.length === 0) return <p class="muted">{t.chartNone}</p>;
  const moves = Math.ceil(points.length / 2) + 1;
  const x = (ply: number) => PAD + ((W - PAD - 8) * ply) / Math.max(2, points.length);
  const maxLeft = Math.max(initial.white, initial.black, ...points.map((p) => p.left), 1000);
  const maxSpent = Math.max(...points.map((p) => p.spent), 1000);
  const yLeft = (ms: number) => 8 + (TOP - 16) * (1 - ms / maxLeft);
  const mid = TOP + BARS + 10;
  const barH = (ms: number) => (BARS - 4) * (ms / maxSpent);

  const line = (side: 'white' | 'black') => {
    const coords = [`${x(side === 'white' ? 0 : 1)},${yLeft(initial[side])}`];
    points.forEach((p, i) => {
      if (p.side === side) coords.push(`${x(i + 1)},${yLeft(p.left)}`);
    });
    return coords.join(' ');
  };
  const last = (side: 'white' | 'black') =>
    [...points].reverse().find((p) => p.side === side)?.left ?? initial[side];
  const barWidth = Math.max(1.5, ((W - PAD - 8) / Math.max(2, points.length)) * 0.8);
  const ticks = [0, 0.5, 1].map((f) => Math.round(maxLeft * f));
  const step = Math.max(1, Math.ceil(moves / 10));
  const moveTicks: number[] = [];
  for (let m = 1; m <= moves; m += step) moveTicks.push(m);

  return (
    <figure class="chart" data-chart="clock">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t.chartDesc(formatClockTime(last('white')), formatClockTime(last('black')))}
      >
        <title>{t.chartTitle}</title>
        <rect x={PAD} y={4} width={W - PAD - 4} height={TOP - 4} class="chart-bg" />
        {ticks.map((ms) => (
          <g key={ms}>
            <line x1={PAD} x2={W - 4} y1={yLeft(ms)} y2={yLeft(ms)} class="chart-grid" />
            <text x={PAD - 4} y={yLeft(ms) + 4} class="chart-label" text-anchor="end">
              {formatClockTime(ms).replace(/\.\d$/, '')}
            </text>
          </g>
        ))}
        <polyline points={line('white')} class="chart-line chart-line--white" />
        <polyline points={line('black')} class="chart-line chart-line--black" />
        <line x1={PAD} x2={W - 4} y1={mid} y2={mid} class="chart-axis" />
        {points.map((p, i) => {
          const h = barH(p.spent);
          return (
            <rect
              key={i}
              x={x(i + 1) - barWidth / 2}
              y={p.side === 'white' ? mid - h : mid}
              width={barWidth}
              height={Math.max(0.5, h)}
              class={`chart-bar chart-bar--${p.side}`}
            />
          );
        })}
        {moveTicks.map((m) => (
          <text key={m} x={x((m - 1) * 2 + 1)} y={H - 6} class="chart-label" text-anchor="middle">
            {m}
          </text>
        ))}
      </svg>
      <figcaption>
        <span class="swatch swatch--white" /> {t.whiteName} · <span class="swatch swatch--black" />{' '}
        {t.blackName} — {t.chartTimeLeft} / {t.chartTimeSpent}
      </figcaption>
    </figure>
  );
}
