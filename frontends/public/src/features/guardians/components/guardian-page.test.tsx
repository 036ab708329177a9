import { deleteConfirmationMessage } from '@app/shared/ambassadors';
import type { GuardianPage as GuardianPageData } from '@app/shared/guardians';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
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

/** The page's answers by route: the page, then what an acknowledgement, a withdrawal, the data's download or the deletion answers. */
function respond(answers: { page: Response; acknowledge?: Response; withdraw?: Response; export?: Response; delete?: Response }) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith('/acknowledge')) return answers.acknowledge!;
    if (url.endsWith('/withdraw')) return answers.withdraw!;
    if (url.endsWith('/export')) return answers.export!;
    if (init.method === 'DELETE') return answers.delete!;
    return answers.page;
  });
}

const deleteCalls = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'DELETE');

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

  describe("the member's data", () => {
    it("downloads Jane's data as the JSON file her own download saves", async () => {
      respond({ page: jsonResponse(200, aPage()), export: jsonResponse(200, { exported_at: '2026-12-02T10:00:00.000Z', profile: {} }) });
      URL.createObjectURL = jest.fn(() => 'blob:member-data');
      URL.revokeObjectURL = jest.fn();
      const saved: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      renderPage();

      const section = await screen.findByRole('heading', { level: 2, name: "Jane's data" });
      expect(section).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: "Download Jane's data" }));

      await waitFor(() => expect(saved).toEqual(['my-data-2026-12-02.json']));
      expect(fetchMock.mock.calls.some(([url]) => url.endsWith(`/api/guardian/${TOKEN}/export`))).toBe(true);
      expect(((URL.createObjectURL as jest.Mock).mock.calls[0]![0] as Blob).type).toBe('application/json');
    });

    it('says so when the download fails', async () => {
      respond({ page: jsonResponse(200, aPage()), export: jsonResponse(500, { error: { code: 'internal', message: 'Internal error' } }) });
      renderPage();

      await userEvent.click(await screen.findByRole('button', { name: "Download Jane's data" }));

      expect(await screen.findByText("Jane's data could not be downloaded. Please try again.")).toBeInTheDocument();
    });

    it("deletes Jane's account only once DELETE is typed, then says the account is deleted", async () => {
      respond({
        page: jsonResponse(200, aPage({ status: 'withdrawn', withdrawn_at: '2026-03-03T10:00:00.000Z' })),
        delete: jsonResponse(200, { message: 'Account deleted' }),
      });
      renderPage();
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: "Delete Jane's account" }));
      const dialog = screen.getByRole('alertdialog', { name: "Delete Jane's account" });
      await user.click(within(dialog).getByRole('button', { name: "Delete Jane's account" }));
      expect(within(dialog).getByText(deleteConfirmationMessage)).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
      await user.keyboard('{Enter}');
      expect(deleteCalls()).toHaveLength(0);

      await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
      await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');

      expect(await screen.findByRole('heading', { level: 1, name: "Jane's account is deleted" })).toBeInTheDocument();
      expect(
        screen.getByText(/is erased for good: their profile, sign-in, uploaded files and messages\. This link no longer works\./),
      ).toHaveAttribute('role', 'status');
      expect(deleteCalls()).toHaveLength(1);
      expect(deleteCalls()[0]![0]).toMatch(new RegExp(`/api/guardian/${TOKEN}$`));
      expect(JSON.parse(String(deleteCalls()[0]![1].body))).toEqual({ confirm: 'DELETE' });
    });

    it('keeps the page and the dialog when the deletion fails, with a message', async () => {
      respond({ page: jsonResponse(200, aPage()), delete: jsonResponse(500, { error: { code: 'internal', message: 'Internal error' } }) });
      renderPage();
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: "Delete Jane's account" }));
      await user.type(within(screen.getByRole('alertdialog')).getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');

      expect(await screen.findByText("Jane's account could not be deleted. Please try again.")).toBeInTheDocument();
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "Jane's account is deleted", hidden: true })).not.toBeInTheDocument();
    });

    it('fits a 375 px screen: both actions full width', async () => {
      setViewportWidth(375);
      respond({ page: jsonResponse(200, aPage()) });
      renderPage();

      for (const name of ["Download Jane's data", "Delete Jane's account"]) {
        expect(await screen.findByRole('button', { name })).toHaveClass('w-full');
      }
    });
  });
});
