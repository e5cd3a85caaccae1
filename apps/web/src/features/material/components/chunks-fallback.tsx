import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';

const LINE_WIDTHS = ['w-full', 'w-5/6', 'w-4/6'] as const;

/**
 * What stands in for a document's chunks: `lines` skeleton lines while they load, the load
 * failure if they could not be read; null once they are there.
 */
export function ChunksFallback({ chunks, lines }: { chunks: UseQueryResult<unknown>; lines: 2 | 3 }) {
  const { t } = useTranslation('material');
  if (chunks.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4">
        {LINE_WIDTHS.slice(0, lines).map((width) => (
          <Skeleton key={width} className={`h-4 ${width}`} />
        ))}
      </div>
    );
  }
  if (chunks.isError) {
    return (
      <InlineMessage tone="error" className="m-4">
        {t('viewer.loadFailed')}
      </InlineMessage>
    );
  }
  return null;
}
