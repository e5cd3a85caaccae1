/**
 * The one way the app plays YouTube videos (the material pane's videos, the music player's lofi and
 * techno tracks): the IFrame API, loaded once from www.youtube.com, with its players served from
 * the privacy-enhanced origin. The CSP allows exactly these two (see the server's app.ts).
 * Tests pass a fake of the IFrame API (`test/fake-youtube-iframe-api.ts`).
 */

/** Where the IFrame API script is loaded from; it loads its own `/s/player/…/www-widgetapi.js` next. */
export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
/** The players' origin: the privacy-enhanced mode (no cookies until the viewer plays). */
export const YOUTUBE_PLAYER_HOST = 'https://www.youtube-nocookie.com';

/** YT.PlayerState */
export const YoutubePlayerState = {
  UNSTARTED: -1,
  ENDED: 0,
  PLAYING: 1,
  PAUSED: 2,
  BUFFERING: 3,
  CUED: 5,
} as const;

/** The part of the IFrame API's `YT.Player` the app uses. */
export interface YoutubeApiPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getPlayerState(): number;
  setVolume(volume: number): void;
  getIframe(): HTMLIFrameElement;
  destroy(): void;
}

export interface YoutubeApiPlayerOptions {
  host: string;
  videoId: string;
  width?: string;
  height?: string;
  playerVars?: Record<string, number | string>;
  events: {
    onReady: () => void;
    onStateChange: (event: { data: number }) => void;
    onError: (event: { data: number }) => void;
  };
}

/** `window.YT` once the IFrame API has loaded (the part used). */
export interface YoutubeIframeApi {
  Player: new (element: HTMLElement, options: YoutubeApiPlayerOptions) => YoutubeApiPlayer;
}

let apiPromise: Promise<YoutubeIframeApi> | null = null;

/**
 * Loads the IFrame API once. Rejects when the script cannot load (offline, blocked) or does not
 * announce itself within `timeoutMs`; a later call tries again.
 */
export function loadYoutubeIframeApi(timeoutMs = 15_000): Promise<YoutubeIframeApi> {
  const w = window as unknown as { YT?: Partial<YoutubeIframeApi>; onYouTubeIframeAPIReady?: () => void };
  if (w.YT?.Player) return Promise.resolve(w.YT as YoutubeIframeApi);
  apiPromise ??= new Promise<YoutubeIframeApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      apiPromise = null;
      script.remove();
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('the YouTube IFrame API did not start in time'), timeoutMs);
    const previous = w.onYouTubeIframeAPIReady;
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      // from now on `window.YT` answers (the first check above)
      apiPromise = null;
      if (w.YT?.Player) resolve(w.YT as YoutubeIframeApi);
      else fail('the YouTube IFrame API loaded without YT.Player');
    };
    script.src = YOUTUBE_IFRAME_API_URL;
    script.async = true;
    script.onerror = () => fail('the YouTube IFrame API did not load');
    document.head.append(script);
  });
  return apiPromise;
}

/** A YouTube player as the app sees it (times in seconds, as the IFrame API counts them). */
export interface YoutubePlayer {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  getCurrentTime(): number;
  getPlayerState(): number;
  setVolume(volume: number): void;
  /** removes the player and its iframe */
  destroy(): void;
}

export interface CreateYoutubePlayerOptions {
  /** the player's iframe is added inside it (React keeps owning the container) */
  container: HTMLElement;
  videoId: string;
  /** the iframe's accessible title */
  title: string;
  width?: string;
  height?: string;
  playerVars?: Record<string, number | string>;
  onReady?: () => void;
  onStateChange?: (state: number) => void;
  onError?: (code: number) => void;
  loadApi?: () => Promise<YoutubeIframeApi>;
}

/**
 * Creates a player once the IFrame API is loaded; resolves with it at once (before it is ready:
 * `onReady` says when it can play). Rejects when the API cannot load.
 */
export async function createYoutubePlayer(options: CreateYoutubePlayerOptions): Promise<YoutubePlayer> {
  const api = await (options.loadApi ?? loadYoutubeIframeApi)();
  // the API replaces the element it is given with its iframe: give it one React does not own
  const target = document.createElement('div');
  options.container.append(target);
  const nameIframe = () => {
    // the iframe exists once the constructor returns; named again on ready in case it was rebuilt
    const iframe = player.getIframe() as HTMLIFrameElement | null | undefined;
    if (iframe) iframe.title = options.title;
  };
  const player: YoutubeApiPlayer = new api.Player(target, {
    host: YOUTUBE_PLAYER_HOST,
    videoId: options.videoId,
    ...(options.width === undefined ? {} : { width: options.width }),
    ...(options.height === undefined ? {} : { height: options.height }),
    playerVars: { rel: 0, playsinline: 1, origin: window.location.origin, ...options.playerVars },
    events: {
      onReady: () => {
        nameIframe();
        options.onReady?.();
      },
      onStateChange: (event) => options.onStateChange?.(event.data),
      onError: (event) => options.onError?.(event.data),
    },
  });
  nameIframe();
  return {
    play: () => player.playVideo(),
    pause: () => player.pauseVideo(),
    seekTo: (seconds) => player.seekTo(seconds, true),
    getCurrentTime: () => player.getCurrentTime(),
    getPlayerState: () => player.getPlayerState(),
    setVolume: (volume) => player.setVolume(volume),
    destroy: () => {
      player.destroy();
      target.remove();
    },
  };
}
