/**
 * Plays the announcer sounds with the Web Audio API (docs/product.md "Constants"): one AudioContext for the page,
 * each sound fetched and decoded once, played through a gain node at the cue's volume. Browsers
 * start an AudioContext suspended until the page gets a click; `state` says so, and `resume()`
 * (called from a click) unlocks it. Load and play errors are logged (docs/product.md "Errors"), never thrown.
 * A site built without the sounds (no espeak-ng or sox, scripts/build-sounds.mjs) answers 404 or 503
 * for them: the cues stay silent, with one warning for the page.
 */
/** 'starting': a new context that may still start by itself (browsers start it asynchronously). */
export type AudioState = 'unsupported' | 'starting' | 'suspended' | 'running';

/** How long a new context may take to start on its own before audio counts as blocked. */
const START_GRACE_MS = 1000;

export interface SoundPlayer {
  state(): AudioState;
  /** Tries to unlock audio (works inside a user gesture); resolves to the state after. */
  resume(): Promise<AudioState>;
  /** Plays the sound at `url` at `gain` (0..1); nothing when audio is locked or unsupported. */
  play(url: string, gain: number): Promise<void>;
  /** Calls `listener` whenever the state changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

type AudioContextClass = typeof AudioContext;

/** A sound the site does not have: not built, or no such cue. */
class MissingSound extends Error {}

function audioContextClass(win: Window): AudioContextClass | undefined {
  const w = win as Window & { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

export function createSoundPlayer(win: Window = window, fetchImpl: typeof fetch = (...args) => fetch(...args)): SoundPlayer {
  const Ctor = audioContextClass(win);
  const listeners = new Set<() => void>();
  const buffers = new Map<string, Promise<AudioBuffer>>();
  let warnedMissing = false;
  let context: AudioContext | undefined;
  try {
    context = Ctor ? new Ctor() : undefined;
  } catch (error) {
    console.error('Audio alerts are unavailable:', error);
  }
  const notify = () => listeners.forEach((l) => l());
  let settled = false;
  const graceTimer = context
    ? setTimeout(() => {
        settled = true;
        notify();
      }, START_GRACE_MS)
    : undefined;
  if (context) context.onstatechange = notify;

  const state = (): AudioState => {
    if (!context) return 'unsupported';
    if (context.state === 'running') return 'running';
    return settled ? 'suspended' : 'starting';
  };

  function load(url: string): Promise<AudioBuffer> {
    let buffer = buffers.get(url);
    if (!buffer) {
      buffer = fetchImpl(url)
        .then((response) => {
          if (response.status === 404 || response.status === 503) throw new MissingSound(`${url} answered ${response.status}`);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return response.arrayBuffer();
        })
        .then((bytes) => context!.decodeAudioData(bytes));
      buffers.set(url, buffer);
      // A failed load may succeed later (the site was being deployed): forget it.
      buffer.catch(() => buffers.delete(url));
    }
    return buffer;
  }

  return {
    state,
    async resume() {
      if (context && context.state !== 'running') {
        try {
          await context.resume();
        } catch (error) {
          console.error('Could not enable audio alerts:', error);
        }
      }
      notify();
      return state();
    },
    async play(url, gain) {
      if (!context || context.state !== 'running') return;
      try {
        const buffer = await load(url);
        const source = context.createBufferSource();
        source.buffer = buffer;
        const volume = context.createGain();
        volume.gain.value = gain;
        source.connect(volume).connect(context.destination);
        source.start();
      } catch (error) {
        if (!(error instanceof MissingSound)) console.error(`Could not play ${url}:`, error);
        else if (!warnedMissing) {
          warnedMissing = true;
          console.warn(`The alert sounds are not available (${error.message}): cues are silent.`);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      clearTimeout(graceTimer);
      listeners.clear();
      void context?.close().catch(() => undefined);
    },
  };
}
