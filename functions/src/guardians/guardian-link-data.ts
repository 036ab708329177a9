import { createHash } from 'node:crypto';
import * as z from 'zod';
import { deleteItems, getItem, parseItem, type TransactItem } from '#lib/table';

/**
 * Guardian link entity: the link a member's guardian opens their page with (issue 44). Keys:
 * - pk GUARDIAN_LINK#<the token's SHA-256, hex>, sk GUARDIAN_LINK: the member it opens and when it stops
 *   working (`expires_at`, epoch seconds, also the item's TTL). The token itself is stored nowhere.
 * - pk USER#<userId>, sk GUARDIAN_LINK: the member's one current link (`link_hash`), so a new link replaces it.
 */
export const guardianLinkKeys = {
  byHash: (hash: string) => ({ pk: `GUARDIAN_LINK#${hash}`, sk: 'GUARDIAN_LINK' }),
  current: (userId: string) => ({ pk: `USER#${userId}`, sk: 'GUARDIAN_LINK' }),
};

/** What the table knows a token by: its SHA-256, so a leaked table holds no working link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const guardianLinkSchema = z.object({ user_id: z.string(), issued_at: z.string(), expires_at: z.number() });

export type GuardianLink = z.infer<typeof guardianLinkSchema>;

/** The link a token opens, if there is one (GetItem by the token's hash; TTL deletes lazily, so an expired one may still be found). */
export async function findGuardianLink(token: string): Promise<GuardianLink | undefined> {
  const item = await getItem(guardianLinkKeys.byHash(tokenHash(token)), { consistent: true });
  return item ? parseItem(guardianLinkSchema, item) : undefined;
}

/** The hash of the member's current link, if one was issued (consistent GetItem). */
export async function currentLinkHash(userId: string): Promise<string | undefined> {
  const item = await getItem(guardianLinkKeys.current(userId), { consistent: true });
  return typeof item?.link_hash === 'string' ? item.link_hash : undefined;
}

/**
 * The writes that make a new link the member's one link: the link (new), the member's pointer to it (on the
 * condition it still points where it was read, so two issues at once cannot both win) and the deletion of
 * the link it replaces, which stops working at once.
 */
export function linkReplacement(link: GuardianLink, hash: string, previousHash: string | undefined): TransactItem[] {
  return [
    { Put: { Item: { ...guardianLinkKeys.byHash(hash), ...link }, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        Item: { ...guardianLinkKeys.current(link.user_id), link_hash: hash, issued_at: link.issued_at },
        ConditionExpression: previousHash ? 'link_hash = :previous' : 'attribute_not_exists(pk)',
        ...(previousHash ? { ExpressionAttributeValues: { ':previous': previousHash } } : {}),
      },
    },
    ...(previousHash ? [{ Delete: { Key: guardianLinkKeys.byHash(previousHash) } }] : []),
  ];
}

/**
 * Deletes the link a hash names, as the member's erasure does once their profile is gone (their pointer to it
 * goes with their partition): the link stops opening at once instead of lasting until its expiry.
 */
export async function deleteGuardianLink(linkHash: string): Promise<void> {
  await deleteItems([guardianLinkKeys.byHash(linkHash)]);
}
