import { useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentChunk, DocumentChunksResponse, Speaker } from '@mnemo/contracts/reading';
import { SPEAKER_COLOR_COUNT } from '@mnemo/contracts/values';
import { getInitials } from '../../../../components/avatar.tsx';
import { Button } from '../../../../components/button.tsx';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/popover.tsx';
import { describeApiError } from '../../../../lib/describe-api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { useUpdateSpeaker } from '../../api/update-speaker.ts';
import { ChunksFallback } from '../chunks-fallback.tsx';

/** The eight avatar colours, in the order of the speaker's `color` index (white initials read on each). */
export const SPEAKER_COLORS = [
  '#4f46e5',
  '#0f766e',
  '#b45309',
  '#be123c',
  '#7c3aed',
  '#0369a1',
  '#4d7c0f',
  '#a21caf',
] as const;

export function formatTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A speaker's name as the reader sees it: the name given, else the label the pipeline stored
 * ("Speaker 2", in English) said in the reader's language.
 */
export function useSpeakerName(): (speaker: Speaker) => string {
  const { t } = useTranslation('material');
  return (speaker) => {
    if (speaker.name) return speaker.name;
    const number = /^Speaker (\d+)$/u.exec(speaker.label)?.[1];
    return number === undefined ? speaker.label : t('speakers.numbered', { number });
  };
}

/** The passage being spoken at `currentMs`: the last one that has started. */
export function findActiveChunk(chunks: DocumentChunk[], currentMs: number): DocumentChunk | null {
  let active: DocumentChunk | null = null;
  for (const chunk of chunks) {
    if (chunk.startMs === null) continue;
    if (chunk.startMs <= currentMs) active = chunk;
    else break;
  }
  return active;
}

/** The passage an `openAt` points at: the one it names, else the one being spoken at its time. */
export function findMarkedChunkId(
  chunks: DocumentChunk[],
  location: { chunkId?: string | null; startMs?: number | null },
): string | null {
  if (location.chunkId) return location.chunkId;
  if (location.startMs === null || location.startMs === undefined) return null;
  return findActiveChunk(chunks, location.startMs)?.id ?? null;
}

export function SpeakerAvatar({ speaker, className }: { speaker: Speaker; className?: string }) {
  const speakerName = useSpeakerName();
  if (speaker.avatarUrl) {
    return (
      <img src={speaker.avatarUrl} alt="" className={cn('size-8 shrink-0 rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white',
        className,
      )}
      style={{ backgroundColor: SPEAKER_COLORS[speaker.color % SPEAKER_COLOR_COUNT] }}
    >
      {getInitials(speakerName(speaker))}
    </span>
  );
}

/** The owner renames a speaker, picks the colour of its initials or uploads a picture (≤ 1 MB). */
function SpeakerEditor({ documentId, speaker, onDone }: { documentId: string; speaker: Speaker; onDone: () => void }) {
  const { t } = useTranslation('material');
  const speakerName = useSpeakerName();
  const [name, setName] = useState(speaker.name ?? '');
  const update = useUpdateSpeaker(documentId);
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <form
      className="flex flex-col gap-3 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        update.mutate(
          { speakerId: speaker.id, update: { name: trimmed === '' ? null : trimmed } },
          { onSuccess: onDone },
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-fg">
        {t('speakers.name')}
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={80}
          placeholder={speakerName({ ...speaker, name: null })}
          className="h-9 rounded-control border border-border-strong bg-surface px-2 text-sm font-normal text-fg"
        />
      </label>
      <div role="radiogroup" aria-label={t('speakers.color')} className="flex flex-wrap gap-1.5">
        {SPEAKER_COLORS.map((color, index) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={speaker.color === index}
            aria-label={t('speakers.colorNumber', { number: index + 1 })}
            onClick={() => update.mutate({ speakerId: speaker.id, update: { color: index } })}
            className={cn(
              'size-6 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring',
              speaker.color === index && 'ring-2 ring-fg ring-offset-2 ring-offset-surface',
            )}
            style={{ backgroundColor: color }}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm text-fg">
          <span className="sr-only">{t('speakers.picture')}</span>
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={t('speakers.picture')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) update.mutate({ speakerId: speaker.id, update: { avatar: file } });
            }}
            className="max-w-full text-xs"
          />
        </label>
        {speaker.avatarUrl ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => update.mutate({ speakerId: speaker.id, update: { avatar: null } })}
          >
            {t('speakers.removePicture')}
          </Button>
        ) : null}
      </div>
      {update.isError ? (
        <InlineMessage tone="error">
          {describeApiError(update.error, {
            UNSUPPORTED_FILE: t('speakers.badPicture'),
            PAYLOAD_TOO_LARGE: t('speakers.badPicture'),
          })}
        </InlineMessage>
      ) : null}
      <Button type="submit" size="sm" isLoading={update.isPending}>
        {t('speakers.save')}
      </Button>
    </form>
  );
}

