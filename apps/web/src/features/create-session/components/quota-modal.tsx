import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, getButtonClassName } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';

const MESSAGE_KEYS = {
  FILE_SIZE_LIMIT: 'errors:quota_file_size',
  AMOUNT_OF_DOCUMENTS_LIMIT: 'errors:quota_documents',
  EXERCISES_LIMIT: 'errors:quota_exercises',
  TOKENS_LIMIT: 'errors:quota_tokens',
} as const satisfies Record<QuotaLimitKind, string>;

/** The spec's quota modal: which limit refused the work, that nothing was saved, and the plans. */
export function QuotaModal({ limit, onClose }: { limit: QuotaLimitKind | null; onClose: () => void }) {
  const { t } = useTranslation(['wizard', 'errors']);
  return (
    <Modal
      open={limit !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('quota.title')}
      description={limit ? t(MESSAGE_KEYS[limit]) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('quota.close')}
          </Button>
          <Link to="/pricing" className={getButtonClassName('primary')}>
            {t('quota.plans')}
          </Link>
        </>
      }
    />
  );
}
