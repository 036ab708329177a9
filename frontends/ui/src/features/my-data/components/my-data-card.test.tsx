import { deleteConfirmationMessage } from '@app/shared/ambassadors';
import { jsonResponse, renderAt, setAuthSession, setViewportWidth } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/toast';
import { MyDataCard } from './my-data-card';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const exported = { exported_at: '2026-12-02T10:00:00.000Z', profile: { user_id: 'user-1' }, submissions: [], messages: [] };

function renderCard() {
  render(<Toaster />);
  renderAt('/account', <MyDataCard />);
}

const deleteCalls = () => fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/api/me') && init?.method === 'DELETE');

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthSession({ status: 'signed-in', userId: 'user-1' });
  URL.createObjectURL = jest.fn(() => 'blob:my-data');
  URL.revokeObjectURL = jest.fn();
});

describe('MyDataCard', () => {
  it('downloads my data as a JSON file named by the day', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, exported));
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clicked).toEqual(['my-data-2026-12-02.json']));
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/me\/export$/);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/json');
  });

  it('says so when the download fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'Internal error' } }));
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data could not be downloaded. Please try again.')).toBeInTheDocument();
  });

  it('deletes the account only once DELETE is typed, then signs out onto the deleted page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Account deleted' }));
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText(deleteConfirmationMessage)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(deleteCalls()).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/account-deleted');
    expect(deleteCalls()).toHaveLength(1);
    expect(JSON.parse(String(deleteCalls()[0]![1]!.body))).toEqual({ confirm: 'DELETE' });
  });

  it('keeps the account and the dialog when the deletion fails, with a message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'Internal error' } }));
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account could not be deleted. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByLabelText('current path')).toBeNull();
  });

  it('fits a 375 px screen: both actions full width', () => {
    setViewportWidth(375);
    renderCard();

    for (const name of ['Download my data', 'Delete my account']) expect(screen.getByRole('button', { name })).toHaveClass('w-full');
  });
});
