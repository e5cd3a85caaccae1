import type { Page } from '@playwright/test';

/*
 * YouTube for the browser journeys, without YouTube: the IFrame API script the app loads
 * (https://www.youtube.com/iframe_api, lib/youtube-player.ts) is answered with a fake of the API,
 * and the privacy-enhanced player frames with an empty page. The fake keeps time as a player does
 * (the time runs while playing, from where it was cued or sought) and lets the journey move the
 * video as a viewer would on YouTube's own controls, which the app only sees by asking the player.
 */

/** What the journey reads and drives, as `window.fakeYoutube` in the page. */
export interface FakeYoutubeHandle {
  /** one entry per player made: its video and every call the app made on it */
  players: Array<{ videoId: string; calls: string[]; state: number; currentTime(): number }>;
  /** the viewer moves the video on YouTube's own bar (the app is not told: it asks the player) */
  moveTo(seconds: number): void;
}

/** Runs in the page as the IFrame API script: defines `window.YT` and announces it. Self-contained. */
function installFakeIframeApi(): void {
  interface Options {
    host: string;
    videoId: string;
    playerVars?: Record<string, number | string>;
    events: {
      onReady: () => void;
      onStateChange: (event: { data: number }) => void;
      onError: (event: { data: number }) => void;
    };
  }
  const PLAYING = 1;
  const PAUSED = 2;
  const CUED = 5;
  const players: Array<FakePlayer> = [];

  class FakePlayer {
    readonly videoId: string;
    readonly calls: string[] = [];
    state = -1;
    private readonly iframe: HTMLIFrameElement;
    private readonly options: Options;
    /** the time when playback last started or was sought, and the clock then */
    private baseSeconds: number;
    private playingSince: number | null = null;

    constructor(element: HTMLElement, options: Options) {
      this.options = options;
      this.videoId = options.videoId;
      this.baseSeconds = Number(options.playerVars?.start ?? 0);
      this.iframe = document.createElement('iframe');
      this.iframe.src = `${options.host}/embed/${options.videoId}?enablejsapi=1`;
      element.replaceWith(this.iframe);
      players.push(this);
      // the real player is ready a moment after its frame loads
      window.setTimeout(() => {
        this.setState(CUED);
        options.events.onReady();
      }, 100);
    }

    private setState(state: number) {
      this.state = state;
      this.options.events.onStateChange({ data: state });
    }

    currentTime(): number {
      return this.playingSince === null
        ? this.baseSeconds
        : this.baseSeconds + (performance.now() - this.playingSince) / 1000;
    }

    /** moves the time without a call from the app (YouTube's own bar) */
    moveTo(seconds: number) {
      this.baseSeconds = seconds;
      if (this.playingSince !== null) this.playingSince = performance.now();
    }

    playVideo() {
      this.calls.push('play');
      this.playingSince ??= performance.now();
      this.setState(PLAYING);
    }
    pauseVideo() {
      this.calls.push('pause');
      this.baseSeconds = this.currentTime();
      this.playingSince = null;
      this.setState(PAUSED);
    }
    seekTo(seconds: number, allowSeekAhead: boolean) {
      this.calls.push(`seekTo ${seconds} ${allowSeekAhead}`);
      this.moveTo(seconds);
      // a paused player stays paused; from any other state the real one starts playing
      if (this.state !== PAUSED && this.state !== PLAYING) {
        this.playingSince = performance.now();
        this.setState(PLAYING);
      }
    }
    getCurrentTime() {
      return this.currentTime();
    }
    getPlayerState() {
      return this.state;
    }
    setVolume(volume: number) {
      this.calls.push(`volume ${volume}`);
    }
    getIframe() {
      return this.iframe;
    }
    destroy() {
      this.calls.push('destroy');
      this.playingSince = null;
      this.iframe.remove();
    }
  }

  const page = window as unknown as { YT: unknown; fakeYoutube: unknown; onYouTubeIframeAPIReady?: () => void };
  page.YT = { Player: FakePlayer };
  page.fakeYoutube = {
    players,
    moveTo: (seconds: number) => players.at(-1)?.moveTo(seconds),
  };
  page.onYouTubeIframeAPIReady?.();
}

/** Answers the page's requests to YouTube with the fake IFrame API and empty player frames. */
export async function routeFakeYoutube(page: Page): Promise<void> {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: `(${installFakeIframeApi.toString()})();` }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Video</title><body style="margin:0;background:#0f0f0f"></body></html>',
    }),
  );
}
