import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { MusicMenu } from '../music/music-menu.tsx';

/**
 * A guided non-sleep deep rest script: the steps as text, and read aloud by the browser's speech
 * synthesis when the learner asks (nothing is downloaded; no voice, no button).
 */
export function NsdrBreak({ timer }: { timer: React.ReactNode }) {
  const { t, i18n } = useTranslation('guided');
  const steps = t('nsdr.steps', { returnObjects: true }) as readonly string[];
  const [isSpeaking, setIsSpeaking] = useState(false);
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;

  useEffect(
    () => () => {
      if (canSpeak) window.speechSynthesis.cancel();
    },
    [canSpeak],
  );

  const toggleSpeech = () => {
    if (!canSpeak) return;
    if (isSpeaking) {
      window.speechSynthesis.cancel();
      setIsSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance([t('nsdr.intro'), ...steps].join(' '));
    utterance.lang = i18n.language === 'pt' ? 'pt-PT' : 'en-GB';
    utterance.rate = 0.85;
    utterance.onend = () => setIsSpeaking(false);
    window.speechSynthesis.speak(utterance);
    setIsSpeaking(true);
  };

  return (
    <section aria-labelledby="nsdr-title" className="flex flex-col gap-3">
      <h3 id="nsdr-title" className="text-base font-semibold text-fg">
        {t('nsdr.title')}
      </h3>
      {/* music for the break, beside its timer: the same player as the top bar's */}
      <div className="flex flex-wrap items-center gap-3">
        {timer}
        <MusicMenu isLabelled />
      </div>
      <p className="text-sm text-muted">{t('nsdr.intro')}</p>
      <ol className="list-decimal space-y-1.5 pl-5 text-sm text-fg">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {canSpeak ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={toggleSpeech} aria-pressed={isSpeaking}>
          {isSpeaking ? t('nsdr.stopSpeaking') : t('nsdr.speak')}
        </Button>
      ) : null}
    </section>
  );
}
