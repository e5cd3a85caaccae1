import { Fragment, useEffect, useRef, useState } from 'react';
import { Highlighter } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@mnemo/contracts/library';
import { ANNOTATION_COLORS } from '@mnemo/contracts/values';
import type { DocumentChunk } from '@mnemo/contracts/reading';
import { Button } from '../../../components/button.tsx';
import { ChunksFallback } from './chunks-fallback.tsx';
import { rankHeadingLevels, readHeadingDepths, splitIntoBlocks, type TextSpan } from './text-blocks.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/popover.tsx';
import { cn } from '../../../lib/cn.ts';
import type { MaterialLocation } from '../../../lib/open-at.ts';
import { useDocumentChunks } from '../api/get-document-chunks.ts';
import type { AnnotationStore, LocalAnnotation } from '../hooks/use-annotations.ts';
import { AnnotationEditor } from './annotations/annotation-editor.tsx';
import { useSpeakerName } from './media/transcript.tsx';
import type { MaterialMark } from './material-mark.ts';

/** The passage highlights of one passage that still match its text (a changed text hides them). */
export function getPassageHighlights(chunk: DocumentChunk, annotations: LocalAnnotation[]): LocalAnnotation[] {
  return annotations
    .filter(
      (annotation) =>
        annotation.kind === 'passage' &&
        annotation.chunkId === chunk.id &&
        annotation.start !== null &&
        annotation.end !== null &&
        chunk.text.slice(annotation.start, annotation.end) === annotation.quote,
    )
    .sort((a, b) => a.start! - b.start!);
}

/** The passage cut at its highlights: plain pieces and highlighted ones (an overlap goes to the later highlight). */
export function splitByHighlights(
  text: string,
  highlights: LocalAnnotation[],
): Array<{ text: string; annotation: LocalAnnotation | null }> {
  const cuts = new Set([0, text.length]);
  for (const item of highlights) {
    cuts.add(item.start!);
    cuts.add(item.end!);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: Array<{ text: string; annotation: LocalAnnotation | null }> = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const from = points[index]!;
    const to = points[index + 1]!;
    const covering = highlights.filter((item) => item.start! <= from && item.end! >= to).at(-1) ?? null;
    const previous = pieces.at(-1);
    if (previous && previous.annotation === covering) previous.text += text.slice(from, to);
    else pieces.push({ text: text.slice(from, to), annotation: covering });
  }
  return pieces;
}

type OffsetPiece = { text: string; annotation: LocalAnnotation | null; from: number; to: number };

/** Each piece with where it starts and ends in its passage. */
function withOffsets(pieces: Array<{ text: string; annotation: LocalAnnotation | null }>): OffsetPiece[] {
  let from = 0;
  return pieces.map((piece) => {
    const placed = { ...piece, from, to: from + piece.text.length };
    from = placed.to;
    return placed;
  });
}

/** The parts of the pieces that fall inside one span of the passage. */
function piecesWithin(pieces: OffsetPiece[], span: TextSpan): OffsetPiece[] {
  return pieces
    .filter((piece) => piece.to > span.from && piece.from < span.to)
    .map((piece) => {
      const from = Math.max(piece.from, span.from);
      const to = Math.min(piece.to, span.to);
      return { text: piece.text.slice(from - piece.from, to - piece.from), annotation: piece.annotation, from, to };
    });
}

/** The selection as character offsets into one passage, or null when it is empty or spans passages. */
function readPassageSelection(): { chunkId: string; start: number; end: number; quote: string } | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const startElement =
    range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement;
  const endElement = range.endContainer instanceof Element ? range.endContainer : range.endContainer.parentElement;
  const passage = startElement?.closest<HTMLElement>('[data-chunk-id]');
  if (!passage || endElement?.closest('[data-chunk-id]') !== passage) return null;
  const before = document.createRange();
  before.selectNodeContents(passage);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const quote = range.toString();
  if (quote.trim() === '') return null;
  return { chunkId: passage.dataset.chunkId!, start, end: start + quote.length, quote };
}

