import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@mnemo/contracts/library';
import { DOCUMENT_KIND_VIEWS } from '@mnemo/contracts/values';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { MaterialLocation } from '../../../lib/open-at.ts';
import { contentUrlQueryKey, useContentUrl } from '../api/get-content-url.ts';
import { useDocumentChunks } from '../api/get-document-chunks.ts';
import type { AnnotationStore } from '../hooks/use-annotations.ts';
import { useReadingPosition } from '../hooks/use-reading-position.ts';
import type { MaterialMark } from './material-mark.ts';
import { usePdfAnnotationTools } from './annotations/use-pdf-annotation-tools.tsx';
import { preloadPdfJs } from './pdf/load-pdfjs.ts';
import { PdfViewer, type PdfJump } from './pdf/pdf-viewer.tsx';
import { SlidesView } from './pdf/slides-view.tsx';
import { AudioView } from './media/audio-view.tsx';
import { YoutubeView } from './media/youtube-view.tsx';
import { TextView } from './text-view.tsx';

export interface DocumentViewProps {
  document: DocumentSummary;
  /** the URL's place in this document, if it points here */
  place: MaterialLocation | null;
  onLocationChange: (location: MaterialLocation) => void;
  /** the last `openAt` into this document */
  mark: MaterialMark | null;
  shareToken: string | undefined;
  store: AnnotationStore;
}

/** The passage a mark points at, when it names one and the chunks are loaded. */
function useMarkedChunkText(document: DocumentSummary, mark: MaterialMark | null, shareToken: string | undefined) {
  const chunks = useDocumentChunks(document.id, shareToken, { isEnabled: Boolean(mark?.location.chunkId) });
  const chunkId = mark?.location.chunkId;
  return chunkId ? (chunks.data?.chunks.find((chunk) => chunk.id === chunkId)?.text ?? null) : null;
}

/** A PDF (an uploaded one, or the rendering the pipeline kept of a web page) in the page viewer. */
function PdfDocumentView({ document, place, onLocationChange, mark, shareToken, store }: DocumentViewProps) {
  const { t } = useTranslation('material');
  const queryClient = useQueryClient();
  const contentUrl = useContentUrl(document.id, 'pdf', shareToken);
  // pdf.js and its worker load while the signed URL is asked for, not after it
  useEffect(preloadPdfJs, []);
  const markedText = useMarkedChunkText(document, mark, shareToken);
  const tools = usePdfAnnotationTools(document.id, store);
  const jump = useMemo<PdfJump | null>(
    () =>
      mark?.location.page != null
        ? { page: mark.location.page, key: mark.key, text: markedText, quote: mark.location.quote ?? null }
        : null,
    [mark, markedText],
  );
  const savePosition = useReadingPosition(document.id, document.lastPage, shareToken);
  const onPageChange = useCallback(
    (page: number) => {
      onLocationChange({ documentId: document.id, page });
      savePosition(page);
    },
    [document.id, onLocationChange, savePosition],
  );
  // a signed URL that expired while the PDF was open: ask for a new one
  const onLoadError = useCallback(
    (error: unknown) => {
      if ((error as { status?: number }).status === 403) {
        void queryClient.invalidateQueries({ queryKey: contentUrlQueryKey(document.id, 'pdf', shareToken) });
      }
    },
    [queryClient, document.id, shareToken],
  );

  if (contentUrl.isPending) return <Skeleton className="m-4 aspect-[3/4] max-w-2xl" />;
  if (contentUrl.isError) {
    // a web page without its PDF rendering (no Chromium on the server) is read as its text
    if (document.kind === 'url' && contentUrl.error instanceof ApiError && contentUrl.error.status === 404) {
      return <TextView document={document} place={place} mark={mark} store={store} shareToken={shareToken} />;
    }
    return (
      <InlineMessage tone="error" className="m-4">
        {t('viewer.loadFailed')}
      </InlineMessage>
    );
  }
  return (
    <PdfViewer
      url={contentUrl.data.url}
      // a link's page, else where this reader left off (on any device)
      page={place?.page ?? document.lastPage ?? null}
      onPageChange={onPageChange}
      jump={jump}
      onLoadError={onLoadError}
      toolbar={tools.toolbar}
      renderPageOverlay={tools.renderPageOverlay}
      renderAside={tools.renderAside}
    />
  );
}

const SLIDE_PICTURES_NOTICE_KEY = 'mnemo.slidePicturesNotice';

/**
 * A deck the server has no pictures of (LibreOffice is not installed there): its slides' text and
 * notes, and — once on this device, until dismissed — why there are no pictures. The PDF is never
 * asked for, so nothing answers 404 on each open.
 */
