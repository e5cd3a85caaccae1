/**
 * Where each public form posts (under /api), in a module of its own: the React forms and the
 * public pages' small script (islands/forms.ts) both read it, and it pulls in nothing else.
 */
export const PUBLIC_FORM_PATHS = {
  newsletter: '/signups/newsletter',
  earlyAccess: '/signups/early-access',
  feedback: '/feedback',
} as const;
