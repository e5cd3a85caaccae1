import { cn } from '../lib/cn.ts';

/** A decorative spinner; pair it with visible text or use LoadingState for a labelled one. */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cn('size-5 animate-spin text-current', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A spinner with a label that assistive technology announces. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      <Spinner className="size-4 text-primary" />
      <span>{label}</span>
    </div>
  );
}
