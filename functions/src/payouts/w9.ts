import { randomUUID } from 'node:crypto';
import { payouts as contracts } from '@app/shared/contracts';
import {
  MAX_W9_FILE_BYTES,
  W9_FILE_CONTENT_TYPES,
  W9_MESSAGES,
  type PayeeW9,
  type UpdateW9Request,
  type W9File,
  type W9UploadRequest,
} from '@app/shared/payouts';
import { AMBASSADOR_ROLES, type Role } from '@app/shared/platform';
import { audited, changed, changesBetween } from '#lib/audit';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { deleteObject, inspectObject, presignDownload, presignUpload } from '#lib/storage';
import { nowIso, TransactionCancelled } from '#lib/table';
import { getProfile, notBeingErasedCheck } from '../profiles';
import { asPayeeW9, getW9, isW9UploadFor, W9_FILE_PREFIX, w9Put, w9UploadTicketClaim, w9UploadTicketPut, type StoredW9 } from './w9-data';

/** Where the W-9's transaction puts the record, uses up the upload ticket (when a form is attached), and checks the member. */
const W9_PUT_AT = 0;

const isPayee = (role: Role) => (AMBASSADOR_ROLES as readonly Role[]).includes(role);

/** The payee a W-9 is about: an ambassador who is still a member (an erased one has no profile, and gets no new W-9). */
async function payeeOrNotFound(userId: string, message: string): Promise<void> {
  const profile = await getProfile(userId);
  if (!profile || !isPayee(profile.role)) throw new NotFound(message);
}

/**
 * Upload a W-9: a presigned PUT to w9/<random id>.<extension>, outside public/, for the type and size the
 * contract allowed; its ticket names the payee, written with the request's audit entry. The key names nobody,
 * so the form can outlive the member's erasure (tax records are kept) without their id in the bucket.
 */
export async function requestW9Upload(userId: string, { file_name, content_type, size }: W9UploadRequest) {
  await payeeOrNotFound(userId, contracts.requestW9Upload.errors.notFound);
  const fileKey = `${W9_FILE_PREFIX}${randomUUID()}.${W9_FILE_CONTENT_TYPES[content_type]}`;
  const { url, headers } = await presignUpload(fileKey, content_type, size);
  await audited([w9UploadTicketPut(fileKey, userId)], {
    subjectType: 'w9_upload',
    subjectId: fileKey,
    personId: userId,
    changes: [changed('file_name', null, file_name), changed('content_type', null, content_type), changed('size', null, size)],
  });
  return { upload_url: url, headers, file_key: fileKey };
}

/** The uploaded form, checked now that it is stored: issued for this payee, present, of an allowed type and size (a bad one is deleted). */
async function checkedForm(userId: string, fileKey: string): Promise<void> {
  const { errors } = contracts.updateW9;
  if (!fileKey.startsWith(W9_FILE_PREFIX) || fileKey.includes('..') || !(await isW9UploadFor(fileKey, userId))) {
    throw new Invalid(errors.fileMissing, 'file_key');
  }
  const stored = await inspectObject(fileKey);
  if (!stored) throw new Invalid(errors.fileMissing, 'file_key');
  const problem =
    stored.size > MAX_W9_FILE_BYTES
      ? W9_MESSAGES.fileSize
      : !(stored.contentType in W9_FILE_CONTENT_TYPES)
        ? W9_MESSAGES.fileType
        : undefined;
  if (problem) {
    await deleteObject(fileKey);
    throw new Invalid(problem, 'file_key');
  }
}

/**
 * Sets a payee's W-9 status: requested (asked for; when first asked is kept), or received on a day, with the form
 * just uploaded or the one stored before. The record, the upload ticket's use and the audit entry are one
 * transaction, which also checks the member is not being erased (their W-9 would come back under their id) and
 * that nobody changed the W-9 since it was read. A form replaced by a new one is deleted: the new one is the record.
 */
export async function updateW9(adminId: string, userId: string, input: UpdateW9Request): Promise<PayeeW9> {
  const { errors } = contracts.updateW9;
  await payeeOrNotFound(userId, errors.notFound);
  const newForm = input.status === 'received' ? input.file_key : undefined;
  if (newForm) await checkedForm(userId, newForm);
  const before = await getW9(userId, true);
  const now = nowIso();
  const after: StoredW9 = {
    user_id: userId,
    status: input.status,
    requested_at: before?.requested_at ?? (input.status === 'requested' ? now : null),
    received_on: input.status === 'received' ? input.received_on : null,
    file_key: newForm ?? before?.file_key ?? null,
    updated_at: now,
    updated_by: adminId,
  };
  const writes = [w9Put(after, before), ...(newForm ? [w9UploadTicketClaim(newForm, userId)] : []), notBeingErasedCheck(userId)];
  try {
    await audited(writes, {
      subjectType: 'w9',
      subjectId: userId,
      personId: userId,
      changes: changesBetween(before, after, ['status', 'requested_at', 'received_on', 'file_key']),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailedAt(writes.length - 1)) throw new NotFound(errors.notFound);
    if (error.conditionFailedAt(W9_PUT_AT)) throw new Conflict(errors.changed, 'w9_changed');
    if (error.conditionFailed) throw new Invalid(errors.fileMissing, 'file_key');
    throw error;
  }
  if (before?.file_key && before.file_key !== after.file_key) await deleteObject(before.file_key);
  return asPayeeW9(after);
}

/** A short-lived address of the payee's W-9 form; an erased member's too, by their anonymous id. */
export async function w9FileOf(userId: string): Promise<W9File> {
  const w9 = await getW9(userId);
  if (!w9?.file_key) throw new NotFound(contracts.getW9File.errors.notFound);
  return { file_url: await presignDownload(w9.file_key) };
}
