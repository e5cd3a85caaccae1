import {
  AdminUserResponseSchema,
  AdminUsersResponseSchema,
  AuditResponseSchema,
  CreatedInvitationSchema,
  InstanceUsageSchema,
  InvitationsResponseSchema,
} from '@mnemo/contracts/admin';
import { AuthProvidersSchema, AuthResponseSchema, MeResponseSchema } from '@mnemo/contracts/auth';
import {
  PlansResponseSchema,
  SubscriptionResponseSchema,
  UpgradePreviewResponseSchema,
  UrlResponseSchema,
} from '@mnemo/contracts/billing';
import { OkSchema } from '@mnemo/contracts/common';
import { CardMediaListResponseSchema, ImportAcceptedSchema, ImportStateSchema } from '@mnemo/contracts/exchange';
import {
  MusicConfigSchema,
  OpenRunResponseSchema,
  ReminderSettingsSchema,
  RunResponseSchema,
} from '@mnemo/contracts/guided';
import {
  DirectoryResponseSchema,
  FolderResponseSchema,
  SessionFileSchema,
  SessionListResponseSchema,
  ShareTokenResponseSchema,
} from '@mnemo/contracts/library';
import { CreateSessionResponseSchema, DocumentGenerationSchema, DocumentStateSchema } from '@mnemo/contracts/pipeline';
import { QuotaResponseSchema } from '@mnemo/contracts/quota';
import {
  AnnotationsPatchResponseSchema,
  ContentUrlResponseSchema,
  DocumentChunksResponseSchema,
  DocumentPositionSchema,
  LibrarySearchResponseSchema,
  SpeakerSchema,
} from '@mnemo/contracts/reading';
import {
  ClozeNoteResponseSchema,
  DueListResponseSchema,
  NoteDeleteResponseSchema,
  OfflinePackResponseSchema,
  FlashcardPageSchema,
  FlashcardsPatchResponseSchema,
  QuestionsPatchResponseSchema,
  QuizListResponseSchema,
  ReviewResponseSchema,
  StartQuizResponseSchema,
  StudySettingsSchema,
  StudyStatsSchema,
} from '@mnemo/contracts/review';
import { OptimizeResponseSchema, SchedulerSchema, WorkloadResponseSchema } from '@mnemo/contracts/scheduler';
import {
  AnswerEvaluationSchema,
  ChatHistoryResponseSchema,
  ClearChatResponseSchema,
  ExplanationResponseSchema,
} from '@mnemo/contracts/study';
import { z } from 'zod';

/** A route that answers with no body (204), or with a stream the stub builds as a Response. */
const NO_JSON = null;

/**
 * The API as the server declares it: each route ("METHOD /api/path/:param", the server's own
 * pattern) with the contract schema of its success body. Web tests stub only these routes, and a
 * stubbed body must match the schema (test/fetch-stub.ts): a stub that drifts from the server
 * fails to compile (the reply's type) and fails the test (the schema).
 */
