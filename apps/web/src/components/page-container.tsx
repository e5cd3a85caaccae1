import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** The width and padding every page shares. */
export function PageContainer({
  children,
  size = 'default',
  className,
}: {
  children: ReactNode;
  size?: 'narrow' | 'default' | 'wide';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-6 sm:px-6 sm:py-10',
        size === 'narrow' && 'max-w-2xl',
        size === 'default' && 'max-w-4xl',
        size === 'wide' && 'max-w-6xl',
        className,
      )}
    >
      {children}
    </div>
  );
}
