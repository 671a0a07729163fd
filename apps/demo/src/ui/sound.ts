/**
 * Move sounds, made with Web Audio (no sound files to license or to download): a move, a
 * capture, a check, low time and the end of the game. A mute button turns them off and the
 * choice is remembered. Each sound is also announced as a `chesslaws:sound` event on `window`
 * (`detail` is its kind), which the end-to-end tests listen to.
 */
import { signal } from '@preact/signals';
import { readPrefs, writePrefs } from '../game/storage.js';

/** The sounds the app makes. */
export type SoundKind = 'move' | 'capture' | 'check' | 'low-time' | 'end';

/** Whether the sounds are off (remembered). */
export const muted = signal<boolean>(readPrefs().muted === true);

/** Turns the sounds off or on, and remembers it. */
export function setMuted(on: boolean): void {
  muted.value = on;
  writePrefs({ ...readPrefs(), muted: on });
}

/** Each sound as notes: a frequency (Hz), a start and a length (s), and the wave's shape. */
const NOTES: Record<SoundKind, readonly [number, number, number, OscillatorType][]> = {
  move: [[220, 0, 0.07, 'triangle']],
  capture: [
    [160, 0, 0.06, 'square'],
    [110, 0.05, 0.09, 'square'],
  ],
  check: [
    [660, 0, 0.1, 'sine'],
    [880, 0.09, 0.14, 'sine'],
  ],
  'low-time': [
    [1000, 0, 0.08, 'sine'],
    [1000, 0.16, 0.08, 'sine'],
  ],
  end: [
    [523, 0, 0.35, 'sine'],
    [659, 0.08, 0.35, 'sine'],
    [784, 0.16, 0.45, 'sine'],
  ],
};

let audio: AudioContext | undefined;

/** Plays `kind` unless muted; a browser without Web Audio stays silent. */
export function playSound(kind: SoundKind): void {
  if (typeof window === 'undefined') return;
  if (muted.value) return;
  window.dispatchEvent(new CustomEvent('chesslaws:sound', { detail: kind }));
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [frequency, at, length, type] of NOTES[kind]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = type;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.18, start + at);
      gain.gain.exponentialRampToValueAtTime(0.001, start + at + length);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + at);
      osc.stop(start + at + length + 0.02);
    }
  } catch {
    // No Web Audio, or the browser refused to start it: the game goes on in silence.
  }
}
