import type { AmbassadorRow } from '@app/shared/ambassadors';
import type { SentMessage } from '@app/shared/messages';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessagingPage } from './messaging-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const anAmbassador = (overrides: Partial<AmbassadorRow>): AmbassadorRow => ({
  user_id: 'user-sam',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam@example.com',
  school: 'Hillside High School',
  role: 'student',
  created_at: '2026-11-01T10:00:00.000Z',
  personal_code: 'SAMRIV',
  campaign_id: null,
  campaign_name: null,
  status: 'active',
  guardian_hold: null,
  approved_objectives: 1,
  total_objectives: 3,
  progress_stage: 'assigned',
  progress_label: 'On Objective 2',
  units_sold: 12,
  total_sales: 300,
  ...overrides,
});
const sam = anAmbassador({});
const alex = anAmbassador({ user_id: 'user-alex', first_name: 'Alex', last_name: 'Chen', email: 'alex@example.com' });
const jordan = anAmbassador({
  user_id: 'user-jordan',
  first_name: 'Jordan',
  last_name: 'Lee',
  email: 'jordan@example.com',
  school: 'Lakeview College',
  role: 'fundraising_ambassador',
  campaign_id: 'campaign-1',
  campaign_name: 'Lakeview Tees for Trees',
});

const aSentMessage = (overrides: Partial<SentMessage>): SentMessage => ({
  id: 'm-1',
  from_user_id: 'admin-1',
  to_user_id: 'user-sam',
  subject: 'Welcome aboard',
  content: 'Hi Sam,\nWelcome to the programme!',
  is_broadcast: false,
  broadcast_segment: null,
  read_at: null,
  created_at: new Date(2026, 10, 22, 14, 7).toISOString(),
  audience: null,
  recipient_count: 1,
  recipient_name: 'Sam Rivera',
  ...overrides,
});
const welcome = aSentMessage({});
const broadcast = aSentMessage({
  id: 'm-2',
  to_user_id: '',
  subject: null,
  content: 'The spring push starts Monday.',
  is_broadcast: true,
  broadcast_segment: 'student',
  created_at: new Date(2026, 10, 20, 9, 0).toISOString(),
  audience: 'active',
  recipient_count: 12,
  recipient_name: null,
});

type Send = (body: Record<string, unknown>) => Response;

/** The server's search, as the route answers it: full name, last name or e-mail beginning with what was typed. */
function searchFor(url: string) {
  const typed = new URL(url, 'http://localhost').searchParams.get('q')!.toLowerCase();
  return [alex, jordan, sam]
    .filter((one) => [`${one.first_name} ${one.last_name}`, one.last_name, one.email].some((text) => text.toLowerCase().startsWith(typed)))
    .map(({ user_id, first_name, last_name, email, role }) => ({ user_id, first_name, last_name, email, role }));
}
const searches = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes('/api/admin/ambassador-search?'))
    .map(([url]) => new URL(url, 'http://localhost').searchParams.get('q'));

function respond({ history = [welcome, broadcast], send }: { history?: SentMessage[] | Response; send?: Send } = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith('/api/admin/messages') && init?.method === 'POST' && send) return send(JSON.parse(String(init.body)));
    if (url.endsWith('/api/admin/messages')) return Array.isArray(history) ? jsonResponse(200, { messages: history }) : history;
    if (url.includes('/api/admin/ambassador-search?')) return jsonResponse(200, { ambassadors: searchFor(url) });
    return jsonResponse(404, {});
  });
}

/** What the form posted, as the server received it. */
const posted = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.endsWith('/api/admin/messages') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

