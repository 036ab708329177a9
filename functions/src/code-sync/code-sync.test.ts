import { STORE_API_VERSION } from '@app/shared/platform';
import type { CodeSyncRecord, CodeSyncStats } from '@app/shared/code-sync';
import { api, givenUser } from '#test/api';
import { eventually, givenAmbassador, settled } from '#test/store';
import { getCodeSync } from './code-sync-data';
import { storeGraphql } from '#lib/store-admin-api';
import { findStoreCode, removeStoreCode } from './store-discount-codes';

/** Creates a code in the store as another discount (not one of ours), as a merchant might by hand. */
async function takeCodeInStore(code: string) {
  await storeGraphql(
    `mutation Take($basicCodeDiscount: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) { codeDiscountNode { id } userErrors { message } } }`,
    {
      basicCodeDiscount: {
        title: 'Summer sale',
        code,
        startsAt: new Date().toISOString(),
        context: { all: 'ALL' },
        customerGets: { value: { percentage: 0.2 }, items: { all: true } },
      },
    },
  );
}

/** How many records the records table lists in each status, and the total. */
async function recordCounts(admin: string) {
  const { body } = await api<{ records: CodeSyncRecord[] }>('GET', '/api/admin/code-sync/records', { token: admin });
  const count = (status: string) => body.records.filter((record) => record.sync_status === status).length;
  return { total_codes: body.records.length, synced: count('synced'), pending: count('pending'), failed: count('failed') };
}

/**
 * The count cards equal the records table's counts. Other test files assign codes meanwhile, so the
 * cards are compared with a table read before and after them that did not move.
 */
async function expectStatsToMatchRecords(admin: string) {
  for (let attempt = 1; ; attempt++) {
    const before = await recordCounts(admin);
    const { body: stats } = await api<CodeSyncStats>('GET', '/api/admin/code-sync/stats', { token: admin });
    const after = await recordCounts(admin);
    if (JSON.stringify(before) === JSON.stringify(after)) {
      expect(stats).toEqual(before);
      return;
    }
    expect(attempt).toBeLessThan(20);
  }
}

describe('code sync', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await givenUser('admin')).token;
  });

  it('sends a new ambassador code to the store on its own when auto-sync is on', async () => {
    const { userId, code } = await givenAmbassador('student');

    const record = await eventually(async () => {
      const current = await getCodeSync(userId);
      expect(current?.sync_status).toBe('synced');
      return current!;
    });

    expect(record).toMatchObject({ personal_code: code, sync_attempts: 1, error_message: null });
    expect(record.last_sync_attempt).toEqual(expect.any(String));
    expect(await findStoreCode(code)).toMatchObject({ title: `Ambassador code ${code}`, status: 'ACTIVE' });
  });

  it('creates an admin-chosen code with the discount the admin chose', async () => {
    const { userId } = await givenUser('student');
    const code = `CHOSEN${Date.now().toString(36).toUpperCase()}`;
    const created = await api('POST', '/api/admin/codes', { token: admin, body: { user_id: userId, code, discount_percent: 15 } });
    expect(created.status).toBe(201);

    await eventually(async () => expect((await getCodeSync(userId))?.sync_status).toBe('synced'));
    const { codeDiscountNodeByCode } = await storeGraphql<{
      codeDiscountNodeByCode: { codeDiscount: { customerGets: { value: { percentage: number } } } } | null;
    }>(
      `query Percent($code: String!) { codeDiscountNodeByCode(code: $code) { codeDiscount { ... on DiscountCodeBasic { customerGets { value { ... on DiscountPercentage { percentage } } } } } } }`,
      { code },
    );
    expect(codeDiscountNodeByCode?.codeDiscount.customerGets.value.percentage).toBe(0.15);
  });

  it('fails clearly when the store already has the code for another discount, and succeeds on retry once it is free', async () => {
    const firstName = `Taken${Date.now().toString(36)}`;
    await takeCodeInStore(`${firstName.toUpperCase()}T`);
    const { userId, code } = await givenAmbassador('student', { firstName });

    const failed = await eventually(async () => {
      const current = await getCodeSync(userId);
      expect(current?.sync_status).toBe('failed');
      return current!;
    });
    expect(failed.error_message).toBe(`The code ${code} already exists in the store and belongs to another discount.`);
    await expectStatsToMatchRecords(admin);
    const { body: records } = await api('GET', '/api/admin/code-sync/records?status=failed', { token: admin });
    expect(records.records).toContainEqual(
      expect.objectContaining({
        user_id: userId,
        personal_code: code,
        sync_status: 'failed',
        sync_attempts: 1,
        profile: expect.objectContaining({ first_name: firstName, role: 'student' }),
      }),
    );

    await removeStoreCode(code);
    const retried = await api('POST', '/api/admin/code-sync/retry-failed', { token: admin });

    expect(retried.status).toBe(200);
    expect(retried.body.codes_retried).toBeGreaterThanOrEqual(1);
    expect(await getCodeSync(userId)).toMatchObject({ sync_status: 'synced', sync_attempts: 2, error_message: null });
    expect((await findStoreCode(code))?.title).toBe(`Ambassador code ${code}`);
    await expectStatsToMatchRecords(admin);
  });

  it('keeps new codes pending while auto-sync is off, until Process Pending sends them', async () => {
    expect((await api('PUT', '/api/admin/settings/auto-sync', { token: admin, body: { enabled: false } })).body).toEqual({
      enabled: false,
    });
    expect((await api('GET', '/api/admin/settings/auto-sync', { token: admin })).body).toEqual({ enabled: false });
    try {
      const { userId } = await givenAmbassador('student');
      await settled();
      expect((await getCodeSync(userId))?.sync_status).toBe('pending');
      const stats = await api<CodeSyncStats>('GET', '/api/admin/code-sync/stats', { token: admin });
      expect(stats.body.pending).toBeGreaterThanOrEqual(1);
      expect(stats.body.total_codes).toBe(stats.body.synced + stats.body.pending + stats.body.failed);
      await expectStatsToMatchRecords(admin);

      const processed = await api('POST', '/api/admin/code-sync/process-pending', { token: admin });

      expect(processed.status).toBe(200);
      expect(processed.body.processed).toBeGreaterThanOrEqual(1);
      expect(await getCodeSync(userId)).toMatchObject({ sync_status: 'synced', sync_attempts: 1 });
      await expectStatsToMatchRecords(admin);
    } finally {
      await api('PUT', '/api/admin/settings/auto-sync', { token: admin, body: { enabled: true } });
    }
  });

  it('bulk-syncs what the store lacks and skips what it has', async () => {
    const { body, status } = await api('POST', '/api/admin/code-sync/bulk-sync', { token: admin });

    expect(status).toBe(200);
    expect(body).toEqual({ codes_processed: expect.any(Number) });
  });

  it('checks the connection: the shop name and the API version', async () => {
    const { status, body } = await api('GET', '/api/admin/code-sync/health', { token: admin });

    expect(status).toBe(200);
    expect(body).toEqual({ shop: { name: 'Local Apparel Store' }, version: STORE_API_VERSION });
  });

  it('refuses a malformed auto-sync setting', async () => {
    const { status, body } = await api('PUT', '/api/admin/settings/auto-sync', { token: admin, body: { enabled: 'yes' } });

    expect(status).toBe(400);
    expect(body.error.field).toBe('enabled');
  });
});
