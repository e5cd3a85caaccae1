import type { MusicConfig, MusicTrack } from '@mnemo/contracts/guided';
import type { Config } from '../../config.ts';

/**
 * The music player's tracks: noise and binaural beats are generated in the browser (offline);
 * lofi and techno play from YouTube only when the operator configured their video ids.
 */
export function getMusicConfig(config: Pick<Config, 'MUSIC_LOFI_VIDEO_ID' | 'MUSIC_TECHNO_VIDEO_ID'>): MusicConfig {
  const youtube = (id: 'lofi' | 'techno', videoId: string | undefined): MusicTrack[] =>
    videoId ? [{ id, source: 'youtube', videoId }] : [];
  return {
    tracks: [
      ...youtube('lofi', config.MUSIC_LOFI_VIDEO_ID),
      { id: 'binaural', source: 'generated', videoId: null },
      { id: 'whitenoise', source: 'generated', videoId: null },
      { id: 'brownnoise', source: 'generated', videoId: null },
      ...youtube('techno', config.MUSIC_TECHNO_VIDEO_ID),
    ],
  };
}
