import { cn } from '../lib/cn.ts';

/** Up to two initials: first and last word of the name, else the email's first letter. */
export function getInitials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email ?? '?').trim().charAt(0).toUpperCase() || '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({
  name,
  email,
  size = 'md',
  className,
}: {
  name: string | null | undefined;
  email?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full bg-primary font-semibold text-on-primary',
        size === 'sm' && 'size-7 text-xs',
        size === 'md' && 'size-8 text-xs',
        size === 'lg' && 'size-11 text-sm',
        className,
      )}
    >
      {getInitials(name, email)}
    </span>
  );
}
