import { randomUUID } from 'node:crypto';
import { DELETE_CONFIRMATION, deleteConfirmationMessage, type MyDataExport } from '@app/shared/ambassadors';
import type { AuditEntry, AuditLogPage } from '@app/shared/audit-log';
import {
  ambassadors,
  auditLog,
  messages,
  objectives as objectiveContracts,
  orders as orderContracts,
  pathOf,
  REQUEST_ID_HEADER,
} from '@app/shared/contracts';
import type { AmbassadorRole } from '@app/shared/platform';
import type { AdminOrdersPage, RecountPage } from '@app/shared/orders';
import { inspectObject } from '#lib/storage';
import { getItem, putItem, queryAll } from '#lib/table';
import { api, givenUser, signIn, TEST_PASSWORD } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { givenObjective } from '#test/objectives';
import { eventually, sendWebhook, settled, shopifyOrder } from '#test/store';
import { assignPersonalCode } from '../code-sync';
import { getCampaignTotals } from '../leaderboards/seeding';
import { putUserObjective } from '../objectives/seeding';
import { getOrder, listUnattributedOrders } from '../orders/seeding';
import { deleteAccount } from '../auth';
import { findUserIdByCode, recordErasure } from '../profiles';
import { finishErasures } from './ambassadors';

let admin: string;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
});

/** A member who can sign in, holding their code: a fundraiser in a campaign (a fresh one unless told), or a student. */
async function givenMember(role: AmbassadorRole = 'fundraising_ambassador', campaignId?: string) {
  const campaign = role === 'student' ? null : (campaignId ?? (await givenCampaign()).id);
  const user = await givenUser(role, {
    campaign_id: campaign,
    first_name: `Priv${randomUUID()
      .replace(/[^a-z]/g, '')
      .slice(0, 5)}`,
  });
  const code = await assignPersonalCode(user.userId, campaign ? { campaignId: campaign } : {});
  return { ...user, code, campaignId: campaign ?? '' };
}

/** A file the member uploaded and submitted for a fresh objective (students submit work). */
async function givenSubmittedFile(member: { userId: string; token: string }) {
  const objective = await givenObjective({ proof_type: 'upload' });
  await putUserObjective({ user_id: member.userId, objective_id: objective.id, status: 'assigned', assigned_at: new Date().toISOString() });
  const ticket = await api('POST', pathOf(objectiveContracts.requestUpload), {
    token: member.token,
    body: { file_name: 'proof.png', content_type: 'image/png', size: 3 },
  });
  await fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array([1, 2, 3]) });
  const submitted = await api('POST', pathOf(objectiveContracts.submitWork), {
    token: member.token,
    body: { objective_id: objective.id, proof: { kind: 'file', file_key: ticket.body.file_key, file_name: 'proof.png' } },
  });
  expect(submitted.status).toBe(201);
  return { submissionId: submitted.body.id as string, fileKey: ticket.body.file_key as string };
}

const exportOf = (token: string) => api<MyDataExport>('GET', pathOf(ambassadors.exportMyData), { token });
const deleteMe = (token: string, body: unknown) => api('DELETE', pathOf(ambassadors.deleteMe), { token, body });

const figuresOf = async (campaignId: string) => {
  const { total_units_sold, total_sales, total_donated_to_org, orders_count } = await getCampaignTotals(campaignId);
  return { total_units_sold, total_sales, total_donated_to_org, orders_count };
};

/** Every page of the recount, as `npm run recount` walks them; the orders it moved. */
async function recountAll(): Promise<RecountPage['changed']> {
  const changed: RecountPage['changed'] = [];
  let cursor: string | undefined;
  do {
    const page = await api<RecountPage>('POST', pathOf(orderContracts.recountOrders), { token: admin, body: cursor ? { cursor } : {} });
    expect(page.status).toBe(200);
    changed.push(...page.body.changed);
    cursor = page.body.next_cursor ?? undefined;
  } while (cursor);
  return changed;
}

