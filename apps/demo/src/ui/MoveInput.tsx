import type { Move, Position } from '@chesslaws/moves';
import { parseSan } from '@chesslaws/notation';
import { useState } from 'preact/hooks';
import { errorText } from '../i18n/errors.js';
import { lang, t } from '../i18n/lang.js';

/** Reads typed move text in any notation the parser accepts (Russian first in the Russian UI). */
export function readMove(position: Position, text: string): { move?: Move; error?: string } {
  const parsed = parseSan(position, text.trim(), { locale: lang === 'ru' ? 'ru' : 'en' });
  return parsed.ok ? { move: parsed.value } : { error: errorText(parsed.error, text.trim()) };
}

/** Props of {@link MoveInput}. */
export interface MoveInputProps {
  /** The position the move is read in. */
  position: Position;
  /** Whether a move may be entered. */
  enabled: boolean;
  /** Play the move read; returns a refusal message. */
  onMove: (move: Move) => string | undefined;
  /** The text typed, for a claim with an intended move. */
  onText?: (text: string) => void;
}

/** A text field for playing by keyboard: `e4`, `Nf3`, `Кf3`, `Ng1-f3`, `e2e4`, `0-0`. */
export function MoveInput({ position, enabled, onMove, onText }: MoveInputProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  function submit(event: Event) {
    event.preventDefault();
    if (!text.trim()) return;
    const read = readMove(position, text);
    if (!read.move) {
      setError(read.error);
      return;
    }
    const refused = onMove(read.move);
    setError(refused);
    if (!refused) {
      setText('');
      onText?.('');
    }
  }
  return (
    <form class="move-input-form" onSubmit={submit}>
      <label for="move-text" class="sr-only">
        {t.moveInput}
      </label>
      <div class="move-input">
        <input
          id="move-text"
          data-control="move-text"
          value={text}
          placeholder={t.moveInput}
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          disabled={!enabled}
          aria-describedby={error ? 'move-text-error' : 'move-text-hint'}
          aria-invalid={!!error}
          onInput={(e) => {
            const value = (e.target as HTMLInputElement).value;
            setText(value);
            setError(undefined);
            onText?.(value);
          }}
        />
        <button type="submit" disabled={!enabled} data-action="play-typed">
          {t.play}
        </button>
      </div>
      <p class="hint" id="move-text-hint">
        {t.moveInputHint}
      </p>
      {error && (
        <p class="error" id="move-text-error" role="alert" data-error="move-text">
          {error}
        </p>
      )}
    </form>
  );
}
