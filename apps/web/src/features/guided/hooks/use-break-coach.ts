import { useCallback, useEffect, useRef, useState } from 'react';
import {
  dismissBreak,
  recordInput,
  shouldSuggestBreak,
  snoozeBreak,
  startBreakCoach,
  takeBreak,
  type BreakCoach,
} from '@mnemo/domain/break-coach';

const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Typing an answer: a text field with something in it has the focus. */
function isTypingAnswer(): boolean {
  const active = document.activeElement;
  return (
    (active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && active.type === 'text')) &&
    active.value.trim() !== ''
  );
}

/** A card is flipped: its back is showing (the card player marks it). */
function isCardFlipped(): boolean {
  return document.querySelector('[data-card-side="back"]') !== null;
}

/**
 * Break coaching in freestyle study (issue 15 item 3): counts active time from the learner's
 * input (a minute without input is idle), and after 24 active minutes suggests a break, never
 * while an answer is being typed or a card is flipped. Off when `isEnabled` is false.
 */
export function useBreakCoach(isEnabled: boolean) {
  const coach = useRef<BreakCoach>(startBreakCoach());
  const [isSuggested, setIsSuggested] = useState(false);

  useEffect(() => {
    if (!isEnabled) return;
    const onInput = () => {
      coach.current = { ...coach.current, clock: recordInput(coach.current.clock, Date.now()) };
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (shouldSuggestBreak(coach.current, Date.now(), isTypingAnswer() || isCardFlipped())) setIsSuggested(true);
    }, 5_000);
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      window.clearInterval(timer);
    };
  }, [isEnabled]);

  const dismiss = useCallback(() => {
    coach.current = dismissBreak(coach.current, Date.now());
    setIsSuggested(false);
  }, []);
  const snooze = useCallback(() => {
    coach.current = snoozeBreak(coach.current, Date.now());
    setIsSuggested(false);
  }, []);
  const startBreak = useCallback(() => {
    coach.current = takeBreak();
    setIsSuggested(false);
  }, []);
  return { isSuggested: isEnabled && isSuggested, dismiss, snooze, startBreak };
}
