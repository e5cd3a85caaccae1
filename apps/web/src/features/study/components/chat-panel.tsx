import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionFile } from '@mnemo/contracts/library';
import { Button, getButtonClassName } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal } from '../../../components/modal.tsx';
import { QuotaModal } from '../../../components/quota-modal.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useChatHistory, useClearChat } from '../api/chat.ts';
import type { SessionScope } from '../api/quiz.ts';
import { useChatTurn } from '../lib/use-chat-turn.ts';
import { usePaneKeys } from '../lib/use-pane-keys.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './chat-message.tsx';
import { NeedsConnection } from './needs-connection.tsx';

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
  const location = useLocation();
  const scope: SessionScope = { sessionId: session.id, shareToken };
  const history = useChatHistory(scope);
  const clear = useClearChat(scope);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listEndRef = useRef<HTMLDivElement>(null);
  const [input, setInput] = useState('');
  const turn = useChatTurn(scope, setInput);
  const { pending, isStreaming, send, stop } = turn;
  const isProcessing = session.documents.some((d) => d.status === 'queued' || d.status === 'processing');

  useEffect(() => {
    listEndRef.current?.scrollIntoView({ block: 'nearest' });
  }, [pending?.text, history.data?.messages.length]);

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

  const messages = history.data?.messages ?? [];
  const isEmpty = messages.length === 0 && !pending;
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
        <MessageList messages={messages} pending={pending} session={session} />
      )}
      <div ref={listEndRef} />

      <ChatComposer
        input={input}
        onInputChange={setInput}
        inputRef={inputRef}
        isStreaming={isStreaming}
        canClear={messages.length > 0}
        isClearing={clear.isPending}
        onSend={() => void send(input)}
        onStop={stop}
        onClear={() => clear.mutate(undefined, { onSuccess: () => turn.setAnnouncement(t('chat.cleared')) })}
      />
      <div role="status" aria-live="polite" className="sr-only">
        {turn.announcement}
      </div>
      <QuotaModal limit={turn.quotaLimit} onClose={turn.clearQuotaLimit} />
      <Modal
        open={turn.isLoginRequired}
        onOpenChange={turn.setIsLoginRequired}
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
