import { useId, type KeyboardEvent, type RefObject } from 'react';
import { Send, Square, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';

const MAX_INPUT_LINES = 6;

/**
 * Under the messages: the question box (Enter sends, Shift+Enter a new line, Escape stops an
 * answer being written; up to six lines tall), "Clear chat", and Send or, while an answer streams,
 * Stop.
 */
export function ChatComposer({
  input,
  onInputChange,
  inputRef,
  isStreaming,
  canClear,
  isClearing,
  onSend,
  onStop,
  onClear,
}: {
  input: string;
  onInputChange: (text: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  isStreaming: boolean;
  canClear: boolean;
  isClearing: boolean;
  onSend: () => void;
  onStop: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('study');
  const inputId = useId();
  const lineCount = Math.min(MAX_INPUT_LINES, Math.max(1, input.split('\n').length));

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    } else if (event.key === 'Escape' && isStreaming) {
      event.preventDefault();
      onStop();
    }
  };

  return (
    <form
      className="sticky bottom-0 flex flex-col gap-2 border-t border-border bg-bg pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
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
        onChange={(event) => onInputChange(event.target.value)}
        onKeyDown={onInputKeyDown}
        className="w-full resize-none rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-subtle focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onClear}
          disabled={!canClear || isStreaming}
          isLoading={isClearing}
          icon={<Trash2 className="size-4" aria-hidden />}
        >
          {t('chat.clear')}
        </Button>
        {isStreaming ? (
          <Button
            type="button"
            variant="secondary"
            onClick={onStop}
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
  );
}
