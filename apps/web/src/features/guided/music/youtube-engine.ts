import type { MusicTrack } from '@mnemo/contracts/guided';
import {
  createYoutubePlayer,
  YoutubePlayerState,
  type YoutubeIframeApi,
  type YoutubePlayer,
} from '../../../lib/youtube-player.ts';
import type { MusicEngine } from './music-store.ts';

/**
 * A hidden YouTube player for one track, through the app's one YouTube player (`lib/youtube-player`):
 * ready when the IFrame API says so. The only network the music player uses (lofi and techno only).
 */
export function createYoutubeEngine(loadApi?: () => Promise<YoutubeIframeApi>, title = 'Music'): MusicEngine {
  let player: YoutubePlayer | null = null;
  let host: HTMLElement | null = null;
  let isDisposed = false;
  return {
    async load(track: MusicTrack) {
      const videoId = track.videoId;
      if (!videoId) throw new Error(`no video id for ${track.id}`);
      host = document.createElement('div');
      host.hidden = true;
      document.body.append(host);
      const container = host;
      await new Promise<void>((resolve, reject) => {
        createYoutubePlayer({
          container,
          videoId,
          title,
          height: '0',
          width: '0',
          playerVars: { autoplay: 0, loop: 1, playlist: videoId, controls: 0 },
          onReady: () => resolve(),
          onError: (code) => reject(new Error(`YouTube player error ${code}`)),
          ...(loadApi ? { loadApi } : {}),
        }).then((created) => {
          // the track was changed while the IFrame API loaded: this player is not wanted
          if (isDisposed) created.destroy();
          else player = created;
        }, reject);
      });
    },
    play: () => player?.play(),
    pause: () => player?.pause(),
    setVolume: (volume: number) => player?.setVolume(volume),
    isRunning: () => player?.getPlayerState() === YoutubePlayerState.PLAYING,
    dispose() {
      isDisposed = true;
      player?.destroy();
      host?.remove();
      player = null;
      host = null;
    },
  };
}
