import { randomUUID } from 'node:crypto';
import type { BulkDeleteResult } from '@app/shared/ambassadors';
import { ambassadors, pathOf } from '@app/shared/contracts';
import { queryAll } from '#lib/table';
import { api, givenUser, signIn, TEST_PASSWORD } from '#test/api';
import { getProfile } from '../profiles';

const bulkDelete = (token: string, body: unknown) => api<BulkDeleteResult>('POST', pathOf(ambassadors.bulkDeleteSignups), { token, body });
const { errors } = ambassadors.bulkDeleteSignups;

const rowsOf = (userId: string) =>
  queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` }, ConsistentRead: true });

/** A sign-up still waiting for approval: an ambassador with no personal code. */
const givenPendingSignup = (role: 'student' | 'fundraising_ambassador' = 'student') => givenUser(role);
const givenActiveStudent = () => givenUser('student', { personal_code: `B${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}` });

/** Each user can still sign in and still has their profile. */
async function expectUntouched(users: Array<{ userId: string; email: string }>) {
  for (const user of users) {
    expect(await getProfile(user.userId, { consistent: true })).toMatchObject({ user_id: user.userId });
    await expect(signIn(user.email, TEST_PASSWORD)).resolves.toEqual(expect.any(String));
  }
}

let admin: { token: string; userId: string; email: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

describe('bulk deleting pending sign-ups', () => {
  it('deletes every pending sign-up listed (account and rows), once each, and leaves an active ambassador alone', async () => {
    const pending = await Promise.all([givenPendingSignup(), givenPendingSignup(), givenPendingSignup('fundraising_ambassador')]);
    const active = await givenActiveStudent();
    const ids = [...pending.map((user) => user.userId), active.userId];

    const answer = await bulkDelete(admin.token, { user_ids: [...ids, pending[0].userId] });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      deleted: pending.map((user) => user.userId),
      skipped: [{ user_id: active.userId, reason: errors.notPending }],
    });
    for (const user of pending) {
      expect(await rowsOf(user.userId)).toEqual([]);
      await expect(signIn(user.email, TEST_PASSWORD)).rejects.toThrow();
    }
    await expectUntouched([active]);
    const detail = await api('GET', pathOf(ambassadors.getAmbassador, { user_id: pending[0].userId }), { token: admin.token });
    expect(detail.status).toBe(404);
  });

  it('reports unknown ids, admins and ids already deleted instead of failing the rest', async () => {
    const pending = await givenPendingSignup();
    const otherAdmin = await givenUser('admin');
    const unknown = randomUUID();

    const answer = await bulkDelete(admin.token, { user_ids: [unknown, otherAdmin.userId, pending.userId] });
    const again = await bulkDelete(admin.token, { user_ids: [pending.userId] });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      deleted: [pending.userId],
      skipped: [
        { user_id: unknown, reason: errors.notFound },
        { user_id: otherAdmin.userId, reason: errors.notAmbassador },
      ],
    });
    expect(again.body).toEqual({ deleted: [], skipped: [{ user_id: pending.userId, reason: errors.notFound }] });
    await expectUntouched([otherAdmin]);
  });

  it('refuses ambassadors with 403 and anonymous callers with 401, deleting nothing', async () => {
    const pending = await givenPendingSignup();
    const student = await givenActiveStudent();
    const fundraiser = await givenUser('fundraising_ambassador');

    const asStudent = await bulkDelete(student.token, { user_ids: [pending.userId] });
    const asFundraiser = await bulkDelete(fundraiser.token, { user_ids: [pending.userId] });
    const anonymous = await api('POST', pathOf(ambassadors.bulkDeleteSignups), { body: { user_ids: [pending.userId] } });

    expect([asStudent.status, asFundraiser.status, anonymous.status]).toEqual([403, 403, 401]);
    await expectUntouched([pending]);
  });

  it.each([
    ['more than 100 ids', (pendingId: string) => [pendingId, ...Array.from({ length: 100 }, () => randomUUID())]],
    ['no ids', () => []],
    ['an empty id', (pendingId: string) => [pendingId, '']],
    ['an id of spaces', (pendingId: string) => [pendingId, '   ']],
    ['an id longer than any id', (pendingId: string) => [pendingId, 'x'.repeat(201)]],
    ['an id that is not a string', (pendingId: string) => [pendingId, 42]],
  ])('answers 400 for %s and deletes none of the valid ones listed with it', async (_label, userIds) => {
    const pending = await givenPendingSignup();

    const answer = await bulkDelete(admin.token, { user_ids: userIds(pending.userId) });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_input', message: expect.any(String) } });
    await expectUntouched([pending]);
  });

  it.each([
    ['no body', undefined],
    ['user_ids that is not a list', { user_ids: 'abc' }],
  ])('answers 400 for %s', async (_label, body) => {
    expect((await bulkDelete(admin.token, body)).status).toBe(400);
  });
});
