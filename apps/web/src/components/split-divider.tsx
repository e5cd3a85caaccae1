import { useCallback, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { cn } from '../lib/cn.ts';

const KEY_STEP = 0.02;
const KEY_PAGE_STEP = 0.1;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function readStoredRatio(storageKey: string, fallback: number, min: number, max: number): number {
  try {
    const stored = Number(window.localStorage.getItem(storageKey));
    return Number.isFinite(stored) && stored > 0 ? clamp(stored, min, max) : fallback;
  } catch {
    return fallback;
  }
}

/** A split position (the first pane's share, 0–1) remembered in this browser. */
export function useStoredRatio(
  storageKey: string,
  { initial, min, max }: { initial: number; min: number; max: number },
) {
  const [ratio, setRatioState] = useState(() => readStoredRatio(storageKey, initial, min, max));
  const setRatio = useCallback(
    (next: number) => {
      const value = clamp(next, min, max);
      setRatioState(value);
      try {
        window.localStorage.setItem(storageKey, value.toFixed(4));
      } catch {
        // private mode: the position lasts for this page only
      }
    },
    [storageKey, min, max],
  );
  const resetRatio = useCallback(() => {
    setRatioState(initial);
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // nothing stored
    }
  }, [storageKey, initial]);
  return { ratio, setRatio, resetRatio, min, max };
}

/**
 * The draggable line between two side-by-side panes, a focusable `separator` (WAI-ARIA window
 * splitter): drag it, or use ←/→ (PageUp/PageDown for big steps, Home/End for the ends);
 * double-click or Enter puts it back where it started.
 */
export function SplitDivider({
  ratio,
  min,
  max,
  onChange,
  onReset,
  containerRef,
  label,
  controls,
}: {
  ratio: number;
  min: number;
  max: number;
  onChange: (ratio: number) => void;
  onReset: () => void;
  containerRef: RefObject<HTMLElement | null>;
  label: string;
  /** id of the pane whose size the divider sets */
  controls: string;
}) {
  const [isDragging, setIsDragging] = useState(false);

  const ratioAt = (clientX: number): number | null => {
    const box = containerRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    return (clientX - box.left) / box.width;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setIsDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!isDragging) return;
    const next = ratioAt(event.clientX);
    if (next !== null) onChange(next);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    setIsDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: ratio - KEY_STEP,
      ArrowRight: ratio + KEY_STEP,
      PageUp: ratio - KEY_PAGE_STEP,
      PageDown: ratio + KEY_PAGE_STEP,
      Home: min,
      End: max,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      onReset();
    } else if (event.key in steps) {
      event.preventDefault();
      onChange(steps[event.key]!);
    }
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-controls={controls}
      aria-valuemin={Math.round(min * 100)}
      aria-valuemax={Math.round(max * 100)}
      aria-valuenow={Math.round(ratio * 100)}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={onReset}
      onKeyDown={onKeyDown}
      className={cn(
        'group relative z-10 w-2 shrink-0 cursor-col-resize touch-none',
        // the ring drawn inside the 8 px handle: the panes beside it would cover one outside
        'focus-visible:bg-primary-soft focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'absolute inset-y-0 left-1/2 w-px -translate-x-1/2 bg-border transition-colors',
          'group-hover:w-0.5 group-hover:bg-primary group-focus-visible:w-0.5 group-focus-visible:bg-primary',
          isDragging && 'w-0.5 bg-primary',
        )}
      />
    </div>
  );
}
