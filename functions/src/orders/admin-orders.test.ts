import { randomUUID } from 'node:crypto';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrder, type AdminOrderDetail, type AdminOrdersPage, type CreatedCode } from '@app/shared/orders';
import { orders as contracts, pathOf } from '@app/shared/contracts';
import { resetTableUsage, tableUsage } from '#lib/table';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { cents, eventually, givenAmbassador, sendWebhook, settled, shopifyOrder, shopifyRefund } from '#test/store';
import { findStoreCode } from '../code-sync/seeding';
import { findUserIdByCode, getProfile, newProfile, putNewProfile } from '../profiles';
import { adminOrdersPage } from './admin-orders';

let admin: string;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
});

const ordersPath = pathOf(contracts.listAdminOrders);
const codesPath = pathOf(contracts.createCode);

const ordersPage = (cursor?: string) =>
  api<AdminOrdersPage>('GET', cursor ? `${ordersPath}?cursor=${encodeURIComponent(cursor)}` : ordersPath, { token: admin });

/** The list's address for a search, or for none; `cursor` continues a page. */
const ordersUrl = (query: { search?: string; cursor?: string }) => `${ordersPath}?${new URLSearchParams(query).toString()}`;
/** One page of the orders a search finds; `cursor` continues it. */
const searchPage = (search: string, cursor?: string) =>
  api<AdminOrdersPage>('GET', ordersUrl({ search, ...(cursor ? { cursor } : {}) }), { token: admin });
const idsOf = (page: AdminOrdersPage) => page.orders.map((order) => order.id);
const monthsAgo = (months: number) => new Date(Date.now() - months * 30 * 24 * 3600 * 1000);

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
    expect(answer.body.error.message).toBe(contracts.listAdminOrders.errors.badCursor);
  });
});

