import type { AdminDashboard } from '@app/shared/ambassadors';
import type { AdminSubmission } from '@app/shared/objectives';
import { Toaster } from '@app/ui';
import { aProfile, jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from './dashboard-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const aSubmission = (overrides: Partial<AdminSubmission>): AdminSubmission => ({
  id: 'submission-1',
  objective_id: 'objective-1',
  objective_number: 1,
  objective_title: 'Share your code',
  status: 'submitted',
  submission_data: { url: 'https://example.com/post', file_key: null, file_name: null, description: null },
  file_url: null,
  notes: null,
  alt_text: null,
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T09:00:00.000Z',
  user_id: 'user-1',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'student@example.com',
  submitted_at: '2026-11-22T09:00:00.000Z',
  approved_at: null,
  admin_feedback: null,
  ...overrides,
});

const busyWeek: AdminDashboard = {
  new_this_week: 3,
  pending_submissions: 4,
  total_ambassadors: 1250,
  orders_this_week: 17,
  recent_signups: [
    aProfile({ user_id: 'user-1', first_name: 'Sam', last_name: 'Rivera', created_at: '2026-11-21T10:00:00.000Z' }),
    aProfile({
      user_id: 'user-2',
      first_name: 'Jordan',
      last_name: 'Lee',
      email: 'jordan@example.com',
      role: 'fundraising_ambassador',
      created_at: '2026-11-20T10:00:00.000Z',
    }),
  ],
  recent_submissions: [
    aSubmission({}),
    aSubmission({ id: 'submission-2', objective_number: 2, objective_title: 'Post a story', status: 'approved', first_name: 'Riley' }),
    aSubmission({
      id: 'submission-3',
      objective_number: 3,
      objective_title: 'Host a stall',
      status: 'needs_revision',
      first_name: 'Casey',
    }),
  ],
};

const quietWeek: AdminDashboard = {
  new_this_week: 0,
  pending_submissions: 0,
  total_ambassadors: 0,
  orders_this_week: 0,
  recent_signups: [],
  recent_submissions: [],
};

function respond(answer: Response) {
  fetchMock.mockImplementation(async (url) => (url.endsWith('/api/admin/dashboard') ? answer : jsonResponse(404, {})));
}

function renderDashboard() {
  render(<Toaster />);
  renderAt('/admin', <DashboardPage />);
}

const figure = (label: string) => screen.findByRole('group', { name: label });
const card = (title: string) => within(screen.getByText(title).closest<HTMLElement>('[data-slot="card"]')!);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the admin dashboard', () => {
  it('shows skeletons while the counts load', async () => {
    respond(jsonResponse(200, busyWeek));
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading statistics')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading recent sign-ups')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading recent submissions')).toBeInTheDocument();
    expect(await figure('Total Ambassadors')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading statistics')).not.toBeInTheDocument();
  });

  it('shows the four counts', async () => {
    respond(jsonResponse(200, busyWeek));
    renderDashboard();

    expect(await figure('New Ambassadors This Week')).toHaveTextContent('3');
    expect(await figure('Pending Submissions')).toHaveTextContent('4');
    expect(await figure('Total Ambassadors')).toHaveTextContent('1,250');
    expect(await figure('Orders This Week')).toHaveTextContent('17');
  });

  it('lists the recent sign-ups with their role and join date, and links to every ambassador', async () => {
    respond(jsonResponse(200, busyWeek));
    const user = userEvent.setup();
    renderDashboard();

    const signups = within(await screen.findByRole('list', { name: 'Recent sign-ups' }));
    const [sam, jordan] = signups.getAllByRole('listitem');
    expect(sam).toHaveTextContent('Sam Rivera');
    expect(sam).toHaveTextContent('student@example.com');
    expect(sam).toHaveTextContent('Student Ambassador');
    expect(sam).toHaveTextContent('Nov 21, 2026');
    expect(jordan).toHaveTextContent('Jordan Lee');
    expect(jordan).toHaveTextContent('Fundraising Ambassador');

    await user.click(screen.getByRole('link', { name: 'View All Ambassadors' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/admin/ambassadors');
  });

  it("labels each recent submission with its objective's real status, and links to the review screen", async () => {
    respond(jsonResponse(200, busyWeek));
    const user = userEvent.setup();
    renderDashboard();

    const submissions = within(await screen.findByRole('list', { name: 'Recent submissions' }));
    const [pending, approved, revision] = submissions.getAllByRole('listitem');
    expect(pending).toHaveTextContent('Sam Rivera');
    expect(pending).toHaveTextContent('Objective 1: Share your code');
    expect(within(pending!).getByText('Under Review')).toBeInTheDocument();
    expect(within(approved!).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('Objective 2: Post a story');
    expect(within(revision!).getByText('Needs Revision')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Review All Submissions' }));

    expect(await screen.findByLabelText('current path')).toHaveTextContent('/admin/submissions');
  });

  it('shows at most five of each recent list', async () => {
    const many = Array.from({ length: 7 }, (_, index) => index);
    respond(
      jsonResponse(200, {
        ...busyWeek,
        recent_signups: many.map((index) => aProfile({ user_id: `user-${index}`, first_name: `Member${index}` })),
        recent_submissions: many.map((index) => aSubmission({ id: `submission-${index}` })),
      }),
    );
    renderDashboard();

    expect(within(await screen.findByRole('list', { name: 'Recent sign-ups' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByRole('list', { name: 'Recent submissions' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says when the week has been quiet', async () => {
    respond(jsonResponse(200, quietWeek));
    renderDashboard();

    expect(await screen.findByText('No new sign-ups this week')).toBeInTheDocument();
    expect(screen.getByText('No recent submissions')).toBeInTheDocument();
    expect(card('Recent Sign-ups').getByRole('link', { name: 'View All Ambassadors' })).toBeInTheDocument();
    expect(card('Recent Submissions').getByRole('link', { name: 'Review All Submissions' })).toBeInTheDocument();
    expect(await figure('Orders This Week')).toHaveTextContent('0');
  });

  it('only logs a failed load, and shows zeros and empty states with no message to the admin', async () => {
    respond(jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard();

    expect(await screen.findByText('No new sign-ups this week')).toBeInTheDocument();
    expect(screen.getByText('No recent submissions')).toBeInTheDocument();
    for (const label of ['New Ambassadors This Week', 'Pending Submissions', 'Total Ambassadors', 'Orders This Week']) {
      expect(await figure(label)).toHaveTextContent('0');
    }
    expect(logged).toHaveBeenCalledWith('Could not load the admin dashboard', expect.objectContaining({ status: 500 }));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
