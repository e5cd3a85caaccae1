import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

export function SessionAccessError({ message, actions }: { message: string; actions?: ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg">
      <EmptyState icon={<Lock className="size-5" aria-hidden />} title={message} action={actions} />
    </Card>
  );
}
