import { computeUsagePercent, getQuotaLevel, type QuotaLevel } from '@mnemo/domain/quota';
import { cn } from '../lib/cn.ts';

const LEVEL_CLASSES: Record<QuotaLevel, string> = {
  ok: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/**
 * A usage bar: green below 70 %, amber from 70, red from 90 (spec §9); the fill never passes
 * 100 % even when usage does.
 */
export function ProgressBar({
  used,
  limit,
  label,
  valueText,
  className,
}: {
  used: number;
  limit: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const percent = computeUsagePercent(used, limit);
  const level = getQuotaLevel(used, limit);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      data-level={level}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-3', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', LEVEL_CLASSES[level])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
