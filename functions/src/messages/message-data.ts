import { randomUUID } from 'node:crypto';
import { BROADCAST_AUDIENCES, messageSchema, type BroadcastAudience, type Message } from '@app/shared/messages';
import * as z from 'zod';
import type { Role } from '@app/shared/platform';
import { audited, auditWrites, changed } from '#lib/audit';
import {
  deleteItems,
  getItem,
  isConditionFailure,
  nowIso,
  parseItem,
  putItem,
  queryAll,
  transact,
  updateItem,
  type Item,
} from '#lib/table';

/**
 * Messages, one item per recipient (a broadcast is written to each recipient of its segment when it is
 * sent, so reading is one Query and each recipient has their own read_at). Keys:
 * - pk USER#<recipientId>, sk MESSAGE#<id>: a user's messages; ids sort by the time they were sent
 * - pk MESSAGES_SENT, sk <id>: what admins sent, once per message (the history)
 * - gsi1pk MESSAGES_SENT_TO#<recipientId>, gsi1sk <id>: a direct message's history row, by its recipient
 *   (rows written before this key existed lack it; deleting the recipient finds those through their inbox)
 */
const INBOX_PREFIX = 'MESSAGE#';
const keys = {
  inbox: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `${INBOX_PREFIX}${id}` }),
  sent: (id: string) => ({ pk: 'MESSAGES_SENT', sk: id }),
  sentTo: (userId: string, id: string) => ({ gsi1pk: `MESSAGES_SENT_TO#${userId}`, gsi1sk: id }),
};

// Inbox rows a broadcast writes at a time: a segment of thousands goes out in waves, not all at once.
const BROADCAST_WAVE = 25;

const toMessage = (item: Item): Message => parseItem(messageSchema, item);

/** Sortable by time: "<created_at without separators>-<random>". */
const messageIdOf = (createdAt: string) => `${createdAt.replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`;

interface Outgoing {
  fromUserId: string;
  subject: string | null;
  content: string;
}

/** A direct message to one ambassador: its history row and their inbox row, in one transaction, with an admin's audit entry. */
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
  // The history row and the inbox row together or not at all: a failure leaves no half-sent message.
  await transact([
    { Put: { Item: { ...keys.sent(stored.id), ...keys.sentTo(message.toUserId, stored.id), ...stored, recipients: 1 } } },
    { Put: { Item: { ...keys.inbox(message.toUserId, stored.id), ...stored } } },
    ...auditWrites({
      subjectType: 'message',
      subjectId: stored.id,
      personId: message.toUserId,
      changes: [changed('to_user_id', null, message.toUserId), changed('subject', null, message.subject)],
    }),
  ]);
  return stored;
}

/**
 * A broadcast to the given recipients (the segment's members now), stored as the role it went to. Each
 * recipient's row is keyed by the broadcast's id, so writing it again changes nothing; they go out in
 * waves of BROADCAST_WAVE, and the history row comes last, once every recipient has the message, with
 * how many they were. A failure part-way leaves no history row, and the admin is told it failed. The
 * history row is written with the admin's audit entry: the audience, how many it reached, and the subject.
 */
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
  const recipientIds = [...new Set(message.recipientIds)];
  for (let start = 0; start < recipientIds.length; start += BROADCAST_WAVE) {
    await Promise.all(
      recipientIds
        .slice(start, start + BROADCAST_WAVE)
        .map((toUserId) => putItem({ Item: { ...keys.inbox(toUserId, base.id), ...base, to_user_id: toUserId } })),
    );
  }
  await audited(
    [{ Put: { Item: { ...keys.sent(base.id), ...base, to_user_id: '', audience: message.audience, recipients: recipientIds.length } } }],
    {
      subjectType: 'message',
      subjectId: base.id,
      changes: [
        changed('audience', null, message.audience),
        changed('segment', null, message.role),
        changed('recipients', null, recipientIds.length),
        changed('subject', null, message.subject),
      ],
    },
  );
  return { ...base, to_user_id: '' };
}

/** A user's messages, newest first. */
export async function listInbox(userId: string): Promise<Message[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': INBOX_PREFIX },
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

/**
 * Deleting a user: the history rows of the direct messages sent to them (they name the user and hold
 * what was said), found by their recipient key and, for rows older than that key or not yet in the
 * index, by the direct messages in the user's inbox (same ids). Their inbox rows go with their partition;
 * a broadcast's history row names nobody and stays.
 */
export async function eraseDirectMessagesTo(userId: string): Promise<number> {
  const { gsi1pk } = keys.sentTo(userId, '');
  const { pk } = keys.inbox(userId, '');
  const [indexed, inbox] = await Promise.all([
    queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ProjectionExpression: 'sk',
    }),
    queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': INBOX_PREFIX },
      ProjectionExpression: 'sk, is_broadcast',
      ConsistentRead: true,
    }),
  ]);
  const ids = new Set([
    ...indexed.map((item) => String(item.sk)),
    ...inbox.filter((item) => item.is_broadcast !== true).map((item) => String(item.sk).slice(INBOX_PREFIX.length)),
  ]);
  await deleteItems([...ids].map(keys.sent));
  return ids.size;
}
