import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@mnemo/contracts/auth';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useUpdateMe } from '../api/update-me.ts';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const [name, setName] = useState(user.name);
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submitProfile(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!name.trim()) {
      setFieldError(t('auth.validation.nameRequired'));
      return;
    }
    setFieldError(null);
    updateMe.mutate({ name: name.trim() });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submitProfile} noValidate>
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        maxLength={200}
        value={name}
        error={fieldError}
        onChange={(event) => {
          setName(event.target.value);
          updateMe.reset();
        }}
      />
      <TextField label={t('auth.email')} type="email" value={user.email} readOnly />
      {updateMe.error ? <InlineMessage tone="error">{updateMe.error.message}</InlineMessage> : null}
      {updateMe.isSuccess ? <InlineMessage tone="success">{t('settings.profile.saved')}</InlineMessage> : null}
      <div>
        <Button type="submit" isLoading={updateMe.isPending} disabled={name.trim() === user.name}>
          {updateMe.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
