import { render } from 'preact';
import { restoreClockOnly } from './game/clockSession.js';
import { restoreSaved } from './game/session.js';
import { lang } from './i18n/lang.js';
import { App } from './ui/App.js';
import './style.css';

document.documentElement.lang = lang;
// The game in progress, of either kind: a clock beside a real board, or a game on the board.
if (!restoreClockOnly()) restoreSaved();
const root = document.getElementById('app');
if (root) {
  render(<App />, root);
  root.dataset.ready = 'true';
}

// Offline support: the service worker precaches the built files (a tournament hall often has no network).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .catch(() => {
      // Without a service worker the app still works online.
    });
}
