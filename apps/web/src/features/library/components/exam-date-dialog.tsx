import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isExamDate } from '@mnemo/domain/exam-schedule';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useSetExamDate } from '../api/set-exam-date.ts';

/** The session menu's "Exam date…" (issue 24): set, change or remove the date its cards are held for. */
export function ExamDateDialog({
  open,
  onOpenChange,
  folderId,
  fileId,
  name,
  examDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string;
  fileId: string;
  name: string;
  examDate: string | null;
}) {
  const { t } = useTranslation(['scheduling', 'app']);
  const [value, setValue] = useState(examDate ?? '');
  const setExamDate = useSetExamDate();
  const isValid = isExamDate(value);
  const save = (next: string | null) =>
    setExamDate.mutate({ folderId, fileId, examDate: next }, { onSuccess: () => onOpenChange(false) });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !setExamDate.isPending && onOpenChange(next)}
      title={t('exam.dialogTitle')}
      description={t('exam.dialogDescription', { name })}
      footer={
        <>
          {examDate ? (
            <Button variant="ghost" className="mr-auto" onClick={() => save(null)} disabled={setExamDate.isPending}>
              {t('exam.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={setExamDate.isPending}>
            {t('exam.cancel')}
          </Button>
          <Button isLoading={setExamDate.isPending} disabled={!isValid} onClick={() => save(value)}>
            {t('exam.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextField
          type="date"
          label={t('exam.date')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={value !== '' && !isValid ? t('exam.invalid') : undefined}
        />
        {setExamDate.isError ? <InlineMessage tone="error">{describeApiError(setExamDate.error)}</InlineMessage> : null}
      </div>
    </Modal>
  );
}
