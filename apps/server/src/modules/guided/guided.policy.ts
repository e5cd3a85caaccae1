import type { SessionRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * Who may run guided study on a session: its owner (the run schedules their cards and keeps
 * their time). Anyone else learns nothing of it (404), as with the review endpoints.
 */
export function assertCanRunSession(session: SessionRow | undefined, user: AuthUser): asserts session is SessionRow {
  if (!session || session.owner_id !== user.id) throw errors.notFound();
}
