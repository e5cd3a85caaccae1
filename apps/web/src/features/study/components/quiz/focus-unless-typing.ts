/**
 * Moves focus to the step's heading a frame after it shows, unless the learner is already typing
 * in a field by then (their keystrokes must not leave the answer box).
 */
export function focusUnlessTyping(element: HTMLElement | null): void {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
  element?.focus();
}
