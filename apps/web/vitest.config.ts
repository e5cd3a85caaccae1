import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}'];

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`): a module graph shared with other
 * files would hand them, or the files after them, the other version. They run isolated, each in
 * a jsdom of its own (project `web-isolated`); every other file shares its worker's jsdom and
 * module graph (ADR 102): creating both anew for each of ~60 files was most of this project's time.
 */
const webFilesReplacingModules = fs
  .globSync(include, { cwd: root })
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(new URL(file, import.meta.url), 'utf8')));

const shared = {
  plugins: [react()],
  // the PWA plugin's virtual module exists in the build only (ADR 094)
  resolve: {
    alias: { 'virtual:pwa-register/react': fileURLToPath(new URL('./src/test/pwa-register-stub.ts', import.meta.url)) },
  },
};
const test = { environment: 'jsdom' as const, setupFiles: ['./src/test/setup.ts'], restoreMocks: true };

/** The web app's two projects, listed by the root config (vitest.config.ts). */
export const webProjects = [
  defineProject({
    ...shared,
    root,
    test: { ...test, name: 'web', include, exclude: webFilesReplacingModules, isolate: false },
  }),
  defineProject({ ...shared, root, test: { ...test, name: 'web-isolated', include: webFilesReplacingModules } }),
];

export default webProjects[0];
