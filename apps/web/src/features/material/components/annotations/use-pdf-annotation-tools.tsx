import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Highlighter, ListTree, SquareDashed, TextCursorInput } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANNOTATION_COLORS } from '@mnemo/contracts/values';
import { Button } from '../../../../components/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { AnnotationStore, LocalAnnotation } from '../../hooks/use-annotations.ts';
import { AnnotationEditor } from './annotation-editor.tsx';
import { MakeClozeDialog, type SelectedPassage } from './make-cloze-dialog.tsx';
import { PdfAnnotationLayer, readPageSelection, type PdfTool } from './pdf-annotation-layer.tsx';

/** The document's annotations beside the pages: click to go there, open to edit the note, colour, or delete. */
function AnnotationsPanel({
  annotations,
  store,
  showPage,
  openKey,
  onOpenKeyChange,
}: {
  annotations: LocalAnnotation[];
  store: AnnotationStore;
  showPage: (page: number) => void;
  openKey: string | null;
  onOpenKeyChange: (key: string | null) => void;
}) {
  const { t } = useTranslation('material');
  const sorted = [...annotations].sort(
    (a, b) => (a.page ?? 0) - (b.page ?? 0) || (a.rects[0]?.y ?? 0) - (b.rects[0]?.y ?? 0),
  );
  return (
    <aside
      aria-label={t('annotations.list', { count: annotations.length })}
      className={cn(
        'flex w-64 max-w-[70%] shrink-0 flex-col overflow-y-auto border-l border-border bg-surface',
        // over the pages' right edge while the viewer is narrow (the page keeps its width), beside them when wide
        'absolute inset-y-0 right-0 z-20 shadow-lg @min-[48rem]/pdf-body:static @min-[48rem]/pdf-body:shadow-none',
      )}
    >
      <h2 className="px-3 pt-3 pb-2 text-sm font-semibold text-fg">
        {t('annotations.list', { count: annotations.length })}
      </h2>
      {store.hasSaveError ? (
        <p role="alert" className="px-3 pb-2 text-xs text-danger-fg">
          {t('annotations.saveFailed')}
        </p>
      ) : null}
      {sorted.length === 0 ? <p className="px-3 text-sm text-muted">{t('annotations.listEmpty')}</p> : null}
      <ul className="flex flex-col gap-1 px-2 pb-3">
        {sorted.map((annotation) => {
          const isOpen = openKey === `list:${annotation.key}`;
          return (
            <li key={annotation.key} className="rounded-control border border-border">
              <button
                type="button"
                aria-expanded={isOpen}
                onClick={() => {
                  if (annotation.page) showPage(annotation.page);
                  onOpenKeyChange(isOpen ? null : `list:${annotation.key}`);
                }}
                className="flex w-full items-start gap-2 rounded-control p-2 text-left text-sm hover:bg-surface-2"
              >
                <span
                  aria-hidden
                  className="mt-1 size-3 shrink-0 rounded-full border border-black/20"
                  style={{ backgroundColor: annotation.color }}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs text-muted">{t('annotations.onPage', { page: annotation.page ?? 0 })}</span>
                  <span className="line-clamp-2 text-fg">
                    {annotation.kind === 'area'
                      ? t('annotations.area', { page: annotation.page ?? 0 })
                      : annotation.quote}
                  </span>
                  {annotation.note ? <span className="line-clamp-2 text-xs text-muted">{annotation.note}</span> : null}
                </span>
              </button>
              {isOpen ? (
                <AnnotationEditor
                  annotation={annotation}
                  canEdit={store.canEdit}
                  onChange={(change) => store.update(annotation.key, change)}
                  onRemove={() => {
                    onOpenKeyChange(null);
                    store.remove(annotation.key);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

/**
 * Annotations on a PDF: the "Highlight" and "Draw area" tools for the owner, each page's layer, and
 * the list beside the pages, for the viewer to place.
 */
export function usePdfAnnotationTools(documentId: string, store: AnnotationStore) {
  const { t } = useTranslation('material');
  const [tool, setTool] = useState<PdfTool>('select');
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [isListOpen, setIsListOpen] = useState(false);
  const [isSelectionMissing, setIsSelectionMissing] = useState(false);
  /** the passage "Make cloze" was chosen on, while its dialog is open */
  const [clozePassage, setClozePassage] = useState<SelectedPassage | null>(null);
  const [clozeSaved, setClozeSaved] = useState<number | null>(null);
  const annotations = useMemo(
    () => store.items.filter((item) => item.documentId === documentId && item.kind !== 'passage' && item.page !== null),
    [store.items, documentId],
  );

  const highlight = () => {
    const selected = readPageSelection();
    setIsSelectionMissing(!selected);
    if (!selected) return;
    const key = store.create({
      kind: 'text',
      documentId,
      page: selected.page,
      rects: selected.rects,
      quote: selected.quote,
      color: ANNOTATION_COLORS[0],
      note: null,
      chunkId: null,
      start: null,
      end: null,
    });
    window.getSelection()?.removeAllRanges();
    setOpenKey(key);
  };

  const startCloze = () => {
    const selected = readPageSelection();
    setIsSelectionMissing(!selected);
    setClozeSaved(null);
    if (!selected) return;
    window.getSelection()?.removeAllRanges();
    setClozePassage({ page: selected.page, quote: selected.quote });
  };

  const onAreaDrawn = useCallback(
    (page: number, rect: { x: number; y: number; width: number; height: number }) => {
      const key = store.create({
        kind: 'area',
        documentId,
        page,
        rects: [rect],
        quote: null,
        color: ANNOTATION_COLORS[2],
        note: null,
        chunkId: null,
        start: null,
        end: null,
      });
      setTool('select');
      setOpenKey(key);
    },
    [store, documentId],
  );

  const toolbar: ReactNode = (
    <>
      <span className="mx-1 h-5 w-px bg-border" aria-hidden />
      {store.canEdit ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            icon={<Highlighter className="size-4" aria-hidden />}
            onMouseDown={(event) => event.preventDefault()}
            onClick={highlight}
            title={t('annotations.highlight')}
            className="px-2 @max-[56rem]/pdf-toolbar:px-1.5"
          >
            <span className="@max-[56rem]/pdf-toolbar:sr-only">{t('annotations.highlight')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={tool === 'area'}
            icon={<SquareDashed className="size-4" aria-hidden />}
            onClick={() => setTool(tool === 'area' ? 'select' : 'area')}
            title={t('annotations.drawArea')}
            className={cn(
              'px-2 @max-[56rem]/pdf-toolbar:px-1.5',
              tool === 'area' && 'bg-primary-soft text-primary-soft-fg',
            )}
          >
            <span className="@max-[56rem]/pdf-toolbar:sr-only">{t('annotations.drawArea')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<TextCursorInput className="size-4" aria-hidden />}
            onMouseDown={(event) => event.preventDefault()}
            onClick={startCloze}
            title={t('makeCloze.button')}
            className="px-2 @max-[56rem]/pdf-toolbar:px-1.5"
          >
            <span className="@max-[56rem]/pdf-toolbar:sr-only">{t('makeCloze.button')}</span>
          </Button>
          {clozePassage ? (
            <MakeClozeDialog
              passage={clozePassage}
              sessionId={store.sessionId}
              documentId={documentId}
              onClose={(saved) => {
                setClozePassage(null);
                setClozeSaved(saved);
              }}
            />
          ) : null}
        </>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={isListOpen}
        icon={<ListTree className="size-4" aria-hidden />}
        onClick={() => setIsListOpen(!isListOpen)}
        title={t('annotations.list', { count: annotations.length })}
        className="px-2 @max-[56rem]/pdf-toolbar:px-1.5"
      >
        <span className="@max-[56rem]/pdf-toolbar:sr-only">{t('annotations.list', { count: annotations.length })}</span>
      </Button>
      {clozeSaved !== null ? (
        <span role="status" className="text-xs text-muted">
          {t('makeCloze.saved', { count: clozeSaved })}
        </span>
      ) : null}
      {isSelectionMissing ? (
        <span role="status" className="text-xs text-muted">
          {t('annotations.selectFirst')}
        </span>
      ) : null}
    </>
  );

  const renderPageOverlay = (page: number) => (
    <PdfAnnotationLayer
      page={page}
      annotations={annotations.filter((annotation) => annotation.page === page)}
      store={store}
      tool={tool}
      openKey={openKey}
      onOpenKeyChange={setOpenKey}
      onAreaDrawn={onAreaDrawn}
    />
  );

  const renderAside = isListOpen
    ? (showPage: (page: number) => void) => (
        <AnnotationsPanel
          annotations={annotations}
          store={store}
          showPage={showPage}
          openKey={openKey}
          onOpenKeyChange={setOpenKey}
        />
      )
    : undefined;

  return { toolbar, renderPageOverlay, renderAside };
}