/** The Audit Log's entries about a member, as an admin filters it, those of one request. */
async function auditEntriesOf(userId: string, requestId: string | null): Promise<AuditEntry[]> {
  const log = await api<AuditLogPage>('GET', `${pathOf(auditLog.getAuditLog)}?person=${encodeURIComponent(userId)}`, { token: admin });
  expect(log.status).toBe(200);
  return log.body.entries.filter((entry) => entry.request_id === requestId);
}

describe('Download my data', () => {
  it("returns the caller's profile, submissions with their file's link, messages, credited orders and earnings, and nobody else's", async () => {
    const member = await givenMember('student');
    const other = await givenMember('student');
    const { submissionId } = await givenSubmittedFile(member);
    await api('POST', pathOf(messages.sendMessage), {
      token: admin,
      body: { type: 'individual', to_user_id: member.userId, content: 'Mine' },
    });
    await api('POST', pathOf(messages.sendMessage), {
      token: admin,
      body: { type: 'individual', to_user_id: other.userId, content: 'Theirs' },
    });
    const mine = shopifyOrder({ code: member.code, quantity: 2 });
    const theirs = shopifyOrder({ code: other.code, quantity: 1 });
    await Promise.all([sendWebhook('orders/paid', mine), sendWebhook('orders/paid', theirs)]);
    await settled();

    const { status, body } = await exportOf(member.token);

    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ user_id: member.userId, email: member.email });
    expect(body.submissions).toEqual([expect.objectContaining({ id: submissionId, file_url: expect.stringContaining('http') })]);
    expect(body.messages.map((message) => message.content)).toEqual(['Mine']);
    expect(body.credited_orders.map((order) => order.id)).toEqual([String(mine.id)]);
    expect(body.payouts).toMatchObject({ total_earnings: 3.6, paid_earnings: 0 });
    expect(JSON.stringify(body)).not.toContain(other.userId);
  });

  it('names no one: a query or an id in the path does not reach another account, and an admin has nothing to export', async () => {
    const member = await givenMember();
    const other = await givenMember('fundraising_ambassador', member.campaignId);

    const withId = await api<MyDataExport>('GET', `${pathOf(ambassadors.exportMyData)}?user_id=${other.userId}`, { token: member.token });
    const byPath = await api('GET', `${pathOf(ambassadors.exportMyData)}/${other.userId}`, { token: member.token });

    expect(withId.body.profile.user_id).toBe(member.userId);
    expect(byPath.status).toBe(404);
    expect((await exportOf(admin)).status).toBe(403);
    expect((await api('GET', pathOf(ambassadors.exportMyData))).status).toBe(401);
  });

  it('is in the audit log: the member exported their own data, in this request, with what it held (not the data)', async () => {
    const member = await givenMember('student');

    const exported = await exportOf(member.token);

    expect(exported.status).toBe(200);
    expect(await auditEntriesOf(member.userId, exported.headers.get(REQUEST_ID_HEADER))).toEqual([
      expect.objectContaining({
        kind: 'member.exported',
        actor_id: member.userId,
        subject_type: 'ambassador',
        subject_id: member.userId,
        person_id: member.userId,
        changes: [{ field: 'exported', before: null, after: { submissions: 0, messages: 0, credited_orders: 0 } }],
      }),
    ]);
  });
});

