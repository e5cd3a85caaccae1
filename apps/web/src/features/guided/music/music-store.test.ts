import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MusicTrack } from '@mnemo/contracts/guided';
import { createMusicStore, DEFAULT_VOLUME, INIT_PAUSE_MS, VOLUME_STORAGE_KEY } from './music-store.ts';
import { createYoutubeEngine, type YoutubeIframeApi } from './youtube-engine.ts';

/** A fake of the YouTube IFrame API: records every call; `ready()` fires onReady of the last player. */
function fakeIframeApi() {
  const calls: string[] = [];
  let onReady: (() => void) | null = null;
  let state = -1;
  const api: YoutubeIframeApi = {
    Player: class {
      constructor(_element: HTMLElement, options: { videoId: string; events: { onReady: () => void } }) {
        calls.push(`new ${options.videoId}`);
        onReady = options.events.onReady;
      }
      playVideo() {
        calls.push('play');
        state = 1;
      }
      pauseVideo() {
        calls.push('pause');
        state = 2;
      }
      setVolume(volume: number) {
        calls.push(`volume ${volume}`);
      }
      getPlayerState() {
        return state;
      }
      destroy() {
        calls.push('destroy');
      }
    },
  };
  return { api, calls, ready: () => onReady?.() };
}

const lofi: MusicTrack = { id: 'lofi', source: 'youtube', videoId: 'jfKfPfyJRdk' };
const techno: MusicTrack = { id: 'techno', source: 'youtube', videoId: 'abcdefghijk' };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function setup() {
  const yt = fakeIframeApi();
  const log = vi.fn();
  const store = createMusicStore({ engineFor: () => createYoutubeEngine(async () => yt.api), storage: localStorage, log });
  return { yt, log, store };
}

describe('the music store', () => {
  it('starts at volume 70, or the volume saved under jukeboxVolume', () => {
    expect(setup().store.getState()).toEqual({ track: null, status: 'idle', volume: DEFAULT_VOLUME });
    localStorage.setItem(VOLUME_STORAGE_KEY, '35');
    expect(setup().store.getState().volume).toBe(35);
    localStorage.setItem(VOLUME_STORAGE_KEY, 'loud');
    expect(setup().store.getState().volume).toBe(70);
    localStorage.setItem(VOLUME_STORAGE_KEY, '150');
    expect(setup().store.getState().volume).toBe(70);
  });

  it('saves the volume (0–100) and sets it on the player', async () => {
    const { store, yt } = setup();
    const loading = store.selectTrack(lofi);
    await vi.advanceTimersByTimeAsync(0);
    yt.ready();
    await vi.advanceTimersByTimeAsync(INIT_PAUSE_MS);
    await loading;
    store.setVolume(42);
    expect(localStorage.getItem(VOLUME_STORAGE_KEY)).toBe('42');
    expect(yt.calls.at(-1)).toBe('volume 42');
    store.setVolume(140);
    expect(store.getState().volume).toBe(100);
    store.setVolume(-3);
    expect(localStorage.getItem(VOLUME_STORAGE_KEY)).toBe('0');
  });

  it('initialises a track by playing then pausing after 250 ms, then is ready; play/pause toggles', async () => {
    const { store, yt } = setup();
    const loading = store.selectTrack(lofi);
    expect(store.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    yt.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(yt.calls).toEqual(['new jfKfPfyJRdk', 'volume 70', 'play']);
    await vi.advanceTimersByTimeAsync(INIT_PAUSE_MS - 1);
    expect(store.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(yt.calls.at(-1)).toBe('pause');
    expect(store.getState().status).toBe('ready');
    store.toggle();
    expect(store.getState().status).toBe('playing');
    expect(store.isRunning()).toBe(true);
    store.toggle();
    expect(store.getState().status).toBe('paused');
    expect(store.isRunning()).toBe(false);
  });

  it('changing track pauses, reloads and waits until ready again', async () => {
    const { store, yt } = setup();
    const first = store.selectTrack(lofi);
    await vi.advanceTimersByTimeAsync(0);
    yt.ready();
    await vi.advanceTimersByTimeAsync(INIT_PAUSE_MS);
    await first;
    store.toggle();
    yt.calls.length = 0;
    const second = store.selectTrack(techno);
    expect(yt.calls).toEqual(['pause', 'destroy']);
    expect(store.getState()).toMatchObject({ track: techno, status: 'loading' });
    store.toggle(); // ignored while loading
    expect(store.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    yt.ready();
    await vi.advanceTimersByTimeAsync(INIT_PAUSE_MS);
    await second;
    expect(yt.calls).toEqual(['pause', 'destroy', 'new abcdefghijk', 'volume 70', 'play', 'pause']);
    expect(store.getState().status).toBe('ready');
  });

  it('only logs errors', async () => {
    const log = vi.fn();
    const store = createMusicStore({
      engineFor: () => createYoutubeEngine(() => Promise.reject(new Error('offline'))),
      storage: localStorage,
      log,
    });
    await store.selectTrack(lofi);
    expect(log).toHaveBeenCalledWith('load', expect.any(Error));
    expect(store.getState().status).toBe('idle');
  });
});
