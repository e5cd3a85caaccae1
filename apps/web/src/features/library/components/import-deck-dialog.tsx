import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal, ModalFooter } from '../../../components/modal.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useImportDeck } from '../api/import-deck.ts';

/**
 * Imports an Anki package or a CSV as a new session and opens it. The server's message (already
 * in the learner's language) is shown when the file is refused; nothing is saved then.
 */
export function ImportDeckDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['exchange', 'app']);
  const navigate = useNavigate();
  const importDeck = useImportDeck();
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
      { file },
      {
        onSuccess: ({ sessionId }) => {
          onOpenChange(false);
          void navigate(paths.session('root', sessionId));
        },
      },
    );
  }

  return (
    <Modal open={open} onOpenChange={changeOpen} title={t('import.title')} description={t('import.description')}>
      <form onSubmit={submit} noValidate>
        <TextField
          type="file"
          label={t('import.fileLabel')}
          accept=".apkg,.csv,application/apkg,text/csv"
          disabled={importDeck.isPending}
          error={isMissingFile ? t('import.noFile') : null}
          className="[&_input]:h-auto [&_input]:py-2"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setIsMissingFile(false);
            importDeck.reset();
          }}
        />
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
