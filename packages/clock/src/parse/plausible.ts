/**
 * Which reading of a bare time-control string is a control people actually play. A string such
 * as `90+30` or `180+2` is valid shorthand (minutes, as tournament posters, lichess' pairing
 * buttons and the FIDE regulations write it) and a valid PGN `TimeControl` tag (seconds, as
 * lichess, chess.com and ICC export games). Real controls have two fingerprints that tell the
 * readings apart:
 *
 * - **Tag values come from a site's menu.** lichess offers ¼, ½, ¾, 1, 1½ minutes and then whole
 *   minutes; chess.com and ICC whole minutes (and 30 s). So a tag's time is 15, 30, 45 or 90 s
 *   or a whole number of minutes, and `3+2` read as 3 s is no tag anyone wrote.
 * - **Increments are sized to the base.** Counting as L-A.1 does (base + 60 × increment), the
 *   increments of real controls add between about 1/25 of the base (`120+5`, 2 h + 5 s) and
 *   6 times it (ICC's "2 12", the tag `120+12`). Read in the wrong unit a control moves by a
 *   factor of 60 out of that band: `90+30` as a tag would be 1½ min + 30 s (20 times the base),
 *   `180+2` as shorthand 3 h + 2 s (1/90 of it).
 *
 * With the ranges below, the controls of the lichess and chess.com menus, their tags and the
 * FIDE, US and Soviet classical controls all read the right way, except where one text is two
 * real controls: `60+0`, `30`, `15+0` (a 1-hour or a 1-minute game, 30 minutes or lichess'
 * 30-second hyperbullet, 15 minutes or UltraBullet), and the few strings whose increment fits
 * either reading (`60+5`, `120+12`). Those are refused as ambiguous.
 * @module
 */
import type { Stage, TimeControl } from '../control/types.js';
import { MINUTE, SECOND } from '../duration.js';

/** The times below a minute that a site offers (lichess' ¼, ½ and ¾ minute). */
const SUB_MINUTE_TIMES = [15 * SECOND, 30 * SECOND, 45 * SECOND];

/**
 * The longest period of a poster's control: the Soviet 2½ h for 40 moves (FIDE's longest first
 * period is 2 h). lichess offers 3 h, which nobody plays, while `180` is chess.com's tag for 3 min.
 */
const POSTER_MAX_PERIOD = 150 * MINUTE;

/** The longest hourglass (sandglass) game: the time flows between the clocks, so it stays short. */
const POSTER_MAX_HOURGLASS = 30 * MINUTE;

/**
 * A tag's increments over 60 moves add at most 6 times its base (ICC "2 12": `120+12`), so its
 * base is at least 10 increments.
 */
const TAG_BASE_PER_INCREMENT_MIN = 10;

/**
 * A poster's increments over 60 moves add at least 1/25 of its base (`120+5`: 2 h + 5 s), so its
 * base is at most 1500 increments.
 */
const POSTER_BASE_PER_INCREMENT_MAX = 1500;

/** A period with a move count gives at least a minute a move (`40/5400`, `90/40`, `1/86400`). */
const MIN_TIME_PER_MOVE = MINUTE;

/** Whether `time` is on a site's menu: 15, 30, 45 or 90 s, or whole minutes. */
const onSiteMenu = (time: number): boolean =>
  time % MINUTE === 0 || time === 90 * SECOND || SUB_MINUTE_TIMES.includes(time);

function movesFit(stage: { readonly time: number; readonly moves?: number }): boolean {
  return stage.moves === undefined || stage.time >= stage.moves * MIN_TIME_PER_MOVE;
}

function tagStage(stage: Stage): boolean {
  if (stage.kind === 'upcount') return true;
  if (stage.kind === 'hourglass') return onSiteMenu(stage.time);
  if (stage.kind !== 'period') return false;
  const increment = stage.bonus?.time ?? 0;
  return (
    onSiteMenu(stage.time) &&
    movesFit(stage) &&
    stage.time >= increment * TAG_BASE_PER_INCREMENT_MIN
  );
}

function posterStage(stage: Stage): boolean {
  if (stage.kind === 'upcount') return true;
  if (stage.kind === 'hourglass') return stage.time <= POSTER_MAX_HOURGLASS;
  if (stage.kind !== 'period') return false;
  const increment = stage.bonus?.time ?? 0;
  return (
    stage.time <= POSTER_MAX_PERIOD &&
    movesFit(stage) &&
    (increment === 0 || stage.time <= increment * POSTER_BASE_PER_INCREMENT_MAX)
  );
}

const every = (control: TimeControl, test: (stage: Stage) => boolean): boolean =>
  control.white.every(test) && control.black.every(test);

/** Whether a control read from a PGN tag (seconds) looks like one a site exports. */
export const isPlausibleTag = (control: TimeControl): boolean => every(control, tagStage);

/** Whether a control read as shorthand (minutes) looks like one a poster announces. */
export const isPlausiblePoster = (control: TimeControl): boolean => every(control, posterStage);