describe('Delete my account', () => {
  it('refuses a missing or wrong confirmation with a clear message, and changes nothing', async () => {
    const member = await givenMember();

    for (const body of [undefined, {}, { confirm: 'delete' }, { confirm: 'DELETE '.repeat(1000) }, { confirm: 1 }]) {
      const refused = await deleteMe(member.token, body);
      expect(refused.status).toBe(400);
      if (body && 'confirm' in body) expect(refused.body.error).toMatchObject({ field: 'confirm', message: deleteConfirmationMessage });
    }

    expect((await exportOf(member.token)).status).toBe(200);
    expect(await findUserIdByCode(member.code)).toBe(member.userId);
  });

  it("erases the member everywhere but keeps their sales in the campaign's totals under an anonymous id, and the recount balances", async () => {
    const member = await givenMember();
    const direct = await api('POST', pathOf(messages.sendMessage), {
      token: admin,
      body: { type: 'individual', to_user_id: member.userId, content: 'Bye' },
    });
    const order = shopifyOrder({ code: member.code, quantity: 3 });
    await sendWebhook('orders/paid', order);
    await settled();
    const before = await figuresOf(member.campaignId);
    expect(before).toMatchObject({ total_units_sold: 3, orders_count: 1 });

    const deleted = await deleteMe(member.token, { confirm: DELETE_CONFIRMATION });

    expect(deleted.status).toBe(200);
    await settled();
    expect(await figuresOf(member.campaignId)).toEqual(before);
    const kept = await getOrder(String(order.id));
    expect(kept).toMatchObject({
      order_amount: 54,
      campaign_id: member.campaignId,
      student_user_id: expect.stringMatching(/^erased-[0-9a-f]{16}$/),
    });
    const stored = await getItem({ pk: `ORDER#${order.id}`, sk: 'ORDER' });
    expect(JSON.stringify(stored)).not.toContain(member.userId);
    expect(JSON.stringify(stored)).not.toContain(member.email);
    expect(JSON.stringify(stored)).toContain('Former');
    expect(await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${member.userId}` } })).toEqual(
      [],
    );
    expect(await getItem({ pk: 'MESSAGES_SENT', sk: direct.body.id })).toBeUndefined();
    expect(await findUserIdByCode(member.code)).toBeUndefined();
    await expect(signIn(member.email, TEST_PASSWORD)).rejects.toThrow();
    expect((await recountAll()).filter((changed) => changed.order_id === String(order.id))).toEqual([]);
    expect(await figuresOf(member.campaignId)).toEqual(before);
  });

  it("erases a student's uploaded files with them", async () => {
    const member = await givenMember('student');
    const { fileKey } = await givenSubmittedFile(member);

    expect((await deleteMe(member.token, { confirm: DELETE_CONFIRMATION })).status).toBe(200);

    expect(await inspectObject(fileKey)).toBeUndefined();
    expect(await getItem({ pk: `USER#${member.userId}`, sk: 'PROFILE' })).toBeUndefined();
  });

  it('is in the audit log: the member erased their own account, in this request, keeping nothing of them but their id', async () => {
    const member = await givenMember();

    const erased = await deleteMe(member.token, { confirm: DELETE_CONFIRMATION });

    expect(erased.status).toBe(200);
    const entries = await auditEntriesOf(member.userId, erased.headers.get(REQUEST_ID_HEADER));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'member.erased',
        actor_id: member.userId,
        actor_name: null,
        subject_type: 'ambassador',
        subject_id: member.userId,
        person_id: member.userId,
        person_name: null,
        changes: [
          { field: 'status', before: 'active', after: 'erased' },
          { field: 'role', before: 'fundraising_ambassador', after: null },
        ],
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(member.email);
  });

  it('is idempotent: a second erasure finds nothing and moves nothing', async () => {
    const member = await givenMember();
    await sendWebhook('orders/paid', shopifyOrder({ code: member.code, quantity: 1 }));
    await settled();
    const profile = await getItem({ pk: `USER#${member.userId}`, sk: 'PROFILE' });

    expect((await deleteMe(member.token, { confirm: DELETE_CONFIRMATION })).status).toBe(200);
    await settled();
    const after = await figuresOf(member.campaignId);
    // The admin's deletion is the same erasure: run again, it finds no one.
    expect((await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: member.userId }), { token: admin })).status).toBe(404);
    await settled();

    expect(profile).toBeDefined();
    expect(await figuresOf(member.campaignId)).toEqual(after);
  });

  it("holds an order that arrives for an erased member's code for the admin, not lost", async () => {
    const member = await givenMember();
    await deleteMe(member.token, { confirm: DELETE_CONFIRMATION });
    const late = shopifyOrder({ code: member.code, quantity: 2 });

    await sendWebhook('orders/paid', late);

    await eventually(async () => expect(await getOrder(String(late.id))).toMatchObject({ student_user_id: null, order_amount: 36 }));
    await settled();
    const held = await listUnattributedOrders(100);
    expect(held.orders.map((order) => order.id)).toContain(String(late.id));
    // The admin reads why: the code is retired, naming nobody, and nobody else may take it.
    const search = await api<AdminOrdersPage>('GET', `${pathOf(orderContracts.listAdminOrders)}?search=${member.code}`, { token: admin });
    expect(search.body.orders.find((order) => order.id === String(late.id))).toMatchObject({ ambassador: null, code_retired: true });
    expect(await getItem({ pk: `CODE#${member.code}`, sk: 'CODE' })).toEqual({
      pk: `CODE#${member.code}`,
      sk: 'CODE',
      personal_code: member.code,
      retired_at: expect.any(String),
    });
    const other = await givenUser('fundraising_ambassador', { campaign_id: member.campaignId });
    const taken = await api('POST', pathOf(orderContracts.createCode), {
      token: admin,
      body: { user_id: other.userId, code: member.code, discount_percent: 10 },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: { message: orderContracts.createCode.errors.codeTaken } } });
  });

  it('loses no order raced with the deletion: it is counted under the anonymous id or held unattributed', async () => {
    const member = await givenMember();
    const before = await figuresOf(member.campaignId);
    const raced = shopifyOrder({ code: member.code, quantity: 4 });

    const [deleted, delivered] = await Promise.all([
      deleteMe(member.token, { confirm: DELETE_CONFIRMATION }),
      sendWebhook('orders/paid', raced),
    ]);

    expect(deleted.status).toBe(200);
    expect(delivered.status).toBe(200);
    const order = await eventually(async () => {
      const found = await getOrder(String(raced.id));
      expect(found).toBeDefined();
      return found!;
    });
    await settled();
    const after = await figuresOf(member.campaignId);
    if (order.student_user_id === null) expect(after).toEqual(before);
    else {
      expect(order.student_user_id).toMatch(/^erased-/);
      expect(after.total_units_sold).toBe(before.total_units_sold + 4);
    }
  });
});

