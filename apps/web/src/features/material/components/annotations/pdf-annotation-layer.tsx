import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverAnchor, PopoverContent } from '../../../../components/popover.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { AnnotationStore, LocalAnnotation } from '../../hooks/use-annotations.ts';
import { AnnotationEditor } from './annotation-editor.tsx';

export type PdfTool = 'select' | 'area';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest area worth keeping, as a share of the page (a click is not a drag). */
const MIN_AREA_SIDE = 0.01;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A rectangle between two points, relative (0–1) to the page. */
export function toRelativeRect(page: DOMRect, from: { x: number; y: number }, to: { x: number; y: number }): Rect {
  const x1 = clamp01((Math.min(from.x, to.x) - page.left) / page.width);
  const y1 = clamp01((Math.min(from.y, to.y) - page.top) / page.height);
  const x2 = clamp01((Math.max(from.x, to.x) - page.left) / page.width);
  const y2 = clamp01((Math.max(from.y, to.y) - page.top) / page.height);
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/**
 * The current text selection on a PDF page as a highlight: its rects relative to the page (0–1)
 * and its quote; null when nothing is selected on a page. A selection running over several
 * pages keeps the part on the page where it starts.
 */
export function readPageSelection(): { page: number; rects: Rect[]; quote: string } | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const start = range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement;
  const pageElement = start?.closest<HTMLElement>('[data-page-number]');
  const quote = selection.toString().trim();
  if (!pageElement || !quote) return null;
  const page = pageElement.getBoundingClientRect();
  const rects = [...range.getClientRects()]
    .filter((rect) => rect.width > 0.5 && rect.height > 0.5)
    .map((rect) => toRelativeRect(page, { x: rect.left, y: rect.top }, { x: rect.right, y: rect.bottom }))
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .slice(0, 200);
  if (rects.length === 0) return null;
  return { page: Number(pageElement.dataset.pageNumber), rects, quote: quote.slice(0, 4000) };
}

function percent(value: number) {
  return `${value * 100}%`;
}

/**
 * What lies over one PDF page: its highlights and areas (each opens its note, colour and removal)
 * and, with the "Draw area" tool, the surface a rectangle is dragged on.
 */
export function PdfAnnotationLayer({
  page,
  annotations,
  store,
  tool,
  openKey,
  onOpenKeyChange,
  onAreaDrawn,
}: {
  page: number;
  annotations: LocalAnnotation[];
  store: AnnotationStore;
  tool: PdfTool;
  openKey: string | null;
  onOpenKeyChange: (key: string | null) => void;
  onAreaDrawn: (page: number, rect: Rect) => void;
}) {
  const { t } = useTranslation('material');
  const [drag, setDrag] = useState<{
    bounds: DOMRect;
    from: { x: number; y: number };
    to: { x: number; y: number };
  } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = { x: event.clientX, y: event.clientY };
    setDrag({ bounds: event.currentTarget.getBoundingClientRect(), from: point, to: point });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, to: { x: event.clientX, y: event.clientY } });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const rect = toRelativeRect(drag.bounds, drag.from, { x: event.clientX, y: event.clientY });
    setDrag(null);
    if (rect.width >= MIN_AREA_SIDE && rect.height >= MIN_AREA_SIDE) onAreaDrawn(page, rect);
  };
  const dragRect = drag ? toRelativeRect(drag.bounds, drag.from, drag.to) : null;

  return (
    <div className="pointer-events-none absolute inset-0 z-[2]">
      {annotations.map((annotation) => {
        const label =
          annotation.kind === 'area'
            ? t('annotations.area', { page })
            : annotation.note
              ? t('annotations.highlightWithNote', { note: annotation.note })
              : t('annotations.highlightNamed', { quote: annotation.quote ?? '' });
        const [first, ...rest] = annotation.rects;
        if (!first) return null;
        const style = (rect: Rect) => ({
          left: percent(rect.x),
          top: percent(rect.y),
          width: percent(rect.width),
          height: percent(rect.height),
        });
        const shapeClass = annotation.kind === 'area' ? 'border-2 bg-transparent' : 'mix-blend-multiply opacity-60';
        const shapeStyle = (rect: Rect) =>
          annotation.kind === 'area'
            ? { ...style(rect), borderColor: annotation.color, backgroundColor: `${annotation.color}33` }
            : { ...style(rect), backgroundColor: annotation.color };
        return (
          <Popover
            key={annotation.key}
            open={openKey === annotation.key}
            onOpenChange={(open) => onOpenKeyChange(open ? annotation.key : null)}
          >
            <PopoverAnchor asChild>
              <button
                type="button"
                aria-label={label}
                data-annotation-kind={annotation.kind}
                onClick={() => onOpenKeyChange(annotation.key)}
                className={cn(
                  'pointer-events-auto absolute cursor-pointer rounded-[2px] outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  shapeClass,
                )}
                style={shapeStyle(first)}
              />
            </PopoverAnchor>
            {rest.map((rect, index) => (
              <span
                key={index}
                aria-hidden
                onClick={() => onOpenKeyChange(annotation.key)}
                className={cn('pointer-events-auto absolute cursor-pointer rounded-[2px]', shapeClass)}
                style={shapeStyle(rect)}
              />
            ))}
            <PopoverContent align="start" aria-label={t('annotations.editor')}>
              <AnnotationEditor
                annotation={annotation}
                canEdit={store.canEdit}
                onChange={(change) => store.update(annotation.key, change)}
                onRemove={() => {
                  onOpenKeyChange(null);
                  store.remove(annotation.key);
                }}
              />
            </PopoverContent>
          </Popover>
        );
      })}
      {tool === 'area' ? (
        <div
          data-testid={`draw-surface-${page}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
          className="pointer-events-auto absolute inset-0 cursor-crosshair touch-none"
        >
          {dragRect ? (
            <div
              className="absolute border-2 border-dashed border-primary bg-primary/10"
              style={{
                left: percent(dragRect.x),
                top: percent(dragRect.y),
                width: percent(dragRect.width),
                height: percent(dragRect.height),
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
