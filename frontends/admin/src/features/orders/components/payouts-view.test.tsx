import type { PayoutBalance, PayoutRun, PayoutRunDetail, PayoutsOverview, RecentPayout } from '@app/shared/payouts';
import type { PayoutMethod } from '@app/shared/settings';
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
  under_18: false,
  tax_year_paid: 20,
  w9_needed: false,
  w9: null,
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
  bonus: 0,
  method: 'cash',
  state: 'sent',
  paid_to_guardian: null,
  card_last_characters: null,
  failure_message: null,
  attempts: 0,
  code_emailed: false,
  run_id: null,
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
  recent_runs: [],
  tax_year: 2026,
  w9_threshold: 600,
};

type Answer = (body: Record<string, unknown>) => Response;

interface Routes {
  payouts?: PayoutsOverview;
  failPayouts?: boolean;
  record?: Answer;
  voidIt?: Answer;
  /** Settings > Payments' allowed methods (the Settings answer is refused when left out: every method shows). */
  payoutMethods?: PayoutMethod[];
  startRun?: Answer;
  /** The run's answers, one per GET, the last repeated. */
  runs?: PayoutRunDetail[];
  retry?: Answer;
  other?: (pathname: string, method: string, init: RequestInit | undefined) => Response | undefined;
}

function respond({ payouts = overview, failPayouts, record, voidIt, payoutMethods, startRun, runs = [], retry, other }: Routes = {}) {
  let runGets = 0;
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname } = new URL(url);
    const answer = other?.(pathname, method, init);
    if (answer) return answer;
    if (pathname.endsWith('/admin/settings') && method === 'GET' && payoutMethods) {
      return jsonResponse(200, { payments: { payoutMethods } });
    }
    if (pathname.endsWith('/admin/payout-runs') && method === 'POST' && startRun) return startRun(JSON.parse(String(init?.body)));
    if (/\/admin\/payout-runs\/[^/]+$/.test(pathname) && method === 'GET' && runs.length > 0) {
      return jsonResponse(200, runs[Math.min(runGets++, runs.length - 1)]);
    }
    if (/\/admin\/payouts\/[^/]+\/retry$/.test(pathname) && method === 'POST' && retry) return retry({});
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

