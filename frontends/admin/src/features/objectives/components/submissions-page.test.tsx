import type { AdminSubmission } from '@app/shared/objectives';
import { toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { jsonResponse, renderAt, setViewportWidth } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentQuery, currentQuery } from '../../../lib/current-query';
import { anAdminSubmission } from '../test-submissions';
import { SubmissionsPage } from './submissions-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());
// The toast queue outlives each test's render; watching the calls keeps one test's toasts out of the next.
jest.mock('@app/ui', () => ({ ...jest.requireActual('@app/ui'), toast: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

const linkProof = anAdminSubmission({ notes: 'Posted on my story', alt_text: 'Me holding the shirt' });
const photoProof = anAdminSubmission({
  id: 's-photo',
  objective_id: 'o-1',
  objective_number: 1,
  objective_title: 'Introduce Yourself',
  user_id: 'user-2',
  first_name: 'Jordan',
  last_name: 'Lee',
  email: 'jordan@example.com',
  submission_data: { url: null, file_key: 'submissions/user-2/4f1c.png', file_name: 'me-and-the-tee.png', description: null },
  file_url: 'http://storage.test/submissions/user-2/4f1c.png?signature=1',
  alt_text: 'Jordan in the green tee',
  created_at: '2026-11-21T09:00:00.000Z',
});
const pdfProof = anAdminSubmission({
  id: 's-pdf',
  submission_data: { url: null, file_key: 'submissions/user-1/9a2b.pdf', file_name: 'flyer.pdf', description: null },
  file_url: 'http://storage.test/submissions/user-1/9a2b.pdf?signature=1',
});
const approved = anAdminSubmission({
  id: 's-approved',
  objective_number: 1,
  objective_title: 'Introduce Yourself',
  status: 'approved',
  submission_data: { url: null, file_key: null, file_name: null, description: 'Introduced myself in class' },
  approved_at: '2026-11-20T10:00:00.000Z',
  admin_feedback: 'Great start!',
  created_at: '2026-11-19T10:00:00.000Z',
});
const rejected = anAdminSubmission({
  id: 's-rejected',
  objective_number: 3,
  objective_title: 'Post a Social Media Template',
  status: 'needs_revision',
  admin_feedback: 'The post is private',
  created_at: '2026-11-18T10:00:00.000Z',
});

type Review = (body: unknown) => Response;

/**
 * Answers each filter with the submissions in that status (all: every one), `pageSize` a page (every one in
 * one page unless given; the cursor is where the next page starts), and reviews with `review`.
 */
function respond({ submissions, review, pageSize }: { submissions: AdminSubmission[]; review?: Review; pageSize?: number }) {
  let current = submissions;
  fetchMock.mockImplementation(async (url, init) => {
    const reviewed = /\/api\/admin\/submissions\/([\w-]+)\/review$/.exec(url);
    if (reviewed && init?.method === 'POST' && review) {
      const body = JSON.parse(String(init.body));
      const answer = review(body);
      if (answer.ok) {
        const status = body.decision === 'approve' ? 'approved' : 'needs_revision';
        current = current.map((each) => (each.id === reviewed[1] ? { ...each, status, admin_feedback: body.feedback } : each));
      }
      return answer;
    }
    if (url.includes('/api/admin/submissions')) {
      const query = new URL(url, 'http://localhost').searchParams;
      const status = query.get('status');
      const matching = current.filter((each) => status === 'all' || each.status === status);
      const from = Number(query.get('cursor') ?? 0);
      const to = pageSize === undefined ? matching.length : from + pageSize;
      return jsonResponse(200, { submissions: matching.slice(from, to), next_cursor: to < matching.length ? String(to) : null });
    }
    return jsonResponse(404, {});
  });
}

const listRequests = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url))
    .filter((url) => url.pathname === '/api/admin/submissions')
    .map((url) => url.search);
const reviews = () => fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/review') && init?.method === 'POST');
const objectivesListed = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the submissions review screen', () => {
  it('opens on Pending Review, newest first, with who, what, when and the status', async () => {
    respond({ submissions: [linkProof, photoProof, approved] });
    renderAt('/admin/submissions', <SubmissionsPage />);

    const row = (await screen.findByText('Sam Rivera')).closest('tr')!;
    expect(screen.getByRole('tab', { name: 'Pending Review' })).toHaveAttribute('aria-selected', 'true');
    expect(listRequests()).toEqual(['?status=submitted']);
    expect(objectivesListed()).toEqual(['Objective 2: Share Your Shop Link', 'Objective 1: Introduce Yourself']);
    expect(within(row).getByText('student@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Under Review')).toBeInTheDocument();
  });

  it('opens on the status its address holds, as after a reload', async () => {
    respond({ submissions: [linkProof, approved, rejected] });
    renderAt('/admin/submissions?status=approved', <SubmissionsPage />, { route: '/admin/submissions' });

    expect(await within(screen.getByRole('tabpanel')).findByText('Objective 1: Introduce Yourself')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    expect(objectivesListed()).toEqual(['Objective 1: Introduce Yourself']);
  });

  it('keeps the status in its address as it changes, and drops it back at Pending Review', async () => {
    respond({ submissions: [linkProof, approved, rejected] });
    const user = userEvent.setup();
    renderAt(
      '/admin/submissions',
      <>
        <SubmissionsPage />
        <CurrentQuery />
      </>,
    );
    await screen.findByText('Objective 2: Share Your Shop Link');

    await user.click(screen.getByRole('tab', { name: 'Needs Revision' }));
    await waitFor(() => expect(currentQuery()).toBe('?status=needs_revision'));
    await user.click(screen.getByRole('tab', { name: 'Pending Review' }));
    await waitFor(() => expect(currentQuery()).toBe(''));
  });

  it('filters by Approved, Needs Revision (rejected work) and All Submissions', async () => {
    respond({ submissions: [linkProof, approved, rejected] });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);
    await screen.findByText('Objective 2: Share Your Shop Link');

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('Objective 1: Introduce Yourself')).toBeInTheDocument();
    expect(objectivesListed()).toEqual(['Objective 1: Introduce Yourself']);
    expect(within(screen.getByRole('tabpanel')).getByText('Approved')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Needs Revision' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('Objective 3: Post a Social Media Template')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('Needs Revision')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All Submissions' }));
    await waitFor(() =>
      expect(objectivesListed()).toEqual([
        'Objective 2: Share Your Shop Link',
        'Objective 1: Introduce Yourself',
        'Objective 3: Post a Social Media Template',
      ]),
    );
    expect(listRequests()).toEqual(['?status=submitted', '?status=approved', '?status=needs_revision', '?status=all']);
  });

  it('asks the server for the next page with Load more, and offers no more after the last', async () => {
    const third = anAdminSubmission({ id: 's-third', objective_number: 3, objective_title: 'Post a Social Media Template' });
    respond({ submissions: [linkProof, photoProof, third], pageSize: 2 });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);
    await screen.findByText('Objective 1: Introduce Yourself');
    expect(objectivesListed()).toEqual(['Objective 2: Share Your Shop Link', 'Objective 1: Introduce Yourself']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Objective 3: Post a Social Media Template')).toBeInTheDocument();
    expect(objectivesListed()).toEqual([
      'Objective 2: Share Your Shop Link',
      'Objective 1: Introduce Yourself',
      'Objective 3: Post a Social Media Template',
    ]);
    expect(listRequests()).toContain('?status=submitted&cursor=2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the proof, notes and alt text, and approves with optional feedback', async () => {
    respond({ submissions: [linkProof], review: (body) => jsonResponse(200, { ...linkProof, status: 'approved', ...(body as object) }) });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);

    await user.click(await screen.findByRole('button', { name: 'Review Objective 2: Share Your Shop Link from Sam Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Submission' });
    const link = within(dialog).getByRole('link', { name: /instagram\.com\/p\/shop-link-post/ });
    expect(link).toHaveAttribute('href', 'https://instagram.com/p/shop-link-post');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Posted on my story')).toBeInTheDocument();
    expect(within(dialog).getByText('Me holding the shirt')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Submission approved successfully' }));
    expect(reviews()[0]![0]).toMatch(/\/api\/admin\/submissions\/s-1\/review$/);
    expect(JSON.parse(String(reviews()[0]![1]?.body))).toEqual({ decision: 'approve', feedback: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The review queue is clear')).toBeInTheDocument();
  });

  it('rejects only with feedback', async () => {
    respond({
      submissions: [linkProof],
      review: (body) => jsonResponse(200, { ...linkProof, status: 'needs_revision', ...(body as object) }),
    });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);

    await user.click(await screen.findByRole('button', { name: 'Review Objective 2: Share Your Shop Link from Sam Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Submission' });
    // Reject is the action; Needs Revision, the state the ambassador then sees.
    expect(within(dialog).getByLabelText('Admin Feedback')).toHaveAccessibleDescription(
      'Reject sends the work back to the ambassador as Needs Revision, with your feedback.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('Please tell the ambassador what to change')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Admin Feedback')).toHaveAttribute('aria-invalid', 'true');
    expect(reviews()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Admin Feedback'), 'The post is private; please make it public.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Submission rejected successfully' }));
    expect(JSON.parse(String(reviews()[0]![1]?.body))).toEqual({
      decision: 'reject',
      feedback: 'The post is private; please make it public.',
    });
  });

  it('says when a review fails, and keeps the dialog open', async () => {
    respond({
      submissions: [linkProof],
      review: () => jsonResponse(409, { error: { code: 'conflict', message: 'This submission has already been reviewed.' } }),
    });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);

    await user.click(await screen.findByRole('button', { name: 'Review Objective 2: Share Your Shop Link from Sam Rivera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update submission',
        variant: 'destructive',
        error: expect.any(ApiError),
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Review Submission' })).toBeInTheDocument();
  });

  it('offers no review once a submission is reviewed, and shows the feedback given', async () => {
    respond({ submissions: [approved, rejected] });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);

    await user.click(screen.getByRole('tab', { name: 'All Submissions' }));
    await user.click(await screen.findByRole('button', { name: 'View Objective 1: Introduce Yourself from Sam Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Submission' });

    expect(within(dialog).getByText('Introduced myself in class')).toBeInTheDocument();
    expect(within(dialog).getByText('Great start!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Admin Feedback')).not.toBeInTheDocument();
  });

  it("shows a resubmission's previous feedback apart from the new review's", async () => {
    respond({ submissions: [anAdminSubmission({ admin_feedback: 'The post is private' })] });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);

    await user.click(await screen.findByRole('button', { name: 'Review Objective 2: Share Your Shop Link from Sam Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Submission' });

    expect(within(dialog).getByText('Previous Feedback').nextSibling).toHaveTextContent('The post is private');
    expect(within(dialog).getByLabelText('Admin Feedback')).toHaveValue('');
  });

  it('previews an uploaded image and links any other file', async () => {
    respond({ submissions: [photoProof, pdfProof] });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);

    await user.click(await screen.findByRole('button', { name: 'Review Objective 1: Introduce Yourself from Jordan Lee' }));
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Jordan in the green tee' })).toHaveAttribute('src', photoProof.file_url);
    expect(within(dialog).getByRole('link', { name: /Open me-and-the-tee\.png/ })).toHaveAttribute('href', photoProof.file_url);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Review Objective 2: Share Your Shop Link from Sam Rivera' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Open flyer\.pdf/ })).toHaveAttribute('href', pdfProof.file_url);
  });

  it('says the queue is clear when nothing waits for review, and No submissions yet under the other filters', async () => {
    respond({ submissions: [] });
    const user = userEvent.setup();
    renderAt('/admin/submissions', <SubmissionsPage />);

    expect(await screen.findByText('The review queue is clear')).toBeInTheDocument();
    expect(screen.getByText('No submissions are waiting for review.')).toBeInTheDocument();
    expect(screen.queryByText('No submissions yet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All Submissions' }));
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it('says when the submissions cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    renderAt('/admin/submissions', <SubmissionsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load submissions');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to load submissions',
      variant: 'destructive',
      error: expect.any(ApiError),
    });
  });

  it('shows cards instead of a table on a phone', async () => {
    setViewportWidth(375);
    respond({ submissions: [linkProof] });
    renderAt('/admin/submissions', <SubmissionsPage />);

    expect(await screen.findByText('Objective 2: Share Your Shop Link')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review Objective 2: Share Your Shop Link from Sam Rivera' })).toBeInTheDocument();
  });
});
