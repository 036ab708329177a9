import { randomUUID } from 'node:crypto';
import type { AdminOrder, AdminOrdersPage, CreatedCode } from '@app/shared/admin-orders';
import { adminOrders, pathOf } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';
import { cents, eventually, givenAmbassador, sendWebhook, shopifyOrder } from '#test/store';
import { findStoreCode } from '../code-sync';
import { findUserIdByCode, getProfile, newProfile, putNewProfile } from '../profiles';

let admin: string;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
});

const ordersPath = pathOf(adminOrders.listAdminOrders);
const codesPath = pathOf(adminOrders.createCode);

const ordersPage = (cursor?: string) =>
  api<AdminOrdersPage>('GET', cursor ? `${ordersPath}?cursor=${encodeURIComponent(cursor)}` : ordersPath, { token: admin });

/** The admin's rows for some orders, walking the pages newest first (other test files add orders too). */
async function rowsFor(orderIds: string[]): Promise<Map<string, AdminOrder>> {
  const found = new Map<string, AdminOrder>();
  let cursor: string | undefined;
  for (let page = 0; page < 20 && found.size < orderIds.length; page++) {
    const answer = await ordersPage(cursor);
    expect(answer.status).toBe(200);
    for (const order of answer.body.orders) if (orderIds.includes(order.id)) found.set(order.id, order);
    if (!answer.body.next_cursor) break;
    cursor = answer.body.next_cursor;
  }
  return found;
}

/** An ambassador profile without a code. */
async function givenAmbassadorWithoutCode() {
  const userId = randomUUID();
  await putNewProfile(
    newProfile({ user_id: userId, first_name: 'Casey', last_name: 'Coder', email: `${userId}@example.test`, role: 'student' }),
  );
  return userId;
}

const uniqueCode = () => `CO${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

describe('admin orders', () => {
  it('lists every order newest first, naming the ambassador of attributed ones and keeping unattributed ones', async () => {
    const ambassador = await givenAmbassador('student');
    const attributed = shopifyOrder({ code: ambassador.code, quantity: 2, unitPrice: 25 });
    const unattributed = shopifyOrder({ code: 'NOBODYHASTHIS', quantity: 1, unitPrice: 30 });
    await sendWebhook('orders/paid', attributed);
    await sendWebhook('orders/paid', unattributed);

    const rows = await eventually(async () => {
      const found = await rowsFor([String(attributed.id), String(unattributed.id)]);
      expect(found.size).toBe(2);
      return found;
    });

    expect(rows.get(String(attributed.id))).toMatchObject({
      order_reference: attributed.name,
      order_amount: 45,
      commission_amount: 4.5,
      discount_code: ambassador.code,
      student_user_id: ambassador.userId,
      status: 'paid',
      ambassador: {
        user_id: ambassador.userId,
        first_name: ambassador.firstName,
        last_name: 'Tester',
        email: `${ambassador.userId}@example.test`,
      },
    });
    expect(rows.get(String(unattributed.id))).toMatchObject({
      order_reference: unattributed.name,
      order_amount: 27,
      commission_amount: 0,
      discount_code: 'NOBODYHASTHIS',
      student_user_id: null,
      ambassador: null,
    });
    const first = await ordersPage();
    const dates = first.body.orders.map((order) => order.order_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.orders.length).toBeLessThanOrEqual(50);
  });

  it('moves the stat cards with each order (orders, net revenue whoever it is attributed to, commission)', async () => {
    const { stats: before } = (await ordersPage()).body;
    const ambassador = await givenAmbassador('student');

    await sendWebhook('orders/paid', shopifyOrder({ code: ambassador.code, quantity: 3, unitPrice: 20 }));
    await sendWebhook('orders/paid', shopifyOrder({ quantity: 1, unitPrice: 15 }));

    // Other test files add orders at the same time: these two move the totals at least by their share.
    await eventually(async () => {
      const { stats } = (await ordersPage()).body;
      expect(stats.total_orders).toBeGreaterThanOrEqual(before.total_orders + 2);
      expect(cents(stats.total_revenue)).toBeGreaterThanOrEqual(cents(before.total_revenue) + 6900);
      expect(cents(stats.total_commission)).toBeGreaterThanOrEqual(cents(before.total_commission) + 540);
    });
  });

  it('refuses a cursor that is not one of its own', async () => {
    const answer = await api('GET', `${ordersPath}?cursor=not-a-cursor`, { token: admin });

    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(adminOrders.listAdminOrders.errors.badCursor);
  });
});

describe('create code', () => {
  it('gives an ambassador without a code the chosen one, upper-cased, and sends it to the store', async () => {
    const userId = await givenAmbassadorWithoutCode();
    const code = uniqueCode();

    const created = await api<CreatedCode>('POST', codesPath, {
      token: admin,
      body: { user_id: userId, code: code.toLowerCase(), discount_percent: 15 },
    });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ user_id: userId, personal_code: code, discount_percent: 15, sync_status: 'pending' });
    expect(created.body.shop_link).toContain(`discount=${code}`);
    expect(await getProfile(userId)).toMatchObject({ personal_code: code });
    expect(await findUserIdByCode(code)).toBe(userId);
    await eventually(async () => expect(await findStoreCode(code)).toMatchObject({ title: `Ambassador code ${code}` }));
  });

  it('defaults the discount to 10%', async () => {
    const userId = await givenAmbassadorWithoutCode();

    const created = await api<CreatedCode>('POST', codesPath, { token: admin, body: { user_id: userId, code: uniqueCode() } });

    expect(created.status).toBe(201);
    expect(created.body.discount_percent).toBe(10);
  });

  it('refuses a code another ambassador holds, whatever its case', async () => {
    const holder = await givenAmbassador('student');
    const userId = await givenAmbassadorWithoutCode();

    const refused = await api('POST', codesPath, { token: admin, body: { user_id: userId, code: holder.code.toLowerCase() } });

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('That code is already in use.');
    expect((await getProfile(userId))?.personal_code ?? null).toBeNull();
  });

  it('refuses an ambassador who already has a code, keeping theirs', async () => {
    const ambassador = await givenAmbassador('student');

    const refused = await api('POST', codesPath, { token: admin, body: { user_id: ambassador.userId, code: uniqueCode() } });

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(adminOrders.createCode.errors.hasCode);
    expect((await getProfile(ambassador.userId))?.personal_code).toBe(ambassador.code);
  });

  it('answers 404 for an unknown user', async () => {
    const refused = await api('POST', codesPath, { token: admin, body: { user_id: randomUUID(), code: uniqueCode() } });

    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Ambassador not found');
  });

  it.each([
    [{ code: 'ABC123' }, 'user_id'],
    [{ user_id: 'someone', code: 'AB' }, 'code'],
    [{ user_id: 'someone', code: 'NO SPACES' }, 'code'],
    [{ user_id: 'someone', code: 'ABC123', discount_percent: 0 }, 'discount_percent'],
    [{ user_id: 'someone', code: 'ABC123', discount_percent: 101 }, 'discount_percent'],
  ])('refuses an invalid body %j (400 naming %s)', async (body, field) => {
    const refused = await api('POST', codesPath, { token: admin, body });

    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain(field);
  });
});
