import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronDown, ChevronUp, MoveHorizontal, Search, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Button } from '../../../../components/button.tsx';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import { loadPdfJs, loadPdfWorker } from './load-pdfjs.ts';
import { openPdfSource } from './pdf-source.ts';
import { anchorAt, layoutPages, pageAt, scrollTopOf, type PageAnchor, type PageSize } from './page-layout.ts';
import { normalizeForMatch, PdfPage } from './pdf-page.tsx';
import { createRenderQueue } from './render-queue.ts';
import './pdf-viewer.css';

const GAP = 16;
const PADDING = 16;
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;
const ZOOM_STEP = 1.2;
/** pages rendered beyond the visible ones, each way */
const OVERSCAN = 1;
/** page sizes read at a time, between idle moments */
const SIZE_BATCH = 8;

/** A request to show a page (a new key each time, so the same page can be asked for twice). */
export interface PdfJump {
  page: number;
  key: number;
  /** a passage to mark on that page (the chunk the place points at) */
  text?: string | null;
  /** the words quoted from it (a citation's): marked instead when found on the page */
  quote?: string | null;
}

/** Loads a PDF from a (signed) URL; a failure is reported once, with the URL that failed. */
export function usePdfDocument(url: string) {
  const [state, setState] = useState<{ url: string; pdf: PDFDocumentProxy | null; error: unknown }>({
    url,
    pdf: null,
    error: null,
  });
  useEffect(() => {
    let isCancelled = false;
    let task: { destroy: () => Promise<void> } | null = null;
    const controller = new AbortController();
    // a range that failed after the document opened (its signed URL expired): reported as a load error
    const onRangeError = (error: unknown) => {
      if (!isCancelled) setState({ url, pdf: null, error });
    };
    // by ranges: page 1 shows after the parts it needs, not after the whole file (pdf-source.ts);
    // the first part is asked for while pdf.js and its worker load
    const opening = openPdfSource(loadPdfJs(), url, { signal: controller.signal, onError: onRangeError });
    void Promise.all([loadPdfJs(), loadPdfWorker(), opening])
      .then(([pdfjs, worker, source]) => {
        if (isCancelled) return null;
        // The shared worker outlives this document (destroying the task leaves it running).
        // Errors only, as for the worker (load-pdfjs.ts).
        const loading = pdfjs.getDocument({
          ...source,
          ...(worker ? { worker } : {}),
          verbosity: pdfjs.VerbosityLevel.ERRORS,
        });
        task = loading;
        return loading.promise;
      })
      .then(
        (pdf) => {
          if (pdf && !isCancelled) setState({ url, pdf, error: null });
        },
        (error: unknown) => {
          if (!isCancelled) setState({ url, pdf: null, error });
        },
      );
    return () => {
      isCancelled = true;
      controller.abort();
      void task?.destroy();
    };
  }, [url]);
  return state.url === url ? state : { url, pdf: null, error: null };
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 500 });
    else window.setTimeout(resolve, 0);
  });
}

/**
 * Every page's own size at scale 1, read lazily: page 1 at once (the others are laid out like it
 * until read), then — once `isReadingRest`, which the viewer sets when its first page is drawn, as
 * pdf.js's own viewer waits for it — the rest a batch at a time when the browser is idle, and any
 * page at once when it is drawn (`reportSize`). Reading them earlier would queue 119 page loads in
 * the worker ahead of the page the learner opened. A book of mixed page sizes is laid out right as
 * the sizes arrive.
 */
