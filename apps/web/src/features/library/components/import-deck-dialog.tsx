import { useId, useState, type FormEvent } from 'react';
import type { ImportState } from '@mnemo/contracts/exchange';
import { FLASHCARD_BACK_MAX_LENGTH, FLASHCARD_FRONT_MAX_LENGTH } from '@mnemo/contracts/values';
import { useNavigate } from 'react-router';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, getButtonClassName } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal, ModalFooter } from '../../../components/modal.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useImportDeck } from '../api/import-deck.ts';

/** The longest sides a card may have (the card contract's), named in the report. */
const SIDE_MAX: Record<string, number> = {
  front_too_long: FLASHCARD_FRONT_MAX_LENGTH,
  back_too_long: FLASHCARD_BACK_MAX_LENGTH,
};

/** What an import left out, by reason, in the learner's words. */
function SkippedReport({ skipped }: { skipped: ImportState['skipped'] }) {
  const { t } = useTranslation('exchange');
  return (
    <div className="text-sm text-fg">
      <p>{t('report.skipped', { count: skipped.count })}</p>
      <ul className="mt-1 list-disc ps-5">
        {Object.entries(skipped.reasons).map(([reason, count]) => (
          <li key={reason}>
            {SIDE_MAX[reason] !== undefined
              ? t(`report.reasons.${reason as 'front_too_long' | 'back_too_long'}`, { count, max: SIDE_MAX[reason] })
              : reason === 'front_empty' || reason === 'back_empty'
                ? t(`report.reasons.${reason}`, { count })
                : t('report.reasons.other', { count, reason })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether a finished import has something to tell before the dialog closes: cards left out, or cards to look at. */
function hasReport(state: ImportState): boolean {
  return state.skipped.count > 0 || (state.imported.imageOcclusion ?? 0) > 0;
}

/**
 * Imports an Anki package or a CSV as a new session and opens it, or, given `into`, adds its cards
 * to that session (the page stays; `onImported` hears what came in). The import runs as a job on
 * the server (ADR 064): its progress shows as a bar, and when cards were left out (over a card's
 * limits) the report says how many and why before the dialog closes. The server's message
 * (already in the learner's language) is shown when the file is refused; nothing is saved then.
 */
export function ImportDeckDialog({
  open,
  onOpenChange,
  into,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  into?: { id: string; name: string };
  onImported?: (imported: ImportState['imported']) => void;
}) {
  const { t } = useTranslation(['exchange', 'app']);
  const navigate = useNavigate();
  const importDeck = useImportDeck();
  const { run } = importDeck;
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [isMissingFile, setIsMissingFile] = useState(false);

  function changeOpen(next: boolean): void {
    // An import under way finishes before the dialog may close.
    if (importDeck.isPending) return;
    if (!next) {
      setFile(null);
      setIsMissingFile(false);
      importDeck.reset();
    }
    onOpenChange(next);
  }

  /** Leaves the dialog for what was imported: the new session, or the page it was imported into. */
  function finish(sessionId: string): void {
    setFile(null);
    importDeck.reset();
    onOpenChange(false);
    if (!into) void navigate(paths.session('root', sessionId));
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!file) {
      setIsMissingFile(true);
      return;
    }
    const last = await importDeck.start({ file, sessionId: into?.id });
    if (last.phase !== 'done') return;
    if (into) onImported?.(last.state.imported);
    // nothing left out or to warn of: straight on; otherwise the report stays until the learner goes on
    if (!hasReport(last.state)) finish(last.accepted.sessionId);
  }

  const progress = run.phase === 'importing' ? (run.state?.progress ?? 0) : 0;
  const failure = run.phase === 'failed' ? (run.state?.error?.message ?? describeApiError(run.error)) : null;
  const report = run.phase === 'done' && hasReport(run.state) ? run : null;

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={into ? t('importInto.title') : t('import.title')}
      description={into ? t('importInto.description', { name: into.name }) : t('import.description')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {/* A native file input speaks the browser's language, not the page's: a labelled button instead. */}
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-label`} className="text-sm font-medium text-fg">
            {t('import.fileLabel')}
          </span>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
            <input
              id={id}
              type="file"
              accept=".apkg,.csv,application/apkg,text/csv"
              className="peer sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-chosen${isMissingFile ? ` ${id}-error` : ''}`}
              aria-invalid={isMissingFile || undefined}
              disabled={importDeck.isPending}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setIsMissingFile(false);
                importDeck.reset();
              }}
            />
            <label
              htmlFor={id}
              aria-hidden="true"
              className={getButtonClassName(
                'secondary',
                'md',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:text-muted',
              )}
            >
              <FileUp className="size-4" aria-hidden />
              {t('import.choose')}
            </label>
            <span id={`${id}-chosen`} className="min-w-0 text-sm break-words text-muted">
              {file?.name ?? t('import.noFileChosen')}
            </span>
          </div>
          {isMissingFile ? (
            <p id={`${id}-error`} className="text-sm text-danger-fg">
              {t('import.noFile')}
            </p>
          ) : null}
        </div>
        {importDeck.isPending && file ? (
          <div role="status" className="mt-4 flex flex-col gap-1.5 text-sm text-muted">
            <span id={`${id}-progress`}>{t('import.progress', { name: file.name })}</span>
            <div
              role="progressbar"
              aria-labelledby={`${id}-progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={t('import.progressValue', { percent: progress })}
              className="h-2 w-full overflow-hidden rounded-full bg-surface-3"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-300"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
        ) : null}
        {failure ? (
          <InlineMessage className="mt-4" tone="error">
            {failure}
          </InlineMessage>
        ) : null}
        {report ? (
          <div role="status" className="mt-4 flex flex-col gap-2">
            <p className="text-sm font-medium text-fg">
              {t('report.imported', { count: report.state.imported.cards })}
            </p>
            {report.state.skipped.count > 0 ? <SkippedReport skipped={report.state.skipped} /> : null}
            {report.state.imported.imageOcclusion ? (
              <InlineMessage tone="info">
                {t('report.imageOcclusion', { count: report.state.imported.imageOcclusion })}
              </InlineMessage>
            ) : null}
          </div>
        ) : null}
        <ModalFooter>
          {report ? (
            <Button type="button" onClick={() => finish(report.accepted.sessionId)}>
              {into ? t('app:common.close') : t('report.open')}
            </Button>
          ) : (
            <>
              <Button
                type="button"
                variant="secondary"
                disabled={importDeck.isPending}
                onClick={() => changeOpen(false)}
              >
                {t('app:common.cancel')}
              </Button>
              <Button type="submit" isLoading={importDeck.isPending}>
                {importDeck.isPending ? t('import.pending') : t('import.submit')}
              </Button>
            </>
          )}
        </ModalFooter>
      </form>
    </Modal>
  );
}
