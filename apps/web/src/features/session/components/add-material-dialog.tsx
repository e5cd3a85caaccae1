import { useEffect, useState, type FormEvent } from 'react';
import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { checkMaterial, MaterialPicker, type MaterialSource } from '../../../components/material-picker.tsx';
import { Modal, ModalFooter } from '../../../components/modal.tsx';
import { ProcessingProgress } from '../../../components/processing-progress.tsx';
import { QuotaModal } from '../../../components/quota-modal.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useDocumentProgress } from '../../../lib/document-progress.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAddDocument } from '../api/add-document.ts';

/**
 * The Overview's "Add material": the wizard's material picker, then the new document's live stages
 * and progress bar (the same view as the wizard's). Closing it never stops the processing: the
 * document list shows its status, and the session refreshes when it is done.
 */
export function AddMaterialDialog({
  open,
  onOpenChange,
  sessionId,
  sessionName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
  sessionName: string;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const queryClient = useQueryClient();
  const [source, setSource] = useState<MaterialSource>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [quotaLimit, setQuotaLimit] = useState<QuotaLimitKind | null>(null);
  const [created, setCreated] = useState<CreateSessionResponse | null>(null);
  const mutation = useAddDocument();
  const { state, isReconnecting } = useDocumentProgress(created?.document.id ?? null, created?.document ?? null);
  const status = state?.status;

  // the new document is in the session from its 202 on; its outcome changes cards, questions, summary
  useEffect(() => {
    if (created) void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
  }, [created, queryClient]);
  useEffect(() => {
    if (status === 'completed' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessionFileAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    }
  }, [status, queryClient]);

  const reset = () => {
    setSource('file');
    setFile(null);
    setText('');
    setUrl('');
    setError(undefined);
    setFormError(null);
    setCreated(null);
    mutation.reset();
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const clear = () => {
    setError(undefined);
    setFormError(null);
  };

  const submit = () => {
    const missing = checkMaterial({ source, file, text, url });
    if (missing) {
      setError(t(`errors:${missing}`));
      return;
    }
    clear();
    mutation.mutate(
      { sessionId, source, file, text, url },
      {
        onSuccess: setCreated,
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'QUOTA_LIMIT' && failure.limit) {
            setQuotaLimit(failure.limit);
            return;
          }
          const message = failure.message || t('errors:error_something_wrong');
          const field = isApiError(failure) ? failure.field : undefined;
          if (
            field === 'file' ||
            field === 'text' ||
            field === 'url' ||
            (isApiError(failure) && ['UNSUPPORTED_FILE', 'PAYLOAD_TOO_LARGE'].includes(failure.code))
          ) {
            setError(message);
          } else setFormError(message);
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <>
      <Modal open={open} onOpenChange={close} title={t('materials.addTitle')} className="max-w-lg">
        {created ? (
          <>
            <ProcessingProgress
              name={created.document.fileName ?? sessionName}
              state={state}
              isReconnecting={isReconnecting}
              onRetry={status === 'failed' ? () => setCreated(null) : undefined}
            />
            <ModalFooter>
              <Button variant={status === 'completed' ? 'primary' : 'secondary'} onClick={() => close(false)}>
                {t('common.close')}
              </Button>
              {status === 'failed' ? (
                // the failed document is gone (ARCHITECTURE.md §5): the same material is sent again
                <Button isLoading={mutation.isPending} onClick={submit}>
                  {t('common.retry')}
                </Button>
              ) : null}
            </ModalFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <MaterialPicker
              source={source}
              onSourceChange={(next) => {
                setSource(next);
                clear();
              }}
              file={file}
              onFileChange={(next) => {
                setFile(next);
                clear();
              }}
              text={text}
              onTextChange={(next) => {
                setText(next);
                clear();
              }}
              url={url}
              onUrlChange={(next) => {
                setUrl(next);
                clear();
              }}
              error={error}
            />
            {formError ? <InlineMessage tone="error">{formError}</InlineMessage> : null}
            <ModalFooter>
              <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" isLoading={mutation.isPending}>
                {mutation.isPending ? t('materials.adding') : t('materials.addSubmit')}
              </Button>
            </ModalFooter>
          </form>
        )}
      </Modal>
      <QuotaModal limit={quotaLimit} onClose={() => setQuotaLimit(null)} />
    </>
  );
}
