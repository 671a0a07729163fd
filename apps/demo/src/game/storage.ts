import type { GameSettings } from '../setup/settings.js';

/** The localStorage key of the game in progress. */
export const SAVE_KEY = 'chesslaws.game.v1';
/** The localStorage key where a saved game the page could not show is kept (never deleted by the app). */
export const KEPT_KEY = 'chesslaws.game.kept.v1';
/** The localStorage key of the last settings and preferences. */
export const PREFS_KEY = 'chesslaws.prefs.v1';

/** What is saved: the settings the game started with and the rules' event log. */
export interface SavedGame {
  /** The new-game form's choices. */
  readonly settings: GameSettings;
  /** `game.toJSON()` of `@chesslaws/rules`: the event log with its header. */
  readonly log: unknown;
}

/** The preferences kept between games. */
export interface Prefs {
  /** The move-list notation id. */
  readonly notation?: string;
  /** The last settings used. */
  readonly settings?: GameSettings;
  /** The side whose clock is at the bottom of the screen in the clock-only mode. */
  readonly clockBottom?: 'white' | 'black';
  /** The side at the bottom of the board (the flip, remembered). */
  readonly orientation?: 'white' | 'black';
  /** The move sounds are off. */
  readonly muted?: boolean;
}

/** Storage can be missing or refuse (private mode, quota): the game goes on without it. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the saved game: nothing, the parsed record, or the text that did not parse. */
export function readSaved():
  | { kind: 'none' }
  | { kind: 'saved'; saved: SavedGame }
  | { kind: 'corrupt'; reason: string } {
  const text = storage()?.getItem(SAVE_KEY);
  if (text == null) return { kind: 'none' };
  try {
    const value = JSON.parse(text) as Partial<SavedGame> | null;
    if (!value || typeof value !== 'object' || !value.settings || value.log === undefined)
      return { kind: 'corrupt', reason: 'the saved record has no settings or log' };
    return { kind: 'saved', saved: value as SavedGame };
  } catch (error) {
    return { kind: 'corrupt', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Saves the game in progress; a full or missing storage is ignored (the page must not break). */
export function writeSaved(saved: SavedGame): void {
  try {
    storage()?.setItem(SAVE_KEY, JSON.stringify(saved));
  } catch {
    // Quota or privacy mode: the game still runs, it just will not survive a reload.
  }
}

/**
 * Moves the saved game aside (to {@link KEPT_KEY}) when the page cannot show it: a new game may
 * then start, and the old one can still be downloaded. Nothing the user played is deleted.
 */
export function keepSaved(): void {
  try {
    const text = storage()?.getItem(SAVE_KEY);
    if (text != null) storage()?.setItem(KEPT_KEY, text);
    storage()?.removeItem(SAVE_KEY);
  } catch {
    // Nothing to keep.
  }
}

/** The saved game kept aside by {@link keepSaved}, as its JSON text. */
export function keptSave(): string | undefined {
  try {
    return storage()?.getItem(KEPT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The game in progress as saved, as its JSON text (for a download when the page fails). */
export function savedText(): string | undefined {
  try {
    return storage()?.getItem(SAVE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the saved game (a new game of another kind replaced it). */
export function clearSaved(): void {
  try {
    storage()?.removeItem(SAVE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Reads the preferences (empty when none or unreadable). */
export function readPrefs(): Prefs {
  try {
    return (JSON.parse(storage()?.getItem(PREFS_KEY) ?? '{}') as Prefs) ?? {};
  } catch {
    return {};
  }
}

/** Saves the preferences. */
export function writePrefs(prefs: Prefs): void {
  try {
    storage()?.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Preferences are a convenience.
  }
}
