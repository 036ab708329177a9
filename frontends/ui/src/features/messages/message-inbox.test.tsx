import type { Message } from '@app/shared/messages';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../components/toast';
import { MessageInbox } from './message-inbox';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const aMessage = (overrides: Partial<Message>): Message => ({
  id: 'm-1',
  from_user_id: 'admin-1',
  to_user_id: 'user-1',
  subject: 'Great first objective',
  content: 'Your introduction post was lovely.\nObjective 2 is now open.',
  is_broadcast: false,
  broadcast_segment: null,
  read_at: null,
  created_at: new Date(2026, 0, 5, 14, 7).toISOString(),
  ...overrides,
});

const direct = aMessage({});
const broadcast = aMessage({
  id: 'm-2',
  subject: 'Welcome to the programme!',
  content: 'Thank you for joining.',
  is_broadcast: true,
  broadcast_segment: 'student',
  read_at: new Date(2026, 0, 2, 9, 30).toISOString(),
  created_at: new Date(2026, 0, 1, 9, 0).toISOString(),
});
const untitled = aMessage({
  id: 'm-3',
  subject: null,
  content: 'A note without a subject.',
  created_at: new Date(2025, 11, 31, 0, 5).toISOString(),
});

/** A server whose inbox remembers what was marked read. */
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
    return jsonResponse(404, {});
  });
}

const markReadCalls = () => fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && url.endsWith('/read'));

function renderInbox() {
  render(<Toaster />);
  renderAt('/messages', <MessageInbox />);
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('MessageInbox', () => {
  it("lists direct messages and broadcasts in the server's order, with 'MMM d, yyyy h:mm a' dates", async () => {
    serve([direct, broadcast, untitled]);
    renderInbox();

    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Great first objective'),
      expect.stringContaining('Welcome to the programme!'),
      expect.stringContaining('No subject'),
    ]);
    expect(within(items[0]!).getByText('Jan 5, 2026 2:07 PM')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Jan 1, 2026 9:00 AM')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Dec 31, 2025 12:05 AM')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Broadcast')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Broadcast')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('opens an unread message with its full text and marks it read once', async () => {
    serve([direct, broadcast]);
    renderInbox();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Great first objective/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Great first objective' });
    expect(within(dialog).getByText(/Your introduction post was lovely\.\s+Objective 2 is now open\./)).toBeInTheDocument();
    expect(within(dialog).getByText('Jan 5, 2026 2:07 PM')).toBeInTheDocument();
    expect(markReadCalls()).toHaveLength(1);
    expect(markReadCalls()[0]![0]).toMatch(/\/api\/me\/messages\/m-1\/read$/);

    await user.keyboard('{Escape}');
    const item = screen.getByRole('button', { name: /Great first objective/ });
    expect(item).toHaveFocus();
    await screen.findByText('All caught up');
    expect(within(item).queryByText('Unread')).not.toBeInTheDocument();

    await user.click(item);
    expect(await screen.findByRole('dialog', { name: 'Great first objective' })).toBeInTheDocument();
    expect(markReadCalls()).toHaveLength(1);
  });

  it('sends one mark-read request even when the message is reopened before the server answers', async () => {
    const read = { ...direct, read_at: '2026-01-06T10:00:00.000Z' };
    let answered = false;
    let answer: () => void = () => undefined;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        return new Promise<Response>((resolve) => {
          answer = () => {
            answered = true;
            resolve(jsonResponse(200, read));
          };
        });
      }
      return url.endsWith('/api/me/messages') ? jsonResponse(200, { messages: [answered ? read : direct] }) : jsonResponse(404, {});
    });
    renderInbox();
    const user = userEvent.setup();
    const item = await screen.findByRole('button', { name: /Great first objective/ });

    await user.click(item);
    await user.keyboard('{Escape}');
    await user.click(item);

    expect(await screen.findByRole('dialog', { name: 'Great first objective' })).toBeInTheDocument();
    expect(markReadCalls()).toHaveLength(1);
    answer();
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
  });

  it('opens a message from the keyboard and sends nothing for one already read', async () => {
    serve([direct, broadcast]);
    renderInbox();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: /Welcome to the programme!/ })).focus();

    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to the programme!' });
    expect(within(dialog).getByText('Thank you for joining.')).toBeInTheDocument();
    expect(within(dialog).getByText('Broadcast')).toBeInTheDocument();
    expect(markReadCalls()).toHaveLength(0);
  });

  it("says 'No messages yet' when the inbox is empty", async () => {
    serve([]);
    renderInbox();

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load messages' when the inbox cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }));
    renderInbox();

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load messages')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
