import type { Color } from '@chesslaws/board';
import { type ClockStatus, formatClockTime, type SideView } from '@chesslaws/clock';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/lang.js';
import { LOW_TIME_MS } from './lowTime.js';

/** One side's clock as the players see it. */
export interface ClockFaceProps {
  /** Whose clock. */
  side: Color;
  /** This side's clock at the instant shown. */
  view: SideView;
  /** Whether this side's clock is the one running. */
  running: boolean;
  /** The clock's status (paused clocks say so). */
  status: ClockStatus;
  /** The game is over: the clocks stand still and say nothing of a pause. */
  over: boolean;
  /** Turned 180° to face the player across the table. */
  rotated: boolean;
  /** What this side is up in material, shown beside its name. */
  material?: ComponentChildren;
}

/** What the mode adds to a clock's time: the US delay still to run, the period, the moves to the control, byo-yomi periods left. */
export function clockDetails(view: SideView): string[] {
  const details: string[] = [];
  if (view.delay > 0) details.push(`${t.delay} ${formatClockTime(view.delay)}`);
  if (view.period > 1 || view.movesToControl !== undefined)
    details.push(`${t.period} ${view.period}`);
  if (view.movesToControl !== undefined) details.push(t.movesToControl(view.movesToControl));
  if (view.periods !== undefined) details.push(t.byoYomiLeft(view.periods));
  return details;
}

/**
 * A big clock face (`data-clock="white"`): the time, and what the mode adds to it (the delay
 * still to run, the period, the moves to the control, byo-yomi periods left). With the board on
 * the device a move presses the clock, so the face is no button: a press without a move is an
 * illegal move (L-7.5.3), which the arbiter's actions offer apart.
 */
export function ClockFace(props: ClockFaceProps) {
  const { side, view, running, status, rotated, over } = props;
  const name = side === 'white' ? t.whiteName : t.blackName;
  const low = view.time < LOW_TIME_MS && !view.flagged;
  const details = clockDetails(view);
  const classes = [
    'clock',
    `clock--${side}`,
    running ? 'clock--running' : '',
    low ? 'clock--low' : '',
    view.flagged ? 'clock--flagged' : '',
    rotated ? 'clock--rotated' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span class="clock-name">
        {name}
        {view.flagged && <span class="clock-flag"> · {t.flagged}</span>}
        {status === 'paused' && !over && <span class="clock-flag"> · {t.paused}</span>}
        {props.material}
      </span>
      <span class="clock-time" data-time={view.time}>
        {formatClockTime(view.time)}
      </span>
      <span class="clock-details">{details.join(' · ') || '\u00a0'}</span>
    </>
  );
  const label = `${t.clockOf(name)}: ${formatClockTime(view.time)}${details.length ? `, ${details.join(', ')}` : ''}`;
  return (
    <div class={classes} data-clock={side} data-running={running} role="timer" aria-label={label}>
      {content}
    </div>
  );
}