describe('the daily job finishes each erasure a day after it began', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const erasureEntriesOf = async (userId: string) =>
    (await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'ERASURES' } })).filter(
      (item) => item.user_id === userId,
    );

  it("anonymizes an order whose listing under the member landed after the erasure's own passes", async () => {
    const member = await givenMember();
    const order = shopifyOrder({ code: member.code, quantity: 2 });
    await sendWebhook('orders/paid', order);
    await eventually(async () => expect((await getOrder(String(order.id)))?.student_user_id).toBe(member.userId));
    const attributed = (await getItem({ pk: `ORDER#${order.id}`, sk: 'ORDER' }))!;
    expect((await deleteMe(member.token, { confirm: DELETE_CONFIRMATION })).status).toBe(200);
    await settled();
    const erased = await figuresOf(member.campaignId);
    // The order as a write under way beside the erasure would leave it: still theirs, listed under them after the erasure's passes.
    await putItem({ Item: attributed });
    await settled();
    expect((await getOrder(String(order.id)))?.student_user_id).toBe(member.userId);
    expect(await erasureEntriesOf(member.userId)).toHaveLength(1);

    expect(await finishErasures(today())).toBeGreaterThanOrEqual(1);

    expect((await getOrder(String(order.id)))?.student_user_id).toMatch(/^erased-/);
    expect(JSON.stringify(await getItem({ pk: `ORDER#${order.id}`, sk: 'ORDER' }))).not.toContain(member.userId);
    await settled();
    expect(await figuresOf(member.campaignId)).toEqual(erased);
    expect(await erasureEntriesOf(member.userId)).toEqual([]);
  });

  it('runs an erasure cut short again whole, once its account alone was gone', async () => {
    const member = await givenMember();
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    // Yesterday's erasure, cut short after its first step: the account deleted, the profile and the rest still there.
    await recordErasure(member.userId, yesterday);
    await deleteAccount(member.userId);

    expect(await finishErasures(yesterday)).toBeGreaterThanOrEqual(1);

    expect(await getItem({ pk: `USER#${member.userId}`, sk: 'PROFILE' })).toBeUndefined();
    expect(await findUserIdByCode(member.code)).toBeUndefined();
    // Run again whole today, it noted itself for the next run, which then finds the member gone and takes the entry out.
    expect((await erasureEntriesOf(member.userId)).map((entry) => entry.day)).toEqual([today()]);
    await finishErasures(today());
    expect(await erasureEntriesOf(member.userId)).toEqual([]);
  });
});
