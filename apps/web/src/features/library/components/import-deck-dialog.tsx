import { useId, useState, type FormEvent } from 'react';
import type { ImportResponse } from '@mnemo/contracts/exchange';
import { useNavigate } from 'react-router';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, getButtonClassName } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal, ModalFooter } from '../../../components/modal.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useImportDeck } from '../api/import-deck.ts';

/**
 * Imports an Anki package or a CSV as a new session and opens it, or, given `into`, adds its cards
 * to that session (the page stays; `onImported` hears what came in). The server's message
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
  onImported?: (imported: ImportResponse['imported']) => void;
}) {
  const { t } = useTranslation(['exchange', 'app']);
  const navigate = useNavigate();
  const importDeck = useImportDeck();
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

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!file) {
      setIsMissingFile(true);
      return;
    }
    importDeck.mutate(
      { file, sessionId: into?.id },
      {
        onSuccess: ({ sessionId, imported }) => {
          setFile(null);
          onOpenChange(false);
          if (into) onImported?.(imported);
          else void navigate(paths.session('root', sessionId));
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={into ? t('importInto.title') : t('import.title')}
      description={into ? t('importInto.description', { name: into.name }) : t('import.description')}
    >
      <form onSubmit={submit} noValidate>
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
          <LoadingState className="mt-4" label={t('import.progress', { name: file.name })} />
        ) : null}
        {importDeck.isError ? (
          <InlineMessage className="mt-4" tone="error">
            {describeApiError(importDeck.error)}
          </InlineMessage>
        ) : null}
        <ModalFooter>
          <Button type="button" variant="secondary" disabled={importDeck.isPending} onClick={() => changeOpen(false)}>
            {t('app:common.cancel')}
          </Button>
          <Button type="submit" isLoading={importDeck.isPending}>
            {importDeck.isPending ? t('import.pending') : t('import.submit')}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
