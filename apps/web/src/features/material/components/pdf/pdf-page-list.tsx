import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pageAt, type PageLayout, type PageSize } from './page-layout.ts';
import { PdfPage } from './pdf-page.tsx';
import type { RenderQueue } from './render-queue.ts';
import { OVERSCAN, PADDING } from './viewer-geometry.ts';

/** The passage to mark on a page (a jump's), or none. */
export interface PageMark {
  page: number;
  text?: string | null | undefined;
  quote?: string | null | undefined;
}

/**
 * The pages near the view, each at its place in the document's layout (the others are not in the
 * DOM), drawn in order of priority: the pages in view first, the nearest the top first, then the
 * pages around them. Over each page lies what `renderPageOverlay` gives (the annotation layer).
 */
export function PdfPageList({
  pdf,
  layout,
  scale,
  scroll,
  queue,
  onSize,
  onDrawn,
  findQuery,
  findPage,
  mark,
  onMarkPlaced,
  renderPageOverlay,
}: {
  pdf: PDFDocumentProxy;
  layout: PageLayout;
  scale: number;
  scroll: { top: number; height: number };
  queue: RenderQueue;
  onSize: (pageNumber: number, size: PageSize) => void;
  onDrawn: () => void;
  /** the find query, normalised ('' when find is closed) */
  findQuery: string;
  /** the page of the current match */
  findPage: number | null;
  mark: PageMark | null;
  onMarkPlaced: (pageNumber: number, topFraction: number) => void;
  renderPageOverlay?: ((page: number, size: { width: number; height: number }) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('material');
  const first = Math.max(1, pageAt(layout, scroll.top) - OVERSCAN);
  const last = Math.min(pdf.numPages, pageAt(layout, scroll.top + scroll.height) + OVERSCAN);
  const visiblePages: number[] = [];
  for (let number = first; number <= last; number += 1) visiblePages.push(number);
  /** pages in view draw first, the nearest the top first; the pages around them (drawn ahead) after */
  const priorityOf = (number: number): number => {
    const top = layout.tops[number - 1]!;
    const isInView = top < scroll.top + scroll.height && top + layout.heights[number - 1]! > scroll.top;
    return isInView ? Math.max(0, top - scroll.top) : 1e9 + Math.abs(top - scroll.top);
  };
  const markQuote = mark?.quote ?? null;
  const markText = mark?.text ?? null;
  const markedPassages = useMemo(() => (markQuote || markText ? [markQuote, markText] : null), [markQuote, markText]);

  return (
    <div className="relative mx-auto" style={{ height: layout.totalHeight, width: layout.maxWidth + 2 * PADDING }}>
      {visiblePages.map((number) => (
        <div
          key={number}
          className="absolute"
          style={{
            top: layout.tops[number - 1],
            left: PADDING + Math.floor((layout.maxWidth - layout.widths[number - 1]!) / 2),
          }}
        >
          <PdfPage
            pdf={pdf}
            pageNumber={number}
            scale={scale}
            width={layout.widths[number - 1]!}
            height={layout.heights[number - 1]!}
            onSize={onSize}
            queue={queue}
            priority={priorityOf(number)}
            onDrawn={onDrawn}
            findQuery={findQuery}
            isCurrentFind={findPage === number}
            markedPassages={mark?.page === number ? markedPassages : null}
            isMarked={mark?.page === number}
            onMarkPlaced={onMarkPlaced}
            label={t('viewer.pageLabel', { page: number })}
          >
            {renderPageOverlay?.(number, {
              width: layout.widths[number - 1]!,
              height: layout.heights[number - 1]!,
            })}
          </PdfPage>
        </div>
      ))}
    </div>
  );
}
