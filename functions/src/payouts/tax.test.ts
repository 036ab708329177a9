import { createHash, randomUUID } from 'node:crypto';
import { ambassadors, pathOf, payouts } from '@app/shared/contracts';
import {
  payoutMethodChoices,
  type MyEarningsAndPayouts,
  type PayeeW9,
  type PayoutsOverview,
  type TaxYearReport,
} from '@app/shared/payouts';
import { api, givenUser } from '#test/api';
import { getItem, queryAll, transact } from '#lib/table';
import { eventually, sendWebhook, settled, shopifyOrder } from '#test/store';
import { assignPersonalCode } from '../code-sync';
import { getAmbassadorTotals } from '../leaderboards';
import { matureCommissions } from '../orders';
import { paymentSettings } from '../settings';
import { taxYearKeys, taxYearUpdate } from './tax-data';
import { currentTaxYear } from './tax';

const DAY_MS = 24 * 3600 * 1000;

let admin: string;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
});

const thisYear = currentTaxYear();

/** A payee paid `cents` of `method` in `year`, counted as a payout's transaction counts it. */
const paid = (userId: string, year: number, cents: number, method: 'cash' | 'gift_card' = 'cash') =>
  transact([taxYearUpdate({ userId, year, method, cents })]);

const report = (year: number | string, query = '') =>
  api<TaxYearReport>('GET', `${pathOf(payouts.getTaxYearPayees, { year: String(year) })}${query}`, { token: admin });

const w9Path = (userId: string) => pathOf(payouts.updateW9, { user_id: userId });
const setW9 = (userId: string, body: unknown, token = admin) => api('PUT', w9Path(userId), { token, body });

/** A W-9 form uploaded for a payee as the browser does it: the ticket, then the PUT to its presigned address. */
async function uploadedForm(userId: string, body = Buffer.from('%PDF-1.4 W-9 form')) {
  const ticket = await api('POST', pathOf(payouts.requestW9Upload, { user_id: userId }), {
    token: admin,
    body: { file_name: 'w9.pdf', content_type: 'application/pdf', size: body.length },
  });
  expect(ticket.status).toBe(201);
  expect(ticket.body.file_key).toMatch(/^w9\/[0-9a-f-]{36}\.pdf$/);
  const put = await fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(body) });
  expect(put.status).toBe(200);
  return ticket.body.file_key as string;
}

/** An ambassador with a code, so the Payouts view lists them; optionally under 18 with an acknowledging guardian. */
async function givenPayee(options: { minor?: boolean } = {}) {
  const adultFrom = options.minor ? new Date(Date.now() + 400 * DAY_MS).toISOString().slice(0, 10) : null;
  const guardian = options.minor
    ? {
        email: `guardian-${randomUUID().slice(0, 8)}@example.test`,
        status: 'acknowledged' as const,
        sent_at: null,
        acknowledged_at: new Date().toISOString(),
        withdrawn_at: null,
      }
    : null;
  const user = await givenUser('student', {
    personal_code: `TAX${randomUUID().slice(0, 6).toUpperCase()}`,
    adult_from: adultFrom,
    guardian,
  });
  return user;
}

describe('tax-year totals', () => {
  it('count each payout toward its payee’s year, cash and gift cards apart, and a void takes it back out', async () => {
    const payee = await givenPayee();

    await paid(payee.userId, thisYear, 40_000);
    await paid(payee.userId, thisYear, 12_550, 'gift_card');
    await paid(payee.userId, thisYear - 1, 1_000);
    await paid(payee.userId, thisYear, -10_000);

    expect(await getItem(taxYearKeys.primary(thisYear, payee.userId))).toMatchObject({
      user_id: payee.userId,
      tax_year: thisYear,
      cash_cents: 30_000,
      gift_card_cents: 12_550,
    });
    expect(await getItem(taxYearKeys.primary(thisYear - 1, payee.userId))).toMatchObject({ cash_cents: 1_000 });
  });
});

