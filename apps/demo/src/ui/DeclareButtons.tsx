import type { GameResult } from '@chesslaws/board';
import { t } from '../i18n/lang.js';

/** The arbiter declares a result: `1-0`, `½-½`, `0-1` (`data-action="declare-1-0"`...). */
export function DeclareButtons(props: {
  onDeclare: (result: GameResult) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset class="row plain" disabled={props.disabled}>
      <legend class="inline-legend">{t.declare}:</legend>
      {(['1-0', '1/2-1/2', '0-1'] as const).map((result) => (
        <button
          type="button"
          key={result}
          data-action={`declare-${result}`}
          onClick={() => props.onDeclare(result)}
        >
          {result.replace('1/2', '½')}
        </button>
      ))}
    </fieldset>
  );
}