function PassageHighlight({
  annotation,
  text,
  store,
  isOpen,
  onOpenChange,
}: {
  annotation: LocalAnnotation;
  text: string;
  store: AnnotationStore;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('material');
  return (
    <Popover open={isOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <mark
          role="button"
          tabIndex={0}
          aria-label={
            annotation.note
              ? t('annotations.highlightWithNote', { note: annotation.note })
              : t('annotations.highlightNamed', { quote: text })
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onOpenChange(true);
            }
          }}
          className={cn(
            'cursor-pointer rounded-sm text-[#14141d]',
            annotation.note && 'underline decoration-dotted decoration-2 underline-offset-4',
          )}
          style={{ backgroundColor: annotation.color }}
        >
          {text}
        </mark>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={t('annotations.editor')}>
        <AnnotationEditor
          annotation={annotation}
          canEdit={store.canEdit}
          onChange={(change) => store.update(annotation.key, change)}
          onRemove={() => {
            onOpenChange(false);
            store.remove(annotation.key);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

/**
 * Material read as text (pasted text, a web article without its PDF, slides without LibreOffice):
 * its passages in order, with inline highlights and notes the owner makes on a selection.
 */
export function TextView({
  document,
  mark,
  store,
  shareToken,
}: {
  document: DocumentSummary;
  place: MaterialLocation | null;
  mark: MaterialMark | null;
  store: AnnotationStore;
  shareToken: string | undefined;
}) {
  const { t } = useTranslation('material');
  const speakerName = useSpeakerName();
  const chunks = useDocumentChunks(document.id, shareToken);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [isSelectionMissing, setIsSelectionMissing] = useState(false);
  const [expiredMarkKey, setExpiredMarkKey] = useState<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  // openAt with a passage: scroll to it and mark it for a moment
  const chunkList = chunks.data?.chunks;
  const markTarget =
    mark && chunkList
      ? (chunkList.find((chunk) => chunk.id === mark.location.chunkId) ??
        chunkList.find((chunk) => mark.location.page != null && chunk.page === mark.location.page) ??
        chunkList.find((chunk) => mark.location.slide != null && chunk.slide === mark.location.slide) ??
        null)
      : null;
  const markedChunkId = mark && markTarget && expiredMarkKey !== mark.key ? markTarget.id : null;
  const markTargetId = markTarget?.id ?? null;
  useEffect(() => {
    if (!mark || !markTargetId) return;
    containerRef.current?.querySelector(`[data-chunk-id="${markTargetId}"]`)?.scrollIntoView({ block: 'center' });
    const timer = window.setTimeout(() => setExpiredMarkKey(mark.key), 2500);
    return () => window.clearTimeout(timer);
  }, [mark, markTargetId]);

  const highlight = () => {
    const selected = readPassageSelection();
    if (!selected) {
      setIsSelectionMissing(true);
      return;
    }
    setIsSelectionMissing(false);
    const key = store.create({
      kind: 'passage',
      documentId: document.id,
      page: null,
      rects: [],
      color: ANNOTATION_COLORS[0],
      note: null,
      ...selected,
    });
    window.getSelection()?.removeAllRanges();
    setOpenKey(key);
  };

  if (chunks.isPending || chunks.isError) return <ChunksFallback chunks={chunks} lines={3} />;
  const documentAnnotations = store.items.filter((item) => item.kind === 'passage');
  // pasted Markdown: its headings shown as headings, levels from h2 without a gap
  const headingLevels = rankHeadingLevels(chunks.data.chunks.flatMap((chunk) => readHeadingDepths(chunk.text)));
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {store.canEdit ? (
        <div
          role="toolbar"
          aria-label={t('viewer.toolbar')}
          className="flex shrink-0 flex-wrap items-center gap-2 border-b border-border px-2 py-1.5"
        >
          <Button
            variant="ghost"
            size="sm"
            icon={<Highlighter className="size-4" aria-hidden />}
            // keep the selection: the button must not take it away before it is read
            onMouseDown={(event) => event.preventDefault()}
            onClick={highlight}
          >
            {t('annotations.highlight')}
          </Button>
          {isSelectionMissing ? (
            <span role="status" className="text-xs text-muted">
              {t('annotations.selectFirst')}
            </span>
          ) : null}
        </div>
      ) : null}
      <div ref={containerRef} className="min-h-0 flex-1 overflow-auto px-5 py-4">
        <div className="mx-auto flex max-w-prose flex-col gap-4 text-[0.95rem] leading-7 text-fg">
          {chunks.data.chunks.map((chunk, chunkIndex) => {
            const isNewSlide = chunk.slide !== null && chunk.slide !== chunks.data.chunks[chunkIndex - 1]?.slide;
            // a pasted transcript: who speaks, where the turn changes
            const speaker =
              chunk.speakerId !== null && chunk.speakerId !== chunks.data.chunks[chunkIndex - 1]?.speakerId
                ? chunks.data.speakers.find((item) => item.id === chunk.speakerId)
                : undefined;
            const pieces = withOffsets(splitByHighlights(chunk.text, getPassageHighlights(chunk, documentAnnotations)));
            // a highlight cut by another opens its editor from its first piece only
            const opened = new Set<string>();
            return (
              <Fragment key={chunk.id}>
                {isNewSlide ? (
                  <h3 className="mt-2 text-sm font-semibold text-muted">
                    {t('slides.slideLabel', { slide: chunk.slide ?? 0 })}
                  </h3>
                ) : null}
                {speaker ? <p className="-mb-3 text-sm font-semibold text-muted">{speakerName(speaker)}</p> : null}
                <div
                  data-chunk-id={chunk.id}
                  className={cn(
                    'rounded-sm whitespace-pre-wrap break-words transition-shadow',
                    markedChunkId === chunk.id && 'bg-primary-soft ring-2 ring-primary',
                  )}
                >
                  {splitIntoBlocks(chunk.text).map((block, blockIndex) => {
                    const content = block.spans.flatMap((span) =>
                      piecesWithin(pieces, span).map((piece) =>
                        span.isHidden ? (
                          // a heading's markers: in the page for the offsets, not shown or read
                          <span key={`${piece.from}h`} hidden>
                            {piece.text}
                          </span>
                        ) : piece.annotation ? (
                          <PassageHighlight
                            key={piece.annotation.key + String(piece.from)}
                            annotation={piece.annotation}
                            text={piece.text}
                            store={store}
                            isOpen={
                              openKey === piece.annotation.key &&
                              !opened.has(piece.annotation.key) &&
                              Boolean(opened.add(piece.annotation.key))
                            }
                            onOpenChange={(open) => setOpenKey(open ? piece.annotation!.key : null)}
                          />
                        ) : (
                          <Fragment key={piece.from}>{piece.text}</Fragment>
                        ),
                      ),
                    );
                    if (block.kind === 'text') return <p key={blockIndex}>{content}</p>;
                    const Heading = `h${headingLevels.get(block.depth) ?? 6}` as 'h2';
                    return (
                      <Heading
                        key={blockIndex}
                        className={cn(
                          'font-semibold text-fg',
                          block.depth === 1 ? 'text-lg' : 'text-base',
                          blockIndex > 0 && 'mt-3',
                        )}
                      >
                        {content}
                      </Heading>
                    );
                  })}
                </div>
              </Fragment>
            );
          })}
        </div>
      </div>
    </div>
  );
}