export function usePageSizes(pdf: PDFDocumentProxy | null, isReadingRest = true) {
  const [state, setState] = useState<{ pdf: PDFDocumentProxy; sizes: Array<PageSize | null> } | null>(null);
  /** the sizes read so far, kept while `isReadingRest` changes */
  const read = useRef<{ pdf: PDFDocumentProxy; sizes: Array<PageSize | null> } | null>(null);
  useEffect(() => {
    if (!pdf) return;
    let isCancelled = false;
    if (read.current?.pdf !== pdf) read.current = { pdf, sizes: Array.from({ length: pdf.numPages }, () => null) };
    const { sizes } = read.current;
    const readAndPublish = async (pageNumbers: number[]) => {
      const unread = pageNumbers.filter((pageNumber) => !sizes[pageNumber - 1]);
      if (unread.length === 0) return;
      await Promise.all(
        unread.map(async (pageNumber) => {
          const viewport = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
          sizes[pageNumber - 1] = { width: viewport.width, height: viewport.height };
        }),
      );
      if (!isCancelled)
        setState((current) => ({ pdf, sizes: mergeSizes(sizes, current?.pdf === pdf ? current.sizes : null) }));
    };
    void (async () => {
      await readAndPublish([1]);
      if (!isReadingRest) return;
      for (let start = 2; start <= pdf.numPages && !isCancelled; start += SIZE_BATCH) {
        await whenIdle();
        if (isCancelled) return;
        const batch: number[] = [];
        for (let number = start; number < start + SIZE_BATCH && number <= pdf.numPages; number += 1) batch.push(number);
        await readAndPublish(batch);
      }
    })().catch((error: unknown) => {
      // a document closed while its sizes were read; the pages still draw at their own size
      if (!isCancelled) console.warn(error);
    });
    return () => {
      isCancelled = true;
    };
  }, [pdf, isReadingRest]);
  const reportSize = useCallback(
    (pageNumber: number, size: PageSize) =>
      setState((current) => {
        if (!current || current.pdf !== pdf || current.sizes[pageNumber - 1]) return current;
        const sizes = [...current.sizes];
        sizes[pageNumber - 1] = size;
        return { pdf: current.pdf, sizes };
      }),
    [pdf],
  );
  return { sizes: state && state.pdf === pdf ? state.sizes : null, reportSize };
}

/** The sizes read in the background, with those already reported by drawn pages. */
function mergeSizes(read: Array<PageSize | null>, shown: Array<PageSize | null> | null): Array<PageSize | null> {
  return read.map((size, index) => size ?? shown?.[index] ?? null);
}

