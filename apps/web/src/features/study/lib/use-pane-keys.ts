import { useEffect, useRef, type RefObject } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * True when the element is a control that Space / Enter already activate. A selected tab is not:
 * Space / Enter there do nothing, so the panel it shows takes them (the Flashcards tab just chosen,
 * by click or by arrow keys, and Space shows the answer).
 */
export function isActivatable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="tab"][aria-selected="true"]')) return false;
  return Boolean(target.closest('button, a[href], [role="button"], [role="link"], [role="tab"], summary'));
}

/**
 * Single-key shortcuts of a study tab (the keyboard map): handled while the tab's panel is shown,
 * not while typing, not inside a dialog and not with Ctrl / Alt / Meta. The handler returns true
 * when it used the key (its default is then prevented).
 */
export function usePaneKeys(
  containerRef: RefObject<HTMLElement | null>,
  onKey: (event: KeyboardEvent) => boolean,
): void {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (!container || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (container.closest('[hidden]') || !container.isConnected) return;
      if (isTyping(event.target)) return;
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      if (handler.current(event)) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [containerRef]);
}
