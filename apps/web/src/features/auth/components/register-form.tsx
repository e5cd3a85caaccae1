import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@mnemo/domain/validation';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { PasswordField, TextField } from '../../../components/text-field.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from './auth-card.tsx';
import { ExternalSignInButtons } from './google-sign-in-button.tsx';

const FIELD_NAMES = ['name', 'email', 'password', 'ageConfirmed'] as const;
type FieldName = (typeof FIELD_NAMES)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isFieldName(value: string): value is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(value);
}

export function RegisterForm({
  next,
  onRegistered,
  invitation,
  invitedEmail,
}: {
  next?: string;
  onRegistered: () => void;
  /** the token of an invitation link (`/register?invitation=…&email=…`), sent with the sign-up */
  invitation?: string | undefined;
  invitedEmail?: string | undefined;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const providers = useAuthProviders();
  const registerMutation = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [isAgeConfirmed, setIsAgeConfirmed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const isOidcOnly = providers.data?.signup === 'oidc-only';

  function validateFields(): FieldErrors {
    const errors: FieldErrors = {};
    if (!name.trim()) errors.name = t('auth.validation.nameRequired');
    if (!EMAIL_PATTERN.test(email.trim())) errors.email = t('errors:invalid_email');
    if (password.length < PASSWORD_MIN_LENGTH) errors.password = t('errors:password_too_short');
    if (!isAgeConfirmed) errors.ageConfirmed = t('errors:age_required');
    return errors;
  }

  function submitRegistration(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const errors = validateFields();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    registerMutation.mutate(
      {
        name: name.trim(),
        email: email.trim(),
        password,
        ageConfirmed: isAgeConfirmed,
        locale: getUiLanguage(),
        ...(invitation ? { invitation } : {}),
      },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          // Put a field's error next to the field (a taken email beside the email); anything
          // else goes above the button.
          const field =
            error.field && isFieldName(error.field) ? error.field : error.code === 'CONFLICT' ? 'email' : null;
          if (field) setFieldErrors({ [field]: describeApiError(error) });
        },
      },
    );
  }

  const error = registerMutation.error;
  const isErrorOnField = Boolean(error && (error.code === 'CONFLICT' || (error.field && error.field in fieldErrors)));

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={paths.login(next)} className="font-medium text-primary hover:underline">
            {t('auth.register.login')}
          </Link>
        </>
      }
    >
      {providers.data ? (
        <ExternalSignInButtons
          // with SIGNUP=oidc-only, accounts are made only through the organisation's provider
          google={providers.data.google && !isOidcOnly}
          oidc={providers.data.oidc}
          isAgeConfirmed={isAgeConfirmed}
          hasPasswordForm={!isOidcOnly}
        />
      ) : null}
      {isOidcOnly ? (
        <div className="mt-4">
          <Checkbox
            label={t('auth.register.age')}
            name="ageConfirmed"
            checked={isAgeConfirmed}
            onChange={(event) => setIsAgeConfirmed(event.target.checked)}
          />
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submitRegistration} noValidate>
          <TextField
            label={t('auth.name')}
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            value={name}
            error={fieldErrors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={fieldErrors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={t('auth.register.passwordHint')}
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Checkbox
            label={t('auth.register.age')}
            name="ageConfirmed"
            checked={isAgeConfirmed}
            error={fieldErrors.ageConfirmed}
            onChange={(event) => setIsAgeConfirmed(event.target.checked)}
          />
          {error && !isErrorOnField ? <InlineMessage tone="error">{describeApiError(error)}</InlineMessage> : null}
          <Button type="submit" size="lg" className="w-full" isLoading={registerMutation.isPending}>
            {registerMutation.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
