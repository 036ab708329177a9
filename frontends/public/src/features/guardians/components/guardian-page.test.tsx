import type { GuardianPage as GuardianPageData } from '@app/shared/guardians';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuardianPage } from './guardian-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const TOKEN = 'T'.repeat(43);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const aPage = (overrides: Partial<GuardianPageData> = {}): GuardianPageData => ({
  member_first_name: 'Jane',
  member_role: 'fundraising_ambassador',
  program_name: 'Threads for Tomorrow',
  program_description: 'Students sell organic shirts that fund climate action.',
  status: 'awaiting',
  acknowledged_at: null,
  withdrawn_at: null,
  earnings: {
    total_earnings: 12.5,
    paid_earnings: 0,
    unpaid_earnings: 12.5,
    pending_earnings: 12.5,
    payable_earnings: 0,
    commission_hold_days: 30,
  },
  payment_terms: { commission_rate_percent: 10, payout_threshold: 50 },
  link_expires_at: '2099-06-30T12:00:00.000Z',
  ...overrides,
});

/** The page's answers by route: the page, then what an acknowledgement or a withdrawal answers. */
function respond(answers: { page: Response; acknowledge?: Response; withdraw?: Response }) {
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith('/acknowledge')) return answers.acknowledge!;
    if (url.endsWith('/withdraw')) return answers.withdraw!;
    return answers.page;
  });
}

function renderPage() {
  render(<Toaster />);
  return renderAt(`/guardian/${TOKEN}`, <GuardianPage />, { route: '/guardian/:token' });
}

describe('GuardianPage', () => {
  it('explains the programme, shows the earnings and how they are paid, by the member’s first name', async () => {
    respond({ page: jsonResponse(200, aPage()) });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: "Jane's place in Threads for Tomorrow" })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(new RegExp(`/api/guardian/${TOKEN}$`));
    expect(screen.getByRole('status')).toHaveTextContent('Jane is waiting for you to acknowledge the programme.');
    expect(screen.getByText(/Each shirt sends \$5\.00 to the organization/)).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Payouts' });
    expect(within(within(earnings).getByRole('group', { name: 'Unpaid Earnings' })).getByText('$12.50')).toBeInTheDocument();
    expect(within(earnings).getByText('Commission paid out to Jane so far')).toBeInTheDocument();
    expect(screen.getByText(/pays it out once the payable amount reaches \$50\.00/)).toBeInTheDocument();
    expect(screen.getByText(/This link works until Jun 30, 2099/)).toBeInTheDocument();
  });

  it('takes the acknowledgement and shows the page it answers', async () => {
    respond({
      page: jsonResponse(200, aPage()),
      acknowledge: jsonResponse(200, aPage({ status: 'acknowledged', acknowledged_at: '2026-03-02T10:00:00.000Z' })),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));

    expect(await screen.findByText(/You acknowledged the programme on Mar 2, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([url]) => url.endsWith('/acknowledge'))?.[1].method).toBe('POST');
  });

  it('asks before withdrawing, and withdraws nothing when cancelled', async () => {
    respond({
      page: jsonResponse(200, aPage()),
      withdraw: jsonResponse(200, aPage({ status: 'withdrawn', withdrawn_at: '2026-03-03T10:00:00.000Z' })),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw Jane from the programme?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/withdraw'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(/You withdrew Jane from the programme on Mar 3, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says a link is not valid in the words of the answer, and offers nothing to do', async () => {
    const message = 'This link is not valid or has expired. Ask the programme team to send a new one.';
    respond({ page: jsonResponse(404, { error: { code: 'not_found', message } }) });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'This link cannot be opened' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says an expired link is not valid too (410)', async () => {
    const message = 'This link is not valid or has expired. Ask the programme team to send a new one.';
    respond({ page: jsonResponse(410, { error: { code: 'gone', message } }) });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
