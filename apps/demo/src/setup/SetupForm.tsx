import { Position, parseFen, STANDARD, type Variant } from '@chesslaws/moves';
import { useMemo, useState } from 'preact/hooks';
import { hasTouchMove, presetControl, variantNamed } from '../game/rulesGame.js';
import { errorText } from '../i18n/errors.js';
import { t } from '../i18n/lang.js';
import { ruleName } from '../i18n/rulings.js';
import { type FieldError, readControlField } from './controlText.js';
import {
  CONTROL_PRESETS,
  CONTROL_WITHOUT_PRESET,
  type GameSettings,
  type IllegalMode,
  type Layout,
  REGULATION_NAMES,
  type RegulationChoices,
  type RegulationName,
  VARIANT_NAMES,
  type VariantChoice,
  variantOf,
} from './settings.js';

export type { FieldError } from './controlText.js';

/**
 * The error of a typed time control, located, in the interface's language for a control that
 * reads two ways (`60+0`); `undefined` when it reads as one control, as the rules will read it.
 */
export function timeControlError(text: string): FieldError | undefined {
  const read = readControlField(text, t);
  return 'error' in read ? read.error : undefined;
}

/**
 * The error of a typed FEN, read in `variant` (its pieces, pockets and check counters too): a syntax
 * error with its offset, or the position's problems.
 */
export function fenError(text: string, variant: Variant = STANDARD): FieldError | undefined {
  const setup = parseFen(text, { variant });
  if (!setup.ok) return { message: errorText(setup.error), offset: setup.error.location.offset };
  const position = Position.fromSetup(setup.value, variant === STANDARD ? {} : { variant });
  if (!position.ok) return { message: position.error.problems.map((p) => errorText(p)).join('; ') };
  return undefined;
}

/** A typed number of minutes, or `undefined` (the regulation's own) when the field is empty or not a number. */
const minutesOrDefault = (text: string): number | undefined => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : n;
};

/**
 * A yes / no choice that may also be left to the regulation (the preset's own value, which the
 * form does not need to know: what is left alone is not overridden).
 */
function Choice(props: {
  control: string;
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <label class="inline">
      <span>{props.label}</span>
      <select
        data-control={props.control}
        value={props.value === undefined ? '' : props.value ? 'yes' : 'no'}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value;
          props.onChange(v === '' ? undefined : v === 'yes');
        }}
      >
        <option value="">{t.optDefault}</option>
        <option value="yes">{t.optYes}</option>
        <option value="no">{t.optNo}</option>
      </select>
    </label>
  );
}

/** One radio button per option (`name="layout"`, `value="otb"`), the one chosen checked. */
function Radios<T extends string>(props: {
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <>
      {props.options.map(([value, label]) => (
        <label class="radio" key={value}>
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {label}
        </label>
      ))}
    </>
  );
}

/** Shows an error under a field, with the text marked from the offending character. */
function ErrorText({ id, text, error }: { id: string; text: string; error: FieldError }) {
  return (
    <p class="error" id={id} role="alert" data-error={id}>
      {error.message}
      {error.offset !== undefined && (
        <code class="error-at">
          {text.slice(0, error.offset)}
          <mark>{text.slice(error.offset) || ' '}</mark>
        </code>
      )}
    </p>
  );
}

/** Props of {@link SetupForm}. */
export interface SetupFormProps {
  /** The settings the form opens with. */
  initial: GameSettings;
  /** Start a game with these settings; a message when the rules refuse them. */
  onStart: (settings: GameSettings) => string | undefined;
  /** Close without starting (only when a game is there to go back to). */
  onCancel?: (() => void) | undefined;
}

