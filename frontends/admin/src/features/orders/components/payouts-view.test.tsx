import type { PayoutBalance, PayoutsOverview, RecentPayout } from '@app/shared/payouts';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodesOrdersPage } from './codes-orders-page';
import { todayIso } from './record-payout-dialog';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const aBalance = (overrides: Partial<PayoutBalance>): PayoutBalance => ({
  user_id: 'user-sam',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam@example.com',
  role: 'student',
  personal_code: 'SAMR',
  total_earnings: 80.5,
  paid_earnings: 20,
  unpaid_earnings: 60.5,
  pending_earnings: 10.5,
  payable_earnings: 50,
  above_threshold: true,
  ...overrides,
});
const sam = aBalance({});
const alex = aBalance({
  user_id: 'user-alex',
  first_name: 'Alex',
  last_name: 'Chen',
  email: 'alex@school.org',
  role: 'fundraising_ambassador',
  personal_code: 'ALEXHHS',
  total_earnings: 12.34,
  paid_earnings: 0,
  unpaid_earnings: 12.34,
  pending_earnings: 2.34,
  payable_earnings: 10,
  above_threshold: false,
});
const pat = aBalance({
  user_id: 'user-pat',
  first_name: 'Pat',
  last_name: 'Okafor',
  email: '=cmd@example.com',
  personal_code: 'PATO',
  total_earnings: 5,
  paid_earnings: 5,
  unpaid_earnings: 0,
  pending_earnings: 0,
  payable_earnings: 0,
  above_threshold: false,
});
const earlierPayout: RecentPayout = {
  id: 'payout-1',
  user_id: 'user-sam',
  amount: 20,
  paid_on: '2026-11-02',
  reference: 'BANK-0001',
  recorded_by: 'admin-1',
  created_at: '2026-11-02T15:30:00.000Z',
  voided: null,
  ambassador: { first_name: 'Sam', last_name: 'Rivera', email: 'sam@example.com' },
  voided_by_name: null,
};
const overview: PayoutsOverview = {
  payout_threshold: 50,
  commission_hold_days: 30,
  balances: [sam, alex, pat],
  recent_payouts: [earlierPayout],
};

type Answer = (body: Record<string, unknown>) => Response;

function respond({
  payouts = overview,
  failPayouts,
  record,
  voidIt,
}: { payouts?: PayoutsOverview; failPayouts?: boolean; record?: Answer; voidIt?: Answer } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname } = new URL(url);
    if (pathname.endsWith('/admin/orders') && method === 'GET') {
      return jsonResponse(200, { orders: [], next_cursor: null, stats: { total_orders: 0, total_revenue: 0, total_commission: 0 } });
    }
    if (pathname.endsWith('/admin/payouts') && method === 'GET') {
      return failPayouts
        ? jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong.' } })
        : jsonResponse(200, payouts);
    }
    if (pathname.endsWith('/admin/payouts') && method === 'POST' && record) return record(JSON.parse(String(init?.body)));
    if (pathname.endsWith('/admin/payouts/payout-1/void') && method === 'POST' && voidIt) return voidIt(JSON.parse(String(init?.body)));
    return jsonResponse(404, {});
  });
}

const payoutCalls = () => fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/admin/payouts') && init?.method === 'POST');
const balanceGets = () => fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/admin/payouts') && (init?.method ?? 'GET') === 'GET');
const toastShowing = (title: string, description?: string) =>
  waitFor(() => {
    const toasts = within(screen.getByRole('region', { name: /Notifications/, hidden: true })).queryAllByRole('listitem', { hidden: true });
    const found = toasts.find(
      (entry) => within(entry).queryByText(title, { selector: 'div' }) && (!description || within(entry).queryByText(description)),
    );
    expect(found).toBeDefined();
  });

async function openPayouts() {
  const user = userEvent.setup();
  render(<Toaster />);
  renderAt('/admin/codes-orders', <CodesOrdersPage />);
  await user.click(await screen.findByRole('tab', { name: 'Payouts' }));
  return user;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setViewportWidth(1280);
});

