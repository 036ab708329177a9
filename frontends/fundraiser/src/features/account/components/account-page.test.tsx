import { aProfile, jsonResponse, renderAt, setAuthSession, setViewportWidth } from '@app/ui/testing';
import { signOut } from '@app/ui/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../app';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const fundraiser = aProfile({ user_id: 'fundraiser-1', role: 'fundraising_ambassador', campaign_id: 'campaign-1' });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthSession({ status: 'signed-in', userId: fundraiser.user_id });
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith('/api/me') && init?.method === 'DELETE') return jsonResponse(200, { message: 'Account deleted' });
    if (url.endsWith('/api/me')) return jsonResponse(200, fundraiser);
    if (url.endsWith('/api/me/messages')) return jsonResponse(200, { messages: [] });
    return jsonResponse(404, {});
  });
});

describe('the fundraiser portal’s My Account', () => {
  it.each([1280, 375])('is in the sidebar and offers Download my data and Delete my account at %i px', async (width) => {
    setViewportWidth(width);
    renderAt('/fundraiser/account', <App />, { route: '/*' });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    if (width > 375)
      expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
  });

  it('deletes the account after the typed confirmation and signs out', async () => {
    renderAt('/fundraiser/account', <App />, { route: '/*' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(signOut).toHaveBeenCalled());
    const deletes = fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/api/me') && init?.method === 'DELETE');
    expect(deletes.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ confirm: 'DELETE' }]);
  });
});