/** The new-game form: regulation, time control, illegal moves, start position, layout. */
export function SetupForm({ initial, onStart, onCancel }: SetupFormProps) {
  const [regulation, setRegulation] = useState<RegulationName>(initial.regulation);
  const [control, setControl] = useState(initial.timeControl);
  const [illegal, setIllegal] = useState<IllegalMode>(initial.illegalMoves);
  const [layout, setLayout] = useState<Layout>(initial.layout);
  const [variant, setVariant] = useState<VariantChoice>(variantOf(initial));
  const [startKind, setStartKind] = useState<'standard' | 'random960' | 'number960' | 'fen'>(
    initial.start.kind === 'fen'
      ? 'fen'
      : initial.start.kind === 'chess960'
        ? 'number960'
        : 'standard',
  );
  const [number, setNumber] = useState(
    initial.start.kind === 'chess960' ? String(initial.start.number) : '518',
  );
  const [fen, setFen] = useState(initial.start.kind === 'fen' ? initial.start.fen : '');
  const [choices, setChoices] = useState<RegulationChoices>(initial.choices ?? {});
  const setChoice = <K extends keyof RegulationChoices>(key: K, value: RegulationChoices[K]) =>
    setChoices({ ...choices, [key]: value });
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<string | undefined>();

  const controlProblem = useMemo(() => timeControlError(control), [control]);
  const fenProblem = useMemo(
    () => (startKind === 'fen' ? fenError(fen, variantNamed(variant)) : undefined),
    [fen, startKind, variant],
  );
  // The start positions each variant offers: Chess960's by number or at random, the others' own.
  const startKinds =
    variant === 'chess960'
      ? ([
          ['random960', t.chess960Random],
          ['number960', t.chess960Number],
          ['fen', t.fromFen],
        ] as const)
      : ([
          ['standard', variant === 'standard' ? t.standard : t.variantStart],
          ['fen', t.fromFen],
        ] as const);
  const pickVariant = (next: VariantChoice) => {
    setVariant(next);
    if (next === 'chess960' && startKind === 'standard') setStartKind('random960');
    else if (next !== 'chess960' && (startKind === 'random960' || startKind === 'number960'))
      setStartKind('standard');
  };
  const n = Number(number);
  const numberProblem: FieldError | undefined =
    startKind === 'number960' &&
    !(Number.isInteger(n) && n >= 0 && n <= 959 && number.trim() !== '')
      ? { message: '0–959' }
      : undefined;

  function submit(event: Event) {
    event.preventDefault();
    setSubmitted(true);
    if (controlProblem || (layout !== 'clock' && (fenProblem || numberProblem))) return;
    const start: GameSettings['start'] =
      startKind === 'fen'
        ? { kind: 'fen', fen: fen.trim() }
        : startKind === 'random960'
          ? { kind: 'chess960', number: Math.floor(Math.random() * 960) }
          : startKind === 'number960'
            ? { kind: 'chess960', number: n }
            : { kind: 'standard' };
    setRefused(
      onStart({
        regulation,
        timeControl: control.trim(),
        illegalMoves: illegal,
        variant,
        start,
        layout,
        choices,
      }),
    );
  }

  return (
    <form
      class="panel setup"
      onSubmit={submit}
      aria-labelledby="setup-title"
      data-panel="setup"
      noValidate
    >
      <h2 id="setup-title">{t.setupTitle}</h2>
      <label class="field">
        <span>{t.regulation}</span>
        <select
          data-control="regulation"
          value={regulation}
          onChange={(e) => {
            const name = (e.target as HTMLSelectElement).value as RegulationName;
            setRegulation(name);
            setControl(presetControl(name) ?? CONTROL_WITHOUT_PRESET);
            setIllegal(name === 'casual' ? 'reject' : 'record');
            setChoices({});
          }}
        >
          {REGULATION_NAMES.map((name) => (
            <option key={name} value={name}>
              {t.presets[name]}
            </option>
          ))}
        </select>
      </label>
      <div class="field">
        <label for="time-control">{t.timeControl}</label>
        <input
          id="time-control"
          data-control="time-control"
          value={control}
          autoComplete="off"
          spellcheck={false}
          aria-invalid={!!controlProblem}
          aria-describedby={controlProblem ? 'time-control-error' : 'time-control-hint'}
          onInput={(e) => setControl((e.target as HTMLInputElement).value)}
        />
        <span class="hint" id="time-control-hint">
          {t.timeControlHint}
        </span>
        <fieldset class="chips plain">
          <legend class="sr-only">{t.timeControl}</legend>
          {CONTROL_PRESETS.map((p) => (
            <button
              type="button"
              key={p}
              class="chip"
              aria-pressed={control === p}
              onClick={() => setControl(p)}
            >
              {p}
            </button>
          ))}
        </fieldset>
        {controlProblem && (
          <ErrorText id="time-control-error" text={control} error={controlProblem} />
        )}
      </div>
      <fieldset class="field">
        <legend>{t.layout}</legend>
        <Radios
          name="layout"
          value={layout}
          options={[
            ['screen', t.layoutScreen],
            ['otb', t.layoutOtb],
            ['clock', t.layoutClock],
          ]}
          onChange={setLayout}
        />
      </fieldset>
      <fieldset class="field">
        <legend>{t.illegalMoves}</legend>
        <Radios
          name="illegal"
          value={illegal}
          options={[
            ['record', t.illegalRecord],
            ['reject', t.illegalReject],
          ]}
          onChange={setIllegal}
        />
      </fieldset>
      <details class="field options" data-panel="regulation-options">
        <summary>{t.regulationOptions}</summary>
        <Choice
          control="supervised"
          label={t.optSupervised}
          value={choices.supervised}
          onChange={(v) => setChoice('supervised', v)}
        />
        <label class="inline">
          <span>{t.optPenalty}</span>
          <input
            type="number"
            min={0}
            max={10}
            step={0.5}
            data-control="penalty"
            value={choices.penaltyMinutes ?? ''}
            placeholder={t.optDefault}
            onInput={(e) =>
              setChoice('penaltyMinutes', minutesOrDefault((e.target as HTMLInputElement).value))
            }
          />
        </label>
        <label class="inline">
          <span>{t.optLossOn}</span>
          <select
            data-control="loss-on"
            value={choices.lossOn ?? ''}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              setChoice('lossOn', v === '' ? undefined : Number(v));
            }}
          >
            <option value="">{t.optDefault}</option>
            <option value={2}>2 ({ruleName('L-7.5.5')})</option>
            <option value={3}>3 ({ruleName('S-strikes')})</option>
          </select>
        </label>
        <Choice
          control="draw-offers"
          label={t.optDrawOffers}
          value={choices.drawOffers}
          onChange={(v) => setChoice('drawOffers', v)}
        />
        <Choice
          control="auto-claims"
          label={t.optAutoClaims}
          value={choices.autoClaims}
          onChange={(v) => setChoice('autoClaims', v)}
        />
        {hasTouchMove(regulation) && (
          <label class="radio">
            <input
              type="checkbox"
              data-control="touch-move"
              checked={choices.touchMove === true}
              onChange={(e) => setChoice('touchMove', (e.target as HTMLInputElement).checked)}
            />
            {t.optTouchMove}
          </label>
        )}
      </details>
      {/* A clock beside a real board does not see the position: no variant, no start. */}
      {layout !== 'clock' && (
        <>
          <label class="field">
            <span>{t.variant}</span>
            <select
              data-control="variant"
              value={variant}
              onChange={(e) => pickVariant((e.target as HTMLSelectElement).value as VariantChoice)}
            >
              {VARIANT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t.variants[name]}
                </option>
              ))}
            </select>
          </label>
          <fieldset class="field">
            <legend>{t.start}</legend>
            <Radios name="start" value={startKind} options={startKinds} onChange={setStartKind} />
            {startKind === 'number960' && (
              <label class="field">
                <span>{t.chess960Label}</span>
                <input
                  inputMode="numeric"
                  data-control="chess960"
                  value={number}
                  aria-invalid={!!numberProblem}
                  onInput={(e) => setNumber((e.target as HTMLInputElement).value)}
                />
                {numberProblem && submitted && (
                  <ErrorText id="chess960-error" text={number} error={numberProblem} />
                )}
              </label>
            )}
            {startKind === 'fen' && (
              <div class="field">
                <label for="fen">{t.fenLabel}</label>
                <input
                  id="fen"
                  data-control="fen"
                  value={fen}
                  spellcheck={false}
                  autoComplete="off"
                  aria-invalid={!!fenProblem}
                  aria-describedby={fenProblem ? 'fen-error' : undefined}
                  onInput={(e) => setFen((e.target as HTMLInputElement).value)}
                />
                {fenProblem && (fen.length > 0 || submitted) && (
                  <ErrorText id="fen-error" text={fen} error={fenProblem} />
                )}
              </div>
            )}
          </fieldset>
        </>
      )}
      {refused && (
        <p class="error" role="alert" data-error="start">
          {refused}
        </p>
      )}
      <div class="row">
        <button type="submit" class="primary" data-action="start-game">
          {t.startGame}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
