import type { RunKind, RunState, RunStatus } from '@mnemo/domain/guided-run';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A learner's guided or quick run of a session (0070-guided). */
export interface GuidedRunsTable {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  kind: RunKind;
  status: ColumnType<RunStatus, RunStatus | undefined, RunStatus>;
  concepts: ColumnType<string[], string | undefined, string>;
  state: ColumnType<RunState, string, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  finished_at: Date | string | null;
}

export type GuidedRunRow = Selectable<GuidedRunsTable>;

/** The guided tables, for the app's Database interface. */
export interface GuidedTables {
  guided_runs: GuidedRunsTable;
}
