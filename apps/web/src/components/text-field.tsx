import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

export const INPUT_CLASS_NAME = cn(
  // 16 px text on phones: smaller text makes iOS zoom into the field on focus.
  'block h-10 w-full min-w-0 rounded-control border border-border-strong bg-surface px-3 text-base text-fg sm:text-sm',
  'placeholder:text-subtle transition-colors',
  'hover:border-muted/60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
  'disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-muted read-only:bg-surface-2',
);

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Hide the label visually while keeping it for assistive technology. */
  isLabelHidden?: boolean;
  endAdornment?: ReactNode;
}

/** A labelled input with its hint and error wired through aria-describedby. */
export function TextField({
  label,
  hint,
  error,
  isLabelHidden = false,
  endAdornment,
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-fg', isLabelHidden && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(INPUT_CLASS_NAME, endAdornment ? 'pr-11' : undefined)}
          {...props}
        />
        {endAdornment ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          onClick={() => setIsVisible((value) => !value)}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg"
          aria-label={isVisible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={isVisible}
        >
          {isVisible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      }
    />
  );
}
