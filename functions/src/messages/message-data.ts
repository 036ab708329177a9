import { randomUUID } from 'node:crypto';
import { BROADCAST_AUDIENCES, messageSchema, type BroadcastAudience, type Message } from '@app/shared/messages';
import * as z from 'zod';
import type { Role } from '@app/shared/roles';
import { getItem, isConditionFailure, nowIso, parseItem, putItem, queryAll, updateItem, type Item } from '#lib/table';

/**
 * Messages, one item per recipient (a broadcast is written to each recipient of its segment when it is
 * sent, so reading is one Query and each recipient has their own read_at). Keys:
 * - pk USER#<recipientId>, sk MESSAGE#<id>: a user's messages; ids sort by the time they were sent
 * - pk MESSAGES_SENT, sk <id>: what admins sent, once per message (the history)
 */
const keys = {
  inbox: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `MESSAGE#${id}` }),
  sent: (id: string) => ({ pk: 'MESSAGES_SENT', sk: id }),
};

const toMessage = (item: Item): Message => parseItem(messageSchema, item);

/** Sortable by time: "<created_at without separators>-<random>". */
const messageIdOf = (createdAt: string) => `${createdAt.replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`;

interface Outgoing {
  fromUserId: string;
  subject: string | null;
  content: string;
}

/** A direct message to one ambassador. */
export async function sendDirectMessage(message: Outgoing & { toUserId: string }): Promise<Message> {
  const created_at = nowIso();
  const stored: Message = {
    id: messageIdOf(created_at),
    from_user_id: message.fromUserId,
    to_user_id: message.toUserId,
    subject: message.subject,
    content: message.content,
    is_broadcast: false,
    broadcast_segment: null,
    read_at: null,
    created_at,
  };
  await putItem({ Item: { ...keys.sent(stored.id), ...stored, recipients: 1 } });
  await putItem({ Item: { ...keys.inbox(message.toUserId, stored.id), ...stored } });
  return stored;
}

/** A broadcast to the given recipients (the segment's members now), stored as the role it went to. */
export async function sendBroadcast(
  message: Outgoing & { role: Role; audience: BroadcastAudience; recipientIds: readonly string[] },
): Promise<Message> {
  const created_at = nowIso();
  const base = {
    id: messageIdOf(created_at),
    from_user_id: message.fromUserId,
    subject: message.subject,
    content: message.content,
    is_broadcast: true,
    broadcast_segment: message.role,
    read_at: null,
    created_at,
  };
  await putItem({
    Item: { ...keys.sent(base.id), ...base, to_user_id: '', audience: message.audience, recipients: message.recipientIds.length },
  });
  await Promise.all(
    message.recipientIds.map((toUserId) => putItem({ Item: { ...keys.inbox(toUserId, base.id), ...base, to_user_id: toUserId } })),
  );
  return { ...base, to_user_id: '' };
}

/** A user's messages, newest first. */
export async function listInbox(userId: string): Promise<Message[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'MESSAGE#' },
    ScanIndexForward: false,
  });
  return items.map(toMessage);
}

/** Marks one of the user's own messages read, keeping the first time; undefined when they have no such message. */
export async function markRead(userId: string, id: string): Promise<Message | undefined> {
  try {
    const item = await updateItem({
      Key: keys.inbox(userId, id),
      UpdateExpression: 'SET read_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND read_at = :unread',
      ExpressionAttributeValues: { ':now': nowIso(), ':unread': null },
      ReturnValues: 'ALL_NEW',
    });
    return item && toMessage(item);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Read before (or not theirs): answer what is stored, if anything.
    const stored = await getItem(keys.inbox(userId, id));
    return stored && toMessage(stored);
  }
}

const sentSchema = messageSchema.extend({
  audience: z
    .enum(BROADCAST_AUDIENCES)
    .nullish()
    .transform((audience) => audience ?? null),
  recipients: z.number().int(),
});
export type SentRecord = z.infer<typeof sentSchema>;

/** What admins sent, newest first (message ids sort by time), once per message. */
export async function listSent(): Promise<SentRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.sent('').pk },
    ScanIndexForward: false,
  });
  return items.map((item) => parseItem(sentSchema, item));
}