describe('search', () => {
  it('finds an order older than the first page by its number, its code and its buyer’s e-mail, whatever their case', async () => {
    const ambassador = await givenAmbassador('student');
    const email = `Buyer-${randomUUID()}@Example.TEST`;
    const old = shopifyOrder({ code: ambassador.code, quantity: 2, unitPrice: 25, email, at: monthsAgo(7) });
    const newer = [1, 2, 3].map(() => shopifyOrder({ code: ambassador.code }));
    for (const order of [old, ...newer]) expect((await sendWebhook('orders/paid', order)).status).toBe(200);
    // The search entries and the stat cards' counters follow the orders on the table's stream.
    await settled();
    const id = String(old.id);

    // The code finds all four, newest first, each row as the list shows it.
    const byCode = await eventually(async () => {
      const answer = await searchPage(ambassador.code);
      expect(answer.status).toBe(200);
      expect(answer.body.orders).toHaveLength(4);
      return answer.body;
    });
    expect(idsOf(byCode)).toEqual(
      newer
        .map((order) => String(order.id))
        .reverse()
        .concat(id),
    );
    expect(byCode.orders[3]).toMatchObject({
      id,
      order_reference: old.name,
      order_amount: 45,
      discount_code: ambassador.code,
      status: 'paid',
      ambassador: { user_id: ambassador.userId, first_name: ambassador.firstName },
    });
    expect(byCode.next_cursor).toBeNull();
    expect(byCode.stats.total_orders).toBeGreaterThanOrEqual(4);

    for (const search of [old.name, old.name.slice(1), ` ${old.name} `]) {
      const answer = await searchPage(search);
      expect(answer.status).toBe(200);
      expect(idsOf(answer.body)).toContain(id);
    }
    for (const search of [ambassador.code.toLowerCase(), email, email.toLowerCase(), email.toUpperCase()]) {
      const answer = await searchPage(search);
      expect(idsOf(answer.body)).toContain(id);
    }
    expect(idsOf((await searchPage(email)).body)).toEqual([id]);
  });

  it('finds an unattributed order by its code, and answers an empty page when nothing matches', async () => {
    const code = `NOBODY${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const stray = shopifyOrder({ code, quantity: 1, unitPrice: 30 });
    await sendWebhook('orders/paid', stray);
    // The search entries and the stat cards' counters follow the orders on the table's stream.
    await settled();

    const found = await eventually(async () => {
      const answer = await searchPage(`#${code.toLowerCase()}`);
      expect(answer.body.orders).toHaveLength(1);
      return answer.body;
    });
    expect(found.orders[0]).toMatchObject({ id: String(stray.id), discount_code: code, student_user_id: null, ambassador: null });

    for (const search of [`nobody-${randomUUID()}@example.test`, `NOTACODE${randomUUID().slice(0, 8)}`, '999999999999']) {
      const answer = await searchPage(search);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ orders: [], next_cursor: null });
      expect(answer.body.stats.total_orders).toBeGreaterThan(0);
    }
  });

  it('pages a search with the list’s cursor, and refuses a cursor of another listing', async () => {
    const ambassador = await givenAmbassador('student');
    const orders = Array.from({ length: ADMIN_ORDERS_PAGE_SIZE + 1 }, () => shopifyOrder({ code: ambassador.code }));
    await Promise.all(orders.map((order) => sendWebhook('orders/paid', order)));

    const [first, second] = await eventually(async () => {
      const firstPage = (await searchPage(ambassador.code)).body;
      expect(firstPage.next_cursor).toEqual(expect.any(String));
      const secondPage = (await searchPage(ambassador.code, firstPage.next_cursor!)).body;
      expect([...idsOf(firstPage), ...idsOf(secondPage)].sort()).toEqual(orders.map((order) => String(order.id)).sort());
      return [firstPage, secondPage];
    }, 20_000);
    expect(first.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    expect(second.orders).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    const dates = [...first.orders, ...second.orders].map((order) => order.order_date);
    expect(dates).toEqual([...dates].sort().reverse());

    // Whatever the number of orders: one Query of the code's search entries and one BatchGetItem of their
    // orders, besides the ambassador search's two Queries (no name begins with the code), the stat cards' and
    // the page's ambassadors' BatchGetItem.
    resetTableUsage();
    await adminOrdersPage({ search: ambassador.code.toLowerCase() });
    expect(tableUsage().requests).toEqual({ Query: 3, BatchGetItem: 3 });

    // The table now holds more than a page: the list has a cursor of its own.
    const listCursor = (await ordersPage()).body.next_cursor!;
    const searchCursor = first.next_cursor!;
    const other = await givenAmbassador('student');
    for (const query of [
      { cursor: searchCursor },
      { search: ambassador.code, cursor: listCursor },
      { search: other.code, cursor: searchCursor },
      { search: ambassador.code, cursor: 'not-a-cursor' },
    ]) {
      const refused = await api('GET', ordersUrl(query), { token: admin });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(contracts.listAdminOrders.errors.badCursor);
    }
  });

  it('follows a later snapshot that changes the buyer’s e-mail: the new one finds the order, the old one no longer does', async () => {
    const before = `before-${randomUUID()}@example.test`;
    const after = `after-${randomUUID()}@example.test`;
    const order = shopifyOrder({ quantity: 1, email: before, at: monthsAgo(1) });
    await sendWebhook('orders/paid', order);
    await eventually(async () => expect(idsOf((await searchPage(before)).body)).toEqual([String(order.id)]));

    await sendWebhook('orders/updated', { ...order, email: after, updated_at: new Date().toISOString() });

    await eventually(async () => expect(idsOf((await searchPage(after)).body)).toEqual([String(order.id)]));
    // The projection puts the new entries before it deletes the old ones.
    await settled();
    expect(idsOf((await searchPage(before)).body)).toEqual([]);
    expect(idsOf((await searchPage(order.name)).body)).toContain(String(order.id));
  });

  it('refuses a search longer than an e-mail can be', async () => {
    const refused = await api('GET', ordersUrl({ search: 'a'.repeat(255) }), { token: admin });

    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain('Search must be 254 characters or less');
  });
});

/**
 * Letters only, unique per call: a name no other test's ambassador begins with, so a search by it finds only
 * this test's people (each hex digit of a UUID becomes a letter).
 */
const uniqueName = () =>
  `Zo${randomUUID()
    .replace(/-/g, '')
    .slice(0, 12)
    .replace(/[0-9a-f]/g, (digit) => String.fromCharCode(97 + parseInt(digit, 16)))}`;

