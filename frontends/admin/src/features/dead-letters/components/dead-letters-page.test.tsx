import type { DeadLetter } from '@app/shared/dead-letters';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeadLettersPage } from './dead-letters-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const aDeadLetter = (overrides: Partial<DeadLetter>): DeadLetter => ({
  id: '20261123T041500000Z-aaaaaaaaaaaaaaaa',
  source: 'app.store',
  detail_type: 'Store webhook received',
  consumer: 'orders',
  reason: 'connect ECONNREFUSED 127.0.0.1:3005',
  attempts: 3,
  failed_at: '2026-11-23T04:15:00.000Z',
  summary: 'orders/paid for order #1001',
  status: 'pending',
  ...overrides,
});

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderPage() {
  render(<Toaster />);
  renderAt('/admin/dead-letters', <DeadLettersPage />);
}

describe('the unprocessed events screen', () => {
  it('lists each event with its reason and status, and replays a pending one', async () => {
    const pending = aDeadLetter({});
    const replayed = aDeadLetter({ id: '20261122T000000000Z-bbbbbbbbbbbbbbbb', summary: 'orders/paid for order #999', status: 'redriven' });
    let listed = [pending, replayed];
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST' && url.endsWith(`/dead-letters/${pending.id}/redrive`)) {
        listed = [{ ...pending, status: 'redriven' }, replayed];
        return jsonResponse(200, listed[0]);
      }
      if (url.includes('/admin/dead-letters')) return jsonResponse(200, { dead_letters: listed, next_cursor: null });
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderPage();

    const row = (await screen.findByText('orders/paid for order #1001')).closest('tr')!;
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:3005')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(screen.getByText('orders/paid for order #999').closest('tr')!).getByText('Replayed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Replay orders/ })).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Replay orders/paid for order #1001' }));

    expect(await screen.findByText('Event replayed')).toBeInTheDocument();
    expect(await within(row).findByText('Replayed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Replay All Pending/ })).toBeDisabled();
  });

  it('replays every pending event at once and says how many', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST' && url.endsWith('/admin/dead-letters/redrive')) return jsonResponse(200, { redriven: 2, skipped: 0 });
      return jsonResponse(200, { dead_letters: [aDeadLetter({})], next_cursor: null });
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /Replay All Pending/ }));

    expect(await screen.findByText('Replayed 2 events')).toBeInTheDocument();
  });

  it('says when there is nothing to replay', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { dead_letters: [], next_cursor: null }));
    renderPage();

    expect(await screen.findByText('No unprocessed events. Everything the store sent has been counted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Replay All Pending/ })).toBeDisabled();
  });
});
