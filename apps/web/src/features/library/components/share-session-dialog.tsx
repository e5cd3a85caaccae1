import { useEffect, useRef, useState } from 'react';
import { Check, Copy, Link2, Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@mnemo/i18n/format';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal } from '../../../components/modal.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useCreateShareLink } from '../api/create-share-link.ts';
import { useRevokeShareLinks } from '../api/revoke-share-links.ts';

const COPIED_FEEDBACK_MS = 2000;

/**
 * Share dialog (spec §2, §4): initial → loading after "create link" → the link with a copy button,
 * and cancel becomes close. A link is only created with both a folder id and a file id.
 */
export function ShareSessionDialog({
  open,
  onOpenChange,
  folderId,
  fileId,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string | null | undefined;
  fileId: string | null | undefined;
  name: string;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const createLink = useCreateShareLink();
  const revokeLinks = useRevokeShareLinks();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // notes and highlights are private unless the owner shares them with this link
  const [includeNotes, setIncludeNotes] = useState(false);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const link = createLink.data;
  const canCreate = Boolean(folderId && fileId);

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  function changeOpen(next: boolean): void {
    if (!next) {
      // Each opening starts over: a new press mints a new link.
      createLink.reset();
      revokeLinks.reset();
      setCopyState('idle');
      setIncludeNotes(false);
    }
    onOpenChange(next);
  }

  async function copyLink(): Promise<void> {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopyState('copied');
    } catch {
      linkInputRef.current?.select();
      setCopyState('failed');
    }
  }

  const errorMessage = createLink.error ? describeApiError(createLink.error) : null;

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t('share.title')}
      description={t('share.body', { name })}
      footer={
        <>
          <Button
            variant="ghost"
            icon={<Link2Off className="size-4" aria-hidden />}
            disabled={!canCreate || revokeLinks.isSuccess}
            isLoading={revokeLinks.isPending}
            onClick={() =>
              folderId && fileId && revokeLinks.mutate({ folderId, fileId }, { onSuccess: () => createLink.reset() })
            }
          >
            {t('share.stop')}
          </Button>
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {link ? t('common.close') : t('common.cancel')}
          </Button>
        </>
      }
    >
      {revokeLinks.isSuccess ? (
        <InlineMessage tone="success" className="mb-3">
          {t('share.stopped')}
        </InlineMessage>
      ) : null}
      {revokeLinks.error ? (
        <InlineMessage tone="error" className="mb-3">
          {describeApiError(revokeLinks.error)}
        </InlineMessage>
      ) : null}
      {link ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              ref={linkInputRef}
              className="min-w-0 flex-1"
              label={t('share.linkLabel')}
              value={link.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant={copyState === 'copied' ? 'subtle' : 'primary'}
              icon={
                copyState === 'copied' ? (
                  <Check className="size-4" aria-hidden />
                ) : (
                  <Copy className="size-4" aria-hidden />
                )
              }
              onClick={() => void copyLink()}
            >
              {copyState === 'copied' ? t('share.copied') : t('share.copy')}
            </Button>
          </div>
          <p className="text-xs text-muted">
            {t('share.expires', { date: formatDate(link.expiresAt) })}
            {link.includeNotes ? ` ${t('share.notesIncluded')}` : ''}
          </p>
          {copyState === 'failed' ? <InlineMessage tone="error">{t('share.copyFailed')}</InlineMessage> : null}
        </div>
      ) : createLink.isPending ? (
        <LoadingState label={t('share.loading')} className="h-10" />
      ) : (
        <div className="flex flex-col gap-3">
          {errorMessage ? <InlineMessage tone="error">{errorMessage}</InlineMessage> : null}
          <div className="flex flex-col gap-1">
            <Checkbox
              label={t('share.includeNotes')}
              checked={includeNotes}
              onChange={(event) => setIncludeNotes(event.currentTarget.checked)}
            />
            <p className="ps-6.5 text-xs text-muted">{t('share.notesPrivate')}</p>
          </div>
          <div>
            <Button
              icon={<Link2 className="size-4" aria-hidden />}
              disabled={!canCreate}
              onClick={() => folderId && fileId && createLink.mutate({ folderId, fileId, includeNotes })}
            >
              {t('share.create')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
