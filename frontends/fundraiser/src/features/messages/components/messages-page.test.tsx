import type { Message } from '@app/shared/messages';
import { aProfile, jsonResponse, renderAt, setAuthSession, setViewportWidth } from '@app/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../app';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

// Rendered in the portal's App, so the sidebar's unread count is on screen with the page.

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const fundraiser = aProfile({
  user_id: 'fundraiser-1',
  first_name: 'Jordan',
  last_name: 'Lee',
  email: 'fundraiser@example.com',
  role: 'fundraising_ambassador',
  campaign_id: 'campaign-1',
});

const aMessage = (overrides: Partial<Message>): Message => ({
  id: 'm-1',
  from_user_id: 'admin-1',
  to_user_id: fundraiser.user_id,
  subject: 'Your shop link is live',
  content: 'Share it with your family first.\nThe drive ends on Friday.',
  is_broadcast: false,
  broadcast_segment: null,
  read_at: null,
  created_at: new Date(2026, 0, 5, 14, 7).toISOString(),
  ...overrides,
});

const shopLink = aMessage({});
const teamCall = aMessage({
  id: 'm-2',
  subject: 'Team call on Monday',
  content: 'We meet at 4 pm.',
  created_at: new Date(2026, 0, 3, 8, 30).toISOString(),
});
const welcome = aMessage({
  id: 'm-3',
  subject: 'Welcome aboard',
  content: 'Thank you for joining the shirt drive.',
  read_at: new Date(2026, 0, 2, 9, 30).toISOString(),
  created_at: new Date(2026, 0, 1, 9, 0).toISOString(),
});

/** The fundraiser's profile and an inbox that remembers what was marked read; anything else is a 404. */
function serve(initial: Message[]) {
  let inbox = initial;
  fetchMock.mockImplementation(async (url, init) => {
    const read = /\/api\/me\/messages\/([^/]+)\/read$/.exec(url);
    if (init?.method === 'POST' && read) {
      inbox = inbox.map((message) =>
        message.id === read[1] ? { ...message, read_at: message.read_at ?? '2026-01-06T10:00:00.000Z' } : message,
      );
      return jsonResponse(
        200,
        inbox.find((message) => message.id === read[1]),
      );
    }
    if (url.endsWith('/api/me/messages')) return jsonResponse(200, { messages: inbox });
    if (url.endsWith('/api/me')) return jsonResponse(200, fundraiser);
    return jsonResponse(404, {});
  });
}

const markReadCalls = () => fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && url.endsWith('/read'));
const sidebar = () => screen.getByRole('navigation', { name: 'Main' });

function renderPortal() {
  renderAt('/fundraiser/messages', <App />, { route: '/*' });
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthSession({ status: 'signed-in', userId: fundraiser.user_id });
});

describe('the fundraiser Messages page', () => {
  it('lists the messages the program team sent, newest first, with the unread count in the sidebar', async () => {
    serve([shopLink, teamCall, welcome]);
    renderPortal();

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Your shop link is live'),
      expect.stringContaining('Team call on Monday'),
      expect.stringContaining('Welcome aboard'),
    ]);
    expect(within(items[0]!).getByText('Jan 5, 2026 2:07 PM')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    const link = within(sidebar()).getByRole('link', { name: 'Messages (2 unread)' });
    expect(link).toHaveAttribute('href', '/fundraiser/messages');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('marks a message read when opened, lowering the sidebar count, and the count goes once all are read', async () => {
    serve([shopLink, teamCall]);
    renderPortal();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Your shop link is live/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Your shop link is live' });
    expect(within(dialog).getByText(/Share it with your family first\.\s+The drive ends on Friday\./)).toBeInTheDocument();
    expect(markReadCalls().map(([url]) => url)).toEqual([expect.stringMatching(/\/api\/me\/messages\/m-1\/read$/)]);
    await user.keyboard('{Escape}');
    expect(await within(sidebar()).findByRole('link', { name: 'Messages (1 unread)' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    // From the keyboard this time.
    screen.getByRole('button', { name: /Team call on Monday/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Team call on Monday' });
    await user.keyboard('{Escape}');

    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(markReadCalls()).toHaveLength(2);
  });

  it("says 'No messages yet' when nothing was sent, and shows no count in the sidebar", async () => {
    serve([]);
    renderPortal();

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows the unread count on Messages in the slide-over sidebar at 375 px', async () => {
    setViewportWidth(375);
    serve([shopLink, welcome]);
    renderPortal();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Messages' });

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));

    const slideOver = screen.getByRole('dialog', { name: 'Navigation' });
    expect(within(slideOver).getByRole('link', { name: 'Messages (1 unread)' })).toBeInTheDocument();
  });
});
