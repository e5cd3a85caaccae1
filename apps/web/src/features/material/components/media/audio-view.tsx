import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@mnemo/contracts/library';
import { Button } from '../../../../components/button.tsx';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import type { MaterialLocation } from '../../../../lib/open-at.ts';
import { contentUrlQueryKey, useContentUrl } from '../../api/get-content-url.ts';
import { useDocumentChunks } from '../../api/get-document-chunks.ts';
import type { MaterialMark } from '../material-mark.ts';
import { findMarkedChunkId, formatTime, TranscriptPane } from './transcript.tsx';

/**
 * A recording: a player streaming the original file (the signed URL serves HTTP Range, so seeking
 * does not download the rest) beside its transcript, which follows playback. The place in the URL
 * (`t`) is where it starts; `openAt` seeks and marks the line.
 */
export function AudioView({
  document,
  place,
  onLocationChange,
  mark,
  canEdit,
  shareToken,
}: {
  document: DocumentSummary;
  place: MaterialLocation | null;
  onLocationChange: (location: MaterialLocation) => void;
  mark: MaterialMark | null;
  canEdit: boolean;
  shareToken: string | undefined;
}) {
  const { t } = useTranslation('material');
  const queryClient = useQueryClient();
  const contentUrl = useContentUrl(document.id, 'original', shareToken);
  const chunks = useDocumentChunks(document.id, shareToken);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [currentMs, setCurrentMs] = useState(place?.startMs ?? 0);
  const [durationMs, setDurationMs] = useState(document.durationMs ?? 0);
  const [isPlaying, setIsPlaying] = useState(false);
  /** where to resume once a new URL is loaded (after the old one expired) */
  const resumeAt = useRef<number | null>(place?.startMs ?? null);
  /**
   * The last position known while the recording was loaded. A new signed URL (the reload paints
   * from the cached one, then a fresh one arrives) reloads the element at 0: it resumes from here.
   */
  const positionMs = useRef(place?.startMs ?? 0);

  const seek = useCallback(
    (ms: number) => {
      const audio = audioRef.current;
      setCurrentMs(ms);
      positionMs.current = ms;
      onLocationChange({ documentId: document.id, startMs: ms });
      if (!audio) return;
      if (audio.readyState >= 1) audio.currentTime = ms / 1000;
      else resumeAt.current = ms;
    },
    [document.id, onLocationChange],
  );

  const markStartMs = mark?.location.startMs ?? null;
  useEffect(() => {
    const audio = audioRef.current;
    if (markStartMs === null || !audio) return;
    if (audio.readyState >= 1) audio.currentTime = markStartMs / 1000;
    else resumeAt.current = markStartMs;
  }, [mark, markStartMs]);

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setIsPlaying(false));
    else audio.pause();
  };

  if (contentUrl.isError) {
    return (
      <InlineMessage tone="error" className="m-4">
        {t('viewer.loadFailed')}
      </InlineMessage>
    );
  }
  const markedChunkId = mark && chunks.data ? findMarkedChunkId(chunks.data.chunks, mark.location) : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 flex-wrap items-center gap-3 border-b border-border px-3 py-2">
        {contentUrl.data ? (
          <audio
            ref={audioRef}
            src={contentUrl.data.url}
            preload="metadata"
            onLoadedMetadata={(event) => {
              const audio = event.currentTarget;
              if (Number.isFinite(audio.duration)) setDurationMs(audio.duration * 1000);
              const resume = resumeAt.current ?? positionMs.current;
              resumeAt.current = null;
              if (resume > 0) audio.currentTime = resume / 1000;
            }}
            onTimeUpdate={(event) => {
              // before its metadata a (re)loading element says 0, which is not where the listener is
              if (event.currentTarget.readyState < 1) return;
              positionMs.current = event.currentTarget.currentTime * 1000;
              setCurrentMs(positionMs.current);
            }}
            onPlay={() => setIsPlaying(true)}
            onPause={(event) => {
              setIsPlaying(false);
              onLocationChange({
                documentId: document.id,
                startMs: Math.round(event.currentTarget.currentTime * 1000),
              });
            }}
            onError={(event) => {
              // the signed URL expired: ask for a new one and carry on from the same time
              resumeAt.current = event.currentTarget.currentTime * 1000;
              void queryClient.invalidateQueries({ queryKey: contentUrlQueryKey(document.id, 'original', shareToken) });
            }}
          />
        ) : null}
        <Button
          size="icon-sm"
          aria-label={isPlaying ? t('media.pause') : t('media.play')}
          title={isPlaying ? t('media.pause') : t('media.play')}
          disabled={!contentUrl.data}
          onClick={togglePlay}
          icon={isPlaying ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
        />
        <input
          type="range"
          aria-label={t('media.position')}
          aria-valuetext={`${formatTime(currentMs)} / ${formatTime(durationMs)}`}
          min={0}
          max={Math.max(1, Math.round(durationMs))}
          step={1000}
          value={Math.min(Math.round(currentMs), Math.max(1, Math.round(durationMs)))}
          onChange={(event) => seek(Number(event.target.value))}
          className="min-w-24 flex-1 accent-primary"
        />
        <span className="text-xs text-muted tabular-nums" aria-live="off">
          <span data-testid="player-time">{formatTime(currentMs)}</span> / {formatTime(durationMs)}
        </span>
      </div>
      <TranscriptPane
        chunks={chunks}
        emptyMessage={t('media.noRecordingTranscript')}
        documentId={document.id}
        currentMs={currentMs}
        onSeek={seek}
        canEdit={canEdit}
        markedChunkId={markedChunkId}
      />
    </div>
  );
}
