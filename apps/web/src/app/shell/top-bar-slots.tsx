import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Places in the top bar that pages fill: the guided/freestyle mode dropdown (only where mode
 * controls are enabled) and the music dropdown (signed in). Empty unless a page portals in.
 */
export type TopBarSlotName = 'mode' | 'music';

export function getTopBarSlotId(name: TopBarSlotName): string {
  return `topbar-${name}-slot`;
}

export function TopBarSlot({ name }: { name: TopBarSlotName }) {
  return <div id={getTopBarSlotId(name)} className="flex items-center empty:hidden" />;
}

/** Renders its children into a top bar slot, from anywhere in the page. */
export function TopBarPortal({ name, children }: { name: TopBarSlotName; children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(getTopBarSlotId(name))), [name]);
  return target ? createPortal(children, target) : null;
}
