import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Plan } from '@mnemo/domain/plans';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { usePlans } from '../../../lib/plans.ts';

export const PROMOTION_DISMISSED_KEY = 'mnemo.promotion.dismissedAt';
const QUIET_MS = 12 * 60 * 60 * 1000;

function wasDismissedRecently(now: number): boolean {
  const value = Number(window.localStorage.getItem(PROMOTION_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 && now - value < QUIET_MS;
}

/**
 * The early promotion (spec §1, §2): offered to signed-in users on the free plan when the server
 * sells plans; once closed it stays away for 12 hours. Never shown to visitors.
 */
export function PromotionModal({ isSignedIn, plan }: { isSignedIn: boolean; plan: Plan | undefined }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const isEligible = isSignedIn && plan === 'FREE';
  const plans = usePlans(getUiLanguage(), { isEnabled: isEligible });
  const [isClosed, setIsClosed] = useState(() => wasDismissedRecently(Date.now()));
  const isOpen = isEligible && !isClosed && plans.data !== undefined && plans.data.billing !== 'off';
  const close = () => {
    window.localStorage.setItem(PROMOTION_DISMISSED_KEY, String(Date.now()));
    setIsClosed(true);
  };
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('promotion.title')}
      description={t('promotion.body')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('promotion.dismiss')}
          </Button>
          <Button
            onClick={() => {
              close();
              void navigate(localizePath('/pricing?promotion=1', getUiLanguage()));
            }}
          >
            {t('promotion.accept')}
          </Button>
        </>
      }
    />
  );
}
