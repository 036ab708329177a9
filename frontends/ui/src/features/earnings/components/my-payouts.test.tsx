import type { MyEarningsAndPayouts, MyPayoutMethod } from '@app/shared/payouts';
import { aProfile, jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/toast';
import { ProfileContext } from '../../profile/profile-context';
import { EarningsFigures } from './earnings-figures';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const adultChoices: MyPayoutMethod = {
  method: 'cash',
  chosen: false,
  choices: [
    { method: 'gift_card', label: 'Store credit (a gift card for the shop)', bonus_percent: 10 },
    { method: 'cash', label: 'Cash', bonus_percent: 0 },
  ],
};

const earningsWith = (payoutMethod: MyPayoutMethod, payouts: MyEarningsAndPayouts['payouts'] = []): MyEarningsAndPayouts => ({
  total_earnings: 120,
  paid_earnings: 70,
  unpaid_earnings: 50,
  pending_earnings: 20,
  payable_earnings: 30,
  commission_hold_days: 30,
  payouts,
  payout_method: payoutMethod,
});

/** A profile under 18 today: 18 in a year's time. */
const minorProfile = () => {
  const adultFrom = new Date();
  adultFrom.setUTCFullYear(adultFrom.getUTCFullYear() + 1);
  return aProfile({ adult_from: adultFrom.toISOString().slice(0, 10) });
};

function serve(earnings: MyEarningsAndPayouts, chosen?: (method: string) => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith('/api/me/earnings')) return jsonResponse(200, earnings);
    if (url.endsWith('/api/me/payout-method') && init?.method === 'PUT' && chosen) return chosen(JSON.parse(String(init.body)).method);
    return jsonResponse(404, {});
  });
}

function renderFigures(profile = aProfile()) {
  render(<Toaster />);
  renderAt(
    '/impact',
    <ProfileContext.Provider value={profile}>
      <EarningsFigures />
    </ProfileContext.Provider>,
  );
}

const putCalls = () => fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/api/me/payout-method') && init?.method === 'PUT');

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setViewportWidth(1280);
});

describe('my payouts and how I am paid', () => {
  it('lists each payout with its method, amount, day and state; a voided one struck through', async () => {
    serve(
      earningsWith(adultChoices, [
        {
          id: 'p3',
          amount: 30,
          bonus: 3,
          method: 'gift_card',
          method_label: 'Gift card',
          paid_on: '2026-12-01',
          state: 'pending',
          voided: false,
        },
        {
          id: 'p2',
          amount: 40,
          bonus: 4,
          method: 'gift_card',
          method_label: 'Gift card ending 7KQ2',
          paid_on: '2026-11-20',
          state: 'sent',
          voided: false,
        },
        { id: 'p1', amount: 30, bonus: 0, method: 'cash', method_label: 'Cash', paid_on: '2026-10-02', state: 'sent', voided: true },
      ]),
    );
    renderFigures();

    const list = await screen.findByRole('list', { name: 'Your payouts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Gift cardDec 1, 2026$33.00incl. $3.00 bonusPending',
      'Gift card ending 7KQ2Nov 20, 2026$44.00incl. $4.00 bonusSent',
      'CashOct 2, 2026$30.00Voided',
    ]);
    expect(within(items[2]!).getByText('$30.00')).toHaveClass('line-through');
  });

  it('says so when nothing was paid yet', async () => {
    serve(earningsWith(adultChoices));
    renderFigures();
    expect(await screen.findByText(/^No payouts yet\./)).toBeInTheDocument();
  });

  it('lets an adult choose among the methods Settings allows, with the store credit bonus, and saves the choice', async () => {
    const chosen: MyPayoutMethod = { ...adultChoices, method: 'gift_card', chosen: true };
    serve(earningsWith(adultChoices), () => jsonResponse(200, chosen));
    const user = userEvent.setup();
    renderFigures();

    const region = within(await screen.findByRole('region', { name: 'How You’re Paid' }));
    expect(region.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(region.getByText('You have not chosen yet: the programme’s default is selected.')).toBeInTheDocument();
    expect(region.queryByText(/under 18/)).not.toBeInTheDocument();
    // Keyboard: Tab into the group, an arrow key picks the other method, Enter on Save.
    region.getByRole('radio', { name: 'Cash' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(region.getByRole('radio', { name: 'Store credit (a gift card for the shop) (+10% bonus)' })).toBeChecked();
    await user.click(region.getByRole('button', { name: 'Save Payout Method' }));

    await waitFor(() => expect(putCalls()).toHaveLength(1));
    expect(JSON.parse(String(putCalls()[0]![1]!.body))).toEqual({ method: 'gift_card' });
    expect(await screen.findByText('You will be paid: Store credit (a gift card for the shop).')).toBeInTheDocument();
  });

  it('explains to a member under 18 that cash goes to their guardian, never to them', async () => {
    serve(
      earningsWith({
        method: 'gift_card',
        chosen: false,
        choices: [
          { method: 'gift_card', label: 'Store credit (a gift card for the shop)', bonus_percent: 0 },
          { method: 'cash', label: 'Cash, paid to your guardian', bonus_percent: 0 },
        ],
      }),
    );
    renderFigures(minorProfile());

    const region = await screen.findByRole('region', { name: 'How You’re Paid' });
    expect(
      within(region).getByText(
        'Because you are under 18, cash is never paid to you directly: it goes to your parent or guardian. Store credit comes to you.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('group')).toHaveAccessibleDescription(/Because you are under 18/);
    expect(within(region).getByRole('radio', { name: 'Cash, paid to your guardian' })).not.toBeChecked();
  });

  it('tells a member under 18 paid in store credit only how they are paid, with nothing to choose', async () => {
    serve(
      earningsWith({
        method: 'gift_card',
        chosen: false,
        choices: [{ method: 'gift_card', label: 'Store credit (a gift card for the shop)', bonus_percent: 0 }],
      }),
    );
    renderFigures(minorProfile());

    const region = within(await screen.findByRole('region', { name: 'How You’re Paid' }));
    expect(region.getByText(/^Because you are under 18, you are paid in store credit/)).toBeInTheDocument();
    expect(region.getByText('Store credit (a gift card for the shop).')).toBeInTheDocument();
    expect(region.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the refusal of a method no longer offered', async () => {
    serve(earningsWith(adultChoices), () =>
      jsonResponse(409, {
        error: { code: 'not_offered', message: 'This payout method is not offered. Choose one of the methods listed.' },
      }),
    );
    const user = userEvent.setup();
    renderFigures();

    const region = within(await screen.findByRole('region', { name: 'How You’re Paid' }));
    await user.click(region.getByRole('radio', { name: /^Store credit/ }));
    await user.click(region.getByRole('button', { name: 'Save Payout Method' }));
    expect(await screen.findByText('This payout method is not offered. Choose one of the methods listed.')).toBeInTheDocument();
  });
});
