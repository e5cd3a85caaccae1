import type { MusicTrack } from '@mnemo/contracts/guided';
import type { MusicEngine } from './music-store.ts';

/** The part of the YouTube IFrame API the player uses; tests pass a fake of it. */
export interface YoutubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  setVolume(volume: number): void;
  getPlayerState(): number;
  destroy(): void;
}
export interface YoutubeIframeApi {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      height?: string;
      width?: string;
      playerVars?: Record<string, number | string>;
      events: { onReady: () => void; onError: (event: { data: number }) => void };
    },
  ) => YoutubePlayer;
}

/** YT.PlayerState.PLAYING */
const PLAYING = 1;

let apiPromise: Promise<YoutubeIframeApi> | null = null;

/** Loads the IFrame API once (the only network the music player uses; lofi and techno only). */
export function loadYoutubeIframeApi(): Promise<YoutubeIframeApi> {
  const w = window as unknown as { YT?: YoutubeIframeApi; onYouTubeIframeAPIReady?: () => void };
  if (w.YT?.Player) return Promise.resolve(w.YT);
  apiPromise ??= new Promise((resolve, reject) => {
    w.onYouTubeIframeAPIReady = () => resolve(w.YT!);
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.onerror = () => {
      apiPromise = null;
      reject(new Error('the YouTube IFrame API did not load'));
    };
    document.head.append(script);
  });
  return apiPromise;
}

/** A hidden YouTube player for one track: ready when the IFrame API says so. */
export function createYoutubeEngine(loadApi: () => Promise<YoutubeIframeApi> = loadYoutubeIframeApi): MusicEngine {
  let player: YoutubePlayer | null = null;
  let host: HTMLElement | null = null;
  return {
    async load(track: MusicTrack) {
      if (!track.videoId) throw new Error(`no video id for ${track.id}`);
      const api = await loadApi();
      host = document.createElement('div');
      host.hidden = true;
      const target = document.createElement('div');
      host.append(target);
      document.body.append(host);
      await new Promise<void>((resolve, reject) => {
        player = new api.Player(target, {
          videoId: track.videoId!,
          height: '0',
          width: '0',
          playerVars: { autoplay: 0, loop: 1, playlist: track.videoId!, controls: 0 },
          events: { onReady: () => resolve(), onError: (event) => reject(new Error(`YouTube player error ${event.data}`)) },
        });
      });
    },
    play: () => player?.playVideo(),
    pause: () => player?.pauseVideo(),
    setVolume: (volume: number) => player?.setVolume(volume),
    isRunning: () => player?.getPlayerState() === PLAYING,
    dispose() {
      player?.destroy();
      host?.remove();
      player = null;
      host = null;
    },
  };
}