describe('the year-end report', () => {
  it('lists the payees at the year’s 1099-NEC threshold ($2,000 from 2026), most paid first, with every figure', async () => {
    const [big, bigger, under] = [await givenPayee(), await givenPayee(), await givenPayee()];
    await paid(big.userId, 2026, 150_000);
    await paid(big.userId, 2026, 50_000, 'gift_card');
    await paid(bigger.userId, 2026, 300_000);
    await paid(under.userId, 2026, 199_999);

    const { status, body } = await report(2026);

    expect(status).toBe(200);
    expect(body).toMatchObject({ year: 2026, w9_threshold: 600, form_1099_threshold: 2000, scope: 'reportable' });
    const mine = body.payees.filter((payee) => [big.userId, bigger.userId, under.userId].includes(payee.user_id));
    expect(mine.map((payee) => payee.user_id)).toEqual([bigger.userId, big.userId]);
    expect(mine[1]).toEqual({
      user_id: big.userId,
      first_name: 'Test',
      last_name: 'student',
      email: big.email,
      erased: false,
      under_18: false,
      cash: 1500,
      gift_card: 500,
      total: 2000,
      form_1099_needed: true,
      w9_needed: true,
      w9: null,
    });
    expect(body.payees.every((payee) => payee.total >= 2000)).toBe(true);
    const totals = body.payees.map((payee) => payee.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('uses $600 for payments made in 2025, and lists every payee of the year with ?scope=all', async () => {
    const payee = await givenPayee();
    await paid(payee.userId, 2025, 60_000);
    await paid(payee.userId, 2027 + 50, 60_000);

    expect((await report(2025)).body.payees.find((row) => row.user_id === payee.userId)).toMatchObject({
      total: 600,
      form_1099_needed: true,
    });
    expect((await report(2077)).body.payees.find((row) => row.user_id === payee.userId)).toBeUndefined();
    expect((await report(2077, '?scope=all')).body.payees.find((row) => row.user_id === payee.userId)).toMatchObject({
      total: 600,
      form_1099_needed: false,
      w9_needed: true,
    });
  });

  it('refuses a year that is no year, a bad scope, and anyone but admins', async () => {
    for (const year of ['20x6', '1999', '2101', '99999']) expect((await report(year)).status).toBe(400);
    expect((await report(2026, '?scope=everyone')).status).toBe(400);
    const student = await givenUser('student');
    expect((await api('GET', pathOf(payouts.getTaxYearPayees, { year: '2026' }), { token: student.token })).status).toBe(403);
  });
});

describe('the Payouts view’s tax figures', () => {
  const overview = () => api<PayoutsOverview>('GET', pathOf(payouts.listPayouts), { token: admin });

  it('shows each ambassador’s total this year and "W-9 needed" for an adult from $600, until their W-9 is received; never for a minor', async () => {
    const [adult, belowIt, minor] = [await givenPayee(), await givenPayee(), await givenPayee({ minor: true })];
    await paid(adult.userId, thisYear, 45_000);
    await paid(adult.userId, thisYear, 15_000, 'gift_card');
    await paid(belowIt.userId, thisYear, 59_999);
    await paid(minor.userId, thisYear, 90_000, 'gift_card');

    const { body } = await overview();

    expect(body).toMatchObject({ tax_year: thisYear, w9_threshold: 600 });
    const row = (userId: string) => body.balances.find((balance) => balance.user_id === userId);
    expect(row(adult.userId)).toMatchObject({ tax_year_paid: 600, w9_needed: true, w9: null });
    expect(row(belowIt.userId)).toMatchObject({ tax_year_paid: 599.99, w9_needed: false });
    expect(row(minor.userId)).toMatchObject({ tax_year_paid: 900, w9_needed: false, under_18: true });

    expect((await setW9(adult.userId, { status: 'requested' })).status).toBe(200);
    expect(row(adult.userId)).toBeDefined();
    expect((await overview()).body.balances.find((balance) => balance.user_id === adult.userId)).toMatchObject({
      w9_needed: true,
      w9: { status: 'requested', requested_at: expect.any(String), received_on: null, has_file: false },
    });
    expect((await setW9(adult.userId, { status: 'received', received_on: `${thisYear}-02-01` })).status).toBe(200);
    expect((await overview()).body.balances.find((balance) => balance.user_id === adult.userId)).toMatchObject({
      w9_needed: false,
      w9: { status: 'received', received_on: `${thisYear}-02-01` },
    });
  });
});

describe('a payee’s W-9', () => {
  it('is requested, then received with its form, uploaded to the private bucket and read back by admins only', async () => {
    const payee = await givenPayee();
    const requested = await setW9(payee.userId, { status: 'requested' });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ user_id: payee.userId, status: 'requested', received_on: null, has_file: false });
    const form = Buffer.from('%PDF-1.4 the signed W-9');
    const fileKey = await uploadedForm(payee.userId, form);

    const received = await setW9(payee.userId, { status: 'received', received_on: '2026-03-02', file_key: fileKey });

    expect(received.status).toBe(200);
    expect(received.body).toEqual<PayeeW9>({
      user_id: payee.userId,
      status: 'received',
      requested_at: requested.body.requested_at,
      received_on: '2026-03-02',
      has_file: true,
      updated_at: expect.any(String),
      updated_by: expect.any(String),
    });
    const file = await api('GET', pathOf(payouts.getW9File, { user_id: payee.userId }), { token: admin });
    expect(file.status).toBe(200);
    const download = await fetch(file.body.file_url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(form)).toBe(true);
    for (const role of ['student', 'fundraising_ambassador'] as const) {
      const member = await givenUser(role);
      expect((await api('GET', pathOf(payouts.getW9File, { user_id: payee.userId }), { token: member.token })).status).toBe(403);
      expect((await setW9(payee.userId, { status: 'requested' }, member.token)).status).toBe(403);
    }
  });

  it('takes only a form uploaded for that payee, once', async () => {
    const [payee, other] = [await givenPayee(), await givenPayee()];
    const othersForm = await uploadedForm(other.userId);

    const refused = await setW9(payee.userId, { status: 'received', received_on: '2026-03-02', file_key: othersForm });

    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(payouts.updateW9.errors.fileMissing);
    for (const fileKey of ['w9/made-up.pdf', 'submissions/x/../w9.pdf', 'public/logo.png']) {
      expect((await setW9(payee.userId, { status: 'received', received_on: '2026-03-02', file_key: fileKey })).status).toBe(400);
    }
    expect(await getItem({ pk: `W9#${payee.userId}`, sk: 'W9' })).toBeUndefined();
    expect((await setW9(other.userId, { status: 'received', received_on: '2026-03-02', file_key: othersForm })).status).toBe(200);
    // Used: a second save with the same key is refused.
    expect((await setW9(other.userId, { status: 'received', received_on: '2026-03-03', file_key: othersForm })).status).toBe(400);
  });

  it('refuses a form never uploaded, a bad body, and an unknown payee', async () => {
    const payee = await givenPayee();
    const ticket = await api('POST', pathOf(payouts.requestW9Upload, { user_id: payee.userId }), {
      token: admin,
      body: { file_name: 'w9.pdf', content_type: 'application/pdf', size: 10 },
    });
    expect((await setW9(payee.userId, { status: 'received', received_on: '2026-03-02', file_key: ticket.body.file_key })).status).toBe(400);

    const cases: Array<[unknown, string, string]> = [
      [{}, 'status', 'Choose requested or received'],
      [{ status: 'lost' }, 'status', 'Choose requested or received'],
      [{ status: 'received' }, 'received_on', 'Date received is required'],
      [{ status: 'received', received_on: '2026-02-30' }, 'received_on', 'Date received must be a valid date'],
      [{ status: 'received', received_on: '2026-02-03', file_key: 'x'.repeat(201) }, 'file_key', 'File key must be 200 characters or less'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await setW9(payee.userId, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields[field]).toBe(message);
    }
    const upload = (body: unknown) => api('POST', pathOf(payouts.requestW9Upload, { user_id: payee.userId }), { token: admin, body });
    expect((await upload({ file_name: 'w9.exe', content_type: 'application/x-msdownload', size: 10 })).body.error.fields.content_type).toBe(
      'Please choose a PDF, JPG or PNG file',
    );
    expect((await upload({ file_name: 'w9.pdf', content_type: 'application/pdf', size: 11 * 1024 * 1024 })).status).toBe(400);

    const unknown = await setW9(randomUUID(), { status: 'requested' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(payouts.updateW9.errors.notFound);
    expect((await api('GET', pathOf(payouts.getW9File, { user_id: payee.userId }), { token: admin })).status).toBe(404);
  });
});

describe('an erased member’s tax records', () => {
  it('are kept under their anonymous id: the year’s totals in the report, and the W-9 with its form', async () => {
    const payee = await givenPayee();
    await paid(payee.userId, 2026, 250_000);
    const fileKey = await uploadedForm(payee.userId);
    expect((await setW9(payee.userId, { status: 'received', received_on: '2026-04-01', file_key: fileKey })).status).toBe(200);

    expect((await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: payee.userId }), { token: admin })).status).toBe(200);

    expect(await getItem(taxYearKeys.primary(2026, payee.userId))).toBeUndefined();
    expect(await getItem({ pk: `W9#${payee.userId}`, sk: 'W9' })).toBeUndefined();
    const years = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :payee',
      ExpressionAttributeValues: { ':payee': `TAX_PAYEE#${payee.userId}` },
    });
    expect(years).toEqual([]);
    const anonymousId = `erased-${createHash('sha256').update(payee.userId).digest('hex').slice(0, 16)}`;
    const kept = (await report(2026)).body.payees.find((row) => row.user_id === anonymousId);
    expect(kept).toMatchObject({
      first_name: null,
      email: null,
      cash: 2500,
      form_1099_needed: true,
      w9: { status: 'received', has_file: true },
    });
    expect(JSON.stringify(kept)).not.toContain(payee.userId);
    const file = await api('GET', pathOf(payouts.getW9File, { user_id: kept!.user_id }), { token: admin });
    expect(file.status).toBe(200);
  });
});