describe('payouts view', () => {
  it("lists each ambassador's earned, paid and unpaid commission, pending and payable apart, flags those above the threshold, and the recent payouts", async () => {
    respond();
    await openPayouts();

    const table = await screen.findByRole('table', { name: 'Payout balances' });
    const [, samRow, alexRow, patRow] = within(table).getAllByRole('row');
    expect(cellsOf(samRow!)).toEqual([
      'Sam Riverasam@example.com',
      'SAMR',
      '$80.50',
      '$20.00',
      '$60.50$50.00 payable',
      'Above threshold',
      'Record payout',
    ]);
    expect(cellsOf(alexRow!)).toEqual([
      'Alex Chenalex@school.org',
      'ALEXHHS',
      '$12.34',
      '$0.00',
      '$12.34$10.00 payable',
      '',
      'Record payout',
    ]);
    expect(within(patRow!).getByRole('button', { name: 'Record payout for Pat Okafor' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Total Unpaid' })).getByText('$72.84')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Pending (in the 30-day hold)' })).getByText('$12.84')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Payable' })).getByText('$60.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Above Threshold' })).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('Ambassadors with at least $50.00 payable (Settings, Payments)')).toBeInTheDocument();

    const [, payoutRow] = within(screen.getByRole('table', { name: 'Recent payouts' })).getAllByRole('row');
    expect(cellsOf(payoutRow!).slice(0, 4)).toEqual(['Nov 2, 2026', 'Sam Rivera', '$20.00', 'BANK-0001']);
  });

  it('records a payout: the payable balance and today to start with, then the toast and fresh balances', async () => {
    respond({
      record: (body) =>
        jsonResponse(201, {
          payout: { id: 'payout-2', recorded_by: 'admin-1', created_at: '2026-11-23T10:00:00.000Z', ...body },
          earnings: { total_earnings: 80.5, paid_earnings: 45, unpaid_earnings: 35.5, pending_earnings: 10.5, payable_earnings: 25 },
        }),
    });
    const user = await openPayouts();

    await user.click(await screen.findByRole('button', { name: 'Record payout for Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payout' });
    expect(
      within(dialog).getByText(
        'Sam Rivera (sam@example.com) has $60.50 of unpaid commission: $50.00 payable now, $10.50 still in the hold.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Date')).toHaveValue(todayIso());
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '25');
    await user.type(within(dialog).getByLabelText('Reference'), 'BANK-0002');
    const loadsBefore = balanceGets().length;
    await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));

    await toastShowing('Payout Recorded', '$25.00 paid to Sam Rivera; $35.50 left unpaid.');
    expect(JSON.parse(String(payoutCalls()[0]![1]!.body))).toEqual({
      user_id: 'user-sam',
      amount: 25,
      paid_on: todayIso(),
      reference: 'BANK-0002',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(balanceGets().length).toBeGreaterThan(loadsBefore));
  });

  it('shows the shared schema messages and sends nothing while the form is invalid', async () => {
    respond();
    const user = await openPayouts();
    await user.click(await screen.findByRole('button', { name: 'Record payout for Alex Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payout' });

    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));

    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount ($)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));
    expect(await within(dialog).findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(payoutCalls()).toHaveLength(0);
  });

  it('caps the amount at the payable commission: more shows why beside the amount and sends nothing', async () => {
    respond();
    const user = await openPayouts();
    await user.click(await screen.findByRole('button', { name: 'Record payout for Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payout' });
    const amount = within(dialog).getByLabelText('Amount ($)');
    expect(amount).toHaveAttribute('max', '50');

    await user.clear(amount);
    await user.type(amount, '50.01');
    await user.type(within(dialog).getByLabelText('Reference'), 'BANK-0004');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));

    const message = await within(dialog).findByText('Amount can be at most $50.00, the commission payable now');
    expect(amount).toHaveAttribute('aria-describedby', message.id);
    expect(payoutCalls()).toHaveLength(0);
  });

  it('shows the API refusal of more than is unpaid beside the amount, and keeps the dialog open', async () => {
    respond({
      record: () =>
        jsonResponse(409, { error: { code: 'more_than_unpaid', message: 'The amount is more than this ambassador’s unpaid commission.' } }),
    });
    const user = await openPayouts();
    await user.click(await screen.findByRole('button', { name: 'Record payout for Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payout' });

    await user.type(within(dialog).getByLabelText('Reference'), 'BANK-0003');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));

    const message = await within(dialog).findByText('The amount is more than this ambassador’s unpaid commission.');
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('voids a payout with a reason: asked first, required, then the toast and fresh payouts', async () => {
    respond({
      voidIt: (body) =>
        jsonResponse(200, {
          payout: { ...earlierPayout, voided: { reason: body.reason, voided_by: 'admin-1', voided_at: '2026-11-24T09:00:00.000Z' } },
          earnings: { total_earnings: 80.5, paid_earnings: 0, unpaid_earnings: 80.5, pending_earnings: 10.5, payable_earnings: 70 },
        }),
    });
    const user = await openPayouts();

    await user.click(await screen.findByRole('button', { name: 'Void payout BANK-0001 to Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Payout' });
    expect(
      within(dialog).getByText(/^The payout of \$20\.00 to Sam Rivera \(reference BANK-0001\) stays in the history/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Void Payout' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    const voidCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/void'));
    expect(voidCalls()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  The bank returned it  ');
    const loadsBefore = balanceGets().length;
    await user.click(within(dialog).getByRole('button', { name: 'Void Payout' }));

    await toastShowing('Payout Voided', '$20.00 to Sam Rivera no longer counts as paid.');
    expect(JSON.parse(String(voidCalls()[0]![1]!.body))).toEqual({ reason: 'The bank returned it' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(balanceGets().length).toBeGreaterThan(loadsBefore));
  });

  it('shows a voided payout as Voided, with the reason, who and when, and no Void; an erased ambassador’s payout has no Void either', async () => {
    const voided: RecentPayout = {
      ...earlierPayout,
      voided: { reason: 'Sent twice', voided_by: 'admin-1', voided_at: '2026-11-03T09:00:00.000Z' },
      voided_by_name: 'Ada Admin',
    };
    const former: RecentPayout = { ...earlierPayout, id: 'payout-0', reference: 'BANK-0000', ambassador: null };
    respond({ payouts: { ...overview, recent_payouts: [voided, former] } });
    await openPayouts();

    const table = await screen.findByRole('table', { name: 'Recent payouts' });
    const row = within(table).getByRole('row', { name: /BANK-0001/ });
    expect(within(row).getByText('Voided')).toBeInTheDocument();
    expect(within(row).getByText(/^Sent twice \(by Ada Admin, /)).toBeInTheDocument();
    expect(within(table).queryAllByRole('button', { name: /^Void payout / })).toHaveLength(0);
  });

  it('exports the balances as CSV, defusing text a spreadsheet would run as a formula', async () => {
    respond();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:payouts';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`payouts-${todayIso()}.csv`);
    });
    const user = await openPayouts();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'First name,Last name,Email,Role,Code,Earned,Paid,Unpaid,Pending,Payable,Above threshold',
      'Sam,Rivera,sam@example.com,student,SAMR,80.50,20.00,60.50,10.50,50.00,yes',
      'Alex,Chen,alex@school.org,fundraising_ambassador,ALEXHHS,12.34,0.00,12.34,2.34,10.00,no',
      "Pat,Okafor,'=cmd@example.com,student,PATO,5.00,5.00,0.00,0.00,0.00,no",
      '',
    ]);
    click.mockRestore();
  });

  it('toasts Failed to fetch payouts when the balances cannot load', async () => {
    respond({ failPayouts: true });
    await openPayouts();

    await toastShowing('Error', 'Failed to fetch payouts');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the balances as cards at 375 px, each with every figure and its Record payout', async () => {
    setViewportWidth(375);
    respond();
    await openPayouts();

    const cards = within(await screen.findByRole('list', { name: 'Payout balances' })).getAllByRole('listitem');
    expect(screen.queryByRole('table', { name: 'Payout balances' })).not.toBeInTheDocument();
    for (const card of cards) {
      for (const label of ['Code', 'Earned', 'Paid', 'Unpaid']) expect(within(card).getByText(label)).toBeInTheDocument();
      expect(within(card).getByText(/ payable$/)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Record payout for / })).toBeInTheDocument();
    }
  });
});
