import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionFile } from '@mnemo/contracts/library';
import { Button } from '../../../components/button.tsx';
import { Modal, ModalFooter } from '../../../components/modal.tsx';
import { useOpenRun } from '../api/guided-run.ts';
import { useBreakCoach } from '../hooks/use-break-coach.ts';
import { formatClock } from '../hooks/use-stage-clock.ts';
import { NsdrBreak } from './nsdr-break.tsx';

const BREAK_MS = 5 * 60_000;

function BreakTimer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('guided');
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const remaining = BREAK_MS - (now - startedAt);
  useEffect(() => {
    if (remaining <= 0) onDone();
  }, [remaining, onDone]);
  return (
    <span role="timer" aria-label={t('nsdr.timer')} className="font-mono text-2xl font-semibold tabular-nums text-fg">
      {formatClock(remaining)}
    </span>
  );
}

/**
 * Suggests a break after 24 minutes of active freestyle study (off while a guided or quick run is
 * open: those have their own break); a break started from it runs the NSDR script and timer.
 */
export function BreakCoachHost({ session }: { session: SessionFile }) {
  const { t } = useTranslation('guided');
  const run = useOpenRun(session.id, { isEnabled: session.isOwner });
  const hasRun = session.isOwner ? run.isPending || Boolean(run.data?.run) : false;
  const coach = useBreakCoach(!hasRun);
  const [isOnBreak, setIsOnBreak] = useState(false);
  const endBreak = () => setIsOnBreak(false);

  return (
    <>
      <Modal
        open={coach.isSuggested && !isOnBreak}
        onOpenChange={(open) => (open ? undefined : coach.dismiss())}
        title={t('breakCoach.title')}
        description={t('breakCoach.body')}
      >
        <ModalFooter>
          <Button variant="ghost" onClick={coach.dismiss}>
            {t('breakCoach.dismiss')}
          </Button>
          <Button variant="secondary" onClick={coach.snooze}>
            {t('breakCoach.snooze')}
          </Button>
          <Button
            onClick={() => {
              coach.startBreak();
              setIsOnBreak(true);
            }}
          >
            {t('breakCoach.start')}
          </Button>
        </ModalFooter>
      </Modal>
      <Modal open={isOnBreak} onOpenChange={(open) => (open ? undefined : endBreak())} title={t('nsdr.title')}>
        <NsdrBreak timer={isOnBreak ? <BreakTimer onDone={endBreak} /> : null} />
        <ModalFooter>
          <Button onClick={endBreak}>{t('breakCoach.end')}</Button>
        </ModalFooter>
      </Modal>
    </>
  );
}
