import { useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp, MoveHorizontal, Search, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';

/**
 * The viewer's toolbar: previous/next page, the page box, zoom out/in, fit width, find, and the
 * tools the viewer is given (`children`) at its end. A container: its tools drop their labels
 * (keeping their names) when it is narrow, so it stays one line.
 */
export function PdfToolbar({
  isReady,
  currentPage,
  pageCount,
  onShowPage,
  onGoToPage,
  canZoomOut,
  canZoomIn,
  isFitWidth,
  onZoomOut,
  onZoomIn,
  onFitWidth,
  isFindOpen,
  onToggleFind,
  children,
}: {
  isReady: boolean;
  currentPage: number;
  pageCount: number;
  onShowPage: (page: number) => void;
  /** a page typed in the page box (a whole number from 1) */
  onGoToPage: (page: number) => void;
  canZoomOut: boolean;
  canZoomIn: boolean;
  isFitWidth: boolean;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onFitWidth: () => void;
  isFindOpen: boolean;
  onToggleFind: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('material');
  /** what is typed in the page box, until it is sent or left (null: the page shown) */
  const [pageInput, setPageInput] = useState<string | null>(null);
  return (
    <div
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      className="@container/pdf-toolbar flex shrink-0 flex-wrap items-center gap-1 border-b border-border px-2 py-1.5"
    >
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.previousPage')}
        title={t('viewer.previousPage')}
        disabled={!isReady || currentPage <= 1}
        onClick={() => onShowPage(currentPage - 1)}
        icon={<ChevronUp className="size-4" aria-hidden />}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.nextPage')}
        title={t('viewer.nextPage')}
        disabled={!isReady || currentPage >= pageCount}
        onClick={() => onShowPage(currentPage + 1)}
        icon={<ChevronDown className="size-4" aria-hidden />}
      />
      <form
        className="flex items-center gap-1 text-sm text-muted"
        onSubmit={(event) => {
          event.preventDefault();
          const target = Number(pageInput);
          setPageInput(null);
          if (Number.isInteger(target) && target >= 1) onGoToPage(target);
        }}
      >
        <input
          aria-label={t('viewer.page')}
          inputMode="numeric"
          value={pageInput ?? String(currentPage)}
          onChange={(event) => setPageInput(event.target.value.replace(/\D/g, ''))}
          onBlur={() => setPageInput(null)}
          onFocus={(event) => event.target.select()}
          disabled={!isReady}
          className="h-8 w-12 rounded-control border border-border-strong bg-surface px-1.5 text-center text-sm text-fg tabular-nums"
        />
        <span className="whitespace-nowrap tabular-nums">{t('viewer.ofPages', { count: pageCount })}</span>
      </form>
      <span className="mx-1 h-5 w-px bg-border" aria-hidden />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.zoomOut')}
        title={t('viewer.zoomOut')}
        disabled={!isReady || !canZoomOut}
        onClick={onZoomOut}
        icon={<ZoomOut className="size-4" aria-hidden />}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.zoomIn')}
        title={t('viewer.zoomIn')}
        disabled={!isReady || !canZoomIn}
        onClick={onZoomIn}
        icon={<ZoomIn className="size-4" aria-hidden />}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.fitWidth')}
        title={t('viewer.fitWidth')}
        aria-pressed={isFitWidth}
        disabled={!isReady}
        onClick={onFitWidth}
        icon={<MoveHorizontal className="size-4" aria-hidden />}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('viewer.find')}
        title={t('viewer.find')}
        aria-expanded={isFindOpen}
        disabled={!isReady}
        onClick={onToggleFind}
        icon={<Search className="size-4" aria-hidden />}
      />
      {children}
    </div>
  );
}
