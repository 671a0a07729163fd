import { type Color, opposite, type Square } from '@chesslaws/board';
import type { ClockView } from '@chesslaws/clock';
import { type Move, makeUci, type Position } from '@chesslaws/moves';
import { useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.js';
import { MaterialView, materialLead } from '../board/Material.js';
import { ClockFace } from '../clock/ClockFace.js';
import type { GameActions } from '../game/actions.js';
import { readPrefs, writePrefs } from '../game/storage.js';
import type { GameView, OutcomeView, RightsInWords, RulingView } from '../game/view.js';
import { t } from '../i18n/lang.js';
import { type RuleLine, ruleName } from '../i18n/rulings.js';
import { MoveList } from '../record/MoveList.js';
import { type NotationChoice, notationById, writeLine, writeMove } from '../record/notation.js';
import type { Layout } from '../setup/settings.js';
import { DeclareButtons } from './DeclareButtons.js';
import { Lazy } from './Lazy.js';
import { MoveInput, readMove } from './MoveInput.js';
import { MuteButton } from './MuteButton.js';

/** A claim the side may make, its title in words. */
type ClaimRight = RightsInWords['claims'][number];

const loadChart = () => import('../chart/ClockChart.js');

/** Props of {@link GameScreen}. */
export interface GameScreenProps {
  /** The game as the rules see it now. */
  view: GameView;
  /** The clocks at this instant (ticks while a clock runs). */
  clock: ClockView | undefined;
  /** What the players and the arbiter can do. */
  actions: GameActions;
  /** The layout chosen at setup. */
  layout: Layout;
  /** The move-list notation id. */
  notation: string;
  /** Pick another notation. */
  onNotation: (id: string) => void;
  /** The game's PGN, written on demand. */
  pgn: () => Promise<string>;
  /** Open a PGN in the viewer. */
  onView: (pgn: string) => void;
  /** The rules in force, one line each. */
  rules: readonly RuleLine[];
  /** The regulation's display name. */
  regulationName: string;
}

const sideName = (side: Color) => (side === 'white' ? t.whiteName : t.blackName);

/**
 * A claim's button label: the words of this app for the Laws' draws, the plugin's own words
 * (with its rule) for a kind a regulation adds.
 */
const claimLabel = (claim: {
  readonly kind: string;
  readonly title: string;
  readonly rule: string;
}) =>
  claim.kind === 'threefold'
    ? t.claimThreefold
    : claim.kind === 'fifty'
      ? t.claimFifty
      : `${t.claimOther}: ${claim.title} (${ruleName(claim.rule)})`;

/** The game: clocks and board on the "table", and the record, claims and actions beside it. */
export function GameScreen(props: GameScreenProps) {
  const { view, clock, actions, layout } = props;
  // The flip is remembered across reloads and games.
  const [orientation, setOrientation] = useState<Color>(readPrefs().orientation ?? 'white');
  const flip = () => {
    const next = opposite(orientation);
    setOrientation(next);
    writePrefs({ ...readPrefs(), orientation: next });
  };
  // The ply looked at, remembered with the game length it was chosen at: a new move shows the live position.
  const [looking, setLooking] = useState<{ ply: number; at: number } | undefined>();
  const plies = view.line.length;
  const ply = looking && looking.at === plies ? looking.ply : plies;
  const setPly = (next: number) => setLooking({ ply: next, at: plies });
  const [typed, setTyped] = useState('');
  // A refusal is shown until the game changes.
  const [refused, setRefused] = useState<{ message: string; view: GameView } | undefined>();
  const refusal = refused?.view === view ? refused.message : undefined;
  const [dismissed, setDismissed] = useState(0);

  const notation = notationById(props.notation);
  const written = useMemo(() => writeLine(view.line, notation), [view.line, notation]);
  const live = ply === plies;
  // The positions come from the rules' line: the demo never replays moves itself.
  const entry = ply > 0 ? view.line[ply - 1] : undefined;
  const shown = live ? view.position : (entry?.after ?? view.start);
  const exploded = useMemo(
    () => (entry && !entry.illegal ? explodedSquares(entry.before, shown, entry.move) : []),
    [entry, shown],
  );
  const variant = shown.variant;
  const material = useMemo(() => materialLead(shown), [shown]);
  const checks = shown.remainingChecks;

  const over = view.outcome !== undefined;
  const act = (message: string | undefined) => setRefused(message ? { message, view } : undefined);
  const bottom = orientation;
  const top = opposite(orientation);
  const running = clock?.running;

  const clockFace = (side: Color, rotated: boolean) =>
    clock ? (
      <ClockFace
        side={side}
        view={clock[side]}
        running={running === side}
        status={clock.status}
        over={over}
        rotated={rotated}
        material={<MaterialView side={side} lead={material[side]} />}
      />
    ) : null;

  const intended = typed.trim() ? readMove(view.position, typed).move : undefined;
  const latestRulings = view.rulings.slice(dismissed).slice(-3).reverse();
  const rights = view.rights;
  // The draws the side to move may claim correctly, as the regulation's hooks judged them.
  const claims = live ? rights[view.turn].claims : [];

  return (
    <main class={`game layout-${layout}`} data-layout={layout}>
      <section class="table" aria-label={t.board}>
        {clockFace(top, layout === 'otb')}
        <Board
          position={shown}
          orientation={orientation}
          legal={live && !over ? view.legal : []}
          interactive={live && !over}
          allowIllegal={view.allowIllegal}
          lastMove={entry?.move}
          check={live ? view.check : undefined}
          goalSquares={variant.goalSquares}
          exploded={exploded}
          onMove={(move) => act(actions.play(move))}
          onPick={view.touchMove ? (square) => act(actions.touch(view.turn, square)) : undefined}
        />
        {checks && (
          <div class="checks">
            <span>{t.checksTitle}:</span>
            {(['white', 'black'] as const).map((side) => (
              <p key={side} data-checks={side}>
                {sideName(side)}{' '}
                <strong class="checks-count">{variant.checksToWin - checks[side]}</strong>
                <span class="muted">/{variant.checksToWin}</span>
              </p>
            ))}
          </div>
        )}
        {clockFace(bottom, false)}
      </section>
      <div class="side">
        <p class="status" data-status>
          {over ? t.resultTitle : t.toMove(sideName(view.turn))}
          {!over && view.check !== undefined ? ` · ${t.check}` : ''}
          <span class="muted"> · {props.regulationName}</span>
          {variant.name !== 'standard' && (
            <span class="muted" data-variant={variant.name}>
              {' '}
              · {t.variants[variant.name] ?? variant.title}
            </span>
          )}
        </p>
        {refusal && (
          <div class="banner banner--error" role="alert" data-refusal>
            <p>{refusal}</p>
          </div>
        )}
        {latestRulings.length > 0 && (
          <Rulings rulings={latestRulings} onDismiss={() => setDismissed(view.rulings.length)} />
        )}
        {view.outcome && <Outcome outcome={view.outcome} />}
        {!over && view.awaitingArbiter && (
          <div class="banner banner--error" role="alert" data-awaiting-arbiter>
            <p>{view.awaitingArbiter}</p>
            {view.claimToDecide && (
              <div class="actions">
                <button
                  type="button"
                  data-action="uphold-claim"
                  onClick={() => act(actions.decideClaim(true))}
                >
                  {t.upholdClaim}
                </button>
                <button
                  type="button"
                  data-action="reject-claim"
                  onClick={() => act(actions.decideClaim(false))}
                >
                  {t.rejectClaim}
                </button>
              </div>
            )}
          </div>
        )}
        {!over && view.touch && (
          <div class="banner" role="status" data-touch={view.touch.rule}>
            <p>
              <span class="rule">{view.touch.ruleName}:</span> {view.touch.text}
            </p>
          </div>
        )}
        {!over && view.mustPlay && (
          <div class="banner" role="status" data-must-play>
            <p>
              {t.mustPlay}: <strong>{writeMove(view.position, view.mustPlay, notation)}</strong>{' '}
              <span class="nowrap">({ruleName(view.mustPlay.rule)})</span>
            </p>
          </div>
        )}
        {!over && view.pendingIllegalBy && (
          <div class="banner" role="status" data-pending-illegal={view.pendingIllegalBy}>
            <p>
              {t.pendingIllegal(sideName(view.pendingIllegalBy))}
              {view.pendingIllegalRule && (
                <span class="nowrap"> ({ruleName(view.pendingIllegalRule)})</span>
              )}
            </p>
            <button
              type="button"
              data-action="claim-illegal"
              disabled={!rights[opposite(view.pendingIllegalBy)].claimIllegalMove}
              onClick={() => act(actions.claimIllegal(opposite(view.pendingIllegalBy!)))}
            >
              {t.claimIllegal}
            </button>
          </div>
        )}
        {!over && view.offerBy && (
          <div class="banner" role="status" data-offer={view.offerBy}>
            <p>{t.drawOffered(sideName(view.offerBy))}</p>
            <div class="actions">
              <button
                type="button"
                data-action="accept-draw"
                disabled={!rights[opposite(view.offerBy)].answerDraw}
                onClick={() => act(actions.acceptDraw(opposite(view.offerBy!)))}
              >
                {t.acceptDraw}
              </button>
              <button
                type="button"
                data-action="decline-draw"
                disabled={!rights[opposite(view.offerBy)].answerDraw}
                onClick={() => act(actions.declineDraw(opposite(view.offerBy!)))}
              >
                {t.declineDraw}
              </button>
            </div>
          </div>
        )}
        {!over && claims.length > 0 && (
          <ClaimOffers
            key={plies}
            claims={claims}
            position={view.position}
            notation={notation}
            typed={intended}
            onClaim={(kind, move) => act(actions.claim(kind, move))}
          />
        )}
        {!over &&
          (['white', 'black'] as const)
            .filter((side) => rights[side].callFlag)
            .map((side) => (
              <div class="banner" role="status" key={side} data-flag-down={opposite(side)}>
                <button
                  type="button"
                  data-action={`call-flag-${side}`}
                  onClick={() => act(actions.callFlag(side))}
                >
                  {t.callFlag} ({sideName(side)})
                </button>
              </div>
            ))}
        {!over && (
          <MoveInput
            position={view.position}
            enabled={!over}
            onMove={(move) => {
              const refused = actions.play(move);
              act(refused);
              return refused;
            }}
            onText={setTyped}
          />
        )}
        {!over && (
          <section class="actions" aria-label={t.actions}>
            <h3>{t.actions}</h3>
            <p class="muted">
              {t.anyClaim} <span class="nowrap">(L-9.5)</span>:
            </p>
            {view.claimKinds.map((claim) => (
              <button
                type="button"
                key={claim.kind}
                data-action={`claim-${claim.kind}`}
                onClick={() => act(actions.claim(claim.kind, intended))}
              >
                {claimLabel(claim)}
                {intended ? ` (${t.claimWithMove})` : ''}
              </button>
            ))}
            {(['white', 'black'] as const).map((side) => (
              <fieldset class="row plain" key={side}>
                <legend class="inline-legend">{sideName(side)}:</legend>
                <button
                  type="button"
                  data-action={`offer-draw-${side}`}
                  disabled={!rights[side].offerDraw}
                  onClick={() => act(actions.offerDraw(side))}
                >
                  {t.offerDraw}
                </button>
                <button
                  type="button"
                  class="danger"
                  data-action={`resign-${side}`}
                  disabled={!rights[side].resign}
                  onClick={() => act(actions.resign(side))}
                >
                  {t.resign}
                </button>
              </fieldset>
            ))}
            {view.takebacks && (
              <button
                type="button"
                data-action="takeback"
                disabled={!rights[opposite(view.turn)].takeback}
                onClick={() => act(actions.takeback(opposite(view.turn)))}
              >
                {t.takeback}
              </button>
            )}
            {clock && (
              <>
                <h3>{t.arbiter}</h3>
                {clock.status === 'paused' ? (
                  <button type="button" data-action="resume" onClick={() => act(actions.resume())}>
                    {t.resume}
                  </button>
                ) : (
                  <button
                    type="button"
                    data-action="pause"
                    disabled={clock.status !== 'running'}
                    onClick={() => act(actions.pause())}
                  >
                    {t.pause}
                  </button>
                )}
                {rights[view.turn].illegalMove && (
                  <button
                    type="button"
                    data-action="press-without-move"
                    onClick={() => act(actions.press(view.turn))}
                  >
                    {t.pressWithoutMove(sideName(view.turn))} <span class="nowrap">(L-7.5.3)</span>
                  </button>
                )}
                {(['white', 'black'] as const).map((side) => (
                  <button
                    type="button"
                    key={side}
                    data-action={`add-time-${side}`}
                    onClick={() => act(actions.adjust(side, 60_000))}
                  >
                    {t.arbiterAdd(sideName(side))}
                  </button>
                ))}
              </>
            )}
            <DeclareButtons onDeclare={(result) => act(actions.declare(result))} />
          </section>
        )}
        <div class="panel">
          <MoveList
            moves={written}
            illegal={view.line.map((m) => m.illegal)}
            firstMoveNumber={view.start.fullmoves}
            blackFirst={view.start.turn === 'black'}
            ply={ply}
            onSelect={setPly}
            notation={props.notation}
            onNotation={props.onNotation}
          />
          <div class="row">
            <button type="button" data-action="flip" onClick={flip}>
              {t.flip}
            </button>
            <MuteButton />
          </div>
        </div>
        {clock && <ChartPanel view={view} open={over} />}
        <PgnExport pgn={props.pgn} onView={props.onView} />
        <details class="panel" data-panel="rules">
          <summary>{t.rulesInForce}</summary>
          <ul class="rules">
            {props.rules.map((line) => (
              <li key={`${line.id}:${line.text}`} data-rule={line.id}>
                <span class="rule nowrap">{line.name}</span> {line.text}
              </li>
            ))}
          </ul>
        </details>
      </div>
    </main>
  );
}

const sameMove = (a: Move, b: Move | undefined) =>
  b !== undefined &&
  a.from === b.from &&
  a.to === b.to &&
  a.promotion === b.promotion &&
  a.drop === b.drop;

/**
 * The squares a move blew up (atomic): read off the boards before and after it, never from the
 * variant's rules. After a capture, a piece gone from a square other than the one the mover left
 * was destroyed; the capture square is the centre of the explosion. Empty without a capture.
 */
export function explodedSquares(before: Position, after: Position, move: Move): Square[] {
  if (!after.variant.explosions || move.drop || !before.isCapture(move)) return [];
  const gone: Square[] = [];
  for (let sq = 0; sq < 64; sq++)
    if (sq !== move.from && before.pieceAt(sq) && !after.pieceAt(sq)) gone.push(sq);
  // A capture explodes on its square, which the capturer never reaches.
  if (gone.length > 0 && !gone.includes(move.to)) gone.push(move.to);
  return gone;
}

/** The draws the side to move may claim correctly: one button per kind, with its intended moves. */
function ClaimOffers(props: {
  claims: readonly ClaimRight[];
  position: Position;
  notation: NotationChoice;
  typed: Move | undefined;
  onClaim: (kind: ClaimRight['kind'], intended: Move | undefined) => void;
}) {
  return (
    <div class="banner banner--claim" role="status" data-claims>
      <p>
        {t.claimsOffered}{' '}
        <span class="nowrap">
          ({[...new Set(props.claims.map((c) => ruleName(c.rule)))].join(', ')})
        </span>
        :
      </p>
      {props.claims.map((claim) => (
        <ClaimOffer key={claim.kind} claim={claim} {...props} />
      ))}
    </div>
  );
}

function ClaimOffer(props: {
  claim: ClaimRight;
  position: Position;
  notation: NotationChoice;
  typed: Move | undefined;
  onClaim: (kind: ClaimRight['kind'], intended: Move | undefined) => void;
}) {
  const { claim, position, notation } = props;
  const [choice, setChoice] = useState(0);
  const moves = claim.intendedMoves;
  const names = useMemo(
    () => moves.map((m) => writeMove(position, m, notation)),
    [moves, position, notation],
  );
  // A qualifying move typed in the move field is the one written down.
  const typedAt = moves.findIndex((m) => sameMove(m, props.typed));
  const index = typedAt >= 0 ? typedAt : Math.min(choice, moves.length - 1);
  const intended = claim.now ? undefined : moves[index];
  const label = claimLabel(claim);
  return (
    <div class="row" data-claim-offer={claim.kind} data-claim-now={String(claim.now)}>
      <button
        type="button"
        class="primary"
        data-action={`claim-offered-${claim.kind}`}
        data-intended={intended ? makeUci(position, intended) : undefined}
        onClick={() => props.onClaim(claim.kind, intended)}
      >
        {label}
        {intended ? ` ${t.claimWith(names[index]!)}` : ''}
      </button>
      {!claim.now && moves.length > 1 && (
        <select
          aria-label={t.intendedMove}
          data-control={`intended-${claim.kind}`}
          value={String(index)}
          onChange={(e) => setChoice(Number((e.target as HTMLSelectElement).value))}
        >
          {names.map((name, i) => (
            <option key={name} value={String(i)}>
              {name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** The clock chart, loaded the first time it is opened (or when the game ends). */
function ChartPanel({ view, open }: { view: GameView; open: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      class="panel"
      open={open || undefined}
      data-panel="chart"
      onToggle={(e) => setOpened((e.target as HTMLDetailsElement).open)}
    >
      <summary>{t.chartTitle}</summary>
      {(opened || open) && (
        <Lazy load={loadChart} props={{ points: view.chart, initial: view.initialTime }} />
      )}
    </details>
  );
}

function Rulings({
  rulings,
  onDismiss,
}: {
  rulings: readonly RulingView[];
  onDismiss: () => void;
}) {
  return (
    <div class="banner" role="alert" data-ruling={rulings[0]!.kind} data-rule={rulings[0]!.rule}>
      {rulings.map((r) => (
        <p key={r.key}>
          <span class="rule">
            {t.ruling} <span class="nowrap">{r.ruleName}</span>:
          </span>{' '}
          {r.message}
        </p>
      ))}
      <button type="button" class="link" onClick={onDismiss}>
        {t.dismiss}
      </button>
    </div>
  );
}

function Outcome({ outcome }: { outcome: OutcomeView }) {
  return (
    <section
      class="outcome"
      data-outcome
      data-result={outcome.result}
      data-termination={outcome.termination}
      aria-labelledby="outcome-title"
      role="status"
    >
      <h2 id="outcome-title">{t.resultTitle}</h2>
      <p class="score">{outcome.result.replace('1/2', '½')}</p>
      <p>
        <strong data-ending>
          {t.variantEnds[outcome.rule] ??
            (outcome.termination === 'variant-end'
              ? t.variantEnd
              : (t.terminations[outcome.termination] ?? outcome.termination))}
        </strong>{' '}
        ·{' '}
        <span class="nowrap" data-rule={outcome.rule}>
          {t.byRule} {outcome.ruleName}
        </span>
      </p>
      <p>{outcome.reason}</p>
    </section>
  );
}

function PgnExport({
  pgn,
  onView,
}: {
  pgn: () => Promise<string>;
  onView: (text: string) => void;
}) {
  const [text, setText] = useState<string | undefined>();
  const refresh = () => void pgn().then(setText);
  return (
    <details
      class="panel"
      onToggle={(e) => (e.target as HTMLDetailsElement).open && refresh()}
      data-panel="export"
    >
      <summary>{t.exportPgn}</summary>
      {text !== undefined && (
        <>
          <label class="sr-only" for="pgn-out">
            PGN
          </label>
          <textarea
            id="pgn-out"
            class="pgn-out"
            rows={8}
            readOnly
            value={text}
            data-control="pgn-out"
          />
          <div class="row">
            <button type="button" onClick={refresh} aria-label={t.refreshPgn}>
              ↻
            </button>
            <button type="button" onClick={() => navigator.clipboard?.writeText(text)}>
              {t.copyPgn}
            </button>
            <a
              class="button"
              download="chesslaws-game.pgn"
              href={`data:application/x-chess-pgn;charset=utf-8,${encodeURIComponent(text)}`}
            >
              {t.download}
            </a>
            <button type="button" data-action="view-pgn" onClick={() => onView(text)}>
              {t.pgnViewer}
            </button>
          </div>
        </>
      )}
    </details>
  );
}
