import { useErrorBoundary, useState } from 'preact/hooks';
import { ClockOnlyScreen } from '../clock/ClockOnlyScreen.js';
import { clockOnly, clockOnlyLive, closeClockOnly, startClockOnly } from '../game/clockSession.js';
import {
  abandonGame,
  actions,
  announcement,
  corruptSave,
  current,
  endGame,
  gamePgn,
  liveClock,
  notationId,
  setNotation,
  startGame,
  view,
} from '../game/session.js';
import { keptSave, readPrefs, savedText } from '../game/storage.js';
import { lang, t } from '../i18n/lang.js';
import { SetupForm } from '../setup/SetupForm.js';
import { DEFAULT_SETTINGS } from '../setup/settings.js';
import { GameScreen } from './GameScreen.js';
import { Lazy } from './Lazy.js';

const loadViewer = () => import('../record/PgnViewer.js');

/** The whole app: header, then the setup form, the game, or the PGN viewer. */
export function App() {
  const game = current.value;
  const [screen, setScreen] = useState<'game' | 'setup'>(
    game || clockOnly.value ? 'game' : 'setup',
  );
  const [viewer, setViewer] = useState<{ text: string } | undefined>();

  // A rendering bug shows its message and ways out; the saved game is never lost.
  const [failure, reset] = useErrorBoundary();
  if (failure) {
    const newGame = () => {
      abandonGame();
      reset();
    };
    return <Failure failure={failure} onNewGame={newGame} />;
  }
  const clockGame = clockOnly.value;
  const settings =
    game?.settings ?? clockGame?.settings ?? readPrefs().settings ?? DEFAULT_SETTINGS;
  const state = view.value;
  const playing = clockGame ? clockOnlyLive.value !== undefined : game && state;
  // A clock beside a real board takes the whole screen; its bar has the new game and the language.
  const fullScreenClock = screen === 'game' && clockGame !== undefined && !viewer;
  return (
    <>
      {!fullScreenClock && (
        <header class="site-header">
          <h1>{t.appTitle}</h1>
          <p class="tagline">{t.tagline}</p>
          <nav aria-label={t.actions}>
            <button type="button" data-action="new-game" onClick={() => setScreen('setup')}>
              {t.newGame}
            </button>
            <button type="button" data-action="open-viewer" onClick={() => setViewer({ text: '' })}>
              {t.importPgn}
            </button>
            <a
              href={t.otherLanguageHref}
              hrefLang={t.otherLanguageHref.slice(-2)}
              data-action="language"
            >
              {t.otherLanguage}
            </a>
          </nav>
        </header>
      )}
      <p class="sr-only" aria-live="polite" data-announce>
        {announcement.value}
      </p>
      {corruptSave.value && (
        <div class="banner banner--error" role="alert" data-error="saved-game">
          <p>
            <strong>{t.savedCorrupt}</strong>
            {/* The reason is the packages' own (English) text: shown where it can be read. */}
            {lang === 'en' && `: ${corruptSave.value}`}
          </p>
          <p>{t.savedCorruptHelp}</p>
          <SaveDownload text={keptSave()} />
        </div>
      )}
      {viewer && (
        <div class="viewer-wrap">
          <Lazy
            load={loadViewer}
            props={{
              initialText: viewer.text,
              notation: notationId.value,
              onClose: () => setViewer(undefined),
            }}
          />
        </div>
      )}
      {screen === 'setup' || !playing ? (
        <main>
          <SetupForm
            initial={settings}
            onStart={(s) => {
              const refused = s.layout === 'clock' ? startClockOnly(s) : startGame(s);
              if (!refused) {
                // One game at a time: the new one, of either kind, replaces the other.
                if (s.layout === 'clock') endGame();
                else closeClockOnly();
              }
              if (!refused) {
                setScreen('game');
                // The game opens at its top, board and clocks in view (the form's Start button
                // was far down a phone's page); nothing scrolls the page after that.
                window.scrollTo(0, 0);
              }
              return refused;
            }}
            onCancel={playing ? () => setScreen('game') : undefined}
          />
        </main>
      ) : clockGame && clockOnlyLive.value ? (
        <ClockOnlyScreen
          game={clockGame}
          clock={clockOnlyLive.value}
          onNewGame={() => setScreen('setup')}
        />
      ) : game && state ? (
        <GameScreen
          view={state}
          clock={liveClock.value}
          actions={actions}
          layout={game.settings.layout}
          notation={notationId.value}
          onNotation={setNotation}
          pgn={gamePgn}
          onView={(text) => setViewer({ text })}
          rules={game.rules}
          regulationName={t.presets[game.settings.regulation] ?? game.settings.regulation}
        />
      ) : null}
      {!fullScreenClock && <footer class="site-footer">{t.footer}</footer>}
    </>
  );
}

/** A link that downloads a saved game's log (JSON), when there is one. */
function SaveDownload({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <a
      class="button"
      data-action="download-save"
      download="chesslaws-saved-game.json"
      href={`data:application/json;charset=utf-8,${encodeURIComponent(text)}`}
    >
      {t.downloadSave}
    </a>
  );
}

/**
 * What the page shows when it failed to render: the error, and ways out that keep the game: a
 * reload (the save is untouched), its log to download, or a new game (the save is kept aside).
 */
function Failure({ failure, onNewGame }: { failure: unknown; onNewGame: () => void }) {
  return (
    <main>
      <div class="banner banner--error" role="alert" data-error="app">
        <p>
          <strong>{t.error}</strong>: {String((failure as Error).message ?? failure)}
        </p>
        <p>{t.failureHelp}</p>
        <div class="row">
          <button type="button" data-action="reload" onClick={() => location.reload()}>
            {t.reload}
          </button>
          <SaveDownload text={savedText() ?? keptSave()} />
          <button type="button" data-action="new-game" onClick={onNewGame}>
            {t.newGame}
          </button>
        </div>
      </div>
    </main>
  );
}