describe("the member's payouts and payout method", () => {
  const mine = (token: string) => api<MyEarningsAndPayouts>('GET', pathOf(payouts.getMyEarnings), { token });
  const choose = (token: string, body: unknown) => api('PUT', pathOf(payouts.choosePayoutMethod), { token, body });

  it('answers no payouts before any, and the method Settings pays them by default, with their choices', async () => {
    const student = await givenUser('student');
    const settings = await paymentSettings();

    const { status, body } = await mine(student.token);

    expect(status).toBe(200);
    expect(body.payouts).toEqual([]);
    expect(body.payout_method).toMatchObject({ method: settings.defaultPayoutMethod.student, chosen: false });
    expect(body.payout_method.choices.map((choice) => choice.method)).toEqual(settings.payoutMethods);
  });

  it('keeps an allowed choice, and refuses one Settings does not offer them', async () => {
    const student = await givenUser('student');
    const settings = await paymentSettings();
    const method = settings.payoutMethods.at(-1)!;

    const chosen = await choose(student.token, { method });

    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ method, chosen: true });
    expect((await mine(student.token)).body.payout_method).toMatchObject({ method, chosen: true });
    expect((await choose(student.token, { method: 'paypal' })).status).toBe(400);
    expect((await choose(student.token, {})).body.error.fields.method).toBe('Choose a payout method from the list');
    expect((await choose((await givenUser('admin')).token, { method })).status).toBe(403);
  });

  it('offers a member under 18 only what Settings lets under-18s be paid, with cash going to their guardian', async () => {
    const minor = await givenPayee({ minor: true });
    const settings = await paymentSettings();
    const choices = payoutMethodChoices(settings, true);

    const { body } = await mine(minor.token);

    expect(body.payout_method.choices.map((choice) => choice.method)).toEqual(choices);
    if (choices.includes('cash')) {
      expect(body.payout_method.choices.find((choice) => choice.method === 'cash')?.label).toBe('Cash, paid to your guardian');
    } else if (settings.payoutMethods.includes('cash')) {
      const refused = await choose(minor.token, { method: 'cash' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(payouts.choosePayoutMethod.errors.minorsStoreCredit);
    }
  });

  it('lists the member’s payouts newest first, each with its method in their words, amount, day and state', async () => {
    const student = await givenUser('student');
    const code = await assignPersonalCode(student.userId);
    const pastTheHold = new Date(Date.now() - ((await paymentSettings()).commissionHoldDays + 1) * DAY_MS);
    await sendWebhook('orders/paid', shopifyOrder({ code, quantity: 1, unitPrice: 1000, at: pastTheHold }));
    await eventually(async () => expect((await getAmbassadorTotals(student.userId))?.orders_count).toBe(1));
    await settled();
    await matureCommissions(new Date());
    const record = (body: Record<string, unknown>) =>
      api('POST', pathOf(payouts.recordPayout), { token: admin, body: { user_id: student.userId, ...body } });
    const cash = (amount: number, paidOn: string) =>
      record({ amount, method: 'cash', paid_on: paidOn, reference: `TR-${randomUUID().slice(0, 6)}` });
    const first = await cash(1, `${thisYear}-01-05`);
    const second = await cash(2, `${thisYear}-01-06`);
    expect([first.status, second.status]).toEqual([201, 201]);
    const card = await record({ amount: 3, method: 'gift_card' });
    expect(card.status).toBe(201);

    const { status, body } = await mine(student.token);

    expect(status).toBe(200);
    expect(body.payouts.map((payout) => payout.id)).toEqual([card.body.payout.id, second.body.payout.id, first.body.payout.id]);
    expect(body.payouts[1]).toEqual({
      id: second.body.payout.id,
      amount: 2,
      bonus: 0,
      method: 'cash',
      method_label: 'Cash',
      paid_on: `${thisYear}-01-06`,
      state: 'sent',
      voided: false,
    });
    expect(body.payouts[0]).toMatchObject({
      amount: 3,
      method: 'gift_card',
      state: 'sent',
      method_label: expect.stringMatching(/^Gift card ending [A-Za-z0-9]{4}$/),
    });
    expect(body.paid_earnings).toBe(6);
    // Each counted toward this year's tax record in its own transaction: cash and the card apart.
    expect(await getItem(taxYearKeys.primary(thisYear, student.userId))).toMatchObject({
      cash_cents: 300,
      gift_card_cents: 300 + Math.round(card.body.payout.bonus * 100),
    });
  });
});
