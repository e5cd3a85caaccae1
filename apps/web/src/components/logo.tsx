import { cn } from '../lib/cn.ts';

/** The Mnemo mark and wordmark. */
export function Logo({
  className,
  wordmarkClassName,
  isWordmarkHidden = false,
}: {
  className?: string;
  wordmarkClassName?: string;
  isWordmarkHidden?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mn-primary)" />
        <path
          d="M8 22V10l8 7 8-7v12"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {isWordmarkHidden ? null : (
        <span className={cn('text-lg font-semibold tracking-tight text-fg', wordmarkClassName)}>Mnemo</span>
      )}
    </span>
  );
}
