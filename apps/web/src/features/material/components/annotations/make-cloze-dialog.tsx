import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentChunk } from '@mnemo/contracts/reading';
import type { ClozeNoteResponse } from '@mnemo/contracts/review';
import { clozeOrdinals, makeCloze } from '@mnemo/domain/cloze';
import { Button } from '../../../../components/button.tsx';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { INPUT_CLASS_NAME } from '../../../../components/text-field.tsx';
import { requestApi } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { describeApiError } from '../../../../lib/describe-api-error.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useDocumentChunks } from '../../api/get-document-chunks.ts';

/** A passage selected on a page, to make a cloze note of. */
export interface SelectedPassage {
  page: number;
  quote: string;
}

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []);

/** The chunk of the page that holds the most of the quote's words (the note's source), else null. */
export function findPassageChunk(chunks: readonly DocumentChunk[], passage: SelectedPassage): string | null {
  const wanted = words(passage.quote);
  let best: { id: string; score: number } | null = null;
  for (const chunk of chunks) {
    if (chunk.page !== passage.page) continue;
    const have = words(chunk.text);
    const score = [...wanted].filter((word) => have.has(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { id: chunk.id, score };
  }
  return best?.id ?? null;
}

/**
 * "Make cloze" from a passage selected in the material (issue 28 item 3): the passage as the note's
 * text, words chosen in it made blanks ("Make cloze", Alt+Shift+C), saved as a cloze note whose
 * cards cite the passage.
 */
export function MakeClozeDialog({
  passage,
  sessionId,
  documentId,
  onClose,
}: {
  passage: SelectedPassage | null;
  sessionId: string;
  documentId: string;
  onClose: (saved: number | null) => void;
}) {
  const { t } = useTranslation('material');
  const queryClient = useQueryClient();
  const chunks = useDocumentChunks(documentId, undefined, { isEnabled: passage !== null });
  const [text, setText] = useState(passage?.quote ?? '');
  const [isTouched, setIsTouched] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const areaId = useId();
  const hintId = useId();
  const save = useMutation({
    mutationFn: (body: { text: string; sourceChunkId: string | null }) =>
      requestApi<ClozeNoteResponse>(`/sessions/${sessionId}/notes`, { method: 'POST', body }),
    onSuccess: (note) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
      onClose(note.cards.length);
    },
  });
  const hasDeletion = clozeOrdinals(text).length > 0;

  const wrapSelection = () => {
    const area = areaRef.current;
    if (!area) return;
    const made = makeCloze(text, area.selectionStart, area.selectionEnd);
    setText(made.text);
    area.focus();
  };

  return (
    <Modal
      open={passage !== null}
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      title={t('makeCloze.title')}
    >
      <form
        className="flex flex-col gap-3"
        onKeyDown={(event) => {
          if (event.altKey && event.shiftKey && event.code === 'KeyC') {
            event.preventDefault();
            wrapSelection();
          }
        }}
        onSubmit={(event) => {
          event.preventDefault();
          setIsTouched(true);
          if (!hasDeletion || !passage) return;
          save.mutate({
            text: text.trim(),
            sourceChunkId: chunks.data ? findPassageChunk(chunks.data.chunks, passage) : null,
          });
        }}
      >
        {save.isError ? <InlineMessage tone="error">{describeApiError(save.error)}</InlineMessage> : null}
        <label htmlFor={areaId} className="text-sm font-medium text-fg">
          {t('makeCloze.text')}
        </label>
        <textarea
          id={areaId}
          ref={areaRef}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={(isTouched && !hasDeletion) || undefined}
          className={cn(INPUT_CLASS_NAME, 'h-auto min-h-28 py-2')}
        />
        <p id={hintId} className="text-xs text-muted">
          {t('makeCloze.hint')}
        </p>
        {isTouched && !hasDeletion ? <p className="text-sm text-danger-fg">{t('makeCloze.needsDeletion')}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-keyshortcuts="Alt+Shift+C"
            onMouseDown={(event) => event.preventDefault()}
            onClick={wrapSelection}
          >
            {t('makeCloze.button')}
          </Button>
          <Button type="submit" size="sm" isLoading={save.isPending}>
            {t('makeCloze.save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => onClose(null)}>
            {t('makeCloze.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
