import { ABSOLUTE_FILE_CAP, getPlanLimits } from '@mnemo/domain/plans';
import type { FastifyRequest } from 'fastify';
import { type AppError, errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertSafeText } from '../../plugins/safe-text.ts';

/** A multipart upload read into memory: the file (if any) and the text fields. */
export interface ReceivedUpload {
  file: { bytes: Uint8Array; fileName: string | null } | null;
  fields: Record<string, string>;
}

// Room for the multipart boundaries and the small fields around the file.
const ENVELOPE_BYTES = 64 * 1024;

/** The cap of one upload for a plan, and which refusal applies above it. */
export function getUploadCap(user: Pick<AuthUser, 'plan'>): { bytes: number; refusal: () => AppError } {
  const planBytes = getPlanLimits(user.plan).fileSize;
  const absolute = Math.max(ABSOLUTE_FILE_CAP.audio, ABSOLUTE_FILE_CAP.document);
  if (planBytes < absolute) {
    return { bytes: planBytes, refusal: () => errors.quota('FILE_SIZE_LIMIT') };
  }
  return { bytes: absolute, refusal: () => errors.payloadTooLarge() };
}

/**
 * Reads a multipart upload (one file, a few fields), counting the file's bytes as they arrive:
 * past the plan's size (402 FILE_SIZE_LIMIT) or the absolute cap (413) it stops reading at once,
 * so an oversized upload is refused without being received. A declared length already past the
 * cap is refused before reading anything.
 */
export async function receiveUpload(request: FastifyRequest, user: Pick<AuthUser, 'plan'>): Promise<ReceivedUpload> {
  const cap = getUploadCap(user);
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > cap.bytes + ENVELOPE_BYTES) throw cap.refusal();
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file' || file !== null) {
      // drain what we do not want, so the rest of the form can be read
      part.file.resume();
      continue;
    }
    assertSafeText({ file: part.filename });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > cap.bytes) {
        part.file.destroy();
        throw cap.refusal();
      }
      chunks.push(chunk);
    }
    file = { bytes: new Uint8Array(Buffer.concat(chunks, size)), fileName: part.filename || null };
  }
  assertSafeText(fields);
  return { file, fields };
}
