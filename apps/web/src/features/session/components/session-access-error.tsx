import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Lock } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The message for a session that cannot be shown. Spec §5: with a share token and a 403, the
 * body's message, or else 'Share token is not Unauthorized'.
 */
export function describeSessionError(error: unknown, hasShareToken: boolean, t: TFunction<['app', 'errors']>): string {
  if (!isApiError(error)) return t('errors:error_something_wrong');
  if (error.status === 403 && hasShareToken) {
    return error.hasServerMessage ? error.message : t('errors:SHARE_TOKEN_INVALID');
  }
  if (error.status === 401) return error.hasServerMessage ? error.message : t('errors:session_unauthorized');
  if (error.status === 404) return t('session.notFound');
  return error.message;
}

export function SessionAccessError({ message, actions }: { message: string; actions?: ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg">
      <EmptyState icon={<Lock className="size-5" aria-hidden />} title={message} action={actions} />
    </Card>
  );
}