/** The first page's size at scale 1 (a deck's slides share it). */
export function usePageSize(pdf: PDFDocumentProxy | null) {
  const [size, setSize] = useState<{ pdf: PDFDocumentProxy; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!pdf) return;
    let isCancelled = false;
    pdf.getPage(1).then(
      (page) => {
        const viewport = page.getViewport({ scale: 1 });
        if (!isCancelled) setSize({ pdf, width: viewport.width, height: viewport.height });
      },
      (error: unknown) => {
        // leaving the document ends its loading task ("Worker was terminated"): nothing to say then
        if (!isCancelled) console.warn(error);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [pdf]);
  return size && size.pdf === pdf ? size : null;
}

export function useElementWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The text of every page, read once per document for find. */
function usePageTexts(pdf: PDFDocumentProxy | null) {
  const cache = useRef<{ pdf: PDFDocumentProxy | null; texts: Map<number, Promise<string>> }>({
    pdf: null,
    texts: new Map(),
  });
  return useCallback(
    (pageNumber: number): Promise<string> => {
      if (!pdf) return Promise.resolve('');
      if (cache.current.pdf !== pdf) cache.current = { pdf, texts: new Map() };
      let text = cache.current.texts.get(pageNumber);
      if (!text) {
        text = pdf
          .getPage(pageNumber)
          .then((page) => page.getTextContent())
          .then((content) => normalizeForMatch(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
        cache.current.texts.set(pageNumber, text);
      }
      return text;
    },
    [pdf],
  );
}

/** What the viewer shows beside its pages (a component of its own: `showPage` is only called on events). */
function Aside({
  render,
  showPage,
}: {
  render: (showPage: (page: number) => void) => ReactNode;
  showPage: (page: number) => void;
}) {
  return render(showPage);
}

/**
 * A PDF in continuous scroll: only the pages near the visible part are rendered (a book of
 * hundreds of pages scrolls as lightly as a short one), with a text layer for selection and find
 * (Ctrl/Cmd+F), zoom and fit-width, a page box and keyboard paging. `page` is the page in the URL:
 * the viewer scrolls there when it changes from outside and reports the page it is showing.
 */
export function PdfViewer({
  url,
  page,
  onPageChange,
  jump,
  renderPageOverlay,
  toolbar,
  renderAside,
  onLoadError,
}: {
  url: string;
  page: number | null;
  onPageChange: (page: number) => void;
  jump: PdfJump | null;
  /** what lies over a page (its annotations), given the page's size on screen */
  renderPageOverlay?: (page: number, size: { width: number; height: number }) => ReactNode;
  /** more tools at the toolbar's end */
  toolbar?: ReactNode;
  /** beside the pages (the annotation list), with a way to show a page */
  renderAside?: (showPage: (page: number) => void) => ReactNode;
  /** the PDF could not be loaded (a signed URL that expired asks for a new one) */
  onLoadError?: (error: unknown) => void;
}) {
  const { t } = useTranslation('material');
  const { pdf, error } = usePdfDocument(url);
  // the first page drawn, of this document: only then are the other pages' sizes read
  const [drawnPdf, setDrawnPdf] = useState<PDFDocumentProxy | null>(null);
  const { sizes, reportSize } = usePageSizes(pdf, pdf !== null && drawnPdf === pdf);
  const onDrawn = useCallback(() => setDrawnPdf(pdf), [pdf]);
  const [queue] = useState(createRenderQueue);
  const baseSize = sizes?.[0] ?? null;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const containerWidth = useElementWidth(scrollerRef);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [scroll, setScroll] = useState({ top: 0, height: 0 });
  const [pageInput, setPageInput] = useState<string | null>(null);
  const [find, setFind] = useState<{ isOpen: boolean; query: string; page: number | null; isMissing: boolean }>({
    isOpen: false,
    query: '',
    page: null,
    isMissing: false,
  });
  const [expiredMarkKey, setExpiredMarkKey] = useState<number | null>(null);
  const mark = jump && expiredMarkKey !== jump.key ? jump : null;
  const findInputRef = useRef<HTMLInputElement>(null);
  const getPageText = usePageTexts(pdf);
  const reportedPage = useRef<number | null>(null);
  /** where the view is: kept on every scroll, so a new layout (zoom, page sizes read, width) keeps it */
  const anchor = useRef<PageAnchor>({ page: 1, fraction: 0 });

  useEffect(() => {
    if (error) onLoadError?.(error);
  }, [error, onLoadError]);

  const pageCount = pdf?.numPages ?? 0;
  const fitScale =
    baseSize && containerWidth > 0 ? Math.max(MIN_SCALE, (containerWidth - 2 * PADDING) / baseSize.width) : 1;
  const scale = zoom === 'fit' ? fitScale : zoom;
  const layout = useMemo(
    () => (sizes && baseSize ? layoutPages(sizes, baseSize, scale, GAP) : null),
    [sizes, baseSize, scale],
  );
  const isReady = Boolean(pdf && layout && containerWidth > 0);

  const currentPage = isReady && layout ? pageAt(layout, scroll.top + scroll.height * 0.3) : (page ?? 1);

  const showPage = useCallback(
    (target: number) => {
      const scroller = scrollerRef.current;
      if (!scroller || !layout) return;
      anchor.current = { page: Math.min(Math.max(1, target), Math.max(1, pageCount)), fraction: 0 };
      scroller.scrollTop = scrollTopOf(layout, anchor.current, GAP);
      setScroll({ top: scroller.scrollTop, height: scroller.clientHeight });
    },
    [layout, pageCount],
  );

  // Any new layout keeps the place the view had: a zoom, the pane's width changing, pages' own
  // sizes read after a jump (the page jumped to stays at the top, exactly), a document opened again
  // (a renewed signed URL: after a reload the cached URL opens it, then the fresh one). This runs
  // before the browser paints, and before it would clamp the offset to shorter content.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !layout || !isReady) return;
    const top = scrollTopOf(layout, anchor.current, GAP);
    if (Math.abs(scroller.scrollTop - top) >= 1) scroller.scrollTop = top;
    setScroll({ top: scroller.scrollTop, height: scroller.clientHeight });
  }, [layout, isReady]);

  // the URL's page, when it changed from outside (a link, a reload, the page box of another view)
  useLayoutEffect(() => {
    if (!isReady || page === null || page === reportedPage.current) return;
    reportedPage.current = page;
    showPage(page);
  }, [isReady, page, showPage]);

  // openAt: show the page and mark the passage there for a moment
  useLayoutEffect(() => {
    if (!isReady || !jump) return;
    reportedPage.current = jump.page;
    showPage(jump.page);
    const timer = window.setTimeout(() => setExpiredMarkKey(jump.key), 2500);
    return () => window.clearTimeout(timer);
  }, [isReady, jump, showPage]);

  // the marked passage lower on its page than the view shows: brought up to a quarter of the view, once per jump
  const placedMarkKey = useRef<number | null>(null);
  const onMarkPlaced = useCallback(
    (pageNumber: number, topFraction: number) => {
      const scroller = scrollerRef.current;
      if (!scroller || !layout || !jump || jump.page !== pageNumber || placedMarkKey.current === jump.key) return;
      placedMarkKey.current = jump.key;
      const markTop = layout.tops[pageNumber - 1]! + topFraction * layout.heights[pageNumber - 1]!;
      if (markTop >= scroller.scrollTop && markTop <= scroller.scrollTop + scroller.clientHeight * 0.75) return;
      scroller.scrollTop = Math.max(0, markTop - scroller.clientHeight * 0.25);
      anchor.current = anchorAt(layout, scroller.scrollTop, GAP);
      setScroll({ top: scroller.scrollTop, height: scroller.clientHeight });
    },
    [layout, jump],
  );

  // report the page shown, once scrolling settles
  useEffect(() => {
    if (!isReady || currentPage === reportedPage.current) return;
    const timer = window.setTimeout(() => {
      reportedPage.current = currentPage;
      onPageChange(currentPage);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [isReady, currentPage, onPageChange]);

  const setZoomFrom = (factor: number) =>
    setZoom(Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * factor * 100) / 100)));

  const runFind = async (direction: 1 | -1) => {
    const query = normalizeForMatch(find.query);
    if (!query || !pdf) return;
    // from the last match, else from the page shown (included)
    const start = find.page ?? currentPage - direction;
    for (let step = 1; step <= pageCount; step += 1) {
      const candidate = ((start - 1 + direction * step + pageCount * 2) % pageCount) + 1;
      if ((await getPageText(candidate)).includes(query)) {
        setFind((current) => ({ ...current, page: candidate, isMissing: false }));
        reportedPage.current = candidate;
        showPage(candidate);
        return;
      }
    }
    setFind((current) => ({ ...current, page: null, isMissing: true }));
  };

  const openFind = () => {
    setFind((current) => ({ ...current, isOpen: true }));
    window.setTimeout(() => findInputRef.current?.select(), 0);
  };

  const onViewerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      openFind();
      return;
    }
    if (event.target !== scrollerRef.current) return;
    if (event.key === 'ArrowRight' || event.key === 'n') {
      event.preventDefault();
      showPage(currentPage + 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'p') {
      event.preventDefault();
      showPage(currentPage - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      showPage(1);
    } else if (event.key === 'End') {
      event.preventDefault();
      showPage(pageCount);
    }
  };

  const first = isReady && layout ? Math.max(1, pageAt(layout, scroll.top) - OVERSCAN) : 1;
  const last = isReady && layout ? Math.min(pageCount, pageAt(layout, scroll.top + scroll.height) + OVERSCAN) : 0;
  const visiblePages: number[] = [];
  for (let number = first; number <= last; number += 1) visiblePages.push(number);
  /** pages in view draw first, the nearest the top first; the pages around them (drawn ahead) after */
  const priorityOf = (number: number): number => {
    if (!layout) return 0;
    const top = layout.tops[number - 1]!;
    const isInView = top < scroll.top + scroll.height && top + layout.heights[number - 1]! > scroll.top;
    return isInView ? Math.max(0, top - scroll.top) : 1e9 + Math.abs(top - scroll.top);
  };
  const findQuery = find.isOpen ? normalizeForMatch(find.query) : '';
  const markQuote = mark?.quote ?? null;
  const markText = mark?.text ?? null;
  const markedPassages = useMemo(() => (markQuote || markText ? [markQuote, markText] : null), [markQuote, markText]);

  return (
    <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onViewerKeyDown}>
      {/* a container: its tools drop their labels (keeping their names) when it is narrow, so it stays one line */}
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
          onClick={() => showPage(currentPage - 1)}
          icon={<ChevronUp className="size-4" aria-hidden />}
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('viewer.nextPage')}
          title={t('viewer.nextPage')}
          disabled={!isReady || currentPage >= pageCount}
          onClick={() => showPage(currentPage + 1)}
          icon={<ChevronDown className="size-4" aria-hidden />}
        />
        <form
          className="flex items-center gap-1 text-sm text-muted"
          onSubmit={(event) => {
            event.preventDefault();
            const target = Number(pageInput);
            setPageInput(null);
            if (Number.isInteger(target) && target >= 1) {
              reportedPage.current = Math.min(target, pageCount);
              showPage(target);
              onPageChange(Math.min(target, pageCount));
            }
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
          disabled={!isReady || scale <= MIN_SCALE}
          onClick={() => setZoomFrom(1 / ZOOM_STEP)}
          icon={<ZoomOut className="size-4" aria-hidden />}
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('viewer.zoomIn')}
          title={t('viewer.zoomIn')}
          disabled={!isReady || scale >= MAX_SCALE}
          onClick={() => setZoomFrom(ZOOM_STEP)}
          icon={<ZoomIn className="size-4" aria-hidden />}
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('viewer.fitWidth')}
          title={t('viewer.fitWidth')}
          aria-pressed={zoom === 'fit'}
          disabled={!isReady}
          onClick={() => setZoom('fit')}
          icon={<MoveHorizontal className="size-4" aria-hidden />}
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('viewer.find')}
          title={t('viewer.find')}
          aria-expanded={find.isOpen}
          disabled={!isReady}
          onClick={() =>
            find.isOpen ? setFind({ isOpen: false, query: '', page: null, isMissing: false }) : openFind()
          }
          icon={<Search className="size-4" aria-hidden />}
        />
        {toolbar}
      </div>
      {find.isOpen ? (
        <form
          role="search"
          className="flex shrink-0 flex-wrap items-center gap-1 border-b border-border px-2 py-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            void runFind(1);
          }}
        >
          <input
            ref={findInputRef}
            type="search"
            aria-label={t('viewer.findLabel')}
            value={find.query}
            onChange={(event) => setFind({ isOpen: true, query: event.target.value, page: null, isMissing: false })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                setFind({ isOpen: false, query: '', page: null, isMissing: false });
                scrollerRef.current?.focus();
              } else if (event.key === 'Enter' && event.shiftKey) {
                event.preventDefault();
                void runFind(-1);
              }
            }}
            className="h-8 min-w-0 flex-1 rounded-control border border-border-strong bg-surface px-2 text-sm text-fg"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={t('viewer.findPrevious')}
            onClick={() => void runFind(-1)}
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
            onClick={() => setFind({ isOpen: false, query: '', page: null, isMissing: false })}
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
      ) : null}
      {/* a container: a narrow viewer shows the annotation list over its pages, so a page never shrinks for it */}
      <div className="@container/pdf-body relative flex min-h-0 flex-1">
        <div
          ref={scrollerRef}
          tabIndex={0}
          aria-label={t('viewer.pages')}
          role="document"
          onScroll={(event) => {
            const { scrollTop, clientHeight } = event.currentTarget;
            // while a document (re)opens, the placeholder is short and the browser scrolls to the
            // top: that is not the learner's place
            if (isReady && layout) anchor.current = anchorAt(layout, scrollTop, GAP);
            setScroll({ top: scrollTop, height: clientHeight });
          }}
          className="relative min-h-0 min-w-0 flex-1 overflow-auto bg-surface-2 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {error ? (
            <InlineMessage tone="error" className="m-4">
              {t('viewer.loadFailed')}
            </InlineMessage>
          ) : !isReady || !layout ? (
            <div className="flex flex-col items-center gap-4 p-4" aria-busy="true" aria-label={t('viewer.loading')}>
              <Skeleton className="aspect-[3/4] w-full max-w-2xl" />
            </div>
          ) : (
            <div
              className="relative mx-auto"
              style={{ height: layout.totalHeight, width: layout.maxWidth + 2 * PADDING }}
            >
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
                    pdf={pdf!}
                    pageNumber={number}
                    scale={scale}
                    width={layout.widths[number - 1]!}
                    height={layout.heights[number - 1]!}
                    onSize={reportSize}
                    queue={queue}
                    priority={priorityOf(number)}
                    onDrawn={onDrawn}
                    findQuery={findQuery}
                    isCurrentFind={find.page === number}
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
          )}
        </div>
        {isReady && renderAside ? <Aside render={renderAside} showPage={showPage} /> : null}
      </div>
    </div>
  );
}
