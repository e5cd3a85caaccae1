import type { MusicTrack, MusicTrackId } from '@mnemo/contracts/guided';
import { MUSIC_TRACKS } from '@mnemo/contracts/values';

/** Spec §4 and §9: volume 0–100, default 70, kept under `jukeboxVolume`; initialised by playing then pausing after 250 ms. */
export const VOLUME_STORAGE_KEY = 'jukeboxVolume';
/** The chosen track is kept like the volume (issue 15), so a reload offers it again. */
export const TRACK_STORAGE_KEY = 'jukeboxTrack';
export const DEFAULT_VOLUME = 70;
export const INIT_PAUSE_MS = 250;

/** One way of making sound: generated in the browser, or a YouTube player. */
export interface MusicEngine {
  /** prepares the track; resolves when it can play */
  load(track: MusicTrack): Promise<void>;
  play(): void;
  pause(): void;
  /** 0–100 */
  setVolume(volume: number): void;
  /** whether sound is being made now (the audio graph is running, the video plays) */
  isRunning(): boolean;
  /** releases what it holds (an audio context, a player) */
  dispose(): void;
}

export type MusicStatus = 'idle' | 'loading' | 'ready' | 'playing' | 'paused';

export interface MusicState {
  /** the track loaded in the player */
  track: MusicTrack | null;
  /** the track chosen last (kept in storage): the one the player offers and loads first */
  chosenTrackId: MusicTrackId | null;
  status: MusicStatus;
  volume: number;
}

export interface MusicStoreOptions {
  engineFor: (track: MusicTrack) => MusicEngine;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  wait?: (ms: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
}

export function readSavedVolume(storage: Pick<Storage, 'getItem'> | null | undefined): number {
  const raw = storage?.getItem(VOLUME_STORAGE_KEY);
  const value = raw === null || raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? Math.round(value) : DEFAULT_VOLUME;
}

export function readSavedTrackId(storage: Pick<Storage, 'getItem'> | null | undefined): MusicTrackId | null {
  const raw = storage?.getItem(TRACK_STORAGE_KEY);
  return MUSIC_TRACKS.find((id) => id === raw) ?? null;
}

/** The track to offer: the loaded one, else the one chosen last if this server offers it, else the first. */
export function pickOfferedTrack(
  tracks: MusicTrack[],
  state: Pick<MusicState, 'track' | 'chosenTrackId'>,
): MusicTrack | null {
  return state.track ?? tracks.find((track) => track.id === state.chosenTrackId) ?? tracks[0] ?? null;
}

/**
 * The music player's state machine (spec §4): a track loads, is initialised by playing then
 * pausing after 250 ms, and is then ready; play/pause toggles; changing track pauses, reloads and
 * waits until ready again. Errors are only logged. Lives outside React, so the music keeps
 * playing across route changes.
 */
export function createMusicStore(options: MusicStoreOptions) {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? ((message: string, error: unknown) => console.error(`[music] ${message}`, error));
  let state: MusicState = {
    track: null,
    chosenTrackId: readSavedTrackId(options.storage),
    status: 'idle',
    volume: readSavedVolume(options.storage),
  };
  let engine: MusicEngine | null = null;
  let loadSeq = 0;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<MusicState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const guard = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      log(what, error);
    }
  };

  async function selectTrack(track: MusicTrack): Promise<void> {
    const seq = ++loadSeq;
    if (engine) {
      const previous = engine;
      guard('pause', () => previous.pause());
      guard('dispose', () => previous.dispose());
    }
    guard('save track', () => options.storage?.setItem(TRACK_STORAGE_KEY, track.id));
    set({ track, chosenTrackId: track.id, status: 'loading' });
    const next = options.engineFor(track);
    engine = next;
    try {
      await next.load(track);
      if (seq !== loadSeq) return;
      next.setVolume(state.volume);
      // initialise: play, then pause after 250 ms
      next.play();
      await wait(INIT_PAUSE_MS);
      if (seq !== loadSeq) return;
      next.pause();
      set({ status: 'ready' });
    } catch (error) {
      log('load', error);
      if (seq === loadSeq) set({ status: 'idle' });
    }
  }

  function toggle(): void {
    const current = engine;
    if (!current || state.status === 'loading' || state.status === 'idle') return;
    if (state.status === 'playing') {
      guard('pause', () => current.pause());
      set({ status: 'paused' });
    } else {
      guard('play', () => current.play());
      set({ status: 'playing' });
    }
  }

  function setVolume(volume: number): void {
    const clamped = Math.min(100, Math.max(0, Math.round(volume)));
    guard('save volume', () => options.storage?.setItem(VOLUME_STORAGE_KEY, String(clamped)));
    if (engine) {
      const current = engine;
      guard('volume', () => current.setVolume(clamped));
    }
    set({ volume: clamped });
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    selectTrack,
    toggle,
    setVolume,
    isRunning: () => engine?.isRunning() ?? false,
  };
}

export type MusicStore = ReturnType<typeof createMusicStore>;
export type { MusicTrackId };
