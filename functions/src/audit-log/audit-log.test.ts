import { randomUUID } from 'node:crypto';
import { auditLog, pathOf, REQUEST_ID_HEADER, settings } from '@app/shared/contracts';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '@app/shared/audit-log';
import type { AllSettings } from '@app/shared/settings';
import { api, givenUser } from '#test/api';
import { auditWrites, changed, recordAudit, withAuditScope } from '#lib/audit';

const logPath = pathOf(auditLog.getAuditLog);

let admin: Awaited<ReturnType<typeof givenUser>>;
beforeAll(async () => {
  admin = await givenUser('admin');
});

const addressOf = (query: Record<string, string>) => `${logPath}?${new URLSearchParams(query).toString()}`;
const read = (query: Record<string, string>, token = admin.token) => api<AuditLogPage>('GET', addressOf(query), { token });
// Untyped: a refusal's body is `{ error }`.
const refused = (query: Record<string, string>) => api('GET', addressOf(query), { token: admin.token });

/** Entries as an audited request of `actorId` writes them: in its scope, each about a member when given. */
async function givenEntries(actorId: string, count: number, personId?: string) {
  await withAuditScope({ actorId, requestId: `req-${randomUUID()}`, kind: 'credit.added' }, async () => {
    for (let i = 0; i < count; i++) {
      await recordAudit({ subjectType: 'order', subjectId: `order-${i}`, personId, changes: [changed('credited', false, true)] });
    }
  });
}

describe('the audit log', () => {
  it('lists an admin’s change newest first: who, what, the fields it moved before and after, and the request id', async () => {
    const { general } = (await api<AllSettings>('GET', pathOf(settings.getSettings), { token: admin.token })).body;
    // Saved as it stands first: a tab never saved has no "before" to show.
    await api('PUT', pathOf(settings.putGeneralSettings), { token: admin.token, body: general });
    const programDescription = `Audit log test ${randomUUID()}`;
    const saved = await api('PUT', pathOf(settings.putGeneralSettings), { token: admin.token, body: { ...general, programDescription } });
    expect(saved.status).toBe(200);
    await api('PUT', pathOf(settings.putGeneralSettings), { token: admin.token, body: general });

    const { status, body } = await read({ actor: admin.userId });

    expect(status).toBe(200);
    const [restored, change] = body.entries;
    expect(change).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      kind: 'settings.changed',
      actor_id: admin.userId,
      actor_name: 'Test admin',
      subject_type: 'setting',
      subject_id: 'general',
      person_id: null,
      person_name: null,
      changes: [{ field: 'programDescription', before: general.programDescription, after: programDescription }],
      request_id: saved.headers.get(REQUEST_ID_HEADER),
    });
    expect(restored).toMatchObject({
      changes: [{ field: 'programDescription', before: programDescription, after: general.programDescription }],
    });
    expect(restored!.at >= change!.at).toBe(true);
  });

  it('filters by actor, by kind and by member, together too, and names the member', async () => {
    const actor = randomUUID();
    const member = await givenUser('student');
    await givenEntries(actor, 2);
    await givenEntries(actor, 1, member.userId);

    expect((await read({ actor })).body.entries).toHaveLength(3);
    const about = (await read({ person: member.userId })).body.entries;
    expect(about).toEqual([
      expect.objectContaining({ person_id: member.userId, person_name: 'Test student', actor_id: actor, actor_name: null }),
    ]);
    expect((await read({ person: member.userId, actor: randomUUID() })).body.entries).toEqual([]);
    expect((await read({ person: member.userId, kind: 'payout.recorded' })).body.entries).toEqual([]);
    expect((await read({ person: member.userId, actor, kind: 'credit.added' })).body.entries).toHaveLength(1);
    expect((await read({ kind: 'credit.added' })).body.entries.every((entry) => entry.kind === 'credit.added')).toBe(true);
  });

  it('pages with a cursor, a page at most AUDIT_LOG_PAGE_SIZE entries, and refuses a cursor of another listing', async () => {
    const actor = randomUUID();
    await givenEntries(actor, AUDIT_LOG_PAGE_SIZE + 3);

    const first = await read({ actor });
    expect(first.body.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await read({ actor, cursor: first.body.next_cursor! });
    expect(second.body.entries).toHaveLength(3);
    expect(new Set([...first.body.entries, ...second.body.entries].map((entry) => entry.id)).size).toBe(AUDIT_LOG_PAGE_SIZE + 3);

    const elsewhere = await refused({ actor: randomUUID(), cursor: first.body.next_cursor! });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({ field: 'cursor', message: 'The page cursor is not valid.' });
  });

  it('refuses a kind it does not know and an overlong filter, clearly', async () => {
    expect((await refused({ kind: 'payout.deleted' })).body.error).toMatchObject({ field: 'kind', message: 'Choose a kind from the list' });
    expect((await refused({ actor: 'x'.repeat(201) })).body.error).toMatchObject({
      field: 'actor',
      message: 'Actor must be 200 characters or less',
    });
    expect((await refused({ cursor: 'not-a-cursor' })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const member = await givenUser('student');
    expect((await read({}, member.token)).status).toBe(403);
  });

  it('writes nothing for work outside a person’s request (a schedule, a bus event)', () => {
    expect(auditWrites({ subjectType: 'order', subjectId: 'order-1', changes: [] })).toEqual([]);
  });
});
