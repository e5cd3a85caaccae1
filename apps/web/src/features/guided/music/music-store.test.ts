import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MusicTrack } from '@mnemo/contracts/guided';
import { createFakeYoutubeIframeApi } from '../../../test/fake-youtube-iframe-api.ts';
import {
  createMusicStore,
  DEFAULT_VOLUME,
  INIT_PAUSE_MS,
  pickOfferedTrack,
  TRACK_STORAGE_KEY,
  VOLUME_STORAGE_KEY,
} from './music-store.ts';
import { createYoutubeEngine } from './youtube-engine.ts';

const lofi: MusicTrack = { id: 'lofi', source: 'youtube', videoId: 'jfKfPfyJRdk' };
const techno: MusicTrack = { id: 'techno', source: 'youtube', videoId: 'abcdefghijk' };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function setup() {
  const fake = createFakeYoutubeIframeApi();
  const yt = { calls: fake.calls, ready: () => fake.player?.ready() };
  const log = vi.fn();
  const store = createMusicStore({
    engineFor: () => createYoutubeEngine(async () => fake.api),
    storage: localStorage,
    log,
  });
  return { yt, fake, log, store };
}

describe('the music store', () => {
  it('starts at volume 70, or the volume saved under jukeboxVolume', () => {
    expect(setup().store.getState()).toEqual({
      track: null,
      chosenTrackId: null,
      status: 'idle',
      volume: DEFAULT_VOLUME,
    });
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

  it('plays through the privacy-enhanced player, hidden and named', async () => {
    const { store, fake } = setup();
    const loading = store.selectTrack(lofi);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.player?.options).toMatchObject({ host: 'https://www.youtube-nocookie.com', videoId: 'jfKfPfyJRdk' });
    expect(fake.player?.iframe.title).toBe('Music');
    expect(fake.player?.iframe.closest('[hidden]')).not.toBeNull();
    fake.player?.ready();
    await vi.advanceTimersByTimeAsync(INIT_PAUSE_MS);
    await loading;
  });

  it('remembers the chosen track like the volume: a reload offers it again', async () => {
    const first = setup();
    const loading = first.store.selectTrack(techno);
    await vi.advanceTimersByTimeAsync(0);
    first.yt.ready();
    await vi.advanceTimersByTimeAsync(INIT_PAUSE_MS);
    await loading;
    expect(localStorage.getItem(TRACK_STORAGE_KEY)).toBe('techno');

    // a reload: a new store reads the choice back, and the menu offers it before anything loads
    const reloaded = setup().store;
    expect(reloaded.getState()).toMatchObject({ track: null, chosenTrackId: 'techno', status: 'idle' });
    expect(pickOfferedTrack([lofi, techno], reloaded.getState())).toEqual(techno);
    // a track this server no longer offers, or a value that is no track, falls back to the first
    expect(pickOfferedTrack([lofi], reloaded.getState())).toEqual(lofi);
    localStorage.setItem(TRACK_STORAGE_KEY, 'polka');
    expect(setup().store.getState().chosenTrackId).toBeNull();
  });
});
