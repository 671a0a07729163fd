import { render } from 'preact';
import { restoreSaved } from './game/session.js';
import { lang } from './i18n/lang.js';
import { App } from './ui/App.js';
import './style.css';

document.documentElement.lang = lang;
restoreSaved();
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
