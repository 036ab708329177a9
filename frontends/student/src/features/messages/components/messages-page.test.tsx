import type { Message } from '@app/shared/messages';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { screen, within } from '@testing-library/react';
import { MessagesPage } from './messages-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

// The inbox itself (order, dates, marking read, failures) is the UI kit's MessageInbox, tested beside it.

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const broadcast: Message = {
  id: 'm-1',
  from_user_id: 'admin-1',
  to_user_id: 'user-1',
  subject: 'Welcome to the programme!',
  content: 'Thank you for joining.',
  is_broadcast: true,
  broadcast_segment: 'student',
  read_at: null,
  created_at: new Date(2026, 0, 1, 9, 0).toISOString(),
};

function serve(inbox: Message[]) {
  fetchMock.mockImplementation(async (url) =>
    url.endsWith('/api/me/messages') ? jsonResponse(200, { messages: inbox }) : jsonResponse(404, {}),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('MessagesPage', () => {
  it("shows the student's messages and broadcasts under the 'Messages' heading", async () => {
    serve([broadcast]);

    renderAt('/messages', <MessagesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const [item] = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(within(item!).getByText('Welcome to the programme!')).toBeInTheDocument();
    expect(within(item!).getByText('Broadcast')).toBeInTheDocument();
  });

  it("says 'No messages yet' when the inbox is empty", async () => {
    serve([]);

    renderAt('/messages', <MessagesPage />);

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
