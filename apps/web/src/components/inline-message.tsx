import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export type MessageTone = 'error' | 'success' | 'info';

const TONE_CLASSES: Record<MessageTone, string> = {
  error: 'border-danger/30 bg-danger-soft text-danger-fg',
  success: 'border-success/30 bg-success-soft text-success-soft-fg',
  info: 'border-primary/20 bg-primary-soft text-primary-soft-fg',
};

const TONE_ICONS = { error: AlertCircle, success: CheckCircle2, info: Info } as const;

/** A short message in the flow of a form or page; errors are announced (role=alert). */
export function InlineMessage({
  tone = 'info',
  children,
  className,
}: {
  tone?: MessageTone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = TONE_ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-control border px-3 py-2.5 text-sm', TONE_CLASSES[tone], className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}
