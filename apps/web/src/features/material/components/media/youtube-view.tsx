import { useCallback, useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@mnemo/contracts/library';
import { Button } from '../../../../components/button.tsx';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import type { MaterialLocation } from '../../../../lib/open-at.ts';
import { createYoutubePlayer, YoutubePlayerState, type YoutubePlayer } from '../../../../lib/youtube-player.ts';
import { useDocumentChunks } from '../../api/get-document-chunks.ts';
import type { MaterialMark } from '../material-mark.ts';
import { findMarkedChunkId, formatTime, TranscriptPane } from './transcript.tsx';

/** How often the line being spoken is looked up while the video plays (the IFrame API has no time event). */
export const FOLLOW_INTERVAL_MS = 250;

type PlayerStatus = 'loading' | 'ready' | 'failed';

/**
 * A YouTube video through the app's one YouTube player (privacy-enhanced origin), with its
 * transcript beside it: a click on a line seeks there, the line being spoken is marked and kept
 * in view. The URL's `t` is where it starts; `openAt` seeks and marks the line. Without YouTube
 * (offline, blocked, not embeddable) the transcript still shows, with a message.
 */
export function YoutubeView({
  document,
  place,
  onLocationChange,
  mark,
  shareToken,
}: {
  document: DocumentSummary;
  place: MaterialLocation | null;
  onLocationChange: (location: MaterialLocation) => void;
  mark: MaterialMark | null;
  shareToken: string | undefined;
}) {
  const { t } = useTranslation('material');
  const chunks = useDocumentChunks(document.id, shareToken);
  const containerRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YoutubePlayer | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [isPlaying, setIsPlaying] = useState(false);
  const [currentMs, setCurrentMs] = useState(place?.startMs ?? 0);
  /** a seek asked for before the player was ready */
  const pendingSeekMs = useRef<number | null>(null);
  const startMs = useRef(place?.startMs ?? 0);
  const title = document.fileName ? t('media.videoTitle', { name: document.fileName }) : t('media.video');
  const titleRef = useRef(title);
  const reportLocation = useRef(onLocationChange);
  useEffect(() => {
    reportLocation.current = onLocationChange;
    titleRef.current = title;
    // the language changed: the player keeps playing, its iframe takes the new title
    containerRef.current?.querySelector('iframe')?.setAttribute('title', title);
  }, [onLocationChange, title]);

  useEffect(() => {
    const container = containerRef.current;
    const videoId = document.videoId;
    if (!container || !videoId) {
      setStatus('failed');
      return;
    }
    let isCancelled = false;
    let created: YoutubePlayer | null = null;
    createYoutubePlayer({
      container,
      videoId,
      title: titleRef.current,
      width: '100%',
      height: '100%',
      // the place in the URL: cued there, without playing
      playerVars: { start: Math.floor(startMs.current / 1000) },
      onReady: () => {
        if (isCancelled) return;
        setStatus('ready');
        const pending = pendingSeekMs.current;
        pendingSeekMs.current = null;
        if (pending !== null) created?.seekTo(pending / 1000);
      },
      onStateChange: (state) => {
        if (isCancelled) return;
        setIsPlaying(state === YoutubePlayerState.PLAYING);
        if (state === YoutubePlayerState.PAUSED && created) {
          const ms = Math.round(created.getCurrentTime() * 1000);
          setCurrentMs(ms);
          reportLocation.current({ documentId: document.id, startMs: ms });
        }
      },
      onError: () => {
        if (!isCancelled) setStatus('failed');
      },
    }).then(
      (player) => {
        if (isCancelled) {
          player.destroy();
          return;
        }
        created = player;
        playerRef.current = player;
      },
      () => {
        if (!isCancelled) setStatus('failed');
      },
    );
    return () => {
      isCancelled = true;
      created?.destroy();
      playerRef.current = null;
    };
  }, [document.id, document.videoId]);

  // the IFrame API has no time event: follow the current time while the video plays
  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setInterval(() => {
      const player = playerRef.current;
      if (player) setCurrentMs(player.getCurrentTime() * 1000);
    }, FOLLOW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPlaying]);

  const seekPlayer = useCallback(
    (ms: number) => {
      setCurrentMs(ms);
      const player = playerRef.current;
      if (player && status === 'ready') player.seekTo(ms / 1000);
      else pendingSeekMs.current = ms;
    },
    [status],
  );

  const seek = useCallback(
    (ms: number) => {
      seekPlayer(ms);
      onLocationChange({ documentId: document.id, startMs: ms });
    },
    [seekPlayer, document.id, onLocationChange],
  );

  // openAt: seek to the marked time (each mark is new, so the same place can be opened twice)
  const markStartMs = mark?.location.startMs ?? null;
  const lastMarkKey = useRef<number | null>(null);
  useEffect(() => {
    if (!mark || markStartMs === null || lastMarkKey.current === mark.key) return;
    lastMarkKey.current = mark.key;
    seekPlayer(markStartMs);
  }, [mark, markStartMs, seekPlayer]);

  const togglePlay = () => {
    const player = playerRef.current;
    if (!player) return;
    if (isPlaying) player.pause();
    else player.play();
  };

  const durationMs = document.durationMs ?? 0;
  const markedChunkId = mark && chunks.data ? findMarkedChunkId(chunks.data.chunks, mark.location) : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className={status === 'failed' ? 'hidden' : 'shrink-0 border-b border-border bg-black'}>
        <div
          ref={containerRef}
          className="relative mx-auto aspect-video w-full max-w-[80vh] [&>iframe]:absolute [&>iframe]:inset-0 [&>iframe]:size-full"
        >
          {status === 'loading' ? <Skeleton className="absolute inset-0 rounded-none" /> : null}
        </div>
      </div>
      {status === 'failed' ? (
        <InlineMessage className="m-3">{t('media.videoFailed')}</InlineMessage>
      ) : (
        <div className="flex shrink-0 flex-wrap items-center gap-3 border-b border-border px-3 py-2">
          <Button
            size="icon-sm"
            aria-label={isPlaying ? t('media.pauseVideo') : t('media.playVideo')}
            title={isPlaying ? t('media.pauseVideo') : t('media.playVideo')}
            disabled={status !== 'ready'}
            onClick={togglePlay}
            icon={isPlaying ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          />
          <span className="text-xs text-muted tabular-nums" aria-live="off">
            <span data-testid="player-time">{formatTime(currentMs)}</span>
            {durationMs > 0 ? ` / ${formatTime(durationMs)}` : null}
          </span>
        </div>
      )}
      <TranscriptPane
        chunks={chunks}
        emptyMessage={t('media.noTranscript')}
        documentId={document.id}
        currentMs={currentMs}
        onSeek={seek}
        canEdit={false}
        markedChunkId={markedChunkId}
      />
    </div>
  );
}