export const API_ROUTES = {
  'POST /api/auth/register': AuthResponseSchema,
  'POST /api/auth/login': AuthResponseSchema,
  'GET /api/auth/me': MeResponseSchema,
  'PATCH /api/auth/me': MeResponseSchema,
  'DELETE /api/auth/me': NO_JSON,
  'POST /api/auth/password': OkSchema,
  'POST /api/auth/logout': NO_JSON,
  'GET /api/auth/providers': AuthProvidersSchema,
  'POST /api/auth/password-reset/request': OkSchema,
  'POST /api/auth/password-reset': OkSchema,
  'GET /api/admin/users': AdminUsersResponseSchema,
  'PATCH /api/admin/users/:userId': AdminUserResponseSchema,
  'DELETE /api/admin/users/:userId': NO_JSON,
  'GET /api/admin/invitations': InvitationsResponseSchema,
  'POST /api/admin/invitations': CreatedInvitationSchema,
  'DELETE /api/admin/invitations/:invitationId': NO_JSON,
  'GET /api/admin/usage': InstanceUsageSchema,
  'GET /api/admin/audit': AuditResponseSchema,
  'GET /api/plans': PlansResponseSchema,
  'GET /api/billing/subscription': SubscriptionResponseSchema,
  'POST /api/billing/checkout': UrlResponseSchema,
  'POST /api/billing/portal': UrlResponseSchema,
  'POST /api/billing/subscription/preview': UpgradePreviewResponseSchema,
  'POST /api/billing/subscription': SubscriptionResponseSchema,
  'GET /api/quota': QuotaResponseSchema,
  'GET /api/sessions': SessionListResponseSchema,
  'POST /api/sessions': CreateSessionResponseSchema,
  'POST /api/sessions/:id/documents': CreateSessionResponseSchema,
  'POST /api/sessions/:id/copy': SessionFileSchema,
  'GET /api/directory': DirectoryResponseSchema,
  'GET /api/directory/:folderId': DirectoryResponseSchema,
  'POST /api/directory/:folderId/folder': FolderResponseSchema,
  'PUT /api/directory/:folderId': FolderResponseSchema,
  'DELETE /api/directory/:folderId': NO_JSON,
  'POST /api/directory/:folderId/file': SessionFileSchema,
  'GET /api/directory/:folderId/file/:fileId': SessionFileSchema,
  'PATCH /api/directory/:folderId/file/:fileId': SessionFileSchema,
  'PUT /api/directory/:folderId/file/:fileId': SessionFileSchema,
  'DELETE /api/directory/:folderId/file/:fileId': NO_JSON,
  'GET /api/directory/:folderId/file/:fileId/share-token': ShareTokenResponseSchema,
  'DELETE /api/directory/:folderId/file/:fileId/share-token': NO_JSON,
  'GET /api/sessions/:id/flashcards': FlashcardPageSchema,
  'PATCH /api/sessions/:id/flashcards': FlashcardsPatchResponseSchema,
  'PATCH /api/sessions/:id/questions': QuestionsPatchResponseSchema,
  'POST /api/sessions/:id/notes': ClozeNoteResponseSchema,
  'PUT /api/sessions/:id/notes/:noteId': ClozeNoteResponseSchema,
  'DELETE /api/sessions/:id/notes/:noteId': NoteDeleteResponseSchema,
  'POST /api/flashcards/:id/review': ReviewResponseSchema,
  'POST /api/flashcards/:id/review/undo': ReviewResponseSchema,
  'GET /api/review/due': DueListResponseSchema,
  'GET /api/review/offline': OfflinePackResponseSchema,
  'GET /api/review/stats': StudyStatsSchema,
  'GET /api/review/settings': StudySettingsSchema,
  'PATCH /api/review/settings': StudySettingsSchema,
  'GET /api/me/scheduler': SchedulerSchema,
  'PATCH /api/me/scheduler': SchedulerSchema,
  'POST /api/me/scheduler/optimize': OptimizeResponseSchema,
  'GET /api/me/scheduler/workload': WorkloadResponseSchema,
  'POST /api/sessions/:id/guided': RunResponseSchema,
  'GET /api/sessions/:id/guided': OpenRunResponseSchema,
  'PATCH /api/guided/:runId': RunResponseSchema,
  'GET /api/reminders': ReminderSettingsSchema,
  'PATCH /api/reminders': ReminderSettingsSchema,
  'GET /api/config/music': MusicConfigSchema,
  'GET /api/documents/:id': DocumentStateSchema,
  'GET /api/documents/:id/events': NO_JSON,
  'GET /api/documents/:id/generation': DocumentGenerationSchema,
  'GET /api/documents/:id/generation/events': NO_JSON,
  'GET /api/documents/:id/chunks': DocumentChunksResponseSchema,
  'GET /api/documents/:id/content-url': ContentUrlResponseSchema,
  'PATCH /api/documents/:id/speakers/:speakerId': SpeakerSchema,
  'PUT /api/documents/:id/position': DocumentPositionSchema,
  'DELETE /api/documents/:id': z.object({ remainingDocuments: z.int().min(0) }),
  'PATCH /api/sessions/:id/annotations': AnnotationsPatchResponseSchema,
  'GET /api/search': LibrarySearchResponseSchema,
  'POST /api/sessions/:id/quizzes': StartQuizResponseSchema,
  'GET /api/sessions/:id/quizzes': QuizListResponseSchema,
  'POST /api/questions/:id/evaluate': AnswerEvaluationSchema,
  'GET /api/questions/:id/explanation': ExplanationResponseSchema,
  'POST /api/sessions/:id/chat': NO_JSON,
  'GET /api/sessions/:id/chat': ChatHistoryResponseSchema,
  'DELETE /api/sessions/:id/chat': ClearChatResponseSchema,
  'POST /api/sessions/:id/generate': SessionFileSchema,
  'GET /api/sessions/:id/export': NO_JSON,
  'GET /api/export': NO_JSON,
  'GET /api/me/export': NO_JSON,
  'POST /api/sessions/:id/import': ImportAcceptedSchema,
  'POST /api/import': ImportAcceptedSchema,
  'GET /api/imports/:importId': ImportStateSchema,
  'GET /api/imports/:importId/events': NO_JSON,
  'GET /api/sessions/:id/card-media': CardMediaListResponseSchema,
} as const;

export type ApiRoute = keyof typeof API_ROUTES;

/** The success body of a route (what the server's contract sends); never for routes without JSON. */
export type ApiResponseOf<R extends ApiRoute> = (typeof API_ROUTES)[R] extends z.ZodType
  ? z.input<(typeof API_ROUTES)[R]>
  : never;
