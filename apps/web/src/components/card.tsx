import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('rounded-card border border-border bg-surface shadow-card', className)} {...props} />;
}

/** A settings-style section: heading and description on the left, content on the right. */
export function Section({
  title,
  description,
  children,
  tone = 'default',
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', tone === 'danger' && 'border-danger/40', className)}>
      <div className="grid gap-5 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-8">
        <div>
          <h2 className={cn('text-base font-semibold', tone === 'danger' ? 'text-danger-fg' : 'text-fg')}>{title}</h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </Card>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
