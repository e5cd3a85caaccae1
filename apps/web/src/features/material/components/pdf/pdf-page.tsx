import { useEffect, useRef, type ReactNode } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { cn } from '../../../../lib/cn.ts';
import { loadPdfJs } from './load-pdfjs.ts';
import type { RenderQueue } from './render-queue.ts';

/** Folds whitespace and case so a query or a passage matches text-layer spans however the PDF spaced them. */
export function normalizeForMatch(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** the text a marked span had before its passage was wrapped in a mark */
const MARKED_SPAN = 'mnMarkedFrom';

/** Wraps characters `start` to `end` of a text-layer span in a mark; the span's text stays the same. */
function markSpan(span: HTMLElement, start: number, end: number): HTMLElement | null {
  const text = span.textContent ?? '';
  if (end <= start || start >= text.length) return null;
  span.dataset[MARKED_SPAN] = text;
  const mark = document.createElement('mark');
  mark.className = 'mn-marked-text';
  mark.textContent = text.slice(start, end);
  span.replaceChildren(text.slice(0, start), mark, text.slice(end));
  return mark;
}

/** Gives a marked span back its plain text. */
function unmarkSpan(span: HTMLElement): void {
  const text = span.dataset[MARKED_SPAN];
  if (text === undefined) return;
  span.textContent = text;
  delete span.dataset[MARKED_SPAN];
}

/**
 * One page of a PDF at a scale: the canvas, the text layer (selection, find matches, a passage
 * marked by `openAt`) and whatever the viewer lays over it (annotations). Rendered while it is
 * near the visible part of the viewer, when the viewer's `queue` gives it its turn (at once
 * without one); unmounting cancels any work in progress.
 */
export function PdfPage({
  pdf,
  pageNumber,
  scale,
  width,
  height,
  findQuery,
  isCurrentFind,
  markedPassages,
  isMarked,
  onMarkPlaced,
  label,
  onSize,
  queue,
  priority = 0,
  onDrawn,
  children,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  width: number;
  height: number;
  /** spans containing this (normalised) text are marked as find matches */
  findQuery: string;
  isCurrentFind: boolean;
  /**
   * the passage `openAt` asked to mark on this page, or null: the first of these found on the page
   * (a citation's quote, then the chunk it comes from) has its characters marked
   */
  markedPassages: ReadonlyArray<string | null | undefined> | null;
  isMarked: boolean;
  /** the marked passage was found on the page, its top this fraction of the page's height down */
  onMarkPlaced?: (pageNumber: number, topFraction: number) => void;
  label: string;
  /** the page's own size at scale 1, once read (the viewer lays the page out at it) */
  onSize?: (pageNumber: number, size: { width: number; height: number }) => void;
  /** draws the viewer's pages one at a time, the lowest `priority` first */
  queue?: RenderQueue;
  priority?: number;
  /** the canvas and the text layer are drawn */
  onDrawn?: (pageNumber: number) => void;
  children?: ReactNode;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textLayerRef = useRef<HTMLDivElement>(null);
  const spansRef = useRef<HTMLElement[]>([]);
  const onSizeRef = useRef(onSize);
  const onDrawnRef = useRef(onDrawn);
  const onMarkPlacedRef = useRef(onMarkPlaced);
  const priorityRef = useRef(priority);
  useEffect(() => {
    onSizeRef.current = onSize;
    onDrawnRef.current = onDrawn;
    onMarkPlacedRef.current = onMarkPlaced;
    priorityRef.current = priority;
  }, [onSize, onDrawn, onMarkPlaced, priority]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const container = textLayerRef.current;
    if (!canvas || !container) return;
    let isCancelled = false;
    let cancelRender: (() => void) | null = null;
    let cancelText: (() => void) | null = null;
    const turn = queue?.enqueue(() => priorityRef.current);
    void (async () => {
      await turn?.ready;
      if (isCancelled) return;
      const pdfjs = await loadPdfJs();
      const page = await pdf.getPage(pageNumber);
      if (isCancelled) return;
      const natural = page.getViewport({ scale: 1 });
      onSizeRef.current?.(pageNumber, { width: natural.width, height: natural.height });
      // the page fills its slot's width (a slot laid out before the page's size was read keeps its shape)
      const renderScale = width / natural.width;
      const viewport = page.getViewport({ scale: renderScale });
      container.parentElement?.style.setProperty('--scale-factor', String(renderScale));
      const outputScale = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * outputScale);
      canvas.height = Math.floor(viewport.height * outputScale);
      canvas.style.height = `${viewport.height}px`;
      const task = page.render({
        canvas,
        viewport,
        transform: outputScale !== 1 ? [outputScale, 0, 0, outputScale, 0, 0] : undefined,
      });
      cancelRender = () => task.cancel();
      container.replaceChildren();
      const textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      cancelText = () => textLayer.cancel();
      await Promise.all([
        task.promise,
        textLayer.render().then(() => {
          if (isCancelled) return;
          const end = document.createElement('div');
          end.className = 'endOfContent';
          container.append(end);
          spansRef.current = textLayer.textDivs;
          container.dispatchEvent(new Event('mn-text-layer-ready'));
        }),
      ]);
      if (!isCancelled) onDrawnRef.current?.(pageNumber);
    })()
      .catch((error: unknown) => {
        if (!isCancelled && (error as { name?: string }).name !== 'RenderingCancelledException') console.warn(error);
      })
      .finally(() => turn?.release());
    return () => {
      isCancelled = true;
      turn?.release();
      cancelRender?.();
      cancelText?.();
    };
  }, [pdf, pageNumber, scale, width, queue]);

  // find matches and the marked passage, applied again whenever the text layer is (re)built
  useEffect(() => {
    const container = textLayerRef.current;
    if (!container) return;
    const apply = () => {
      let isFirstFound = true;
      const spans = spansRef.current;
      for (const span of spans) {
        const text = normalizeForMatch(span.textContent ?? '');
        const isFound = findQuery !== '' && text.includes(findQuery);
        span.classList.toggle('mn-found', isFound);
        span.classList.toggle('mn-found-current', isFound && isCurrentFind && isFirstFound);
        if (isFound) isFirstFound = false;
      }
      // the passage's own characters, not the whole lines around it (the matcher loads with the first mark)
      for (const span of spans) unmarkSpan(span);
      if (!isMarked || !markedPassages) return;
      void import('./locate-passage.ts').then(({ locateFirstPassage }) => {
        if (isStale || spansRef.current !== spans) return;
        const ranges = locateFirstPassage(
          spans.map((span) => span.textContent ?? ''),
          markedPassages,
        );
        if (!ranges) return;
        const marks = ranges
          .map((range) => markSpan(spans[range.piece]!, range.start, range.end))
          .filter((mark) => mark !== null);
        const page = container.parentElement;
        if (marks.length > 0 && page) {
          const pageBox = page.getBoundingClientRect();
          const top = marks[0]!.getBoundingClientRect().top - pageBox.top;
          onMarkPlacedRef.current?.(
            pageNumber,
            pageBox.height > 0 ? Math.max(0, Math.min(1, top / pageBox.height)) : 0,
          );
        }
      });
    };
    let isStale = false;
    apply();
    container.addEventListener('mn-text-layer-ready', apply);
    return () => {
      isStale = true;
      container.removeEventListener('mn-text-layer-ready', apply);
    };
  }, [findQuery, isCurrentFind, markedPassages, isMarked, pageNumber]);

  return (
    <div
      role="region"
      aria-label={label}
      data-page-number={pageNumber}
      className={cn(
        'mn-pdf-page relative overflow-hidden bg-white shadow-sm ring-1 ring-border',
        isMarked && 'ring-2 ring-primary',
      )}
      style={{ width, height, ['--scale-factor' as string]: scale }}
    >
      <canvas ref={canvasRef} aria-hidden className="absolute inset-x-0 top-0 block w-full" />
      <div ref={textLayerRef} className="textLayer" />
      {children}
    </div>
  );
}
