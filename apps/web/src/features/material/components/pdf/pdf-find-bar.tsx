import type { RefObject } from 'react';
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import type { PdfFindState } from './use-pdf-find.ts';

/** The find bar: the query (Enter finds the next match, Shift+Enter the previous, Escape closes), and where it was found. */
export function PdfFindBar({
  find,
  inputRef,
  onQueryChange,
  onFind,
  onClose,
  onEscape,
}: {
  find: PdfFindState;
  inputRef: RefObject<HTMLInputElement | null>;
  onQueryChange: (query: string) => void;
  onFind: (direction: 1 | -1) => void;
  onClose: () => void;
  /** closed by Escape: the pages take the focus back */
  onEscape: () => void;
}) {
  const { t } = useTranslation('material');
  return (
    <form
      role="search"
      className="flex shrink-0 flex-wrap items-center gap-1 border-b border-border px-2 py-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onFind(1);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        aria-label={t('viewer.findLabel')}
        value={find.query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onEscape();
          } else if (event.key === 'Enter' && event.shiftKey) {
            event.preventDefault();
            onFind(-1);
          }
        }}
        className="h-8 min-w-0 flex-1 rounded-control border border-border-strong bg-surface px-2 text-sm text-fg"
      />
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.findPrevious')}
        onClick={() => onFind(-1)}
        icon={<ChevronUp className="size-4" aria-hidden />}
      />
      <Button
        type="submit"
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.findNext')}
        icon={<ChevronDown className="size-4" aria-hidden />}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.closeFind')}
        onClick={onClose}
        icon={<X className="size-4" aria-hidden />}
      />
      <span role="status" className="w-full text-xs text-muted">
        {find.isMissing
          ? t('viewer.noMatches')
          : find.page !== null
            ? t('viewer.foundOnPage', { page: find.page })
            : ''}
      </span>
    </form>
  );
}