/**
 * A recording's transcript: each turn with its speaker's avatar and name and its time; clicking a
 * line seeks there; the line being spoken is marked (`aria-current`) and kept in view.
 */
export function Transcript({
  documentId,
  chunks,
  speakers,
  currentMs,
  onSeek,
  canEdit,
  markedChunkId,
}: {
  documentId: string;
  chunks: DocumentChunk[];
  speakers: Speaker[];
  currentMs: number;
  onSeek: (ms: number) => void;
  canEdit: boolean;
  markedChunkId: string | null;
}) {
  const { t } = useTranslation('material');
  const speakerName = useSpeakerName();
  const byId = new Map(speakers.map((speaker) => [speaker.id, speaker]));
  const active = findActiveChunk(chunks, currentMs);
  const listRef = useRef<HTMLOListElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const line = listRef.current?.querySelector<HTMLElement>(`[data-chunk-id="${active.id}"]`);
    line?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {speakers.length > 0 ? (
        <ul aria-label={t('speakers.list')} className="flex shrink-0 flex-wrap gap-2 border-b border-border px-3 py-2">
          {speakers.map((speaker) => (
            <li key={speaker.id} className="flex items-center gap-1.5 text-sm text-fg">
              <SpeakerAvatar speaker={speaker} className="size-6 text-[0.6rem]" />
              <span>{speakerName(speaker)}</span>
              {canEdit ? (
                <Popover
                  open={editingId === speaker.id}
                  onOpenChange={(open) => setEditingId(open ? speaker.id : null)}
                >
                  <PopoverTrigger asChild>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t('speakers.edit', { name: speakerName(speaker) })}
                      icon={<Pencil className="size-3.5" aria-hidden />}
                    />
                  </PopoverTrigger>
                  <PopoverContent align="start" aria-label={t('speakers.edit', { name: speakerName(speaker) })}>
                    <SpeakerEditor documentId={documentId} speaker={speaker} onDone={() => setEditingId(null)} />
                  </PopoverContent>
                </Popover>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ol ref={listRef} aria-label={t('media.transcript')} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {chunks.map((chunk) => {
          const speaker = chunk.speakerId ? byId.get(chunk.speakerId) : undefined;
          const isActive = active?.id === chunk.id;
          return (
            <li
              key={chunk.id}
              data-chunk-id={chunk.id}
              aria-current={isActive ? 'true' : undefined}
              className="flex gap-3 py-1.5"
            >
              {speaker ? (
                <SpeakerAvatar speaker={speaker} className="mt-1" />
              ) : (
                <span className="size-8 shrink-0" aria-hidden />
              )}
              <button
                type="button"
                disabled={chunk.startMs === null}
                onClick={() => chunk.startMs !== null && onSeek(chunk.startMs)}
                className={cn(
                  'flex min-w-0 flex-1 flex-col rounded-control px-2 py-1 text-left text-sm outline-none hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'bg-primary-soft',
                  markedChunkId === chunk.id && 'ring-2 ring-primary',
                )}
              >
                <span className="flex items-baseline gap-2 text-xs text-muted">
                  {speaker ? <span className="font-semibold text-fg">{speakerName(speaker)}</span> : null}
                  {chunk.startMs !== null ? <span className="tabular-nums">{formatTime(chunk.startMs)}</span> : null}
                </span>
                <span className="leading-6 break-words text-fg">{chunk.text}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The transcript of a recording or a video as its chunks load: a skeleton while they come, the
 * load failure, `emptyMessage` when there is none, else the transcript following `currentMs`.
 */
export function TranscriptPane({
  chunks,
  emptyMessage,
  ...props
}: { chunks: UseQueryResult<DocumentChunksResponse>; emptyMessage: string } & Omit<
  Parameters<typeof Transcript>[0],
  'chunks' | 'speakers'
>) {
  if (chunks.isPending || chunks.isError) return <ChunksFallback chunks={chunks} lines={2} />;
  if (chunks.data.chunks.length === 0) return <InlineMessage className="m-4">{emptyMessage}</InlineMessage>;
  return <Transcript chunks={chunks.data.chunks} speakers={chunks.data.speakers} {...props} />;
}