async function openPayouts(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
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
      '',
      // The code under the name and e-mail: the table has no Code column, so the row's actions fit at 1280 px.
      'Sam Riverasam@example.comSAMR',
      '$80.50',
      '$20.00',
      '$60.50$50.00 payable',
      '$20.00',
      'Above threshold',
      'W-9Record payout',
    ]);
    expect(cellsOf(alexRow!)).toEqual([
      '',
      'Alex Chenalex@school.orgALEXHHS',
      '$12.34',
      '$0.00',
      '$12.34$10.00 payable',
      '$20.00',
      '',
      'W-9Record payout',
    ]);
    // Only a payable balance at or above the threshold can join a run of gift cards.
    expect(within(samRow!).getByRole('checkbox', { name: 'Select Sam Rivera' })).toBeInTheDocument();
    expect(within(alexRow!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Paid in 2026/ })).toBeInTheDocument();
    expect(within(patRow!).getByRole('button', { name: 'Record payout for Pat Okafor' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Total Unpaid' })).getByText('$72.84')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Pending (in the 30-day hold)' })).getByText('$12.84')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Payable' })).getByText('$60.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Above Threshold' })).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('Ambassadors with at least $50.00 payable (Settings, Payments)')).toBeInTheDocument();

    const [, payoutRow] = within(screen.getByRole('table', { name: 'Recent payouts' })).getAllByRole('row');
    expect(cellsOf(payoutRow!).slice(0, 5)).toEqual(['Nov 2, 2026', 'Sam Rivera', '$20.00', 'Cash', 'BANK-0001']);
    expect(within(payoutRow!).getByText('Sent')).toBeInTheDocument();
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
      method: 'cash',
      paid_on: todayIso(),
      reference: 'BANK-0002',
      paid_to_guardian: null,
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
  describe('payout runs', () => {
    const aRun = (overrides: Partial<PayoutRun>): PayoutRun => ({
      id: 'run-1',
      state: 'running',
      started_by: 'admin-1',
      created_at: '2026-11-23T10:00:00.000Z',
      finished_at: null,
      payouts_count: 2,
      pending_count: 2,
      sent_count: 0,
      failed_count: 0,
      total_amount: 100,
      total_bonus: 0,
      skipped: [],
      ...overrides,
    });
    const bea = aBalance({ user_id: 'user-bea', first_name: 'Bea', last_name: 'Lund', email: 'bea@example.com', payable_earnings: 50 });

    it('pays the ambassadors ticked with gift cards: asked first, then the run’s pending, sent and failed counts until it finishes', async () => {
      const started = aRun({});
      const finished = aRun({
        state: 'finished',
        pending_count: 0,
        sent_count: 1,
        failed_count: 1,
        finished_at: '2026-11-23T10:00:09.000Z',
      });
      respond({
        payouts: { ...overview, balances: [sam, bea, alex, pat] },
        startRun: () => jsonResponse(201, { run: started, payouts: [] }),
        runs: [
          { run: started, payouts: [] },
          { run: finished, payouts: [] },
        ],
      });
      const user = await openPayouts();

      const pay = await screen.findByRole('button', { name: 'Pay selected with gift cards' });
      expect(pay).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Select Sam Rivera' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Bea Lund' }));
      await user.click(screen.getByRole('button', { name: 'Pay 2 with gift cards' }));

      const dialog = await screen.findByRole('dialog', { name: 'Pay with Gift Cards' });
      expect(within(dialog).getByText('2 ambassadors: Sam Rivera, Bea Lund. About $100.00 in all.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Pay with Gift Cards' }));

      await toastShowing('Payout Run Started', '2 gift cards for $100.00 are being issued.');
      const runCalls = fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/admin/payout-runs') && init?.method === 'POST');
      expect(JSON.parse(String(runCalls[0]![1]!.body))).toEqual({ user_ids: ['user-sam', 'user-bea'] });

      const progress = await screen.findByRole('region', { name: 'Payout Run' });
      expect(within(progress).getByText('Issuing gift cards')).toBeInTheDocument();
      // Asked again while it issues, until it has finished.
      await waitFor(() => expect(within(progress).getByText('Finished with failures')).toBeInTheDocument(), { timeout: 5000 });
      const counts = Object.fromEntries(
        within(progress)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(counts).toEqual({ Pending: '0', Sent: '1', Failed: '1' });
      expect(within(progress).getByRole('progressbar', { name: 'Gift cards issued' })).toHaveAttribute('aria-valuetext', '2 of 2 done');
    }, 10_000);

    it('pays all payable in one run, and says whom a run skipped and why', async () => {
      const skipped = aRun({
        state: 'finished',
        payouts_count: 1,
        pending_count: 0,
        sent_count: 1,
        skipped: [{ user_id: 'user-bea', reason: 'balance_moved' }],
      });
      respond({
        payouts: { ...overview, balances: [sam, bea, alex, pat] },
        startRun: () => jsonResponse(201, { run: skipped, payouts: [] }),
        runs: [{ run: skipped, payouts: [] }],
      });
      const user = await openPayouts();

      await user.click(await screen.findByRole('button', { name: 'Pay all payable (2)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pay with Gift Cards' });
      expect(
        within(dialog).getByText(/^Every ambassador with payable commission at or above the threshold: Sam Rivera, Bea Lund\./),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Pay with Gift Cards' }));

      await toastShowing('Payout Run Started', '1 gift card for $100.00 is being issued. 1 skipped (see the run).');
      const runCalls = fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/admin/payout-runs') && init?.method === 'POST');
      expect(JSON.parse(String(runCalls[0]![1]!.body))).toEqual({ all_payable: true });
      const progress = await screen.findByRole('region', { name: 'Payout Run' });
      await user.click(within(progress).getByText('1 not paid in this run'));
      expect(within(progress).getByText('Bea Lund: Their balance changed during the run')).toBeVisible();
    });

    it('shows the API’s refusal of a run', async () => {
      respond({
        startRun: () =>
          jsonResponse(409, { error: { code: 'nobody_to_pay', message: 'None of these ambassadors has payable commission to pay now.' } }),
      });
      const user = await openPayouts();
      await user.click(await screen.findByRole('button', { name: 'Pay all payable (1)' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay with Gift Cards' }));
      await toastShowing('Error', 'None of these ambassadors has payable commission to pay now.');
    });

    it('has no gift card run, and no checkboxes, when Settings allows cash only', async () => {
      respond({ payoutMethods: ['cash'] });
      await openPayouts();
      await screen.findByRole('table', { name: 'Payout balances' });
      await waitFor(() => expect(screen.queryByRole('button', { name: /with gift cards$/ })).not.toBeInTheDocument());
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });
  });

  describe('recent payouts with their method and state', () => {
    const giftCard: RecentPayout = {
      ...earlierPayout,
      id: 'payout-gift',
      method: 'gift_card',
      reference: '',
      card_last_characters: '7KQ2',
      bonus: 2,
      attempts: 1,
      code_emailed: true,
    };
    const toGuardian: RecentPayout = { ...earlierPayout, id: 'payout-guardian', reference: 'BANK-0009', paid_to_guardian: 'Jane Doe' };
    const failed: RecentPayout = {
      ...giftCard,
      id: 'payout-failed',
      state: 'failed',
      card_last_characters: null,
      failure_message: 'Initial value must be less than or equal to 2000.0',
      ambassador: { first_name: 'Alex', last_name: 'Chen', email: 'alex@school.org' },
    };
    const pending: RecentPayout = { ...giftCard, id: 'payout-pending', state: 'pending', card_last_characters: null };

    it('names each method ("Gift card ending 7KQ2", "Cash, paid to guardian Jane Doe") and state, the store’s message on a failed one', async () => {
      respond({ payouts: { ...overview, recent_payouts: [giftCard, toGuardian, failed, pending] } });
      await openPayouts();

      const table = await screen.findByRole('table', { name: 'Recent payouts' });
      const [, giftRow, guardianRow, failedRow, pendingRow] = within(table).getAllByRole('row');
      expect(cellsOf(giftRow!).slice(2, 5)).toEqual(['$20.00+$2.00 bonus', 'Gift card ending 7KQ2', '–']);
      expect(within(giftRow!).getByText('Sent')).toBeInTheDocument();
      expect(within(giftRow!).getByRole('button', { name: 'Void payout Gift card ending 7KQ2 to Sam Rivera' })).toBeInTheDocument();
      expect(within(guardianRow!).getByText('Cash, paid to guardian Jane Doe')).toBeInTheDocument();
      expect(within(failedRow!).getByText('Failed')).toBeInTheDocument();
      expect(within(failedRow!).getByText('Initial value must be less than or equal to 2000.0')).toBeInTheDocument();
      expect(within(failedRow!).getByRole('button', { name: 'Retry gift card to Alex Chen' })).toBeInTheDocument();
      // A card the store is still issuing can be neither retried nor voided yet.
      expect(within(pendingRow!).getByText('Pending')).toBeInTheDocument();
      expect(within(pendingRow!).queryByRole('button')).not.toBeInTheDocument();
    });

    it('retries a failed gift card: the toast says how it went, and the payouts are read again', async () => {
      respond({
        payouts: { ...overview, recent_payouts: [failed] },
        retry: () =>
          jsonResponse(200, {
            payout: { ...failed, state: 'sent', card_last_characters: 'Z9Q1', failure_message: null, attempts: 2 },
            earnings: { total_earnings: 12.34, paid_earnings: 10, unpaid_earnings: 2.34, pending_earnings: 2.34, payable_earnings: 0 },
          }),
      });
      const user = await openPayouts();
      const loadsBefore = () => balanceGets().length;
      const before = loadsBefore();

      await user.click(await screen.findByRole('button', { name: 'Retry gift card to Alex Chen' }));

      await toastShowing('Gift Card Sent', '$20.00: Gift card ending Z9Q1.');
      expect(
        fetchMock.mock.calls.some(([url, init]) => url.endsWith('/admin/payouts/payout-failed/retry') && init?.method === 'POST'),
      ).toBe(true);
      await waitFor(() => expect(balanceGets().length).toBeGreaterThan(before));
    });
  });

  describe('record payout: the method and the guardian', () => {
    const minor = aBalance({ user_id: 'user-mia', first_name: 'Mia', last_name: 'Park', email: 'mia@example.com', under_18: true });
    const recorded = (body: Record<string, unknown>) =>
      jsonResponse(201, {
        payout: {
          ...earlierPayout,
          id: 'payout-3',
          ...body,
          state: body.method === 'gift_card' ? 'sent' : 'sent',
          card_last_characters: body.method === 'gift_card' ? '7KQ2' : null,
        },
        earnings: { total_earnings: 80.5, paid_earnings: 70, unpaid_earnings: 10.5, pending_earnings: 10.5, payable_earnings: 0 },
      });

    it('asks for the guardian’s name when a member under 18 is paid cash, and sends it', async () => {
      respond({ payouts: { ...overview, balances: [minor] }, record: recorded });
      const user = await openPayouts();
      await user.click(await screen.findByRole('button', { name: 'Record payout for Mia Park' }));
      const dialog = await screen.findByRole('dialog', { name: 'Record Payout' });

      expect(within(dialog).getByLabelText('Method')).toHaveValue('cash');
      await user.type(within(dialog).getByLabelText('Reference'), 'BANK-0100');
      await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));
      const guardian = within(dialog).getByLabelText(/Guardian’s name/);
      expect(await within(dialog).findByText('Enter the name of the guardian the cash was paid to')).toBeInTheDocument();
      expect(guardian).toHaveFocus();
      expect(payoutCalls()).toHaveLength(0);

      await user.type(guardian, 'Jane Doe');
      await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));
      await toastShowing('Payout Recorded');
      expect(JSON.parse(String(payoutCalls()[0]![1]!.body))).toMatchObject({
        method: 'cash',
        reference: 'BANK-0100',
        paid_to_guardian: 'Jane Doe',
      });
    });

    it('pays a gift card with no date or reference to give', async () => {
      respond({ record: recorded });
      const user = await openPayouts();
      await user.click(await screen.findByRole('button', { name: 'Record payout for Sam Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Record Payout' });

      await user.selectOptions(within(dialog).getByLabelText('Method'), 'gift_card');
      expect(within(dialog).queryByLabelText('Reference')).not.toBeInTheDocument();
      expect(within(dialog).queryByLabelText('Date')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Record Payout' }));

      await toastShowing('Gift Card Sent', '$50.00 to Sam Rivera as a gift card; $10.50 left unpaid.');
      const body = JSON.parse(String(payoutCalls()[0]![1]!.body));
      expect(body).toEqual({ user_id: 'user-sam', amount: 50, method: 'gift_card', paid_to_guardian: null });
    });

    it('offers only the methods Settings allows', async () => {
      respond({ payoutMethods: ['gift_card'], record: recorded });
      const user = await openPayouts();
      await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/admin/settings'))).toBe(true));
      await user.click(await screen.findByRole('button', { name: 'Record payout for Sam Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Record Payout' });
      // One method: nothing to choose, and it is the gift card's form.
      expect(within(dialog).queryByLabelText('Method')).not.toBeInTheDocument();
      expect(within(dialog).queryByLabelText('Reference')).not.toBeInTheDocument();
      expect(within(dialog).getByText(/The store issues a gift card for this amount/)).toBeInTheDocument();
    });
  });

  describe('tax: this year’s totals, W-9s and the 1099 CSV', () => {
    const owed = aBalance({ tax_year_paid: 650, w9_needed: true });

    it('says "W-9 needed" beside an adult paid the W-9 threshold this year, and the W-9 received with its date', async () => {
      const received = aBalance({
        ...alex,
        tax_year_paid: 900,
        w9: {
          user_id: 'user-alex',
          status: 'received',
          requested_at: null,
          received_on: '2026-10-05',
          has_file: true,
          updated_at: '2026-10-05T10:00:00.000Z',
          updated_by: 'admin-1',
        },
      });
      respond({ payouts: { ...overview, balances: [owed, received] } });
      await openPayouts();

      const table = await screen.findByRole('table', { name: 'Payout balances' });
      const [, owedRow, receivedRow] = within(table).getAllByRole('row');
      expect(within(owedRow!).getByText('$650.00')).toBeInTheDocument();
      expect(within(owedRow!).getByText('W-9 needed')).toBeInTheDocument();
      expect(within(receivedRow!).getByText('W-9 received Oct 5, 2026')).toBeInTheDocument();
    });

    it('marks a W-9 received with its date and uploads the form through a presigned PUT, then saves it with the key', async () => {
      const uploads: Array<{ url: string; body: unknown }> = [];
      respond({
        payouts: { ...overview, balances: [owed] },
        other: (pathname, method, init) => {
          if (pathname.endsWith('/admin/payees/user-sam/w9/upload') && method === 'POST') {
            return jsonResponse(201, {
              upload_url: 'http://s3.local/private/w9/user-sam.pdf?sig=1',
              file_key: 'w9/user-sam/form.pdf',
              headers: { 'content-type': 'application/pdf' },
            });
          }
          if (pathname === '/private/w9/user-sam.pdf' && method === 'PUT') {
            uploads.push({ url: pathname, body: init?.body });
            return jsonResponse(200);
          }
          if (pathname.endsWith('/admin/payees/user-sam/w9') && method === 'PUT') {
            const body = JSON.parse(String(init?.body));
            return jsonResponse(200, {
              user_id: 'user-sam',
              status: body.status,
              requested_at: null,
              received_on: body.received_on,
              has_file: true,
              updated_at: 'now',
              updated_by: 'admin-1',
            });
          }
          return undefined;
        },
      });
      const user = await openPayouts();
      await user.click(await screen.findByRole('button', { name: 'W-9 of Sam Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'W-9' });
      expect(within(dialog).getByText('Sam Rivera (sam@example.com) was paid $650.00 in 2026.')).toBeInTheDocument();

      await user.selectOptions(within(dialog).getByLabelText('Status'), 'received');
      const date = within(dialog).getByLabelText(/Date received/);
      await user.clear(date);
      await user.type(date, '2026-11-20');
      const form = new File(['%PDF-1.7'], 'w9-sam.pdf', { type: 'application/pdf' });
      await user.upload(within(dialog).getByLabelText('Signed form'), form);
      await user.click(within(dialog).getByRole('button', { name: 'Save W-9' }));

      await toastShowing('W-9 Saved', 'Sam Rivera: W-9 received on Nov 20, 2026.');
      const ticket = fetchMock.mock.calls.find(([url]) => url.endsWith('/w9/upload'))!;
      expect(JSON.parse(String(ticket[1]!.body))).toEqual({ file_name: 'w9-sam.pdf', content_type: 'application/pdf', size: form.size });
      expect(uploads).toHaveLength(1);
      const saved = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/admin/payees/user-sam/w9') && init?.method === 'PUT')!;
      expect(JSON.parse(String(saved[1]!.body))).toEqual({
        status: 'received',
        received_on: '2026-11-20',
        file_key: 'w9/user-sam/form.pdf',
      });
    });

    it('refuses a W-9 file of another type beside the file, and sends nothing', async () => {
      respond({ payouts: { ...overview, balances: [owed] } });
      // As a user can who picks "All files" in the browser's dialog, past the field's accept list.
      const user = await openPayouts({ applyAccept: false });
      await user.click(await screen.findByRole('button', { name: 'W-9 of Sam Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'W-9' });
      await user.selectOptions(within(dialog).getByLabelText('Status'), 'received');
      await user.upload(within(dialog).getByLabelText('Signed form'), new File(['x'], 'w9.docx', { type: 'application/msword' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save W-9' }));
      expect(await within(dialog).findByText('Please choose a PDF, JPG or PNG file')).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => url.includes('/admin/payees/'))).toBe(false);
    });

    it('opens a stored W-9 through a short-lived link', async () => {
      const stored = aBalance({
        w9: {
          user_id: 'user-sam',
          status: 'received',
          requested_at: null,
          received_on: '2026-10-05',
          has_file: true,
          updated_at: 'x',
          updated_by: 'admin-1',
        },
      });
      respond({
        payouts: { ...overview, balances: [stored] },
        other: (pathname, method) =>
          pathname.endsWith('/admin/payees/user-sam/w9/file') && method === 'GET'
            ? jsonResponse(200, { file_url: 'http://s3.local/w9.pdf?sig=2' })
            : undefined,
      });
      const open = jest.spyOn(window, 'open').mockImplementation(() => null);
      const user = await openPayouts();
      await user.click(await screen.findByRole('button', { name: 'W-9 of Sam Rivera' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'W-9' })).getByRole('button', { name: 'View W-9' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('http://s3.local/w9.pdf?sig=2', '_blank', 'noopener'));
      open.mockRestore();
    });

    it('exports the year’s 1099 payees as CSV with the shared builder', async () => {
      const report = {
        year: 2025,
        w9_threshold: 600,
        form_1099_threshold: 600,
        scope: 'reportable',
        payees: [
          {
            user_id: 'user-sam',
            first_name: 'Sam',
            last_name: 'Rivera',
            email: 'sam@example.com',
            erased: false,
            under_18: false,
            cash: 500,
            gift_card: 150,
            total: 650,
            form_1099_needed: true,
            w9_needed: true,
            w9: null,
          },
        ],
      };
      respond({
        other: (pathname, method) =>
          pathname.endsWith('/admin/tax-years/2025/payees') && method === 'GET' ? jsonResponse(200, report) : undefined,
      });
      const blobs: Blob[] = [];
      Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:1099')), revokeObjectURL: jest.fn() });
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        expect(this.download).toBe('1099-nec-2025.csv');
      });
      const user = await openPayouts();

      await user.selectOptions(await screen.findByLabelText('Tax year'), '2025');
      await user.click(screen.getByRole('button', { name: 'Export 1099 CSV' }));

      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const asked = fetchMock.mock.calls.find(([url]) => url.includes('/admin/tax-years/2025/payees'))!;
      expect(new URL(asked[0]).searchParams.get('scope')).toBe('reportable');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      expect(text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
        '2025,Sam,Rivera,sam@example.com,user-sam,no,no,500.00,150.00,650.00,yes,W-9 needed,',
      );
      click.mockRestore();
    });
  });
});
