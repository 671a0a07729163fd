import { type Color, opposite } from '@chesslaws/board';
import { type ClockView, formatClockTime, type SideView } from '@chesslaws/clock';
import { useState } from 'preact/hooks';
import { type ClockOnly, clockActions } from '../game/clockSession.js';
import { readPrefs, writePrefs } from '../game/storage.js';
import { t } from '../i18n/lang.js';
import { DeclareButtons } from '../ui/DeclareButtons.js';
import { MuteButton } from '../ui/MuteButton.js';
import { clockDetails } from './ClockFace.js';
import { LOW_TIME_MS } from './lowTime.js';

const sideName = (side: Color) => (side === 'white' ? t.whiteName : t.blackName);

/** Props of {@link ClockOnlyScreen}. */
export interface ClockOnlyScreenProps {
  /** The clock-only game. */
  game: ClockOnly;
  /** Both clocks now. */
  clock: ClockView;
  /** Leave for the new-game form. */
  onNewGame: () => void;
}

/**
 * A chess clock beside a real board: each player's half of the screen is a tap area with
 * large digits (the far one turned to face its player), a bar between them to pause and to
 * open the arbiter's menu, and the L-6.9 question when a flag falls. A press is just a press.
 */
export function ClockOnlyScreen({ game, clock, onNewGame }: ClockOnlyScreenProps) {
  const [menu, setMenu] = useState(false);
  const [bottom, setBottom] = useState<Color>(readPrefs().clockBottom ?? 'white');
  const [refusal, setRefusal] = useState<string | undefined>();
  const over = game.outcome !== undefined;
  const flagged = !over ? clock.flags[0]?.side : undefined;
  const swap = () => {
    const next = opposite(bottom);
    setBottom(next);
    writePrefs({ ...readPrefs(), clockBottom: next });
  };
  const act = (message: string | undefined) => setRefusal(message);
  const half = (side: Color, rotated: boolean) => (
    <TapClock
      side={side}
      view={clock[side]}
      clock={clock}
      rotated={rotated}
      over={over}
      onTap={() => act(clockActions.tap(side))}
    />
  );
  return (
    <main class="clock-only" data-layout="clock">
      {half(opposite(bottom), true)}
      <div class="clock-bar" role="toolbar" aria-label={t.clockControls}>
        {clock.status === 'paused' ? (
          <button
            type="button"
            data-action="resume"
            disabled={over}
            onClick={() => act(clockActions.resume())}
          >
            {t.resume}
          </button>
        ) : (
          <button
            type="button"
            data-action="pause"
            disabled={clock.status !== 'running' || over}
            onClick={() => act(clockActions.pause())}
          >
            {t.pause}
          </button>
        )}
        <button
          type="button"
          data-action="arbiter-menu"
          aria-expanded={menu}
          aria-controls="arbiter-menu"
          onClick={() => setMenu(!menu)}
        >
          {t.arbiter}
        </button>
        <button type="button" data-action="swap-sides" onClick={swap}>
          {t.swapSides}
        </button>
        <MuteButton />
        <button type="button" data-action="new-game" onClick={onNewGame}>
          {t.newGame}
        </button>
        <a
          class="button"
          href={t.otherLanguageHref}
          hrefLang={t.otherLanguageHref.slice(-2)}
          data-action="language"
        >
          {t.otherLanguage}
        </a>
        <span class="clock-bar-status" data-status>
          {game.control}
        </span>
      </div>
      {half(bottom, false)}
      {refusal && (
        <p class="banner banner--error clock-note" role="alert" data-refusal>
          {refusal}
        </p>
      )}
      {flagged && (
        <FlagQuestion
          side={flagged}
          askCanMate={game.rules.askCanMate}
          rule={game.rules.flagRule}
        />
      )}
      {game.outcome && (
        <section
          class="outcome clock-note"
          data-outcome
          data-result={game.outcome.result}
          data-termination={game.outcome.reason}
          role="status"
          aria-labelledby="clock-outcome-title"
        >
          <h2 id="clock-outcome-title">{t.resultTitle}</h2>
          <p class="score">{game.outcome.result.replace('1/2', '½')}</p>
          <p>
            {t.clockOutcomes[game.outcome.reason]} ·{' '}
            <span class="nowrap" data-rule={game.outcome.rule}>
              {t.byRule} {game.outcome.rule}
            </span>
          </p>
          <button type="button" class="primary" data-action="new-game" onClick={onNewGame}>
            {t.newGame}
          </button>
        </section>
      )}
      {menu && <ArbiterMenu game={game} clock={clock} onClose={() => setMenu(false)} onAct={act} />}
    </main>
  );
}

