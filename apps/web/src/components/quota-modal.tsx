import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getUiLanguage } from '../lib/i18n.ts';
import { localizePath } from '../lib/locale-path.ts';
import { usePlans } from '../lib/plans.ts';
import { Button, getButtonClassName } from './button.tsx';
import { Modal } from './modal.tsx';

const MESSAGE_KEYS = {
  FILE_SIZE_LIMIT: 'errors:quota_file_size',
  AMOUNT_OF_DOCUMENTS_LIMIT: 'errors:quota_documents',
  EXERCISES_LIMIT: 'errors:quota_exercises',
  TOKENS_LIMIT: 'errors:quota_tokens',
} as const satisfies Record<QuotaLimitKind, string>;

/**
 * The spec's quota modal: which limit refused the work, that nothing was saved, and the plans.
 * Open while `limit` is set (a 402's `limit`, or a failed document's). The plans link shows only
 * when the server sells plans (GET /api/plans).
 */
export function QuotaModal({ limit, onClose }: { limit: QuotaLimitKind | null; onClose: () => void }) {
  const { t } = useTranslation(['app', 'errors']);
  // With billing off there is nothing to upgrade to: no plans link (the operator sets plans).
  const locale = getUiLanguage();
  const plans = usePlans(locale, { isEnabled: limit !== null });
  const isSold = plans.data !== undefined && plans.data.billing !== 'off';
  return (
    <Modal
      open={limit !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('quotaModal.title')}
      description={limit ? t(MESSAGE_KEYS[limit]) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('quotaModal.close')}
          </Button>
          {isSold ? (
            <Link to={localizePath('/pricing', locale)} className={getButtonClassName('primary')}>
              {t('quotaModal.plans')}
            </Link>
          ) : null}
        </>
      }
    />
  );
}
