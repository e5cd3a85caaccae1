import type { ReactNode } from 'react';
import type { Locale } from '@mnemo/domain/languages';

export const inputClass =
  'block w-full rounded-control border border-border-strong bg-surface px-3 py-2.5 text-base text-fg placeholder:text-subtle aria-[invalid=true]:border-danger';

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-primary px-5 py-2.5 font-semibold text-on-primary transition-colors hover:bg-primary-hover disabled:opacity-70';

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The polite live region where a form's confirmation or error appears. */
export function FormStatus({ id, status }: { id: string; status: { state: string; message?: string } }) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={
        status.state === 'error'
          ? 'mt-3 text-sm font-medium text-danger-fg'
          : 'mt-3 text-sm font-medium text-success-fg'
      }
    >
      {status.state === 'done' || status.state === 'error' ? status.message : ''}
    </p>
  );
}

/**
 * What the public pages' script (islands/forms.ts) needs to send a form where React does not run
 * (the prerendered pages, ADR 101): the API path, the page's language, the status region and the
 * copy it shows while sending or when the server gives no message of its own. The body is the
 * form's named fields, empty ones left out, plus the language (and the page's path with `withPage`).
 */
export function islandFormAttributes(options: {
  path: string;
  locale: Locale;
  statusId: string;
  sending: string;
  error: string;
  withPage?: boolean;
}): Record<`data-${string}`, string> {
  return {
    'data-island-form': options.path,
    'data-locale': options.locale,
    'data-status': options.statusId,
    'data-sending': options.sending,
    'data-error': options.error,
    ...(options.withPage ? { 'data-with-page': '' } : {}),
  };
}
