/**
 * The screen stays on while a clock runs (Screen Wake Lock API, where the browser has it): a
 * phone beside a board must not go dark mid-game. The browser drops the lock when the page is
 * hidden; it is asked for again when the page comes back.
 */
interface WakeLockSentinel {
  release(): Promise<void>;
}

let lock: WakeLockSentinel | undefined;
let wanted = false;

function api(): { request(type: 'screen'): Promise<WakeLockSentinel> } | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (
        navigator as Navigator & {
          wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> };
        }
      ).wakeLock;
}

/** Keeps the screen awake (`true`) or lets it sleep. */
export function keepAwake(on: boolean): void {
  wanted = on;
  const wake = api();
  if (!wake) return;
  if (on && !lock && document.visibilityState === 'visible')
    wake.request('screen').then(
      (sentinel) => {
        if (wanted) lock = sentinel;
        else void sentinel.release().catch(() => undefined);
      },
      () => undefined,
    );
  else if (!on && lock) {
    void lock.release().catch(() => undefined);
    lock = undefined;
  }
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    lock = undefined;
    keepAwake(wanted);
  });
