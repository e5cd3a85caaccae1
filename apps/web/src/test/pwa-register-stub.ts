import { useState } from 'react';
import type { useRegisterSW as UseRegisterSW } from 'virtual:pwa-register/react';

/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register/react` under Vitest (the plugin, which
 * makes that module, runs in the build only): no worker, nothing waiting. Tests that need a
 * waiting version mock the module (`vi.mock('virtual:pwa-register/react', …)`).
 */
export const useRegisterSW: typeof UseRegisterSW = () => {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: async () => undefined };
};
