import { randomUUID } from 'node:crypto';
import type { AdminDashboard, AmbassadorsPage } from '@app/shared/ambassadors';
import type { AmbassadorRole } from '@app/shared/platform';
import { ambassadors, pathOf, reports } from '@app/shared/contracts';
import type { AdminReport } from '@app/shared/reports';
import { api, givenUser } from '#test/api';
import { eventually } from '#test/store';
import { assignPersonalCode } from '../code-sync';
import { newProfile, putNewProfile, readAmbassadorCounts } from '../profiles';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

const listPath = (query: Record<string, string>) => `${pathOf(ambassadors.listAmbassadors)}?${new URLSearchParams(query)}`;
const listPage = (query: Record<string, string>) => api<AmbassadorsPage>('GET', listPath(query), { token: admin.token });

/** Ambassadors who signed up on one day of 2001 that no other test uses, so that day's counts are theirs alone. */
async function givenAmbassadorsOn(day: string, role: AmbassadorRole, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const [index, userId] of ids.entries()) {
    await putNewProfile(
      newProfile({
        user_id: userId,
        first_name: `Paged${index}`,
        last_name: 'Reader',
        email: `${userId}@example.test`,
        role,
        created_at: `${day}T10:00:0${index}.000Z`,
      }),
    );
  }
  return ids;
}

/** A day of 2001 of this test run's own. */
const ownDay = () =>
  `2001-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;

/** Every page of a role's list, `limit` at a time, following each page's cursor. */
async function everyPage(role: AmbassadorRole, limit: number): Promise<AmbassadorsPage[]> {
  const pages: AmbassadorsPage[] = [];
  let cursor: string | undefined;
  do {
    const answer = await listPage({ role, limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.next_cursor ?? undefined;
  } while (cursor);
  return pages;
}

describe('the ambassadors list, a page at a time', () => {
  it('lists every ambassador of the role exactly once across its pages, newest first, each page at most the limit', async () => {
    const ids = await givenAmbassadorsOn(ownDay(), 'student', 4);
    const pages = await everyPage('student', 7);
    expect(pages.every((page) => page.ambassadors.length <= 7)).toBe(true);
    const rows = pages.flatMap((page) => page.ambassadors);
    for (const id of ids) expect(rows.filter((row) => row.user_id === id)).toHaveLength(1);
    expect(rows.every((row) => row.role === 'student')).toBe(true);
    // Mine, in the order they were created, newest first.
    expect(rows.filter((row) => ids.includes(row.user_id)).map((row) => row.user_id)).toEqual([...ids].reverse());
    expect(rows.find((row) => row.user_id === ids[0])).toMatchObject({ status: 'pending_approval', progress_stage: 'new', units_sold: 0 });
  });

  it('answers 400, not 500, to a cursor that is not one of its own, or another role’s, and to a limit out of range', async () => {
    const first = await listPage({ role: 'student', limit: '1' });
    expect(first.status).toBe(200);
    const cursor = first.body.next_cursor!;
    expect(cursor).toEqual(expect.any(String));
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = (changes: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...decoded, ...changes })).toString('base64url');
    for (const bad of [
      'not-a-cursor',
      '%%%',
      Buffer.from('[1,2]').toString('base64url'),
      forged({ pk: 'CAMPAIGN#x' }),
      forged({ gsi2sk: 7 }),
    ]) {
      const answer = await listPage({ role: 'student', cursor: bad });
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as { error: { message: string } }).error.message).toBe(ambassadors.listAmbassadors.errors.badCursor);
    }
    // A student list's cursor does not continue the fundraisers' list.
    expect((await listPage({ role: 'fundraising_ambassador', cursor })).status).toBe(400);
    for (const limit of ['0', '101', 'x', '1.5']) expect((await listPage({ role: 'student', limit })).status).toBe(400);
    expect((await listPage({ role: 'student', cursor: 'x'.repeat(5000) })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const student = await givenUser('student');
    expect((await api('GET', listPath({ role: 'student' }), { token: student.token })).status).toBe(403);
    expect((await api('GET', listPath({ role: 'student' }))).status).toBe(401);
  });
});

describe('the ambassador counts', () => {
  it('move with a sign-up, an approval and a deletion, in the same writes, and admins are not counted', async () => {
    const day = ownDay();
    const [first, second] = await givenAmbassadorsOn(day, 'student', 2);
    await givenAmbassadorsOn(day, 'fundraising_ambassador', 1);
    const dayOf = async () => (await readAmbassadorCounts(day)).days.get(day);
    expect(await dayOf()).toEqual({ signups: 3, active: 0 });

    await assignPersonalCode(first!);
    expect(await dayOf()).toEqual({ signups: 3, active: 1 });

    const deleted = await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: first! }), { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(await dayOf()).toEqual({ signups: 2, active: 0 });
    // A second deletion finds nothing and counts nobody out again.
    expect((await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: first! }), { token: admin.token })).status).toBe(404);
    expect(await dayOf()).toEqual({ signups: 2, active: 0 });

    await putNewProfile(
      newProfile({
        user_id: randomUUID(),
        first_name: 'Not',
        last_name: 'Counted',
        email: `${randomUUID()}@example.test`,
        role: 'admin',
        created_at: `${day}T11:00:00.000Z`,
      }),
    );
    expect(await dayOf()).toEqual({ signups: 2, active: 0 });
    expect(second).toEqual(expect.any(String));
  });

  it('are the one figure the dashboard and Impact & Reports both show', async () => {
    const total = async () => (await readAmbassadorCounts('2001-01-01')).all.total;
    // Other test files add and delete ambassadors meanwhile: compared when the counts did not move around both reads.
    await eventually(async () => {
      const before = await total();
      const [dashboard, report] = await Promise.all([
        api<AdminDashboard>('GET', pathOf(ambassadors.getAdminDashboard), { token: admin.token }),
        api<AdminReport>('GET', pathOf(reports.getAdminReport), { token: admin.token }),
      ]);
      expect(await total()).toBe(before);
      expect(dashboard.body.total_ambassadors).toBe(before);
      expect(report.body.cards.total_ambassadors).toBe(before);
      expect(report.body.health.total_ambassadors).toBe(before);
      expect(report.body.growth.at(-1)!.total_ambassadors).toBe(before);
    });
  });
});