const sentAs = (body: Record<string, unknown>, overrides: Partial<SentMessage>) =>
  jsonResponse(
    201,
    aSentMessage({ id: 'm-new', subject: (body.subject as string | null) ?? null, content: String(body.content), ...overrides }),
  );

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the messaging screen', () => {
  it('needs content and, for an individual message, an ambassador', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message content is required')).toBeInTheDocument();
    expect(screen.getByText('Please select an ambassador')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Ambassador' })).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: 'Message content is required', variant: 'destructive' });

    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(screen.getByLabelText('Message'), 'Hello!');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: 'Please select an ambassador', variant: 'destructive' }),
    );
    expect(screen.queryByText('Message content is required')).not.toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('sends an individual message to an ambassador of either role, found by search', async () => {
    respond({ send: (body) => sentAs(body, { to_user_id: 'user-jordan', recipient_name: 'Jordan Lee' }) });
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    expect(screen.getByRole('radio', { name: 'Individual message' })).toBeChecked();
    const picker = screen.getByRole('combobox', { name: 'Ambassador' });
    await user.click(picker);
    // Nothing is loaded before a letter is typed: the list says what to do.
    expect(within(screen.getByRole('listbox', { name: 'Ambassadors' })).getByText('Type a name or email to search.')).toBeInTheDocument();
    expect(searches()).toEqual([]);

    await user.type(picker, 'Jo');
    expect(await screen.findByRole('option', { name: 'Jordan Lee, Fundraising Ambassador, jordan@example.com' })).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    expect(searches()).toContain('Jo');
    await user.click(screen.getByRole('option', { name: 'Jordan Lee, Fundraising Ambassador, jordan@example.com' }));
    expect(picker).toHaveValue('Jordan Lee (jordan@example.com)');

    await user.type(screen.getByLabelText('Subject (optional)'), 'Your campaign');
    await user.type(screen.getByLabelText('Message'), '  Great start, Jordan!  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Message sent successfully', description: 'Sent to Jordan Lee.' }));
    expect(posted()).toEqual([
      { type: 'individual', to_user_id: 'user-jordan', subject: 'Your campaign', content: 'Great start, Jordan!' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(picker).toHaveValue('');
  });

  it('says clearly when no ambassador matches what was typed', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.type(screen.getByRole('combobox', { name: 'Ambassador' }), 'zed');

    const listbox = screen.getByRole('listbox', { name: 'Ambassadors' });
    expect(await within(listbox).findByText('No ambassadors match “zed”.')).toBeInTheDocument();
    expect(within(listbox).queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No ambassadors match “zed”.');
  });

  it('chooses an ambassador with the keyboard', async () => {
    respond({ send: (body) => sentAs(body, {}) });
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);
    const picker = screen.getByRole('combobox', { name: 'Ambassador' });

    await user.click(picker);
    await user.type(picker, 'sam');
    await screen.findByRole('option', { name: /^Sam Rivera/ });
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await user.type(screen.getByLabelText('Message'), 'Hi Sam');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(posted()).toEqual([{ type: 'individual', to_user_id: 'user-sam', subject: null, content: 'Hi Sam' }]));
  });

  it('broadcasts to an audience, all ambassadors unless narrowed', async () => {
    respond({ send: (body) => sentAs(body, { is_broadcast: true, audience: 'active', recipient_count: 12, recipient_name: null }) });
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.click(screen.getByRole('radio', { name: 'Broadcast' }));
    expect(screen.queryByRole('combobox', { name: 'Ambassador' })).not.toBeInTheDocument();
    const audience = screen.getByRole('group', { name: 'Audience' });
    expect(
      within(audience)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All ambassadors', 'New (Objective 1)', 'Active (Objective 2 onward)', 'Complete']);
    expect(within(audience).getByRole('radio', { name: 'All ambassadors' })).toBeChecked();

    await user.click(within(audience).getByRole('radio', { name: 'Active (Objective 2 onward)' }));
    await user.type(screen.getByLabelText('Message'), 'The spring push starts Monday.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Message sent successfully', description: 'Sent to 12 ambassadors.' }));
    expect(posted()).toEqual([{ type: 'broadcast', audience: 'active', subject: null, content: 'The spring push starts Monday.' }]);
    expect(screen.getByRole('radio', { name: 'Broadcast' })).toBeChecked();
  });

  it("says when sending fails, with the server's word on a field", async () => {
    respond({
      send: () => jsonResponse(400, { error: { code: 'invalid_input', message: 'Please select an ambassador', field: 'to_user_id' } }),
    });
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);
    const picker = screen.getByRole('combobox', { name: 'Ambassador' });

    await user.type(picker, 'chen');
    await user.click(await screen.findByRole('option', { name: /^Alex Chen/ }));
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to send message',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(screen.getByText('Please select an ambassador')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('lists the history newest first and opens a message in full', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.click(screen.getByRole('tab', { name: 'Message History' }));

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Nov 22, 2026 2:07 PM', 'Individual', 'Sam Rivera', 'Welcome aboard', '1'],
      ['Nov 20, 2026 9:00 AM', 'Broadcast', 'Active (Objective 2 onward)', 'No subject', '12'],
    ]);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Open message: Welcome aboard' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome aboard' });
    expect(within(dialog).getByText('Sent Nov 22, 2026 2:07 PM')).toBeInTheDocument();
    expect(within(dialog).getByText(/Welcome to the programme!/)).toHaveTextContent('Hi Sam, Welcome to the programme!');
    expect(within(dialog).getByText('Sam Rivera')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Open message: No subject' }));
    const broadcastDialog = screen.getByRole('dialog', { name: 'No subject' });
    expect(within(broadcastDialog).getByText('The spring push starts Monday.')).toBeInTheDocument();
    expect(within(broadcastDialog).getByText('Audience').nextSibling).toHaveTextContent('Active (Objective 2 onward)');
  });

  it('keeps a draft while the admin looks at the history', async () => {
    respond();
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.type(screen.getByLabelText('Message'), 'Half-written');
    await user.click(screen.getByRole('tab', { name: 'Message History' }));
    await screen.findByRole('button', { name: 'Open message: Welcome aboard' });
    await user.click(screen.getByRole('tab', { name: 'Send Message' }));

    expect(screen.getByLabelText('Message')).toHaveValue('Half-written');
  });

  it('says when no message has been sent', async () => {
    respond({ history: [] });
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.click(screen.getByRole('tab', { name: 'Message History' }));

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded', async () => {
    respond({ history: jsonResponse(500, {}) });
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.click(screen.getByRole('tab', { name: 'Message History' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to load messages',
      variant: 'destructive',
      error: expect.any(ApiError),
    });
  });

  it('shows the history as cards on a phone', async () => {
    setViewportWidth(375);
    respond();
    const user = userEvent.setup();
    renderAt('/admin/messaging', <MessagingPage />);

    await user.click(screen.getByRole('tab', { name: 'Message History' }));
    await user.click(await screen.findByRole('button', { name: /Welcome aboard/ }));

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Welcome aboard' })).toBeInTheDocument();
  });
});
