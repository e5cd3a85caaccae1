import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useExportAccount } from '../api/export-account.ts';

/** "Download my data": the zip of everything the account owns (spec §1's privacy claim). */
export function DownloadDataSection() {
  const { t } = useTranslation('exchange');
  const exportAccount = useExportAccount();
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="secondary"
        icon={<Download className="size-4" aria-hidden />}
        isLoading={exportAccount.isPending}
        onClick={() => exportAccount.mutate()}
      >
        {exportAccount.isPending ? t('account.preparing') : t('account.download')}
      </Button>
      {exportAccount.isError ? (
        <InlineMessage tone="error">{describeApiError(exportAccount.error)}</InlineMessage>
      ) : null}
    </div>
  );
}
