import { useState } from 'react';

/**
 * True from the first render at which `flag` is true, for good. A dialog that loads on first use
 * mounts from its first opening and stays mounted after, as it did when it was always rendered,
 * so what it holds (a link just made, an import under way) survives closing it (ADR 104).
 */
export function useHasBeenTrue(flag: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(flag);
  if (flag && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || flag;
}
