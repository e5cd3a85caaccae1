import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  label: ReactNode;
  error?: string | null | undefined;
}

/** A native checkbox (keyboard and form behaviour for free) with a label and an error. */
export function Checkbox({ label, error, className, ...props }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-border-strong accent-(--mn-primary)"
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-5 text-fg">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}