function SlidesOutlineView(props: DocumentViewProps) {
  const { t } = useTranslation('material');
  const [isNoticeShown, setIsNoticeShown] = useState(() => {
    try {
      return window.localStorage.getItem(SLIDE_PICTURES_NOTICE_KEY) === null;
    } catch {
      return true;
    }
  });
  const dismiss = () => {
    setIsNoticeShown(false);
    try {
      window.localStorage.setItem(SLIDE_PICTURES_NOTICE_KEY, 'seen');
    } catch {
      // not remembered: it shows again next time, nothing worse
    }
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {isNoticeShown ? (
        <InlineMessage tone="info" className="m-3 mb-0">
          <span className="flex flex-wrap items-center justify-between gap-2">
            {t('slides.noPictures')}
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {t('slides.noPicturesDismiss')}
            </Button>
          </span>
        </InlineMessage>
      ) : null}
      <TextView
        document={props.document}
        place={props.place}
        mark={props.mark}
        store={props.store}
        shareToken={props.shareToken}
      />
    </div>
  );
}

/** A slide deck: as it looks where the server rendered it to PDF, else each slide's text and notes. */
function SlidesDocumentView(props: DocumentViewProps) {
  if (props.document.hasPdf === false) return <SlidesOutlineView {...props} />;
  return <SlidesPicturesView {...props} />;
}

function SlidesPicturesView({ document, place, onLocationChange, mark, shareToken, store }: DocumentViewProps) {
  const { t } = useTranslation('material');
  const contentUrl = useContentUrl(document.id, 'pdf', shareToken);
  useEffect(preloadPdfJs, []);
  const chunks = useDocumentChunks(document.id, shareToken);
  const tools = usePdfAnnotationTools(document.id, store);
  const onSlideChange = useCallback(
    (slide: number) => onLocationChange({ documentId: document.id, slide }),
    [document.id, onLocationChange],
  );
  if (contentUrl.isPending || chunks.isPending) return <Skeleton className="m-4 aspect-video" />;
  if (contentUrl.isError && contentUrl.error instanceof ApiError && contentUrl.error.status === 404) {
    return <TextView document={document} place={place} mark={mark} store={store} shareToken={shareToken} />;
  }
  if (contentUrl.isError || chunks.isError) {
    return (
      <InlineMessage tone="error" className="m-4">
        {t('viewer.loadFailed')}
      </InlineMessage>
    );
  }
  return (
    <SlidesView
      url={contentUrl.data.url}
      chunks={chunks.data.chunks}
      slide={mark?.location.slide ?? place?.slide ?? null}
      onSlideChange={onSlideChange}
      markedSlide={mark?.location.slide ?? null}
      renderPageOverlay={tools.renderPageOverlay}
      toolbar={tools.toolbar}
    />
  );
}

/** The view that fits the document's kind. */
export function DocumentView(props: DocumentViewProps) {
  const { t } = useTranslation('material');
  const { document } = props;
  if (document.status === 'failed') {
    return (
      <InlineMessage tone="error" className="m-4">
        {t('pane.failed')}
      </InlineMessage>
    );
  }
  if (document.status !== 'completed') {
    return (
      <InlineMessage tone="info" className="m-4">
        {t('pane.notReady')}
      </InlineMessage>
    );
  }
  switch (DOCUMENT_KIND_VIEWS[document.kind]) {
    case 'pages':
      // a web page without its PDF rendering (no Chromium on the server) is read as its text
      return document.kind === 'url' && document.hasPdf === false ? (
        <TextView
          key={document.id}
          document={document}
          place={props.place}
          mark={props.mark}
          store={props.store}
          shareToken={props.shareToken}
        />
      ) : (
        <PdfDocumentView key={document.id} {...props} />
      );
    case 'slides':
      return <SlidesDocumentView key={document.id} {...props} />;
    case 'audio':
      return (
        <AudioView
          key={document.id}
          document={document}
          place={props.place}
          onLocationChange={props.onLocationChange}
          mark={props.mark}
          canEdit={props.store.canEdit}
          shareToken={props.shareToken}
        />
      );
    case 'video':
      return (
        <YoutubeView
          key={document.id}
          document={document}
          place={props.place}
          onLocationChange={props.onLocationChange}
          mark={props.mark}
          shareToken={props.shareToken}
        />
      );
    case 'text':
      return (
        <TextView
          key={document.id}
          document={document}
          place={props.place}
          mark={props.mark}
          store={props.store}
          shareToken={props.shareToken}
        />
      );
  }
}
