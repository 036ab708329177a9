import { W9_STATUSES, type PayeeW9 } from '@app/shared/payouts';
import * as z from 'zod';
import { batchGetAll, getItem, parseItem, transact, type Item, type TransactItem } from '#lib/table';

/**
 * W-9s (issue 46), two entities.
 * - W-9: pk W9#<userId>, sk W9; status (requested | received), requested_at, received_on, file_key (the form
 *   in the private part of the assets bucket, under w9/, named by a random id, never by the member),
 *   updated_at and updated_by. Its own partition, not the member's: a tax record, kept when the member is
 *   erased, under their anonymous id.
 * - W-9 upload ticket: pk W9_UPLOAD#<file key>, sk W9_UPLOAD; payee_user_id, the payee it was issued for;
 *   TTL expires_at, a day after it was issued (its address lasts 10 minutes). Saving the W-9 uses it up in
 *   the same transaction, so a form is attached once, only to the payee it was uploaded for.
 */
export const w9Keys = {
  primary: (userId: string) => ({ pk: `W9#${userId}`, sk: 'W9' }),
  uploadTicket: (fileKey: string) => ({ pk: `W9_UPLOAD#${fileKey}`, sk: 'W9_UPLOAD' }),
};

/** Where W-9 forms are kept: outside public/, so only a presigned GET reads one. */
export const W9_FILE_PREFIX = 'w9/';

const TICKET_LIFETIME_SECONDS = 24 * 60 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const storedW9Schema = z.object({
  user_id: z.string(),
  status: z.enum(W9_STATUSES),
  requested_at: z.string().nullable().default(null),
  received_on: z.string().nullable().default(null),
  file_key: z.string().nullable().default(null),
  updated_at: z.string(),
  updated_by: z.string(),
});

/** A W-9 as it is stored: with the key of its form, which only the download route turns into an address. */
export type StoredW9 = z.output<typeof storedW9Schema>;

const toStoredW9 = (item: Item) => parseItem(storedW9Schema, item);

/** A stored W-9 as admins see it: whether there is a form, not where. */
export const asPayeeW9 = ({ file_key, ...w9 }: StoredW9): PayeeW9 => ({ ...w9, has_file: file_key !== null });

/** One payee's W-9 (GetItem; consistent when a write is computed from it). */
export async function getW9(userId: string, consistent = false): Promise<StoredW9 | undefined> {
  const item = await getItem(w9Keys.primary(userId), { consistent });
  return item ? toStoredW9(item) : undefined;
}

/** These payees' W-9s (BatchGetItem, 100 keys a request), by user id; absent: none requested or received. */
export async function getW9Many(userIds: string[]): Promise<Map<string, StoredW9>> {
  const items = await batchGetAll([...new Set(userIds)].map(w9Keys.primary));
  return new Map(items.map((item) => [String(item.user_id), toStoredW9(item)]));
}

/** The W-9's Put, for its change's transaction: only over the record read (`before`, by its updated_at), or where there was none. */
export function w9Put(w9: StoredW9, before: StoredW9 | undefined): TransactItem {
  return {
    Put: {
      Item: { ...w9Keys.primary(w9.user_id), ...w9 },
      ...(before
        ? { ConditionExpression: 'updated_at = :seen', ExpressionAttributeValues: { ':seen': before.updated_at } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
}

/** The ticket's Put: the server issued this key for this payee's W-9. */
export function w9UploadTicketPut(fileKey: string, userId: string): TransactItem {
  return {
    Put: {
      Item: {
        ...w9Keys.uploadTicket(fileKey),
        file_key: fileKey,
        payee_user_id: userId,
        expires_at: nowSeconds() + TICKET_LIFETIME_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Uses up the ticket, for the W-9's transaction: it fails unless the key was issued for this payee, not used yet and not expired. */
export function w9UploadTicketClaim(fileKey: string, userId: string): TransactItem {
  return {
    Delete: {
      Key: w9Keys.uploadTicket(fileKey),
      ConditionExpression: 'attribute_exists(pk) AND payee_user_id = :user AND expires_at > :now',
      ExpressionAttributeValues: { ':user': userId, ':now': nowSeconds() },
    },
  };
}

/** Whether this key was issued for this payee and is still unused (consistent GetItem): read before the stored file is checked. */
export async function isW9UploadFor(fileKey: string, userId: string): Promise<boolean> {
  const ticket = await getItem(w9Keys.uploadTicket(fileKey), { consistent: true });
  return ticket?.payee_user_id === userId && Number(ticket.expires_at) > nowSeconds();
}

/**
 * Puts an erased member's W-9 under their anonymous id (issue 46): the status, the days and the form stay (a
 * payer keeps W-9s for four years), naming nobody in the table; the form itself is the only copy of who they
 * were, read by admins alone. The move holds only while the record is the one read, and a repeat finds none.
 */
export async function anonymizeW9(userId: string, anonymousId: string): Promise<boolean> {
  const w9 = await getW9(userId, true);
  if (!w9) return false;
  await transact([
    { Put: { Item: { ...w9Keys.primary(anonymousId), ...w9, user_id: anonymousId } } },
    {
      Delete: {
        Key: w9Keys.primary(userId),
        ConditionExpression: 'updated_at = :seen',
        ExpressionAttributeValues: { ':seen': w9.updated_at },
      },
    },
  ]);
  return true;
}
