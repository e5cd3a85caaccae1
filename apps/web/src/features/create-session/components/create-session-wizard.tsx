import { useState, type FormEvent } from 'react';
import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { EXAM_LABELS, isExamLabel, type ExamLabel } from '@mnemo/domain/exam-labels';
import { isExamDate } from '@mnemo/domain/exam-schedule';
import { QUESTION_LANGUAGES, QUESTION_TYPES, type QuestionLanguage, type QuestionType } from '@mnemo/domain/languages';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { useCreateSession } from '../api/create-session.ts';
import { suggestSessionName, validateWizard, type MaterialSource, type WizardErrors } from '../validate-wizard.ts';
import { MaterialPicker } from '../../../components/material-picker.tsx';

/**
 * The creation form (spec §2): material, question types (at least one), question language, name.
 * Every spec §5 check runs before a request is sent; the server's refusals show in the same places.
 */
export function CreateSessionWizard({
  initialSource = 'file',
  onCreated,
  onQuota,
}: {
  initialSource?: MaterialSource;
  onCreated: (created: CreateSessionResponse) => void;
  onQuota: (limit: QuotaLimitKind) => void;
}) {
  const { t } = useTranslation(['wizard', 'errors', 'scheduling']);
  const [source, setSource] = useState<MaterialSource>(initialSource);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [questionTypes, setQuestionTypes] = useState<QuestionType[]>([...QUESTION_TYPES]);
  const uiLanguage = getUiLanguage();
  const [questionLanguage, setQuestionLanguage] = useState<QuestionLanguage>(uiLanguage);
  const [examLabel, setExamLabel] = useState<ExamLabel | null>(null);
  const [examDate, setExamDate] = useState('');
  const [name, setName] = useState('');
  const [isNameTouched, setIsNameTouched] = useState(false);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [serverError, setServerError] = useState<{
    field: 'material' | 'name' | 'questionTypes' | 'form';
    message: string;
  } | null>(null);
  const mutation = useCreateSession();

  const values = {
    source,
    file,
    text,
    url,
    questionTypes,
    questionLanguage,
    name,
    examLabel,
    examDate: isExamDate(examDate) ? examDate : null,
  };
  // a message goes away as soon as its field changes (it comes back on the next submit if still true)
  const clearError = (field: 'material' | 'name' | 'questionTypes') => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerError((current) => (current?.field === field ? null : current));
  };
  const messageOf = (field: 'material' | 'name' | 'questionTypes'): string | undefined => {
    const key = errors[field];
    if (key) return t(`errors:${key}`);
    return serverError?.field === field ? serverError.message : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWizard(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isApiError(error) && error.code === 'QUOTA_LIMIT' && error.limit) {
          onQuota(error.limit);
          return;
        }
        const message = error.message || t('errors:error_something_wrong');
        const field = isApiError(error) ? error.field : undefined;
        const place =
          field === 'name'
            ? 'name'
            : field === 'questionTypes'
              ? 'questionTypes'
              : field === 'file' || field === 'text' || field === 'url'
                ? 'material'
                : null;
        if (place) setServerError({ field: place, message });
        else if (
          isApiError(error) &&
          (error.code === 'UNSUPPORTED_FILE' ||
            error.code === 'PAYLOAD_TOO_LARGE' ||
            error.code === 'DOCUMENT_PROCESSING')
        ) {
          setServerError({ field: 'material', message });
        } else setServerError({ field: 'form', message });
      },
    });
  };

  const toggleType = (type: QuestionType, isChecked: boolean) => {
    setQuestionTypes((current) =>
      isChecked
        ? QUESTION_TYPES.filter((t2) => t2 === type || current.includes(t2))
        : current.filter((t2) => t2 !== type),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <MaterialPicker
        source={source}
        onSourceChange={(next) => {
          setSource(next);
          clearError('material');
        }}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          clearError('material');
          if (next && !isNameTouched) {
            setName(suggestSessionName(next.name));
            clearError('name');
          }
        }}
        text={text}
        onTextChange={(next) => {
          setText(next);
          clearError('material');
        }}
        url={url}
        onUrlChange={(next) => {
          setUrl(next);
          clearError('material');
        }}
        error={messageOf('material')}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">{t('questions.legend')}</legend>
        {QUESTION_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`questions.${type}`)}
            checked={questionTypes.includes(type)}
            onChange={(event) => {
              toggleType(type, event.target.checked);
              clearError('questionTypes');
            }}
          />
        ))}
        {messageOf('questionTypes') ? (
          <p role="alert" className="text-sm text-danger-fg">
            {messageOf('questionTypes')}
          </p>
        ) : null}
      </fieldset>

      <SelectField
        label={t('language.label')}
        value={questionLanguage}
        onChange={(event) => setQuestionLanguage(event.target.value as QuestionLanguage)}
        hint={questionLanguage !== uiLanguage ? t('language.localNote') : undefined}
      >
        {QUESTION_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </SelectField>

      <SelectField
        label={t('examLabel.label')}
        value={examLabel ?? ''}
        onChange={(event) => setExamLabel(isExamLabel(event.target.value) ? event.target.value : null)}
        hint={t('examLabel.hint')}
      >
        <option value="">{t('examLabel.none')}</option>
        {EXAM_LABELS.map((label) => (
          <option key={label} value={label}>
            {t(`examLabel.${label}`)}
          </option>
        ))}
      </SelectField>

      <TextField
        type="date"
        label={t('scheduling:exam.date')}
        hint={t('scheduling:exam.dateHint')}
        value={examDate}
        onChange={(event) => setExamDate(event.target.value)}
        className="w-full max-w-56"
      />

      <TextField
        label={t('name.label')}
        value={name}
        placeholder={t('name.placeholder')}
        onChange={(event) => {
          setName(event.target.value);
          setIsNameTouched(true);
          clearError('name');
        }}
        error={messageOf('name')}
        maxLength={200}
      />

      {serverError?.field === 'form' ? <InlineMessage tone="error">{serverError.message}</InlineMessage> : null}

      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
