import { randomUUID } from 'node:crypto';
import type { SentMessage } from '@app/shared/messages';
import { messages, pathOf } from '@app/shared/contracts';
import type { Message } from '@app/shared/messages';
import { batchGetAll, getItem } from '#lib/table';
import { api, givenUser } from '#test/api';
import { sendBroadcast, sendDirectMessage } from './seeding';

describe('an ambassador’s messages', () => {
  const inboxOf = async (token: string) =>
    (await api<{ messages: Message[] }>('GET', pathOf(messages.listMyMessages), { token })).body.messages;

  it('lists their own messages and the broadcasts sent to them, newest first, and nobody else’s', async () => {
    const admin = await givenUser('admin');
    const [sam, alex] = await Promise.all([givenUser('student'), givenUser('student')]);
    await sendBroadcast({
      fromUserId: admin.userId,
      subject: 'Welcome',
      content: 'Hello all',
      role: 'student',
      audience: 'all',
      recipientIds: [sam.userId, alex.userId],
    });
    await sendDirectMessage({ fromUserId: admin.userId, toUserId: alex.userId, subject: null, content: 'Just for Alex' });

    const samsInbox = await inboxOf(sam.token);
    const alexsInbox = await inboxOf(alex.token);

    expect(samsInbox.map((message) => message.content)).toEqual(['Hello all']);
    expect(samsInbox[0]).toMatchObject({ is_broadcast: true, broadcast_segment: 'student', to_user_id: sam.userId, read_at: null });
    expect(alexsInbox.map((message) => message.content)).toEqual(['Just for Alex', 'Hello all']);
  });

  it('marks a message read when opened, keeping the first time, and refuses someone else’s message', async () => {
    const admin = await givenUser('admin');
    const [sam, alex] = await Promise.all([givenUser('student'), givenUser('fundraising_ambassador')]);
    const sent = await sendDirectMessage({ fromUserId: admin.userId, toUserId: sam.userId, subject: 'Hi', content: 'Read me' });
    const read = (token: string) => api('POST', pathOf(messages.markMessageRead, { message_id: sent.id }), { token });

    const first = await read(sam.token);
    const again = await read(sam.token);
    const stranger = await read(alex.token);

    expect(first.status).toBe(200);
    expect(first.body.read_at).toEqual(expect.any(String));
    expect(again.body.read_at).toBe(first.body.read_at);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(messages.markMessageRead.errors.notFound);
    expect(await inboxOf(alex.token)).toEqual([]);
  });

  it('gives a fundraiser the direct message an admin sent them, to read and mark read, and nobody else', async () => {
    const [admin, fundraiser, otherFundraiser, student] = await Promise.all([
      givenUser('admin'),
      givenUser('fundraising_ambassador'),
      givenUser('fundraising_ambassador'),
      givenUser('student'),
    ]);
    const subject = `Your shop link is live ${randomUUID()}`;
    const sent = await api<SentMessage>('POST', pathOf(messages.sendMessage), {
      token: admin.token,
      body: { type: 'individual', to_user_id: fundraiser.userId, subject, content: 'Share it with your family first.' },
    });
    const studentsMessage = await sendDirectMessage({
      fromUserId: admin.userId,
      toUserId: student.userId,
      subject: null,
      content: 'Not yours',
    });
    const read = (token: string, id = sent.body.id) => api('POST', pathOf(messages.markMessageRead, { message_id: id }), { token });

    const inbox = await inboxOf(fundraiser.token);
    const strangerReads = await read(otherFundraiser.token);
    const opened = await read(fundraiser.token);
    const readsStudents = await read(fundraiser.token, studentsMessage.id);

    expect(sent.status).toBe(201);
    expect(inbox).toEqual([
      expect.objectContaining({ id: sent.body.id, subject, to_user_id: fundraiser.userId, is_broadcast: false, read_at: null }),
    ]);
    expect(await inboxOf(otherFundraiser.token)).toEqual([]);
    expect(strangerReads.status).toBe(404);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: sent.body.id, read_at: expect.any(String) });
    expect((await inboxOf(fundraiser.token))[0]?.read_at).toBe(opened.body.read_at);
    expect(readsStudents.status).toBe(404);
    expect(readsStudents.body.error.message).toBe(messages.markMessageRead.errors.notFound);
    expect((await inboxOf(student.token))[0]?.read_at).toBeNull();
  });

  it('writes a broadcast once to each of many recipients, in waves, and its history row last with their number', async () => {
    const admin = await givenUser('admin');
    const recipientIds = Array.from({ length: 60 }, () => randomUUID());

    const sent = await sendBroadcast({
      fromUserId: admin.userId,
      subject: 'To many',
      content: 'Hello',
      role: 'student',
      audience: 'all',
      recipientIds: [...recipientIds, ...recipientIds.slice(0, 5)],
    });

    const rows = await batchGetAll(recipientIds.map((id) => ({ pk: `USER#${id}`, sk: `MESSAGE#${sent.id}` })));
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.to_user_id))).toEqual(new Set(recipientIds));
    expect(await getItem({ pk: 'MESSAGES_SENT', sk: sent.id })).toMatchObject({ is_broadcast: true, recipients: 60, to_user_id: '' });
  });
});
