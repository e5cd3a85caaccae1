import { useEffect, useState } from 'react';
import type { GuidedRun } from '@mnemo/contracts/guided';

interface Anchor {
  key: string;
  elapsedMs: number;
  at: number;
}

const anchorKey = (run: GuidedRun | null) =>
  run ? `${run.id}:${run.stageIndex}:${run.status}:${run.elapsedMs}:${run.stages[run.stageIndex]?.minutes ?? 0}` : '';

/**
 * The current stage's elapsed time, run by the browser's clock (the server keeps what the client
 * reports with each action). Starts from the server's `elapsedMs` and ticks each second while the
 * run is active.
 */
export function useStageClock(run: GuidedRun | null): { elapsedMs: number; remainingMs: number } {
  const key = anchorKey(run);
  const [anchor, setAnchor] = useState<Anchor>(() => ({ key, elapsedMs: run?.elapsedMs ?? 0, at: Date.now() }));
  const [now, setNow] = useState(() => Date.now());
  const serverElapsedMs = run?.elapsedMs ?? 0;
  const isActive = run?.status === 'active';
  useEffect(() => {
    // a new stage, status or report from the server: count on from what it holds
    const at = Date.now();
    const timer = window.setTimeout(() => {
      setAnchor({ key, elapsedMs: serverElapsedMs, at });
      setNow(at);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [key, serverElapsedMs]);
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isActive]);
  // until the new anchor is set, the server's figure stands
  const elapsedMs =
    anchor.key !== key ? serverElapsedMs : anchor.elapsedMs + (isActive ? Math.max(0, now - anchor.at) : 0);
  const minutes = run ? (run.stages[run.stageIndex]?.minutes ?? 0) : 0;
  return { elapsedMs, remainingMs: minutes * 60_000 - elapsedMs };
}

/** mm:ss of a duration (negative shown as 00:00). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