describe('search by ambassador and by store order id', () => {
  it('finds an ambassador’s orders, newest first, by the beginning of their name or their e-mail', async () => {
    const firstName = uniqueName();
    const ambassador = await givenAmbassador('student', { firstName });
    const other = await givenAmbassador('student', { firstName: `${firstName}x` });
    const old = shopifyOrder({ code: ambassador.code, at: monthsAgo(7) });
    const newer = shopifyOrder({ code: ambassador.code });
    const others = shopifyOrder({ code: other.code, at: monthsAgo(1) });
    for (const order of [old, newer, others]) expect((await sendWebhook('orders/paid', order)).status).toBe(200);
    await settled();
    const [oldId, newerId, othersId] = [old, newer, others].map((order) => String(order.id));

    const byFullName = await eventually(async () => {
      const answer = await searchPage(`${firstName.toLowerCase()} tes`);
      expect(idsOf(answer.body)).toEqual([newerId, oldId]);
      return answer.body;
    });
    expect(byFullName.orders[1]).toMatchObject({ id: oldId, ambassador: { user_id: ambassador.userId, first_name: firstName } });
    expect(byFullName.next_cursor).toBeNull();
    // The beginning of a first name finds every ambassador it begins, their orders merged newest first.
    expect(idsOf((await searchPage(firstName.toUpperCase())).body)).toEqual([newerId, othersId, oldId]);
    // Their e-mail, whole or its beginning, whatever its case.
    const email = `${ambassador.userId}@example.test`;
    for (const search of [email, email.toUpperCase(), ambassador.userId.slice(0, 13)]) {
      expect(idsOf((await searchPage(search)).body)).toEqual([newerId, oldId]);
    }

    // Bounded: the ambassador search's two Queries, one Query of each ambassador found, one of the term's entries.
    resetTableUsage();
    await adminOrdersPage({ search: firstName });
    expect(tableUsage().requests).toEqual({ Query: 5, BatchGetItem: 3 });
  });

  it('pages an ambassador’s orders with the search’s cursor', async () => {
    const ambassador = await givenAmbassador('student', { firstName: uniqueName() });
    const orders = Array.from({ length: ADMIN_ORDERS_PAGE_SIZE + 2 }, () => shopifyOrder({ code: ambassador.code }));
    await Promise.all(orders.map((order) => sendWebhook('orders/paid', order)));
    await settled();

    const [first, second] = await eventually(async () => {
      const firstPage = (await searchPage(ambassador.firstName)).body;
      expect(firstPage.next_cursor).toEqual(expect.any(String));
      const secondPage = (await searchPage(ambassador.firstName, firstPage.next_cursor!)).body;
      expect([...idsOf(firstPage), ...idsOf(secondPage)].sort()).toEqual(orders.map((order) => String(order.id)).sort());
      return [firstPage, secondPage];
    }, 20_000);
    expect(first.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    expect(second.orders).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    const refused = await api('GET', ordersUrl({ search: ambassador.code, cursor: first.next_cursor! }), { token: admin });
    expect(refused.status).toBe(400);
  });

  it('finds an order by its store order id, as a number or as Shopify’s gid', async () => {
    const order = shopifyOrder({ quantity: 1, at: monthsAgo(3) });
    await sendWebhook('orders/paid', order);
    await settled();
    const id = String(order.id);

    for (const search of [id, ` ${id} `, `gid://shopify/Order/${id}`]) {
      expect(idsOf((await searchPage(search)).body)).toContain(id);
    }
    expect(idsOf((await searchPage(`${id}9`)).body)).toEqual([]);
  });

  it('no longer finds an erased member’s orders by their name or e-mail', async () => {
    const ambassador = await givenAmbassador('student', { firstName: uniqueName() });
    const order = shopifyOrder({ code: ambassador.code });
    await sendWebhook('orders/paid', order);
    await eventually(async () => expect(idsOf((await searchPage(ambassador.firstName)).body)).toEqual([String(order.id)]));

    const { eraseMember } = await import('../ambassadors');
    expect(await eraseMember(ambassador.userId)).toBe(true);

    for (const search of [ambassador.firstName, `${ambassador.userId}@example.test`]) {
      expect(idsOf((await searchPage(search)).body)).toEqual([]);
    }
    // The order stays in the ledger, found by its number, under nobody's name.
    const [kept] = (await searchPage(order.name)).body.orders;
    expect(kept).toMatchObject({ id: String(order.id), ambassador: null });
  });
});

describe('the order page', () => {
  const orderPath = (orderId: string) => pathOf(contracts.getAdminOrder, { orderId });

  it('shows an order’s lines, what it credited to whom and why, its refunds and its history', async () => {
    const campaign = await givenCampaign();
    const ambassador = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: uniqueName() });
    const email = `buyer-${randomUUID()}@example.test`;
    const order = shopifyOrder({ code: ambassador.code, quantity: 3, unitPrice: 20, email });
    await sendWebhook('orders/paid', order);
    await sendWebhook('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 1 }]));

    const detail = await eventually(async () => {
      const answer = await api<AdminOrderDetail>('GET', orderPath(String(order.id)), { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body.refund_count).toBe(1);
      return answer.body;
    });

    expect(detail).toMatchObject({
      id: String(order.id),
      order_reference: order.name,
      buyer_email: email,
      status: 'partially_refunded',
      attributed_by: 'code',
      campaign_name: campaign.campaign_name,
      ambassador: { user_id: ambassador.userId, first_name: ambassador.firstName },
      lines: [{ quantity: 3, unit_price: 20, discount: 6, subtotal: 54, refunded_quantity: 1, shirt: true, gift_card: false }],
      credited: {
        shirts: 2,
        commission_rate: 10,
        commission: { amount: 3.6, reason: 'earned' },
        organization: { amount: 10, reason: 'earned' },
        climate: { amount: 2, reason: 'earned' },
      },
    });
    expect(detail.history.map((entry) => [entry.event, entry.topic])).toEqual([
      ['store', 'orders/paid'],
      ['store', 'refunds/create'],
    ]);
  });

  it('says why an unattributed order credited nobody', async () => {
    const order = shopifyOrder({ code: `NOBODY${randomUUID().slice(0, 8)}`, quantity: 2 });
    await sendWebhook('orders/paid', order);

    const detail = await eventually(async () => {
      const answer = await api<AdminOrderDetail>('GET', orderPath(String(order.id)), { token: admin });
      expect(answer.status).toBe(200);
      return answer.body;
    });

    expect(detail).toMatchObject({ ambassador: null, attributed_by: null, campaign_name: null });
    expect(detail.credited).toMatchObject({
      shirts: 0,
      commission: { amount: 0, reason: 'unattributed' },
      organization: { amount: 0, reason: 'unattributed' },
      climate: { amount: 0, reason: 'unattributed' },
    });
  });

  it('says a flagged order counts for nobody until an admin decides, with its flag in the history', async () => {
    const ambassador = await givenAmbassador('student', { firstName: uniqueName() });
    // Bought with the ambassador's own e-mail: a self-referral, held for an admin.
    const order = shopifyOrder({ code: ambassador.code, quantity: 2, email: `${ambassador.userId}@example.test` });
    await sendWebhook('orders/paid', order);

    const detail = await eventually(async () => {
      const answer = await api<AdminOrderDetail>('GET', orderPath(String(order.id)), { token: admin });
      expect(answer.status).toBe(200);
      return answer.body;
    });

    expect(detail.flag).toMatchObject({ reasons: ['self_referral'], status: 'held' });
    expect(detail.credited).toMatchObject({
      commission: { amount: 0, reason: 'flag_held' },
      climate: { amount: 0, reason: 'flag_held' },
    });
    expect(detail.history.map((entry) => entry.event).sort()).toEqual(['flagged', 'store']);
  });

  it('answers 404 for an unknown order, 400 for an id that is none, and 403 for anyone but an admin', async () => {
    const unknown = await api('GET', orderPath('999999999999999'), { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(contracts.getAdminOrder.errors.notFound);

    for (const orderId of ['not.an.id', 'x'.repeat(201)]) {
      const refused = await api('GET', orderPath(orderId), { token: admin });
      expect(refused.status).toBe(400);
    }
    expect(JSON.stringify((await api('GET', orderPath('not.an.id'), { token: admin })).body.error)).toContain('Order id is not valid');

    const student = await givenUser('student');
    expect((await api('GET', orderPath('999999999999999'), { token: student.token })).status).toBe(403);
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
    expect(refused.body.error.message).toBe(contracts.createCode.errors.hasCode);
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
