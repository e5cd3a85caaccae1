import { afterEach, describe, expect, it } from 'vitest';
import { createFakeYoutubeIframeApi } from '../test/fake-youtube-iframe-api.ts';
import { createYoutubePlayer, loadYoutubeIframeApi, YOUTUBE_IFRAME_API_URL } from './youtube-player.ts';

type YtWindow = { YT?: unknown; onYouTubeIframeAPIReady?: () => void };
const w = window as unknown as YtWindow;
const apiScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src === YOUTUBE_IFRAME_API_URL);

afterEach(() => {
  delete w.YT;
  delete w.onYouTubeIframeAPIReady;
  for (const script of apiScripts()) script.remove();
});

describe('the YouTube IFrame API loader', () => {
  it('adds the script once and resolves with YT when the API announces itself', async () => {
    const fake = createFakeYoutubeIframeApi();
    const first = loadYoutubeIframeApi();
    const second = loadYoutubeIframeApi();
    expect(apiScripts()).toHaveLength(1);
    // what the real script does once www-widgetapi.js has run
    w.YT = fake.api;
    w.onYouTubeIframeAPIReady?.();
    expect(await first).toBe(fake.api);
    expect(await second).toBe(fake.api);
    // loaded: later calls do not add the script again
    expect(await loadYoutubeIframeApi()).toBe(fake.api);
    expect(apiScripts()).toHaveLength(1);
  });

  it('rejects when the script cannot load (offline), and a later call tries again', async () => {
    const failing = loadYoutubeIframeApi();
    apiScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('did not load');
    expect(apiScripts()).toHaveLength(0);
    void loadYoutubeIframeApi().catch(() => undefined);
    expect(apiScripts()).toHaveLength(1);
    apiScripts()[0]!.dispatchEvent(new Event('error'));
  });
});

describe('a YouTube player', () => {
  it('puts the privacy-enhanced iframe, titled, inside the container and maps the calls', async () => {
    const fake = createFakeYoutubeIframeApi();
    const container = document.createElement('div');
    document.body.append(container);
    const states: number[] = [];
    const player = await createYoutubePlayer({
      container,
      videoId: 'KXof0q88xbg',
      title: 'Video: Lecture 1',
      playerVars: { start: 12 },
      onStateChange: (state) => states.push(state),
      loadApi: async () => fake.api,
    });
    const iframe = container.querySelector('iframe')!;
    expect(iframe.title).toBe('Video: Lecture 1');
    expect(iframe.src).toBe('https://www.youtube-nocookie.com/embed/KXof0q88xbg?enablejsapi=1');
    expect(fake.player!.options.playerVars).toMatchObject({ start: 12, rel: 0, origin: window.location.origin });
    fake.player!.ready();
    player.seekTo(30);
    expect(player.getCurrentTime()).toBe(30);
    player.pause();
    expect(fake.calls).toEqual(['new KXof0q88xbg', 'seekTo 30 true', 'pause']);
    expect(states).toEqual([5, 1, 2]);
    player.destroy();
    expect(container.querySelector('iframe')).toBeNull();
    container.remove();
  });
});
