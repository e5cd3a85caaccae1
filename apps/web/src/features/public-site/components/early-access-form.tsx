import { useState } from 'react';
import { EDUCATOR_ROLES, type EducatorRole } from '@mnemo/contracts/signups';
import { PUBLIC_FORM_PATHS } from '../api/form-paths.ts';
import { postEarlyAccessSignup } from '../api/post-signup.ts';
import { usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { buttonClass, Field, FormStatus, inputClass, islandFormAttributes } from './form-fields.tsx';
import { useSignupForm } from './use-signup-form.ts';

export function EarlyAccessForm() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  // One of each form per page: fixed ids keep server and client markup identical.
  const id = 'early-access-form';
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<EducatorRole | ''>('');
  const { status, submit } = useSignupForm(
    () => postEarlyAccessSignup({ email, name: name || undefined, role: role || undefined }, locale),
    copy.forms.error,
  );
  const form = copy.educators.form;
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={submit}
      noValidate
      aria-describedby={`${id}-status`}
      {...islandFormAttributes({
        path: PUBLIC_FORM_PATHS.earlyAccess,
        locale,
        statusId: `${id}-status`,
        sending: copy.forms.submitting,
        error: copy.forms.error,
      })}
    >
      <div className="sm:col-span-2">
        <Field id={`${id}-email`} label={form.email}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={status.state === 'error' && status.field === 'email'}
            aria-describedby={`${id}-status`}
            className={inputClass}
          />
        </Field>
      </div>
      <Field id={`${id}-name`} label={form.name}>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-role`} label={form.role}>
        <select
          id={`${id}-role`}
          name="role"
          value={role}
          onChange={(e) => setRole(e.target.value as EducatorRole | '')}
          className={inputClass}
        >
          <option value="">{form.roleNone}</option>
          {EDUCATOR_ROLES.map((value) => (
            <option key={value} value={value}>
              {form.roles[value]}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={status.state === 'sending'}>
          {status.state === 'sending' ? copy.forms.submitting : form.submit}
        </button>
        <FormStatus id={`${id}-status`} status={status} />
      </div>
    </form>
  );
}
