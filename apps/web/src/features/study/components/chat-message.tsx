import { useTranslation } from 'react-i18next';
import type { SessionFile } from '@mnemo/contracts/library';
import type { ChatMessage } from '@mnemo/contracts/study';
import type { ChatPlace, Citation } from '@mnemo/contracts/material';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOpenAt } from '../../../lib/open-at.ts';
import type { PendingTurn } from '../lib/use-chat-turn.ts';
import { MarkdownText } from './markdown-text.tsx';
import { useDescribeSource } from './source-link.tsx';

/**
 * The places a "where / which chapter" answer lists (issue 22 item 2), most relevant first: each
 * a link that opens the material pane at the section's first page.
 */
function PlaceList({ places, session }: { places: readonly ChatPlace[]; session: SessionFile }) {
  const { t } = useTranslation('study');
  const openAt = useOpenAt();
  const describePages = (place: ChatPlace): string =>
    place.pageFrom === null
      ? ''
      : place.pageTo === null || place.pageTo === place.pageFrom
        ? t('chat.placePage', { page: place.pageFrom })
        : t('chat.placePages', { from: place.pageFrom, to: place.pageTo });
  const documentName = (documentId: string): string | null =>
    session.documents.length > 1
      ? (session.documents.find((document) => document.id === documentId)?.fileName ?? null)
      : null;
  return (
    <ol className="mt-2 flex flex-col gap-1.5" aria-label={t('chat.places')}>
      {places.map((place) => {
        const pages = describePages(place);
        const name = documentName(place.documentId);
        const label = [place.title, pages, name].filter(Boolean).join(' · ');
        return (
          <li key={`${place.documentId}:${place.chunkId}:${place.title}`}>
            {openAt ? (
              <button
                type="button"
                className="text-left text-primary underline underline-offset-2 hover:no-underline"
                onClick={() =>
                  openAt({
                    documentId: place.documentId,
                    page: place.pageFrom,
                    slide: null,
                    startMs: null,
                    chunkId: place.chunkId,
                  })
                }
              >
                {label}
              </button>
            ) : (
              <span>{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function Message({
  role,
  content,
  citations,
  places = [],
  isRefusal,
  isStreaming,
  note,
  session,
}: {
  role: 'user' | 'assistant';
  content: string;
  citations: readonly Citation[];
  places?: readonly ChatPlace[];
  isRefusal?: boolean;
  isStreaming?: boolean;
  note?: string | undefined;
  session: SessionFile;
}) {
  const { t } = useTranslation('study');
  const openAt = useOpenAt();
  const describe = useDescribeSource(session.documents);
  const previews = citations.map((c, i) => ({
    label: t('chat.citation', {
      number: i + 1,
      place: describe({ documentId: c.documentId, page: c.page, slide: c.slide, startMs: c.startMs }),
    }),
    quote: c.quote,
  }));
  const isUser = role === 'user';
  return (
    <li className={cn('flex flex-col gap-1', isUser && 'items-end')}>
      <span className="sr-only">{isUser ? t('chat.you') : t('chat.assistant')}</span>
      <div
        aria-busy={isStreaming || undefined}
        className={cn(
          'max-w-full rounded-card px-3.5 py-2.5 text-base leading-relaxed',
          isUser ? 'bg-primary-soft text-primary-soft-fg sm:max-w-[85%]' : 'text-fg',
        )}
      >
        {isRefusal ? (
          <span className="mb-1 inline-flex rounded-full border border-warning bg-surface px-2 py-0.5 text-xs font-medium text-warning-fg">
            {t('chat.notInMaterial')}
          </span>
        ) : null}
        {isUser ? (
          <p className="whitespace-pre-wrap">{content}</p>
        ) : places.length > 0 ? (
          // the answer's own lines list the same places: its first line leads into the links
          <>
            <p>{content.split('\n')[0]}</p>
            <PlaceList places={places} session={session} />
          </>
        ) : (
          <MarkdownText
            text={content || (isStreaming ? '…' : '')}
            citations={previews}
            onCitation={(index) => {
              const c = citations[index];
              // the quote too: the viewer marks the sentence cited, not the whole passage around it
              if (c && openAt)
                openAt({
                  documentId: c.documentId,
                  page: c.page,
                  slide: c.slide,
                  startMs: c.startMs,
                  chunkId: c.chunkId,
                  quote: c.quote || null,
                });
            }}
          />
        )}
        {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      </div>
    </li>
  );
}

/** The conversation so far, then the turn being answered (streaming, stopped or failed). */
export function MessageList({
  messages,
  pending,
  session,
}: {
  messages: readonly ChatMessage[];
  pending: PendingTurn | null;
  session: SessionFile;
}) {
  const { t } = useTranslation('study');
  return (
    <ol className="flex flex-col gap-4" aria-label={t('tabs.chat')}>
      {messages.map((message) => (
        <Message
          key={message.id}
          role={message.role}
          content={message.content}
          citations={message.citations}
          places={message.places}
          isRefusal={message.isRefusal}
          session={session}
        />
      ))}
      {pending ? (
        <>
          <Message role="user" content={pending.question} citations={[]} session={session} />
          <Message
            role="assistant"
            content={pending.text}
            citations={[]}
            isStreaming={pending.status === 'streaming'}
            note={pending.status === 'stopped' ? t('chat.stopped') : undefined}
            session={session}
          />
          {pending.status === 'failed' ? (
            <InlineMessage tone="error">{pending.error ?? t('chat.failed')}</InlineMessage>
          ) : null}
        </>
      ) : null}
    </ol>
  );
}
