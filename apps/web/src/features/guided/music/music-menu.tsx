import { useSyncExternalStore } from 'react';
import { Music, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MusicTrackId } from '@mnemo/contracts/guided';
import { Button } from '../../../components/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/popover.tsx';
import { useMusicConfig } from '../api/music-config.ts';
import { createGeneratedEngine } from './generated-engine.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createMusicStore, pickOfferedTrack, type MusicStore } from './music-store.ts';
import { createYoutubeEngine } from './youtube-engine.ts';

let store: MusicStore | null = null;

/** The one player of the page: outside React, so it keeps playing across route changes. */
function getMusicStore(): MusicStore {
  store ??= createMusicStore({
    engineFor: (track) =>
      track.source === 'youtube'
        ? createYoutubeEngine(undefined, i18n.t('guided:music.menu'))
        : createGeneratedEngine(),
    storage: typeof window === 'undefined' ? null : window.localStorage,
  });
  return store;
}

/**
 * The music dropdown (signed in): play / pause, track, volume — in the top bar as an icon, and
 * named ("Music") beside the guided break's timer. Both drive the page's one player.
 */
export function MusicMenu({ isLabelled = false }: { isLabelled?: boolean }) {
  const { t } = useTranslation('guided');
  const music = getMusicStore();
  const state = useSyncExternalStore(music.subscribe, music.getState, music.getState);
  const config = useMusicConfig();
  const tracks = config.data?.tracks ?? [];
  const isPlaying = state.status === 'playing';
  const offered = pickOfferedTrack(tracks, state);

  const onToggle = () => {
    if (!state.track) {
      if (!offered) return;
      // the first press loads the offered track (the one chosen last, else the first), then plays it once it is ready
      void music.selectTrack(offered).then(() => music.toggle());
      return;
    }
    music.toggle();
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        {isLabelled ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Music className={isPlaying ? 'size-4 text-primary' : 'size-4'} aria-hidden />}
          >
            {t('music.menu')}
          </Button>
        ) : (
          <button
            type="button"
            aria-label={t('music.menu')}
            className="inline-flex size-10 items-center justify-center rounded-control text-muted transition-colors hover:bg-surface-2 hover:text-fg"
          >
            <Music className={isPlaying ? 'size-5 text-primary' : 'size-5'} aria-hidden />
          </button>
        )}
      </PopoverTrigger>
      <PopoverContent className="w-72">
        <div className="flex flex-col gap-3 p-1" data-music-status={state.status}>
          <Button
            onClick={onToggle}
            disabled={state.status === 'loading' || tracks.length === 0}
            isLoading={state.status === 'loading'}
            icon={isPlaying ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          >
            {isPlaying ? t('music.pause') : t('music.play')}
          </Button>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-fg">{t('music.track')}</span>
            <select
              value={offered?.id ?? ''}
              onChange={(event) => {
                const track = tracks.find((x) => x.id === (event.target.value as MusicTrackId));
                if (track) void music.selectTrack(track);
              }}
              className="h-9 rounded-control border border-border bg-surface px-2 text-sm text-fg"
            >
              {offered ? null : <option value="">—</option>}
              {tracks.map((track) => (
                <option key={track.id} value={track.id}>
                  {t(`music.tracks.${track.id}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-fg">{t('music.volume')}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={state.volume}
              onChange={(event) => music.setVolume(Number(event.target.value))}
              className="accent-primary"
            />
          </label>
        </div>
      </PopoverContent>
    </Popover>
  );
}
