import {
  YoutubePlayerState,
  type YoutubeApiPlayer,
  type YoutubeApiPlayerOptions,
  type YoutubeIframeApi,
} from '../lib/youtube-player.ts';

/** One player made by the fake: what it was created with, and controls to drive it as YouTube would. */
export interface FakeYoutubePlayer {
  options: YoutubeApiPlayerOptions;
  iframe: HTMLIFrameElement;
  /** the player's current time (seconds) */
  currentTime: number;
  state: number;
  isDestroyed: boolean;
  /** fires onReady, as the IFrame API does once the player can play */
  ready(): void;
  /** fires onError with a YouTube error code (2, 5, 100, 101, 150) */
  fail(code: number): void;
  /** playback moves on: the current time advances (the real player does this while playing) */
  advance(seconds: number): void;
}

/**
 * A fake of the YouTube IFrame API (`window.YT`) speaking the same calls: `new YT.Player(element,
 * options)` replaces the element with an iframe (src on the options' host), records every call,
 * and fires onStateChange as the real player does (playVideo → PLAYING, pauseVideo → PAUSED,
 * seekTo while cued → PLAYING).
 */
export function createFakeYoutubeIframeApi() {
  const calls: string[] = [];
  const players: FakeYoutubePlayer[] = [];

  class Player implements YoutubeApiPlayer {
    private readonly fake: FakeYoutubePlayer;
    private readonly setState: (state: number) => void;

    constructor(element: HTMLElement, options: YoutubeApiPlayerOptions) {
      calls.push(`new ${options.videoId}`);
      const iframe = document.createElement('iframe');
      iframe.src = `${options.host}/embed/${options.videoId}?enablejsapi=1`;
      element.replaceWith(iframe);
      const setState = (state: number) => {
        fake.state = state;
        options.events.onStateChange({ data: state });
      };
      const fake: FakeYoutubePlayer = {
        options,
        iframe,
        currentTime: Number(options.playerVars?.start ?? 0),
        state: YoutubePlayerState.UNSTARTED,
        isDestroyed: false,
        ready: () => {
          setState(YoutubePlayerState.CUED);
          options.events.onReady();
        },
        fail: (code) => options.events.onError({ data: code }),
        advance: (seconds) => {
          fake.currentTime += seconds;
        },
      };
      this.fake = fake;
      this.setState = setState;
      players.push(fake);
    }

    playVideo() {
      calls.push('play');
      this.setState(YoutubePlayerState.PLAYING);
    }
    pauseVideo() {
      calls.push('pause');
      this.setState(YoutubePlayerState.PAUSED);
    }
    seekTo(seconds: number, allowSeekAhead: boolean) {
      calls.push(`seekTo ${seconds} ${allowSeekAhead}`);
      this.fake.currentTime = seconds;
      // a paused player stays paused; from any other state the real one starts playing
      if (this.fake.state !== YoutubePlayerState.PAUSED && this.fake.state !== YoutubePlayerState.PLAYING)
        this.setState(YoutubePlayerState.PLAYING);
    }
    getCurrentTime() {
      return this.fake.currentTime;
    }
    getPlayerState() {
      return this.fake.state;
    }
    setVolume(volume: number) {
      calls.push(`volume ${volume}`);
    }
    getIframe() {
      return this.fake.iframe;
    }
    destroy() {
      calls.push('destroy');
      this.fake.isDestroyed = true;
      this.fake.iframe.remove();
    }
  }

  const api: YoutubeIframeApi = { Player };
  return {
    api,
    calls,
    players,
    /** the last player made */
    get player(): FakeYoutubePlayer | undefined {
      return players.at(-1);
    },
  };
}

export type FakeYoutubeIframeApi = ReturnType<typeof createFakeYoutubeIframeApi>;
