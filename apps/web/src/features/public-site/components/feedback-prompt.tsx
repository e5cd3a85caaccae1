import { useState } from 'react';
import { useLocation } from 'react-router';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@mnemo/contracts/signups';
import { PUBLIC_FORM_PATHS } from '../api/form-paths.ts';
import { postFeedback } from '../api/post-signup.ts';
import { usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { buttonClass, Field, FormStatus, inputClass, islandFormAttributes } from './form-fields.tsx';
import { useSignupForm } from './use-signup-form.ts';

/** A disclosure (native <details>, so it opens without JavaScript) holding the feedback form. */
export function FeedbackPrompt() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const { pathname } = useLocation();
  // One of each form per page: fixed ids keep server and client markup identical.
  const id = 'feedback';
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const { status, submit } = useSignupForm(
    () => postFeedback({ message, email: email || undefined, page: pathname }, locale),
    copy.forms.error,
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {copy.forms.feedback.title}
      </h2>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary-soft-fg underline underline-offset-2">
          {copy.forms.feedback.open}
        </summary>
        <form
          className="mt-3 flex flex-col gap-3"
          onSubmit={submit}
          noValidate
          {...islandFormAttributes({
            path: PUBLIC_FORM_PATHS.feedback,
            locale,
            statusId: `${id}-status`,
            sending: copy.forms.submitting,
            error: copy.forms.error,
            withPage: true,
          })}
        >
          <Field id={`${id}-message`} label={copy.forms.feedback.message}>
            <textarea
              id={`${id}-message`}
              name="message"
              required
              rows={4}
              maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={status.state === 'error' && status.field === 'message'}
              aria-describedby={`${id}-status`}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-email`} label={copy.forms.feedback.email}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={status.state === 'error' && status.field === 'email'}
              aria-describedby={`${id}-status`}
              className={inputClass}
            />
          </Field>
          <div>
            <button type="submit" className={buttonClass} disabled={status.state === 'sending'}>
              {status.state === 'sending' ? copy.forms.submitting : copy.forms.feedback.submit}
            </button>
          </div>
        </form>
        <FormStatus id={`${id}-status`} status={status} />
      </details>
    </section>
  );
}
