import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@mnemo/domain/validation';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextField } from '../../../components/text-field.tsx';

/** Asks for a name (new folder, folder or session rename); the caller validates and saves. */
export function NameDialog({
  open,
  onOpenChange,
  title,
  label,
  initialName = '',
  submitLabel,
  pendingLabel,
  isPending,
  error,
  validateName,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  initialName?: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: string | null;
  validateName: (name: string) => string | null;
  onSubmit: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [localError, setLocalError] = useState<string | null>(null);

  function submitName(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = validateName(trimmed);
    setLocalError(problem);
    if (problem) return;
    if (trimmed === initialName) {
      onOpenChange(false);
      return;
    }
    onSubmit(trimmed);
  }

  return (
    <Modal open={open} onOpenChange={(next) => !isPending && onOpenChange(next)} title={title}>
      <form onSubmit={submitName} noValidate className="flex flex-col gap-5">
        <TextField
          label={label}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          // The field is the dialog's only purpose, so it takes focus on open.
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          error={localError ?? error}
          onChange={(event) => {
            setName(event.target.value);
            setLocalError(null);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
