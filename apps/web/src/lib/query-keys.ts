/**
 * Query keys of server resources, shared so that one feature's mutation can refresh what another
 * feature shows without the features importing each other.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  authProviders: ['auth', 'providers'] as const,
  quota: ['quota'] as const,
  subscription: ['billing', 'subscription'] as const,
  plans: (locale: string) => ['plans', locale] as const,
  sessions: ['sessions'] as const,
  directoryAll: ['directory'] as const,
  directory: (folderId: string) => ['directory', folderId] as const,
  sessionFileAll: ['session-file'] as const,
  sessionFile: (folderId: string, fileId: string, shareToken?: string) =>
    ['session-file', fileId, folderId, shareToken ?? null] as const,
  /** a page of a session's cards, under the session file's key so that what refreshes the file refreshes it */
  flashcardPage: (sessionId: string, page: { offset: number; limit: number; q: string; tag: string }) =>
    ['session-file', 'cards', sessionId, page] as const,
  /** spaced repetition: due lists and statistics (a review refreshes both) */
  reviewAll: ['review'] as const,
  dueCards: (sessionId: string | null, concept: string | null = null) => ['review', 'due', sessionId, concept] as const,
  studyStats: (sessionId: string | null) => ['review', 'stats', sessionId] as const,
  quizzes: (sessionId: string, shareToken?: string) => ['quizzes', sessionId, shareToken ?? null] as const,
  chat: (sessionId: string, shareToken?: string) => ['chat', sessionId, shareToken ?? null] as const,
  explanation: (questionId: string) => ['explanation', questionId] as const,
  /** signed URLs of a session's card images and sounds */
  cardMedia: (sessionId: string, shareToken?: string) => ['card-media', sessionId, shareToken ?? null] as const,
  /** the learner's open guided run of a session */
  guidedRun: (sessionId: string) => ['guided-run', sessionId] as const,
  /** the Admin page (admins only): every admin action refreshes all of it */
  adminAll: ['admin'] as const,
  adminUsers: (query: string) => ['admin', 'users', query] as const,
  adminInvitations: ['admin', 'invitations'] as const,
  adminUsage: ['admin', 'usage'] as const,
  adminAudit: ['admin', 'audit'] as const,
};
