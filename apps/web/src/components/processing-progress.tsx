import type { DocumentState, StageRecord } from '@mnemo/contracts/pipeline';
import { CheckCircle2, CircleDashed, MinusCircle, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { InlineMessage } from './inline-message.tsx';
import { Spinner } from './spinner.tsx';

const STAGE_ICONS = {
  done: CheckCircle2,
  skipped: MinusCircle,
  failed: XCircle,
  running: CircleDashed,
} as const;

function StageItem({ record }: { record: StageRecord }) {
  const { t } = useTranslation('pipeline');
  const Icon = STAGE_ICONS[record.status];
  // a failure has no stage label of its own (it may be `extract`); the message below says why
  const label =
    t(`stages.${record.stage}` as 'stages.document_saved', { defaultValue: '' }) || t('stages.file_processed');
  return (
    <li className="flex items-center gap-2.5 text-sm" data-status={record.status}>
      <Icon
        className={cn(
          'size-4 shrink-0',
          record.status === 'done' && 'text-success',
          record.status === 'failed' && 'text-danger',
          record.status === 'skipped' && 'text-muted',
        )}
        aria-hidden
      />
      <span className={cn(record.status === 'skipped' ? 'text-muted' : 'text-fg')}>{label}</span>
    </li>
  );
}

/** The stages after which chunking and indexing come next (the end of each kind's extraction). */
const EXTRACTED = new Set([
  'file_processed',
  'text_processed',
  'video_processed',
  'audio_processed',
  'webpage_converted_to_pdf',
  'webpage_pdf_skipped',
  'chunks_created',
]);

/** What a processing document is doing now, from the last stage it finished. */
function getCurrentStep(stages: StageRecord[]): 'reading' | 'indexing' | 'generating' | 'saving' {
  const last = stages.at(-1)?.stage;
  if (last === 'index_built') return 'generating';
  if (last === 'exercises_generated' || last === 'exercises_saved') return 'saving';
  if (last !== undefined && EXTRACTED.has(last)) return 'indexing';
  return 'reading';
}

/**
 * The live stages of a document (spec §4) with a progress bar, and its outcome; `onRetry` offers
 * other material after a failure.
 */
export function ProcessingProgress({
  name,
  state,
  isReconnecting,
  onRetry,
}: {
  name: string;
  state: DocumentState | null;
  isReconnecting: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const percent = state?.progress ?? 0;
  const isFailed = state?.status === 'failed';
  const stages = (state?.stages ?? []).filter((record) => !(isFailed && record.status === 'failed'));
  return (
    <section aria-labelledby="processing-title" className="flex flex-col gap-5">
      <div>
        <h2 id="processing-title" className="text-xl font-semibold tracking-tight text-fg">
          {isFailed ? t('processing.failedTitle') : t('processing.title', { name })}
        </h2>
        {isFailed ? null : <p className="mt-1 text-sm text-muted">{t('processing.subtitle')}</p>}
      </div>
      {isFailed ? null : (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t('processing.bar')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2.5 w-full overflow-hidden rounded-full bg-surface-3"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="w-12 shrink-0 text-right text-sm tabular-nums text-muted">
            {t('processing.percent', { percent })}
          </span>
        </div>
      )}
      <ol className="flex flex-col gap-2" aria-label={t('processing.bar')}>
        {stages.map((record, index) => (
          <StageItem key={`${record.stage}-${index}`} record={record} />
        ))}
        {state === null || state.status === 'queued' || state.status === 'processing' ? (
          <li className="flex items-center gap-2.5 text-sm text-muted">
            <Spinner className="size-4" />
            <span>
              {state === null || state.status === 'queued'
                ? t('processing.waiting')
                : t(`processing.steps.${getCurrentStep(stages)}`)}
            </span>
          </li>
        ) : null}
      </ol>
      {isReconnecting ? <InlineMessage tone="info">{t('processing.connectionLost')}</InlineMessage> : null}
      {isFailed ? (
        <>
          <InlineMessage tone="error">{state?.error?.message ?? t('errors:error_something_wrong')}</InlineMessage>
          {onRetry ? (
            <div>
              <Button onClick={onRetry}>{t('processing.tryAgain')}</Button>
            </div>
          ) : null}
        </>
      ) : null}
      {state?.status === 'completed' ? <InlineMessage tone="success">{t('processing.done')}</InlineMessage> : null}
    </section>
  );
}
