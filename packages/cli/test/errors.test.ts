import { ChesslawsError, isChesslawsError } from '@chesslaws/board';
import { parseTimeControl } from '@chesslaws/clock';
import { Position, parseFen } from '@chesslaws/moves';
import { parsePgn, parseSan } from '@chesslaws/notation';
import { PositionHistory } from '@chesslaws/termination';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../src/command.js';

// One documented way to recognise an error from any package: `isChesslawsError` reads a
// registered-symbol brand, so the dependency-free clock's errors pass it too.
describe('isChesslawsError across every package', () => {
  const failures = (): [string, unknown][] => {
    const fen = parseFen('not a fen');
    const san = parseSan(Position.default(), 'Qh5');
    const clock = parseTimeControl('3+x');
    const history = PositionHistory.fromMoves(Position.default(), [{ from: 12, to: 36 }]);
    const [pgn] = parsePgn('1. e4 {unclosed');
    return [
      ['board', new ChesslawsError('ERR_EXAMPLE', 'made by hand')],
      ['moves', fen.ok ? undefined : fen.error],
      ['notation (SAN)', san.ok ? undefined : san.error],
      ['notation (PGN)', pgn === undefined || pgn.ok ? undefined : pgn.error],
      ['termination', history.ok ? undefined : history.error],
      ['clock', clock.ok ? undefined : clock.error],
      ['cli', new UsageError('missing --depth', '--depth')],
    ];
  };

  for (const [pkg, error] of failures()) {
    it(`recognises an error from ${pkg} and reads its code`, () => {
      expect(error).toBeInstanceOf(Error);
      expect(isChesslawsError(error)).toBe(true);
      if (isChesslawsError(error)) expect(error.code).toMatch(/^ERR_[A-Z0-9_]+$/);
    });
  }
});
