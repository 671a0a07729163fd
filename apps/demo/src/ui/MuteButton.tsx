import { t } from '../i18n/lang.js';
import { muted, setMuted } from './sound.js';

/** Turns the move sounds off and on (`data-action="mute"`, pressed when off); remembered. */
export function MuteButton() {
  return (
    <button
      type="button"
      data-action="mute"
      aria-pressed={muted.value}
      onClick={() => setMuted(!muted.value)}
    >
      {t.muteSounds}
    </button>
  );
}
