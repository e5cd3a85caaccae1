import { useTranslation } from 'react-i18next';
import type { SessionFile } from '@mnemo/contracts/library';
import { STUDY_MODES, type StudyMode } from '@mnemo/domain/guided-run';
import { useUpdateSessionStudy } from '../api/session-mode.ts';

/**
 * The top bar's study-mode dropdown on /session (spec §2): Freestyle / Guided / Quick session,
 * remembered per session on the server. Choosing guided or quick opens the guided tab.
 */
export function ModeMenu({
  session,
  folderId,
  onChoose,
}: {
  session: SessionFile;
  folderId: string;
  onChoose: (mode: StudyMode) => void;
}) {
  const { t } = useTranslation('guided');
  const update = useUpdateSessionStudy(folderId, session.id);
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="sr-only">{t('modes.label')}</span>
      <select
        value={update.variables?.mode ?? session.mode}
        onChange={(event) => {
          const mode = event.target.value as StudyMode;
          if (session.isOwner) update.mutate({ mode });
          onChoose(mode);
        }}
        className="h-9 rounded-control border border-border bg-surface px-2 text-sm text-fg"
      >
        {STUDY_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`modes.${mode}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
