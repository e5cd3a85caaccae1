import { useState } from 'react';
import { PUBLIC_FORM_PATHS } from '../api/form-paths.ts';
import { postNewsletterSignup } from '../api/post-signup.ts';
import { usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { buttonClass, Field, FormStatus, inputClass, islandFormAttributes } from './form-fields.tsx';
import { useSignupForm } from './use-signup-form.ts';

export function NewsletterForm() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  // One of each form per page: fixed ids keep server and client markup identical.
  const id = 'newsletter';
  const [email, setEmail] = useState('');
  const { status, submit } = useSignupForm(() => postNewsletterSignup({ email }, locale), copy.forms.error);
  const invalid = status.state === 'error' && status.field === 'email';
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {copy.forms.newsletter.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.forms.newsletter.text}</p>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={submit}
        noValidate
        {...islandFormAttributes({
          path: PUBLIC_FORM_PATHS.newsletter,
          locale,
          statusId: `${id}-status`,
          sending: copy.forms.submitting,
          error: copy.forms.error,
        })}
      >
        <div className="grow">
          <Field id={`${id}-email`} label={copy.forms.email}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={`${id}-status`}
              className={inputClass}
            />
          </Field>
        </div>
        <button type="submit" className={buttonClass} disabled={status.state === 'sending'}>
          {status.state === 'sending' ? copy.forms.submitting : copy.forms.newsletter.submit}
        </button>
      </form>
      <FormStatus id={`${id}-status`} status={status} />
    </section>
  );
}