/** A rule ID in brackets, never split at its hyphen. */
const RuleId = ({ rule }: { rule: string }) => <span class="nowrap">({rule})</span>;

/** One player's half: the whole area presses that player's clock. */
function TapClock(props: {
  side: Color;
  view: SideView;
  clock: ClockView;
  rotated: boolean;
  over: boolean;
  onTap: () => void;
}) {
  const { side, view, clock, rotated, over } = props;
  const running = clock.running === side;
  const details = clockDetails(view);
  const ready = clock.status === 'ready';
  const classes = [
    'tap',
    running ? 'tap--running' : '',
    view.time < LOW_TIME_MS && !view.flagged && running ? 'tap--low' : '',
    view.flagged ? 'tap--flagged' : '',
    rotated ? 'tap--rotated' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const name = sideName(side);
  return (
    <button
      type="button"
      class={classes}
      data-clock={side}
      data-running={running}
      disabled={over}
      aria-label={`${ready ? t.tapToStart : t.pressClock(name)}: ${name}, ${formatClockTime(view.time)}`}
      onPointerDown={(e) => {
        // A press should not wait for the finger to lift: blitz players slam the clock.
        if ((e as PointerEvent).button !== 0) return;
        e.preventDefault();
        props.onTap();
      }}
      onClick={(e) => {
        // The pointer pressed already; a click without one is the keyboard's.
        if ((e as MouseEvent).detail === 0) props.onTap();
      }}
    >
      <span class="tap-name">
        {name}
        {view.flagged && <span class="clock-flag"> · {t.flagged}</span>}
        {clock.status === 'paused' && !over && <span class="clock-flag"> · {t.paused}</span>}
      </span>
      <span class="tap-time clock-time" data-time={view.time}>
        {formatClockTime(view.time)}
      </span>
      <span class="tap-details">
        {[ready ? t.tapToStart : t.movesMade(view.moves), ...details].join(' · ')}
      </span>
    </button>
  );
}

/** A flag has fallen: the arbiter answers L-6.9's question, which decides the result. */
function FlagQuestion(props: { side: Color; askCanMate: boolean; rule: string }) {
  const { side, askCanMate, rule } = props;
  const opponent = opposite(side);
  return (
    <section class="banner banner--error clock-note" role="alert" data-flag-question={side}>
      <p>{askCanMate ? t.flagQuestion(side, rule) : t.flagFell(side, rule)}</p>
      <div class="row">
        <button
          type="button"
          class="primary"
          data-action="flag-can-mate"
          onClick={() => clockActions.flag(side, true)}
        >
          {t.opponentWins(opponent)}
        </button>
        {askCanMate && (
          <button
            type="button"
            data-action="flag-cannot-mate"
            onClick={() => clockActions.flag(side, false)}
          >
            {t.cannotMateDraw}
          </button>
        )}
      </div>
    </section>
  );
}

/** The arbiter's menu: pause, time and move-count corrections, penalties by the regulation, results. */
function ArbiterMenu(props: {
  game: ClockOnly;
  clock: ClockView;
  onClose: () => void;
  onAct: (message: string | undefined) => void;
}) {
  const { game, clock, onAct } = props;
  const { rules } = game;
  const over = game.outcome !== undefined;
  const [losing, setLosing] = useState<Color | undefined>();
  return (
    <section
      id="arbiter-menu"
      class="panel arbiter-menu"
      data-panel="arbiter"
      aria-labelledby="arbiter-menu-title"
    >
      <div class="record-head">
        <h2 id="arbiter-menu-title">{t.arbiter}</h2>
        <button type="button" data-action="close-arbiter" onClick={props.onClose}>
          {t.close}
        </button>
      </div>
      <p class="muted">{t.clockRulesLine(rules)}</p>
      {(['white', 'black'] as const).map((side) => {
        const name = sideName(side);
        const loses =
          rules.illegalLoss !== undefined && game.illegal[side] + 1 >= rules.illegalLoss.count;
        return (
          <fieldset class="arbiter-side" key={side} disabled={over}>
            <legend>{name}</legend>
            <div class="row">
              <button
                type="button"
                data-action={`add-time-${side}`}
                onClick={() => onAct(clockActions.adjust(side, 60_000))}
              >
                +1:00
              </button>
              <button
                type="button"
                data-action={`add-10s-${side}`}
                onClick={() => onAct(clockActions.adjust(side, 10_000))}
              >
                +0:10
              </button>
              <button
                type="button"
                data-action={`remove-10s-${side}`}
                onClick={() => onAct(clockActions.adjust(side, -10_000))}
              >
                −0:10
              </button>
            </div>
            <div class="row">
              <span>{t.movesCounted}:</span>
              <button
                type="button"
                aria-label={t.movesLess(name)}
                data-action={`moves-less-${side}`}
                onClick={() => onAct(clockActions.setMoves(side, clock[side].moves - 1))}
              >
                −1
              </button>
              <strong data-moves={side}>{clock[side].moves}</strong>
              <button
                type="button"
                aria-label={t.movesMore(name)}
                data-action={`moves-more-${side}`}
                onClick={() => onAct(clockActions.setMoves(side, clock[side].moves + 1))}
              >
                +1
              </button>
            </div>
            <div class="row">
              {(rules.illegalMove || loses) && (
                <button
                  type="button"
                  class="danger"
                  data-action={`illegal-${side}`}
                  onClick={() => (loses ? setLosing(side) : onAct(clockActions.illegalMove(side)))}
                >
                  {loses
                    ? t.illegalLosesButton(game.illegal[side] + 1)
                    : t.illegalPenaltyButton(
                        opposite(side),
                        formatClockTime(rules.illegalMove!.ms),
                      )}{' '}
                  <RuleId rule={loses ? rules.illegalLoss!.rule : rules.illegalMove!.rule} />
                </button>
              )}
              {rules.incorrectClaim && (
                <button
                  type="button"
                  class="danger"
                  data-action={`incorrect-claim-${side}`}
                  onClick={() => onAct(clockActions.incorrectClaim(side))}
                >
                  {t.claimPenaltyButton(opposite(side), formatClockTime(rules.incorrectClaim.ms))}{' '}
                  <RuleId rule={rules.incorrectClaim.rule} />
                </button>
              )}
            </div>
            {game.illegal[side] > 0 && (
              <p class="muted" data-illegal-count={side}>
                {t.illegalCount(game.illegal[side])}
              </p>
            )}
          </fieldset>
        );
      })}
      {losing && (
        <div class="banner banner--error" role="alert" data-illegal-loss={losing}>
          <p>{t.canMateQuestion(opposite(losing))}</p>
          <div class="row">
            <button
              type="button"
              class="primary"
              data-action="illegal-can-mate"
              onClick={() => clockActions.illegalLoses(losing, true)}
            >
              {t.opponentWins(opposite(losing))}
            </button>
            <button
              type="button"
              data-action="illegal-cannot-mate"
              onClick={() => clockActions.illegalLoses(losing, false)}
            >
              {t.cannotMateDraw}
            </button>
          </div>
        </div>
      )}
      <DeclareButtons disabled={over} onDeclare={(result) => clockActions.declare(result)} />
    </section>
  );
}
