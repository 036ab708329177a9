import { randomBytes } from 'node:crypto';
import type { AuditChange } from '@app/shared/audit-log';
import { Invalid } from '#lib/errors';
import { deleteObject, inspectObject, presignUpload } from '#lib/storage';
import { claimIssuedUpload, recordIssuedUpload } from './upload-ticket-data';

/**
 * The admin's uploads of public files (assets and social templates), in two steps: a presigned PUT for a
 * key the server chooses, then the save that names that key, checked against what is really stored.
 */

/**
 * A presigned upload to `<prefix><timestamp>-<random>.<extension>`, for a type and size the contract already allowed.
 * With `requested` (what the admin asked to upload: its name, type, size), its ticket is written with the request's audit entry.
 */
export async function issueUpload(
  prefix: string,
  extension: string,
  contentType: string,
  size: number,
  requested?: readonly AuditChange[],
) {
  const key = `${prefix}${Date.now()}-${randomBytes(6).toString('hex')}.${extension}`;
  const { url, headers } = await presignUpload(key, contentType, size);
  await recordIssuedUpload(key, requested);
  return { upload_url: url, headers, file_key: key };
}

interface UploadCheck {
  /** The folder the key must be under. */
  prefix: string;
  /** The message (and field) when the key names no usable upload. */
  missing: string;
  field: string;
  /** Why the stored object cannot be used (its real size and type), or undefined when it can. */
  problemWith: (stored: { size: number; contentType: string }) => string | undefined;
}

/**
 * Takes an uploaded file for a save: a key the server issued under `prefix` and not used since (anything
 * else is refused before storage is touched, so another file is never deleted), present, and of an allowed
 * size and type as stored. A stored file that fails is deleted, so nothing unchecked stays public.
 */
export async function takeUpload(key: string, { prefix, missing, field, problemWith }: UploadCheck): Promise<void> {
  if (!key.startsWith(prefix) || key.includes('..') || !(await claimIssuedUpload(key))) throw new Invalid(missing, field);
  const stored = await inspectObject(key);
  if (!stored) throw new Invalid(missing, field);
  const problem = problemWith(stored);
  if (problem) {
    await deleteObject(key);
    throw new Invalid(problem, field);
  }
}
