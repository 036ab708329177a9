import type { AuditChange } from '@app/shared/audit-log';
import { audited } from '#lib/audit';
import { deleteItem, isConditionFailure, putItem } from '#lib/table';

/**
 * Upload ticket entity: a key the server chose for a presigned upload, kept until a save names it. So a
 * save can only name a file uploaded for it, once: never a key the browser made up, nor another asset's
 * or template's file (whose deletion would then take both). Keys:
 * - pk UPLOAD#<file key>, sk UPLOAD; TTL expires_at, a day after it was issued (its address lasts 10 minutes)
 */
const TICKET_LIFETIME_SECONDS = 24 * 60 * 60;

const keys = {
  primary: (fileKey: string) => ({ pk: `UPLOAD#${fileKey}`, sk: 'UPLOAD' }),
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Remembers that the server issued this key. With `requested` (what the admin asked to upload), the request's
 * audit entry is written with it.
 */
export async function recordIssuedUpload(fileKey: string, requested?: readonly AuditChange[]): Promise<void> {
  const Item = { ...keys.primary(fileKey), file_key: fileKey, expires_at: nowSeconds() + TICKET_LIFETIME_SECONDS };
  if (requested) await audited([{ Put: { Item } }], { subjectType: 'upload', subjectId: fileKey, changes: requested });
  else await putItem({ Item });
}

/** Uses up the ticket for this key (conditional DeleteItem); false when the server never issued it, or it was used or has expired. */
export async function claimIssuedUpload(fileKey: string): Promise<boolean> {
  try {
    await deleteItem({
      Key: keys.primary(fileKey),
      ConditionExpression: 'attribute_exists(pk) AND expires_at > :now',
      ExpressionAttributeValues: { ':now': nowSeconds() },
    });
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  return true;
}
