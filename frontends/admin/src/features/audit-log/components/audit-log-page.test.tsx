import type { AuditEntry } from '@app/shared/audit-log';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLogPage } from './audit-log-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const anEntry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'entry-1',
  at: '2026-12-01T10:00:00.000Z',
  kind: 'settings.changed',
  actor_id: 'admin-1',
  actor_name: 'Ada Admin',
  subject_type: 'settings',
  subject_id: 'payments',
  person_id: null,
  person_name: null,
  changes: [{ field: 'commissionRate', before: 10, after: 12 }],
  request_id: 'req-1',
  ...overrides,
});

const payout = anEntry({
  id: 'entry-2',
  kind: 'payout.recorded',
  subject_type: 'payout',
  subject_id: 'payout-1',
  person_id: 'member-1',
  person_name: 'Sam Student',
  changes: [{ field: 'amount', before: null, after: 25 }],
  request_id: 'req-2',
});

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function renderPage(path = '/admin/audit-log') {
  render(<Toaster />);
  renderAt(path, <AuditLogPage />, { route: '/admin/audit-log' });
}

const queried = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams);

describe('the audit log screen', () => {
  it('lists who did what, when, with each change before and after, and the request id', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { entries: [anEntry({}), payout], next_cursor: null }));
    renderPage();

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ada Admin');
    expect(rows[1]).toHaveTextContent('Changed settings');
    expect(rows[1]).toHaveTextContent('commissionRate: 10 → 12');
    expect(rows[1]).toHaveTextContent('req-1');
    expect(rows[2]).toHaveTextContent('Recorded a payout');
    expect(rows[2]).toHaveTextContent('Sam Student');
    expect(rows[2]).toHaveTextContent('amount: — → 25');
  });

  it('filters by kind, by member and by actor, each in the address, and clears a filter', async () => {
    fetchMock.mockImplementation(async (url) => {
      const params = new URL(url, 'http://localhost').searchParams;
      if (params.get('person') === 'member-1' || params.get('kind') === 'payout.recorded')
        return jsonResponse(200, { entries: [payout], next_cursor: null });
      return jsonResponse(200, { entries: [anEntry({}), payout], next_cursor: null });
    });
    const user = userEvent.setup();
    renderPage();

    await user.selectOptions(await screen.findByLabelText('What'), 'payout.recorded');
    expect(queried().at(-1)?.get('kind')).toBe('payout.recorded');

    await user.click(await screen.findByRole('button', { name: 'Show entries about Sam Student' }));
    expect(queried().at(-1)?.get('person')).toBe('member-1');
    await user.click(await screen.findByRole('button', { name: 'Clear the filter: about Sam Student' }));
    // Back to the kind's list, which it already read: nothing asked again, the member's filter gone.
    expect(screen.queryByRole('button', { name: 'Clear the filter: about Sam Student' })).not.toBeInTheDocument();

    await user.click((await screen.findAllByRole('button', { name: 'Show what Ada Admin did' }))[0]!);
    expect(queried().at(-1)?.get('actor')).toBe('admin-1');
  });

  it('opens with the filters its address names', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { entries: [payout], next_cursor: null }));
    renderPage('/admin/audit-log?person=member-1&kind=payout.recorded');

    expect(await screen.findByRole('button', { name: 'Clear the filter: about Sam Student' })).toBeInTheDocument();
    expect(screen.getByLabelText('What')).toHaveValue('payout.recorded');
    expect(queried()[0]?.get('person')).toBe('member-1');
    expect(queried()[0]?.get('kind')).toBe('payout.recorded');
  });
});
