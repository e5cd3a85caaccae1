import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@mnemo/domain/validation';

/** Server-assigned ids are UUIDs. */
export const IdSchema = z.uuid();

/** A folder id in a path: a folder's id or the literal `root`. */
export const FolderRefSchema = z.union([z.literal('root'), z.uuid()]);

/** A trimmed, non-empty display name. */
export const NameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);

export const OkSchema = z.object({ ok: z.literal(true) }).strict();
