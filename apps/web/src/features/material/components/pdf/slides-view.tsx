import { useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, GalleryVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentChunk } from '@mnemo/contracts/reading';
import { Button } from '../../../../components/button.tsx';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import { PdfPage } from './pdf-page.tsx';
import { useElementWidth } from './use-element-width.ts';
import { usePageSize } from './use-page-sizes.ts';
import { usePdfDocument } from './use-pdf-document.ts';
import './pdf-viewer.css';

/** A slide's speaker notes: the extractor writes them after the slide's own text, past a blank line. */
export function getSpeakerNotes(chunks: DocumentChunk[], slide: number): string | null {
  const text = chunks
    .filter((chunk) => chunk.slide === slide)
    .map((chunk) => chunk.text)
    .join('\n');
  const index = text.search(/\n\s*\n/);
  if (index === -1) return null;
  const notes = text.slice(index).trim();
  return notes === '' ? null : notes;
}

/**
 * A slide deck as it looks (the PDF the pipeline rendered with LibreOffice): one slide at a time
 * or all of them, each with its speaker notes underneath, annotations on every slide.
 */
export function SlidesView({
  url,
  chunks,
  slide,
  onSlideChange,
  markedSlide,
  renderPageOverlay,
  toolbar,
}: {
  url: string;
  chunks: DocumentChunk[];
  slide: number | null;
  onSlideChange: (slide: number) => void;
  markedSlide: number | null;
  renderPageOverlay: (page: number) => ReactNode;
  toolbar: ReactNode;
}) {
  const { t } = useTranslation('material');
  const { pdf, error } = usePdfDocument(url);
  const baseSize = usePageSize(pdf);
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const [isAll, setIsAll] = useState(false);
  const count = pdf?.numPages ?? 0;
  const current = Math.min(Math.max(1, slide ?? 1), Math.max(1, count));
  const slideWidth = Math.max(120, Math.min(width - 32, 1100));
  const scale = baseSize ? slideWidth / baseSize.width : 1;
  const slideHeight = baseSize ? Math.floor(baseSize.height * scale) : 0;

  const renderSlide = (number: number) => {
    const notes = getSpeakerNotes(chunks, number);
    return (
      <figure key={number} className="flex flex-col items-center gap-2">
        <PdfPage
          pdf={pdf!}
          pageNumber={number}
          scale={scale}
          width={slideWidth}
          height={slideHeight}
          findQuery=""
          isCurrentFind={false}
          markedPassages={null}
          isMarked={markedSlide === number}
          label={t('slides.slideLabel', { slide: number })}
        >
          {renderPageOverlay(number)}
        </PdfPage>
        <figcaption
          className="w-full max-w-full rounded-control border border-border bg-surface px-3 py-2 text-sm"
          style={{ width: slideWidth }}
        >
          <span className="block text-xs font-semibold text-muted">{t('slides.notes')}</span>
          <span className="block whitespace-pre-wrap text-fg">{notes ?? t('slides.noNotes')}</span>
        </figcaption>
      </figure>
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        role="toolbar"
        aria-label={t('viewer.toolbar')}
        className="flex shrink-0 flex-wrap items-center gap-1 border-b border-border px-2 py-1.5"
      >
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('slides.previous')}
          disabled={isAll || current <= 1}
          onClick={() => onSlideChange(current - 1)}
          icon={<ChevronLeft className="size-4" aria-hidden />}
        />
        <span role="status" className="min-w-20 text-center text-sm text-muted tabular-nums">
          {count > 0 ? t('slides.slideOf', { slide: current, count }) : ''}
        </span>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('slides.next')}
          disabled={isAll || current >= count}
          onClick={() => onSlideChange(current + 1)}
          icon={<ChevronRight className="size-4" aria-hidden />}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={isAll}
          icon={<GalleryVertical className="size-4" aria-hidden />}
          onClick={() => setIsAll(!isAll)}
          className="px-2"
        >
          <span className="max-sm:sr-only">{t('slides.showAll')}</span>
        </Button>
        {toolbar}
      </div>
      <div
        ref={containerRef}
        tabIndex={0}
        aria-label={t('slides.deck')}
        role="document"
        onKeyDown={(event) => {
          if (isAll) return;
          if (event.key === 'ArrowRight' || event.key === 'PageDown') {
            event.preventDefault();
            if (current < count) onSlideChange(current + 1);
          } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
            event.preventDefault();
            if (current > 1) onSlideChange(current - 1);
          }
        }}
        className="min-h-0 flex-1 overflow-auto bg-surface-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {error ? (
          <InlineMessage tone="error">{t('viewer.loadFailed')}</InlineMessage>
        ) : !pdf || !baseSize || width === 0 ? (
          <Skeleton className="aspect-video w-full" />
        ) : isAll ? (
          <div className="flex flex-col gap-6">
            {Array.from({ length: count }, (_, index) => renderSlide(index + 1))}
          </div>
        ) : (
          renderSlide(current)
        )}
      </div>
    </div>
  );
}
