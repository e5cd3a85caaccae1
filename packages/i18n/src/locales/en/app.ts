/** Strings of the signed-in app (shell, library, settings). */
export const app = {
  name: 'Mnemo',
} as const;
