import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Send, Square, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionFile } from '@mnemo/contracts/library';
import type { ChatPlace, Citation } from '@mnemo/contracts/material';
import type { ChatHistoryResponse, ChatMessage } from '@mnemo/contracts/study';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { Button, getButtonClassName } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { Modal } from '../../../components/modal.tsx';
import { QuotaModal } from '../../../components/quota-modal.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useOpenAt } from '../../../lib/open-at.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { streamChatAnswer, useChatHistory, useClearChat } from '../api/chat.ts';
import type { SessionScope } from '../api/quiz.ts';
import { usePaneKeys } from '../lib/use-pane-keys.ts';
import { MarkdownText } from './markdown-text.tsx';
import { useDescribeSource } from './source-link.tsx';

interface PendingTurn {
  question: string;
  text: string;
  status: 'streaming' | 'stopped' | 'failed';
  error?: string;
}

const MAX_INPUT_LINES = 6;

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

function Message({
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

export interface ChatPanelProps {
  session: SessionFile;
  shareToken?: string | undefined;
}

/**
 * The "Chat" tab (issue 11 item 6): answers stream in (NDJSON through the shared api client),
 * "Stop" cancels, Markdown and maths render safely and numbered citations open the source with
 * `openAt`. The history is the caller's own per session; "Clear chat" removes it.
 */
export function ChatPanel({ session, shareToken }: ChatPanelProps) {
  const { t } = useTranslation(['study', 'errors']);
  const queryClient = useQueryClient();
  const location = useLocation();
  const scope: SessionScope = { sessionId: session.id, shareToken };
  const history = useChatHistory(scope);
  const clear = useClearChat(scope);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listEndRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const inputId = useId();
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [quotaLimit, setQuotaLimit] = useState<QuotaLimitKind | null>(null);
  const [isLoginRequired, setIsLoginRequired] = useState(false);
  const isStreaming = pending?.status === 'streaming';
  const isProcessing = session.documents.some((d) => d.status === 'queued' || d.status === 'processing');

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    listEndRef.current?.scrollIntoView({ block: 'nearest' });
  }, [pending?.text, history.data?.messages.length]);

  const stop = () => {
    abortRef.current?.abort();
  };

  const send = async (message: string) => {
    const question = message.trim();
    if (!question || isStreaming) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setInput('');
    setPending({ question, text: '', status: 'streaming' });
    setAnnouncement(t('chat.writing'));
    let text = '';
    try {
      const last = await streamChatAnswer(scope, question, {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === 'text') {
            text += event.delta;
            setPending((turn) => (turn ? { ...turn, text } : turn));
          }
        },
      });
      if (last?.type === 'done') {
        const now = new Date().toISOString();
        const turns: ChatMessage[] = [
          {
            id: `${last.messageId}-q`,
            role: 'user',
            content: question,
            citations: [],
            places: [],
            isRefusal: false,
            createdAt: now,
          },
          {
            id: last.messageId,
            role: 'assistant',
            content: last.text,
            citations: last.citations,
            places: last.places,
            isRefusal: last.isRefusal,
            createdAt: now,
          },
        ];
        queryClient.setQueryData<ChatHistoryResponse>(queryKeys.chat(session.id, shareToken), (data) => ({
          messages: [...(data?.messages ?? []), ...turns],
        }));
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat(session.id, shareToken) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
        setPending(null);
        setAnnouncement(last.text);
      } else if (last?.type === 'error') {
        if (last.error.limit) setQuotaLimit(last.error.limit);
        setPending({ question, text, status: 'failed', error: last.error.message || t('chat.failed') });
        setAnnouncement(last.error.message || t('chat.failed'));
      } else {
        setPending({ question, text, status: 'failed', error: t('chat.failed') });
      }
    } catch (error) {
      if (controller.signal.aborted) {
        setPending({ question, text, status: 'stopped' });
        setAnnouncement(t('chat.stopped'));
        return;
      }
      if (isApiError(error) && error.status === 401) setIsLoginRequired(true);
      else if (isApiError(error) && error.status === 402 && error.limit) setQuotaLimit(error.limit);
      // The question goes back into the box, so nothing typed is lost.
      setInput(question);
      setPending({ question, text, status: 'failed', error: describeApiError(error) });
      setAnnouncement(describeApiError(error));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  usePaneKeys(containerRef, (event) => {
    if (event.key === '/') {
      inputRef.current?.focus();
      return true;
    }
    if (event.key === 'Escape' && isStreaming) {
      stop();
      return true;
    }
    return false;
  });

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    } else if (event.key === 'Escape' && isStreaming) {
      event.preventDefault();
      stop();
    }
  };

  const messages = history.data?.messages ?? [];
  const isEmpty = messages.length === 0 && !pending;
  const lineCount = Math.min(MAX_INPUT_LINES, Math.max(1, input.split('\n').length));
  const here = `${location.pathname}${location.search}`;

  return (
    <div ref={containerRef} className="mx-auto flex w-full max-w-[48rem] flex-col gap-4">
      <NeedsConnection what="chat" />
      {isProcessing ? <InlineMessage tone="info">{t('chat.processingNote')}</InlineMessage> : null}
      {history.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden>
          <Skeleton className="h-10 w-2/3 self-end" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : history.isError ? (
        <InlineMessage tone="error">{describeApiError(history.error)}</InlineMessage>
      ) : isEmpty ? (
        <div className="flex flex-col gap-3 py-4">
          <p className="text-muted">{t('chat.empty')}</p>
          {session.keyConcepts.length > 0 ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm font-medium text-fg">{t('chat.suggestions')}</p>
              <div className="flex flex-wrap gap-2">
                {session.keyConcepts.slice(0, 3).map((concept) => (
                  <Button
                    key={concept}
                    variant="secondary"
                    size="sm"
                    onClick={() => void send(t('chat.suggestion', { concept }))}
                  >
                    {t('chat.suggestion', { concept })}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}
        </div>
      ) : (
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
      )}
      <div ref={listEndRef} />

      <form
        className="sticky bottom-0 flex flex-col gap-2 border-t border-border bg-bg pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(input);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          value={input}
          rows={lineCount}
          maxLength={4000}
          placeholder={t('chat.placeholder')}
          aria-keyshortcuts="/"
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onInputKeyDown}
          className="w-full resize-none rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-subtle focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => clear.mutate(undefined, { onSuccess: () => setAnnouncement(t('chat.cleared')) })}
            disabled={messages.length === 0 || isStreaming}
            isLoading={clear.isPending}
            icon={<Trash2 className="size-4" aria-hidden />}
          >
            {t('chat.clear')}
          </Button>
          {isStreaming ? (
            <Button
              type="button"
              variant="secondary"
              onClick={stop}
              aria-keyshortcuts="Escape"
              icon={<Square className="size-4" aria-hidden />}
            >
              {t('chat.stop')}
            </Button>
          ) : (
            <Button type="submit" disabled={!input.trim()} icon={<Send className="size-4" aria-hidden />}>
              {t('chat.send')}
            </Button>
          )}
        </div>
      </form>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <QuotaModal limit={quotaLimit} onClose={() => setQuotaLimit(null)} />
      <Modal
        open={isLoginRequired}
        onOpenChange={setIsLoginRequired}
        title={t('chat.loginTitle')}
        description={t('chat.loginBody')}
        footer={
          <>
            <Link to={paths.register(here)} className={getButtonClassName('secondary')}>
              {t('chat.register')}
            </Link>
            <Link to={paths.login(here)} className={getButtonClassName('primary')}>
              {t('chat.login')}
            </Link>
          </>
        }
      />
    </div>
  );
}
