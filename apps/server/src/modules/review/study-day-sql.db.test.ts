import { getStudyDayStart } from '@mnemo/domain/study-day';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { studyDayStartOf } from './review.repository.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const ZONES = [
  'UTC',
  'Europe/Lisbon',
  'America/Sao_Paulo',
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'Pacific/Chatham',
];
// around the 04:00 boundary, midnight, and the days clocks change (Europe/US/NZ/Brazil-era dates)
const INSTANTS = [
  '2026-01-15T03:59:59Z',
  '2026-01-15T04:00:00Z',
  '2026-03-08T06:30:00Z',
  '2026-03-29T00:59:00Z',
  '2026-03-29T03:30:00Z',
  '2026-04-05T14:00:00Z',
  '2026-06-30T23:59:59Z',
  '2026-09-27T13:45:00Z',
  '2026-10-25T02:30:00Z',
  '2026-11-01T08:15:00Z',
  '2026-12-31T15:00:00Z',
];

describe('the study day in SQL', () => {
  it('begins at the same instant as the domain says, in every time zone, across clock changes', async () => {
    const cases = ZONES.flatMap((zone) => INSTANTS.map((iso) => ({ zone, now: new Date(iso) })));
    const got: string[] = [];
    for (const { zone, now } of cases) {
      const row = await sql<{ start: Date }>`select ${studyDayStartOf(now, zone)} as start`.execute(handle.db);
      got.push(`${zone} ${now.toISOString()} → ${new Date(row.rows[0]!.start).toISOString()}`);
    }
    expect(got).toEqual(
      cases.map(({ zone, now }) => `${zone} ${now.toISOString()} → ${getStudyDayStart(now, zone).toISOString()}`),
    );
  });
});
