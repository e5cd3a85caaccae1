import type { User } from '@mnemo/contracts/auth';
import type { Flashcard, SessionFile, SessionSummary } from '@mnemo/contracts/library';
import type { DueCard } from '@mnemo/contracts/review';
import type { QuotaResponse } from '@mnemo/contracts/quota';
import type { PlansResponse } from '@mnemo/contracts/billing';
import { listPlanOffers } from '@mnemo/domain/plans';

let counter = 0;
function nextUuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    uid: nextUuid(),
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    plan: 'FREE',
    locale: 'en',
    hasPassword: true,
    role: 'user',
    ...overrides,
  };
}

export function buildSessionSummary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  const now = new Date('2025-03-01T10:00:00Z').toISOString();
  return {
    id: nextUuid(),
    name: 'Biology notes',
    createdAt: now,
    updatedAt: now,
    dueCount: 0,
    examLabel: null,
    examDate: null,
    ...overrides,
  };
}

export function buildSessionFile(overrides: Partial<SessionFile> = {}): SessionFile {
  const now = new Date('2025-03-01T10:00:00Z').toISOString();
  return {
    id: nextUuid(),
    name: 'Biology notes',
    version: 1,
    questionTypes: ['multiple_choice'],
    questionLanguage: 'en',
    summary: 'Cells are the basic unit of life.',
    keyConcepts: ['Cell', 'Membrane'],
    mode: 'freestyle',
    examLabel: null,
    examDate: null,
    newCardsPerDay: null,
    flashcards: [],
    questions: [],
    pdfAnnotations: [],
    youtubeVideoIds: [],
    documents: [],
    isOwner: true,
    createdAt: now,
    updatedAt: now,
    flashcardCount: overrides.flashcards?.length ?? 0,
    ...overrides,
  };
}

export function buildQuota(overrides: Partial<QuotaResponse> = {}): QuotaResponse {
  return {
    plan: 'FREE',
    documentsStored: 2,
    exercisesGenerated: 750,
    tokensConsumed: 95_000,
    generationTokens: 0,
    nextRenewalDate: '2025-04-01T00:00:00.000Z',
    limits: { documents: 10, exercises: 1000, tokens: 100_000, fileSize: 10 * 1024 * 1024 },
    ...overrides,
  };
}

/** GET /api/plans's answer, from the domain's figures. */
export function buildPlans(
  billing: PlansResponse['billing'] = 'stripe',
  currency: PlansResponse['currency'] = 'USD',
): PlansResponse {
  return { billing, currency, plans: listPlanOffers({ isBillingOn: billing !== 'off' }) };
}

/** A card never studied, numbered `n` (its id, front and back follow the number). */
export function buildFlashcard(n: number, overrides: Partial<Flashcard> = {}): Flashcard {
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    front: `Front ${n}`,
    back: `Back ${n}`,
    difficulty: 'medium',
    sourceChunkId: null,
    schedule: null,
    isSuspended: false,
    isBadItem: false,
    tags: [],
    kind: 'basic',
    noteId: null,
    ordinal: 1,
    noteText: null,
    source: null,
    ...overrides,
  };
}

/** A card of the library-wide due list, from the session it belongs to. */
export function buildDueCard(
  n: number,
  session: { id: string; name: string; folderId: string | null },
  overrides: Partial<DueCard> = {},
): DueCard {
  return {
    ...buildFlashcard(n),
    sessionId: session.id,
    sessionName: session.name,
    folderId: session.folderId,
    sourceName: null,
    latestDue: null,
    ...overrides,
  };
}
