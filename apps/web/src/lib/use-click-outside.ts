import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` on a press outside every element in `refs`. Listens in the capture phase so
 * a press on a control that stops propagation still counts. `pointerdown` reacts first (an editor
 * saves before the press does anything else); `click` lets the press finish first (closing a
 * panel that moves the layout must not steal the click that caused it).
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: (event: Event) => void,
  isEnabled = true,
  eventName: 'pointerdown' | 'click' = 'pointerdown',
): void {
  const handlerRef = useRef(onOutside);
  const refsRef = useRef(refs);
  // Keep the latest handler without re-subscribing on every render.
  useLayoutEffect(() => {
    handlerRef.current = onOutside;
    refsRef.current = refs;
  });

  useEffect(() => {
    if (!isEnabled) return;
    const onPress = (event: Event): void => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (refsRef.current.some((ref) => ref.current?.contains(target))) return;
      handlerRef.current(event);
    };
    document.addEventListener(eventName, onPress, true);
    return () => document.removeEventListener(eventName, onPress, true);
  }, [isEnabled, eventName]);
}
